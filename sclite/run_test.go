package sclite

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunRefusesWithoutMemory: inputs whose alignments would not fit in the memory available
// are refused before any work (exit status 2), with one line saying how much they need.
func TestRunRefusesWithoutMemory(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.trn")
	if err := os.WriteFile(ref, []byte(strings.Repeat("a b c d (s_1)\n", 1000)), 0o644); err != nil {
		t.Fatal(err)
	}
	defer func(f func() (int64, bool)) { memAvailable = f }(memAvailable)
	memAvailable = func() (int64, bool) { return 100 << 10, true }
	a, err := ParseArgs([]string{"-r", ref, "-h", ref, "-i", "rm", "-o", "sum", "-O", dir})
	if err != nil {
		t.Fatal(err)
	}
	err = Run(a, Env{Stdout: &strings.Builder{}, Stderr: &strings.Builder{}})
	if !errors.Is(err, ErrInput) || !Refused(err) || !strings.Contains(err.Error(), "more than the 0 MB available") {
		t.Errorf("Run: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "ref.trn.sys")); err == nil {
		t.Error("a report was written")
	}
}
