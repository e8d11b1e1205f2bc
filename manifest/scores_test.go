package manifest

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The expected scores here are the reference implementations': SacreBLEU 2.6.0's and WMT24's
// tools.py's on WMT25's en-cs scores (compare/testdata/compare_oracle.json), and WMT24's
// tables of its ESA ratings (compare/testdata/wmt24/expected.json).

// references reads the reference scores: by "METRIC TEST LP", each system's score.
func references(t *testing.T) map[string]map[string]float64 {
	var o struct {
		Cases []struct {
			Metric, LP, Test string
			Systems          []struct {
				Name  string
				Score float64
			}
		}
	}
	var w struct {
		LPs map[string]struct {
			Systems []struct {
				System  string
				Overall float64
			}
		} `json:"lps"`
	}
	for path, v := range map[string]any{"../compare/testdata/compare_oracle.json": &o, "../compare/testdata/wmt24/expected.json": &w} {
		b, err := os.ReadFile(path)
		if err == nil {
			err = json.Unmarshal(b, v)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	out := map[string]map[string]float64{}
	for _, c := range o.Cases {
		out[c.Metric+" "+c.Test+" "+c.LP] = map[string]float64{}
		for _, s := range c.Systems {
			out[c.Metric+" "+c.Test+" "+c.LP][s.Name] = s.Score
		}
	}
	for lp, l := range w.LPs {
		out["ESA wmt24 "+lp] = map[string]float64{}
		for _, s := range l.Systems {
			out["ESA wmt24 "+lp][s.System] = s.Overall
		}
	}
	return out
}

// esaFile is WMT24's ESA ratings (waves 2 and 3), gzipped as kept: scores reads it as it is.
func esaFile(t *testing.T) string {
	t.Helper()
	path, err := filepath.Abs("../compare/testdata/wmt24/esa_waves23.tsv.gz")
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// check parses a manifest written in a temporary directory, reads its scores and checks them.
func check(t *testing.T, text string) (*Manifest, []Row, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "m.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Load(path)
	if err != nil {
		return nil, nil, err
	}
	d, err := m.Read(m.Source())
	if err != nil {
		return m, nil, err
	}
	rows, err := m.Check(d)
	return m, rows, err
}

func systemsOf(scores map[string]float64) string {
	var b strings.Builder
	for name := range scores {
		fmt.Fprintf(&b, "  - name: %s\n", name)
	}
	return b.String()
}

// TestScoreAverages: a system's score is the mean of its segment scores as SacreBLEU's
// paired tests score it, or WMT24's mean over domains, on WMT25's XCOMET-XL and MetricX
// scores (one JSON Lines file per system) and on WMT24's ESA ratings (a long table of four
// language pairs, several ratings of an item averaged): to 1e-12, relative.
func TestScoreAverages(t *testing.T) {
	ref := references(t)
	wmt25, _ := filepath.Abs("../compare/testdata/wmt25")
	esa := esaFile(t)
	for _, c := range []struct{ reference, scores string }{
		{"XCOMET-XL bs en-cs_CZ", `"` + wmt25 + `/*.jsonl"`},
		{"XCOMET-XL wmt24 en-cs_CZ", `{files: "` + wmt25 + `/*.jsonl", average: domains}`},
		{"MetricX-24-Hybrid-XL ttest en-cs_CZ", `{files: "` + wmt25 + `/*.jsonl", lp: en-cs_CZ}`},
		{"ESA bs en-hi", `{files: ` + esa + `, lp: en-hi}`},
		{"ESA wmt24 en-ja", `{files: [` + esa + `], lp: en-ja, average: domains}`},
	} {
		metric := strings.Fields(c.reference)[0]
		want := ref[c.reference]
		_, rows, err := check(t, "metrics:\n  - name: "+metric+"\n    scores: "+c.scores+"\nsystems:\n"+systemsOf(want))
		if err != nil {
			t.Fatalf("%s: %v", c.reference, err)
		}
		if len(rows) != len(want) {
			t.Fatalf("%s: %d rows for %d systems", c.reference, len(rows), len(want))
		}
		for _, r := range rows {
			w := want[r.System]
			if math.Abs(r.Got-w) > 1e-12*math.Abs(w) || r.Expected != "" || r.Printed != fmt.Sprintf("%.4f", r.Got) {
				t.Errorf("%s: %s %v (printed %s), reference %v", c.reference, r.System, r.Got, r.Printed, w)
			}
		}
	}
}

// TestScoresManifest: testdata/wmt25-xcomet.yaml's expected values are the references' to 4
// decimals, and sacre check finds them all; a drifted value and a missing one are reported
// and --update rewrites them (4 decimals for a new one), keeping the rest of the text.
func TestScoresManifest(t *testing.T) {
	ref := references(t)
	m, err := Load("testdata/wmt25-xcomet.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range m.Systems {
		for metric, key := range map[string]string{"XCOMET-XL": "XCOMET-XL bs en-cs_CZ", "XCOMET-XL (WMT24)": "XCOMET-XL wmt24 en-cs_CZ"} {
			if got, want := s.Expected[metric].Text, fmt.Sprintf("%.4f", ref[key][s.Name]); got != want {
				t.Errorf("%s %s: expected %s, reference %s", s.Name, metric, got, want)
			}
		}
	}
	d, err := m.Read(m.Source())
	if err != nil {
		t.Fatal(err)
	}
	rows, err := m.Check(d)
	if c := Count(rows); err != nil || c.All != 20 || c.Drifted+c.Missing != 0 {
		t.Fatalf("%v: %+v", err, c)
	}

	text := string(m.Text())
	text = strings.Replace(text, "{XCOMET-XL: 0.5756, XCOMET-XL (WMT24): 0.5681}", "{XCOMET-XL: 0.5765}  # a typo", 1)
	text = strings.ReplaceAll(text, "../../compare", "../compare")
	m, err = Parse("testdata/../m.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if d, err = m.Read(m.Source()); err == nil {
		rows, err = m.Check(d)
	}
	if c := Count(rows); err != nil || c.Drifted != 1 || c.Missing != 1 || rows[0].OK || rows[0].Printed != "0.5756" || rows[1].Printed != "0.5681" {
		t.Fatalf("%v: %+v %+v", err, c, rows[:2])
	}
	updated, err := m.Update(rows)
	if want := strings.Replace(text, "{XCOMET-XL: 0.5765}  # a typo", "{XCOMET-XL: 0.5756, XCOMET-XL (WMT24): 0.5681}  # a typo", 1); err != nil || string(updated) != want {
		t.Errorf("update (%v):\n%s", err, updated)
	}
}

// TestScoresErrors: a malformed metric of score files is an error at its line; scores that
// cannot give a system its score name the system's line or the file's.
func TestScoresErrors(t *testing.T) {
	wmt25, _ := filepath.Abs("../compare/testdata/wmt25")
	esa := esaFile(t)
	bad := filepath.Join(t.TempDir(), "bad.tsv")
	if err := os.WriteFile(bad, []byte("system\titem\tscore\na\t1\t0.5\na\t2\tx\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ metric, systems, want string }{
		{"scores: " + esa, "a", "m.yaml:2: invalid manifest: a metric of score files needs a name"},
		{"name: C\n    scores: {file: x}", "a", `m.yaml:3: invalid manifest: unknown key "file" in scores (files, format, key, lp, average)`},
		{"name: C\n    scores: {files: x, average: median}", "a", `m.yaml:3: invalid manifest: average "median" is neither items nor domains`},
		{"name: C\n    scores: {files: x, format: xml}", "a", `m.yaml:3: invalid manifest: unknown format "xml" of score files`},
		{"name: C\n    scores: {lp: en-de}", "a", "m.yaml:3: invalid manifest: scores needs files"},
		{"name: C\n    scores: x\n    bleu: {}", "a", "m.yaml:2: invalid manifest: a metric needs exactly one of bleu, chrf, ter"},
		{"name: C\n    scores: x\n  - bleu: {}\nrefs: [r]", "a", "m.yaml:7: invalid manifest: a system needs hyp, its hypothesis file"},
		{"name: C\n    scores: nothing-*.tsv", "a", "m.yaml:2: no score file of C matches "},
		{"name: ESA\n    scores: " + esa, "Aya23", "m.yaml:2: ESA: the scores are of 4 language pairs (en-cs, en-hi, en-ja, en-zh): choose one with lp"},
		{"name: ESA\n    scores: {files: " + esa + ", lp: de-en}", "Aya23", "m.yaml:2: ESA: no score is of language pair de-en (the files' are en-cs, en-hi, en-ja, en-zh)"},
		{"name: XCOMET-XL\n    scores: [" + wmt25 + "/GPT-4.1.jsonl, " + wmt25 + "/NLLB.jsonl]", "GPT-4.1\n  - name: GPT-5",
			"m.yaml:6: system GPT-5 has no XCOMET-XL scores of en-cs_CZ in " + wmt25 + "/GPT-4.1.jsonl, " + wmt25 + "/NLLB.jsonl (the files' systems: GPT-4.1, NLLB)"},
		{"name: C\n    scores: " + bad, "a", bad + ":3: not a number: "},
	} {
		_, _, err := check(t, "metrics:\n  - "+c.metric+"\nsystems:\n  - name: "+c.systems+"\n")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.metric, err, c.want)
		}
	}
}
