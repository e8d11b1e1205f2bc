package nprand

import (
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
)

func TestSeedWords(t *testing.T) {
	for _, tc := range []struct {
		seed   string
		want   []uint32
		reason string
	}{
		{"0", []uint32{0}, "zero is one zero word, not none"},
		{"12345", []uint32{12345}, "SacreBLEU's default seed fits one word"},
		{"4294967295", []uint32{0xffffffff}, "2**32-1 is the largest one-word seed"},
		{"4294967296", []uint32{0, 1}, "2**32 needs a second word, low word first"},
		{"18446744073709551621", []uint32{5, 0, 1}, "2**64+5 keeps its zero middle word"},
		{"340282366920938463463374607431768211473", []uint32{17, 0, 0, 0, 1}, "2**128+17 is longer than the pool"},
	} {
		if got := seedWords(mustSeed(t, tc.seed)); !slices.Equal(got, tc.want) {
			t.Errorf("seedWords(%s) = %d, want %d (%s)", tc.seed, got, tc.want, tc.reason)
		}
	}
}

func TestNewRejects(t *testing.T) {
	for _, tc := range []struct {
		seed   *big.Int
		reason string
	}{
		{nil, "nil is not default_rng(None); that is NewFromEntropy"},
		{big.NewInt(-1), "NumPy: expected non-negative integer"},
		{new(big.Int).Lsh(big.NewInt(-1), 100), "large negative seeds too"},
	} {
		if g, err := New(tc.seed); !errors.Is(err, ErrSeed) || g != nil {
			t.Errorf("New(%v) = %v, %v; want ErrSeed (%s)", tc.seed, g, err, tc.reason)
		}
	}
}

// TestConsumption checks how many 64-bit outputs each call takes and whether
// it leaves a 32-bit half for the next call, which is what keeps later draws
// on the same generator in step with NumPy.
func TestConsumption(t *testing.T) {
	for _, tc := range []struct {
		name   string
		call   func(g *Generator)
		steps  int  // 64-bit outputs taken from a fresh generator
		has32  bool // a high half is kept afterwards
		reason string
	}{
		{"choice n=1", choose(1, 100), 0, false, "a one-value range draws nothing"},
		{"choice count=0", choose(0, 0), 0, false, "an empty size draws nothing, even with n = 0"},
		{"choice n=2 x1", choose(2, 1), 1, true, "one next_uint32 keeps the high half"},
		{"choice n=2 x2", choose(2, 2), 1, false, "the second value uses the kept half"},
		{"choice n=2^32 x3", choose(1<<32, 3), 2, true, "2**32 takes plain next_uint32 draws"},
		{"choice n=2^32+1 x3", choose(1<<32+1, 3), 3, false, "above 2**32 each value takes a next_uint64"},
		{"bools x1", bools(1), 1, true, "one bool takes a whole next_uint32"},
		{"bools x32", bools(32), 1, true, "32 bools share one next_uint32"},
		{"bools x33", bools(33), 1, false, "the 33rd bool takes the kept half"},
		{"bools x1 x1", func(g *Generator) { bools(1)(g); bools(1)(g) }, 1, false, "each call starts a new bit buffer"},
		{"uint32 uint64", func(g *Generator) { g.Uint32(); g.Uint64() }, 2, true, "next_uint64 leaves the kept half alone"},
	} {
		g, ref := fresh(t), fresh(t)
		tc.call(g)
		for range tc.steps {
			ref.pcg.next()
		}
		if g.pcg != ref.pcg || g.has32 != tc.has32 {
			t.Errorf("%s: state is not %d steps on with has32=%v (%s)", tc.name, tc.steps, tc.has32, tc.reason)
		}
	}
}

func fresh(t *testing.T) *Generator {
	g, err := New(big.NewInt(12345))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func choose(n, count int) func(*Generator) {
	return func(g *Generator) { g.Choice(n, make([]int, count)) }
}

func bools(count int) func(*Generator) {
	return func(g *Generator) { g.Bools(make([]bool, count)) }
}

func TestChoicePanics(t *testing.T) {
	for _, tc := range []struct {
		n, count int
		reason   string
	}{
		{0, 1, "NumPy: a must be a positive integer unless no samples are taken"},
		{-3, 2, "negative n likewise"},
	} {
		func() {
			defer func() {
				msg, _ := recover().(string)
				if !strings.Contains(msg, "positive integer") {
					t.Errorf("Choice(%d, %d values) panicked with %q (%s)", tc.n, tc.count, msg, tc.reason)
				}
			}()
			choose(tc.n, tc.count)(fresh(t))
		}()
	}
}

func TestNewFromEntropy(t *testing.T) {
	a, b := NewFromEntropy(), NewFromEntropy()
	if a.pcg == b.pcg {
		t.Error("two entropy-seeded generators start alike")
	}
	if a.pcg.incLo&1 == 0 {
		t.Error("PCG64 increment is even")
	}
}

func FuzzChoiceInRange(f *testing.F) {
	f.Add(uint64(12345), int64(3004), uint8(7))
	f.Add(uint64(0), int64(1)<<40, uint8(3))
	f.Fuzz(func(t *testing.T, seed uint64, n int64, count uint8) {
		if n <= 0 || int64(int(n)) != n {
			t.Skip()
		}
		g, _ := New(new(big.Int).SetUint64(seed))
		out := make([]int, count)
		g.Choice(int(n), out)
		for _, v := range out {
			if v < 0 || int64(v) >= n {
				t.Fatalf("Choice(%d) gave %d", n, v)
			}
		}
	})
}
