package metric

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// TestAddRepeated compares with the loop it replaces, on the constants chrF adds (its eps
// term) and BLEU's log of 0, from values in every binade and across zero. The loop of 123457
// additions is the test's cost: by default it is run for the named constants with every x and
// for every 8th pair of a random constant and an x; SACRE_LONG=1 runs it for every pair.
func TestAddRepeated(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	cs := []float64{1e-16, 9.999999999999998e-17, -9999999999, 0.1, -0.1, 3, math.Ldexp(1, -54), math.Ldexp(3, -54), 5e-324}
	xs := []float64{0, 0.5, 0.9999999, 1, 1.5, 2.4, -0.7, -1e-15, 1e-15, 1e300, 12345.678, -3}
	for range 200 {
		xs = append(xs, (rng.Float64()-0.5)*math.Ldexp(1, rng.IntN(20)-10))
	}
	named := len(cs)
	for range 40 {
		cs = append(cs, (rng.Float64()-0.5)*math.Ldexp(1, rng.IntN(80)-60))
	}
	for ci, c := range cs {
		for xi, x := range xs {
			for _, n := range []uint64{0, 1, 2, 3, 17, 1000, 123457} {
				if n > 1000 && ci >= named && !campaign.EveryNth(ci*len(xs)+xi, 8) {
					continue
				}
				want := x
				for range n {
					want += c
				}
				if got := addRepeated(x, c, n); got != want {
					t.Fatalf("addRepeated(%v, %v, %d) = %v, want %v", x, c, n, got, want)
				}
			}
		}
	}
	// A huge count ends at the fixed point at once.
	if got := addRepeated(1, 1e-16, 1<<62); got != 1 {
		t.Errorf("1 + 2^62 x 1e-16 = %v", got)
	}
}
