package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const uedinBLEU = "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"

// verifyClaimFile runs sacre verify on a claim file written to a temporary directory, against
// uedin-nmt's WMT17 output.
func verifyClaimFile(t *testing.T, text string, extra ...string) (string, string, int) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "t.json")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"verify", "ref.txt", "--claim", path, "-s", uedinBLEU, "-i", "uedin-nmt.4722.txt"}, extra...)
	return runCLI(t, "", nil, false, args...)
}

// TestVerifyJSONNumberTable: a hand-made JSON table with its score as a JSON number is checked
// at the literal's precision. SacreBLEU 2.6.0 prints 28, 28.3, 28.30 and 28.301 for uedin-nmt
// with -w 0, 1, 2, 3: 28.300 is wrong at three decimals, which a float64 would hide as 28.3.
func TestVerifyJSONNumberTable(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	for _, tc := range []struct {
		score string
		rc    int
	}{
		{"28", 0}, {"28.3", 0}, {"28.30", 0}, {"28.301", 0}, {"2.830e1", 0},
		{"28.300", 1}, {"28.0", 1}, {"28.4", 1},
	} {
		out, errOut, rc := verifyClaimFile(t, `[{"system": "uedin-nmt.4722.txt", "BLEU": `+tc.score+`}]`, "-f", "json", "--no-diagnosis")
		var rep struct {
			Values []struct{ Claimed, Sacre string }
		}
		err := json.Unmarshal([]byte(out), &rep)
		if rc != tc.rc || err != nil || len(rep.Values) != 1 || !strings.HasPrefix(rep.Values[0].Sacre, "28") {
			t.Errorf("score %s: rc %d (want %d), %v\n%s%s", tc.score, rc, tc.rc, err, out, errOut)
			continue
		}
		if want := strings.Replace(tc.score, "2.830e1", "28.30", 1); rep.Values[0].Claimed != want {
			t.Errorf("score %s: claimed %q, want %q", tc.score, rep.Values[0].Claimed, want)
		}
	}
}

// TestVerifyJSONDuplicateKey: a key twice in a system's object is refused in one line naming
// it, not read as a system with a metric too few.
func TestVerifyJSONDuplicateKey(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	for text, want := range map[string]string{
		`[{"system": "uedin-nmt.4722.txt", "BLEU": 28.3, "BLEU": 28.4}]`:  `system 1 of the table has the key "BLEU" twice`,
		`[{"system": "a", "system": "uedin-nmt.4722.txt", "BLEU": 28.3}]`: `system 1 of the table has the key "system" twice`,
	} {
		out, errOut, rc := verifyClaimFile(t, text)
		if rc != 2 || out != "" || !strings.HasPrefix(errOut, "sacre verify: error: ") || !strings.HasSuffix(errOut, want+"\n") ||
			strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: rc %d\n%s%s", text, rc, out, errOut)
		}
	}
}

// TestVerifyClaimFileBounded: files that are no claim are refused in one line, without reading
// them whole (issue 21: 80,000 lines took 15 s; /dev/zero grew to 11 GB).
func TestVerifyClaimFileBounded(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	dir := t.TempDir()
	lines := filepath.Join(dir, "lines.txt")
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(lines, []byte(strings.Repeat("x y\n", 80_000)), 0o644)
	os.WriteFile(big, []byte(strings.Repeat("x y\n", 2<<20)), 0o644)
	for _, tc := range []struct{ file, want string }{
		{lines, lines + ": lines 1-41: "},
		{big, big + ": larger than 4 MiB (4194304 bytes), the most sacre reads of a claim file"},
		{"/dev/zero", "/dev/zero: larger than 4 MiB"},
	} {
		start := time.Now()
		out, errOut, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "--claim", tc.file, "-i", "uedin-nmt.4722.txt")
		if rc != 2 || out != "" || !strings.HasPrefix(errOut, "sacre verify: error: "+tc.want) || strings.Count(errOut, "\n") != 1 || len(errOut) > 400 {
			t.Errorf("%s: rc %d\n%s%.500s", tc.file, rc, out, errOut)
		}
		// Generous for a loaded machine: the quadratic reading took 15 s.
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s: refused after %v", tc.file, d)
		}
	}
}

// TestVerifyTableManySystems: a table of many systems given one file is refused in one short
// line naming a few of them (issue 21: a 10.9 MB line for 10^6 rows). A million rows is over
// the claim file's cap; 100,000 are under it and reach the pairing of systems with files.
func TestVerifyTableManySystems(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	dir := t.TempDir()
	for _, tc := range []struct {
		rows int
		want string
	}{
		{200_000, "larger than 4 MiB"}, // 5.5 MB
		{20_000, "the table has 20000 systems (s1, s2, s3 and 19,997 more) and 1 file was given (uedin-nmt.4722.txt)"},
	} {
		var b strings.Builder
		b.WriteString("[")
		for i := range tc.rows {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `{"system":"s%d","BLEU":1.0}`, i+1)
		}
		b.WriteString("]")
		path := filepath.Join(dir, fmt.Sprint(tc.rows))
		os.WriteFile(path, []byte(b.String()), 0o644)
		out, errOut, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "--claim", path, "-s", uedinBLEU, "-i", "uedin-nmt.4722.txt")
		if rc != 2 || out != "" || !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 || len(errOut) > 400 {
			t.Errorf("%d rows: rc %d\n%s%.500s", tc.rows, rc, out, errOut)
		}
	}
}
