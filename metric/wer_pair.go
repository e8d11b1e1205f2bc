package metric

import (
	"fmt"
	"math"
)

// werPairIDs numbers the hypotheses' and references' tokens as Prepare and Stats number a
// segment's: the references' words into a vocabulary, the hypotheses' looked up in it (0,
// matching nothing, when absent); characters as their code points.
func werPairIDs(e *ErrorRate, hyps, refs []string) (h, r [][]int32) {
	var vocab *idTable[string]
	if !e.chars {
		vocab = &idTable[string]{}
		vocab.reset(1 << 12)
	}
	r = make([][]int32, len(refs))
	for j, s := range preprocessAll(refs, e.apply) {
		r[j] = e.refIDs(s, vocab)
	}
	norm := preprocessAll(hyps, e.apply)
	h = make([][]int32, len(hyps))
	parallel(len(hyps), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			h[i] = e.hypIDs(nil, norm[i], vocab)
		}
	})
	return h, r
}

// werPairs scores error rates of hypotheses against one reference at a time, each pair
// aligned as Stats aligns a segment with its one reference. An alignment past its limit is
// recorded in fails (the first of each reference) and scores NaN.
type werPairs struct {
	e          *ErrorRate
	hyps, refs [][]int32
	fails      []pairFail
	j          int
	seg        werSegment
	row        [werWidth]float64
}

func (p *werPairs) setRef(j int) { p.j = j }

func (p *werPairs) score(i int) float64 {
	p.seg.hyp = p.hyps[i]
	if _, err := p.seg.stats(p.row[:], p.refs[p.j:p.j+1]); err != nil {
		if p.fails[p.j].err == nil {
			where := fmt.Sprintf("hypothesis %d, reference %d", i+1, p.j+1)
			p.fails[p.j] = pairFail{i: i, err: p.e.alignError(where, err)}
		}
		return math.NaN()
	}
	return p.e.ScoreAs(p.row[:], Float64)
}
