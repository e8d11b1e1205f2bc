package significance

import (
	"math"

	"github.com/sacre-mt/sacre/metric"
)

// batch holds the statistics of several systems side by side, segment by segment, so that one
// pass over a resample's segments sums every system.
//
// SacreBLEU sums resampled statistics in float32, in the order of the resample. Integer
// statistics whose column totals stay below 2^24 are summed exactly by float32 in any order;
// for those (BLEU and chrF, TER with one reference), the lanes of a uint64 add several values
// at once, and columns equal on every segment (a reference length all systems share, BLEU's
// unigram count, which is the hypothesis length) are stored and summed once. Other
// statistics take the float32 path in SacreBLEU's order.
type batch struct {
	systems, width, n int
	rows              []float32 // float32 rows, when not exact
	stats64           []float64 // float64 rows, when not exact (approximate randomization)
	totals            []float64 // each system's summed statistics

	// The exact integer path: the distinct columns packed per values a word, lanes words a
	// segment; value i of a segment (system i/width's statistic i%width) is distinct column
	// columns[i], in word d/per, lane d%per for column d.
	packed   []uint64
	columns  []int
	distinct int
	lanes    int  // uint64 words per segment
	stride   int  // words from a segment's row to the next: lanes, padded with zeros for AVX2
	per      int  // lanes per word: 4, 3 or 2
	bits     uint // lane width: 16, 21 or 32
	span     int  // segments whose sum fits a lane: the sums are flushed into wide ones after as many
}

// float32Exact is 2^24: float32 holds every integer up to it.
const float32Exact = 1 << 24

// minSpan is the fewest segments a lane width must add between flushes to be used: flushing
// costs about a word's adds per lane, once per span segments.
const minSpan = 64

func newBatch(stats []*metric.Stats) *batch {
	b := &batch{systems: len(stats), width: stats[0].Width, n: stats[0].Len()}
	b.totals = make([]float64, b.systems*b.width)
	for s, st := range stats {
		copy(b.totals[s*b.width:], st.Sum())
	}
	if largest, ok := b.exactIntegers(stats); ok {
		b.pack(stats, largest)
		return b
	}
	b.rows = make([]float32, b.n*b.systems*b.width)
	b.stats64 = make([]float64, b.n*b.systems*b.width)
	for k := range b.n {
		for s, st := range stats {
			for j, v := range st.Row(k) {
				b.rows[(k*b.systems+s)*b.width+j] = float32(v)
				b.stats64[(k*b.systems+s)*b.width+j] = v
			}
		}
	}
	return b
}

// exactIntegers reports whether every statistic is a non-negative integer and every
// resampled sum stays below 2^24 (at most n times a column's largest value), and gives the
// largest statistic.
func (b *batch) exactIntegers(stats []*metric.Stats) (largest float64, ok bool) {
	cols := make([]float64, b.width) // each column's largest value
	for _, st := range stats {
		clear(cols)
		for k := range b.n {
			for j, v := range st.Row(k) {
				if v < 0 || v != math.Trunc(v) {
					return 0, false
				}
				cols[j] = max(cols[j], v)
			}
		}
		for _, c := range cols {
			if c*float64(b.n) >= float32Exact {
				return 0, false
			}
			largest = max(largest, c)
		}
	}
	return largest, true
}

