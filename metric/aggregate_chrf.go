package metric

import (
	"fmt"
	"slices"
	"unicode"
)

// Aggregation names fastChrF's aggregate_chrf, which chrF's aggregated utility mirrors.
func (c *CHRF) Aggregation() string { return "fastChrF aggregate_chrf" }

// AggregatedUtilities is fastChrF's aggregate_chrf (fastchrf 0.1.0, src/lib.rs): each
// hypothesis's chrF against the character n-gram counts of all references summed, its own
// counts multiplied by the number of references, computed as fastChrF computes it:
//   - counts are uint32, wrapping on overflow as Rust's release builds do;
//   - every division and product is float32, in fastChrF's order, and the score a float32
//     (returned widened, as Python gets it from fastChrF);
//   - whitespace is removed as Rust's split_whitespace removes it (Unicode White_Space, which
//     unlike Python's str.split keeps U+001C..U+001F), unless the configuration keeps it;
//   - an order without reference n-grams counts as nothing matched, an undefined F (0/0) as
//     epsilon 1e-16 in the epsilon-smoothed average (Rust's f32::max with NaN).
//
// fastChrF has no word n-grams (chrF++): a word order is refused. Lowercasing and sacre's
// normalizations are applied to the lines first, as chrF applies them.
func (c *CHRF) AggregatedUtilities(hyps, refs []string) ([]float64, error) {
	if c.cfg.WordOrder > 0 {
		return nil, fmt.Errorf("%w: fastChrF's aggregate_chrf has no word n-grams (give chrF without a word order)", ErrConfig)
	}
	if c.cfg.CharOrder > 1<<16 {
		return nil, fmt.Errorf("%w: character order %d: aggregated chrF goes up to order %d", ErrConfig, c.cfg.CharOrder, 1<<16)
	}
	self := sameLines(hyps, refs)
	k, x, refAtoms, refIDs := c.aggregate(refs, self)
	hypAtoms := refAtoms
	if !self {
		hypAtoms = c.aggregateAtoms(hyps)
	}
	out := make([]float64, len(hyps))
	parallelWith(len(hyps), k.worker, func(w *chrfAggregateWorker, lo, hi int) {
		for i := lo; i < hi; i++ {
			if self {
				w.ids = refIDs[i]
			} else {
				w.ids = x.number(w.ids, hypAtoms[i], k.order, false)
			}
			out[i] = float64(w.score(len(hypAtoms[i])))
		}
	})
	return out, nil
}

// aggregate counts every character n-gram of refs, numbering them in x; with keep, it also
// returns each reference's n-gram numbers (the hypotheses' own, when they are the references).
func (c *CHRF) aggregate(refs []string, keep bool) (k *chrfAggregate, x *gramNumbers, atoms, kept [][]uint32) {
	order := c.cfg.CharOrder
	k = &chrfAggregate{order: order, numRefs: uint32(len(refs)), refTotal: make([]uint32, order),
		factor: float32(c.cfg.Beta) * float32(c.cfg.Beta), eps: c.cfg.EpsSmoothing}
	x, atoms = newGramNumbers(), c.aggregateAtoms(refs)
	var ids []uint32
	for _, a := range atoms {
		ids = x.number(ids, a, order, true)
		k.counts = append(k.counts, make([]uint32, x.n+1-len(k.counts))...)
		for n := 1; n <= order && n <= len(a); n++ {
			k.refTotal[n-1] += uint32(len(a) - n + 1)
			for _, id := range ids[(n-1)*len(a) : (n-1)*len(a)+len(a)-n+1] {
				k.counts[id]++ // uint32, wrapping as fastChrF's sums
			}
		}
		if keep {
			kept = append(kept, slices.Clone(ids))
		}
	}
	return k, x, atoms, kept
}

