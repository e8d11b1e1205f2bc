package verify

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/signatures"
)

// The claims of these tests are tables whose every value is a reference implementation's:
// compare/testdata/compare_oracle.json (SacreBLEU 2.6.0's paired tests, SciPy 1.10.1's
// ttest_rel and wilcoxon, WMT24's tools.py on WMT25's en-cs scores and WMT24's en-hi ESA
// ratings) and compare/testdata/wmt24/expected.json (WMT24's tables of ESA waves 2 and 3),
// written out by compare's writers; deltas are the differences of the reference scores,
// accuracies MT-Thresholds' curve at them, the signatures written field by field, each
// file's SHA-256 computed here.

var wmt25Systems = []string{"CUNI-MH-v2", "Claude-4", "CommandA", "DeepSeek-V3", "EuroLLM-9B", "GPT-4.1",
	"Gemini-2.5-Pro", "Gemma-3-27B", "NLLB", "ONLINE-B"}

// oracleTable is one reference table: its systems best first and every ordered pair's p-value.
type oracleTable struct {
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

// oracleCases caches compare_oracle.json, which every test reads.
var oracleCases []oracleTable

func readOracle(t *testing.T) []oracleTable {
	if oracleCases == nil {
		var o struct{ Cases []oracleTable }
		loadJSON(t, "../compare/testdata/compare_oracle.json", &o)
		oracleCases = o.Cases
	}
	return oracleCases
}

// wmt24Tables are WMT24's own tables of ESA waves 2 and 3, with each language pair's items.
func wmt24Tables(t *testing.T) ([]oracleTable, map[string]int) {
	var e struct {
		LPs map[string]struct {
			Items   int
			Systems []struct {
				System                string
				Overall               float64
				Rank                  [2]int
				Wins, Losses, Cluster int
			}
			PValues [][3]any `json:"pvalues"`
		} `json:"lps"`
	}
	loadJSON(t, "../compare/testdata/wmt24/expected.json", &e)
	var out []oracleTable
	items := map[string]int{}
	for _, lp := range []string{"en-cs", "en-hi"} { // en-ja and en-zh are slower and alike
		w := e.LPs[lp]
		o := oracleTable{Data: "esa", Metric: "ESA", LP: lp, Test: "wmt24", PValues: w.PValues}
		for _, s := range w.Systems {
			o.Systems = append(o.Systems, struct {
				Name         string
				Score        float64
				CI           *[2]float64
				Rank         [2]int
				Wins, Losses int
				Cluster      int
			}{s.System, s.Overall, nil, s.Rank, s.Wins, s.Losses, s.Cluster})
		}
		out, items[lp] = append(out, o), w.Items
	}
	return out, items
}

func loadJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(b, v)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// wmt25Files are WMT25's score files, in the order compare's glob gives them.
func wmt25Files() []string {
	var out []string
	for _, s := range wmt25Systems {
		out = append(out, filepath.Join("..", "compare", "testdata", "wmt25", s+".jsonl"))
	}
	return out
}

// esaFile is WMT24's ESA ratings, gzipped as kept: scores reads it as it is.
func esaFile(t *testing.T) string {
	t.Helper()
	return "../compare/testdata/wmt24/esa_waves23.tsv.gz"
}

// build makes a reference table into the Table compare's writers print.
func build(t *testing.T, o oracleTable, items int, files []string) *compare.Table {
	test := compare.Test(o.Test)
	tb := &compare.Table{Metric: o.Metric, LP: o.LP, Test: test, Alpha: 0.05, HigherIsBetter: true, Items: items}
	fields := []string{"scores:" + o.Metric, "test:" + o.Test}
	if test.Resampling() {
		tb.Samples, tb.Seed = map[compare.Test]int{compare.Bootstrap: 1000, compare.AR: 10000}[test], "12345"
		fields = append(fields, fmt.Sprintf("n:%d", tb.Samples), "seed:12345")
	}
	fields = append(fields, "alpha:0.05", fmt.Sprintf("items:%d", items), "lp:"+o.LP)
	var sums []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		sums = append(sums, filepath.Base(f)+"="+hex.EncodeToString(sum[:])[:12])
	}
	tb.Signature = strings.Join(append(fields, "sha256:"+strings.Join(sums, ","), "version:"+signatures.Version), "|")
	if th, ok := compare.ThresholdFor(o.Metric); ok {
		tb.Threshold = &th
	}
	score := map[string]float64{}
	for _, s := range o.Systems {
		score[s.Name] = s.Score
		var ci *[2]float64
		if s.CI != nil {
			ci = new(*s.CI) // a copy: the tests edit tables, not the oracle
		}
		tb.Systems = append(tb.Systems, compare.Ranked{Name: s.Name, Score: s.Score, CI: ci, Rank: s.Rank,
			Wins: s.Wins, Losses: s.Losses, Cluster: s.Cluster, Items: items})
	}
	p := map[[2]string]float64{}
	for _, pv := range o.PValues {
		p[[2]string{pv[0].(string), pv[1].(string)}] = pv[2].(float64)
	}
	for _, a := range o.Systems {
		for _, b := range o.Systems {
			if a.Name == b.Name {
				continue
			}
			pair := compare.Pair{A: a.Name, B: b.Name, P: p[[2]string{a.Name, b.Name}], Delta: a.Score - b.Score, Items: items}
			if tb.Threshold != nil {
				acc := tb.Threshold.Accuracy(pair.Delta)
				pair.Accuracy = &acc
			}
			tb.Pairs = append(tb.Pairs, pair)
		}
	}
	return tb
}

