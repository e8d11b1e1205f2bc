package table

import (
	"strings"

	"github.com/sacre-mt/sacre/normalize"
)

// lineWidth is the width of one line: tabulate's _visible_width in a table
// with ANSI codes, else len.
func (l layout) lineWidth(s string) int {
	if l.invisible {
		return runeLen(stripInvisible(s))
	}
	return runeLen(s)
}

// hidden is how many code points of s are ANSI codes: tabulate widens the
// pad width by it, since Python pads by len.
func (l layout) hidden(s string) int { return runeLen(s) - l.lineWidth(s) }

// lines splits s as tabulate does to measure it.
func (l layout) lines(s string) []string {
	if l.multiline {
		return splitCRLF(s)
	}
	return []string{s}
}

// width is tabulate's width_fn: the widest line of s.
func (l layout) width(s string) int {
	w := 0
	for _, line := range l.lines(s) {
		w = max(w, l.lineWidth(line))
	}
	return w
}

// alignColumn is tabulate's _align_column. Both alignments SacreBLEU uses
// strip the cells first (str.strip(), so " 3 " is "3"), then pad every line
// to the widest line or minWidth.
func (l layout) alignColumn(cells []string, a align, minWidth int) []string {
	out := make([]string, len(cells))
	width := minWidth
	for i, c := range cells {
		out[i] = normalize.Strip(c)
		width = max(width, l.width(out[i]))
	}
	for i, c := range out {
		out[i] = l.padCell(c, a, width)
	}
	return out
}

// padCell pads one stripped cell to width. tabulate measures lines split
// at \r and \n but pads the lines of str.splitlines(), which also breaks at
// \v, \f, U+001C..U+001E, U+0085, U+2028 and U+2029 and drops the last
// empty line; so "" stays "" in a multiline table.
func (l layout) padCell(s string, a align, width int) string {
	if !l.multiline {
		return a.pad(width+l.hidden(s), s)
	}
	lines := pySplitlines(s)
	if !l.invisible {
		for i, line := range lines {
			lines[i] = a.pad(width, line)
		}
		return strings.Join(lines, "\n")
	}
	// With ANSI codes, tabulate zips splitlines() with the widths of the
	// re.split lines: the shorter list wins and the rest of the cell is lost.
	measured := splitCRLF(s)
	lines = lines[:min(len(lines), len(measured))]
	for i, line := range lines {
		lines[i] = a.pad(width+l.hidden(measured[i]), line)
	}
	return strings.Join(lines, "\n")
}

// alignHeaders pads the headers as tabulate does once the cells are padded,
// and returns them with the final column widths: the widest of the header
// plus minPadding and the padded cells.
func (l layout) alignHeaders(headers []string, cells [][]string) ([]string, []int) {
	heads := make([]string, len(headers))
	widths := make([]int, len(headers))
	for i, h := range headers {
		widths[i] = l.width(h) + minPadding
		for _, c := range cells[i] {
			widths[i] = max(widths[i], l.width(c))
		}
		heads[i] = l.alignHeader(h, alignOf(i), widths[i])
	}
	return heads, widths
}

// alignHeader is tabulate's _align_header: unlike cells, headers keep their
// surrounding whitespace.
func (l layout) alignHeader(h string, a align, width int) string {
	lines := l.lines(h)
	for i, line := range lines {
		lines[i] = a.pad(width+l.hidden(line), line)
	}
	return strings.Join(lines, "\n")
}
