package whisper

import (
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// Basic returns s normalized as Whisper's BasicTextNormalizer() does, for
// any language: lowercase; drop text in <...> or [...] and in (...); NFKC;
// every mark, symbol and punctuation character (categories M, S and P) to a
// space; lowercase again; every run of whitespace to one space. Leading and
// trailing whitespace is kept as one space, as in Whisper.
func Basic(s string) string {
	s = normalize.Lower(validUTF8(s))
	s = removeParenthesized(removeBracketed(s))
	s = removeSymbols(nfkc(s))
	return collapseSpaces(normalize.Lower(s))
}

// removeSymbols replaces each character of category M, S or P with a
// space: Whisper's remove_symbols after its NFKC.
func removeSymbols(s string) string {
	i := 0
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf || asciiSymbol[s[i]] {
			break
		}
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for _, r := range s[i:] {
		if isMarkSymbolPunct(r) {
			b.WriteByte(' ')
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}
