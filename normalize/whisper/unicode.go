package whisper

import (
	"unicode"
	"unicode/utf8"
)

// Character classes as Python 3.11 sees them: its unicodedata and its re
// module (for str patterns) use Unicode 14.0.0. Go's tables are Unicode
// 15.0.0, and for every code point assigned in 14.0 they give the same
// general category (checked against Python for all code points in
// TestUnicode14); the code points new in 15.0 are Python's Cn (unassigned),
// so they are taken out of every class below.

// isWord reports whether r matches \w in Python's re: a letter or number
// (str.isalnum()) or '_'.
func isWord(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 0 && asciiWord[r]
	}
	return (unicode.IsLetter(r) || unicode.IsNumber(r)) && !isNewInUnicode15(r)
}

// isDecimal reports whether r matches \d in Python's re: general category Nd
// (str.isdecimal()).
func isDecimal(r rune) bool {
	if r < utf8.RuneSelf {
		return '0' <= r && r <= '9'
	}
	return unicode.Is(unicode.Nd, r) && !isNewInUnicode15(r)
}

// digitValue returns the value of the decimal digit r (isDecimal(r)), as
// Python's int() reads it. Unicode encodes every Nd digit in a run of ten
// from 0 to 9, and Go's table holds those runs merged, each range starting
// at a zero.
func digitValue(r rune) int {
	if r < utf8.RuneSelf {
		return int(r - '0')
	}
	for _, rg := range unicode.Nd.R16 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	return -1
}

// isNonspacingMark reports whether unicodedata.category(r) is "Mn".
func isNonspacingMark(r rune) bool {
	return r >= 0x300 && unicode.Is(unicode.Mn, r) && !isNewInUnicode15(r)
}

// isMarkSymbolPunct reports whether unicodedata.category(r) starts with M, S
// or P: the characters Whisper's remove_symbols turns into spaces.
func isMarkSymbolPunct(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSymbol[r]
	}
	return unicode.In(r, unicode.M, unicode.S, unicode.P) && !isNewInUnicode15(r)
}

// asciiWord marks the ASCII characters that match \w.
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
	}
	return t
}()

// asciiSymbol marks the ASCII characters in categories S and P (there is no
// ASCII mark): everything printable but letters, digits and the space.
var asciiSymbol = func() (t [utf8.RuneSelf]bool) {
	for c := '!'; c <= '~'; c++ {
		t[c] = !asciiWord[c] || c == '_'
	}
	return t
}()

// isASCIIDigit is [0-9] in a pattern.
func isASCIIDigit(r rune) bool { return '0' <= r && r <= '9' }

// isNewInUnicode15 reports whether r is unassigned for Python 3.11 but
// assigned in Go's tables.
func isNewInUnicode15(r rune) bool {
	return r >= 0xCF3 && unicode.Is(newInUnicode15, r)
}

// newInUnicode15 holds the code points assigned in Unicode 15.0.0 (Go's
// tables) and unassigned in 14.0.0 (Python 3.11's): for Python they have
// category Cn, no decomposition and combining class 0. TestUnicode14 derives
// this set from the oracle and compares.
var newInUnicode15 = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x0CF3, Hi: 0x0CF3, Stride: 1}, // Kannada sign combining anusvara above right
		{Lo: 0x0ECE, Hi: 0x0ECE, Stride: 1}, // Lao yamakkan
	},
	R32: []unicode.Range32{
		{Lo: 0x10EFD, Hi: 0x10EFF, Stride: 1}, // Arabic small low marks
		{Lo: 0x1123F, Hi: 0x11241, Stride: 1}, // Khojki
		{Lo: 0x11B00, Hi: 0x11B09, Stride: 1}, // Devanagari Extended-A
		{Lo: 0x11F00, Hi: 0x11F10, Stride: 1}, // Kawi
		{Lo: 0x11F12, Hi: 0x11F3A, Stride: 1},
		{Lo: 0x11F3E, Hi: 0x11F59, Stride: 1},
		{Lo: 0x1342F, Hi: 0x1342F, Stride: 1}, // Egyptian hieroglyphs and format controls
		{Lo: 0x13439, Hi: 0x13455, Stride: 1},
		{Lo: 0x1B132, Hi: 0x1B132, Stride: 1}, // small kana
		{Lo: 0x1B155, Hi: 0x1B155, Stride: 1},
		{Lo: 0x1D2C0, Hi: 0x1D2D3, Stride: 1}, // Kaktovik numerals
		{Lo: 0x1DF25, Hi: 0x1DF2A, Stride: 1}, // Latin Extended-G
		{Lo: 0x1E030, Hi: 0x1E06D, Stride: 1}, // Cyrillic modifier letters (with NFKD mappings)
		{Lo: 0x1E08F, Hi: 0x1E08F, Stride: 1},
		{Lo: 0x1E4D0, Hi: 0x1E4F9, Stride: 1}, // Nag Mundari
		{Lo: 0x1F6DC, Hi: 0x1F6DC, Stride: 1}, // symbols and emoji
		{Lo: 0x1F774, Hi: 0x1F776, Stride: 1},
		{Lo: 0x1F77B, Hi: 0x1F77F, Stride: 1},
		{Lo: 0x1F7D9, Hi: 0x1F7D9, Stride: 1},
		{Lo: 0x1FA75, Hi: 0x1FA77, Stride: 1},
		{Lo: 0x1FA87, Hi: 0x1FA88, Stride: 1},
		{Lo: 0x1FAAD, Hi: 0x1FAAF, Stride: 1},
		{Lo: 0x1FABB, Hi: 0x1FABD, Stride: 1},
		{Lo: 0x1FABF, Hi: 0x1FABF, Stride: 1},
		{Lo: 0x1FACE, Hi: 0x1FACF, Stride: 1},
		{Lo: 0x1FADA, Hi: 0x1FADB, Stride: 1},
		{Lo: 0x1FAE8, Hi: 0x1FAE8, Stride: 1},
		{Lo: 0x1FAF7, Hi: 0x1FAF8, Stride: 1},
		{Lo: 0x2B739, Hi: 0x2B739, Stride: 1}, // CJK Extension B
		{Lo: 0x31350, Hi: 0x323AF, Stride: 1}, // CJK Extension H
	},
}
