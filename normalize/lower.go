package normalize

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

const (
	capitalSigma   = 'Σ' // U+03A3
	smallSigma     = 'σ' // U+03C3
	finalSigma     = 'ς' // U+03C2
	capitalDottedI = 'İ' // U+0130, the one full lowercase mapping longer than a rune
	lowerDottedI   = "i\u0307"
)

// Lower returns s lowercased exactly like Python 3.11's str.lower().
//
// Every rune takes its Unicode 14.0 lowercase mapping, which is Go's simple
// mapping except for U+0130 İ, whose full mapping is "i" + U+0307. U+03A3 Σ
// becomes final ς when, skipping case-ignorable runes, the nearest rune before
// it is cased and no cased rune follows; otherwise it becomes σ. Pure-ASCII
// input takes a byte loop, and s itself is returned when nothing changes.
//
// golang.org/x/text/cases.Lower(language.Und) maps single runes the same way
// but places final sigmas differently (see lowerSigma), so it is not used.
func Lower(s string) string {
	i := firstLowerChange(s)
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 1)
	b.WriteString(s[:i])
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		writeLowerRune(&b, s, i, r, w)
		i += w
	}
	return b.String()
}

// firstLowerChange returns the byte offset of the first rune of s that
// lowercasing changes, or len(s).
func firstLowerChange(s string) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				return i
			}
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == capitalSigma || r == capitalDottedI || unicode.ToLower(r) != r {
			return i
		}
		i += w
	}
	return len(s)
}

// writeLowerRune writes the lowercase of the non-ASCII rune r, which is
// s[i:i+w]. Invalid UTF-8 bytes are copied unchanged.
func writeLowerRune(b *strings.Builder, s string, i int, r rune, w int) {
	switch {
	case r == utf8.RuneError && w == 1:
		b.WriteByte(s[i])
	case r == capitalSigma:
		b.WriteRune(lowerSigma(s, i))
	case r == capitalDottedI:
		b.WriteString(lowerDottedI)
	default:
		b.WriteRune(unicode.ToLower(r))
	}
}

// lowerSigma returns the lowercase of the capital sigma at s[i:], following
// CPython's handle_capital_sigma (Objects/unicodeobject.c): final ς when the
// sigma follows a cased rune and precedes none, skipping case-ignorable runes
// both ways; σ otherwise.
//
// The scans are unbounded, and a rune that is both cased and case-ignorable
// (U+0345, U+02B0, U+1D2C, ...) is skipped, never taken as the cased rune.
// x/text/cases differs on both counts: it gives up after 30 ignorables and
// treats such a rune as the start of a word. It also uses Unicode 15.0
// properties (see newInUnicode15).
func lowerSigma(s string, i int) rune {
	if casedBefore(s[:i]) && !casedAfter(s[i+len("Σ"):]) {
		return finalSigma
	}
	return smallSigma
}

// casedBefore reports whether the last rune of s that is not case-ignorable
// is cased; false if there is none.
func casedBefore(s string) bool {
	for len(s) > 0 {
		r, w := utf8.DecodeLastRuneInString(s)
		if !caseIgnorable(r) {
			return cased(r)
		}
		s = s[:len(s)-w]
	}
	return false
}

// casedAfter reports whether the first rune of s that is not case-ignorable
// is cased; false if there is none.
func casedAfter(s string) bool {
	for len(s) > 0 {
		r, w := utf8.DecodeRuneInString(s)
		if !caseIgnorable(r) {
			return cased(r)
		}
		s = s[w:]
	}
	return false
}
