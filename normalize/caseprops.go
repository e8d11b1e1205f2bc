package normalize

import "unicode"

// cased reports whether r has the Unicode 14.0 Cased property, as CPython's
// _PyUnicode_IsCased does: Lu, Ll, Lt, Other_Lowercase or Other_Uppercase.
func cased(r rune) bool {
	return unicode.In(r, unicode.Lu, unicode.Ll, unicode.Lt,
		unicode.Other_Lowercase, unicode.Other_Uppercase) && !unicode.Is(newInUnicode15, r)
}

// caseIgnorable reports whether r has the Unicode 14.0 Case_Ignorable
// property, as CPython's _PyUnicode_IsCaseIgnorable does: Mn, Me, Cf, Lm, Sk,
// or Word_Break MidLetter, MidNumLet or Single_Quote.
func caseIgnorable(r rune) bool {
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk,
		wordBreakMid) && !unicode.Is(newInUnicode15, r)
}

// wordBreakMid holds the runes with Word_Break MidLetter, MidNumLet or
// Single_Quote, which Go's unicode package does not provide.
var wordBreakMid = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x0027, Hi: 0x0027, Stride: 1}, // ' Single_Quote
		{Lo: 0x002E, Hi: 0x002E, Stride: 1}, // . MidNumLet
		{Lo: 0x003A, Hi: 0x003A, Stride: 1}, // : MidLetter
		{Lo: 0x00B7, Hi: 0x00B7, Stride: 1},
		{Lo: 0x0387, Hi: 0x0387, Stride: 1},
		{Lo: 0x055F, Hi: 0x055F, Stride: 1},
		{Lo: 0x05F4, Hi: 0x05F4, Stride: 1},
		{Lo: 0x2018, Hi: 0x2019, Stride: 1},
		{Lo: 0x2024, Hi: 0x2024, Stride: 1},
		{Lo: 0x2027, Hi: 0x2027, Stride: 1},
		{Lo: 0xFE13, Hi: 0xFE13, Stride: 1},
		{Lo: 0xFE52, Hi: 0xFE52, Stride: 1},
		{Lo: 0xFE55, Hi: 0xFE55, Stride: 1},
		{Lo: 0xFF07, Hi: 0xFF07, Stride: 1},
		{Lo: 0xFF0E, Hi: 0xFF0E, Stride: 1},
		{Lo: 0xFF1A, Hi: 0xFF1A, Stride: 1},
	},
	LatinOffset: 3,
}

// newInUnicode15 holds the runes that Go's unicode tables (Unicode 15.0.0)
// make cased or case-ignorable but that Unicode 14.0, and so CPython 3.11,
// leaves unassigned: for Python they are neither. Apart from these the
// properties above equal Python's for every code point (see the tests).
var newInUnicode15 = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x0ECE, Hi: 0x0ECE, Stride: 1}, // LAO YAMAKKAN
	},
	R32: []unicode.Range32{
		{Lo: 0x10EFD, Hi: 0x10EFF, Stride: 1}, // Arabic small low marks
		{Lo: 0x11241, Hi: 0x11241, Stride: 1}, // Khojki vowel sign vocalic R
		{Lo: 0x11F00, Hi: 0x11F01, Stride: 1}, // Kawi
		{Lo: 0x11F36, Hi: 0x11F3A, Stride: 1},
		{Lo: 0x11F40, Hi: 0x11F40, Stride: 1},
		{Lo: 0x11F42, Hi: 0x11F42, Stride: 1},
		{Lo: 0x13439, Hi: 0x13440, Stride: 1}, // Egyptian hieroglyph format controls
		{Lo: 0x13447, Hi: 0x13455, Stride: 1},
		{Lo: 0x1DF25, Hi: 0x1DF2A, Stride: 1}, // Latin small letters (Latin Extended-G)
		{Lo: 0x1E030, Hi: 0x1E06D, Stride: 1}, // Cyrillic modifier letters
		{Lo: 0x1E08F, Hi: 0x1E08F, Stride: 1},
		{Lo: 0x1E4EB, Hi: 0x1E4EF, Stride: 1}, // Nag Mundari
	},
}
