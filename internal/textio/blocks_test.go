package textio

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// readBlocks reads every line of path through Blocks.
func readBlocks(t *testing.T, path string) ([]string, error) {
	t.Helper()
	b, err := OpenBlocks(path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var lines []string
	for {
		line, err := b.Next()
		if err == io.EOF {
			return lines, nil
		}
		if err != nil {
			return nil, err
		}
		lines = append(lines, line)
	}
}

// TestBlocksAsReadLines checks that Blocks and CountLines give what ReadLines gives (the
// lines, their number, the error for invalid UTF-8) on texts whose lines and runes cross the
// blocks' boundaries, a line longer than a block, and the ends a file may have.
func TestBlocksAsReadLines(t *testing.T) {
	real, err := os.ReadFile(filepath.Join("..", "..", "testdata", "wmt17-en-de", "ref.txt"))
	if err != nil {
		t.Fatal(err)
	}
	big := strings.Repeat(string(real), 3) // ~1 MB each: lines cross the 1 MB boundaries
	cut := func(s string, at int) string { return s[:at] }
	cases := map[string]string{
		"empty":            "",
		"one newline":      "\n",
		"no final newline": "a b\nc d",
		"spaces and CR":    "a \r\n b\t\n\u3000c\u3000\n\n",
		"real":             big,
		"real, no final":   big[:len(big)-1],
		// "é" is 2 bytes: one starts at the block's last byte.
		"rune on boundary": strings.Repeat("x", blockSize-1) + "é\n" + big,
		"3-byte rune":      strings.Repeat("x", blockSize-2) + "€\nyz",
		"long line":        strings.Repeat("Wort ", 3*blockSize/5) + "\n" + cut(big, 5000) + strings.Repeat("ü", blockSize),
		"invalid early":    "ok\nbad \xff here\n",
		"invalid late":     big + "x\xc3(\n",
		"invalid at cut":   strings.Repeat("x", blockSize-1) + "\xe2\x82\n",
		"invalid in long":  strings.Repeat("y", 3*blockSize) + "\x80",
	}
	dir := t.TempDir()
	for name, text := range cases {
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "_"))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		want, wantErr := ReadLines(path, "utf-8")
		got, gotErr := readBlocks(t, path)
		if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
			t.Errorf("%s: Blocks error %v, ReadLines %v", name, gotErr, wantErr)
		}
		if wantErr == nil && !slices.Equal(got, want) {
			t.Errorf("%s: Blocks gives %d lines, not ReadLines's %d (or not the same)", name, len(got), len(want))
		}
		n, countErr := CountLines(path)
		if (wantErr == nil) != (countErr == nil) || wantErr != nil && wantErr.Error() != countErr.Error() {
			t.Errorf("%s: CountLines error %v, ReadLines %v", name, countErr, wantErr)
		}
		if wantErr == nil && n != len(want) {
			t.Errorf("%s: CountLines %d, ReadLines %d lines", name, n, len(want))
		}
	}
}
