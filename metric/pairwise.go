package metric

import (
	"fmt"
	"math"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/tokenizers"
)

// Pairwise scores every hypothesis against every reference, each pair as a sentence with one
// reference: the score of SacreBLEU's sentence_score(hyps[i], [refs[j]]) with m's
// configuration (give BLEU EffectiveOrder, as sentence_bleu and -sl do), or for an error rate
// (WER, CER, ...) the score of the pair alone, x100 as sacre prints it. A Pairwiser
// preprocesses each sentence once and counts each reference's n-grams once per block of rows;
// another metric scores each pair through Prepare and Stats. row receives the hypotheses in
// order, with their scores in reference order; the slice is reused after row returns. Memory
// is the rows of one block, not the whole matrix. A pair that cannot be scored (an error rate's
// ErrTooLong) ends the scoring after the rows before its own.
func Pairwise(m Metric, hyps, refs []string, row func(i int, scores []float64) error) error {
	if len(refs) == 0 {
		return fmt.Errorf("%w: no references to score against", ErrEmpty)
	}
	newScorer := statsPairScorers(m, hyps, refs)
	if p, ok := m.(Pairwiser); ok {
		newScorer = p.PairScorers(hyps, refs)
	}
	fails := make([]pairFail, len(refs))
	// Blocks of rows small enough to hold: at most 8M scores (64 MB) at a time.
	block := max(1, min(256, (8<<20)/len(refs)))
	out := make([][]float64, block)
	for i := range out {
		out[i] = make([]float64, len(refs))
	}
	for lo := 0; lo < len(hyps); lo += block {
		hi := min(lo+block, len(hyps))
		parallel(len(refs), func(jlo, jhi int) {
			s := newScorer()
			for j := jlo; j < jhi; j++ {
				s.SetRef(j)
				for i := lo; i < hi; i++ {
					var err error
					if out[i-lo][j], err = s.Score(i); err != nil && fails[j].err == nil {
						fails[j] = pairFail{i: i, err: err}
					}
				}
			}
		})
		// The rows before the first that failed are given, as if scored one at a time.
		stop, err := firstFail(fails, hi)
		for i := lo; i < stop; i++ {
			if err := row(i, out[i-lo]); err != nil {
				return err
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// A Pairwiser is a metric that scores every hypothesis against every reference faster than one
// pair at a time: Pairwise uses it.
type Pairwiser interface {
	Metric
	// PairScorers preprocesses hyps and refs once and returns a maker of PairScorers, one for
	// each goroutine.
	PairScorers(hyps, refs []string) func() PairScorer
}

// A PairScorer scores hypotheses against one reference at a time. It is not safe for
// concurrent use.
type PairScorer interface {
	// SetRef selects reference j.
	SetRef(j int)
	// Score is hypothesis i's score against the reference, or why it has none.
	Score(i int) (float64, error)
}

// PairScorers counts BLEU's n-grams once per sentence (numbered across all of them when the
// order allows).
func (m *BLEU) PairScorers(hyps, refs []string) func() PairScorer {
	h, r := preprocessAll(hyps, m.preprocess), preprocessAll(refs, m.preprocess)
	if m.order > 16 {
		return func() PairScorer { return never{&bleuPairs{b: m, hyps: h, refs: r}} }
	}
	gh, gr := newBLEUGrams(m, h, r)
	return func() PairScorer { return never{&bleuGramPairs{b: m, hyps: gh, refs: gr}} }
}

// PairScorers counts chrF's n-grams once per sentence (numbered across all of them when the
// orders allow).
func (m *CHRF) PairScorers(hyps, refs []string) func() PairScorer {
	h, r := preprocessAll(hyps, m.preprocess), preprocessAll(refs, m.preprocess)
	chars, words := m.layout(longestOf(h, r, m))
	if chars+words > 32 {
		return func() PairScorer { return never{&chrfPairs{c: m, hyps: h, refs: r, chars: chars, words: words}} }
	}
	g := newCHRFGrams(m, chars, words, h, r)
	return func() PairScorer { return never{g.clone()} }
}

// PairScorers splits every sentence into TER's words once.
func (m *TER) PairScorers(hyps, refs []string) func() PairScorer {
	h, r := terPairWords(m, hyps, refs)
	return func() PairScorer { return never{&terPairs{t: m, hyps: h, refs: r}} }
}

// never makes a scorer that cannot fail a PairScorer.
type never struct{ pairScorer }

func (n never) SetRef(j int)                 { n.setRef(j) }
func (n never) Score(i int) (float64, error) { return n.score(i), nil }

// statsPairScorers scores each pair through m's Prepare and Stats, each reference prepared
// once per scorer: the way of a metric that is no Pairwiser.
func statsPairScorers(m Metric, hyps, refs []string) func() PairScorer {
	return func() PairScorer { return &statsPairs{m: m, hyps: hyps, refs: refs} }
}

type statsPairs struct {
	m          Metric
	hyps, refs []string
	ref        Prepared
	err        error
}

func (p *statsPairs) SetRef(j int) { p.ref, p.err = p.m.Prepare(Refs{{p.refs[j]}}) }

func (p *statsPairs) Score(i int) (float64, error) {
	if p.err != nil {
		return math.NaN(), p.err
	}
	st, err := p.m.Stats(p.hyps[i:i+1], p.ref)
	if err != nil {
		return math.NaN(), err
	}
	return p.m.Compute(append([]float64(nil), st.Row(0)...)).Score, nil
}

// terPairWords are the hypotheses' words and the references' as TER compares them.
func terPairWords(m *TER, hyps, refs []string) (h, r [][]string) {
	h, r = make([][]string, len(hyps)), make([][]string, len(refs))
	parallel(len(hyps), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			h[i] = normalize.Fields(m.preprocess(hyps[i]))
		}
	})
	parallel(len(refs), func(lo, hi int) {
		for j := lo; j < hi; j++ {
			r[j] = m.refWords(refs[j])
		}
	})
	return h, r
}

// A pairFail is the first hypothesis a scorer could not score against one reference, and why.
type pairFail struct {
	i   int
	err error
}

// firstFail is the first row, before hi, with a pair that failed and the first such pair's
// error (in reference order), or hi and nil. It clears fails for the next block.
func firstFail(fails []pairFail, hi int) (int, error) {
	stop, err := hi, error(nil)
	for j, f := range fails {
		if f.err != nil && f.i < stop {
			stop, err = f.i, f.err
		}
		fails[j] = pairFail{}
	}
	return stop, err
}

// pairScorer is the PairScorer of the metrics whose pairs cannot fail.
type pairScorer interface {
	setRef(j int)
	score(i int) float64
}

func preprocessAll(lines []string, pre func(string) string) []string {
	out := make([]string, len(lines))
	parallel(len(lines), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			out[i] = pre(lines[i])
		}
	})
	return out
}

