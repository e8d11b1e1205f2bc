package editdist

// The bit-parallel Levenshtein columns of Hyyrö ("A bit-vector algorithm for computing
// Levenshtein and Damerau edit distances", 2003) over blocks of 64 reference tokens, as
// rapidfuzz-cpp's levenshtein_hyrroe2003_block computes them. Column j holds the
// vertical deltas D[i][j]-D[i-1][j] of the distance matrix (i over ref, j over hyp):
// bit i-1 of vp is set where the delta is +1, of vn where it is -1. Every word of a
// column is computed, so every value is exact; rapidfuzz-cpp skips the words outside
// a band, which changes no value that its backtrace reads.

// start sets the column of j = 0 (D[i][0] = i) for a reference of n tokens.
func (a *Aligner) start(n int) {
	nw := (n + 63) >> 6
	a.vp, a.vn = grow(a.vp, nw), grow(a.vn, nw)
	for w := range a.vp {
		a.vp[w], a.vn[w] = ^uint64(0), 0
	}
}

// column advances the current column over one hypothesis token.
func (a *Aligner) column(t int32) {
	lo, hi := a.pm.lookup(t)
	vps, vns := a.vp, a.vn
	if len(vps) == 1 {
		var x uint64
		if lo < hi {
			x = a.pm.bits[lo]
		}
		vp, vn := vps[0], vns[0]
		d0 := (((x & vp) + vp) ^ vp) | x | vn
		hp := vn | ^(d0 | vp)
		hn := d0 & vp
		hp, hn = hp<<1|1, hn<<1
		vps[0], vns[0] = hn|^(d0|hp), hp&d0
		return
	}
	hpCarry, hnCarry := uint64(1), uint64(0) // D[0][j] - D[0][j-1] = +1
	for w := range vps {
		x := hnCarry
		if lo < hi && int(a.pm.word[lo]) == w {
			x |= a.pm.bits[lo]
			lo++
		}
		vp, vn := vps[w], vns[w]
		d0 := (((x & vp) + vp) ^ vp) | x | vn
		hp := vn | ^(d0 | vp)
		hn := d0 & vp
		hpOut, hnOut := hp>>63, hn>>63
		hp, hn = hp<<1|hpCarry, hn<<1|hnCarry
		vps[w], vns[w] = hn|^(d0|hp), hp&d0
		hpCarry, hnCarry = hpOut, hnOut
	}
}

// delta returns D[i+1][j] - D[i][j] of the current column.
func (a *Aligner) delta(i int) int {
	return int(a.vp[i>>6]>>(i&63)&1) - int(a.vn[i>>6]>>(i&63)&1)
}

// lastColumn leaves in a.vp, a.vn the column of D(ref, hyp), read backwards when
// reverse is set (the distances of suffixes).
func (a *Aligner) lastColumn(ref, hyp []int32, reverse bool) {
	a.pm.build(ref, reverse)
	a.start(len(ref))
	if reverse {
		for j := len(hyp) - 1; j >= 0; j-- {
			a.column(hyp[j])
		}
		return
	}
	for _, t := range hyp {
		a.column(t)
	}
}

// matrix computes the columns of D(ref, hyp) and stores, of column j (0-based), the
// width words that start at word a.from[j]: enough for every bit that the backtrace
// reads when the distance is at most bound, since a cheapest path never leaves the
// diagonals |i-j| <= bound.
func (a *Aligner) matrix(ref, hyp []int32, bound int) (width int) {
	if len(ref) <= 64 {
		return a.matrix64(ref, hyp)
	}
	a.pm.build(ref, false)
	a.start(len(ref))
	nw := len(a.vp)
	width = min(nw, (2*bound+3+63)>>6+1)
	a.mvp, a.mvn = grow(a.mvp, len(hyp)*width), grow(a.mvn, len(hyp)*width)
	a.from = grow(a.from, len(hyp))
	for j, t := range hyp {
		a.column(t)
		f := max(0, min(nw-width, (j-bound-1)>>6))
		a.from[j] = f
		copy(a.mvp[j*width:(j+1)*width], a.vp[f:f+width])
		copy(a.mvn[j*width:(j+1)*width], a.vn[f:f+width])
	}
	return width
}

// stored returns bit i of stored column j of m, or def outside the stored band (the
// defaults of rapidfuzz-cpp's ShiftedBitMatrix: VP all ones, VN all zeros).
func (a *Aligner) stored(m []uint64, width, j, i int, def bool) bool {
	w := i>>6 - a.from[j]
	if w < 0 || w >= width {
		return def
	}
	return m[j*width+w]>>(i&63)&1 != 0
}

// matrix64 is matrix for a reference of at most 64 tokens, the common case of sentences:
// one word per column, every column stored, and each hypothesis token's pattern-match
// vector found by scanning the reference rather than building an index of it.
func (a *Aligner) matrix64(ref, hyp []int32) int {
	a.start(len(ref))
	a.mvp, a.mvn = grow(a.mvp, len(hyp)), grow(a.mvn, len(hyp))
	a.from = grow(a.from, len(hyp))
	vp, vn := a.vp[0], a.vn[0]
	for j, t := range hyp {
		var x uint64
		for i, r := range ref {
			if r == t {
				x |= 1 << i
			}
		}
		d0 := (((x & vp) + vp) ^ vp) | x | vn
		hp := vn | ^(d0 | vp)
		hn := d0 & vp
		hp, hn = hp<<1|1, hn<<1
		vp, vn = hn|^(d0|hp), hp&d0
		a.from[j], a.mvp[j], a.mvn[j] = 0, vp, vn
	}
	a.vp[0], a.vn[0] = vp, vn
	return 1
}
