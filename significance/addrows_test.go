package significance

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAddRows: the rows added four words at a time (AVX2, where the CPU has it) give the sums
// of the word-by-word loop, for rows of 1 to 40 words (16 and more take two or three passes)
// and any number of segments, repeats included.
func TestAddRows(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for lanes := 1; lanes <= 40; lanes++ {
		n := 50
		b := &batch{n: n, lanes: lanes}
		b.stride = (lanes + rowQuantum - 1) / rowQuantum * rowQuantum
		b.packed = make([]uint64, n*b.stride)
		for k := range n {
			for w := range lanes {
				b.packed[k*b.stride+w] = rng.Uint64() >> 20
			}
		}
		for _, m := range []int{0, 1, 3, 4, 5, 17, 100} {
			segments := make([]int, m)
			for i := range segments {
				segments[i] = rng.IntN(n)
			}
			wide, words := &accumulator{b: b, ints: make([]uint64, b.stride)}, &accumulator{b: b, ints: make([]uint64, b.stride)}
			for i := range wide.ints {
				wide.ints[i] = uint64(i) // sums already there are added to
				words.ints[i] = uint64(i)
			}
			wide.addRows(segments)
			words.addRowsWords(segments)
			if !slices.Equal(wide.ints, words.ints) {
				t.Fatalf("%d lanes, %d segments: %v, want %v", lanes, m, wide.ints, words.ints)
			}
		}
	}
}
