package significance

import (
	"math"

	"github.com/sacre-mt/sacre/internal/par"
	"github.com/sacre-mt/sacre/metric"
)

// batch holds the statistics of several systems side by side, segment by segment, so that one
// pass over a resample's segments sums every system.
//
// SacreBLEU sums resampled statistics in float32, in the order of the resample. Integer
// statistics whose column totals stay below 2^24 are summed exactly by float32 in any order;
// for those (BLEU and chrF, TER with one reference), the lanes of a uint64 add several values
// at once: three 21-bit lanes when every resampled sum stays below 2^21, else two 32-bit ones.
// Other statistics take the float32 path in SacreBLEU's order.
type batch struct {
	systems, width, n int
	lanes             int       // uint64 words per segment in the packed rows
	per               int       // values per word: 3 (21-bit lanes) or 2 (32-bit lanes)
	packed            []uint64  // exact integer rows, per values per word
	rows              []float32 // float32 rows, when not exact
	stats64           []float64 // float64 rows, when not exact (approximate randomization)
	totals            []float64 // each system's summed statistics
}

// float32Exact is 2^24: float32 holds every integer up to it.
const float32Exact = 1 << 24

func newBatch(stats []*metric.Stats) *batch {
	b := &batch{systems: len(stats), width: stats[0].Width, n: stats[0].Len()}
	b.totals = make([]float64, b.systems*b.width)
	for s, st := range stats {
		copy(b.totals[s*b.width:], st.Sum())
	}
	if bound, ok := b.exactIntegers(stats); ok {
		b.per = 2
		if bound < 1<<21 {
			b.per = 3
		}
		b.pack(stats)
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
// largest such bound.
func (b *batch) exactIntegers(stats []*metric.Stats) (bound float64, ok bool) {
	for _, st := range stats {
		for j := range b.width {
			largest := 0.0
			for k := range b.n {
				v := st.Data[k*b.width+j]
				if v < 0 || v != math.Trunc(v) {
					return 0, false
				}
				largest = max(largest, v)
			}
			if largest*float64(b.n) >= float32Exact {
				return 0, false
			}
			bound = max(bound, largest*float64(b.n))
		}
	}
	return bound, true
}

// pack stores the rows in lanes, value i of a segment in word i/per, lane i%per.
func (b *batch) pack(stats []*metric.Stats) {
	vals := b.systems * b.width
	b.lanes = (vals + b.per - 1) / b.per
	b.packed = make([]uint64, b.n*b.lanes)
	bits := b.laneBits()
	for k := range b.n {
		for s, st := range stats {
			for j, v := range st.Row(k) {
				i := s*b.width + j
				b.packed[k*b.lanes+i/b.per] |= uint64(v) << (bits * uint(i%b.per))
			}
		}
	}
}

// laneBits is the width of a lane.
func (b *batch) laneBits() uint {
	if b.per == 3 {
		return 21
	}
	return 32
}

// unpack writes value i of the summed words acc to out[i].
func (b *batch) unpack(acc []uint64, out []float64) {
	bits := b.laneBits()
	mask := uint64(1)<<bits - 1
	for i := range out {
		out[i] = float64(acc[i/b.per] >> (bits * uint(i%b.per)) & mask)
	}
}

// bootstrap scores every system on the resamples [t0, t1), whose indices idx holds: sample t
// sums the segments idx[(t-t0)*n : (t-t0+1)*n]. It writes scores[system][sample].
func (b *batch) bootstrap(m metric.Resampler, idx []int, t0, t1 int, scores [][]float64, progress *counter) {
	par.Range(t1-t0, sampleChunk, func(lo, hi int) {
		sums := make([]float64, b.systems*b.width)
		acc := b.accumulator()
		for t := lo; t < hi; t++ {
			acc.sum(idx[t*b.n:(t+1)*b.n], sums)
			for s := range scores {
				scores[s][t0+t] = m.ScoreAs(sums[s*b.width:(s+1)*b.width], metric.Float32)
			}
		}
		progress.add(hi - lo)
	})
}
