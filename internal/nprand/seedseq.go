package nprand

import "math/big"

// Constants of SeedSequence in numpy/random/bit_generator.pyx.
const (
	poolSize = 4 // DEFAULT_POOL_SIZE: a 128-bit entropy pool
	initA    = 0x43b0d7e5
	multA    = 0x931e8875
	initB    = 0x8b51f9dd
	multB    = 0x58f38ded
	mixMultL = 0xca01f9dd
	mixMultR = 0x4973f715
	xshift   = 16 // half the bits of a uint32
)

// seedWords splits a non-negative seed into uint32 words, least significant
// first, as _int_to_uint32_array does. Zero is one zero word, not an empty
// array, so seeds 0 and "no words" would hash differently.
func seedWords(seed *big.Int) []uint32 {
	if seed.Sign() == 0 {
		return []uint32{0}
	}
	b := seed.Bytes() // big-endian, no leading zero bytes
	words := make([]uint32, (len(b)+3)/4)
	for i, c := range b {
		k := len(b) - 1 - i // significance of this byte
		words[k/4] |= uint32(c) << (8 * (k % 4))
	}
	return words
}

// hasher is hashmix with its running multiplier, which NumPy threads through
// every call of one mix_entropy (hash_const is input-output).
type hasher struct{ h uint32 }

func (s *hasher) hashmix(v uint32) uint32 {
	v ^= s.h
	s.h *= multA
	v *= s.h
	return v ^ v>>xshift
}

func mix(x, y uint32) uint32 {
	r := mixMultL*x - mixMultR*y
	return r ^ r>>xshift
}

// seedPool is SeedSequence.mix_entropy on a fresh pool with no spawn key.
func seedPool(entropy []uint32) [poolSize]uint32 {
	var pool [poolSize]uint32
	h := hasher{initA}
	for i := range pool {
		var w uint32 // entropy shorter than the pool is padded by hashing zeros
		if i < len(entropy) {
			w = entropy[i]
		}
		pool[i] = h.hashmix(w)
	}
	// Every word is mixed into every other so late words affect early ones.
	for src := range pool {
		for dst := range pool {
			if src != dst {
				pool[dst] = mix(pool[dst], h.hashmix(pool[src]))
			}
		}
	}
	for _, w := range entropy[min(len(entropy), poolSize):] {
		for dst := range pool {
			pool[dst] = mix(pool[dst], h.hashmix(w))
		}
	}
	return pool
}

// generateState is SeedSequence.generate_state(4, np.uint64), which PCG64
// asks for: 8 uint32 words cycled from the pool, paired low word first
// (NumPy views them as little-endian uint64 on every platform).
func generateState(pool [poolSize]uint32) [4]uint64 {
	var out [4]uint64
	h := uint32(initB)
	for i := range 2 * len(out) {
		v := pool[i%poolSize] ^ h
		h *= multB
		v *= h
		v ^= v >> xshift
		out[i/2] |= uint64(v) << (32 * (i % 2))
	}
	return out
}
