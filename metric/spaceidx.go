package metric

import (
	"encoding/binary"
	"math/bits"
	"strings"
)

// indexSpace is strings.IndexByte(s, ' ') for short tokens: a token of BLEU's tokenized text
// averages 5-6 bytes, and IndexByte's call and vector set-up cost more than finding the space
// in one 8-byte word (a zero byte of the word XOR spaces, found with the classic bit trick, whose
// false positives can only follow a true one, so the lowest flagged byte is exact).
func indexSpace(s string) int {
	const ones, highs, spaces = 0x0101010101010101, 0x8080808080808080, 0x2020202020202020
	for i := 0; i+8 <= len(s) && i < 32; i += 8 {
		x := binary.LittleEndian.Uint64([]byte(s[i:i+8])) ^ spaces
		if t := (x - ones) &^ x & highs; t != 0 {
			return i + bits.TrailingZeros64(t)/8
		}
	}
	if len(s) >= 32 {
		if j := strings.IndexByte(s[32:], ' '); j >= 0 {
			return 32 + j
		}
		return -1
	}
	for i := len(s) &^ 7; i < len(s); i++ {
		if s[i] == ' ' {
			return i
		}
	}
	return -1
}
