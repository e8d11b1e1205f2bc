package verify

import "strings"

// findLaTeXTables reads the LaTeX tables (rows of cells split at "&", ending in "\\") that are
// not SacreBLEU's own, as findRows reads Markdown's: a table from \begin{tabular} or \toprule
// to \end{tabular}, its header its first row.
func (sc *scanner) findLaTeXTables() {
	t := sc.t
	for k := 0; k < len(t.starts); k++ {
		l := strings.TrimSpace(t.lineText(k))
		if sc.used[k] || !strings.HasPrefix(l, `\begin{tabular}`) && !strings.HasPrefix(l, `\toprule`) {
			continue
		}
		end := k
		for end+1 < len(t.starts) && end-k < maxTableLines && !sc.used[end+1] &&
			!strings.HasPrefix(strings.TrimSpace(t.lineText(end)), `\end{tabular}`) {
			end++
		}
		var rows []tableRow
		for j := k; j <= end; j++ {
			if row, ok := sc.latexRow(j); ok {
				rows = append(rows, row)
			}
		}
		if len(rows) > 1 {
			sc.bindTable(rows)
		}
		k = end
	}
}

// latexRow reads line k as a LaTeX row: its cells at the unescaped "&", LaTeX's escapes and
// emphasis undone.
func (sc *scanner) latexRow(k int) (tableRow, bool) {
	line, start := sc.t.lineText(k), sc.t.starts[k]
	if !strings.Contains(line, "&") {
		return tableRow{}, false
	}
	if i := strings.Index(line, `\\`); i >= 0 {
		line = line[:i]
	}
	row := tableRow{line: k}
	from := 0
	for i := 0; i <= len(line); i++ {
		if i < len(line) && (line[i] != '&' || i > 0 && line[i-1] == '\\') {
			continue
		}
		row.cells = append(row.cells, cell{unLaTeX(line[from:i]), start + from})
		from = i + 1
	}
	return row, true
}
