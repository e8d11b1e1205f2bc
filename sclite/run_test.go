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

// TestRunRefusesNothingToScore: a hypothesis without utterances (sclite crashes on it) is refused
// rather than summarized with an error rate of 0.0.
func TestRunRefusesNothingToScore(t *testing.T) {
	dir := t.TempDir()
	ref, hyp := filepath.Join(dir, "ref.trn"), filepath.Join(dir, "hyp.trn")
	os.WriteFile(ref, []byte("a b (s_1)\n"), 0o644)
	os.WriteFile(hyp, nil, 0o644)
	a, err := ParseArgs([]string{"-r", ref, "-h", hyp, "-i", "rm", "-o", "sum", "stdout"})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	err = Run(a, Env{Stdout: &out, Stderr: &strings.Builder{}})
	if !Refused(err) || !strings.Contains(err.Error(), "hyp.trn: no utterance to score") || out.Len() != 0 {
		t.Errorf("Run: %v, stdout %q", err, out.String())
	}
}
