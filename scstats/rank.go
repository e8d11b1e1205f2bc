package scstats

import "github.com/sacre-mt/sacre/sclite"

// Formula is the per-speaker percentage sc_stats's sign and Wilcoxon tests compare (its -f).
type Formula byte

// The formulas, with sc_stats's letters.
const (
	WordError    Formula = 'E' // (S+D+I)/(C+S+D), the default
	WordCorrect  Formula = 'R' // C/(C+S+D)
	WordAccuracy Formula = 'W' // 100 - word error
)

// String is rank.c's formula_str: the formula's description in sc_stats's reports.
func (f Formula) String() string {
	switch f {
	case WordCorrect:
		return "Speaker Percent Correctly Recognized"
	case WordError:
		return "Speaker Word Error Rate (%)"
	}
	return "Speaker Word Accuracy Rate (%)"
}

// Rank is sc_stats's RANK structure as its tests use it (init_RANK_struct_from_SCORES): the
// systems (treatments), the speakers (blocks, named after the first system's) and each
// speaker's percentage for each system.
type Rank struct {
	Systems  []string
	Speakers []string
	Pcts     [][]float64 // [speaker][system]
	Formula  Formula
}

// NewRank builds the Rank of systems under formula f as init_RANK_struct_from_SCORES does:
// as many speakers as the system with the most, matched by position (not by name), and a
// speaker a system lacks counting 0%.
func NewRank(systems []*sclite.System, f Formula) *Rank {
	r := &Rank{Formula: f}
	nblk := 0
	for _, s := range systems {
		nblk = max(nblk, len(s.Speakers))
		r.Systems = append(r.Systems, s.Title)
	}
	r.Speakers = make([]string, nblk)
	r.Pcts = make([][]float64, nblk)
	for b := range r.Pcts {
		r.Pcts[b] = make([]float64, len(systems))
		if b < len(systems[0].Speakers) {
			r.Speakers[b] = systems[0].Speakers[b].ID
		}
	}
	for n, s := range systems {
		for g, spk := range s.Speakers {
			r.Pcts[g][n] = speakerPct(spk, f)
		}
	}
	return r
}

// speakerPct is the formula's percentage for one speaker's paths.
func speakerPct(spk *sclite.Speaker, f Formula) float64 {
	var c, s, d, i int
	for _, p := range spk.Paths {
		pc, ps, pd, pi := p.Counts()
		c, s, d, i = c+pc, s+ps, d+pd, i+pi
	}
	switch f {
	case WordCorrect:
		return pct(c, c+s+d)
	case WordError:
		return pct(i+s+d, c+d+s)
	}
	return 100.0000 - pct(i+s+d, c+d+s)
}

// order returns the two systems with the larger sum of percentages first, as the sign and
// Wilcoxon tests order them.
func (r *Rank) order(t1, t2 int) (int, int) {
	s1, s2 := 0.0, 0.0
	for b := range r.Pcts {
		s1 += r.Pcts[b][t1]
		s2 += r.Pcts[b][t2]
	}
	if s1 > s2 {
		return t1, t2
	}
	return t2, t1
}
