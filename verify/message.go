package verify

import (
	"strconv"
	"strings"
	"unicode"
)

// Quote is a name (a system, a file) as verify's messages print it: as written when it is
// one line of printable text, else in Go's quoted form, so that an error naming a system
// "a\nb" from a JSON table stays one line and a name " a" or "" is visible.
func Quote(name string) string {
	if name == "" || strings.TrimSpace(name) != name || strings.IndexFunc(name, notPrintable) >= 0 {
		return strconv.Quote(name)
	}
	return name
}

func notPrintable(r rune) bool { return !strconv.IsPrint(r) || r == unicode.ReplacementChar }

// listedNames is how many names a message lists before counting the rest: a table of a
// million systems is named in one short line, not in megabytes.
const listedNames = 3

// listNames joins names for a message, each as Quote prints it, bounded as listOf says.
func listNames(names []string) string {
	return listOf(len(names), func(i int) string { return Quote(names[i]) })
}

// listOf joins n items for a message: all of them when they are at most listedNames+2
// (counting the last two would take as much room as naming them), else the first listedNames
// and how many more ("a, b, c and 999,997 more"). item(i) is only called for the items
// printed.
func listOf(n int, item func(i int) string) string {
	shown := n
	if n > listedNames+2 {
		shown = listedNames
	}
	var b strings.Builder
	for i := range shown {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(item(i))
	}
	if shown < n {
		b.WriteString(" and " + grouped(n-shown) + " more")
	}
	return b.String()
}

// grouped writes n with its thousands separated by commas: 999,997.
func grouped(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
