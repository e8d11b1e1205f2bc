package textio

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

// validUTF8 reports whether p is valid UTF-8, as utf8.Valid does. Text in Latin scripts is
// mostly ASCII with a character of two bytes every few dozen: validUTF8 skips ASCII 16 bytes at
// a time, and checks the characters from the first byte that is not ASCII to the next ASCII
// byte itself, where utf8.Valid goes on byte by byte until its next aligned 8 bytes. Past a
// few such characters in a row (Chinese, Japanese), utf8.Valid checks the rest of the stretch.
func validUTF8(p []byte) bool {
	for len(p) >= 16 {
		a, b := nonASCII(p), nonASCII(p[8:])
		if a|b == 0 {
			p = p[16:]
			continue
		}
		if a != 0 {
			p = p[bits.TrailingZeros64(a)/8:]
		} else {
			p = p[8+bits.TrailingZeros64(b)/8:]
		}
		for k := 0; len(p) > 0 && p[0] >= utf8.RuneSelf; k++ {
			if k == 2 {
				end := stretchEnd(p)
				if !utf8.Valid(p[:end]) {
					return false
				}
				p = p[end:]
				break
			}
			n := runeLen(p)
			if n == 0 {
				return false
			}
			p = p[n:]
		}
	}
	return utf8.Valid(p)
}

// stretchEnd is where the 16-byte blocks of p that are not all ASCII end, moved past the
// bytes that continue a character: no valid character spans it, so p is valid exactly when
// both sides are.
func stretchEnd(p []byte) int {
	end := 16
	for end+16 <= len(p) && nonASCII(p[end:])|nonASCII(p[end+8:]) != 0 {
		end += 16
	}
	if end >= len(p) {
		return len(p)
	}
	for end < len(p) && p[end]&0xC0 == 0x80 {
		end++
	}
	return end
}

// nonASCII is the high bits of p's first 8 bytes.
func nonASCII(p []byte) uint64 { return binary.LittleEndian.Uint64(p) & 0x8080808080808080 }

// runeLen is the length of the valid character of two to four bytes p starts with, or 0 if
// there is none (the ranges of the Unicode standard's table 3-7, which utf8.Valid checks: the
// second byte's range depends on the first, the others continue a character).
func runeLen(p []byte) int {
	c := p[0]
	switch {
	case c < 0xC2 || c >= 0xF5:
		return 0
	case c < 0xE0: // two bytes, as in most of a text in a Latin script
		if len(p) < 2 || p[1]&0xC0 != 0x80 {
			return 0
		}
		return 2
	}
	n, lo, hi := 3, byte(0x80), byte(0xBF)
	if c >= 0xF0 {
		n = 4
	}
	switch c {
	case 0xE0:
		lo = 0xA0
	case 0xED:
		hi = 0x9F
	case 0xF0:
		lo = 0x90
	case 0xF4:
		hi = 0x8F
	}
	if len(p) < n || p[1] < lo || p[1] > hi || p[2]&0xC0 != 0x80 || n == 4 && p[3]&0xC0 != 0x80 {
		return 0
	}
	return n
}
