//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// drifted is the example manifest with one expected score changed, and its text once updated.
func drifted(t *testing.T) (path, original, updated string) {
	t.Helper()
	path, updated = manifestCopy(t, func(s string) string { return s })
	original = strings.Replace(updated, "{BLEU: 22.67,", "{BLEU: 22.60,", 1)
	if err := os.WriteFile(path, []byte(original), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, original, updated
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// noTemporaries fails if check --update left a temporary file in dir.
func noTemporaries(t *testing.T, dir string) {
	t.Helper()
	left, _ := filepath.Glob(filepath.Join(dir, ".sacre-check-*"))
	if len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestUpdateThroughSymlink writes the link's target; the link stays a link.
func TestUpdateThroughSymlink(t *testing.T) {
	path, _, updated := drifted(t)
	link := filepath.Join(t.TempDir(), "link.yaml")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	out, errOut, rc := runCLI(t, "", nil, false, "check", "--update", link)
	if rc != 0 || !strings.Contains(out, "updated 1 of 48") {
		t.Fatalf("rc %d\n%s%s", rc, out, errOut)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("%s is no longer a symbolic link", link)
	}
	if got := readFile(t, path); got != updated {
		t.Errorf("target not updated:\n%s", got)
	}
	noTemporaries(t, filepath.Dir(path))
	noTemporaries(t, filepath.Dir(link))
}

// TestUpdateHardLinks rewrites the file itself, so that every link sees the new scores.
func TestUpdateHardLinks(t *testing.T) {
	path, _, updated := drifted(t)
	other := filepath.Join(filepath.Dir(path), "other.yaml")
	if err := os.Link(path, other); err != nil {
		t.Fatal(err)
	}
	out, errOut, rc := runCLI(t, "", nil, false, "check", "--update", path)
	if rc != 0 {
		t.Fatalf("rc %d\n%s%s", rc, out, errOut)
	}
	if readFile(t, path) != updated || readFile(t, other) != updated {
		t.Errorf("hard links differ or are not updated")
	}
	a, _ := os.Stat(path)
	b, _ := os.Stat(other)
	if !os.SameFile(a, b) {
		t.Errorf("the hard link is broken")
	}
	noTemporaries(t, filepath.Dir(path))
}

// TestUpdateReadOnly refuses to rewrite a manifest without write permission.
func TestUpdateReadOnly(t *testing.T) {
	path, original, _ := drifted(t)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	out, errOut, rc := runCLI(t, "", nil, false, "check", "--update", path)
	if want := "sacre check: error: " + path + ": read-only, not updated\n"; rc != 2 || errOut != want || out != "" {
		t.Errorf("rc %d\n%s%s\nwant rc 2 and %q", rc, out, errOut, want)
	}
	if readFile(t, path) != original {
		t.Errorf("read-only manifest rewritten")
	}
	noTemporaries(t, filepath.Dir(path))
}

// TestUpdateChangedMeanwhile refuses to overwrite edits made while the scores were computed.
func TestUpdateChangedMeanwhile(t *testing.T) {
	path, original, _ := drifted(t)
	edited := original + "# an edit made meanwhile\n"
	beforeManifestReplace = func(string) { os.WriteFile(path, []byte(edited), 0o644) }
	defer func() { beforeManifestReplace = func(string) {} }()
	out, errOut, rc := runCLI(t, "", nil, false, "check", "--update", path)
	want := "sacre check: error: " + path + ": changed while checking, not updated; run check --update again\n"
	if rc != 2 || errOut != want || out != "" {
		t.Errorf("rc %d\n%s%s\nwant rc 2 and %q", rc, out, errOut, want)
	}
	if readFile(t, path) != edited {
		t.Errorf("the edit was lost")
	}
	noTemporaries(t, filepath.Dir(path))
}

// TestUpdateSignal: SIGINT, SIGTERM or SIGHUP while the new manifest is written removes the temporary
// file, leaves the manifest as it was, and exits as the signal would (128 + its number).
func TestUpdateSignal(t *testing.T) {
	for _, c := range []struct {
		sig  syscall.Signal
		want int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}, {syscall.SIGHUP, 129}} {
		path, original, _ := drifted(t)
		beforeManifestReplace = func(string) {
			syscall.Kill(os.Getpid(), c.sig)
			time.Sleep(200 * time.Millisecond) // the signal arrives
		}
		out, errOut, rc := runCLI(t, "", nil, false, "check", "--update", path)
		beforeManifestReplace = func(string) {}
		want := "sacre check: " + path + ": interrupted (" + c.sig.String() + "), not updated\n"
		if rc != c.want || errOut != want || out != "" {
			t.Errorf("%v: rc %d\n%s%s\nwant rc %d and %q", c.sig, rc, out, errOut, c.want, want)
		}
		if readFile(t, path) != original {
			t.Errorf("%v: manifest changed", c.sig)
		}
		noTemporaries(t, filepath.Dir(path))
	}
}
