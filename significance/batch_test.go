package significance

import (
	"math/rand/v2"
	"testing"

	"github.com/sacre-mt/sacre/metric"
)

// TestBatchSums checks the packed sums against plain ones for statistics that take each lane
// width, flush more or less often and repeat columns across systems.
func TestBatchSums(t *testing.T) {
	for _, c := range []struct {
		name     string
		largest  int
		n        int
		bits     uint
		distinct int
	}{
		{"16-bit, rare flushes", 90, 3000, 16, 1 + 3*3},
		{"16-bit, a flush every 64 segments", 1023, 2000, 16, 1 + 3*3},
		{"21-bit", 1024, 2000, 21, 1 + 3*3},
		{"32-bit", 40000, 400, 32, 1 + 3*3},
		{"few segments, 16-bit", 6000, 10, 16, 1 + 3*3},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(c.largest), uint64(c.n)))
			// Three systems of width 5: column 0 is the same for all (a reference length),
			// column 4 repeats column 1 (BLEU's unigram count and hypothesis length).
			const w = 5
			shared := make([]float64, c.n)
			for k := range shared {
				shared[k] = float64(r.IntN(c.largest + 1))
			}
			stats := make([]*metric.Stats, 3)
			for s := range stats {
				st := &metric.Stats{Width: w, Data: make([]float64, c.n*w)}
				for k := range c.n {
					row := st.Row(k)
					row[0] = shared[k]
					for j := 1; j < 4; j++ {
						row[j] = float64(r.IntN(c.largest + 1))
					}
					row[4] = row[1]
				}
				st.Data[w*(c.n/2)+2] = float64(c.largest) // the largest value occurs
				stats[s] = st
			}
			b := newBatch(stats)
			if b.packed == nil || b.bits != c.bits || b.distinct != c.distinct {
				t.Fatalf("packed %v, %d-bit lanes, %d distinct columns; want %d-bit, %d", b.packed != nil, b.bits, b.distinct, c.bits, c.distinct)
			}
			acc := b.accumulator()
			sums, want := make([]float64, 3*w), make([]float64, 3*w)
			idx := make([]int, c.n)
			for trial := range 5 {
				for i := range idx {
					idx[i] = r.IntN(c.n)
				}
				if trial == 0 {
					for i := range idx {
						idx[i] = c.n / 2 // the largest value n times
					}
				}
				acc.sum(idx, sums)
				clear(want)
				for _, k := range idx {
					for s, st := range stats {
						for j, v := range st.Row(k) {
							want[s*w+j] += v
						}
					}
				}
				for i := range want {
					if sums[i] != want[i] {
						t.Fatalf("trial %d: sum %d is %v, want %v", trial, i, sums[i], want[i])
					}
				}
			}
			// Approximate randomization's split: the flagged segments and the others.
			flags := make([]bool, c.n)
			for k := range flags {
				flags[k] = r.IntN(2) == 1
			}
			on, off := make([]float64, 3*w), make([]float64, 3*w)
			acc.split(flags, b.totals, on, off)
			clear(want)
			for k, f := range flags {
				if f {
					for s, st := range stats {
						for j, v := range st.Row(k) {
							want[s*w+j] += v
						}
					}
				}
			}
			for i := range want {
				if on[i] != want[i] || off[i] != b.totals[i]-want[i] {
					t.Fatalf("split %d: %v and %v, want %v and %v", i, on[i], off[i], want[i], b.totals[i]-want[i])
				}
			}
		})
	}
}
