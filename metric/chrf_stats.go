package metric

import (
	"unicode/utf8"
)

// chrfRefs are references preprocessed for chrF (lowercased if asked).
type chrfRefs struct {
	segs    [][]string
	numRefs int
}

func (r *chrfRefs) Len() int     { return len(r.segs) }
func (r *chrfRefs) NumRefs() int { return r.numRefs }

// Prepare preprocesses the references.
func (c *CHRF) Prepare(refs Refs) (Prepared, error) {
	out := &chrfRefs{segs: make([][]string, len(refs)), numRefs: refs.NumRefs()}
	parallel(len(refs), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			seg := make([]string, len(refs[i]))
			for k, r := range refs[i] {
				seg[k] = c.preprocess(r)
			}
			out.segs[i] = seg
		}
	})
	return out, nil
}

// Stats computes, per segment, the statistics against the reference with the best
// sentence-level F (the first one on ties), as SacreBLEU does.
func (c *CHRF) Stats(hyps []string, refs Prepared) (*Stats, error) {
	st, err := c.StatsMany([][]string{hyps}, refs)
	if err != nil {
		return nil, err
	}
	return st[0], nil
}

// StatsMany computes the statistics of several systems, counting each segment's reference
// n-grams once for all of them.
func (c *CHRF) StatsMany(systems [][]string, refs Prepared) ([]*Stats, error) {
	out, _, err := c.countMany(systems, refs, true)
	return out, err
}

// SumsMany is StatsMany's statistics summed, without a row per segment (see Summer).
func (c *CHRF) SumsMany(systems [][]string, refs Prepared) ([][]float64, error) {
	_, sums, err := c.countMany(systems, refs, false)
	return sums, err
}

// countMany counts the systems' segments, keeping their rows (chrF++'s 16 systems' take 9 MB)
// or only their sums.
func (c *CHRF) countMany(systems [][]string, refs Prepared, keep bool) ([]*Stats, [][]float64, error) {
	r, ok := refs.(*chrfRefs)
	if !ok {
		return nil, nil, errForeignRefs(c, refs)
	}
	for _, hyps := range systems {
		if err := checkLengths(len(hyps), r); err != nil {
			return nil, nil, err
		}
	}
	chars, words := c.layout(c.longest(systems, r))
	newCounter := func() *chrfCounter {
		k := newChrfCounter(c)
		k.co, k.wo = chars, words
		return k
	}
	out, sums := countRows(len(systems), r.Len(), 3*(chars+words), keep, newCounter, func(k *chrfCounter, rows *segmentRows, lo, hi int) {
		for i := lo; i < hi; i++ {
			k.setRefs(r.segs[i])
			k.rep.find(systems, i)
			for s, hyps := range systems {
				if t := k.rep.same[s]; t >= 0 {
					copy(rows.row(s, i), rows.written(t, i))
					continue
				}
				k.count(rows.row(s, i), c.preprocess(hyps[i]))
			}
			rows.add()
		}
	})
	return out, sums, nil
}

// longest is the most characters a preprocessed hypothesis or reference has, which bounds
// every n-gram order they have; it is only needed, and only counted, for orders above 64.
func (c *CHRF) longest(systems [][]string, r *chrfRefs) int {
	if c.cfg.CharOrder <= unboundedOrders && c.cfg.WordOrder <= unboundedOrders {
		return 0
	}
	most := 0
	for i, seg := range r.segs {
		for _, ref := range seg {
			most = max(most, utf8.RuneCountInString(ref))
		}
		for _, hyps := range systems {
			most = max(most, utf8.RuneCountInString(c.preprocess(hyps[i])))
		}
	}
	return most
}
