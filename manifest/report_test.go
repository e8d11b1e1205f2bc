package manifest

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"testing"

	"github.com/sacre-mt/sacre/inputs"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.* from this package's output (self files: review the diff)")

// golden compares got with the self golden file testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (go test -update rewrites it); got\n%s", path, got)
	}
}

// TestWMT17 reads, checks and reports the example manifest, whose expected scores are
// SacreBLEU 2.6.0's: every score as expected, the table and the JSON as sacre check prints them.
func TestWMT17(t *testing.T) {
	m, err := Load("../testdata/wmt17-en-de/manifest.yaml")
	if err != nil {
		t.Fatal(err)
	}
	data, err := m.Read(m.Source())
	if err != nil {
		t.Fatal(err)
	}
	rows, err := m.Check(data)
	if err != nil {
		t.Fatal(err)
	}
	if c := Count(rows); c != (Counts{All: 48}) {
		t.Errorf("counts %+v, want 48 scores as expected", c)
	}
	var text, js bytes.Buffer
	if err := WriteTable(&text, rows, "unused"); err != nil {
		t.Fatal(err)
	}
	golden(t, "wmt17-en-de.golden.txt", text.Bytes())
	if err := WriteJSON(&js, rows); err != nil {
		t.Fatal(err)
	}
	golden(t, "wmt17-en-de.golden.json", js.Bytes())
}

// TestReadErrors: a system whose length differs from the references' is inputs' error
// naming both files; a missing hypothesis file names it.
func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(dir+"/ref.txt", []byte("a b\nc d\n"), 0o644)
	os.WriteFile(dir+"/one.txt", []byte("a b\n"), 0o644)
	for _, c := range []struct{ hyp, want string }{
		{"one.txt", dir + "/one.txt has 1 line, " + dir + "/ref.txt has 2 lines"},
		{"none.txt", dir + "/none.txt"},
	} {
		m, err := Parse(dir+"/m.yaml", []byte("refs: [ref.txt]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: "+c.hyp+"}]\n"))
		if err != nil {
			t.Fatal(err)
		}
		_, err = m.Read(m.Source())
		var ie *inputs.Error
		if !errors.As(err, &ie) || !bytes.Contains([]byte(err.Error()+ie.Detail), []byte(c.want)) {
			t.Errorf("%s: %v (%T), want an *inputs.Error with %q", c.hyp, err, err, c.want)
		}
	}
}

// TestSource: the references' files are resolved against the manifest's directory; a test
// set comes with its filters, given or not as the manifest says.
func TestSource(t *testing.T) {
	m, err := Parse("dir/m.yaml", []byte("refs: [r1.txt, /abs/r2.txt]\nencoding: latin-1\nmetrics: [{bleu: {}}]\nsystems: [{hyp: h.txt}]\n"))
	if err != nil {
		t.Fatal(err)
	}
	src := m.Source()
	if len(src.Refs) != 2 || src.Refs[0] != "dir/r1.txt" || src.Refs[1] != "/abs/r2.txt" || src.Encoding != "latin-1" || src.HasTestSet || src.NumRefs != 1 {
		t.Errorf("files: %+v", src)
	}
	m, err = Parse("m.yaml", []byte("test_set: wmt17\nlangpair: en-de\noriglang: de\nmetrics: [{bleu: {}}]\nsystems: [{hyp: h.txt}]\n"))
	if err != nil {
		t.Fatal(err)
	}
	src = m.Source()
	if src.TestSet != "wmt17" || !src.HasTestSet || src.LangPair != "en-de" || !src.HasLangPair ||
		src.OrigLang != "de" || !src.HasOrigLang || src.HasSubset || len(src.Refs) != 0 {
		t.Errorf("test set: %+v", src)
	}
}

// rows covers each way a row is shown: drift, ok, a diff rounding to zero at one decimal more
// than the expected value's, a tolerance, a missing expected value, an expected value without
// decimals, a name quoted as Python's repr() quotes it.
func rows() []Row {
	tol5, tol05 := 0.5, 0.05
	return []Row{
		{System: "sys-a", Metric: "BLEU", Expected: "22.60", Got: 22.674635, Printed: "22.67", Diff: 0.074635, Signature: "BLEU|sig"},
		{System: "sys-a", Metric: "chrF++", Expected: "49.17", Got: 49.16975, Printed: "49.17", Diff: -0.00025, OK: true, Signature: "chrF2++|sig"},
		{System: "sys-a", Metric: "TER", Expected: "61.2", Got: 61.19834, Printed: "61.2", Diff: -0.00166, OK: true, Tolerance: &tol05, Signature: "TER|sig"},
		{System: "b\u202e", Metric: "BLEU", Got: 100, Printed: "100.00", Tolerance: &tol5, Signature: "BLEU|sig"},
		{System: "b\u202e", Metric: "chrF++", Expected: "50", Got: 49.9, Printed: "50", Diff: -0.1, Signature: "chrF2++|sig"},
		{System: "b\u202e", Metric: "TER", Expected: "10.00", Got: 9.996, Printed: "10.00", Diff: -0.004, OK: true, Signature: "TER|sig"},
	}
}

