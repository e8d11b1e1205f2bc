package metric

import "math"

// The layout of long segments. Storing the band of every row costs about 200 bytes a
// hypothesis word (400 with the backward costs), gigabytes for a line of millions of words.
// A long pair keeps only every k-th row's band (a checkpoint) and recomputes the k rows after
// a checkpoint when they are needed: a block for the trace back, the rows up to a shifted
// span's start and, going backward, those down to its end. Rows are computed in two working
// rows that cover a window of columns sliding along the band, so no array has a cell per
// reference word and a word of the hypothesis. The kernels and bounds are those of ordinary
// pairs, so the values are the same.

const (
	// terLongCells is the number of band cells from which a pair takes the long layout, about
	// 16 MB of int32 for each of the forward and backward arrays.
	terLongCells = 1 << 22
	terLongBlock = 128 // rows per block: a checkpoint costs about 200 bytes
)

// terLong is the state of the long layout for the current hypothesis of a pair.
type terLong struct {
	k, n, m int
	ratio   float64
	beam    int
	ref     []int32

	off []int   // offset of checkpoint row c*k in fwd and bwd; row 0 (j insertions) is not stored
	fwd []int32 // forward bands of the checkpoint rows
	bwd []int32 // backward costs of the checkpoint rows from the last backward pass's row on
	dst int     // the banded edit distance

	blk    []int32 // forward bands of the rows blkRow .. blkRow+k, for cell
	blkOff []int   // offset of each row of the block in blk, and the end
	blkRow int     // first row of the block, -1 if none

	win, win2 terWin
}

// terWin holds two working rows covering the columns [base, base+len(prev)) of the
// full-width rows the kernels fill.
type terWin struct {
	base      int
	prev, cur []int32
}

// terIsLong tells whether a pair of n hypothesis and m reference words takes the long layout.
func terIsLong(n, m int) bool {
	_, beam := terBeamFor(n, m)
	return n*min(m+1, 2*beam) > terLongCells
}

// reset prepares the layout for n hypothesis words against ref, with k rows per block.
func (l *terLong) reset(n int, ref []int32, k int) {
	m := len(ref)
	l.k, l.n, l.m, l.ref = k, n, m, ref
	l.ratio, l.beam = terBeamFor(n, m)
	l.off = resize(l.off, n/k+2)
	l.off[0], l.off[1] = 0, 0
	for c := 1; c <= n/k; c++ {
		lo, hi := l.bounds(c * k)
		l.off[c+1] = l.off[c] + hi - lo
	}
	l.fwd = resize(l.fwd, l.off[n/k+1])
	l.bwd = l.bwd[:0]
	l.blkRow = -1
	// The window must hold rows i-1 .. i+1: a band is at most 2*beam+1 cells wide and moves
	// by at most ceil(ratio) a row. Twice that makes the window slide rarely.
	span := min(m+2, 2*(2*l.beam+2*int(l.ratio)+8))
	for _, w := range []*terWin{&l.win, &l.win2} {
		w.prev, w.cur = resize(w.prev, span), resize(w.cur, span)
	}
}

// bounds returns the columns [lo, hi) of row i.
func (l *terLong) bounds(i int) (lo, hi int) {
	if i == 0 {
		return 0, l.m + 1
	}
	return terRowBounds(i, l.n, l.m, l.ratio, l.beam)
}

// hiAfter is the end of row i+1's band, up to which row i's guards go (hi for the last row).
func (l *terLong) hiAfter(i, hi int) int {
	if i == l.n {
		return hi
	}
	_, h := l.bounds(i + 1)
	return h
}

// checkpoint returns the stored band of checkpoint row c*k in the banded array a.
func (l *terLong) checkpoint(a []int32, c int) []int32 { return a[l.off[c]:l.off[c+1]] }

// fwdLoad makes forward row i (its band given, or nil for row 0) w's previous row, with the
// guards that row i+1 reads.
func (l *terLong) fwdLoad(w *terWin, i int, band []int32) {
	lo, hi := l.bounds(i)
	w.base = max(0, lo-1)
	if i == 0 {
		for j := range min(l.m+1, len(w.prev)) {
			w.prev[j] = int32(j)
		}
		return
	}
	b := w.base
	copy(w.prev[lo-b:hi-b], band)
	if lo > 0 {
		w.prev[lo-1-b] = terInf
	}
	guard(w.prev, hi-b, l.hiAfter(i, hi)-b)
}

// fwdStep computes forward row i for hypothesis word word from w's previous row (row i-1),
// which it then becomes; its band is w.prev[lo-w.base : hi-w.base]. The window slides right
// when row i+1's guards would pass its end.
func (l *terLong) fwdStep(w *terWin, i int, word int32) (lo, hi int) {
	lo, hi = l.bounds(i)
	next := l.hiAfter(i, hi)
	if next-w.base > len(w.prev) {
		plo, _ := l.bounds(i - 1)
		nb := max(0, plo-1) // row i-1's cells start at its left guard and end with row i's band
		copy(w.prev, w.prev[nb-w.base:hi-w.base])
		w.base = nb
		if next-nb > len(w.prev) {
			panic("metric: TER window too narrow")
		}
	}
	b := w.base
	fwdRow(w.prev, w.cur, l.ref[b:], word, lo-b, hi-b)
	guard(w.cur, hi-b, next-b)
	w.prev, w.cur = w.cur, w.prev
	return lo, hi
}

