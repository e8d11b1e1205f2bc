package table

import (
	"fmt"
	"math"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
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
	case pyfmt.IsInt(s):
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
	f, ok := pyfmt.ParseFloat(raw)
	if !ok {
		return "", fmt.Errorf("%w: float(%q)", ErrFloat, raw)
	}
	if decimals < 0 {
		return "", fmt.Errorf("%w: precision %d", ErrFloat, decimals)
	}
	formatted := pyfmt.Fixed(f, decimals)
	if !invisible {
		return formatted, nil
	}
	return strings.ReplaceAll(s, raw, formatted), nil
}

// pyIsNumber is tabulate's _isnumber: float(s) succeeds, and if the value is
// infinite or NaN, s is literally "inf", "-inf" or "nan" in any case; so
// "1e400", "+inf", "Infinity", "-nan" and " inf " are not numbers.
func pyIsNumber(s string) bool {
	f, ok := pyfmt.ParseFloat(s)
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
