package nprand

import "math/bits"

// PCG_DEFAULT_MULTIPLIER_128 of numpy/random/src/pcg64/pcg64.h, in halves.
const (
	mulHi = 0x2360ed051fc65da4
	mulLo = 0x4385df649fccf645
)

// pcg64 is PCG's setseq_128 generator with the XSL-RR 128/64 output: a
// 128-bit LCG with an odd increment, each half kept in a uint64.
type pcg64 struct {
	hi, lo       uint64 // state
	incHi, incLo uint64 // increment
}

// newPCG64 is pcg64_set_seed fed with generate_state's four words: NumPy
// reads words 0,1 as initstate (high, low) and words 2,3 as initseq.
func newPCG64(s [4]uint64) pcg64 {
	p := pcg64{incHi: s[2]<<1 | s[3]>>63, incLo: s[3]<<1 | 1}
	p.step()
	var c uint64
	p.lo, c = bits.Add64(p.lo, s[1], 0)
	p.hi += s[0] + c
	p.step()
	return p
}

// step advances state = state*mul + inc (mod 2^128).
func (p *pcg64) step() {
	hi, lo := bits.Mul64(p.lo, mulLo)
	hi += p.hi*mulLo + p.lo*mulHi
	var c uint64
	p.lo, c = bits.Add64(lo, p.incLo, 0)
	p.hi = hi + p.incHi + c
}

// next steps first, then outputs the state's halves xored and rotated right
// by the top 6 bits.
func (p *pcg64) next() uint64 {
	p.step()
	return bits.RotateLeft64(p.hi^p.lo, -int(p.hi>>58))
}
