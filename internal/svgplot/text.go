package svgplot

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxDescRunes bounds a name or title in the text alternative.
const maxDescRunes = 120

// label prepares a caller's text for the chart: characters XML 1.0 cannot carry and line
// breaks become spaces, at most max runes are kept (an ellipsis marks a cut), and a text
// with right-to-left characters or bidi controls is wrapped in a first-strong isolate, so
// that it reads in its own direction, its stray controls end with it, and the text around
// it and its anchor keep their places. The result is escaped when written, not here.
func label(s string, max int) string {
	s = clean(s)
	if utf8.RuneCountInString(s) > max {
		s = cut(s, max-1) + "…"
	}
	if strings.IndexFunc(s, isBidi) >= 0 {
		return "\u2068" + s + "\u2069"
	}
	return s
}

func clean(s string) string { return strings.TrimSpace(strings.Map(xmlChar, s)) }

// fit is label cut so that the text, drawn at the given font size, is about w units wide.
func fit(s string, size, w float64) string {
	s = clean(s)
	if textWidth(s, size) <= w {
		return label(s, maxDescRunes)
	}
	n := 0
	w -= 0.6 * size // the ellipsis
	for _, r := range s {
		if w -= runeWidth(r) * size; w < 0 {
			break
		}
		n++
	}
	return label(s, n+1)
}

// cut returns the first n runes of s.
func cut(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// xmlChar maps a rune XML 1.0 cannot carry, or a line break, to a space; invalid UTF-8 has
// already become U+FFFD when ranged over.
func xmlChar(r rune) rune {
	switch {
	case r < 0x20, r == 0x7f, r == 0x85, r == 0x2028, r == 0x2029:
		return ' '
	case r == 0xfffe, r == 0xffff, r >= 0xd800 && r < 0xe000:
		return '\ufffd'
	}
	return r
}

// isBidi reports a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and
// their presentation forms) or an explicit bidi control.
func isBidi(r rune) bool {
	switch {
	case r >= 0x0590 && r <= 0x08ff, r >= 0xfb1d && r <= 0xfdff, r >= 0xfe70 && r <= 0xfeff,
		r >= 0x10800 && r <= 0x10fff, r >= 0x1e800 && r <= 0x1efff:
		return true
	case r == 0x200e, r == 0x200f, r == 0x061c, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// textWidth estimates the width of s at the given font size. Without font metrics it errs
// wide, so that labels laid out apart stay apart: widths are DejaVu Sans's (Linux's usual
// sans-serif, wider than Arial or Helvetica) rounded up, an East Asian wide letter is 1 em.
func textWidth(s string, size float64) float64 {
	w := 0.0
	for _, r := range s {
		w += runeWidth(r)
	}
	return w * size
}

func runeWidth(r rune) float64 {
	switch {
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		return 0
	case r >= 0x1100 && (r <= 0x115f || r >= 0x2e80 && r <= 0xa4cf || r >= 0xac00 && r <= 0xd7a3 ||
		r >= 0xf900 && r <= 0xfaff || r >= 0xff00 && r <= 0xff60 || r >= 0x1f300 && r <= 0x1faff ||
		r >= 0x20000 && r <= 0x3fffd):
		return 1
	case strings.ContainsRune("mwMW@%", r):
		return 1
	case r >= 'A' && r <= 'Z':
		return 0.78
	case strings.ContainsRune("ijl.,:;|!' ", r):
		return 0.34
	case strings.ContainsRune("frt()[]-", r):
		return 0.45
	}
	return 0.64
}
