package main

import (
	"bufio"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
)

// writeAtomic writes a file through a temporary file in the same directory, renamed over path
// only once write succeeded: a failed or interrupted run leaves no half-written file. The file
// keeps the permissions of the one it replaces, or gets 0644 (the temporary file's 0600 would
// hide a report from its readers).
//
// A symbolic link is written through: the file it points to is replaced, the link kept. A path
// that is not a regular file (-o /dev/stdout, a pipe) is written as it is: it cannot be
// replaced, and renaming over it would replace the device with a file.
func writeAtomic(path, pattern string, write func(io.Writer) error) error {
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		path = resolved
	}
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return writeDirect(path, write)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), pattern)
	if err != nil {
		return ownError(1, "cannot write %s: %v", path, err)
	}
	defer os.Remove(tmp.Name())
	// An interrupt while writing removes the temporary file, then ends as it would have.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	defer func() { signal.Stop(sigs); close(done) }()
	go func() {
		select {
		case sig := <-sigs:
			os.Remove(tmp.Name())
			signal.Reset(sig)
			if p, err := os.FindProcess(os.Getpid()); err == nil {
				p.Signal(sig)
			}
		case <-done:
		}
	}()
	w := bufio.NewWriterSize(tmp, 1<<20)
	err = write(w)
	if err == nil {
		err = w.Flush()
	}
	mode := os.FileMode(0o644)
	if fi, serr := os.Stat(path); serr == nil {
		mode = fi.Mode().Perm()
	}
	if err == nil {
		err = tmp.Chmod(mode)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		if e, ok := err.(*exitError); ok {
			return e
		}
		return ownError(1, "cannot write %s: %v", path, err)
	}
	return nil
}

// writeDirect writes to a file that is not a regular file, such as a device or a pipe.
func writeDirect(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return ownError(1, "cannot write %s: %v", path, err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	err = write(w)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		if e, ok := err.(*exitError); ok {
			return e
		}
		return ownError(1, "cannot write %s: %v", path, err)
	}
	return nil
}
