package metric

import (
	"cmp"
	"math/bits"
)

// The state of lib_ter.translation_edit_rate for one pair: the current hypothesis with its
// stored forward rows and backward costs, its alignment, and the candidate shifts of a round.

// terPair holds lib_ter's state for one hypothesis/reference pair; its buffers are reused from
// pair to pair, so the shift search allocates nothing per candidate.
type terPair struct {
	band     terBand
	hyp, ref []int32    // word numbers; hyp is the current hypothesis, shifted in place
	fwd, bwd []int32    // banded forward distances and backward costs of the current hypothesis
	rows     [2][]int32 // full-width working rows
	align    []int32    // trace_to_alignment's align: reference position -> hypothesis position
	hypErr   terBits    // hyp_err: the wrong hypothesis words
	refErr   terBits    // ref_err: the wrong reference words
	region   []int32    // the words a candidate shift rearranges
	occ      terOccurrences
	cands    []terShift

	// long is the layout of long pairs (see terLong), which keep the forward rows and
	// backward costs of checkpoint rows only; isLong tells whether the pair has it.
	long   terLong
	isLong bool
	// forceLong, if positive, gives every pair the long layout with blocks of that many rows,
	// and if negative the ordinary one (for tests).
	forceLong int

	shifts, checked int // of the last pair: shifts applied, candidates checked (for tests)
}

// reset makes hyp and ref the pair to align and fills row 0: j insertions.
func (p *terPair) reset(hyp, ref []int32) {
	n, m := len(hyp), len(ref)
	p.hyp, p.ref = append(p.hyp[:0], hyp...), ref
	p.align = resize(p.align, m)
	p.hypErr, p.refErr = resize(p.hypErr, (n+63)/64), resize(p.refErr, (m+63)/64)
	p.occ.index(ref)
	p.isLong = p.forceLong > 0 || p.forceLong == 0 && terIsLong(n, m)
	if p.isLong {
		p.band = terBand{n: n, m: m} // no per-row arrays: the long layout computes the bounds
		p.long.reset(n, ref, cmp.Or(p.forceLong, terLongBlock))
		return
	}
	p.band.set(n, m)
	size := p.band.size()
	p.fwd, p.bwd = resize(p.fwd, size), resize(p.bwd, size)
	for j := range m + 1 {
		p.fwd[j] = int32(j)
	}
	p.rows[0], p.rows[1] = resize(p.rows[0], m+2), resize(p.rows[1], m+2)
}

// load copies stored row i of the banded array src into the working row dst, with the
// guards the following row (i+1) reads.
func (p *terPair) load(dst, src []int32, i int) {
	lo, hi, off := p.band.row(i)
	copy(dst[lo:hi], src[off:off+hi-lo])
	if lo > 0 {
		dst[lo-1] = terInf
	}
	if i < p.band.n {
		guard(dst, hi, int(p.band.hi[i+1]))
	}
}

// forward recomputes the stored forward rows after row from, whose words have not changed
// (the rows before a shifted span are those of the previous hypothesis, as lib_ter's row
// cache also finds).
func (p *terPair) forward(from int) {
	if p.isLong {
		p.long.forward(p.hyp, from)
		return
	}
	prev, cur := p.rows[0], p.rows[1]
	p.load(prev, p.fwd, from)
	for i := from + 1; i <= p.band.n; i++ {
		lo, hi, off := p.band.row(i)
		fwdRow(prev, cur, p.ref, p.hyp[i-1], lo, hi)
		copy(p.fwd[off:off+hi-lo], cur[lo:hi])
		if i < p.band.n {
			guard(cur, hi, int(p.band.hi[i+1]))
		}
		prev, cur = cur, prev
	}
}

// distance is the banded edit distance of the current hypothesis, the corner cell.
func (p *terPair) distance() int {
	if p.isLong {
		return p.long.dst
	}
	lo, _, off := p.band.row(p.band.n)
	return int(p.fwd[off+p.band.m-lo])
}

