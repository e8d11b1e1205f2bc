package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tables are SacreBLEU 2.6.0's output for four WMT17 systems (verify/testdata/tables).
var tableSystems = []string{"C-3MA.txt", "FBK.txt", "KIT.txt", "uedin_nmt.txt"}

func verifyTable(t *testing.T, claim string, extra ...string) (string, string, int) {
	t.Helper()
	args := append([]string{"verify", "ref.txt", "--claim", claim, "-i"}, tableSystems...)
	return runCLI(t, "", nil, false, append(args, extra...)...)
}

func TestVerifyTableCLI(t *testing.T) {
	t.Chdir("../../verify/testdata/tables")
	for _, name := range []string{"multi.text", "multi.latex", "multi.json", "pbs.text", "pbs.latex", "pbs.json", "par.text", "par.latex", "par.json"} {
		out, errOut, rc := verifyTable(t, name)
		if rc != 0 || !strings.Contains(out, "result:     reproduced: all ") {
			t.Errorf("%s: rc %d\n%s%s", name, rc, out, errOut)
		}
	}
	// One value changed: exit status 1, the value marked.
	dir := t.TempDir()
	text, _ := os.ReadFile("pbs.text")
	changed := filepath.Join(dir, "pbs.text")
	os.WriteFile(changed, []byte(strings.Replace(string(text), "(p = 0.0050)*", "(p = 0.0051)*", 1)), 0o644)
	out, _, rc := verifyTable(t, changed)
	if rc != 1 || !strings.Contains(out, "0.0051*  0.0050*  DIFFERS") || !strings.Contains(out, "result:     NOT reproduced: 1 of 45 values differ") {
		t.Errorf("changed p-value: rc %d\n%s", rc, out)
	}
	// JSON as a report.
	out, _, rc = verifyTable(t, "multi.json", "-f", "json")
	var rep struct {
		Reproduced bool
		Values     []struct{ Status string }
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || rc != 0 || !rep.Reproduced || len(rep.Values) != 12 {
		t.Errorf("JSON report: rc %d, %v\n%s", rc, err, out)
	}
}

// TestVerifyTableSignatures gives SacreBLEU's JSON tables (which print no signature) their
// signatures with -s, one per metric.
func TestVerifyTableSignatures(t *testing.T) {
	t.Chdir("../../verify/testdata/tables")
	bleu := "BLEU|nrefs:1|bs:200|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"
	chrf := "chrF2|nrefs:1|bs:200|seed:12345|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0"
	ter := "TER|nrefs:1|bs:200|seed:12345|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0"
	out, errOut, rc := verifyTable(t, "pbs.json", "-s", bleu, "-s", chrf, "-s", ter)
	if rc != 0 || strings.Contains(out, "warning:") {
		t.Errorf("pbs.json with signatures: rc %d\n%s%s", rc, out, errOut)
	}
	// Another tokenizer claimed for BLEU: its scores differ, the diagnosis finds 13a.
	out, _, rc = verifyTable(t, "multi.json", "-s", strings.Replace(bleu, "tok:13a", "tok:intl", 1))
	if rc != 1 || !strings.Contains(out, "diagnosis:  BLEU: ") || !strings.Contains(out, "tok:intl→13a") {
		t.Errorf("intl claimed: rc %d\n%s", rc, out)
	}
	_, errOut, rc = verifyTable(t, "multi.json", "-s", "chrF1|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0")
	if rc != 2 || !strings.Contains(errOut, "sacre verify: error: multi.json: the signature chrF1|nrefs:1|") || !strings.Contains(errOut, "fits no column of the table (BLEU, chrF2, TER)") {
		t.Errorf("chrF1: rc %d\n%s", rc, errOut)
	}
}

// TestVerifyPlainTable reads a two-column table, SYSTEM SCORE, with the metric from -s; the
// scores are SacreBLEU 2.6.0's (multi.json).
func TestVerifyPlainTable(t *testing.T) {
	t.Chdir("../../verify/testdata/tables")
	data, _ := os.ReadFile("multi.json")
	var rows []map[string]string
	if err := json.Unmarshal(data, &rows); err != nil {
		t.Fatal(err)
	}
	var tab, spaced strings.Builder
	tab.WriteString("System\tchrF2\n")
	for _, r := range rows {
		tab.WriteString(r["system"] + "\t" + r["chrF2"] + "\n")
		spaced.WriteString(r["system"] + "   " + r["chrF2"] + "\n")
	}
	dir := t.TempDir()
	for name, text := range map[string]string{"tab.txt": tab.String(), "spaced.txt": spaced.String()} {
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte(text), 0o644)
		out, errOut, rc := verifyTable(t, path, "-s", "chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0")
		if rc != 0 || !strings.Contains(out, "plain table, 4 systems x 1 metric") {
			t.Errorf("%s: rc %d\n%s%s", name, rc, out, errOut)
		}
		out, _, rc = verifyTable(t, path, "-s", "chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0")
		if rc != 1 || !strings.Contains(out, "chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0 (given)") {
			t.Errorf("%s as chrF++: rc %d\n%s", name, rc, out)
		}
	}
	// Several columns, named by the header: SacreBLEU's defaults for the names, with warnings.
	var multi strings.Builder
	multi.WriteString("System   BLEU  chrF2  TER\n")
	for _, r := range rows {
		multi.WriteString(r["system"] + "   " + r["BLEU"] + "  " + r["chrF2"] + "  " + r["TER"] + "\n")
	}
	path := filepath.Join(dir, "multi.txt")
	os.WriteFile(path, []byte(multi.String()), 0o644)
	out, errOut, rc := verifyTable(t, path)
	if rc != 0 || !strings.Contains(out, "plain table, 4 systems x 3 metrics") || !strings.Contains(out, "the table prints no signature: SacreBLEU's defaults assumed") {
		t.Errorf("multi.txt: rc %d\n%s%s", rc, out, errOut)
	}
	_, errOut, rc = verifyTable(t, filepath.Join(dir, "spaced.txt"))
	if rc != 2 || !strings.Contains(errOut, "a plain table of scores: give its metrics' signatures with -s, one per column") {
		t.Errorf("without -s: rc %d\n%s", rc, errOut)
	}
}

