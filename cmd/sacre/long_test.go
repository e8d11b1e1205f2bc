package main

import (
	"encoding/json"
	"os"
	"testing"
)

// TestLongSegments scores segments of up to 20000 characters with 5000 distinct ones (chrF's
// numbered n-gram path, BLEU's long lines, TER) against SacreBLEU 2.6.0's scores
// (testdata/long, made by its gen.py).
func TestLongSegments(t *testing.T) {
	t.Chdir("testdata/long")
	data, err := os.ReadFile("expected.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Refs, Args []string
		Score      string
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		args := append(append(append([]string{}, c.Refs...), "-i", "hyp.txt"), c.Args...)
		out, errOut, rc := runCLI(t, "", nil, false, append(args, "-b", "-w", "10")...)
		if rc != 0 || out != c.Score+"\n" {
			t.Errorf("%v: rc %d, %q %s; SacreBLEU %s", args, rc, out, errOut, c.Score)
		}
	}
}
