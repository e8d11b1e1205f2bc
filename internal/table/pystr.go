package table

import (
	"strings"
	"unicode/utf8"
)

// runeLen is Python's len() of a str: code points, since tabulate measures
// with len when wcwidth is not installed. An invalid byte counts as one, as
// it does for a file name decoded with surrogateescape.
func runeLen(s string) int { return utf8.RuneCountInString(s) }

// pyLineBreak reports whether str.splitlines() breaks a line at r; it breaks
// at more characters than the \r and \n that make tabulate go multiline.
func pyLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// pySplitlines is Python's str.splitlines(): "\r\n" is one break, a final
// break adds no empty line, and "" has no lines at all.
func pySplitlines(s string) []string {
	var lines []string
	start := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !pyLineBreak(r) {
			i += n
			continue
		}
		lines = append(lines, s[start:i])
		if r == '\r' && strings.HasPrefix(s[i+1:], "\n") {
			n = 2
		}
		i += n
		start = i
	}
	if start < len(s) {
		lines = append(lines, s[start:])
	}
	return lines
}

// splitCRLF is tabulate's re.split("[\r\n]", s), which it uses to measure
// lines: unlike splitlines, "\r\n" makes an empty line between its halves.
func splitCRLF(s string) []string {
	return strings.Split(strings.ReplaceAll(s, "\r", "\n"), "\n")
}

// align is a tabulate column alignment.
type align int

const (
	right  align = iota // colalign=('right',) for the first column
	center              // numalign and stralign for every other column
)

// alignOf gives column i the alignment SacreBLEU's call asks for. Since
// numalign and stralign are both 'center', a column's detected type never
// changes its alignment.
func alignOf(i int) align {
	if i == 0 {
		return right
	}
	return center
}

// pad is Python's '{0:>Ns}' (right) or '{0:^Ns}' (center) format of s,
// which pads to N code points and never truncates; centring puts the odd
// space on the right.
func (a align) pad(width int, s string) string {
	n := width - runeLen(s)
	if n <= 0 {
		return s
	}
	if a == right {
		return strings.Repeat(" ", n) + s
	}
	return strings.Repeat(" ", n/2) + s + strings.Repeat(" ", n-n/2)
}

// latex is the column letter of _latex_line_begin_tabular.
func (a align) latex() string {
	if a == right {
		return "r"
	}
	return "c"
}
