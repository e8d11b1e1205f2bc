package tokenizers

import (
	"unicode/utf8"
	"unsafe"

	"github.com/sacre-mt/sacre/normalize"
)

// Zh separates Chinese characters and then applies the 13a rules without 13a's preprocessing
// or padding (SacreBLEU's TokenizerZh): no entity unescaping, and "in 2019." keeps its period.
type Zh struct{}

// Tokenize strips line, surrounds every "Chinese" character with spaces and applies the 13a rules.
func (Zh) Tokenize(line string) string {
	pb := bufPool.Get().(*[]byte)
	b := Zh{}.AppendTokens((*pb)[:0], line)
	out := string(b)
	*pb = b
	bufPool.Put(pb)
	return out
}

// AppendTokens appends Tokenize(line) to dst.
func (Zh) AppendTokens(dst []byte, line string) []byte {
	pb := bufPool.Get().(*[]byte)
	b := appendChinesePadded((*pb)[:0], normalize.Strip(line))
	// The rules only read the padded line, which stays in the buffer until they are done.
	dst = appendRegexpTokens(dst, unsafe.String(unsafe.SliceData(b), len(b)), false)
	*pb = b
	bufPool.Put(pb)
	return dst
}

// appendChinesePadded appends line to dst with a space before and after every Chinese character,
// and invalid bytes replaced by U+FFFD, as writing its runes does (callers pass valid UTF-8).
func appendChinesePadded(dst []byte, line string) []byte {
	start := 0 // the start of the run not yet copied
	for i, r := range line {
		switch {
		case r < 0x2001: // no Chinese character, the most common case, without a call
		case r == utf8.RuneError:
			if _, size := utf8.DecodeRuneInString(line[i:]); size == 1 {
				dst = append(append(dst, line[start:i]...), "\uFFFD"...)
				start = i + 1
			}
		case IsChineseChar(r):
			size := utf8.RuneLen(r)
			dst = append(append(append(append(dst, line[start:i]...), ' '), line[i:i+size]...), ' ')
			start = i + size
		}
	}
	return append(dst, line[start:]...)
}

// Signature returns "zh".
func (Zh) Signature() string { return "zh" }

// chineseRanges are the inclusive ranges SacreBLEU's _is_chinese_char effectively tests.
//
// Its list writes CJK Extension B and the Compatibility Supplement with 5-digit \u escapes
// ('\u20000', '\u2f800'), which Python reads as a 4-digit escape plus a digit: two-character
// strings. Comparing a one-character string with them makes U+2001..U+2A6D "Chinese"
// (general punctuation such as “ ” — …, currency, arrows, maths, box drawing, dingbats,
// braille) and U+2F81..U+2FA1, while the real Extension B (U+20000..U+2A6D6) and every other
// character outside the BMP are not. SacreBLEU issue #298; reproduced on purpose.
var chineseRanges = [...][2]rune{
	{0x3400, 0x4DB5}, {0x4E00, 0x9FA5}, {0x9FA6, 0x9FBB}, {0xF900, 0xFA2D}, {0xFA30, 0xFA6A},
	{0xFA70, 0xFAD9}, {0x2001, 0x2A6D}, {0x2F81, 0x2FA1}, {0xFF00, 0xFFEF}, {0x2E80, 0x2EFF},
	{0x3000, 0x303F}, {0x31C0, 0x31EF}, {0x2F00, 0x2FDF}, {0x2FF0, 0x2FFF}, {0x3100, 0x312F},
	{0x31A0, 0x31BF}, {0xFE10, 0xFE1F}, {0xFE30, 0xFE4F}, {0x2600, 0x26FF}, {0x2700, 0x27BF},
	{0x3200, 0x32FF}, {0x3300, 0x33FF},
}

// IsChineseChar reports whether SacreBLEU's zh tokenizer treats r as a Chinese character,
// with the effective ranges described at chineseRanges.
func IsChineseChar(r rune) bool {
	if r < 0x2001 || r > 0xFFEF {
		return false
	}
	for _, rg := range chineseRanges {
		if rg[0] <= r && r <= rg[1] {
			return true
		}
	}
	return false
}
