package metric

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRepeats compares repeats.find with the plain search for the first earlier system with
// the same hypothesis, on segments drawn from a few strings that share fingerprints: the same
// length with the same first and last 8 bytes, the empty string, strings shorter than 8 bytes
// and ones with NUL bytes.
func TestRepeats(t *testing.T) {
	mid := strings.Repeat("a", 8)
	pool := []string{"", "\x00", "a", "a\x00", "\x00a", "abc", "abcdefgh", "abcdefghi",
		mid + "x" + mid, mid + "y" + mid, mid + "xy" + mid, mid + "yx" + mid, "Guten Tag.", "Guten Tag!"}
	rng := rand.New(rand.NewPCG(3, 4))
	var r repeats
	for _, n := range []int{1, 2, 5, 16, 64, 65} {
		for range 200 {
			systems := make([][]string, n)
			for s := range systems {
				systems[s] = []string{pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]}
			}
			for i := range 2 {
				r.find(systems, i)
				if len(r.same) != n {
					t.Fatalf("%d systems: %d results", n, len(r.same))
				}
				for s := range systems {
					want := -1
					for e := 0; e < s && n <= 64; e++ {
						if systems[e][i] == systems[s][i] {
							want = e
							break
						}
					}
					if r.same[s] != want {
						t.Fatalf("%d systems, segment %d, system %d (%q): %d, want %d", n, i, s, systems[s][i], r.same[s], want)
					}
				}
			}
		}
	}
}
