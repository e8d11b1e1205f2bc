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

// PairScorers numbers the sentences' tokens once; each pair is aligned as Stats aligns a
// segment with its one reference, and one past the alignment's limit is an error naming it.
func (e *ErrorRate) PairScorers(hyps, refs []string) func() PairScorer {
	h, r := werPairIDs(e, hyps, refs)
	return func() PairScorer { return &werPairs{e: e, hyps: h, refs: r} }
}

type werPairs struct {
	e          *ErrorRate
	hyps, refs [][]int32
	j          int
	seg        werSegment
	row        [werWidth]float64
}

func (p *werPairs) SetRef(j int) { p.j = j }

func (p *werPairs) Score(i int) (float64, error) {
	p.seg.hyp = p.hyps[i]
	if _, err := p.seg.stats(p.row[:], p.refs[p.j:p.j+1]); err != nil {
		return math.NaN(), p.e.alignErrorAt(&segmentError{where: fmt.Sprintf("hypothesis %d, reference %d", i+1, p.j+1)}, err)
	}
	return p.e.ScoreAs(p.row[:], Float64), nil
}
