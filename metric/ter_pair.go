package metric

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
	hypErr   []int32    // prefix sums of hyp_err
	refErr   []int32    // prefix sums of ref_err
	region   []int32    // the words a candidate shift rearranges
	occ      terOccurrences
	cands    []terShift

	shifts, checked int // of the last pair: shifts applied, candidates checked (for tests)
}

// reset makes hyp and ref the pair to align and fills row 0: j insertions.
func (p *terPair) reset(hyp, ref []int32) {
	n, m := len(hyp), len(ref)
	p.hyp, p.ref = append(p.hyp[:0], hyp...), ref
	p.band.set(n, m)
	size := p.band.size()
	p.fwd, p.bwd = resize(p.fwd, size), resize(p.bwd, size)
	for j := range m + 1 {
		p.fwd[j] = int32(j)
	}
	p.rows[0], p.rows[1] = resize(p.rows[0], m+2), resize(p.rows[1], m+2)
	p.align, p.hypErr, p.refErr = resize(p.align, m), resize(p.hypErr, n+1), resize(p.refErr, m+1)
	p.occ.index(ref)
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
	lo, _, off := p.band.row(p.band.n)
	return int(p.fwd[off+p.band.m-lo])
}

// backward stores, for the rows from n down to row to, the cost from each band cell to the
// corner through the band. A shifted hypothesis has the current one's words after its
// shifted span, so its distance is the minimum over the span's last row of its own forward
// value plus this cost (every path crosses that row).
func (p *terPair) backward(to int) {
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

// op is the operation lib_ter records in cell (i, j), found again from the values: the
// first of diagonal, deletion and insertion whose candidate equals the cell's value (a later
// one replaces an earlier one only if strictly smaller). Row 0 holds insertions, column 0
// deletions, and unfilled cells no operation.
func (p *terPair) op(i, j int) byte {
	switch {
	case i == 0:
		return opIns
	case j == 0:
		return opDel
	}
	v := p.cell(i, j)
	if v >= terInf {
		return opUndef
	}
	diag, sub := p.cell(i-1, j-1)+1, byte(opSub)
	if p.hyp[i-1] == p.ref[j-1] {
		diag, sub = diag-1, opNop
	}
	switch v {
	case diag:
		return sub
	case p.cell(i-1, j) + 1:
		return opDel
	}
	return opIns
}

// alignment reads the trace back from the corner and derives what lib_ter's
// trace_to_alignment derives from the flipped trace (insertions and deletions swapped):
// align, and the prefix sums of hyp_err and ref_err. A reference word inserted after
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
				p.hypErr[i+1], p.refErr[j+1] = 1, 1
			}
		case opDel:
			i--
			p.hypErr[i+1] = 1
		case opIns:
			j--
			p.align[j], p.refErr[j+1] = int32(i-1), 1
		default: // lib_ter raises "unknown operation"; the band always holds a path
			panic("metric: TER trace reached an unfilled cell")
		}
	}
	for k := 1; k < len(p.hypErr); k++ {
		p.hypErr[k] += p.hypErr[k-1]
	}
	for k := 1; k < len(p.refErr); k++ {
		p.refErr[k] += p.refErr[k-1]
	}
}
