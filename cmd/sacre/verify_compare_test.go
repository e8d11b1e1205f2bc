package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerifyCompareTable: sacre verify --claim TABLE --scores NAME=FILES checks a table of
// sacre compare (the values against the reference implementations are verify's tests): 0 when
// every value reproduces, 1 when one was edited, 2 with one line naming the file and line for
// a table that cannot be read, and for score files without the table.
func TestVerifyCompareTable(t *testing.T) {
	t.Chdir("../../compare/testdata")
	scores := "XCOMET-XL=wmt25/*.jsonl"
	table, errOut, rc := runCLI(t, "", nil, false, "compare", "--scores", scores, "--test", "bs", "ttest", "-f", "text", "-q")
	if rc != 0 {
		t.Fatalf("compare: rc %d, %s", rc, errOut)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name, claim string
		rc          int
		want        string // in stdout for 0 and 1, in stderr for 2
	}{
		{"table", table, 0, "result:     reproduced: all 372 values"},
		{"edited", strings.Replace(table, "0.5756", "0.5755", 1), 1, "result:     NOT reproduced: 1 of 372 values differ"},
		{"bad row", strings.Replace(table, "1-2        1", "1-2        one", 1), 2, "table.txt:3: "},
	} {
		path := filepath.Join(dir, "table.txt")
		if err := os.WriteFile(path, []byte(c.claim), 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, rc := runCLI(t, "", nil, false, "verify", "--claim", path, "--scores", scores)
		if rc != c.rc || !strings.Contains(out+errOut, c.want) || c.rc == 2 && strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: rc %d (want %d), stdout:\n%s\nstderr: %s\nwant %q", c.name, rc, c.rc, out, errOut, c.want)
		}
	}
	_, errOut, rc = runCLI(t, "", nil, false, "verify", "--scores", scores)
	if rc != 2 || errOut != "sacre verify: error: --scores is for a table of sacre compare: give it with --claim FILE\n" {
		t.Errorf("--scores alone: rc %d, %q", rc, errOut)
	}
}
