package fetch

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestUnpacked checks that Unpacked tells an archive Extract has unpacked from one whose
// files are missing, cut short or replaced, or that Extract would refuse.
func TestUnpacked(t *testing.T) {
	for _, name := range []string{"set.tar.gz", "set.tgz", "set.zip"} {
		t.Run(name, func(t *testing.T) {
			archive := writeArchive(t, name, goodEntries)
			dir := filepath.Join(t.TempDir(), "raw")
			if Unpacked(archive, dir) {
				t.Errorf("unpacked before Extract")
			}
			if err := Extract(archive, dir); err != nil {
				t.Fatal(err)
			}
			if !Unpacked(archive, dir) {
				t.Errorf("not unpacked after Extract")
			}
			ref := filepath.Join(dir, "sgm", "deep", "er", "ref.en")
			for _, c := range []struct {
				reason string
				damage func() error
			}{
				{"a file cut short", func() error { return os.Truncate(ref, 3) }},
				{"a file missing", func() error { return os.Remove(ref) }},
				{"a directory in place of a file", func() error { return os.Mkdir(ref, 0o755) }},
			} {
				if err := c.damage(); err != nil {
					t.Fatal(err)
				}
				if Unpacked(archive, dir) {
					t.Errorf("%s: still counts as unpacked", c.reason)
				}
			}
		})
	}
	dir := t.TempDir()
	for _, c := range []struct {
		reason  string
		archive string
	}{
		{"a link is refused by Extract", writeArchive(t, "link.tgz", []entry{{name: "l", link: "x"}})},
		{"a name with .. is refused by Extract", writeArchive(t, "up.zip", []entry{{name: "../x", body: ""}})},
		{"a file that is no archive", junkFile(t, "junk.tar.gz", "placeholder")},
		{"an unknown format", junkFile(t, "set.rar", "")},
	} {
		if Unpacked(c.archive, dir) {
			t.Errorf("%s: counts as unpacked", c.reason)
		}
	}
}

func junkFile(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestLocked checks that Locked holds the lock File takes: a download of the same file waits.
func TestLocked(t *testing.T) {
	if !lockSupported {
		t.Skip("no file locks here")
	}
	srv := serve(t, serveContent([]byte("data")))
	dest := filepath.Join(t.TempDir(), "raw", "set.tgz")
	holding, release := make(chan struct{}), make(chan struct{})
	done := make(chan error)
	go func() {
		done <- (&Client{}).Locked(t.Context(), dest, func() error {
			close(holding)
			<-release
			return errors.New("from fn")
		})
	}()
	<-holding
	_, err := (&Client{LockTimeout: 100 * time.Millisecond}).File(t.Context(), srv.URL, dest, "")
	close(release)
	if !errors.Is(err, ErrLockTimeout) {
		t.Errorf("File while Locked runs: %v, want ErrLockTimeout", err)
	}
	if err := <-done; err == nil || err.Error() != "from fn" {
		t.Errorf("Locked returned %v, want fn's error", err)
	}
	if _, err := (&Client{}).File(t.Context(), srv.URL, dest, ""); err != nil {
		t.Errorf("File after Locked: %v", err)
	}
}
