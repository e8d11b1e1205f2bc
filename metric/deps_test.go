package metric

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLightDependencies: a program computing BLEU, chrF or TER links neither MeCab's
// dictionaries, SentencePiece nor the network (examples/corpusbleu builds to about 3.5 MB,
// where it was 47.5 MB); those come with tokenizers/mecab and tokenizers/spm.
func TestLightDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, heavy := range []string{"internal/mecab", "internal/sentencepiece", "kagome", "net/http", "internal/fetch"} {
			if strings.Contains(dep, heavy) {
				t.Errorf("metric depends on %s", dep)
			}
		}
	}
}
