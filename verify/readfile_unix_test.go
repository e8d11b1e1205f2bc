//go:build unix

package verify

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestReadFileEndless: a device or a pipe that never ends is refused after MaxClaimSize bytes
// (issue 21: --claim /dev/zero grew to 11 GB), and a pipe that holds a claim is read.
func TestReadFileEndless(t *testing.T) {
	if _, err := ReadFile("/dev/zero"); err == nil || err.Error() != "/dev/zero: larger than 4 MiB (4194304 bytes), the most sacre reads of a claim file" {
		t.Errorf("/dev/zero: %v", err)
	}
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	claim := "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.7\n"
	for _, tc := range []struct {
		writes int // claims written into the pipe, or -1: no end
		want   string
	}{
		{1, ""},
		{-1, "pipe: larger than 4 MiB"},
	} {
		go writeClaims(fifo, claim, tc.writes)
		pub, err := ReadFile(fifo)
		switch {
		case tc.want == "" && (err != nil || len(pub.Claims) != 1):
			t.Errorf("a claim through a pipe: %v", err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("an endless pipe: %v, want %q", err, tc.want)
		}
	}
}

// writeClaims writes claim n times into a pipe (n < 0: until its reader closes it).
func writeClaims(fifo, claim string, n int) {
	f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		return
	}
	defer f.Close()
	for i := 0; n < 0 || i < n; i++ {
		if _, err := f.WriteString(claim); err != nil {
			return
		}
	}
}
