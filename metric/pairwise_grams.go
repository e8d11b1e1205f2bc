package metric

import (
	"slices"

	"github.com/sacre-mt/sacre/tokenizers"
)

// For pairwise scores, each sentence's n-grams are numbered once, across all sentences: an
// n-gram's number is given to its (n-1)-gram prefix's number and its last token, so equal
// n-grams of any two sentences have equal numbers. Each sentence keeps its n-grams as a trie;
// a pair's matches are a walk down both tries, merging sorted lists without hashing, and
// descending only into shared n-grams (a longer n-gram can only match if its prefix does).

// gramIndex numbers n-grams of orders 2 and more from their prefix and last atom.
type gramIndex struct {
	orders []map[uint64]uint32 // orders[n-2] for order n
}

func newGramIndex(maxOrder int) *gramIndex {
	x := &gramIndex{}
	for n := 2; n <= maxOrder; n++ {
		x.orders = append(x.orders, map[uint64]uint32{})
	}
	return x
}

// gramTrie is a sentence's n-grams of orders 1..N as a trie: order n's distinct n-grams,
// grouped by their (n-1)-gram prefix (the prefix's index in order n-1), each group ascending by
// number, with counts. child[n-1] holds where the children of order n's n-grams start in order
// n+1 (offsets, one more than the n-grams).
type gramTrie struct {
	ids    [][]uint32
	counts [][]uint32
	child  [][]uint32
}

// trie numbers a sentence's n-grams of orders 1..maxOrder from its atoms (token or character
// numbers) and returns their trie.
func (x *gramIndex) trie(atoms []uint32, maxOrder int) gramTrie {
	t := gramTrie{ids: make([][]uint32, maxOrder), counts: make([][]uint32, maxOrder), child: make([][]uint32, maxOrder)}
	// occs are the n-grams at each position: their prefix's index, their number, the position.
	type occ struct{ parent, id, pos uint32 }
	occs := make([]occ, len(atoms))
	for i, a := range atoms {
		occs[i] = occ{0, a, uint32(i)}
	}
	cur := slices.Clone(atoms) // the number of the n-gram starting at each position
	index := make([]uint32, len(atoms))
	var parents []uint32
	for n := 1; n <= maxOrder && len(occs) > 0; n++ {
		slices.SortFunc(occs, func(a, b occ) int {
			if a.parent != b.parent {
				return cmpU32(a.parent, b.parent)
			}
			return cmpU32(a.id, b.id)
		})
		parents = parents[:0]
		for k, o := range occs {
			if k > 0 && o.parent == occs[k-1].parent && o.id == occs[k-1].id {
				t.counts[n-1][len(t.counts[n-1])-1]++
			} else {
				t.ids[n-1] = append(t.ids[n-1], o.id)
				t.counts[n-1] = append(t.counts[n-1], 1)
				parents = append(parents, o.parent)
			}
			index[o.pos] = uint32(len(t.ids[n-1]) - 1)
		}
		if n > 1 {
			t.child[n-2] = offsets(parents, len(t.ids[n-2]))
		}
		if n == maxOrder {
			break
		}
		// The (n+1)-grams: each position's n-gram and the atom after it.
		m := x.orders[n-1]
		next := occs[:0]
		for i := 0; i+n < len(atoms); i++ {
			key := uint64(cur[i])<<32 | uint64(atoms[i+n])
			id, ok := m[key]
			if !ok {
				id = uint32(len(m) + 1)
				m[key] = id
			}
			cur[i] = id
			next = append(next, occ{index[i], id, uint32(i)})
		}
		cur = cur[:max(0, len(cur)-1)]
		occs = next
	}
	for n := 1; n < maxOrder; n++ {
		if t.child[n-1] == nil {
			t.child[n-1] = make([]uint32, len(t.ids[n-1])+1) // no children
		}
	}
	return t
}

func cmpU32(a, b uint32) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// offsets turns the parent index of each child (ascending) into where each parent's children
// start, for parents 0..n-1, and where the last ones end.
func offsets(parents []uint32, n int) []uint32 {
	offs := make([]uint32, n+1)
	for _, p := range parents {
		offs[p+1]++
	}
	for k := 1; k <= n; k++ {
		offs[k] += offs[k-1]
	}
	return offs
}

// walk adds to m the matches of orders n and up between h's n-grams [ha, hb) of order n and
// r's [ra, rb): a shared n-gram adds the smaller count, and its children are compared in turn.
func walk(h, r *gramTrie, n int, ha, hb, ra, rb uint32, m []int) {
	hi, ri, hc, rc := h.ids[n-1], r.ids[n-1], h.counts[n-1], r.counts[n-1]
	deeper := n < len(m)
	for ha < hb && ra < rb {
		switch x, y := hi[ha], ri[ra]; {
		case x < y:
			ha++
		case x > y:
			ra++
		default:
			m[n-1] += int(min(hc[ha], rc[ra]))
			if deeper {
				hch, rch := h.child[n-1], r.child[n-1]
				walk(h, r, n+1, hch[ha], hch[ha+1], rch[ra], rch[ra+1], m)
			}
			ha++
			ra++
		}
	}
}