// aggregateAtoms is each line's characters, preprocessed, without whitespace unless kept.
func (c *CHRF) aggregateAtoms(lines []string) [][]uint32 {
	out := make([][]uint32, len(lines))
	parallel(len(lines), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			for _, r := range c.preprocess(lines[i]) {
				if c.cfg.Whitespace || !unicode.IsSpace(r) { // Go's IsSpace is Rust's is_whitespace
					out[i] = append(out[i], uint32(r))
				}
			}
		}
	})
	return out
}

// chrfAggregate holds the references' aggregate: every n-gram's count summed over them, and
// the sum of each order's counts.
type chrfAggregate struct {
	order    int
	numRefs  uint32
	counts   []uint32
	refTotal []uint32
	factor   float32
	eps      bool
}

// chrfAggregateWorker scores hypotheses one at a time: ids are the hypothesis's n-gram
// numbers, seen its counts by number (zeroed after use), touched the numbers counted.
type chrfAggregateWorker struct {
	*chrfAggregate
	ids, seen, touched []uint32
	stats              [][3]uint32
}

func (k *chrfAggregate) worker() *chrfAggregateWorker {
	return &chrfAggregateWorker{chrfAggregate: k, seen: make([]uint32, len(k.counts)), stats: make([][3]uint32, k.order)}
}

// score is the hypothesis's aggregated chrF: per order fastChrF's get_match_statistics of the
// hypothesis's counts times the number of references against the summed counts.
func (w *chrfAggregateWorker) score(L int) float32 {
	for n := 1; n <= w.order; n++ {
		w.stats[n-1] = [3]uint32{}
		if w.refTotal[n-1] == 0 {
			continue // fastChrF returns (0, 0, 0)
		}
		var hypTotal, match uint32
		if n <= L {
			hypTotal = uint32(L-n+1) * w.numRefs // the sum of each count times numRefs, wrapping
			match = w.matches(w.ids[(n-1)*L : (n-1)*L+L-n+1])
		}
		w.stats[n-1] = [3]uint32{hypTotal, w.refTotal[n-1], match}
	}
	return fastChrF(w.stats, w.factor, w.eps)
}

// matches is the sum over the hypothesis's distinct n-grams of min(count x numRefs, the
// references' summed count), wrapping as fastChrF's uint32 arithmetic does.
func (w *chrfAggregateWorker) matches(ids []uint32) uint32 {
	w.touched = w.touched[:0]
	for _, id := range ids {
		if id == 0 {
			continue // not in any reference
		}
		if w.seen[id] == 0 {
			w.touched = append(w.touched, id)
		}
		w.seen[id]++
	}
	var m uint32
	for _, id := range w.touched {
		m += min(w.seen[id]*w.numRefs, w.counts[id])
		w.seen[id] = 0
	}
	return m
}

// fastChrF is fastChrF's chrF of per-order (hypothesis, reference, matched) counts, in
// float32 and fastChrF's order of operations. Products are converted explicitly so that no
// compiler fuses them into a multiply-add (Rust does not).
func fastChrF(stats [][3]uint32, factor float32, epsSmoothing bool) float32 {
	const eps = float32(1e-16)
	var score, avgPrec, avgRec float32
	eff := 0
	for _, s := range stats {
		prec := float32(s[2]) / float32(s[0])
		rec := float32(s[2]) / float32(s[1])
		denom := float32(factor*prec) + rec
		f := float32(float32((1+factor)*prec)*rec) / denom
		if !(f >= eps) { // f32::max(f, eps): eps for NaN
			f = eps
		}
		score += f
		if s[0] > 0 && s[1] > 0 {
			avgPrec += prec
			avgRec += rec
			eff++
		}
	}
	if epsSmoothing {
		return float32(100*score) / float32(len(stats))
	}
	if eff > 0 {
		avgPrec /= float32(eff)
		avgRec /= float32(eff)
	}
	if !(avgPrec+avgRec > 0) {
		return 0
	}
	score = float32(float32((1+factor)*avgPrec) * avgRec)
	score /= float32(factor*avgPrec) + avgRec
	return 100 * score
}
