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

// plainByte reports the bytes appendRegexpTokens copies as they are, with no rule to apply:
// not white space (nor the first byte of a non-ASCII space), not rule 1's class, not a
// period, comma or dash.
var plainByte = func() (t [256]bool) {
	for c := range 256 {
		b := byte(c)
		t[c] = spaceClass[b] == 0 && !mtevalPunct[b] && b != '.' && b != ',' && b != '-'
	}
	return t
}()

// regexpTokenize applies the four rules and the whitespace normalization to line;
// with pad, to " " + line + " " as 13a does (a padding space is itself in rule 1's class).
func regexpTokenize(line string, pad bool) string {
	pb := bufPool.Get().(*[]byte)
	b := appendRegexpTokens((*pb)[:0], line, pad)
	out := string(b)
	*pb = b
	bufPool.Put(pb)
	return out
}

// appendRegexpTokens appends to dst what the four rules and ' '.join(s.split()) make of s, in
// one pass. The rules only insert spaces next to the byte they match, so each byte decides
// whether a token ends before it and after it, looking one byte back and one ahead:
//
//   - a byte of rule 1's class is a token of its own (rule 1 runs first, so rules 2-4 see a
//     space next to it);
//   - a period or comma is split off by rule 2 (m2) when the byte before it is no digit (the
//     padding space at the start counts) and is not itself a period or comma that rule 2 split
//     off: a match consumes the byte before it, so in a run ".,.," rule 2 matches every other
//     one;
//   - a period or comma is split off by rule 3 when rule 2 split it, or when the byte after it
//     is no digit (padding counts; without it the last byte has none). Rule 3's matches never
//     overlap after rule 2: two adjacent periods always have a space between them by then, so
//     the byte rule 3 consumes after a period is never the next period;
//   - a dash after a digit is split off by rule 4 (rules 2 and 3 only add spaces next to
//     periods and commas, so the digit is still next to it).
//
// The four-pass version in the tests checks this on every fuzzed line.
func appendRegexpTokens(dst []byte, s string, pad bool) []byte {
	base := len(dst) // what dst held before s's tokens, which need no space after it
	inToken := false // dst ends in a token of s
	split := false   // a token ends after the previous byte
	m2 := false      // rule 2 split off the previous byte (when it is a period or comma)
	for j := 0; j < len(s); {
		c := s[j]
		if plainByte[c] {
			// A run of bytes no rule looks at is copied at once (most of a line).
			k := j + 1
			for k < len(s) && plainByte[s[k]] {
				k++
			}
			if split || !inToken && len(dst) > base {
				dst = append(dst, ' ')
			}
			dst = append(dst, s[j:k]...)
			inToken, split, m2 = true, false, false
			j = k
			continue
		}
		if sc := spaceClass[c]; sc != 0 {
			w := 1
			if sc == 2 {
				w = wideSpace(s[j:])
			}
			if w > 0 {
				inToken, split, m2 = false, false, false
				j += w
				continue
			}
		}
		alone := false // the byte is a token of its own
		switch {
		case mtevalPunct[c]:
			alone, m2 = true, false
		case c == '.' || c == ',':
			var prevOK bool
			if j == 0 {
				prevOK = pad
			} else {
				p := s[j-1]
				prevOK = !isDigit(p) && !((p == '.' || p == ',') && m2)
			}
			m2 = prevOK
			m3 := m2 || (j+1 < len(s) && !isDigit(s[j+1])) || (j+1 == len(s) && pad)
			alone = m2 || m3
		case c == '-':
			alone, m2 = j > 0 && isDigit(s[j-1]), false
		default:
			m2 = false
		}
		if inToken && (split || alone) {
			dst = append(dst, ' ')
		} else if !inToken && len(dst) > base {
			dst = append(dst, ' ')
		}
		dst = append(dst, c)
		inToken, split = true, alone
		j++
	}
	return dst
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
func wideSpace(s string) int {
	if r, size := utf8.DecodeRuneInString(s); normalize.IsSpace(r) {
		return size
	}
	return 0
}
