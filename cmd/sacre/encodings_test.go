package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestEncodings scores files in other encodings than UTF-8 (testdata/encodings: CPython's own
// CJK test texts and WMT17 German, written by gen.py with SacreBLEU 2.6.0's output): the same
// scores, and where SacreBLEU fails on a byte the codec cannot decode, exit 1 with one line
// naming the file and the line.
func TestEncodings(t *testing.T) {
	t.Chdir("../../testdata/encodings")
	f, err := os.Open("cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n, failures := 0, 0
	codecs := map[string]bool{}
	for sc.Scan() {
		var c struct {
			Refs       []string
			Hyp, Codec string
			Args       []string
			RC         int
			Stdout     string
			BadLine    int `json:"bad_line"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		n++
		codecs[c.Codec] = true
		args := append(append(append([]string{}, c.Refs...), "-i", c.Hyp, "-e", c.Codec), c.Args...)
		out, errOut, rc := runCLI(t, "", nil, false, args...)
		if rc != c.RC || out != c.Stdout {
			t.Errorf("sacre %s: rc %d, want %d\n%s%s\nwant\n%s", strings.Join(args, " "), rc, c.RC, out, errOut, c.Stdout)
			continue
		}
		if c.RC != 0 {
			failures++
			want := fmt.Sprintf("sacre: error: hypothesis file %s:%d: cannot decode as %s: ", c.Hyp, c.BadLine, c.Codec)
			if !strings.HasPrefix(errOut, want) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("sacre %s: stderr\n%s\nwant one line starting %q", strings.Join(args, " "), errOut, want)
			}
		}
	}
	if n < 70 || failures < 15 || len(codecs) < 25 {
		t.Errorf("%d cases of %d codecs, %d failing", n, len(codecs), failures)
	}
}
