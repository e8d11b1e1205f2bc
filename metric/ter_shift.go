package metric

import "math"

// The shift search of SacreBLEU's lib_ter (after tercom): repeatedly apply the shift of a
// hypothesis span that reduces the banded edit distance the most.

const (
	terMaxShiftSize  = 10   // lib_ter._MAX_SHIFT_SIZE: longest span shifted
	terMaxShiftDist  = 50   // lib_ter._MAX_SHIFT_DIST: largest |start_r - start_h|
	terMaxCandidates = 1000 // lib_ter._MAX_SHIFT_CANDIDATES, counted over all rounds of a pair
)

// A terShift moves the hypothesis span [start, start+length) to before target (lib_ter's idx).
type terShift struct{ start, length, target int32 }

// editRate is lib_ter.translation_edit_rate: the shifts applied plus the banded edit distance
// of the shifted hypothesis. An empty reference costs one edit per hypothesis word; an empty
// hypothesis, one per reference word (no span can be shifted).
func (p *terPair) editRate(hyp, ref []int32) int {
	n, m := len(hyp), len(ref)
	p.shifts, p.checked = 0, 0
	if m == 0 {
		return n
	}
	if n == 0 {
		return m
	}
	p.reset(hyp, ref)
	p.forward(0)
	for {
		dist := p.distance()
		p.alignment()
		var capped bool
		if p.checked, capped = p.candidates(p.checked); capped {
			// lib_ter stops once 1000 candidates were checked, without applying the best
			// shift of the round that reached the cap: its result need not be computed.
			return p.shifts + dist
		}
		best, gain := p.bestShift(dist)
		if gain <= 0 {
			return p.shifts + dist
		}
		p.shifts++
		p.forward(p.apply(best))
	}
}

// candidates lists the round's shifts in lib_ter's order (_find_shifted_pairs, then the
// targets of each span), adding them to the count of checked candidates. It reports whether
// the count reached the cap; the span that reaches it still contributes all its targets.
// lib_ter tries every start_r and skips those more than 50 words away from start_h; only the
// reference positions holding the word at start_h can start a span.
func (p *terPair) candidates(checked int) (int, bool) {
	p.cands = p.cands[:0]
	p.occ.rewind()
	n, m := len(p.hyp), len(p.ref)
	for sh := range n {
		near := p.occ.near(p.hyp[sh], sh-terMaxShiftDist, sh+terMaxShiftDist)
		if len(near) == 0 {
			continue
		}
		hypErr := p.hypErr.first(sh, min(n, sh+terMaxShiftSize))
		for _, sr := range near {
			refErr := p.refErr.first(int(sr), min(m, int(sr)+terMaxShiftSize))
			for l := 1; l <= terMaxShiftSize && sh+l <= n && int(sr)+l <= m && p.hyp[sh+l-1] == p.ref[int(sr)+l-1]; l++ {
				if !p.worthShifting(sh, int(sr), l, hypErr, refErr) {
					continue
				}
				checked = p.addTargets(sh, int(sr), l, checked)
				if checked >= terMaxCandidates {
					return checked, true
				}
			}
		}
	}
	return checked, false
}

// worthShifting applies _shift's three filters to the matching spans at sh and sr of length
// l: some hypothesis word of the span is wrong (the first wrong one from sh, hypErr, is in
// it), some reference word is wrong (likewise refErr), and the reference span's start is not
// aligned inside the hypothesis span.
func (p *terPair) worthShifting(sh, sr, l, hypErr, refErr int) bool {
	if hypErr >= sh+l || refErr >= sr+l {
		return false
	}
	a := int(p.align[sr])
	return a < sh || a >= sh+l
}

// addTargets adds the span's targets: before the reference word sr+offset's aligned
// hypothesis position plus one, for offset -1 .. l-1 (0 for reference position -1), skipping
// a target equal to the previous one. lib_ter also stops at a position missing from align,
// but align holds every reference position.
func (p *terPair) addTargets(sh, sr, l, checked int) int {
	prev := int32(-1)
	for off := -1; off < l; off++ {
		idx := int32(0)
		if sr+off >= 0 {
			idx = p.align[sr+off] + 1
		}
		if idx == prev {
			continue
		}
		prev = idx
		p.cands = append(p.cands, terShift{int32(sh), int32(l), idx})
		checked++
	}
	return checked
}

// bestShift returns the candidate lib_ter keeps and its gain (the reduction of the distance).
// lib_ter ranks candidates as Python tuples (gain, length, -start, -target, shifted words) and
// keeps the first maximum. The words never decide: equal start, length and target make
// the same shifted hypothesis.
func (p *terPair) bestShift(dist int) (best terShift, bestGain int) {
	from := p.band.n
	for _, c := range p.cands {
		from = min(from, p.spanEnd(c))
	}
	p.backward(from)
	for k, c := range p.cands {
		gain := dist - p.shiftedDistance(c, dist)
		if k == 0 || gain > bestGain || gain == bestGain && c.outranks(best) {
			best, bestGain = c, gain
		}
	}
	return best, bestGain
}

