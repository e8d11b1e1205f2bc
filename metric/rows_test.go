package metric

import (
	"path/filepath"
	"slices"
	"testing"
)

// TestSumsMany: the sums SumsMany counts without a row per segment are exactly the sums of
// StatsMany's rows in segment order (Stats.Sum), for BLEU and chrF in several configurations
// on WMT17's systems (their first 600 segments) (one of them given twice, so that its rows are copied), against one
// reference and against two; SumsAll adds a metric's rows when it has no SumsMany (TER).
func TestSumsMany(t *testing.T) {
	names, _ := filepath.Glob("../testdata/wmt17-en-de/*.txt")
	var systems [][]string
	for _, n := range names {
		if filepath.Base(n) != "ref.txt" && len(systems) < 6 {
			systems = append(systems, readLines(t, filepath.Base(n)))
		}
	}
	systems = append(systems, systems[1])
	ref := readLines(t, "ref.txt")[:600] // TER's cost bounds the segments
	for s := range systems {
		systems[s] = systems[s][:600]
	}
	one, _ := FromStreams(ref)
	two, _ := FromStreams(ref, systems[0])
	bleu := func(c BLEUConfig) Metric { m, _ := NewBLEU(c); return m }
	chrf := func(c CHRFConfig) Metric { m, _ := NewCHRF(c); return m }
	ter, _ := NewTER(TERConfig{})
	for mi, m := range []Metric{
		bleu(BLEUConfig{}), bleu(BLEUConfig{Tokenize: "intl", Lowercase: true}), bleu(BLEUConfig{Tokenize: "char"}),
		bleu(BLEUConfig{Tokenize: "none", MaxNgramOrder: 2}),
		chrf(CHRFConfig{CharOrder: 6, Beta: 2}), chrf(CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2}),
		chrf(CHRFConfig{CharOrder: 6, Beta: 2, Whitespace: true, Lowercase: true}), ter,
	} {
		for k, refs := range []Refs{one, two} {
			p, err := m.Prepare(refs)
			if err != nil {
				t.Fatal(err)
			}
			all, err := StatsAll(m, systems, p)
			if err != nil {
				t.Fatal(err)
			}
			sums, err := SumsAll(m, systems, p)
			if err != nil {
				t.Fatal(err)
			}
			for s, st := range all {
				if want := st.Sum(); !slices.Equal(sums[s], want) {
					t.Errorf("%s %d, %d references, system %d: sums %v, want %v", m.Name(), mi, k+1, s, sums[s], want)
				}
			}
		}
	}
}
