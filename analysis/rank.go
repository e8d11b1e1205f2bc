package analysis

import (
	"cmp"
	"slices"
	"strings"
)

// candidate is an n-gram ranked by salience s, matched a times by one system and b times by
// the other.
type candidate struct {
	id   int32
	a, b int32
	s    float64
}

// before reports whether x ranks before y: compare-mt's order, salience from high to low,
// made total. Within equal salience (which puts both on the same side of 1/2) more matches
// come first at the high end and last at the low end, so each end of the ranking starts
// with the best-attested n-grams; then the words decide, in the same way.
func (c *Comparison) before(x, y *candidate) bool {
	if x.s != y.s {
		return x.s > y.s
	}
	if sx, sy := cmp.Compare(x.a, x.b), cmp.Compare(y.a, y.b); sx != sy {
		return sx > sy // unreachable with counts below 2^31, but keeps the order total
	}
	tx, ty := x.a+x.b, y.a+y.b
	if x.a < x.b { // the low end, read backwards
		tx, ty = ty, tx
		x, y = y, x
	}
	if tx != ty {
		return tx > ty
	}
	return c.compareWords(x.id, y.id) < 0
}

// compareWords compares the words of n-grams x and y, as Python compares tuples of strings.
func (c *Comparison) compareWords(x, y int32) int {
	var bx, by [maxOrder]int32
	wx, wy := c.grams.wordIDs(x, bx[:0]), c.grams.wordIDs(y, by[:0])
	return slices.CompareFunc(wx, wy, func(i, j int32) int { return strings.Compare(c.words[i], c.words[j]) })
}

// selection keeps the k candidates that come first in c.before's order, or last when
// reverse is set, in a heap whose root is the kept candidate that comes last.
type selection struct {
	c       *Comparison
	k       int
	reverse bool
	heap    []candidate
}

// first reports whether x comes before y in the selection's order.
func (s *selection) first(x, y *candidate) bool {
	if s.reverse {
		return s.c.before(y, x)
	}
	return s.c.before(x, y)
}

// offer keeps x while fewer than k candidates are kept, or in place of the last one kept
// if x comes before it.
func (s *selection) offer(x candidate) {
	h := s.heap
	if len(h) < s.k {
		h = append(h, x)
		for i := len(h) - 1; i > 0; {
			p := (i - 1) / 2
			if !s.first(&h[p], &h[i]) {
				break
			}
			h[p], h[i] = h[i], h[p]
			i = p
		}
		s.heap = h
		return
	}
	if s.k == 0 || x.s != h[0].s && (x.s < h[0].s) != s.reverse || !s.first(&x, &h[0]) {
		return // the first test is the common case of first(&h[0], &x), faster
	}
	h[0] = x
	for i := 0; ; {
		last := i
		for ch := 2*i + 1; ch <= 2*i+2 && ch < len(h); ch++ {
			if s.first(&h[last], &h[ch]) {
				last = ch
			}
		}
		if last == i {
			return
		}
		h[i], h[last] = h[last], h[i]
		i = last
	}
}

// sorted returns the kept candidates in order, emptying the selection.
func (s *selection) sorted() []candidate {
	h := s.heap
	s.heap = nil
	slices.SortFunc(h, func(x, y candidate) int {
		if s.first(&x, &y) {
			return -1
		}
		return 1
	})
	return h
}