// longestOf bounds chrF's orders for orders above 64 (see CHRF.longest).
func longestOf(hyps, refs []string, c *CHRF) int {
	if c.cfg.CharOrder <= unboundedOrders && c.cfg.WordOrder <= unboundedOrders {
		return 0
	}
	most := 0
	for _, lines := range [][]string{hyps, refs} {
		for _, l := range lines {
			most = max(most, utf8.RuneCountInString(l))
		}
	}
	return most
}

type bleuPairs struct {
	b          *BLEU
	hyps, refs []string
	c          *ngramCounter
	row        []float64
}

func (p *bleuPairs) setRef(j int) {
	if p.c == nil {
		p.c = newNgramCounter(p.b.order, tokenizers.SingleSpaced(p.b.tok))
		p.row = make([]float64, p.b.width())
	}
	p.c.setRefs(p.refs[j : j+1])
}

func (p *bleuPairs) score(i int) float64 {
	clear(p.row)
	p.c.count(p.row, p.hyps[i])
	return p.b.ScoreAs(p.row, Float64)
}

type chrfPairs struct {
	c            *CHRF
	hyps, refs   []string
	chars, words int
	k            *chrfCounter
	row          []float64
}

func (p *chrfPairs) setRef(j int) {
	if p.k == nil {
		p.k = newChrfCounter(p.c)
		p.k.co, p.k.wo = p.chars, p.words
		p.row = make([]float64, 3*(p.chars+p.words))
	}
	p.k.setRefs(p.refs[j : j+1])
}

func (p *chrfPairs) score(i int) float64 {
	clear(p.row)
	p.k.count(p.row, p.hyps[i])
	return p.c.ScoreAs(p.row, Float64)
}

type terPairs struct {
	t          *TER
	hyps, refs [][]string
	seg        terSegment
	ref        [][]string
	row        [2]float64
}

func (p *terPairs) setRef(j int) { p.ref = p.refs[j : j+1] }

func (p *terPairs) score(i int) float64 {
	p.seg.stats(p.row[:], p.hyps[i], p.ref)
	return p.t.ScoreAs(p.row[:], Float64)
}

// ExpectedUtilities is, for minimum Bayes risk decoding, each hypothesis's mean sentence score
// against the references: summed in reference order, divided by their number. With self, the
// hypotheses are their own references and each leaves itself out (a lone hypothesis gets 0).
func ExpectedUtilities(m Metric, hyps, refs []string, self bool) ([]float64, error) {
	return expectedUtilities(m, hyps, refs, self, nil)
}

// expectedUtilities is ExpectedUtilities, handing each row of pairwise scores to rows (if not
// nil) once its mean is taken.
func expectedUtilities(m Metric, hyps, refs []string, self bool, rows func(int, []float64) error) ([]float64, error) {
	out := make([]float64, len(hyps))
	err := Pairwise(m, hyps, refs, func(i int, row []float64) error {
		sum, n := 0.0, 0
		for j, x := range row {
			if self && i == j {
				continue
			}
			sum += x
			n++
		}
		if n > 0 {
			out[i] = sum / float64(n)
		}
		if rows != nil {
			return rows(i, row)
		}
		return nil
	})
	return out, err
}
