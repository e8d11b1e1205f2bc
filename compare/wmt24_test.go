package compare

import (
	"encoding/json"
	"math"
	"os"
	"testing"

	"github.com/sacre-mt/sacre/scores"
)

// wmt24Expected is testdata/wmt24/expected.json: WMT24's humeval/tools.py run on ESA waves 2
// and 3 (oracle.py; provenance in testdata/wmt24/README.md).
type wmt24Expected struct {
	Alpha float64
	LPs   map[string]struct {
		Systems []struct {
			System  string
			Overall float64
			Rank    [2]int
			Wins    int
			Losses  int
			Cluster int
		}
		PValues [][3]any `json:"pvalues"`
	} `json:"lps"`
}

// TestWMT24Reproduced: sacre compare --test wmt24 on WMT24's ESA ratings (waves 2 and 3, the
// long table the oracle exported) gives WMT24's per-language-pair table: scores, every ordered
// pair's p-value, rank ranges, wins, losses and clusters.
func TestWMT24Reproduced(t *testing.T) {
	var want wmt24Expected
	b, err := os.ReadFile("testdata/wmt24/expected.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	set, err := scores.Read("ESA", []string{"testdata/wmt24/esa_waves23.tsv.gz"}, scores.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tables, err := Run([]Metric{{Set: set}}, Config{Tests: []Test{WMT24}})
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) != len(want.LPs) {
		t.Fatalf("%d tables, WMT24 has %d language pairs", len(tables), len(want.LPs))
	}
	for _, tb := range tables {
		lp, ok := want.LPs[tb.LP]
		if !ok {
			t.Fatalf("language pair %q is not WMT24's", tb.LP)
		}
		if len(tb.Systems) != len(lp.Systems) {
			t.Fatalf("%s: %d systems, WMT24 %d", tb.LP, len(tb.Systems), len(lp.Systems))
		}
		for i, w := range lp.Systems {
			g := tb.Systems[i]
			if g.Name != w.System || !near(g.Score, w.Overall) || g.Rank != w.Rank || g.Wins != w.Wins || g.Losses != w.Losses || g.Cluster != w.Cluster {
				t.Errorf("%s #%d: %s %v %v %d/%d cluster %d, WMT24 %s %v %v %d/%d cluster %d", tb.LP, i+1,
					g.Name, g.Score, g.Rank, g.Wins, g.Losses, g.Cluster, w.System, w.Overall, w.Rank, w.Wins, w.Losses, w.Cluster)
			}
		}
		for _, pv := range lp.PValues {
			a, b, p := pv[0].(string), pv[1].(string), pv[2].(float64)
			got := tb.pair(a, b)
			if got == nil || !near(got.P, p) {
				t.Errorf("%s: p(%s, %s) = %v, WMT24 %v", tb.LP, a, b, got, p)
			}
		}
	}
}

// near is equality to 1e-12, relative (pandas and NumPy may sum in another order).
func near(got, want float64) bool {
	return got == want || math.Abs(got-want) <= 1e-12*math.Abs(want)
}
