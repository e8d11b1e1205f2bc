package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// wmtGroupTSV writes WMT17 segment 0 of the 16 systems (files sorted by name) as one group of
// candidates, as metric's aggregate oracle builds its group 0.
func wmtGroupTSV(t *testing.T) string {
	names, _ := filepath.Glob("../../testdata/wmt17-en-de/*.txt")
	slices.Sort(names)
	var b strings.Builder
	for _, n := range names {
		if filepath.Base(n) == "ref.txt" {
			continue
		}
		data, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		line, _, _ := strings.Cut(string(data), "\n")
		b.WriteString("s0\t" + line + "\n")
	}
	path := filepath.Join(t.TempDir(), "group.tsv")
	os.WriteFile(path, []byte(b.String()), 0o644)
	return path
}

// oracleScores are the reference implementations' utilities of group 0 against itself
// (metric/testdata/aggregate: fastChrF's aggregate_chrf, mbrs's aggregated BLEU).
func oracleScores(t *testing.T, metricName string) []float64 {
	data, err := os.ReadFile("../../metric/testdata/aggregate/aggregate_oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		Metric, Variant string
		Input           struct {
			Group *int
			Self  bool
		}
		Scores []float64
	}
	json.Unmarshal(data, &rows)
	for _, r := range rows {
		if r.Metric == metricName && r.Input.Group != nil && *r.Input.Group == 0 && r.Input.Self &&
			(r.Variant == "chrF2" || r.Variant == "BLEU 13a exp") {
			return r.Scores
		}
	}
	t.Fatalf("no oracle row for %s", metricName)
	return nil
}

// TestMBRAggregate: sacre mbr --aggregate gives the reference implementations' utilities,
// names them in its JSON, and chooses the highest.
func TestMBRAggregate(t *testing.T) {
	group := wmtGroupTSV(t)
	for _, c := range []struct{ metric, utility string }{
		{"chrf", "aggregated chrF2 (fastChrF aggregate_chrf)"},
		{"bleu", "aggregated BLEU (mbrs MetricBLEU reference aggregation)"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, "mbr", group, "-m", c.metric, "--aggregate", "-f", "json")
		var got []struct {
			Chosen    int
			Utility   string
			Utilities []float64
		}
		if err := json.Unmarshal([]byte(out), &got); rc != 0 || err != nil || len(got) != 1 {
			t.Fatalf("%s: rc %d %v %s", c.metric, rc, err, errOut)
		}
		want := oracleScores(t, c.metric)
		best := 0
		for i, w := range want {
			if math.Float64bits(got[0].Utilities[i]) != math.Float64bits(w) {
				t.Errorf("%s: utility %d: %v, reference %v", c.metric, i, got[0].Utilities[i], w)
			}
			if w > want[best] {
				best = i
			}
		}
		if got[0].Chosen != best || got[0].Utility != c.utility {
			t.Errorf("%s: chose %d (%q), want %d (%q)", c.metric, got[0].Chosen, got[0].Utility, best, c.utility)
		}
	}
}

// TestMBRAggregateRefusals: what --aggregate and --save-matrix refuse, in one line each.
func TestMBRAggregateRefusals(t *testing.T) {
	group := wmtGroupTSV(t)
	npy := filepath.Join(t.TempDir(), "u.npy")
	for _, c := range []struct {
		args   []string
		rc     int
		want   string
		reason string
	}{
		{[]string{"-m", "chrf", "--aggregate", "--save-matrix", npy}, 2, "not allowed with argument --aggregate", "no matrix to save"},
		{[]string{"-m", "ter", "--aggregate"}, 1, "TER has no reference aggregation", "TER has none"},
		{[]string{"-m", "chrf", "-cw", "2", "--aggregate"}, 1, "no word n-grams", "fastChrF has no chrF++"},
	} {
		_, errOut, rc := runCLI(t, "", nil, false, append([]string{"mbr", group}, c.args...)...)
		if rc != c.rc || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: rc %d, stderr %q; want rc %d and %q", c.reason, rc, errOut, c.rc, c.want)
		}
	}
	if _, err := os.Stat(npy); err == nil {
		t.Errorf("--save-matrix with --aggregate wrote %s", npy)
	}
}

// TestMBRSaveMatrix: --save-matrix writes the pairwise scores sacre matrix --groups -o writes,
// and the choices are those of a run without it.
func TestMBRSaveMatrix(t *testing.T) {
	t.Chdir("../../testdata/matrix")
	dir := t.TempDir()
	saved, matrix := filepath.Join(dir, "mbr.npy"), filepath.Join(dir, "matrix.npy")
	for _, format := range []string{"text", "json"} {
		plain, _, _ := runCLI(t, "", nil, false, "mbr", "groups.tsv", "-m", "bleu", "-f", format)
		out, errOut, rc := runCLI(t, "", nil, false, "mbr", "groups.tsv", "-m", "bleu", "-f", format, "--save-matrix", saved)
		if rc != 0 || out != plain || errOut != "" {
			t.Fatalf("%s: rc %d, stdout %q, want %q (%s)", format, rc, out, plain, errOut)
		}
	}
	if _, errOut, rc := runCLI(t, "", nil, false, "matrix", "groups.tsv", "-m", "bleu", "--groups", "-o", matrix); rc != 0 {
		t.Fatal(errOut)
	}
	a, _ := os.ReadFile(saved)
	b, _ := os.ReadFile(matrix)
	if len(a) == 0 || string(a) != string(b) {
		t.Errorf("--save-matrix wrote %d bytes, sacre matrix %d, or they differ", len(a), len(b))
	}
	// The candidates file is never overwritten.
	if _, errOut, rc := runCLI(t, "", nil, false, "mbr", "groups.tsv", "-m", "bleu", "--save-matrix", "groups.tsv"); rc == 0 {
		t.Errorf("--save-matrix onto the input: rc 0 (%s)", errOut)
	}
}
