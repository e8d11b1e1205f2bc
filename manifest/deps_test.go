package manifest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLightDependencies: a program that reads and updates manifests links neither MeCab's
// dictionaries, SentencePiece nor the network.
func TestLightDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, heavy := range []string{"internal/mecab", "internal/sentencepiece", "kagome", "net/http", "internal/fetch"} {
			if strings.Contains(dep, heavy) {
				t.Errorf("manifest depends on %s", dep)
			}
		}
	}
}

// TestProgramSize: a program that imports only manifest builds (with -trimpath) to under 8 MB.
func TestProgramSize(t *testing.T) {
	const limit = 8 << 20
	dir := t.TempDir()
	main := filepath.Join(dir, "main.go")
	src := "package main\n\nimport _ \"github.com/sacre-mt/sacre/manifest\"\n\nfunc main() {}\n"
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
	t.Logf("a program importing only manifest: %.1f MB", float64(fi.Size())/1e6)
	if fi.Size() >= limit {
		t.Errorf("a program importing only manifest is %d bytes, over %d", fi.Size(), limit)
	}
}