// trieMatches fills m (one per order) with the matches of two sentences' tries.
func trieMatches(h, r *gramTrie, m []int) {
	clear(m)
	if len(m) > 0 {
		walk(h, r, 1, 0, uint32(len(h.ids[0])), 0, uint32(len(r.ids[0])), m)
	}
}

// gramSentence is a sentence prepared for pairwise scores: its length in atoms and its trie.
type gramSentence struct {
	n    int
	trie gramTrie
}

// bleuGramPairs scores BLEU pairs by walking n-gram tries.
type bleuGramPairs struct {
	b          *BLEU
	hyps, refs []gramSentence
	ref        *gramSentence
	row        []float64
	m          []int
}

// newBLEUGrams prepares the tokenized sentences of both sides for BLEU, numbering tokens and
// n-grams across all of them.
func newBLEUGrams(b *BLEU, hyps, refs []string) (h, r []gramSentence) {
	c := newNgramCounter(b.order, tokenizers.SingleSpaced(b.tok))
	c.ids.reset(1 << 12)
	x := newGramIndex(b.order)
	prep := func(lines []string) []gramSentence {
		out := make([]gramSentence, len(lines))
		var atoms []uint32
		for i, l := range lines {
			atoms = c.tokenIDs(atoms[:0], l, true)
			out[i] = gramSentence{n: len(atoms), trie: x.trie(atoms, b.order)}
		}
		return out
	}
	return prep(hyps), prep(refs)
}

func (p *bleuGramPairs) setRef(j int) {
	p.ref = &p.refs[j]
	if p.row == nil {
		p.row = make([]float64, p.b.width())
		p.m = make([]int, p.b.order)
	}
}

func (p *bleuGramPairs) score(i int) float64 {
	h, r, order := &p.hyps[i], p.ref, p.b.order
	p.row[0], p.row[1] = float64(h.n), float64(r.n)
	trieMatches(&h.trie, &r.trie, p.m)
	for n := 1; n <= order; n++ {
		p.row[1+n] = float64(p.m[n-1])
		p.row[1+order+n] = float64(max(0, h.n-n+1))
	}
	return p.b.ScoreAs(p.row, Float64)
}

// chrfGramPairs scores chrF pairs by walking character and word n-gram tries.
type chrfGramPairs struct {
	c                  *CHRF
	co, wo             int
	hypChars, refChars []gramSentence
	hypWords, refWords []gramSentence
	j                  int
	row                []float64
	mc, mw             []int
}

// newCHRFGrams prepares the preprocessed sentences of both sides for chrF: characters (without
// whitespace unless kept) and words (for chrF++), numbered across all of them.
func newCHRFGrams(c *CHRF, co, wo int, hyps, refs []string) *chrfGramPairs {
	k := newChrfCounter(c)
	k.chars.reset()
	k.words.reset(1 << 12)
	xc, xw := newGramIndex(co), newGramIndex(wo)
	p := &chrfGramPairs{c: c, co: co, wo: wo}
	prep := func(lines []string) (chars, words []gramSentence) {
		chars, words = make([]gramSentence, len(lines)), make([]gramSentence, len(lines))
		var atoms []uint32
		for i, l := range lines {
			atoms = k.charIDs(atoms[:0], l, true)
			chars[i] = gramSentence{n: len(atoms), trie: xc.trie(atoms, co)}
			atoms = k.wordIDs(atoms[:0], l, true)
			words[i] = gramSentence{n: len(atoms), trie: xw.trie(atoms, wo)}
		}
		return chars, words
	}
	p.hypChars, p.hypWords = prep(hyps)
	p.refChars, p.refWords = prep(refs)
	return p
}

func (p *chrfGramPairs) clone() *chrfGramPairs {
	q := *p
	q.row = make([]float64, 3*(p.co+p.wo))
	q.mc, q.mw = make([]int, p.co), make([]int, p.wo)
	return &q
}

func (p *chrfGramPairs) setRef(j int) { p.j = j }

func (p *chrfGramPairs) score(i int) float64 {
	fill(p.row, &p.hypChars[i], &p.refChars[p.j], p.mc, 0)
	fill(p.row, &p.hypWords[i], &p.refWords[p.j], p.mw, p.co)
	return p.c.ScoreAs(p.row, Float64)
}

// fill writes chrF's triples of orders 1..len(m): hypothesis and reference n-gram counts (the
// hypothesis's 0 when the reference has none, SacreBLEU's quirk) and matches.
func fill(row []float64, h, r *gramSentence, m []int, base int) {
	trieMatches(&h.trie, &r.trie, m)
	for n := 1; n <= len(m); n++ {
		hc, rc := max(0, h.n-n+1), max(0, r.n-n+1)
		if rc == 0 {
			hc = 0
		}
		s := row[3*(base+n-1):]
		s[0], s[1], s[2] = float64(hc), float64(rc), float64(m[n-1])
	}
}
