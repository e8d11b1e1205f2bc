package tokenizers

import (
	"sync"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// The mteval-v13a rules SacreBLEU's TokenizerRegexp applies with Python's re, in order:
//
//	([\{-\~\[-\` -\&\(-\+\:-\@\/])  ->  " \1 "    (ASCII punctuation and symbols, and the space itself)
//	([^0-9])([\.,])                  ->  "\1 \2 "  (period or comma not after a digit)
//	([\.,])([^0-9])                  ->  " \1 \2"  (period or comma not before a digit)
//	([0-9])(-)                       ->  "\1 \2 "  (dash after a digit)
//
// then the result is split on whitespace and joined by single spaces. Every class is ASCII, so the
// rules can run on bytes: a multi-byte character is never a digit, period, comma or dash, and
// re.sub's left-to-right, non-overlapping scan gives the same result on its bytes as on the
// character. Each pass copies the runs between the bytes it looks for.

var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

// mtevalPunct reports the bytes of the first rule's class.
var mtevalPunct = func() (t [256]bool) {
	for _, span := range [][2]byte{{'{', '~'}, {'[', '`'}, {' ', '&'}, {'(', '+'}, {':', '@'}, {'/', '/'}} {
		for c := span[0]; c <= span[1]; c++ {
			t[c] = true
		}
	}
	return t
}()

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// regexpTokenize applies the four rules and the whitespace normalization to line;
// with pad, to " " + line + " " as 13a does (a padding space is itself in rule 1's class).
func regexpTokenize(line string, pad bool) string {
	pa, pb := bufPool.Get().(*[]byte), bufPool.Get().(*[]byte)
	a := (*pa)[:0]
	if pad {
		a = append(a, "   "...)
	}
	a = padPunct(a, line)
	if pad {
		a = append(a, "   "...)
	}
	b := splitBeforePeriod((*pb)[:0], a)
	a = splitAfterPeriod(a[:0], b)
	b = splitDigitDash(b[:0], a)
	a = appendJoined(a[:0], b)
	out := string(a)
	*pa, *pb = a, b
	bufPool.Put(pa)
	bufPool.Put(pb)
	return out
}

// padPunct is rule 1: surround every byte of the class with spaces.
func padPunct(dst []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; mtevalPunct[c] {
			dst = append(append(dst, s[start:i]...), ' ', c, ' ')
			start = i + 1
		}
	}
	return append(dst, s[start:]...)
}

// splitBeforePeriod is rule 2: "x." becomes "x . " when x is not a digit. A match consumes x
// and the period, so x cannot be the period of the previous match ("x.," keeps ",").
func splitBeforePeriod(dst, s []byte) []byte {
	start, end := 0, 0 // end: the index after the previous match
	for j := 1; j < len(s); j++ {
		if (s[j] == '.' || s[j] == ',') && j-1 >= end && !isDigit(s[j-1]) {
			dst = append(append(dst, s[start:j]...), ' ', s[j], ' ')
			start, end = j+1, j+1
		}
	}
	return append(dst, s[start:]...)
}

// splitAfterPeriod is rule 3: ".x" becomes " . x" when x is not a digit.
func splitAfterPeriod(dst, s []byte) []byte {
	start := 0
	for j := 0; j+1 < len(s); j++ {
		if (s[j] == '.' || s[j] == ',') && !isDigit(s[j+1]) {
			dst = append(append(dst, s[start:j]...), ' ', s[j], ' ', s[j+1])
			j++
			start = j + 1
		}
	}
	return append(dst, s[start:]...)
}

// splitDigitDash is rule 4: "9-" becomes "9 - ". A dash never starts a match, so matches
// cannot overlap.
func splitDigitDash(dst, s []byte) []byte {
	start := 0
	for j := 1; j < len(s); j++ {
		if s[j] == '-' && isDigit(s[j-1]) {
			dst = append(append(dst, s[start:j]...), ' ', '-', ' ')
			start = j + 1
		}
	}
	return append(dst, s[start:]...)
}

// spaceClass classifies bytes for Python's str.split(): 1 for its ASCII whitespace, 2 for the
// lead bytes of its non-ASCII whitespace (U+0085, U+00A0, U+1680, U+2000.., U+3000), which
// need decoding, 0 for the rest.
var spaceClass = func() (t [256]uint8) {
	for _, c := range "\t\n\v\f\r\x1c\x1d\x1e\x1f " {
		t[c] = 1
	}
	for _, c := range []byte{0xC2, 0xE1, 0xE2, 0xE3} {
		t[c] = 2
	}
	return t
}()

// wideSpace returns the length of the non-ASCII whitespace character at the start of s, or 0.
func wideSpace(s []byte) int {
	if r, size := utf8.DecodeRune(s); normalize.IsSpace(r) {
		return size
	}
	return 0
}

// appendJoined appends ' '.join(s.split()) to dst.
func appendJoined(dst, s []byte) []byte {
	sep := false
	for i := 0; i < len(s); {
		// Skip whitespace.
		for i < len(s) {
			if c := spaceClass[s[i]]; c == 1 {
				i++
			} else if w := 0; c == 2 {
				if w = wideSpace(s[i:]); w == 0 {
					break
				}
				i += w
			} else {
				break
			}
		}
		start := i
		for i < len(s) {
			if c := spaceClass[s[i]]; c == 1 || (c == 2 && wideSpace(s[i:]) > 0) {
				break
			}
			i++
		}
		if start < i {
			if sep {
				dst = append(dst, ' ')
			}
			dst = append(dst, s[start:i]...)
			sep = true
		}
	}
	return dst
}
