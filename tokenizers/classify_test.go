package tokenizers

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClassifyBlock: classifyBlock (64 bytes at once where the CPU allows) gives classify's
// masks, and whether a byte to rewrite is there, for every byte value at every offset of a
// block, for random blocks, and for every last block of lines of 1 to 200 bytes.
func TestClassifyBlock(t *testing.T) {
	check := func(s string, off, n int) {
		t.Helper()
		var got, want blockMasks
		gotMarked := classifyBlock(&got, s, off, n)
		wantMarked := classify(&want, s[off:off+n])
		// A last block read as the 64 bytes that end the line also sees the bytes before it,
		// which the line has too: only whether the line has a byte to rewrite is compared.
		if got != want || (gotMarked != 0) != (wantMarked != 0) && n == 64 {
			t.Fatalf("%q at %d, %d bytes: %+v %v, want %+v %v", s, off, n, got, gotMarked != 0, want, wantMarked != 0)
		}
	}
	for _, bg := range []byte{'a', ' ', '0', 0x00, 0xC3} {
		block := []byte(strings.Repeat(string(bg), 64))
		for c := range 256 {
			for i := range 64 {
				block[i] = byte(c)
				check(string(block), 0, 64)
				block[i] = bg
			}
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	alphabet := []byte("aZ09 .,-&<\n\t\x1c\x1f!/:@[`{~\xc2\xa0\xe2\x80\x83\xe3\xc3\xa4\xff")
	for range 3000 {
		b := make([]byte, 1+rng.IntN(200))
		for i := range b {
			if rng.IntN(4) == 0 {
				b[i] = byte(rng.IntN(256))
			} else {
				b[i] = alphabet[rng.IntN(len(alphabet))]
			}
		}
		s := string(b)
		for off := 0; off < len(s); off += 64 {
			check(s, off, min(64, len(s)-off))
		}
	}
}
