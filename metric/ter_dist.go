package metric

import "math"

// The banded ("beam") edit distance of SacreBLEU's lib_ter.BeamEditDistance. Row i of the matrix
// is hypothesis word i (row 0 inserts the reference), column j is reference word j. Only a band
// of each row around the pseudo-diagonal floor(i*ratio) is filled; the other cells keep
// SacreBLEU's "infinite" value, so the result is the shortest path through the band, which
// can exceed the true Levenshtein distance. Cells are int32 and the band of every row is
// stored for the current hypothesis of the shift search (for long pairs, that of every k-th
// row: see terLong); the operations of its trace are found again from the values.

const (
	terBeam = 25 // lib_ter._BEAM_WIDTH

	// terInf stands for lib_ter._INT_INFINITY (1e16), the value of unfilled cells. Any value
	// above every real distance behaves the same: a cell only takes a value strictly below its
	// current one, so sums with terInf never win. Infinite values (terInf and above) grow by
	// at most one a cell along a row or a column, so the sum of two stays within an int32
	// for any segment shorter than 2^28 words.
	terInf = 1 << 29
)

// The edit operations of a trace, as lib_ter spells them.
const (
	opNop   = ' '
	opSub   = 's'
	opIns   = 'i' // consumes a reference word
	opDel   = 'd' // consumes a hypothesis word
	opUndef = 'x' // an unfilled cell
)

// terBand is the band of each row for n hypothesis words and m reference words: row i fills
// columns [lo[i], hi[i]), stored at off[i] in the banded arrays.
type terBand struct {
	n, m        int
	lo, hi, off []int32
}

// set computes the bands as BeamEditDistance._edit_distance does (see terRowBounds). Row 0
// is the full initial row.
func (b *terBand) set(n, m int) {
	b.n, b.m = n, m
	b.lo, b.hi, b.off = resize(b.lo, n+1), resize(b.hi, n+1), resize(b.off, n+2)
	ratio, beam := terBeamFor(n, m)
	b.lo[0], b.hi[0], b.off[1] = 0, int32(m+1), int32(m+1)
	for i := 1; i <= n; i++ {
		lo, hi := terRowBounds(i, n, m, ratio, beam)
		b.lo[i], b.hi[i] = int32(lo), int32(hi)
		b.off[i+1] = b.off[i] + int32(hi-lo)
	}
}

// terBeamFor returns BeamEditDistance's ratio m/n (1 for an empty hypothesis) and beam: 25,
// widened to ceil(ratio/2 + 25) when 25 < ratio/2.
func terBeamFor(n, m int) (ratio float64, beam int) {
	ratio = 1.0
	if n > 0 {
		ratio = float64(m) / float64(n)
	}
	beam = terBeam
	if terBeam < ratio/2 {
		beam = int(math.Ceil(ratio/2 + terBeam))
	}
	return ratio, beam
}

// terRowBounds returns the columns [lo, hi) that row i >= 1 fills: the beam around
// floor(i*ratio), except that the last row extends to the end.
func terRowBounds(i, n, m int, ratio float64, beam int) (lo, hi int) {
	diag := int(math.Floor(float64(i) * ratio))
	lo, hi = max(0, diag-beam), min(m+1, diag+beam)
	if i == n {
		hi = m + 1
	}
	return lo, hi
}

// size is the number of stored cells.
func (b *terBand) size() int { return int(b.off[b.n+1]) }

// row returns the bounds of row i and its offset in the banded arrays.
func (b *terBand) row(i int) (lo, hi, off int) {
	return int(b.lo[i]), int(b.hi[i]), int(b.off[i])
}

func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// The row kernels work on full-width rows (m+2 cells) and fill only the band [lo, hi). The
// cells a neighbouring row reads outside its band must hold terInf: each kernel writes the
// one on its own side (left of the band going forward, right of it going backward), and
// guard writes those the next row reads past the band.

// fwdRow computes the band of a forward row for hypothesis word w from the previous row.
// lib_ter tries the diagonal (no-op or substitution), the deletion and the insertion, each
// replacing the cell's value if strictly smaller: the value is their minimum, unless that is
// not below terInf. Values from terInf up are all "infinite" here: they are not clamped, as
// they can only grow and never win. Column 0 is always a deletion from the cell above.
func fwdRow(prev, cur, ref []int32, w int32, lo, hi int) {
	left := int32(terInf) // the cell before the band
	j := lo
	if j == 0 {
		left = prev[0] + 1
		cur[0] = left
		j = 1
	} else {
		cur[j-1] = terInf
	}
	c := cur[j:hi]
	up, diag, r := prev[j:hi], prev[j-1:hi-1], ref[j-1:hi-1]
	up, diag, r = up[:len(c)], diag[:len(c)], r[:len(c)]
	for k := range c {
		cost := int32(1)
		if r[k] == w {
			cost = 0
		}
		// Only the last step depends on the previous cell: a short carried chain.
		left = min(min(diag[k]+cost, up[k]+1), left+1)
		c[k] = left
	}
}

// bwdRow computes, for the band of row i < n, the cost of the cheapest path from each cell
// to the corner through the band, given the next row's costs; w is hypothesis word i, which
// the diagonal step into row i+1 consumes. Column m has no diagonal step.
func bwdRow(next, cur, ref []int32, w int32, lo, hi, m int) {
	right := int32(terInf) // the cell after the band
	cur[hi] = right
	if hi == m+1 {
		right = next[m] + 1
		cur[m] = right
		hi--
	}
	c := cur[lo:hi]
	down, diag, r := next[lo:hi], next[lo+1:hi+1], ref[lo:hi]
	down, diag, r = down[:len(c)], diag[:len(c)], r[:len(c)]
	for k := len(c) - 1; k >= 0; k-- {
		cost := int32(1)
		if r[k] == w {
			cost = 0
		}
		right = min(min(diag[k]+cost, down[k]+1), right+1)
		c[k] = right
	}
}

// guard fills row[from:to] with terInf, for the next row's reads outside this row's band.
func guard(row []int32, from, to int) {
	for j := from; j < to; j++ {
		row[j] = terInf
	}
}
