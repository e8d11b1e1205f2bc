package sclite

// The fast path of align for the common case: both sides are chains (no alternation) of words
// without fragments, costs are wwd's (no -T). Each arc then has one predecessor, the one before
// it, so a cell's three candidates are its left, upper and diagonal neighbours, and a pair's cost
// depends only on whether the two words compare equal: the words are numbered by their compared
// text once per utterance, and the cells compare numbers. The arithmetic (float32 sums in the
// same order) and the tie-breaking (substitution, then deletion, then insertion) are cell's, so
// the matrix and its back pointers are the same cell for cell (TestChainAsNetwork).

// chainCosts are one side's per-word numbers and costs, arc 0 first.
type chainCosts struct {
	id    []int32   // the word's number by its compared text; 0 for arc 0
	null  []bool    // the word is sclite's "@"
	alone []float32 // the cost of inserting or deleting it: wwd(w, nil)
}

// isPlainChain reports whether s is a chain with no fragment: the fast path applies.
func (s *side) isPlainChain() bool {
	if len(s.ends) != 1 || int(s.ends[0]) != len(s.words)-1 {
		return false
	}
	for i := 1; i < len(s.words); i++ {
		if p := s.preds(i); len(p) != 1 || int(p[0]) != i-1 || s.words[i].frag {
			return false
		}
	}
	return true
}

// number fills c for s's words, numbering their compared texts in ids.
func (c *chainCosts) number(s *side, ids map[string]int32) {
	n := len(s.words)
	c.id, c.null, c.alone = grown(c.id, n), grown(c.null, n), grown(c.alone, n)
	for i := 1; i < n; i++ {
		w := s.words[i]
		t := w.cmpText()
		id, ok := ids[t]
		if !ok {
			id = int32(len(ids) + 1)
			ids[t] = id
		}
		c.id[i], c.null[i], c.alone[i] = id, w.isNull(), wwd(w, nil)
	}
}

func grown[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// fillChain is the loop of align over every inner cell, for two plain chains.
func (al *aligner) fillChain(ref, hyp *side) {
	if al.ids == nil {
		al.ids = map[string]int32{}
	}
	clear(al.ids)
	al.rc.number(ref, al.ids)
	al.hc.number(hyp, al.ids)
	na, nb := len(ref.words), len(hyp.words)
	cost, backA, backB := al.cost, al.backA, al.backB
	for a := 1; a < na; a++ {
		rid, rnull, del := al.rc.id[a], al.rc.null[a], al.rc.alone[a]
		row, up := a*nb, (a-1)*nb
		for b := 1; b < nb; b++ {
			var pairCost float32 = costSub
			if al.hc.id[b] == rid {
				pairCost = 0
				if rnull && al.hc.null[b] {
					pairCost = costNulls
				}
			}
			subD := cost[up+b-1] + pairCost
			delD := cost[up+b] + del
			insD := cost[row+b-1] + al.hc.alone[b]
			i := row + b
			switch {
			case subD <= delD && subD <= insD:
				cost[i], backA[i], backB[i] = subD, int32(a-1), int32(b-1)
			case delD < insD:
				cost[i], backA[i], backB[i] = delD, int32(a-1), int32(b)
			default:
				cost[i], backA[i], backB[i] = insD, int32(a), int32(b-1)
			}
		}
	}
}
