package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// manifestCopy writes the WMT17 example manifest to a temporary directory, with its paths
// made absolute and edit applied to its text, and returns its path.
func manifestCopy(t *testing.T, edit func(string) string) (path, original string) {
	t.Helper()
	dir, err := filepath.Abs("../../testdata/wmt17-en-de")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "manifest.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), "hyp: ", "hyp: "+dir+"/")
	text = strings.Replace(text, "refs: [ref.txt]", "refs: ["+dir+"/ref.txt]", 1)
	path = filepath.Join(t.TempDir(), "manifest.yaml")
	if err := os.WriteFile(path, []byte(edit(text)), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, text
}

// fewSystems keeps of a manifest's text the systems named (each "  - name: NAME" under
// "systems:" and its lines),
// the rest as it is: the tests of check's writing need a few scores, not all 48 (TestCheckManifest
// checks those).
func fewSystems(text string, names ...string) string {
	var out []string
	keep, systems := true, false
	for _, line := range strings.SplitAfter(text, "\n") {
		systems = systems || strings.HasPrefix(line, "systems:")
		if name, ok := strings.CutPrefix(line, "  - name: "); ok && systems {
			keep = slices.Contains(names, strings.TrimSpace(name))
		}
		if keep {
			out = append(out, line)
		}
	}
	return strings.Join(out, "")
}

// TestCheckManifest runs the example manifest: its expected scores are SacreBLEU 2.6.0's.
func TestCheckManifest(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	out, errOut, rc := runCLI(t, "", nil, false, "check", "../../testdata/wmt17-en-de/manifest.yaml")
	if rc != 0 || !strings.Contains(out, "all 48 scores as expected") || errOut != "" {
		t.Errorf("rc %d\n%s%s", rc, out, errOut)
	}
	for _, want := range []string{
		"uedin-nmt          BLEU       28.30  28.30  +0.001  ok\n",
		"TER: TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0+sacre.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// TestCheckDrift edits two expected scores: check fails and names them; --update restores the
// manifest byte for byte, comments included.
func TestCheckDrift(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	path, original := manifestCopy(t, func(s string) string {
		s = fewSystems(s, "C-3MA", "KIT", "uedin-nmt")
		s = strings.Replace(s, "{BLEU: 22.67,", "{BLEU: 22.60,", 1)
		return strings.Replace(s, "TER: 61.20}", "TER: 61.2}", 1) // 61.20 at one decimal: still as expected
	})
	out, _, rc := runCLI(t, "", nil, false, "check", path)
	if rc != 1 || !strings.Contains(out, "C-3MA      BLEU       22.60  22.67  +0.075  DRIFT") ||
		!strings.Contains(out, "1 of 9 scores drifted") {
		t.Errorf("rc %d\n%s", rc, out)
	}
	out, errOut, rc := runCLI(t, "", nil, false, "check", "--update", path)
	if rc != 0 || !strings.Contains(out, "updated 1 of 9") {
		t.Errorf("--update: rc %d\n%s%s", rc, out, errOut)
	}
	data, _ := os.ReadFile(path)
	want := strings.Replace(fewSystems(original, "C-3MA", "KIT", "uedin-nmt"), "TER: 61.20}", "TER: 61.2}", 1)
	if string(data) != want {
		t.Errorf("--update wrote\n%s\nwant\n%s", data, want)
	}
	// After --update, every score as expected (status 0), here as JSON.
	out, _, rc = runCLI(t, "", nil, false, "check", path, "-f", "json")
	if rc != 0 || !strings.Contains(out, `"signature": "chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0+sacre.`) {
		t.Errorf("after --update, JSON: rc %d\n%s", rc, out)
	}
}

// TestCheckTestSet checks a manifest naming a test set, served by a local server; the
// expected scores are SacreBLEU 2.6.0's (oracle case "testset.wmt14.en-de.-m bleu chrf ter -f text").
func TestCheckTestSet(t *testing.T) {
	_, lookup := serveWMT14(t, wmt14Archive(t, nil), "")
	cache := t.TempDir()
	hyp, _ := filepath.Abs("../../testdata/oracle/inputs/testset.wmt14.en-de.hyp.txt")
	path := filepath.Join(t.TempDir(), "m.yaml")
	text := "test_set: wmt14\nlangpair: en-de\nmetrics: [{bleu: {}}, {chrf: {}}, {ter: {}}]\n" +
		"systems:\n  - hyp: " + hyp + "\n    expected: {BLEU: 46.8, chrF2: 73.2, TER: 25.0}\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, rc := runWith(cache, lookup, "check", path, "-q")
	if rc != 0 {
		t.Errorf("rc %d\n%s%s", rc, out, errOut)
	}
}

// TestCheckErrors: bad manifests and inputs are one line naming the file (and line), status 2.
func TestCheckErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("ref.txt", "a b c d e\nf g h i j\n")
	write("two.txt", "a b c d e\nf g h i j\n")
	write("one.txt", "a b c\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{}, "give one manifest"},
		{[]string{filepath.Join(dir, "missing.yaml")}, "missing.yaml"},
		{[]string{write("bad.yaml", "refs: [ref.txt\nmetrics: x\n")}, "bad.yaml:1: invalid manifest"},
		{[]string{write("key.yaml", "refs: [ref.txt]\nmetrics:\n  - bleu: {tok: intl}\nsystems: [{hyp: two.txt}]\n")}, `key.yaml:3: invalid manifest: unknown option "tok"`},
		{[]string{write("len.yaml", "refs: [ref.txt]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: one.txt}]\n")}, "one.txt has 1 line"},
		{[]string{write("nohyp.yaml", "refs: [ref.txt]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: none.txt}]\n")}, "none.txt"},
		{[]string{write("ok.yaml", "refs: [ref.txt]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: two.txt}]\n"), "--upgrade"}, "unrecognized"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, append([]string{"check"}, c.args...)...)
		if rc != 2 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: rc %d, stdout %q, stderr %q; want status 2 and one line with %q", c.args, rc, out, errOut, c.want)
		}
	}
	// A manifest without expected scores says so, and how to record them, with status 3 until
	// --update fills them in.
	p := write("new.yaml", "# keep\nrefs: [ref.txt]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: two.txt}]\n")
	want := "\nno expected values: nothing was checked; record them with sacre check --update " + p + "\n"
	if out, _, rc := runCLI(t, "", nil, false, "check", p); rc != 3 || !strings.Contains(out, "NEW") || !strings.HasSuffix(out, want) || strings.Contains(out, "drifted") {
		t.Errorf("new: rc %d\n%s", rc, out)
	}
	if _, _, rc := runCLI(t, "", nil, false, "check", "--update", p); rc != 0 {
		t.Errorf("--update: rc %d", rc)
	}
	if data, _ := os.ReadFile(p); !strings.Contains(string(data), "# keep") || !strings.Contains(string(data), "BLEU: 100.00") {
		t.Errorf("after --update:\n%s", data)
	}
}

// TestCheckNamesEscaped: names in the table, the signature lines and the messages of --update
// are printed as Python's repr() quotes them when they hold a line break, a control or a bidi
// character, so that each row is one line and the terminal shows the text in its order.
func TestCheckNamesEscaped(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "dir\u202e")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "ref.txt"), []byte("the cat sat on the mat\n"), 0o644)
	path := filepath.Join(dir, "m.yaml")
	os.WriteFile(path, []byte(`refs: [ref.txt]
metrics:
  - name: "BLEU\u2066"
    bleu: {}
systems:
  - name: "evil\nsys  BLEU  100.00  100.00  0.000  ok"
    hyp: ref.txt
    expected: {"BLEU\u2066": 100.00}
  - name: "\u202eko\u200f\u061c\\"
    hyp: ref.txt
    expected: {"BLEU\u2066": 100.00}
  - name: "plain name"
    hyp: ref.txt
    expected: {"BLEU\u2066": 100.00}
`), 0o644)
	out, errOut, rc := runCLI(t, "", nil, false, "check", path)
	want := `system                                        metric        expected     got   diff
'evil\nsys  BLEU  100.00  100.00  0.000  ok'  'BLEU\u2066'    100.00  100.00  0.000  ok
'\u202eko\u200f\u061c\\'                      'BLEU\u2066'    100.00  100.00  0.000  ok
plain name                                    'BLEU\u2066'    100.00  100.00  0.000  ok

'BLEU\u2066': BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0+sacre.`
	if rc != 0 || !strings.HasPrefix(out, want) || errOut != "" {
		t.Errorf("rc %d\n%s%s\nwant\n%s", rc, out, errOut, want)
	}
	out, _, rc = runCLI(t, "", nil, false, "check", "--update", path)
	if want := `'` + strings.ReplaceAll(path, "\u202e", `\u202e`) + `': all 3 scores as expected, nothing to update` + "\n"; rc != 0 || out != want {
		t.Errorf("--update: rc %d, %q, want %q", rc, out, want)
	}
}
