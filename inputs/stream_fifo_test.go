//go:build unix

package inputs

import (
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
)

// TestStreamPipe checks that a system given as a pipe (`-i <(...)`), which can be read once
// only, is read whole rather than counted and then found empty.
func TestStreamPipe(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref")
	if err := os.WriteFile(ref, []byte("a b\nc d\ne f\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pipe := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Fatal(err)
	}
	go func() {
		if err := os.WriteFile(pipe, []byte("a x\nc d\ne\n"), 0o600); err != nil {
			t.Error(err)
		}
	}()
	s := &Source{Refs: []string{ref}, NumRefs: 1, Encoding: "utf-8", Hyps: []string{pipe}, HypsGiven: true}
	if s.Streamable() {
		t.Error("a pipe is streamable")
	}
	_, systems, _, _, err := readAll(t, s, 2)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a x", "c d", "e"}; !slices.Equal(systems[0], want) {
		t.Errorf("the pipe's lines %q, want %q", systems[0], want)
	}
}
