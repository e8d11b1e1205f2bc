// Package table renders SacreBLEU's multi-system results tables.
//
// It mirrors, byte for byte, what Python's tabulate 0.8.9 (without wcwidth)
// prints for SacreBLEU 2.6.0's call in utils.print_results_table:
//
//	tabulate(d, headers='keys', tablefmt=..., colalign=('right',),
//	         stralign='center', numalign='center', floatfmt=f'.{width}f')
//
// Cells are strings, as SacreBLEU passes them, but tabulate still parses
// every column: a column whose cells all look like numbers, not all of them
// integers, is re-formatted with floatfmt, so a system file named "1.5" is
// printed "1.50" at -w 2.
package table

import (
	"errors"
	"fmt"
	"strings"
)

// Style is one of the two tabulate table formats SacreBLEU prints.
type Style int

const (
	// FancyGrid is tabulate's "fancy_grid", SacreBLEU's -f text.
	FancyGrid Style = iota
	// LaTeXBooktabs is tabulate's "latex_booktabs", SacreBLEU's -f latex.
	LaTeXBooktabs
)

// String returns tabulate's name for the style.
func (s Style) String() string {
	switch s {
	case FancyGrid:
		return "fancy_grid"
	case LaTeXBooktabs:
		return "latex_booktabs"
	}
	return fmt.Sprintf("Style(%d)", int(s))
}

var (
	// ErrNoRows is returned for a table without rows, where tabulate 0.8.9
	// raises IndexError: colalign=('right',) assigns to the alignment of a
	// first column that an empty table does not have.
	ErrNoRows = errors.New("table: no rows to tabulate")
	// ErrFloat is returned where tabulate raises ValueError while applying
	// floatfmt: a numeric column holds "True" or "False" (typed bool, which
	// float() rejects), or the precision is negative.
	ErrFloat = errors.New("table: cannot format cell as float")
)

// minPadding is tabulate's MIN_PADDING: every column is at least two
// characters wider than its header.
const minPadding = 2

// Format renders columns (SacreBLEU's dict of lists: headers[i] -> columns[i])
// as tabulate 0.8.9 prints them in style, with floatfmt '.{floatDecimals}f'.
// The result has no trailing newline. Columns shorter than the longest are
// padded with empty cells, as tabulate pads a dict's lists with None.
// Format panics if headers and columns differ in length.
func Format(headers []string, columns [][]string, style Style, floatDecimals int) (string, error) {
	if len(headers) != len(columns) {
		panic(fmt.Sprintf("table: %d headers for %d columns", len(headers), len(columns)))
	}
	nrows := 0
	for _, col := range columns {
		nrows = max(nrows, len(col))
	}
	if nrows == 0 {
		return "", ErrNoRows
	}
	l := newLayout(headers, columns, nrows, style)
	cells := make([][]string, len(columns))
	for i, col := range columns {
		formatted, err := formatColumn(col, nrows, l.invisible, floatDecimals)
		if err != nil {
			return "", fmt.Errorf("%w (column %q)", err, headers[i])
		}
		cells[i] = l.alignColumn(formatted, alignOf(i), l.width(headers[i])+minPadding)
	}
	heads, widths := l.alignHeaders(headers, cells)
	if style == LaTeXBooktabs {
		return latexBooktabs(heads, cells), nil
	}
	return fancyGrid(heads, cells, widths, l.multiline), nil
}

// layout holds the two table-wide switches tabulate sets before formatting.
type layout struct {
	// invisible is tabulate's has_invisible: some header or cell holds an
	// ANSI code, so widths are measured without them.
	invisible bool
	// multiline is set for fancy_grid when some header or cell holds \r or
	// \n; latex_booktabs is not one of tabulate's multiline formats.
	multiline bool
}

func newLayout(headers []string, columns [][]string, nrows int, style Style) layout {
	// tabulate searches the headers and rows joined by tabs, row by row,
	// with missing cells as str(None); a code may thus span two cells.
	parts := append([]string(nil), headers...)
	for r := range nrows {
		for _, col := range columns {
			if r < len(col) {
				parts = append(parts, col[r])
			} else {
				parts = append(parts, "None")
			}
		}
	}
	plain := strings.Join(parts, "\t")
	return layout{
		invisible: hasInvisible(plain),
		multiline: style == FancyGrid && strings.ContainsAny(plain, "\r\n"),
	}
}
