package metric

import (
	"compress/gzip"
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// oracleGroups reads testdata/matrix: the ten groups of four WMT17 candidates (groups.tsv) and
// SacreBLEU 2.6.0's sentence_score(x, [y]) within each group, by the options that configure
// the metric (gen.py wrote both).
func oracleGroups(t *testing.T) ([][]string, map[string][][][]float64) {
	data, err := os.ReadFile("../testdata/matrix/groups.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var groups [][]string
	for n, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		_, text, _ := strings.Cut(line, "\t")
		if n%4 == 0 {
			groups = append(groups, nil)
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], text)
	}
	f, err := os.Open("../testdata/matrix/expected.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	scores := map[string][][][]float64{}
	dec := json.NewDecoder(z)
	for dec.More() {
		var rec struct {
			Args   []string
			Groups [][][]string
		}
		if err := dec.Decode(&rec); err != nil {
			t.Fatal(err)
		}
		if rec.Groups != nil {
			scores[strings.Join(rec.Args, " ")] = parseReprs(t, rec.Groups)
		}
	}
	return groups, scores
}

func parseReprs(t *testing.T, groups [][][]string) [][][]float64 {
	out := make([][][]float64, len(groups))
	for g, rows := range groups {
		for _, row := range rows {
			var r []float64
			for _, cell := range row {
				x, err := strconv.ParseFloat(cell, 64)
				if err != nil {
					t.Fatal(err)
				}
				r = append(r, x)
			}
			out[g] = append(out[g], r)
		}
	}
	return out
}

// wantMBR is MBR's choice from SacreBLEU's scores of a group: each row's mean in reference
// order (without the diagonal when self), negated when lower is better; the first highest.
func wantMBR(rows [][]float64, lowerIsBetter, self bool) (int, []float64) {
	best, utilities := 0, make([]float64, len(rows))
	for i, row := range rows {
		sum, n := 0.0, 0
		for j, x := range row {
			if !self || i != j {
				sum, n = sum+x, n+1
			}
		}
		utilities[i] = sum / float64(n)
		if lowerIsBetter {
			utilities[i] = -utilities[i]
		}
		if utilities[i] > utilities[best] {
			best = i
		}
	}
	return best, utilities
}

// TestMBROracle checks MBR on ten groups of four WMT17 candidates against the choices and
// utilities made from SacreBLEU 2.6.0's sentence scores within each group, bit for bit: the
// candidates as their own pseudo-references (each leaving itself out) and as separate ones
// (every candidate counted), for BLEU with effective order, chrF and TER (lower is better).
func TestMBROracle(t *testing.T) {
	groups, scores := oracleGroups(t)
	bleu, _ := NewBLEU(BLEUConfig{EffectiveOrder: true})
	chrf, _ := NewCHRF(CHRFConfig{})
	ter, _ := NewTER(TERConfig{})
	for _, c := range []struct {
		args          string
		m             Metric
		lowerIsBetter bool
	}{
		{"-m bleu --groups", bleu, false},
		{"-m chrf --groups", chrf, false},
		{"-m ter --groups", ter, true},
	} {
		oracle := scores[c.args]
		if len(oracle) != len(groups) {
			t.Fatalf("%s: %d groups of scores, %d of candidates", c.args, len(oracle), len(groups))
		}
		for g, cands := range groups {
			for _, self := range []bool{true, false} {
				best, utilities, err := MBR(c.m, c.lowerIsBetter, cands, cands, self)
				wantBest, want := wantMBR(oracle[g], c.lowerIsBetter, self)
				if err != nil || best != wantBest || !slices.Equal(utilities, want) {
					t.Errorf("%s group %d self %v: %d %v (%v), want %d %v", c.args, g, self, best, utilities, err, wantBest, want)
				}
			}
		}
	}
}

// TestMBRCases checks ties, an error rate, a lone candidate and the errors.
func TestMBRCases(t *testing.T) {
	wer, err := NewErrorRate("WER", WERConfig{})
	if err != nil {
		t.Fatal(err)
	}
	chrf, _ := NewCHRF(CHRFConfig{})
	// jiwer's WER x100 of the pairs: a b c / a x y 2/3, a b c / a b d 1/3, a x y / a b d 2/3.
	const third, twoThirds = 33.33333333333333, 66.66666666666666
	for _, c := range []struct {
		reason        string
		m             Metric
		lowerIsBetter bool
		hyps, refs    []string
		self          bool
		best          int
		utilities     []float64
	}{
		{"the lowest expected WER; a tie goes to the first", wer, true, []string{"a b c", "a x y", "a b d"}, nil, true,
			0, []float64{-(twoThirds + third) / 2, -(twoThirds + twoThirds) / 2, -(third + twoThirds) / 2}},
		{"identical candidates tie: the first is chosen", chrf, false, []string{"the cat", "the cat", "a dog"}, nil, true, 0, nil},
		{"a lone candidate, its own only pseudo-reference, gets 0", chrf, false, []string{"only one"}, nil, true, 0, []float64{0}},
		{"separate pseudo-references count every one", wer, true, []string{"a x y", "a b c"}, []string{"a b c", "a b d"}, false,
			1, []float64{-(twoThirds + twoThirds) / 2, -(0 + third) / 2}},
	} {
		refs := c.refs
		if c.self {
			refs = c.hyps
		}
		best, utilities, err := MBR(c.m, c.lowerIsBetter, c.hyps, refs, c.self)
		if err != nil || best != c.best || (c.utilities != nil && !slices.Equal(utilities, c.utilities)) {
			t.Errorf("%s: %d %v (%v), want %d %v", c.reason, best, utilities, err, c.best, c.utilities)
		}
	}
	if _, _, err := MBR(chrf, false, nil, []string{"x"}, false); !errors.Is(err, ErrEmpty) {
		t.Errorf("no candidates: %v, want ErrEmpty", err)
	}
	if _, _, err := MBR(chrf, false, []string{"x"}, nil, false); !errors.Is(err, ErrEmpty) {
		t.Errorf("no pseudo-references: %v, want ErrEmpty", err)
	}
}
