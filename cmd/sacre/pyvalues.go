package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/sacre-mt/sacre/normalize"
)

// pyDecimal is the value of a Unicode decimal digit (category Nd), as Python's int() reads it, or -1.
func pyDecimal(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if !unicode.Is(unicode.Nd, r) {
		return -1
	}
	// Decimal digits come in contiguous runs of ten, each starting at a zero, and adjacent
	// runs (such as the mathematical digits) are contiguous too.
	start := r
	for unicode.Is(unicode.Nd, start-1) {
		start--
	}
	return int(r-start) % 10
}

// asciiNumber rewrites a number as Python's int() and float() accept it into ASCII:
// surrounding whitespace stripped, Unicode digits made ASCII, and underscores (allowed only
// between digits) removed. ok is false when an underscore is misplaced.
func asciiNumber(s string) (string, bool) {
	s = normalize.Strip(s)
	var b strings.Builder
	prevDigit := false
	rs := []rune(s)
	for i, r := range rs {
		if r == '_' {
			if !prevDigit || i+1 >= len(rs) || pyDecimal(rs[i+1]) < 0 {
				return "", false
			}
			prevDigit = false
			continue
		}
		if d := pyDecimal(r); d >= 0 {
			b.WriteByte(byte('0' + d))
			prevDigit = true
			continue
		}
		prevDigit = false
		b.WriteRune(r)
	}
	return b.String(), true
}

// pyInt parses s as Python's int(s) does (within int's range).
func pyInt(s string) (int, bool) {
	a, ok := asciiNumber(s)
	if !ok || a == "" {
		return 0, false
	}
	body := strings.TrimLeft(a, "+-")
	if len(a)-len(body) > 1 || body == "" || strings.Trim(body, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.ParseInt(a, 10, 0)
	if err != nil {
		return 0, false
	}
	return int(n), true
}

// pyFloat parses s as Python's float(s) does: decimal and exponent forms, inf, infinity, nan.
func pyFloat(s string) (float64, bool) {
	a, ok := asciiNumber(s)
	if !ok || a == "" || strings.ContainsAny(a, "xXpP") {
		return 0, false
	}
	switch strings.ToLower(strings.TrimLeft(a, "+-")) {
	case "inf", "infinity", "nan":
		f, err := strconv.ParseFloat(a, 64)
		return f, err == nil
	}
	if strings.Trim(a, "0123456789.eE+-") != "" {
		return 0, false
	}
	f, err := strconv.ParseFloat(a, 64)
	if err != nil && !isRangeErr(err) {
		return 0, false
	}
	return f, true
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// pyRepr quotes s as Python's repr() of a str does.
func pyRepr(s string) string {
	q := byte('\'')
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		q = '"'
	}
	var b strings.Builder
	b.WriteByte(q)
	for _, r := range s {
		switch {
		case r == '\\' || r == rune(q):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			fmt.Fprintf(&b, `\x%02x`, r)
		case !unicode.IsPrint(r) && r != ' ':
			if r <= 0xFFFF {
				fmt.Fprintf(&b, `\u%04x`, r)
			} else {
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte(q)
	return b.String()
}
