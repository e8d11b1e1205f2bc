package outfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// CheckDir refuses, before any work, a directory in which no file can be created: a tool that
// names its own output files (sc_stats's reports) is checked once for all of them.
func CheckDir(dir string) error {
	f, err := os.CreateTemp(dir, ".sacre-check-*")
	if err != nil {
		if pe, ok := errors.AsType[*fs.PathError](err); ok {
			err = pe.Err // the temporary file's name says nothing to the user
		}
		return fmt.Errorf("cannot write in %s: %w", dir, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// CreateWhole creates the file name so that it appears whole when closed, or not at all: the
// writes go to a temporary file beside it, renamed over it by Close (mode 0644).
func CreateWhole(name string) (io.WriteCloser, error) {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return nil, err
	}
	return &wholeFile{File: f, name: name}, nil
}

// wholeFile is a temporary file renamed to its name on Close.
type wholeFile struct {
	*os.File
	name string
}

func (w *wholeFile) Close() error {
	err := w.File.Close()
	if err == nil {
		err = os.Chmod(w.File.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(w.File.Name(), w.name)
	}
	if err != nil {
		os.Remove(w.File.Name())
	}
	return err
}
