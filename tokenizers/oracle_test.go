package tokenizers

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"testing"
)

// TestOracle compares every tokenizer with SacreBLEU 2.6.0's output on the lines of
// testdata/oracle.jsonl.gz (oracle data: see testdata/gen_oracle.py).
func TestOracle(t *testing.T) {
	f, err := os.Open("testdata/oracle.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"13a", "intl", "zh", "char"}
	toks := map[string]Tokenizer{}
	for _, name := range names {
		if toks[name], err = New(name); err != nil {
			t.Fatal(err)
		}
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	lines, failures := 0, 0
	for sc.Scan() {
		var row map[string]string
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		lines++
		for _, name := range names {
			if got, want := toks[name].Tokenize(row["in"]), row[name]; got != want {
				failures++
				if failures <= 20 {
					t.Errorf("%s(%q)\n got %q\nwant %q", name, row["in"], got, want)
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if lines < 4000 {
		t.Fatalf("read only %d oracle lines", lines)
	}
	if failures > 0 {
		t.Errorf("%d mismatches over %d lines", failures, lines)
	}
}
