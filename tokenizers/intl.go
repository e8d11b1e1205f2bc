package tokenizers

import (
	"unicode"
	"unicode/utf8"
)

// Intl is mteval-v14's international tokenization (SacreBLEU's TokenizerV14International).
// It applies, with the regex module's Unicode 15.0 classes (the same as Go's unicode tables):
//
//	(\P{N})(\p{P})  ->  "\1 \2 "
//	(\p{P})(\P{N})  ->  " \1 \2"
//	(\p{S})         ->  " \1 "
//
// and then normalizes whitespace. There is no padding, so a number followed by a period at the
// end of a line ("in 2019.") stays one token, as in mteval-v14.
type Intl struct{}

// Tokenize applies the three rules to line.
func (Intl) Tokenize(line string) string {
	pa, pb := bufPool.Get().(*[]byte), bufPool.Get().(*[]byte)
	a := append((*pa)[:0], line...)
	b := splitPunctAfterNonNumber((*pb)[:0], a)
	a = splitPunctBeforeNonNumber(a[:0], b)
	b = padSymbols(b[:0], a)
	a = appendJoined(a[:0], b)
	out := string(a)
	*pa, *pb = a, b
	bufPool.Put(pa)
	bufPool.Put(pb)
	return out
}

// Signature returns "intl".
func (Intl) Signature() string { return "intl" }

// The classes of ASCII characters, looked up without unicode's range tables.
const (
	classP = 1 << iota
	classS
	classN
)

var asciiClass = func() (t [utf8.RuneSelf]uint8) {
	for r := rune(0); r < utf8.RuneSelf; r++ {
		t[r] = classOf(r)
	}
	return t
}()

func classOf(r rune) uint8 {
	var c uint8
	if unicode.IsPunct(r) {
		c |= classP
	}
	if unicode.IsSymbol(r) {
		c |= classS
	}
	if unicode.IsNumber(r) {
		c |= classN
	}
	return c
}

// class returns the classes of the character at the start of s and its length in bytes.
func class(s []byte) (uint8, int) {
	if s[0] < utf8.RuneSelf {
		return asciiClass[s[0]], 1
	}
	r, size := utf8.DecodeRune(s)
	return classOf(r), size
}

// splitPunctAfterNonNumber is rule 1, a left-to-right scan over pairs of characters like re.sub's.
func splitPunctAfterNonNumber(dst, s []byte) []byte {
	return scanPairs(dst, s, func(first, second uint8) bool {
		return first&classN == 0 && second&classP != 0
	}, false)
}

// splitPunctBeforeNonNumber is rule 2.
func splitPunctBeforeNonNumber(dst, s []byte) []byte {
	return scanPairs(dst, s, func(first, second uint8) bool {
		return first&classP != 0 && second&classN == 0
	}, true)
}

// scanPairs copies s to dst; where two consecutive characters match, it writes them as
// "a b " (or " a b" with lead), and the scan resumes after the pair, as re.sub does.
func scanPairs(dst, s []byte, match func(first, second uint8) bool, lead bool) []byte {
	if len(s) == 0 {
		return dst
	}
	start := 0 // the start of the run not yet copied
	c1, n1 := class(s)
	for i := 0; i+n1 < len(s); {
		c2, n2 := class(s[i+n1:])
		if !match(c1, c2) {
			i, c1, n1 = i+n1, c2, n2
			continue
		}
		dst = append(dst, s[start:i]...)
		if lead {
			dst = append(dst, ' ')
		}
		dst = append(append(dst, s[i:i+n1]...), ' ')
		dst = append(dst, s[i+n1:i+n1+n2]...)
		if !lead {
			dst = append(dst, ' ')
		}
		i += n1 + n2
		start = i
		if i >= len(s) {
			break
		}
		c1, n1 = class(s[i:])
	}
	return append(dst, s[start:]...)
}

// padSymbols is rule 3: surround every symbol with spaces.
func padSymbols(dst, s []byte) []byte {
	start := 0
	for i := 0; i < len(s); {
		c, n := class(s[i:])
		if c&classS != 0 {
			dst = append(append(append(append(dst, s[start:i]...), ' '), s[i:i+n]...), ' ')
			start = i + n
		}
		i += n
	}
	return append(dst, s[start:]...)
}
