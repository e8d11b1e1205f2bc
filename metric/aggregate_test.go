package metric

import (
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// aggregateCase is one row of testdata/aggregate/aggregate_oracle.json: mbrs's aggregated BLEU
// or fastChrF's aggregate_chrf (transcribed, see gen_aggregate_oracle.py) of one input.
type aggregateCase struct {
	Metric  string `json:"metric"`
	Variant string `json:"variant"`
	Config  struct {
		CharOrder        int     `json:"char_order"`
		Beta             float64 `json:"beta"`
		RemoveWhitespace *bool   `json:"remove_whitespace"`
		EpsSmoothing     bool    `json:"eps_smoothing"`
		Lowercase        bool    `json:"lowercase"`
		SmoothMethod     string  `json:"smooth_method"`
		Tokenize         string  `json:"tokenize"`
	} `json:"config"`
	Input struct {
		Group *int     `json:"group"`
		Self  bool     `json:"self"`
		Lines int      `json:"lines"`
		Edge  string   `json:"edge"`
		Hyps  []string `json:"hyps"`
		Refs  []string `json:"refs"`
	} `json:"input"`
	Scores []float64 `json:"scores"`
}

// rawLines reads a WMT17 file's lines as the oracle's script does: split at "\n", unstripped.
func rawLines(t testing.TB, name string) []string {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "wmt17-en-de", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// wmtSystems are the 16 WMT17 systems' lines, files sorted by name, and the reference.
func wmtSystems(t testing.TB) (systems [][]string, ref []string) {
	names, _ := filepath.Glob(filepath.Join("..", "testdata", "wmt17-en-de", "*.txt"))
	slices.Sort(names)
	for _, n := range names {
		if n = filepath.Base(n); n != "ref.txt" {
			systems = append(systems, rawLines(t, n))
		}
	}
	return systems, rawLines(t, "ref.txt")
}

// inputs rebuilds a case's hypotheses and references as the oracle's script built them.
func (c *aggregateCase) inputs(systems [][]string, ref []string) (hyps, refs []string) {
	in := c.Input
	switch {
	case in.Edge != "":
		return in.Hyps, in.Refs
	case in.Lines > 0:
		u := systems[len(systems)-2][:in.Lines] // uedin-nmt.4722.txt, before xmu
		return u, u
	}
	var group []string
	for _, s := range systems {
		group = append(group, s[*in.Group])
	}
	if in.Self {
		return group, group
	}
	return group[:8], append(slices.Clone(group[8:]), ref[*in.Group])
}

func (c *aggregateCase) metric(t *testing.T) Aggregator {
	cfg := c.Config
	if c.Metric == "chrf" {
		m, err := NewCHRF(CHRFConfig{CharOrder: cfg.CharOrder, Beta: int(cfg.Beta), EpsSmoothing: cfg.EpsSmoothing,
			Whitespace: cfg.RemoveWhitespace != nil && !*cfg.RemoveWhitespace})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m, err := NewBLEU(BLEUConfig{Lowercase: cfg.Lowercase, SmoothMethod: cfg.SmoothMethod, Tokenize: cfg.Tokenize, EffectiveOrder: true})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestAggregatedOracle: every aggregated utility is bit for bit the reference's: fastChrF's
// float32 (widened) and mbrs's float64, on WMT17 groups, 256 lines and edge cases.
func TestAggregatedOracle(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "aggregate", "aggregate_oracle.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []aggregateCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	systems, ref := wmtSystems(t)
	if len(systems) != 16 {
		t.Fatalf("%d systems, want 16", len(systems))
	}
	checked := 0
	for _, c := range cases {
		hyps, refs := c.inputs(systems, ref)
		got, err := c.metric(t).AggregatedUtilities(hyps, refs)
		if err != nil {
			t.Fatalf("%s %s %+v: %v", c.Metric, c.Variant, c.Input, err)
		}
		if len(got) != len(c.Scores) {
			t.Fatalf("%s %s %+v: %d utilities, want %d", c.Metric, c.Variant, c.Input, len(got), len(c.Scores))
		}
		for i, want := range c.Scores {
			if math.Float64bits(got[i]) != math.Float64bits(want) {
				t.Errorf("%s %s %+v: hypothesis %d: %v, reference %v", c.Metric, c.Variant, c.Input, i, got[i], want)
			}
			checked++
		}
	}
	t.Logf("%d utilities in %d cases", checked, len(cases))
}

// TestChooseRows: MBRConfig.Choose with Rows chooses as MBR does, with the same utilities,
// and hands over every row of Pairwise's scores; aggregated, it never calls Rows.
func TestChooseRows(t *testing.T) {
	systems, _ := wmtSystems(t)
	var hyps []string
	for _, s := range systems {
		hyps = append(hyps, s[7])
	}
	chrf, _ := NewCHRF(CHRFConfig{})
	ter, _ := NewTER(TERConfig{})
	for _, c := range []struct {
		m     Metric
		lower bool
	}{{chrf, false}, {ter, true}} {
		wantBest, want, err := MBR(c.m, c.lower, hyps, hyps, true)
		if err != nil {
			t.Fatal(err)
		}
		var rows [][]float64
		cfg := MBRConfig{LowerIsBetter: c.lower, Self: true, Rows: func(i int, row []float64) error {
			rows = append(rows, slices.Clone(row))
			return nil
		}}
		best, got, err := cfg.Choose(c.m, hyps, hyps)
		if err != nil || best != wantBest || !slices.Equal(got, want) || len(rows) != len(hyps) {
			t.Errorf("%s: %d %v (%v, %d rows), want %d %v", c.m.Name(), best, got, err, len(rows), wantBest, want)
		}
		Pairwise(c.m, hyps, hyps, func(i int, row []float64) error {
			if !slices.Equal(rows[i], row) {
				t.Errorf("%s: row %d differs from Pairwise's", c.m.Name(), i)
			}
			return nil
		})
	}
	cfg := MBRConfig{Aggregate: true, Rows: func(int, []float64) error { t.Error("Rows called"); return nil }}
	if _, _, err := cfg.Choose(chrf, hyps, hyps); err != nil {
		t.Error(err)
	}
}

// TestMBRAggregatedRefusals: what reference aggregation refuses.
func TestMBRAggregatedRefusals(t *testing.T) {
	ter, _ := NewTER(TERConfig{})
	chrfpp, _ := NewCHRF(CHRFConfig{CharOrder: 6, WordOrder: 2})
	chrf, _ := NewCHRF(CHRFConfig{})
	for _, c := range []struct {
		m          Metric
		hyps, refs []string
		want       error
		reason     string
	}{
		{ter, []string{"a"}, []string{"a"}, ErrConfig, "TER has no aggregation"},
		{chrfpp, []string{"a"}, []string{"a"}, ErrConfig, "fastChrF has no word n-grams"},
		{chrf, nil, []string{"a"}, ErrEmpty, "no hypotheses"},
		{chrf, []string{"a"}, nil, ErrEmpty, "no references"},
	} {
		if _, _, err := MBRAggregated(c.m, c.hyps, c.refs); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.reason, err, c.want)
		}
	}
}
