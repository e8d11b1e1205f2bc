package pyfmt

import (
	"github.com/sacre-mt/sacre/internal/lazyre"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/sacre-mt/sacre/normalize"
)

// MaxIntDigits is Python 3.11's default int_max_str_digits: int() rejects longer numerals.
const MaxIntDigits = 4300

var (
	intSyntax   = lazyre.New(`^[+-]?[0-9]+$`)
	floatSyntax = lazyre.New(`^[+-]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|(?i:inf|infinity|nan))$`)
)

// IsInt reports whether Python's int(s) accepts s.
func IsInt(s string) bool {
	a, ok := Numeral(s)
	return ok && intSyntax().MatchString(a) && len(strings.TrimLeft(a, "+-")) <= MaxIntDigits
}

// ParseInt is Python's int(s), for values that fit an int.
func ParseInt(s string) (int, bool) {
	if !IsInt(s) {
		return 0, false
	}
	a, _ := Numeral(s)
	n, err := strconv.ParseInt(a, 10, 0)
	return int(n), err == nil
}

// ParseFloat is Python's float(s): decimal and exponent forms, inf, infinity and nan in any
// case; values out of range become ±Inf or 0 as in Python.
func ParseFloat(s string) (float64, bool) {
	a, ok := Numeral(s)
	if !ok || !floatSyntax().MatchString(a) {
		return 0, false
	}
	word := strings.ToLower(strings.TrimLeft(a, "+-"))
	switch {
	case word == "nan":
		return math.NaN(), true
	case strings.HasPrefix(word, "inf") && a[0] == '-':
		return math.Inf(-1), true
	case strings.HasPrefix(word, "inf"):
		return math.Inf(1), true
	}
	f, _ := strconv.ParseFloat(a, 64) // ErrRange gives ±Inf or 0, as in Python
	return f, true
}

// Numeral is what int() and float() do to a str before parsing it: Unicode digits become
// ASCII and Unicode spaces ' ' (_PyUnicode_TransformDecimalAndSpaceToASCII), any other
// non-ASCII character fails, underscores must sit between two digits and are dropped, and
// ASCII whitespace (not U+001C..U+001F) is trimmed from both ends.
func Numeral(s string) (string, bool) {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		switch {
		case r < 0x7f:
			b = append(b, byte(r))
		case normalize.IsSpace(r):
			b = append(b, ' ')
		case DigitValue(r) >= 0:
			b = append(b, byte('0'+DigitValue(r)))
		default:
			return "", false
		}
	}
	out := make([]byte, 0, len(b))
	for i, c := range b {
		if c != '_' {
			out = append(out, c)
		} else if i == 0 || i == len(b)-1 || !isASCIIDigit(b[i-1]) || !isASCIIDigit(b[i+1]) {
			return "", false
		}
	}
	return strings.Trim(string(out), " \t\n\v\f\r"), true
}

func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }

// DigitValue is the value of r as a decimal digit for Python 3.11 (Unicode 14.0), or -1.
// Go's tables are Unicode 15.0, whose new Kawi and Nag Mundari digits Python does not know.
func DigitValue(r rune) int {
	if !isDecimal(r) {
		return -1
	}
	// Unicode encodes each set of decimal digits as a contiguous run from 0 to 9.
	start := r
	for isDecimal(start - 1) {
		start--
	}
	return int(r-start) % 10
}

func isDecimal(r rune) bool {
	if (r >= 0x11f50 && r <= 0x11f59) || (r >= 0x1e4f0 && r <= 0x1e4f9) {
		return false
	}
	return unicode.IsDigit(r)
}
