package whisper

import (
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// Hand-written equivalents of the regular expressions both normalizers share.
// Python's re scans left to right and replaces non-overlapping matches, and
// its \s, \w and \b are Unicode-aware; each function below says which pattern
// it is.

// validUTF8 returns s with every byte that is not part of valid UTF-8
// replaced by U+FFFD, as a range loop decodes it. (A Python str cannot hold
// such bytes.)
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for _, r := range s {
		b.WriteRune(r)
	}
	return b.String()
}

// removeBracketed is re.sub(r"[<\[][^>\]]*[>\]]", "", s): from each < or [
// to the next > or ], whatever lies between.
func removeBracketed(s string) string {
	i := strings.IndexAny(s, "<[")
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i >= 0 {
		j := strings.IndexAny(s[i+1:], ">]")
		if j < 0 {
			break // no closer after this opener, so none after a later one
		}
		b.WriteString(s[:i])
		s = s[i+1+j+1:]
		i = strings.IndexAny(s, "<[")
	}
	b.WriteString(s)
	return b.String()
}

// removeParenthesized is re.sub(r"\(([^)]+?)\)", "", s): from each ( to the
// next ), if something lies between.
func removeParenthesized(s string) string {
	i := strings.IndexByte(s, '(')
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i >= 0 {
		j := strings.IndexByte(s[i+1:], ')')
		if j < 0 {
			break
		}
		if j == 0 { // "()": no match here; try the next "("
			b.WriteString(s[:i+1])
			s = s[i+1:]
		} else {
			b.WriteString(s[:i])
			s = s[i+1+j+1:]
		}
		i = strings.IndexByte(s, '(')
	}
	b.WriteString(s)
	return b.String()
}

// collapseSpaces is re.sub(r"\s+", " ", s): each run of Python whitespace
// becomes one space. Leading and trailing runs stay, as single spaces.
func collapseSpaces(s string) string {
	if isCollapsed(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	inSpace := false
	for _, r := range s {
		if normalize.IsSpace(r) {
			if !inSpace {
				b.WriteByte(' ')
			}
			inSpace = true
			continue
		}
		inSpace = false
		b.WriteRune(r)
	}
	return b.String()
}

// isCollapsed reports whether every whitespace character of s is a lone
// U+0020, so that collapseSpaces would return it unchanged.
func isCollapsed(s string) bool {
	prevSpace := false
	for _, r := range s {
		if ' ' < r && r < utf8.RuneSelf {
			prevSpace = false
			continue
		}
		space := normalize.IsSpace(r)
		if space && (prevSpace || r != ' ') {
			return false
		}
		prevSpace = space
	}
	return true
}

// containsCurrency reports whether s holds $, ¢, £ or €.
func containsCurrency(s string) bool {
	return strings.IndexByte(s, '$') >= 0 || strings.Contains(s, "¢") || strings.Contains(s, "£") ||
		strings.Contains(s, "€")
}

// wordBefore reports whether the character that ends at s[:i] matches \w;
// false at the start.
func wordBefore(s string, i int) bool {
	if i == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return isWord(r)
}

// wordAt reports whether the character at s[i:] matches \w; false at the end.
func wordAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	if c := s[i]; c < utf8.RuneSelf {
		return asciiWord[c]
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isWord(r)
}

// wordRunEnd returns the end of the run of \w that starts at s[i:]; i if
// there is none.
func wordRunEnd(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if !asciiWord[c] {
				break
			}
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if !isWord(r) {
			break
		}
		i += w
	}
	return i
}

// asciiDigitAt reports whether s[i] is an ASCII digit, [0-9].
func asciiDigitAt(s string, i int) bool {
	return i < len(s) && '0' <= s[i] && s[i] <= '9'
}

// asciiLetterAt reports whether s[i] is in [a-z].
func asciiLetterAt(s string, i int) bool {
	return i < len(s) && 'a' <= s[i] && s[i] <= 'z'
}

// spaceWidthAt returns the byte width of the Python whitespace character at
// s[i:], or 0.
func spaceWidthAt(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	if c := s[i]; c < utf8.RuneSelf {
		if normalize.IsSpace(rune(c)) {
			return 1
		}
		return 0
	}
	r, w := utf8.DecodeRuneInString(s[i:])
	if normalize.IsSpace(r) {
		return w
	}
	return 0
}

// skipSpaces returns the end of the run of Python whitespace at s[i:].
func skipSpaces(s string, i int) int {
	for {
		w := spaceWidthAt(s, i)
		if w == 0 {
			return i
		}
		i += w
	}
}

// widthAt returns the byte width of the character at s[i:].
func widthAt(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, w := utf8.DecodeRuneInString(s[i:])
	return w
}
