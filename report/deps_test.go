package report

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLightDependencies: a program that builds reports links neither MeCab's dictionaries,
// SentencePiece nor the network; the command line brings those, through its tokenizers.
func TestLightDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, heavy := range []string{"internal/mecab", "internal/sentencepiece", "kagome", "net/http", "internal/fetch", "tokenizers/spm", "tokenizers/mecab"} {
			if strings.Contains(dep, heavy) {
				t.Errorf("report depends on %s", dep)
			}
		}
	}
}
