package table

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// cellType is tabulate's type of a cell, ordered from least to most generic
// as in _more_generic (which also has bytes, never seen in a str table).
type cellType int

const (
	noneType cellType = iota // a missing cell of a short column
	boolType
	intType
	floatType
	textType
)

// typeOf is tabulate's _type of a cell. tabulate always strips ANSI codes
// here, whether or not the table has them, so a coloured "28.5" is a float.
func typeOf(s string) cellType {
	s = stripInvisible(s)
	switch {
	case s == "True" || s == "False":
		return boolType
	case pyIsInt(s):
		return intType
	case pyIsNumber(s):
		return floatType
	}
	return textType
}

// columnType is tabulate's _column_type: the most generic type of the cells,
// starting from bool, so that a column of missing cells only is bool.
func columnType(cells []string) cellType {
	t := boolType
	for _, c := range cells {
		t = max(t, typeOf(c))
	}
	return t
}

// formatColumn is tabulate's _format over a column: only float columns
// change, and missing cells become tabulate's missingval "".
func formatColumn(cells []string, nrows int, invisible bool, decimals int) ([]string, error) {
	out := make([]string, nrows)
	copy(out, cells)
	if columnType(cells) != floatType {
		return out, nil
	}
	for i, c := range cells {
		f, err := formatFloat(c, invisible, decimals)
		if err != nil {
			return nil, err
		}
		out[i] = f
	}
	return out, nil
}

// formatFloat is tabulate's _format of a float-typed cell. In a table with
// ANSI codes, tabulate formats the cell's visible text and puts it back
// with str.replace, which replaces every occurrence, even inside the codes.
func formatFloat(s string, invisible bool, decimals int) (string, error) {
	raw := s
	if invisible {
		raw = stripInvisible(s)
	}
	f, ok := pyFloat(raw)
	if !ok {
		return "", fmt.Errorf("%w: float(%q)", ErrFloat, raw)
	}
	if decimals < 0 {
		return "", fmt.Errorf("%w: precision %d", ErrFloat, decimals)
	}
	formatted := pyFormatFixed(f, decimals)
	if !invisible {
		return formatted, nil
	}
	return strings.ReplaceAll(s, raw, formatted), nil
}

// pyFormatFixed is Python's format(f, '.Nf'), which spells infinities and
// NaN as "inf", "-inf" and "nan".
func pyFormatFixed(f float64, decimals int) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	return strconv.FormatFloat(f, 'f', decimals, 64)
}

// maxIntDigits is Python 3.11's default int_max_str_digits: int() rejects
// longer numerals with ValueError, so tabulate does not call them ints.
const maxIntDigits = 4300

var (
	pyIntSyntax   = regexp.MustCompile(`^[+-]?[0-9]+$`)
	pyFloatSyntax = regexp.MustCompile(`^[+-]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|(?i:inf|infinity|nan))$`)
)

// pyIsInt is tabulate's _isint for a str: whether int(s) succeeds.
func pyIsInt(s string) bool {
	a, ok := pyNumeral(s)
	return ok && pyIntSyntax.MatchString(a) && len(strings.TrimLeft(a, "+-")) <= maxIntDigits
}

// pyIsNumber is tabulate's _isnumber: float(s) succeeds, and if the value is
// infinite or NaN, s is literally "inf", "-inf" or "nan" in any case; so
// "1e400", "+inf", "Infinity", "-nan" and " inf " are not numbers.
func pyIsNumber(s string) bool {
	f, ok := pyFloat(s)
	if !ok {
		return false
	}
	if math.IsInf(f, 0) || math.IsNaN(f) {
		switch strings.ToLower(s) {
		case "inf", "-inf", "nan":
			return true
		}
		return false
	}
	return true
}

// pyFloat is Python's float(s) for a str.
func pyFloat(s string) (float64, bool) {
	a, ok := pyNumeral(s)
	if !ok || !pyFloatSyntax.MatchString(a) {
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
	// Out-of-range values are ±Inf or 0, as in Python; ignore ErrRange.
	f, _ := strconv.ParseFloat(a, 64)
	return f, true
}

// pyNumeral is what int() and float() do to a str before parsing it:
// Unicode digits become ASCII and Unicode spaces ' '
// (_PyUnicode_TransformDecimalAndSpaceToASCII), any other non-ASCII
// character fails, underscores must sit between two digits and are dropped,
// and ASCII whitespace (not U+001C..U+001F) is trimmed from both ends.
func pyNumeral(s string) (string, bool) {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		switch {
		case r < 0x7f:
			b = append(b, byte(r))
		case pySpace(r):
			b = append(b, ' ')
		case pyDigit(r):
			b = append(b, byte('0'+digitValue(r)))
		default:
			return "", false
		}
	}
	out := make([]byte, 0, len(b))
	for i, c := range b {
		if c != '_' {
			out = append(out, c)
		} else if i == 0 || i == len(b)-1 || !isDigit(b[i-1]) || !isDigit(b[i+1]) {
			return "", false
		}
	}
	return strings.Trim(string(out), " \t\n\v\f\r"), true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// digitValue is the value of a decimal digit: Unicode encodes each set of
// decimal digits as a contiguous run from 0 to 9.
func digitValue(r rune) int {
	start := r
	for pyDigit(start - 1) {
		start--
	}
	return int(r-start) % 10
}
