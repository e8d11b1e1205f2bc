package tokenizers

import (
	"slices"
	"unicode/utf8"
	"unsafe"
)

// Char puts a space between every two code points (SacreBLEU's TokenizerChar).
// Spaces are code points too, so a space in the input becomes three spaces;
// BLEU's whitespace split drops them later.
type Char struct{}

// Tokenize joins the code points of line with single spaces.
func (Char) Tokenize(line string) string {
	if len(line) < 2 {
		return line
	}
	// The output has exactly this length, so the buffer becomes the string without a copy.
	b := appendChars(make([]byte, 0, len(line)+utf8.RuneCountInString(line)-1), line)
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// AppendTokens appends Tokenize(line) to dst.
func (Char) AppendTokens(dst []byte, line string) []byte {
	// At most one space per byte: dst grows once, if at all.
	return appendChars(slices.Grow(dst, 2*len(line)), line)
}

// appendChars appends the code points of line to dst, separated by single spaces. An invalid
// byte counts as a code point and is kept as it was (callers pass valid UTF-8).
func appendChars(dst []byte, line string) []byte {
	for i := 0; i < len(line); {
		if i > 0 {
			dst = append(dst, ' ')
		}
		if c := line[i]; c < utf8.RuneSelf {
			dst = append(dst, c)
			i++
			continue
		}
		_, size := utf8.DecodeRuneInString(line[i:])
		dst = append(dst, line[i:i+size]...)
		i += size
	}
	return dst
}

// Signature returns "char".
func (Char) Signature() string { return "char" }
