// Package depcheck checks, from a library package's tests, the layering rule of sacre's
// libraries: none depends on MeCab's dictionaries, SentencePiece or the network (a program
// brings those through the command's registration of tokenizers), and a program importing
// only the library stays small.
package depcheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Heavy are the packages no library may depend on.
var Heavy = []string{"internal/mecab", "internal/sentencepiece", "kagome", "net/http", "internal/fetch", "tokenizers/spm", "tokenizers/mecab"}

// Light fails t if the package in the working directory (a test's) depends on a Heavy one.
func Light(t testing.TB) {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, heavy := range Heavy {
			if strings.Contains(dep, heavy) {
				t.Errorf("depends on %s", dep)
			}
		}
	}
}

// ProgramSize fails t if a program importing only the package importPath builds (with
// -trimpath) to limit bytes or more, and logs its size.
func ProgramSize(t testing.TB, importPath string, limit int64) {
	t.Helper()
	dir := t.TempDir()
	main := filepath.Join(dir, "main.go")
	src := "package main\n\nimport _ \"" + importPath + "\"\n\nfunc main() {}\n"
	if err := os.WriteFile(main, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	// A file outside the module builds as part of the module the working directory is in.
	bin := filepath.Join(dir, "program")
	if out, err := exec.Command("go", "build", "-trimpath", "-o", bin, main).CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	fi, err := os.Stat(bin)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("a program importing only %s: %.1f MB", importPath, float64(fi.Size())/1e6)
	if fi.Size() >= limit {
		t.Errorf("a program importing only %s is %d bytes, over %d", importPath, fi.Size(), limit)
	}
}
