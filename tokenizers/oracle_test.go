package tokenizers

import (
	"testing"

	"github.com/sacre-mt/sacre/internal/jsonl"
)

// TestOracle compares every tokenizer with SacreBLEU 2.6.0's output on the lines of
// testdata/oracle.jsonl.gz (oracle data: see testdata/gen_oracle.py).
func TestOracle(t *testing.T) {
	names := []string{"13a", "intl", "zh", "char"}
	toks := map[string]Tokenizer{}
	for _, name := range names {
		tok, err := New(name)
		if err != nil {
			t.Fatal(err)
		}
		toks[name] = tok
	}
	lines, failures := 0, 0
	err := jsonl.Each("testdata/oracle.jsonl.gz", func(row map[string]string, _ int) error {
		lines++
		for _, name := range names {
			if got, want := toks[name].Tokenize(row["in"]), row[name]; got != want {
				failures++
				if failures <= 20 {
					t.Errorf("%s(%q)\n got %q\nwant %q", name, row["in"], got, want)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if lines < 4000 {
		t.Fatalf("read only %d oracle lines", lines)
	}
	if failures > 0 {
		t.Errorf("%d mismatches over %d lines", failures, lines)
	}
}
