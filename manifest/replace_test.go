//go:build unix

package manifest

import (
	"errors"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const (
	oldText = "# keep\nrefs: [r.txt]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: h.txt, expected: {BLEU: 1.00}}]\n"
	newText = "# keep\nrefs: [r.txt]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: h.txt, expected: {BLEU: 2.00}}]\n"
)

// written writes oldText to a manifest file in a new directory and loads it.
func written(t *testing.T, mode os.FileMode) *Manifest {
	t.Helper()
	path := filepath.Join(t.TempDir(), "m.yaml")
	if err := os.WriteFile(path, []byte(oldText), mode); err != nil {
		t.Fatal(err)
	}
	m, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func content(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// temporaries are the temporary files Prepare left in dir.
func temporaries(dir string) []string {
	left, _ := filepath.Glob(filepath.Join(dir, tempPattern))
	return left
}

func noTemporaries(t *testing.T, dirs ...string) {
	t.Helper()
	for _, dir := range dirs {
		if left := temporaries(dir); len(left) > 0 {
			t.Errorf("temporary files left: %v", left)
		}
	}
}

// TestReplace writes the new text through a hidden temporary file beside the manifest, which
// becomes the manifest with its permissions.
func TestReplace(t *testing.T) {
	m := written(t, 0o640)
	os.Chmod(m.Path, 0o640) // whatever the umask
	r, err := m.Prepare([]byte(newText))
	if err != nil {
		t.Fatal(err)
	}
	if tmp := temporaries(filepath.Dir(m.Path)); len(tmp) != 1 || content(t, tmp[0]) != newText {
		t.Errorf("before Commit: temporary files %v, want one with the new text", tmp)
	}
	if content(t, m.Path) != oldText {
		t.Errorf("Prepare changed the manifest")
	}
	if err := r.Commit(); err != nil {
		t.Fatal(err)
	}
	if content(t, m.Path) != newText {
		t.Errorf("not replaced")
	}
	if fi, _ := os.Stat(m.Path); fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640", fi.Mode().Perm())
	}
	noTemporaries(t, filepath.Dir(m.Path))
	r.Abort() // after Commit: nothing
	if content(t, m.Path) != newText {
		t.Errorf("Abort after Commit changed the manifest")
	}
	if err := r.Commit(); err == nil {
		t.Errorf("a second Commit succeeded")
	}
}

// TestReplaceThroughSymlink writes the link's target; the link stays a link, and the temporary
// file is the target's neighbour.
func TestReplaceThroughSymlink(t *testing.T) {
	target := written(t, 0o644)
	link := filepath.Join(t.TempDir(), "link.yaml")
	if err := os.Symlink(target.Path, link); err != nil {
		t.Fatal(err)
	}
	m, err := Load(link)
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Prepare([]byte(newText))
	if err != nil {
		t.Fatal(err)
	}
	if len(temporaries(filepath.Dir(target.Path))) != 1 {
		t.Errorf("no temporary file beside the target")
	}
	if err := r.Commit(); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("%s is no longer a symbolic link", link)
	}
	if content(t, target.Path) != newText {
		t.Errorf("target not updated")
	}
	noTemporaries(t, filepath.Dir(target.Path), filepath.Dir(link))
}

// TestReplaceHardLinks rewrites the file itself, so that every link sees the new text, with
// no temporary file.
func TestReplaceHardLinks(t *testing.T) {
	m := written(t, 0o644)
	other := filepath.Join(filepath.Dir(m.Path), "other.yaml")
	if err := os.Link(m.Path, other); err != nil {
		t.Fatal(err)
	}
	r, err := m.Prepare([]byte(newText))
	if err != nil {
		t.Fatal(err)
	}
	noTemporaries(t, filepath.Dir(m.Path))
	if err := r.Commit(); err != nil {
		t.Fatal(err)
	}
	if content(t, m.Path) != newText || content(t, other) != newText {
		t.Errorf("hard links differ or are not updated")
	}
	a, _ := os.Stat(m.Path)
	b, _ := os.Stat(other)
	if !os.SameFile(a, b) {
		t.Errorf("the hard link is broken")
	}
}

// TestPrepareRefuses what may not be replaced, with ErrNotUpdated, leaving no temporary file.
func TestPrepareRefuses(t *testing.T) {
	readOnly := written(t, 0o444)
	os.Chmod(readOnly.Path, 0o444)
	dir := t.TempDir()
	notRegular, err := Parse(dir, []byte(oldText))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m      *Manifest
		want   string
		reason string
	}{
		{readOnly, readOnly.Path + ": read-only, not updated", "no write permission: refused even for root"},
		{notRegular, dir + ": not a regular file, not updated", "a directory"},
	} {
		r, err := c.m.Prepare([]byte(newText))
		if r != nil || !errors.Is(err, ErrNotUpdated) || err.Error() != c.want {
			t.Errorf("%s: %v, %v; want %q", c.reason, r, err, c.want)
		}
	}
	if content(t, readOnly.Path) != oldText {
		t.Errorf("read-only manifest rewritten")
	}
	noTemporaries(t, filepath.Dir(readOnly.Path), dir)
}

