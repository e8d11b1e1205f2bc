package main

import (
	"errors"
	"strings"

	"github.com/sacre-mt/sacre/internal/table"
)

// formatTable renders the multi-system table as SacreBLEU's tabulate call does, with its
// colours on a terminal: cyan headers, and from the baseline's column on, a yellow first cell.
// It also returns the baseline's name: the first cell of a column that starts "Baseline:".
func (r *runner) formatTable(t *resultTable) (string, string, error) {
	headers := []string{r.paint("System", ansiCyan)}
	columns := [][]string{append([]string(nil), t.names...)}
	for _, c := range t.columns {
		headers = append(headers, r.paint(c.header, ansiCyan))
		columns = append(columns, append([]string(nil), c.cells...))
	}
	baseline, baselineName := false, ""
	for _, col := range columns {
		if len(col) > 0 && (baseline || strings.HasPrefix(col[0], "Baseline:")) {
			if strings.HasPrefix(col[0], "Baseline:") {
				baselineName = col[0]
			}
			baseline = true
			col[0] = r.paint(col[0], ansiYellow)
		}
	}
	style := table.FancyGrid
	if r.o.format == "latex" {
		style = table.LaTeXBooktabs
	}
	s, err := table.Format(headers, columns, style, r.o.width)
	if errors.Is(err, table.ErrNoRows) {
		return "", "", ownError(1, "no systems to tabulate: -i was given without files")
	}
	if err != nil {
		return "", "", ownError(1, "%v", err)
	}
	return s, baselineName, nil
}