// TestVerifyTableErrors: systems that do not match the files, references that do not match
// nrefs, malformed claims: one line, exit status 2, no package prefix.
func TestVerifyTableErrors(t *testing.T) {
	t.Chdir("../../verify/testdata/tables")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"verify", "ref.txt", "--claim", "multi.text", "-i", "C-3MA.txt", "FBK.txt"},
			"sacre verify: error: the table has 4 systems (C-3MA.txt, FBK.txt, KIT.txt, uedin_nmt.txt) and 2 files were given (C-3MA.txt, FBK.txt)"},
		{append([]string{"verify", "ref.txt", "ref.txt", "--claim", "multi.text", "-i"}, tableSystems...),
			"sacre verify: error: BLEU: the signature says 1 reference (nrefs:1) but 2 references were given"},
		{[]string{"verify", "ref.txt", "-i", "KIT.txt", "-s", "BLEU|nrefs:1|case:mixed|colour:blue = 20.0"},
			`sacre verify: error: field 3 "colour:blue" has a key "colour" that no SacreBLEU release printed`},
		{[]string{"verify", "ref.txt", "-i", "KIT.txt", "-s", "BLEU+case.mixed+numrefs.1+smooth.exp+tok.%s+version.1.4.14 = 20.0"},
			`sacre verify: error: field 4 "tok.%s" has a placeholder where a value belongs`},
		{[]string{"verify", "ref.txt", "-i", "KIT.txt", "-s", "BLEU|nrefs:all|case:mixed = 20.0"},
			`sacre verify: error: field 1 "nrefs:all" has "all" where a number of references or "var" is expected`},
		{[]string{"verify", "ref.txt", "ref.txt", "-i", "KIT.txt", "-s", "BLEU|nrefs:1|case:mixed = 20.0"},
			"sacre verify: error: the signature says 1 reference (nrefs:1) but 2 references were given: give the references the claim was computed with"},
		{[]string{"verify", "ref.txt", "-i", "KIT.txt", "FBK.txt", "C-3MA.txt", "-s", "BLEU|nrefs:1 = 20.0"},
			"sacre verify: error: 3 files after -i, but the claim is about one system: give the references before -i"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, tc.args...)
		if rc != 2 || out != "" || errOut != tc.want+"\n" && !strings.HasPrefix(errOut, tc.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: rc %d, stdout %q\nstderr %q\nwant %q", tc.args, rc, out, errOut, tc.want)
		}
	}
}

// TestVerifyClaimFileForms: several JSON outputs in one file are all checked (one that does
// not reproduce fails the file), text after JSON is refused, a byte-order mark is accepted.
func TestVerifyClaimFileForms(t *testing.T) {
	t.Chdir("../../verify/testdata/tables")
	one, _ := os.ReadFile("kit-ci.json")
	wrong := strings.Replace(string(one), `"score": 29.0`, `"score": 29.1`, 1)
	dir := t.TempDir()
	for _, tc := range []struct {
		name, text string
		rc         int
		want       string
	}{
		{"two.json", string(one) + string(one), 0, "reproduced"},
		{"lines.json", strings.Join(strings.Fields(string(one)), " ") + "\n" + strings.Join(strings.Fields(string(one)), " ") + "\n", 0, "reproduced"},
		{"second-wrong.json", string(one) + wrong, 1, "NOT reproduced"},
		{"trailing.json", string(one) + "\nthat was BLEU\n", 2, `text after the JSON: "that was BLEU"`},
		{"bom.json", "\ufeff" + string(one), 0, "reproduced"},
		{"bom.text", "\ufeff" + mustRead(t, "kit.text"), 0, "reproduced"},
	} {
		path := filepath.Join(dir, tc.name)
		os.WriteFile(path, []byte(tc.text), 0o644)
		out, errOut, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "--claim", path, "-i", "KIT.txt", "--no-diagnosis")
		if rc != tc.rc || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("%s: rc %d (want %d)\n%s%s", tc.name, rc, tc.rc, out, errOut)
		}
		if tc.rc == 0 && strings.Contains(out, "NOT reproduced") {
			t.Errorf("%s: a claim not reproduced:\n%s", tc.name, out)
		}
	}
}

func mustRead(t *testing.T, name string) string {
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
