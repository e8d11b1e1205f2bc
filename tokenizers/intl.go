package tokenizers

import (
	"unicode"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
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
	a := splitPunctAfterNonNumber((*pa)[:0], line)
	b := splitPunctBeforeNonNumber((*pb)[:0], a)
	a = padSymbols(a[:0], b)
	out := normalize.JoinFields(string(a))
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
func splitPunctAfterNonNumber(dst []byte, line string) []byte {
	return scanPairs(dst, []byte(line), func(first, second uint8) bool {
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
	for i := 0; i < len(s); {
		c1, n1 := class(s[i:])
		if i+n1 < len(s) {
			if c2, n2 := class(s[i+n1:]); match(c1, c2) {
				if lead {
					dst = append(dst, ' ')
				}
				dst = append(append(dst, s[i:i+n1]...), ' ')
				dst = append(dst, s[i+n1:i+n1+n2]...)
				if !lead {
					dst = append(dst, ' ')
				}
				i += n1 + n2
				continue
			}
		}
		dst = append(dst, s[i:i+n1]...)
		i += n1
	}
	return dst
}

// padSymbols is rule 3: surround every symbol with spaces.
func padSymbols(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		c, n := class(s[i:])
		if c&classS != 0 {
			dst = append(append(append(dst, ' '), s[i:i+n]...), ' ')
		} else {
			dst = append(dst, s[i:i+n]...)
		}
		i += n
	}
	return dst
}
