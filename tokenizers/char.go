package tokenizers

import (
	"strings"
	"unicode/utf8"
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
	var b strings.Builder
	b.Grow(2 * len(line))
	for i, r := range line {
		if i > 0 {
			b.WriteByte(' ')
		}
		if r == utf8.RuneError {
			// Keep invalid bytes as they were; callers pass valid UTF-8.
			_, size := utf8.DecodeRuneInString(line[i:])
			b.WriteString(line[i : i+size])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Signature returns "char".
func (Char) Signature() string { return "char" }
