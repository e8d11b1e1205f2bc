package nprand

import (
	"math/big"
	"testing"
)

// benchDraw reports the time per value of fill, called on rows of 3004
// values: one bootstrap sample of SacreBLEU's 3004-segment WMT17 test set.
func benchDraw[T any](b *testing.B, fill func(*Generator, []T)) {
	g, _ := New(big.NewInt(12345))
	row := make([]T, 3004)
	for b.Loop() {
		fill(g, row)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(row)), "ns/value")
}

func BenchmarkChoice3004(b *testing.B) {
	benchDraw(b, func(g *Generator, out []int) { g.Choice(3004, out) })
}

// A bound of 3*2^30 rejects a quarter of the 32-bit draws.
func BenchmarkChoice32Reject(b *testing.B) {
	benchDraw(b, func(g *Generator, out []int) { g.Choice(3<<30, out) })
}

func BenchmarkChoice64(b *testing.B) {
	benchDraw(b, func(g *Generator, out []int) { g.Choice(1<<40, out) })
}

func BenchmarkBools(b *testing.B) {
	benchDraw(b, func(g *Generator, out []bool) { g.Bools(out) })
}

func BenchmarkUint32(b *testing.B) {
	benchDraw(b, func(g *Generator, out []uint32) {
		for i := range out {
			out[i] = g.Uint32()
		}
	})
}

func BenchmarkNew(b *testing.B) {
	seed := big.NewInt(12345)
	for b.Loop() {
		New(seed)
	}
}
