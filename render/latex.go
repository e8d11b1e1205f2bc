package render

import (
	"io"

	"github.com/sacre-mt/sacre/internal/table"
)

// latexRenderer is SacreBLEU's -f latex: tables in tabulate's latex_booktabs, a paired test's
// p-value after a space in its cell; single-system scores print as text.
type latexRenderer struct{ textRenderer }

func (r latexRenderer) style() table.Style { return table.LaTeXBooktabs }
func (r latexRenderer) pValueSep() string  { return " " }

func (r latexRenderer) Table(w io.Writer, t *Table) error {
	return tableOf(r, r.opt, t, func(c Column, i int) string { return c.Scores[i].ScoreOnly(r.opt.Width) }).
		print(w, r, r.opt, t.Systems, nil)
}

func (r latexRenderer) Paired(w io.Writer, t *Table, test Test) error {
	return pairedTable(w, r, r.opt, t, test)
}
