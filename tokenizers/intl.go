package tokenizers

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

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

// intlChunk is about how many bytes of a line the rules take at a time (see intlCut), so that
// a long line needs no buffers of its size besides the output.
const intlChunk = 1 << 16

// intlBufs are the buffers of the first two rules, and Tokenize's output.
type intlBufs struct{ a, b, out []byte }

var intlPool = sync.Pool{New: func() any { return new(intlBufs) }}

// put returns p to the pool without the buffers a long line left long (a line without a
// place to cut it, Tokenize's output), so that the pool keeps no copy of such a line.
func (p *intlBufs) put() {
	for _, b := range []*[]byte{&p.a, &p.b, &p.out} {
		if cap(*b) > 4*intlChunk {
			*b = nil
		}
	}
	intlPool.Put(p)
}

// Tokenize applies the three rules to line.
func (Intl) Tokenize(line string) string {
	p := intlPool.Get().(*intlBufs)
	p.out = p.appendTokens(p.out[:0], line, intlChunk)
	out := string(p.out)
	p.put()
	return out
}

// AppendTokens appends Tokenize(line) to dst, a piece of line at a time.
func (Intl) AppendTokens(dst []byte, line string) []byte {
	p := intlPool.Get().(*intlBufs)
	dst = p.appendTokens(dst, line, intlChunk)
	p.put()
	return dst
}

// appendTokens appends the tokens of line to dst, passing pieces of about chunk bytes through
// the first two rules, and then the third with the whitespace normalization (appendWords).
func (p *intlBufs) appendTokens(dst []byte, line string, chunk int) []byte {
	base := len(dst)
	for len(line) > 0 {
		k := intlCut(line, chunk)
		// The rules only read their input, so the piece is read in place.
		p.a = splitPunctAfterNonNumber(p.a[:0], unsafe.Slice(unsafe.StringData(line), k))
		p.b = splitPunctBeforeNonNumber(p.b[:0], p.a)
		dst = appendWords(dst, p.b, len(dst) > base)
		line = line[k:]
	}
	return dst
}

// intlCut returns where the piece of line the rules take next ends: at a space at chunk bytes
// or more that follows an ASCII character x other than punctuation, or at the end of line.
//
// The rules give the same tokens on the pieces as on the whole line. Rule 1 never matches a
// pair ending in the space, which is no punctuation, so its scan starts afresh at the space,
// and x, no punctuation either, is left as it was; rule 2 then sees x before the space, and
// does not match them as x is no punctuation, so its scan too starts afresh at the space.
// Rule 3 and the whitespace normalization look at one character at a time, and the space
// ends a token.
func intlCut(line string, chunk int) int {
	for i := chunk; i < len(line); i++ {
		j := strings.IndexByte(line[i:], ' ')
		if j < 0 {
			break
		}
		i += j
		if c := line[i-1]; c < utf8.RuneSelf && asciiClass[c]&classP == 0 {
			return i
		}
	}
	return len(line)
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

// intlPlain reports the ASCII bytes that continue a token after rule 3: neither white space
// nor symbols.
var intlPlain = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = spaceClass[c] == 0 && asciiClass[c]&classS == 0
	}
	return t
}()

// appendWords appends to dst what rule 3 and ' '.join(s.split()) make of s: the runs of
// characters other than white space and symbols, and every symbol alone, separated by single
// spaces. sep says that tokens come before s's, so that its first one needs a space too.
func appendWords(dst, s []byte, sep bool) []byte {
	word := false // dst ends in a token that the next character continues, unless a space or symbol
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf && intlPlain[c] {
			// A run of ASCII bytes that continue a token is copied at once (most of a line).
			k := i + 1
			for k < len(s) && s[k] < utf8.RuneSelf && intlPlain[s[k]] {
				k++
			}
			if !word && sep {
				dst = append(dst, ' ')
			}
			dst = append(dst, s[i:k]...)
			word, sep = true, true
			i = k
			continue
		}
		space, symbol, n := spaceClass[c] == 1, false, 1
		if c < utf8.RuneSelf {
			symbol = asciiClass[c]&classS != 0
		} else {
			r, size := utf8.DecodeRune(s[i:])
			space, symbol, n = normalize.IsSpace(r), classOf(r)&classS != 0, size
		}
		switch {
		case space:
			word = false
		case symbol || !word:
			if sep {
				dst = append(dst, ' ')
			}
			dst = append(dst, s[i:i+n]...)
			word, sep = !symbol, true
		default:
			dst = append(dst, s[i:i+n]...)
		}
		i += n
	}
	return dst
}
