package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestOutputNeverAnInput checks that -o naming one of the command's inputs (directly or
// through a link) is refused before any work, and the input left as it was.
func TestOutputNeverAnInput(t *testing.T) {
	dir := t.TempDir()
	files := firstLines(t, dir, 30, "ref.txt", "uedin-nmt.4722.txt", "online-B.0.txt")
	src := filepath.Join(dir, "src.txt")
	os.WriteFile(src, []byte(strings.Repeat("source\n", 30)), 0o644)
	link := filepath.Join(dir, "link.txt")
	os.Symlink(files[2], link)
	for _, c := range []struct {
		reason string
		args   []string
		input  string
	}{
		{"report -o a system", []string{"report", files[0], "-i", files[1], files[2], "-o", files[2]}, files[2]},
		{"report -o the reference", []string{"report", files[0], "-i", files[1], files[2], "-o", files[0]}, files[0]},
		{"report -o a link to a system", []string{"report", files[0], "-i", files[1], files[2], "-o", link}, files[2]},
		{"report -o the source", []string{"report", files[0], "-i", files[1], files[2], "--src", src, "-o", src}, src},
		{"matrix -o its input", []string{"matrix", files[1], "-o", files[1]}, files[1]},
		{"matrix -o its references", []string{"matrix", files[1], files[0], "-o", files[0]}, files[0]},
	} {
		before, _ := os.ReadFile(c.input)
		out, errOut, rc := runCLI(t, "", nil, false, c.args...)
		if rc != 1 || out != "" || !strings.Contains(errOut, "the output is one of the inputs") || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%s: rc %d, stderr %q", c.reason, rc, errOut)
		}
		if after, _ := os.ReadFile(c.input); string(after) != string(before) {
			t.Errorf("%s: the input was changed", c.reason)
		}
	}
}

// TestMatrixSizeFirst checks that a .npy matrix beyond sacre's cap is refused at once, before
// any score is computed: 100,000 lines of 2 bytes (200 KB) would make an 80 GB file.
func TestMatrixSizeFirst(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "a.txt")
	os.WriteFile(in, []byte(strings.Repeat("x\n", 100000)), 0o644)
	out := filepath.Join(dir, "m.npy")
	start := time.Now()
	_, errOut, rc := runCLI(t, "", nil, false, "matrix", in, "-m", "chrf", "-o", out)
	if rc != 1 || !strings.Contains(errOut, "a 100000 x 100000 matrix of float64 takes 74.5 GiB; sacre matrix writes at most 64.0 GiB") {
		t.Errorf("rc %d, stderr %q", rc, errOut)
	}
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Errorf("refused after %v: scores were computed first", elapsed)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files written: %v", entries)
	}
}
