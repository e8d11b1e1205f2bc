package metric

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestIndexSpace compares indexSpace with strings.IndexByte on every placement of up to two
// spaces in strings of up to 40 bytes, over bytes near the space's value and high bytes.
func TestIndexSpace(t *testing.T) {
	alphabet := []byte{' ', '!', 0x1f, 0xa0, 0x20 | 0x80, 'a', 0x00, 0xff}
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 0; n <= 40; n++ {
		for trial := 0; trial < 2000; trial++ {
			b := make([]byte, n)
			for i := range b {
				b[i] = alphabet[1+rng.IntN(len(alphabet)-1)]
			}
			for k := rng.IntN(3); k > 0 && n > 0; k-- {
				b[rng.IntN(n)] = ' '
			}
			s := string(b)
			if got, want := indexSpace(s), strings.IndexByte(s, ' '); got != want {
				t.Fatalf("indexSpace(%q) = %d, want %d", s, got, want)
			}
		}
	}
}

// TestStrHashWord: the hash of a short token read from a word is strHash's, whatever follows it.
func TestStrHashWord(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := 0; trial < 100000; trial++ {
		n := rng.IntN(8)
		b := make([]byte, 8)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		var w uint64
		for i := 7; i >= 0; i-- {
			w = w<<8 | uint64(b[i])
		}
		if got, want := strHashWord(w, n), strHash(string(b[:n])); got != want {
			t.Fatalf("strHashWord(%x, %d) = %x, strHash(%q) = %x", w, n, got, b[:n], want)
		}
	}
}

// TestSpacedIDs: tokens split and numbered by the fused scan are those of strings.Split.
func TestSpacedIDs(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	c := newNgramCounter(4, true)
	for trial := 0; trial < 20000; trial++ {
		words := make([]string, 1+rng.IntN(12))
		for i := range words {
			b := make([]byte, 1+rng.IntN(20))
			for j := range b {
				b[j] = "ab\xff!"[rng.IntN(4)]
			}
			words[i] = string(b)
		}
		line := strings.Join(words, " ")
		c.ids.reset(64)
		var want []uint32
		for _, w := range words {
			want = append(want, c.ids.id(w, true))
		}
		got := c.spacedIDs(nil, line, false)
		if !slices.Equal(got, want) {
			t.Fatalf("spacedIDs(%q) = %v, want %v", line, got, want)
		}
	}
}