// TestCommitChanged refuses to overwrite an edit made after the manifest was read, in either
// way of writing.
func TestCommitChanged(t *testing.T) {
	for _, hardLinked := range []bool{false, true} {
		m := written(t, 0o644)
		if hardLinked {
			os.Link(m.Path, m.Path+".link")
		}
		r, err := m.Prepare([]byte(newText))
		if err != nil {
			t.Fatal(err)
		}
		edited := oldText + "# an edit made meanwhile\n"
		os.WriteFile(m.Path, []byte(edited), 0o644)
		err = r.Commit()
		want := m.Path + ": changed while checking, not updated"
		if !errors.Is(err, ErrChanged) || !errors.Is(err, ErrNotUpdated) || err == nil || err.Error() != want {
			t.Errorf("hard links %v: %v, want %q", hardLinked, err, want)
		}
		if content(t, m.Path) != edited {
			t.Errorf("hard links %v: the edit was lost", hardLinked)
		}
		noTemporaries(t, filepath.Dir(m.Path))
	}
}

// TestCommitSignal: a fatal signal between Prepare and Commit does not end the program; Commit
// reports it, removes the temporary file and leaves the manifest as it was.
func TestCommitSignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		if signal.Ignored(sig) {
			t.Logf("%v is ignored (nohup?): not caught, not tested", sig)
			continue
		}
		m := written(t, 0o644)
		r, err := m.Prepare([]byte(newText))
		if err != nil {
			t.Fatal(err)
		}
		syscall.Kill(os.Getpid(), sig)
		for start := time.Now(); len(r.sigs) == 0; time.Sleep(time.Millisecond) {
			if time.Since(start) > 10*time.Second {
				t.Fatalf("%v: not relayed", sig)
			}
		}
		err = r.Commit()
		var ie *InterruptedError
		if !errors.As(err, &ie) || ie.Signal != sig || ie.Path != m.Path || !errors.Is(err, ErrNotUpdated) {
			t.Fatalf("%v: %v, want an *InterruptedError", sig, err)
		}
		if want := m.Path + ": interrupted (" + sig.String() + "), not updated"; err.Error() != want {
			t.Errorf("%q, want %q", err, want)
		}
		if content(t, m.Path) != oldText {
			t.Errorf("%v: manifest changed", sig)
		}
		noTemporaries(t, filepath.Dir(m.Path))
	}
}

// TestAbort removes the temporary file and leaves the manifest.
func TestAbort(t *testing.T) {
	m := written(t, 0o644)
	r, err := m.Prepare([]byte(newText))
	if err != nil {
		t.Fatal(err)
	}
	r.Abort()
	r.Abort()
	if content(t, m.Path) != oldText {
		t.Errorf("manifest changed")
	}
	noTemporaries(t, filepath.Dir(m.Path))
	if err := r.Commit(); err == nil || !strings.Contains(err.Error(), "aborted") {
		t.Errorf("Commit after Abort: %v", err)
	}
}
