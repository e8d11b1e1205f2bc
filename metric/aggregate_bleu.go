package metric

import (
	"github.com/sacre-mt/sacre/internal/glibm"
	"github.com/sacre-mt/sacre/tokenizers"
)

// Aggregation names mbrs's aggregated BLEU, which BLEU's aggregated utility mirrors.
func (b *BLEU) Aggregation() string { return "mbrs MetricBLEU reference aggregation" }

// AggregatedUtilities is mbrs's MetricBLEU.expected_scores_reference_aggregation (DeNero et
// al. 2009) with uniform weights: the references' n-gram counts averaged, each count c of
// reference i weighted as exp(log(c) - log(N)) and summed in reference order, and their
// lengths likewise; each hypothesis's matches are min(count, expected count), summed in the
// order the hypothesis's n-grams first occur (Python's Counter order), and BLEU is computed
// from these expected statistics as SacreBLEU's compute_bleu computes it, with exp and log
// rounded as glibc's. mbrs stores each score in a float32 tensor; these are the float64
// scores it computes before that.
func (b *BLEU) AggregatedUtilities(hyps, refs []string) ([]float64, error) {
	refToks := preprocessAll(refs, b.preprocess)
	a, c, x := b.aggregate(refToks)
	hypToks := refToks
	if !sameLines(hyps, refs) {
		hypToks = preprocessAll(hyps, b.preprocess)
	}
	out := make([]float64, len(hyps))
	parallelWith(len(hyps), a.worker, func(w *bleuAggregateWorker, lo, hi int) {
		for i := lo; i < hi; i++ {
			w.atoms = c.tokenIDs(w.atoms[:0], hypToks[i], false)
			w.ids = x.number(w.ids, w.atoms, b.order, false)
			out[i] = w.score(len(w.atoms))
		}
	})
	return out, nil
}

// aggregate numbers the tokens (c) and n-grams (x) of the tokenized references and sums their
// weighted counts and lengths in reference order, as mbrs's _aggregate_references does.
func (b *BLEU) aggregate(refToks []string) (a *bleuAggregate, c *ngramCounter, x *gramNumbers) {
	c, x = newNgramCounter(b.order, tokenizers.SingleSpaced(b.tok)), newGramNumbers()
	c.ids.reset(1 << 12)
	lprob := -glibm.Log(float64(len(refToks)))
	weight := func(count uint32) float64 { return glibm.Exp(glibm.Log(float64(count)) + lprob) }
	a = &bleuAggregate{b: b}
	w := &bleuAggregateWorker{bleuAggregate: a}
	var atoms, ids []uint32
	for _, r := range refToks {
		atoms = c.tokenIDs(atoms[:0], r, true)
		ids = x.number(ids, atoms, b.order, true)
		a.expected = append(a.expected, make([]float64, x.n+1-len(a.expected))...)
		w.seen = append(w.seen, make([]uint32, x.n+1-len(w.seen))...)
		for n := 1; n <= b.order && n <= len(atoms); n++ {
			for _, id := range w.distinct(ids, len(atoms), n) {
				a.expected[id] += weight(w.seen[id])
				w.seen[id] = 0
			}
		}
		if len(atoms) > 0 { // 0.0 for an empty reference, as mbrs
			a.refLen += weight(uint32(len(atoms)))
		}
	}
	return a, c, x
}

// bleuAggregate holds the references' aggregate: each n-gram's expected count by number, and
// the expected reference length.
type bleuAggregate struct {
	b        *BLEU
	expected []float64
	refLen   float64
}

// bleuAggregateWorker scores hypotheses one at a time: seen holds counts by n-gram number
// (zeroed after use), touched the numbers in order of first occurrence.
type bleuAggregateWorker struct {
	*bleuAggregate
	atoms, ids, seen, touched []uint32
	correct, total, prec      []float64
}

func (a *bleuAggregate) worker() *bleuAggregateWorker {
	n := a.b.order
	return &bleuAggregateWorker{bleuAggregate: a, seen: make([]uint32, len(a.expected)),
		correct: make([]float64, n), total: make([]float64, n), prec: make([]float64, n)}
}

// distinct counts the known n-grams of order n of a sentence of L atoms into seen and returns
// their numbers in order of first occurrence.
func (w *bleuAggregateWorker) distinct(ids []uint32, L, n int) []uint32 {
	w.touched = w.touched[:0]
	for _, id := range ids[(n-1)*L : (n-1)*L+L-n+1] {
		if id == 0 {
			continue // in no reference
		}
		if w.seen[id] == 0 {
			w.touched = append(w.touched, id)
		}
		w.seen[id]++
	}
	return w.touched
}

// score is mbrs's expected score: its statistics, then SacreBLEU's compute_bleu.
func (w *bleuAggregateWorker) score(L int) float64 {
	for n := 1; n <= w.b.order; n++ {
		w.correct[n-1], w.total[n-1] = 0, float64(max(0, L-n+1))
		if n > L {
			continue
		}
		for _, id := range w.distinct(w.ids, L, n) {
			w.correct[n-1] += min(float64(w.seen[id]), w.expected[id])
			w.seen[id] = 0
		}
	}
	clear(w.prec)
	_, score := w.b.compute(w.correct, w.total, w.prec, float64(L), w.refLen, Float64)
	return score
}
