package nprand

import (
	"fmt"
	"math"
	"math/bits"
)

// Choice fills out as rng.choice(n, size=len(out)) does, which for an
// integer n with replacement is rng.integers(0, n, size) in int64. A shape
// (S, n) is filled row-major, so pass S*n values. It panics if n <= 0 and
// out is not empty, where NumPy raises ValueError; with an empty out it draws
// nothing and accepts any n, as NumPy returns before checking.
func (g *Generator) Choice(n int, out []int) {
	if len(out) == 0 {
		return
	}
	if n <= 0 {
		panic(fmt.Sprintf("nprand: Choice(%d): a must be a positive integer unless no samples are taken", n))
	}
	// random_bounded_uint64_fill works on the closed range [0, rng].
	switch rng := uint64(n) - 1; {
	case rng == 0:
		clear(out) // NumPy fills with the offset and draws nothing
	case rng < math.MaxUint32:
		g.lemire32(uint32(rng)+1, out)
	case rng == math.MaxUint32:
		// 32-bit Lemire cannot take 2^32 as its bound, so NumPy uses the
		// draws themselves.
		for i := range out {
			out[i] = int(g.Uint32())
		}
	default:
		g.lemire64(rng+1, out)
	}
}

// lemire32 is buffered_bounded_lemire_uint32 with bound excl: the high half
// of a 32x32-bit product, redrawn while the low half is below 2^32 mod excl
// so that every value is equally likely. NumPy tests low < excl before
// computing that threshold; the threshold is smaller than excl, so testing it
// alone rejects the same draws.
//
// The generator's state is copied into locals for the loop (Uint32's buffered half included),
// so that it stays in registers: the draws are the same, about twice as fast.
func (g *Generator) lemire32(excl uint32, out []int) {
	thr := -excl % excl // (UINT32_MAX - rng) % rng_excl
	p, has, buf := g.pcg, g.has32, g.buf32
	for i := range out {
		for {
			var v uint32
			if has {
				v, has = buf, false
			} else {
				x := p.next()
				v, buf, has = uint32(x), uint32(x>>32), true
			}
			if m := uint64(v) * uint64(excl); uint32(m) >= thr {
				out[i] = int(m >> 32)
				break
			}
		}
	}
	g.pcg, g.has32, g.buf32 = p, has, buf
}

// lemire64 is bounded_lemire_uint64, the same method on whole 64-bit draws;
// NumPy takes it when the range does not fit in 32 bits.
func (g *Generator) lemire64(excl uint64, out []int) {
	thr := -excl % excl
	for i := range out {
		hi, lo := bits.Mul64(g.pcg.next(), excl)
		for lo < thr {
			hi, lo = bits.Mul64(g.pcg.next(), excl)
		}
		out[i] = int(hi)
	}
}

// Bools fills out as rng.integers(2, size=len(out), dtype=bool) does: each
// next_uint32 draw gives 32 values, least significant bit first. The bit
// buffer of random_bounded_bool_fill lives for one call, so a call that ends
// mid-word drops the unused bits; only next_uint32's kept half carries over.
func (g *Generator) Bools(out []bool) {
	for len(out) > 0 {
		w := g.Uint32()
		word := out[:min(len(out), 32)]
		if len(word) == 32 {
			// Whole words copy 8 bools at a time: 3-4 times faster than
			// setting them one by one, and SacreBLEU asks for 30 million.
			for k := 0; k < 32; k += 8 {
				copy(word[k:k+8], byteBits[uint8(w>>k)][:])
			}
		} else {
			for j := range word {
				word[j] = w>>j&1 != 0
			}
		}
		out = out[len(word):]
	}
}

// byteBits[b] holds the bits of b, least significant first.
var byteBits = func() (t [256][8]bool) {
	for b := range t {
		for j := range t[b] {
			t[b][j] = b>>j&1 != 0
		}
	}
	return t
}()
