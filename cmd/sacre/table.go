package main

import (
	"errors"
	"strings"

	"github.com/sacre-mt/sacre/internal/table"
)

// formatTable renders the multi-system table as SacreBLEU's tabulate call does, with its
// colours on a terminal: cyan headers, and from the baseline's column on, a yellow first cell.
func (r *runner) formatTable(t *resultTable) (string, error) {
	headers := []string{r.paint("System", ansiCyan)}
	columns := [][]string{append([]string(nil), t.names...)}
	for _, m := range t.metrics {
		headers = append(headers, r.paint(m, ansiCyan))
		columns = append(columns, append([]string(nil), t.cells[m]...))
	}
	baseline := false
	for _, col := range columns {
		if len(col) > 0 && (baseline || strings.HasPrefix(col[0], "Baseline:")) {
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
		return "", ownError(1, "no systems to tabulate: -i was given without files")
	}
	if err != nil {
		return "", ownError(1, "%v", err)
	}
	return s, nil
}