// TestWriteTable: the bytes sacre check printed for these rows before the table moved here.
func TestWriteTable(t *testing.T) {
	var b bytes.Buffer
	if err := WriteTable(&b, rows(), "record them"); err != nil {
		t.Fatal(err)
	}
	want := "system     metric  expected     got    diff\n" +
		"sys-a      BLEU       22.60   22.67  +0.075  DRIFT\n" +
		"sys-a      chrF++     49.17   49.17   0.000  ok\n" +
		"sys-a      TER         61.2    61.2    0.00  ok (±0.05)\n" +
		"'b\\u202e'  BLEU           -  100.00          NEW (±0.5)\n" +
		"'b\\u202e'  chrF++        50      50    -0.1  DRIFT\n" +
		"'b\\u202e'  TER        10.00   10.00  -0.004  ok\n" +
		"\n" +
		"BLEU: BLEU|sig\nchrF++: chrF2++|sig\nTER: TER|sig\n" +
		"\n" +
		"2 of 5 scores drifted; 1 have no expected value\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestWriteJSON: null where there is no expected value, the bytes sacre check printed.
func TestWriteJSON(t *testing.T) {
	var b bytes.Buffer
	if err := WriteJSON(&b, rows()[2:4]); err != nil {
		t.Fatal(err)
	}
	want := "[\n  {\n    \"system\": \"sys-a\",\n    \"metric\": \"TER\",\n    \"expected\": \"61.2\",\n    \"got\": 61.19834,\n" +
		"    \"printed\": \"61.2\",\n    \"diff\": -0.00166,\n    \"ok\": true,\n    \"tolerance\": 0.05,\n    \"signature\": \"TER|sig\"\n  },\n" +
		"  {\n    \"system\": \"b\u202e\",\n    \"metric\": \"BLEU\",\n    \"expected\": null,\n    \"got\": 100,\n" +
		"    \"printed\": \"100.00\",\n    \"diff\": null,\n    \"ok\": false,\n    \"tolerance\": 0.5,\n    \"signature\": \"BLEU|sig\"\n  }\n]\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestSummary(t *testing.T) {
	for _, c := range []struct {
		counts Counts
		want   string
		reason string
	}{
		{Counts{Missing: 3, All: 3}, "no expected values: nothing was checked; record them", "nothing to check: not a drift"},
		{Counts{Drifted: 1, Missing: 2, All: 5}, "1 of 3 scores drifted; 2 have no expected value", "drift out of the scores checked"},
		{Counts{Drifted: 2, All: 5}, "2 of 5 scores drifted", "drift alone"},
		{Counts{Missing: 2, All: 5}, "3 scores as expected; 2 have no expected value: record them", "the rest as expected"},
		{Counts{All: 5}, "all 5 scores as expected", "all checked and as expected"},
	} {
		if got := c.counts.Summary("record them"); got != c.want {
			t.Errorf("%s: %+v: %q, want %q", c.reason, c.counts, got, c.want)
		}
	}
	if got := Count(rows()); got != (Counts{Drifted: 2, Missing: 1, All: 6}) {
		t.Errorf("Count: %+v", got)
	}
}

func TestShown(t *testing.T) {
	for _, c := range []struct{ name, want, reason string }{
		{"plain name", "plain name", "spaces are printable"},
		{"évé 中文", "évé 中文", "letters of any script"},
		{"a\nb", `'a\nb'`, "a line break would split a row"},
		{"\u202eko", `'\u202eko'`, "a bidi control would reorder the line"},
		{"it's\t", `"it's\t"`, "repr's quotes"},
	} {
		if got := Shown(c.name); got != c.want {
			t.Errorf("%s: Shown(%q) = %q, want %q", c.reason, c.name, got, c.want)
		}
	}
}