// backward stores, for the rows from n down to row to, the cost from each band cell to the
// corner through the band. A shifted hypothesis has the current one's words after its
// shifted span, so its distance is the minimum over the span's last row of its own forward
// value plus this cost (every path crosses that row).
func (p *terPair) backward(to int) {
	if p.isLong {
		p.long.backward(p.hyp, to)
		return
	}
	n, m := p.band.n, p.band.m
	next, cur := p.rows[0], p.rows[1]
	lo, _, off := p.band.row(n)
	for j := lo; j <= m; j++ {
		next[j] = int32(m - j)
		p.bwd[off+j-lo] = next[j]
	}
	for i := n - 1; i >= to; i-- {
		guard(next, int(p.band.lo[i]), int(p.band.lo[i+1]))
		lo, hi, off := p.band.row(i)
		bwdRow(next, cur, p.ref, p.hyp[i], lo, hi, m)
		copy(p.bwd[off:off+hi-lo], cur[lo:hi])
		next, cur = cur, next
	}
}

// cell is the forward value of cell (i, j): terInf outside the band.
func (p *terPair) cell(i, j int) int32 {
	lo, hi, off := p.band.row(i)
	if j < lo || j >= hi {
		return terInf
	}
	return p.fwd[off+j-lo]
}

// op is the operation lib_ter records in cell (i, j), found again from the values (see
// terOp). Row 0 holds insertions and column 0 deletions.
func (p *terPair) op(i, j int) byte {
	switch {
	case i == 0:
		return opIns
	case j == 0:
		return opDel
	}
	same := p.hyp[i-1] == p.ref[j-1]
	if p.isLong {
		l, h := &p.long, p.hyp
		return terOp(l.cell(h, i, j), l.cell(h, i-1, j-1), l.cell(h, i-1, j), same)
	}
	return terOp(p.cell(i, j), p.cell(i-1, j-1), p.cell(i-1, j), same)
}

// terOp is the operation of a cell of value v, given the cells diagonally before it and above
// it and whether its words are the same: the first of diagonal, deletion and insertion
// whose candidate equals v (a later one replaces an earlier one only if strictly smaller).
// An unfilled cell has no operation.
func terOp(v, diag, up int32, same bool) byte {
	if v >= terInf {
		return opUndef
	}
	diag, sub := diag+1, byte(opSub)
	if same {
		diag, sub = diag-1, opNop
	}
	switch v {
	case diag:
		return sub
	case up + 1:
		return opDel
	}
	return opIns
}

// alignment reads the trace back from the corner and derives what lib_ter's
// trace_to_alignment derives from the flipped trace (insertions and deletions swapped):
// align, and hyp_err and ref_err as sets of wrong words. A reference word inserted after
// hypothesis word i-1 is aligned to i-1, as the flipped deletion records it.
func (p *terPair) alignment() {
	clear(p.hypErr)
	clear(p.refErr)
	for i, j := p.band.n, p.band.m; i > 0 || j > 0; {
		switch op := p.op(i, j); op {
		case opNop, opSub:
			i, j = i-1, j-1
			p.align[j] = int32(i)
			if op == opSub {
				p.hypErr.set(i)
				p.refErr.set(j)
			}
		case opDel:
			i--
			p.hypErr.set(i)
		case opIns:
			j--
			p.align[j] = int32(i - 1)
			p.refErr.set(j)
		default: // lib_ter raises "unknown operation"; the band always holds a path
			panic("metric: TER trace reached an unfilled cell")
		}
	}
}

// terBits is a set of positions, a bit each.
type terBits []uint64

func (b terBits) set(i int) { b[i>>6] |= 1 << (i & 63) }

// first returns the first position of the set in [lo, hi), a span of at most 64 positions,
// or hi if there is none: it looks at the bits from lo on, with those of the next word when
// the span crosses into it.
func (b terBits) first(lo, hi int) int {
	if lo >= hi {
		return hi
	}
	w, sh := lo>>6, uint(lo&63)
	x := b[w] >> sh
	if (hi-1)>>6 != w {
		x |= b[w+1] << (64 - sh)
	}
	if x &= 1<<uint(hi-lo) - 1; x == 0 {
		return hi
	}
	return lo + bits.TrailingZeros64(x)
}
