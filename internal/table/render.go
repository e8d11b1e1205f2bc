package table

import "strings"

// tabulate's _format_table builds every row and line with a final
// str.rstrip(); both styles end them in a border or "\\", so it never
// removes anything and is left out here.

// rule is a horizontal line of fancy_grid: fill spans each column and its
// one space of padding on either side.
func rule(begin, fill, sep, end string, widths []int) string {
	segments := make([]string, len(widths))
	for i, w := range widths {
		segments[i] = strings.Repeat(fill, w+2)
	}
	return begin + strings.Join(segments, sep) + end
}

// fancyGrid is tabulate's fancy_grid: a line between every two rows.
func fancyGrid(heads []string, cols [][]string, widths []int, multiline bool) string {
	lines := []string{rule("╒", "═", "╤", "╕", widths)}
	lines = appendRow(lines, heads, widths, multiline)
	lines = append(lines, rule("╞", "═", "╪", "╡", widths))
	for r := range cols[0] {
		if r > 0 {
			lines = append(lines, rule("├", "─", "┼", "┤", widths))
		}
		lines = appendRow(lines, rowOf(cols, r), widths, multiline)
	}
	lines = append(lines, rule("╘", "═", "╧", "╛", widths))
	return strings.Join(lines, "\n")
}

func rowOf(cols [][]string, r int) []string {
	row := make([]string, len(cols))
	for i, col := range cols {
		row[i] = col[r]
	}
	return row
}

// appendRow adds one fancy_grid row. In a multiline table it is
// _append_multiline_row: each cell is cut with str.splitlines() and
// columns with fewer lines are filled with blank ones; a row whose cells
// are all "" thus takes no line at all.
func appendRow(lines, cells []string, widths []int, multiline bool) []string {
	if !multiline {
		return append(lines, gridRow(cells))
	}
	cellLines := make([][]string, len(cells))
	n := 0
	for i, c := range cells {
		cellLines[i] = pySplitlines(c)
		n = max(n, len(cellLines[i]))
	}
	for k := range n {
		row := make([]string, len(cells))
		for i, cl := range cellLines {
			row[i] = strings.Repeat(" ", widths[i])
			if k < len(cl) {
				row[i] = cl[k]
			}
		}
		lines = append(lines, gridRow(row))
	}
	return lines
}

func gridRow(cells []string) string {
	return "│ " + strings.Join(cells, " │ ") + " │"
}

// latexBooktabs is tabulate's latex_booktabs. It is not a multiline
// format: a cell's newline is printed as is.
func latexBooktabs(heads []string, cols [][]string) string {
	var spec strings.Builder
	for i := range heads {
		spec.WriteString(alignOf(i).latex())
	}
	lines := []string{`\begin{tabular}{` + spec.String() + `}`, `\toprule`, latexRow(heads), `\midrule`}
	for r := range cols[0] {
		lines = append(lines, latexRow(rowOf(cols, r)))
	}
	lines = append(lines, `\bottomrule`, `\end{tabular}`)
	return strings.Join(lines, "\n")
}

// latexEscape is tabulate's LATEX_ESCAPE_RULES, applied after the cells are
// padded: widths count "%" as one character though "\%" prints two.
var latexEscape = strings.NewReplacer(
	"&", `\&`, "%", `\%`, "$", `\$`, "#", `\#`, "_", `\_`, "^", `\^{}`,
	"{", `\{`, "}", `\}`, "~", `\textasciitilde{}`, `\`, `\textbackslash{}`,
	"<", `\ensuremath{<}`, ">", `\ensuremath{>}`,
)

// latexRow is tabulate's _latex_row over cells padded with one space.
func latexRow(cells []string) string {
	escaped := make([]string, len(cells))
	for i, c := range cells {
		escaped[i] = latexEscape.Replace(" " + c + " ")
	}
	return strings.Join(escaped, "&") + `\\`
}
