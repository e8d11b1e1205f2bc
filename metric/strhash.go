package metric

import (
	"encoding/binary"
	"hash/maphash"
	"math/bits"
)

// strHashSeed varies per process, so that which tokens collide cannot be planned.
var strHashSeed = func() uint64 {
	var h maphash.Hash
	return h.Sum64() | 1
}()

// strHash hashes a token. Tokens are short (5-6 bytes on average in WMT text), and maphash's
// call costs more than the hashing: up to 16 bytes are read as two words and mixed with two
// multiplications; longer tokens go to maphash.
func strHash(s string) uint64 {
	const m1, m2 = 0x9E3779B97F4A7C15, 0xD6E8FEB86659FD93
	n := len(s)
	var a, b uint64
	switch {
	case n >= 8 && n <= 16:
		a = binary.LittleEndian.Uint64([]byte(s[:8]))
		b = binary.LittleEndian.Uint64([]byte(s[n-8:]))
	case n >= 4 && n < 8:
		a = uint64(binary.LittleEndian.Uint32([]byte(s[:4])))
		b = uint64(binary.LittleEndian.Uint32([]byte(s[n-4:])))
	case n > 0 && n < 4:
		a = uint64(s[0])<<16 | uint64(s[n/2])<<8 | uint64(s[n-1])
	case n > 16:
		return maphash.String(longSeed, s)
	}
	hi, lo := bits.Mul64(a^strHashSeed^uint64(n)*m1, b^m2)
	return hi ^ lo
}

var longSeed = maphash.MakeSeed()

// strHashWord is strHash of a token of n < 8 bytes held in the low bytes of w (little-endian;
// the bytes above it are ignored), so that a scan that has loaded the word needs no reread.
func strHashWord(w uint64, n int) uint64 {
	const m1, m2 = 0x9E3779B97F4A7C15, 0xD6E8FEB86659FD93
	var a, b uint64
	switch {
	case n >= 4:
		a = w & 0xFFFFFFFF
		b = w >> (8 * (n - 4)) & 0xFFFFFFFF
	case n > 0:
		a = (w&0xFF)<<16 | (w>>(8*(n/2))&0xFF)<<8 | w>>(8*(n-1))&0xFF
	}
	hi, lo := bits.Mul64(a^strHashSeed^uint64(n)*m1, b^m2)
	return hi ^ lo
}
