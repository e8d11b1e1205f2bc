package table

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/sacre-mt/sacre/internal/lazyre"
	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// The two patterns are tabulate's _invisible_codes (SGR colour codes and
// the bare frame of a terminal hyperlink) and _invisible_codes_link (a whole
// hyperlink, replaced by its text), with Python's \d spelled out.
var (
	invisibleCodes = pyRegexp(`\x1b\[[\d]+[;\d]*m|\x1b\[[\d]*;[\d]*;[\d]*m|\x1b\]8;;(.*?)\x1b\\`)
	invisibleLink  = pyRegexp(`\x1b\]8;[a-zA-Z0-9:]*;[^\x1b]+\x1b\\([^\x1b]+)\x1b\]8;;\x1b\\`)
)

// pyRegexp compiles, when first used, a Python pattern whose \d all sit in
// classes: Python's \d is any decimal digit it knows (see pyfmt.DigitValue),
// not Go's ASCII \d.
func pyRegexp(pattern string) func() *regexp.Regexp {
	return lazyre.Func(func() *regexp.Regexp { return compilePy(pattern) })
}

func compilePy(pattern string) *regexp.Regexp {
	var digits strings.Builder
	for _, table := range [][]unicode.Range32{r16to32(unicode.Nd.R16), unicode.Nd.R32} {
		for _, r := range table {
			if pyfmt.DigitValue(rune(r.Lo)) >= 0 {
				fmt.Fprintf(&digits, `\x{%x}-\x{%x}`, r.Lo, r.Hi)
			}
		}
	}
	return regexp.MustCompile(strings.ReplaceAll(pattern, `\d`, digits.String()))
}

func r16to32(rs []unicode.Range16) []unicode.Range32 {
	out := make([]unicode.Range32, len(rs))
	for i, r := range rs {
		out[i] = unicode.Range32{Lo: uint32(r.Lo), Hi: uint32(r.Hi), Stride: uint32(r.Stride)}
	}
	return out
}

// hasInvisible is tabulate's test for has_invisible.
func hasInvisible(s string) bool {
	return invisibleCodes().MatchString(s) || invisibleLink().MatchString(s)
}

// stripInvisible is tabulate's _strip_invisible: hyperlinks become their
// text, then colour codes and hyperlink frames (with whatever they enclose)
// are removed.
func stripInvisible(s string) string {
	s = invisibleLink().ReplaceAllString(s, "${1}")
	return invisibleCodes().ReplaceAllString(s, "")
}