// write writes tables in a format of compare's to a file.
func write(t *testing.T, format string, tables []*compare.Table) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "table."+format)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := compare.Formats[format](f, tables); err != nil {
		t.Fatal(err)
	}
	return path
}

// referenceTables are the reference tables: every test on WMT25's XCOMET-XL scores (en-cs),
// and, with esa, the Wilcoxon tests on its GEMBA-ESA-CMDA scores (integers: ties and zeros)
// and WMT24's ranking of ESA ratings in two language pairs; and the --scores that give their
// files.
func referenceTables(t *testing.T, esa bool) ([]*compare.Table, []string) {
	files := wmt25Files()
	var tables []*compare.Table
	for _, o := range readOracle(t) {
		gemba := o.Metric == "GEMBA-ESA-CMDA" && (o.Test == "wilcoxon" || o.Test == "wmt24")
		if o.Data == "wmt25" && (o.Metric == "XCOMET-XL" || esa && gemba) {
			tables = append(tables, build(t, o, 384, files))
		}
	}
	list := strings.Join(files, ",")
	if !esa {
		return tables, []string{"XCOMET-XL=" + list}
	}
	path := esaFile(t)
	lps, items := wmt24Tables(t)
	for _, o := range lps {
		tables = append(tables, build(t, o, items[o.LP], []string{path}))
	}
	return tables, []string{"XCOMET-XL=" + list, "GEMBA-ESA-CMDA=" + list, "ESA=" + path}
}

// TestCompareReproduces: every value of the reference tables reproduces from the score
// files, in every format (the text and Markdown of XCOMET-XL's tables only, to be quick).
func TestCompareReproduces(t *testing.T) {
	for _, format := range []string{"json", "text", "md"} {
		tables, sources := referenceTables(t, format == "json")
		rep, err := CheckCompare(write(t, format, tables), sources)
		if err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		if !rep.Reproduced || rep.Format != format || len(rep.Tables) != len(tables) || len(rep.Files) != 0 {
			t.Errorf("%s: not reproduced (%d tables):\n%s", format, len(rep.Tables), rep.Text())
		}
		if want := "result:     reproduced: all "; !strings.Contains(rep.Text(), want) {
			t.Errorf("%s: the report does not say %q:\n%s", format, want, rep.Text())
		}
	}
}