// pack numbers the distinct columns and stores them in lanes of the narrowest width that
// adds at least minSpan segments (or all n) between flushes: 16-bit lanes for statistics
// up to 1023 (BLEU's, chrF's, TER's on sentences), else 21 or 32 bits.
func (b *batch) pack(stats []*metric.Stats, largest float64) {
	b.columns, b.distinct = distinctColumns(stats)
	b.bits, b.per = 32, 2
	for _, bits := range []uint{16, 21} {
		if b.fits(bits, largest) {
			b.bits, b.per = bits, 64/int(bits)
			break
		}
	}
	// A lane holds span segments' largest values; 32-bit lanes hold every resampled sum.
	b.span = b.n
	if b.bits < 32 {
		b.span = max(1, int(float64(uint64(1)<<b.bits-1)/max(largest, 1)))
	}
	b.lanes = (b.distinct + b.per - 1) / b.per
	b.stride = (b.lanes + rowQuantum - 1) / rowQuantum * rowQuantum
	b.packed = make([]uint64, b.n*b.stride)
	// Each distinct column's first occurrence, system by system: the rows are read in order.
	type column struct {
		s, j, word int // system s's statistic j, in word word of a row
		shift      uint
	}
	var first []column
	seen := make([]bool, b.distinct)
	for i, d := range b.columns {
		if !seen[d] {
			seen[d] = true
			first = append(first, column{i / b.width, i % b.width, d / b.per, b.bits * uint(d%b.per)})
		}
	}
	for k := range b.n {
		row := b.packed[k*b.stride : (k+1)*b.stride]
		for _, c := range first {
			row[c.word] |= uint64(stats[c.s].Data[k*b.width+c.j]) << c.shift
		}
	}
}

// fits reports whether lanes of the width add at least minSpan segments whose values are at
// most largest, or all n, before they can overflow.
func (b *batch) fits(bits uint, largest float64) bool {
	return largest*float64(min(b.n, minSpan)) < float64(uint64(1)<<bits)
}

// distinctColumns numbers the statistics' columns, statistic j of system s being column
// s*width+j, so that columns equal on every segment get the same number: columns[i] is
// column i's, numbered from 0 in order of first appearance, and distinct their count.
func distinctColumns(stats []*metric.Stats) (columns []int, distinct int) {
	w, n := stats[0].Width, stats[0].Len()
	// A hash of each column, row by row, finds the candidates; equal columns are compared.
	hashes := make([]uint64, len(stats)*w)
	for s, st := range stats {
		h := hashes[s*w : (s+1)*w]
		for k := range n {
			for j, v := range st.Row(k) {
				h[j] = (h[j] ^ math.Float64bits(v)) * 0x100000001b3 // FNV-1a's prime
			}
		}
	}
	equal := func(i, c int) bool {
		a, b := stats[i/w].Data[i%w:], stats[c/w].Data[c%w:]
		for k := 0; k < n*w; k += w {
			if a[k] != b[k] {
				return false
			}
		}
		return true
	}
	columns = make([]int, len(hashes))
	first := map[uint64][]int{} // the first column of each number, by hash
	for i, h := range hashes {
		columns[i] = -1
		for _, c := range first[h] {
			if equal(i, c) {
				columns[i] = columns[c]
				break
			}
		}
		if columns[i] < 0 {
			columns[i] = distinct
			distinct++
			first[h] = append(first[h], i)
		}
	}
	return columns, distinct
}

// flush adds the lanes of acc to wide, distinct column d to wide[d], and clears acc.
func (b *batch) flush(acc, wide []uint64) {
	mask := uint64(1)<<b.bits - 1
	for w, word := range acc[:b.lanes] {
		lanes := wide[w*b.per : min(len(wide), (w+1)*b.per)]
		for l := range lanes {
			lanes[l] += word >> (b.bits * uint(l)) & mask
		}
	}
	clear(acc)
}

// unpack writes value i of the summed distinct columns wide to out[i].
func (b *batch) unpack(wide []uint64, out []float64) {
	for i, d := range b.columns {
		out[i] = float64(wide[d])
	}
}

// bootstrap scores every system on the resamples [t0, t1), whose indices idx holds: sample t
// sums the segments idx[(t-t0)*n : (t-t0+1)*n]. It writes scores[system][sample].
func (b *batch) bootstrap(m metric.Resampler, idx []int, t0, t1 int, scores [][]float64, progress *counter) {
	sums := make([]float64, b.systems*b.width)
	acc := b.accumulator()
	for t := 0; t < t1-t0; t++ {
		acc.sum(idx[t*b.n:(t+1)*b.n], sums)
		for s := range scores {
			scores[s][t0+t] = m.ScoreAs(sums[s*b.width:(s+1)*b.width], metric.Float32)
		}
	}
	progress.add(t1 - t0)
}