// outranks compares the rest of lib_ter's ranking tuple: longer, then earlier start, then
// earlier target.
func (c terShift) outranks(o terShift) bool {
	if c.length != o.length {
		return c.length > o.length
	}
	if c.start != o.start {
		return c.start < o.start
	}
	return c.target < o.target
}

// insertAt is where _perform_shift puts the span in the hypothesis of n words: before
// target, and when target falls within or just after the span (its third case), at target
// clamped to n-length by Python's slicing.
func (c terShift) insertAt(n int) int {
	s, l, t := int(c.start), int(c.length), int(c.target)
	switch {
	case t < s:
		return t
	case t > s+l:
		return t - l
	}
	return min(t, n-l)
}

// spanEnd is the last hypothesis position (exclusive) that the shift c changes.
func (p *terPair) spanEnd(c terShift) int {
	return max(int(c.start), c.insertAt(len(p.hyp))) + int(c.length)
}

// shiftRegion returns the shifted hypothesis's words from position min(start, to) to
// max(start, to)+length, the only ones a shift changes.
func (p *terPair) shiftRegion(c terShift, to int) []int32 {
	s, l, w := int(c.start), int(c.length), p.hyp
	r := p.region[:0]
	if to < s {
		r = append(append(r, w[s:s+l]...), w[to:s]...)
	} else {
		r = append(append(r, w[s+l:to+l]...), w[s:s+l]...)
	}
	p.region = r
	return r
}

// shiftedDistance is the banded edit distance of the hypothesis shifted by c: its forward
// rows over the changed region, from the current hypothesis's row before it, combined with
// the current hypothesis's backward costs at the region's last row.
func (p *terPair) shiftedDistance(c terShift, dist int) int {
	to := c.insertAt(len(p.hyp))
	if to == int(c.start) {
		return dist // the shift leaves the hypothesis as it is
	}
	a := min(to, int(c.start))
	region := p.shiftRegion(c, to)
	if p.isLong {
		return p.long.shiftedDistance(p.hyp, region, a)
	}
	prev, cur := p.rows[0], p.rows[1]
	p.load(prev, p.fwd, a)
	b := a + len(region)
	for i := a + 1; i <= b; i++ {
		lo, hi, _ := p.band.row(i)
		fwdRow(prev, cur, p.ref, region[i-1-a], lo, hi)
		if i < b {
			guard(cur, hi, int(p.band.hi[i+1]))
		}
		prev, cur = cur, prev
	}
	lo, hi, off := p.band.row(b)
	best := int32(math.MaxInt32)
	for j, v := range p.bwd[off : off+hi-lo] {
		best = min(best, prev[lo+j]+v)
	}
	return int(best)
}

// apply shifts the current hypothesis by c and returns the first position it changed.
func (p *terPair) apply(c terShift) int {
	to := c.insertAt(len(p.hyp))
	a := min(to, int(c.start))
	copy(p.hyp[a:], p.shiftRegion(c, to))
	return a
}

// terOccurrences lists the positions of each word in the reference, in order.
type terOccurrences struct {
	start  []int32 // positions of word w: pos[start[w]:start[w+1]]
	pos    []int32
	cursor []int32 // per word, the first position not below the last near's lower bound
}

// index lists the positions of the words of ref, numbered from 1.
func (o *terOccurrences) index(ref []int32) {
	words := 0
	for _, w := range ref {
		words = max(words, int(w))
	}
	o.start = resize(o.start, words+2)
	clear(o.start)
	for _, w := range ref {
		o.start[w+1]++
	}
	for w := 1; w < len(o.start); w++ {
		o.start[w] += o.start[w-1]
	}
	o.cursor = resize(o.cursor, words+1)
	copy(o.cursor, o.start)
	o.pos = resize(o.pos, len(ref))
	for j, w := range ref {
		o.pos[o.cursor[w]] = int32(j)
		o.cursor[w]++
	}
}

// rewind prepares near for a pass with increasing bounds.
func (o *terOccurrences) rewind() { copy(o.cursor, o.start) }

// near returns the positions of word w in [lo, hi]; from one call to the next, lo must not
// decrease (until rewind).
func (o *terOccurrences) near(w int32, lo, hi int) []int32 {
	if int(w) >= len(o.cursor) {
		return nil // a word of another reference, or of none (0 is never a reference word)
	}
	c, end := o.cursor[w], o.start[w+1]
	for c < end && int(o.pos[c]) < lo {
		c++
	}
	o.cursor[w] = c
	e := c
	for e < end && int(o.pos[e]) <= hi {
		e++
	}
	return o.pos[c:e]
}
