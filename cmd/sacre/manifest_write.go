package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/sacre-mt/sacre/internal/outfile"
	"github.com/sacre-mt/sacre/manifest"
)

// beforeManifestReplace runs just before check --update replaces the manifest (tests use it to
// change the file or send a signal at that moment).
var beforeManifestReplace = func(path string) {}

// interruptedError is an update stopped by a signal before the manifest was replaced.
type interruptedError struct {
	path string
	sig  os.Signal
}

func (e *interruptedError) Error() string {
	return fmt.Sprintf("%s: interrupted (%v), not updated", e.path, e.sig)
}

// status is the shell's status for a process ended by the signal: 128 + its number.
func (e *interruptedError) status() int {
	if s, ok := e.sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 130
}

// writeManifest replaces the manifest's text with data, so that an update is never half done or
// lost: through a symbolic link to its target (the link stays a link); refused when the file is
// not writable, or when it changed since it was read (an edit made while the scores were
// computed would be lost); into a temporary file beside it, renamed over it, which any fatal
// signal (outfile.NotifyFatal) removes before the program ends. A file with several hard links is rewritten in place
// instead, so that every link sees the new scores; that write is not atomic, but signals wait
// for it.
func writeManifest(m *manifest.Manifest, data []byte) error {
	target, err := filepath.EvalSymlinks(m.Path)
	if err != nil {
		return err
	}
	st, err := os.Stat(target)
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file, not updated", m.Path)
	}
	if st.Mode().Perm()&0o222 == 0 {
		return fmt.Errorf("%s: read-only, not updated", m.Path)
	}
	f, err := os.OpenFile(target, os.O_WRONLY, 0) // writes nothing: only asks for permission
	if errors.Is(err, fs.ErrPermission) {
		return fmt.Errorf("%s: not writable, not updated", m.Path)
	} else if err != nil {
		return err
	}
	f.Close()
	sigs := make(chan os.Signal, 1)
	outfile.NotifyFatal(sigs)
	defer signal.Stop(sigs)
	if linkCount(st) > 1 {
		return rewriteInPlace(m, target, data, sigs)
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), ".sacre-check-*")
	if err != nil {
		return fmt.Errorf("%s: cannot write beside it: %w", m.Path, err)
	}
	_, werr := tmp.Write(data)
	serr := tmp.Sync()
	cerr := tmp.Close()
	err = errors.Join(werr, serr, cerr, os.Chmod(tmp.Name(), st.Mode().Perm()))
	if err == nil {
		beforeManifestReplace(target)
		err = ready(m, target, sigs)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), target)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// ready checks, just before the manifest is replaced, that no signal came and that the file is
// still the text it was parsed from.
func ready(m *manifest.Manifest, target string, sigs chan os.Signal) error {
	select {
	case sig := <-sigs:
		return &interruptedError{path: m.Path, sig: sig}
	default:
	}
	now, err := os.ReadFile(target)
	if err != nil {
		return err
	}
	if !bytes.Equal(now, m.Source()) {
		return fmt.Errorf("%s: changed while checking, not updated; run check --update again", m.Path)
	}
	return nil
}

// rewriteInPlace writes data over the file itself, keeping its hard links.
func rewriteInPlace(m *manifest.Manifest, target string, data []byte, sigs chan os.Signal) error {
	beforeManifestReplace(target)
	if err := ready(m, target, sigs); err != nil {
		return err
	}
	f, err := os.OpenFile(target, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	_, werr := f.WriteAt(data, 0)
	terr := f.Truncate(int64(len(data)))
	serr := f.Sync()
	return errors.Join(werr, terr, serr, f.Close())
}