// bwdLoad makes the backward costs of row i (its band given, or nil for the last row) w's
// previous row.
func (l *terLong) bwdLoad(w *terWin, i int, band []int32) {
	lo, hi := l.bounds(i)
	w.base = max(0, hi+1-len(w.prev)) // room for the rows before, whose bands start further left
	b := w.base
	if i == l.n {
		for j := lo; j <= l.m; j++ {
			w.prev[j-b] = int32(l.m - j)
		}
	} else {
		copy(w.prev[lo-b:hi-b], band)
	}
	w.prev[hi-b] = terInf // the cell after the band, as bwdRow leaves it
}

// bwdStep computes the backward costs of row i < n for hypothesis word word from w's previous
// row (row i+1), which it then becomes. The window slides left when row i starts before it.
func (l *terLong) bwdStep(w *terWin, i int, word int32) (lo, hi int) {
	lo, hi = l.bounds(i)
	nlo, nhi := l.bounds(i + 1)
	if lo < w.base {
		nb := max(0, nhi+1-len(w.prev))
		if nb > lo {
			panic("metric: TER window too narrow")
		}
		copy(w.prev[nlo-nb:], w.prev[nlo-w.base:nhi+1-w.base])
		w.base = nb
	}
	b := w.base
	guard(w.prev, lo-b, nlo-b)
	bwdRow(w.prev, w.cur, l.ref[b:], word, lo-b, hi-b, l.m-b)
	w.prev, w.cur = w.cur, w.prev
	return lo, hi
}

// fwdFrom loads into w the forward row i of the hypothesis hyp, computed from its checkpoint.
func (l *terLong) fwdFrom(w *terWin, hyp []int32, i int) {
	c := i / l.k
	l.fwdLoad(w, c*l.k, l.checkpoint(l.fwd, c))
	for r := c*l.k + 1; r <= i; r++ {
		l.fwdStep(w, r, hyp[r-1])
	}
}

// forward recomputes the forward rows after row from (whose words have not changed), from
// the checkpoint at or before it, storing the checkpoints and the distance.
func (l *terLong) forward(hyp []int32, from int) {
	l.blkRow = -1
	w := &l.win
	l.fwdFrom(w, hyp, from/l.k*l.k)
	for i := from/l.k*l.k + 1; i <= l.n; i++ {
		lo, hi := l.fwdStep(w, i, hyp[i-1])
		if i%l.k == 0 {
			copy(l.checkpoint(l.fwd, i/l.k), w.prev[lo-w.base:hi-w.base])
		}
	}
	l.dst = int(w.prev[l.m-w.base])
}

// cell is the forward value of cell (i, j), terInf outside the band. Rows other than 0 are
// read from the block holding them, recomputed when the trace back reaches an earlier block.
func (l *terLong) cell(hyp []int32, i, j int) int32 {
	if i == 0 {
		if j > l.m {
			return terInf
		}
		return int32(j)
	}
	if l.blkRow < 0 || i < l.blkRow || i > l.blkRow+l.k {
		l.block(hyp, (i-1)/l.k)
	}
	r := i - l.blkRow
	lo, _ := l.bounds(i)
	band := l.blk[l.blkOff[r]:l.blkOff[r+1]]
	if j < lo || j-lo >= len(band) {
		return terInf
	}
	return band[j-lo]
}

// block recomputes the forward rows c*k .. c*k+k (up to n) of hypothesis hyp.
func (l *terLong) block(hyp []int32, c int) {
	s := c * l.k
	w := &l.win2
	l.fwdFrom(w, hyp, s)
	l.blkOff = resize(l.blkOff, l.k+2)
	l.blkOff[0], l.blkOff[1] = 0, 0 // row s is read from the checkpoint only when s is 0
	l.blk = l.blk[:0]
	if s > 0 {
		l.blk = append(l.blk, l.checkpoint(l.fwd, c)...)
		l.blkOff[1] = len(l.blk)
	}
	for i := s + 1; i <= s+l.k; i++ {
		if i <= l.n {
			lo, hi := l.fwdStep(w, i, hyp[i-1])
			l.blk = append(l.blk, w.prev[lo-w.base:hi-w.base]...)
		}
		l.blkOff[i-s+1] = len(l.blk)
	}
	l.blkRow = s
}

// backward computes the backward costs from row n down to row to, storing those of the
// checkpoint rows.
func (l *terLong) backward(hyp []int32, to int) {
	l.bwd = resize(l.bwd, len(l.fwd))
	w := &l.win
	l.bwdLoad(w, l.n, nil)
	for i := l.n - 1; i >= to; i-- {
		lo, hi := l.bwdStep(w, i, hyp[i])
		if i%l.k == 0 && i > 0 {
			copy(l.checkpoint(l.bwd, i/l.k), w.prev[lo-w.base:hi-w.base])
		}
	}
}

// shiftedDistance is terPair.shiftedDistance for the long layout: forward row a of the
// current hypothesis from its checkpoint, then the shifted region's rows, and the backward
// costs of the region's last row b from the checkpoint at or after it.
func (l *terLong) shiftedDistance(hyp, region []int32, a int) int {
	w, v := &l.win, &l.win2
	l.fwdFrom(w, hyp, a)
	b := a + len(region)
	for i := a + 1; i <= b; i++ {
		l.fwdStep(w, i, region[i-1-a])
	}
	e := min(l.n, (b+l.k-1)/l.k*l.k)
	if e == l.n {
		l.bwdLoad(v, e, nil)
	} else {
		l.bwdLoad(v, e, l.checkpoint(l.bwd, e/l.k))
	}
	for i := e - 1; i >= b; i-- {
		l.bwdStep(v, i, hyp[i])
	}
	lo, hi := l.bounds(b)
	best := int32(math.MaxInt32)
	for j := lo; j < hi; j++ {
		best = min(best, w.prev[j-w.base]+v.prev[j-v.base])
	}
	return int(best)
}
