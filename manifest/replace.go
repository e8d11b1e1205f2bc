package manifest

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"

	"github.com/sacre-mt/sacre/internal/outfile"
)

// Errors of Prepare and Commit, wrapped with the manifest's path.
var (
	// ErrNotUpdated is wrapped by every refusal to replace the manifest's file, an
	// *InterruptedError's included: the file is as it was.
	ErrNotUpdated = errors.New("not updated")
	// ErrChanged is a manifest file that changed since it was read: an edit made while the
	// scores were computed would be lost.
	ErrChanged = errors.New("changed while checking")
)

// InterruptedError is a replacement stopped by a signal before the manifest's file was
// replaced; the file is as it was and the temporary file removed.
type InterruptedError struct {
	Path   string
	Signal os.Signal
}

func (e *InterruptedError) Error() string {
	return fmt.Sprintf("%s: interrupted (%v), not updated", e.Path, e.Signal)
}

// Unwrap is ErrNotUpdated.
func (e *InterruptedError) Unwrap() error { return ErrNotUpdated }

// tempPattern names the temporary file beside the manifest: hidden, and saying whose it is.
const tempPattern = ".sacre-check-*"

// A Replacement is a manifest's new text, ready to replace its file: Commit replaces it,
// Abort leaves it. From Prepare until Commit or Abort, the fatal signals a program may catch
// (those outfile.NotifyFatal relays) are held rather than ending the program, so that the
// temporary file is never left behind: Commit reports one as an *InterruptedError and
// removes the file. Call Commit or Abort soon, once.
type Replacement struct {
	path   string // as the manifest names it, for messages
	target string // the file replaced: path with symbolic links followed
	tmp    string // the new text's temporary file; "" when the file is rewritten in place
	data   []byte
	read   []byte // the text the manifest was parsed from
	sigs   chan os.Signal
	done   bool
}

// Replace replaces the manifest's file with data (Update's text): Prepare, then Commit.
func (m *Manifest) Replace(data []byte) error {
	r, err := m.Prepare(data)
	if err != nil {
		return err
	}
	return r.Commit()
}

// Prepare gets data ready to replace the manifest's file, so that the update is never half
// done or lost: a symbolic link is followed to its target (the link stays a link); a file
// that is not regular, read-only or not writable is refused (ErrNotUpdated). The text is
// written to a hidden temporary file beside the target, which Commit renames over it; a file
// with several hard links is rewritten in place by Commit instead, so that every link sees
// the new text (not atomically, but held signals wait for it).
func (m *Manifest) Prepare(data []byte) (*Replacement, error) {
	r := &Replacement{path: m.Path, data: data, read: m.src}
	st, err := r.check()
	if err != nil {
		return nil, err
	}
	r.sigs = make(chan os.Signal, 1)
	outfile.NotifyFatal(r.sigs)
	if linkCount(st) > 1 {
		return r, nil
	}
	if err := r.writeTemp(st.Mode().Perm()); err != nil {
		signal.Stop(r.sigs)
		return nil, err
	}
	return r, nil
}

// check resolves the target and refuses what may not be replaced; it returns the target's
// FileInfo.
func (r *Replacement) check() (os.FileInfo, error) {
	target, err := filepath.EvalSymlinks(r.path)
	if err != nil {
		return nil, err
	}
	r.target = target
	st, err := os.Stat(target)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file, %w", r.path, ErrNotUpdated)
	}
	if st.Mode().Perm()&0o222 == 0 {
		return nil, fmt.Errorf("%s: read-only, %w", r.path, ErrNotUpdated)
	}
	f, err := os.OpenFile(target, os.O_WRONLY, 0) // writes nothing: only asks for permission
	if errors.Is(err, fs.ErrPermission) {
		return nil, fmt.Errorf("%s: not writable, %w", r.path, ErrNotUpdated)
	} else if err != nil {
		return nil, err
	}
	f.Close()
	return st, nil
}

// writeTemp writes the new text to a temporary file beside the target, with its permissions.
func (r *Replacement) writeTemp(perm fs.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(r.target), tempPattern)
	if err != nil {
		return fmt.Errorf("%s: cannot write beside it: %w", r.path, err)
	}
	_, werr := tmp.Write(r.data)
	serr := tmp.Sync()
	cerr := tmp.Close()
	if err := errors.Join(werr, serr, cerr, os.Chmod(tmp.Name(), perm)); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	r.tmp = tmp.Name()
	return nil
}

// Commit replaces the manifest's file with the new text, unless a signal came since Prepare
// (an *InterruptedError) or the file is no longer the text the manifest was parsed from
// (ErrChanged); then the file is left as it is. The temporary file is gone either way.
func (r *Replacement) Commit() error {
	if r.done {
		return errors.New("manifest: replacement already committed or aborted")
	}
	defer r.finish()
	err := r.ready()
	if err == nil && r.tmp == "" {
		return r.rewriteInPlace()
	}
	if err == nil {
		err = os.Rename(r.tmp, r.target)
	}
	if err != nil && r.tmp != "" {
		os.Remove(r.tmp)
	}
	return err
}

// Abort leaves the manifest's file as it is and removes the temporary file; after Commit it
// does nothing.
func (r *Replacement) Abort() {
	if r.done {
		return
	}
	defer r.finish()
	if r.tmp != "" {
		os.Remove(r.tmp)
	}
}

// finish lets signals end the program again.
func (r *Replacement) finish() {
	signal.Stop(r.sigs)
	r.done = true
}

// ready checks, just before the file is replaced, that no signal came and that the file is
// still the text the manifest was parsed from.
func (r *Replacement) ready() error {
	select {
	case sig := <-r.sigs:
		return &InterruptedError{Path: r.path, Signal: sig}
	default:
	}
	now, err := os.ReadFile(r.target)
	if err != nil {
		return err
	}
	if !bytes.Equal(now, r.read) {
		return fmt.Errorf("%s: %w, %w", r.path, ErrChanged, ErrNotUpdated)
	}
	return nil
}

// rewriteInPlace writes the new text over the file itself, keeping its hard links.
func (r *Replacement) rewriteInPlace() error {
	f, err := os.OpenFile(r.target, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	_, werr := f.WriteAt(r.data, 0)
	terr := f.Truncate(int64(len(r.data)))
	serr := f.Sync()
	return errors.Join(werr, terr, serr, f.Close())
}
