package whisper

import (
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// English returns s normalized as Whisper's EnglishTextNormalizer() does, in
// its order: lowercase; drop text in <...>, [...] and (...); drop the fillers
// hmm, mm, mhm, mmm, uh and um; expand contractions and titles ("won't" to
// "will not", "mr" to "mister"); drop commas between digits and periods
// before non-digits; NFKD with diacritics removed and other marks, symbols
// and punctuation turned to spaces, except . % $ ¢ € £; spelled-out numbers
// to digits ("twenty one" to "21", "two dollars" to "$2"); British spellings
// to American; drop currency signs and periods not before a digit and percent
// signs not after one; every run of whitespace to one space.
//
// Like Whisper's, the result may start or end with a space, and normalizing it
// again may change it further ("007" becomes "7").
func English(s string) string {
	s = normalize.Lower(validUTF8(s))
	s = removeParenthesized(removeBracketed(s))
	s = removeFillers(s)
	s = joinApostrophes(s)
	s = replaceContractions(s)
	s = removeDigitCommas(s)
	s = removePeriods(s)
	s = removeSymbolsAndDiacritics(s)
	s = standardizeNumbers(s)
	s = standardizeSpellings(s)
	s = spaceLoneSymbols(s)
	s = spacePercents(s)
	return collapseSpaces(s)
}

// removeFillers is re.sub(r"\b(hmm|mm|mhm|mmm|uh|um)\b", "", s). A match
// starts and ends at word boundaries and holds only word characters, so it
// is a whole run of \w.
func removeFillers(s string) string {
	if !strings.Contains(s, "mm") && !strings.Contains(s, "mhm") &&
		!strings.Contains(s, "uh") && !strings.Contains(s, "um") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for i := 0; i < len(s); {
		j := wordRunEnd(s, i)
		if j == i {
			i += widthAt(s, i)
			continue
		}
		switch s[i:j] {
		case "hmm", "mm", "mhm", "mmm", "uh", "um":
			b.WriteString(s[last:i])
			last = j
		}
		i = j
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// joinApostrophes is re.sub(r"\s+'", "'", s): whitespace before an
// apostrophe goes.
func joinApostrophes(s string) string {
	if strings.IndexByte(s, '\'') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for i := 0; i < len(s); {
		w := spaceWidthAt(s, i)
		if w == 0 {
			i++
			continue
		}
		j := skipSpaces(s, i)
		if j < len(s) && s[j] == '\'' {
			b.WriteString(s[last:i])
			last = j
		}
		i = j
	}
	b.WriteString(s[last:])
	return b.String()
}

// removeDigitCommas is re.sub(r"(\d),(\d)", r"\1\2", s). Matches do not
// overlap: in "1,2,3" the second comma's left digit belongs to the first
// match, so the result is "12,3".
func removeDigitCommas(s string) string {
	if strings.IndexByte(s, ',') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	last, end := 0, 0 // end: where the last match ended
	for i := 0; i < len(s); i++ {
		if s[i] != ',' {
			continue
		}
		before, w := utf8.DecodeLastRuneInString(s[:i])
		after, n := utf8.DecodeRuneInString(s[i+1:])
		if i-w >= end && w > 0 && isDecimal(before) && n > 0 && isDecimal(after) {
			b.WriteString(s[last:i])
			last = i + 1
			end = i + 1 + n
		}
	}
	b.WriteString(s[last:])
	return b.String()
}

// removePeriods is re.sub(r"\.([^0-9]|$)", r" \1", s): a period not followed
// by an ASCII digit becomes a space, and the character after it is taken
// into the match, so in ".." only the first period goes.
func removePeriods(s string) string {
	i := strings.IndexByte(s, '.')
	if i < 0 {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if b[i] != '.' || asciiDigitAt(s, i+1) {
			continue
		}
		b[i] = ' '
		if i+1 < len(b) {
			_, w := utf8.DecodeRuneInString(s[i+1:])
			i += w
		}
	}
	return string(b)
}

// keepSymbols are the characters remove_symbols_and_diacritics keeps in
// English: the numeric symbols.
const keepSymbols = ".%$¢€£"

// additionalDiacritics is Whisper's ADDITIONAL_DIACRITICS: letters that NFKD
// does not take apart.
var additionalDiacritics = map[rune]string{
	'œ': "oe", 'Œ': "OE", 'ø': "o", 'Ø': "O", 'æ': "ae", 'Æ': "AE", 'ß': "ss", 'ẞ': "SS",
	'đ': "d", 'Đ': "D", 'ð': "d", 'Ð': "D", 'þ': "th", 'Þ': "th", 'ł': "l", 'Ł': "L",
}

// removeSymbolsAndDiacritics is remove_symbols_and_diacritics(s,
// keep=".%$¢€£"): NFKD, then per character: kept, or spelled out from
// additionalDiacritics, or dropped if a nonspacing mark (Mn), or a space if
// another mark, a symbol or punctuation. NFKD's canonical reordering is left
// out: it only permutes marks, which all become "" or " ".
func removeSymbolsAndDiacritics(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiSymbol[c] && strings.IndexByte(keepSymbols, c) < 0 {
				c = ' '
			}
			b.WriteByte(c)
			i++
			continue
		}
		i += writeDecomposed(&b, s[i:])
	}
	return b.String()
}

// writeDecomposed writes the first rune of s, decomposed and mapped as
// removeSymbolsAndDiacritics says, and returns its width.
func writeDecomposed(b *strings.Builder, s string) int {
	var buf [4]ccRune
	rs, w := appendDecomposed(buf[:0], s)
	for _, c := range rs {
		r := c.r
		switch {
		case strings.ContainsRune(keepSymbols, r):
			b.WriteRune(r)
		case additionalDiacritics[r] != "":
			b.WriteString(additionalDiacritics[r])
		case isNonspacingMark(r):
		case isMarkSymbolPunct(r):
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return w
}

// spaceLoneSymbols is re.sub(r"[.$¢€£]([^0-9])", r" \1", s): a period or
// currency sign before anything but an ASCII digit becomes a space; one at
// the very end stays.
func spaceLoneSymbols(s string) string {
	if strings.IndexByte(s, '.') < 0 && !containsCurrency(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if (r == '.' || isCurrency(r)) && i+w < len(s) && !asciiDigitAt(s, i+w) {
			_, n := utf8.DecodeRuneInString(s[i+w:])
			b.WriteByte(' ')
			b.WriteString(s[i+w : i+w+n])
			i += w + n
			continue
		}
		b.WriteString(s[i : i+w])
		i += w
	}
	return b.String()
}

// isCurrency reports whether r is $, ¢, £ or €.
func isCurrency(r rune) bool { return r == '$' || r == '¢' || r == '£' || r == '€' }

// spacePercents is re.sub(r"([^0-9])%", r"\1 ", s): a percent sign after
// anything but an ASCII digit becomes a space; one at the very start stays.
func spacePercents(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !isASCIIDigit(r) && i+w < len(s) && s[i+w] == '%' {
			b.WriteString(s[i : i+w])
			b.WriteByte(' ')
			i += w + 1
			continue
		}
		b.WriteString(s[i : i+w])
		i += w
	}
	return b.String()
}
