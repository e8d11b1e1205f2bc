package compare

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/significance"
)

// compareOracle is testdata/compare_oracle.json (gen_compare.py): each test's reference code
// run on WMT25's automatic scores (en-cs, ten systems) and WMT24's ESA ratings (en-hi).
type compareOracle struct {
	Cases []struct {
		Data, Metric, LP, Test string
		Systems                []struct {
			Name         string
			Score        float64
			CI           *[2]float64
			Rank         [2]int
			Wins, Losses int
			Cluster      int
		}
		PValues [][3]any `json:"pvalues"`
	}
}

var wmt25Systems = []string{"CUNI-MH-v2", "Claude-4", "CommandA", "DeepSeek-V3", "EuroLLM-9B", "GPT-4.1",
	"Gemini-2.5-Pro", "Gemma-3-27B", "NLLB", "ONLINE-B"}

// TestReferenceImplementations: for every test, each system's score, interval, rank range,
// wins, losses and cluster, and every ordered pair's p-value, are those of the test's
// reference code (SacreBLEU 2.6.0, SciPy 1.10.1, WMT24's tools.py) on real scores: p-values
// of the resampling tests exactly, the others to 1e-12.
func TestReferenceImplementations(t *testing.T) {
	var o compareOracle
	b, err := os.ReadFile("testdata/compare_oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &o); err != nil {
		t.Fatal(err)
	}
	seed, _ := significance.ParseSeed(significance.DefaultSeed)
	esa := "testdata/wmt24/esa_waves23.tsv.gz" // scores reads gzip as it is
	for _, c := range o.Cases {
		var paths []string
		for _, s := range wmt25Systems {
			paths = append(paths, filepath.Join("testdata/wmt25", s+".jsonl"))
		}
		if c.Data == "esa" {
			paths = []string{esa}
		}
		set, err := scores.Read(c.Metric, paths, scores.Options{})
		if err != nil {
			t.Fatal(err)
		}
		tables, err := Run([]Metric{{Set: set}}, Config{Tests: []Test{Test(c.Test)}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var tb *Table
		for _, x := range tables {
			if x.LP == c.LP {
				tb = x
			}
		}
		if tb == nil {
			t.Fatalf("%s %s: no table for %s", c.Metric, c.Test, c.LP)
		}
		for i, w := range c.Systems {
			g := tb.Systems[i]
			if g.Name != w.Name || !near(g.Score, w.Score) || g.Rank != w.Rank || g.Wins != w.Wins || g.Losses != w.Losses || g.Cluster != w.Cluster {
				t.Errorf("%s %s #%d: %s %v %v %d/%d cluster %d, reference %s %v %v %d/%d cluster %d", c.Metric, c.Test, i+1,
					g.Name, g.Score, g.Rank, g.Wins, g.Losses, g.Cluster, w.Name, w.Score, w.Rank, w.Wins, w.Losses, w.Cluster)
			}
			if (g.CI == nil) != (w.CI == nil) || g.CI != nil && (!near(g.CI[0], w.CI[0]) || !near(g.CI[1], w.CI[1])) {
				t.Errorf("%s %s %s: interval %v, SacreBLEU %v", c.Metric, c.Test, g.Name, g.CI, w.CI)
			}
		}
		for _, pv := range c.PValues {
			a, b, p := pv[0].(string), pv[1].(string), pv[2].(float64)
			got := tb.pair(a, b)
			exact := Test(c.Test).Resampling()
			if got == nil || exact && got.P != p || !exact && !near(got.P, p) {
				t.Errorf("%s %s: p(%s, %s) = %v, reference %v", c.Metric, c.Test, a, b, got.P, p)
			}
		}
	}
}
