package normalize

import (
	"encoding/binary"
	"iter"
	"math/bits"
	"strings"
	"unicode/utf8"
)

// IsSpace reports whether r is whitespace for Python's str.isspace(),
// str.split() and str.strip(): U+0009..U+000D, U+001C..U+001F, U+0020,
// U+0085, U+00A0, U+1680, U+2000..U+200A, U+2028, U+2029, U+202F, U+205F and
// U+3000. U+200B and U+FEFF are not whitespace.
func IsSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 0 && byteClass[r] == spaceByte
	}
	switch r {
	case 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
		return true
	}
	return 0x2000 <= r && r <= 0x200A
}

// Byte classes for scanning UTF-8 one byte at a time. Python's ASCII
// whitespace includes the separators U+001C..U+001F, which Go's
// unicode.IsSpace leaves out.
const (
	notSpace   = iota
	spaceByte  // an ASCII space
	maybeSpace // the first byte of U+0085, U+00A0, U+1680, U+2000.. or U+3000
)

// byteClass classifies bytes. Continuation bytes and other lead bytes cannot
// start a space, so only maybeSpace bytes need UTF-8 decoding.
var byteClass = [256]uint8{
	'\t': spaceByte, '\n': spaceByte, '\v': spaceByte, '\f': spaceByte, '\r': spaceByte,
	0x1C: spaceByte, 0x1D: spaceByte, 0x1E: spaceByte, 0x1F: spaceByte, ' ': spaceByte,
	0xC2: maybeSpace, 0xE1: maybeSpace, 0xE2: maybeSpace, 0xE3: maybeSpace,
}

// spaceWidth returns the byte width of the whitespace character at s[i:], or
// 0 when there is none.
func spaceWidth(s string, i int) int {
	switch byteClass[s[i]] {
	case spaceByte:
		return 1
	case maybeSpace:
		return multiByteSpaceWidth(s[i:])
	}
	return 0
}

func multiByteSpaceWidth(s string) int {
	if r, w := utf8.DecodeRuneInString(s); IsSpace(r) {
		return w
	}
	return 0
}

// NextField returns the bounds of the first field of s (see [Fields]) that
// starts at or after byte i; start == len(s) when there is none. A loop over
// the fields' bounds reads: for start, end := NextField(s, 0); start < len(s);
// start, end = NextField(s, end). It steps through multi-byte runes byte by
// byte, decoding only at bytes that may start whitespace.
func NextField(s string, i int) (start, end int) {
spaces:
	for ; i < len(s); i++ {
		switch byteClass[s[i]] {
		case notSpace:
			break spaces
		case maybeSpace:
			w := multiByteSpaceWidth(s[i:])
			if w == 0 {
				break spaces
			}
			i += w - 1
		}
	}
	for start = i; i < len(s); i++ {
		// Eight bytes at a time up to the first that may be whitespace: one step for most
		// words, where a byte's class is looked up byte by byte.
		for i+8 <= len(s) {
			m := mayBeSpace(binary.LittleEndian.Uint64([]byte(s[i : i+8])))
			if m != 0 {
				i += bits.TrailingZeros64(m) / 8
				break
			}
			i += 8
		}
		if i == len(s) {
			break
		}
		switch byteClass[s[i]] {
		case spaceByte:
			return start, i
		case maybeSpace:
			if multiByteSpaceWidth(s[i:]) > 0 {
				return start, i
			}
		}
	}
	return start, i
}

// mayBeSpace sets the high bit of the lowest byte of x (little-endian) below 0x21 or from 0x80,
// the bytes that may be or start whitespace, and of others: those below 0x21 after it may be
// marked wrongly (a borrow goes on), but the lowest mark is always right.
func mayBeSpace(x uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	return (x-0x21*ones)&^x&high | x&high
}

// Fields splits s around runs of whitespace, like Python's s.split() with no
// arguments: no empty fields, no leading or trailing ones.
func Fields(s string) []string {
	// Most fields end at a space: count them to size the result at once.
	return AppendFields(make([]string, 0, strings.Count(s, " ")+1), s)
}

// AppendFields appends the fields of s (see [Fields]) to dst and returns the
// extended slice. The fields are substrings of s; nothing else is allocated.
func AppendFields(dst []string, s string) []string {
	for start, end := NextField(s, 0); start < len(s); start, end = NextField(s, end) {
		dst = append(dst, s[start:end])
	}
	return dst
}

// FieldsSeq yields the fields of s as Fields returns them, without making the slice: for
// lines too long to copy into one.
func FieldsSeq(s string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for start, end := NextField(s, 0); start < len(s); start, end = NextField(s, end) {
			if !yield(s[start:end]) {
				return
			}
		}
	}
}

// TrimRight returns s without trailing whitespace, like Python's s.rstrip().
func TrimRight(s string) string {
	for len(s) > 0 {
		c := s[len(s)-1]
		if c < utf8.RuneSelf {
			if byteClass[c] != spaceByte {
				break
			}
			s = s[:len(s)-1]
			continue
		}
		r, w := utf8.DecodeLastRuneInString(s)
		if !IsSpace(r) {
			break
		}
		s = s[:len(s)-w]
	}
	return s
}

// Strip returns s without leading and trailing whitespace, like Python's
// s.strip().
func Strip(s string) string {
	for len(s) > 0 {
		w := spaceWidth(s, 0)
		if w == 0 {
			break
		}
		s = s[w:]
	}
	return TrimRight(s)
}

// JoinFields returns the fields of s joined by single spaces, like Python's
// ' '.join(s.split()). When s is already in that form it is returned as is.
func JoinFields(s string) string {
	if isJoined(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for start, end := NextField(s, 0); start < len(s); start, end = NextField(s, end) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[start:end])
	}
	return b.String()
}

// isJoined reports whether s has no leading or trailing whitespace and every
// whitespace character in it is a lone U+0020.
func isJoined(s string) bool {
	prevSpace := true // so that a leading space fails
	for i := 0; i < len(s); i++ {
		w := spaceWidth(s, i)
		if w > 0 && (prevSpace || s[i] != ' ') {
			return false
		}
		prevSpace = w > 0
	}
	return !prevSpace || s == ""
}
