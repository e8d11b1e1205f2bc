package render

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/internal/table"
)

// textRenderer prints SacreBLEU's text: score lines aligned on their "=", and tables in
// tabulate's fancy_grid followed by the metrics' signatures.
type textRenderer struct{ opt Options }

// style is the table style; pValueSep goes before a paired test's p-value in a cell.
func (r textRenderer) style() table.Style { return table.FancyGrid }
func (r textRenderer) pValueSep() string  { return "\n" }

var confidenceRe = regexp.MustCompile(`\(μ = [0-9.]+ ± [0-9.]+\)`)

// Single prints SacreBLEU's print_single_results: text lines aligned on their first "=".
func (r textRenderer) Single(w io.Writer, results []Result) error {
	lines := make([]string, len(results))
	for i, res := range results {
		if r.opt.ScoreOnly {
			lines[i] = res.Score.ScoreOnly(r.opt.Width)
		} else {
			lines[i] = res.Score.Text(r.opt.Width, res.Signature.Format(r.opt.Short))
		}
	}
	if strings.Contains(lines[0], "μ") {
		for i := range lines {
			lines[i] = confidenceRe.ReplaceAllStringFunc(lines[i], func(m string) string { return r.opt.Paint(m, Cyan) })
		}
	}
	if len(lines) == 1 {
		_, err := fmt.Fprintln(w, lines[0])
		return err
	}
	return printAligned(w, lines)
}

// printAligned right-aligns lines on their first "=" (counting characters, as Python does);
// lines without "=" (score-only output) are printed as they come.
func printAligned(w io.Writer, results []string) error {
	var lens []int
	var lines []string
	for _, line := range results {
		i := strings.Index(line, "=")
		if i < 0 {
			fmt.Fprintln(w, line)
			continue
		}
		lens = append(lens, utf8.RuneCountInString(line[:i])-1)
		lines = append(lines, line)
	}
	width := 0
	for _, l := range lens {
		width = max(width, l)
	}
	for i, line := range lines {
		left, right := splitRunes(line, lens[i])
		if _, err := fmt.Fprintln(w, strings.Repeat(" ", max(0, width-utf8.RuneCountInString(left)))+left+right); err != nil {
			return err
		}
	}
	return nil
}

// splitRunes splits s after n characters (Python's s[:n], s[n:], where n may be -1).
func splitRunes(s string, n int) (string, string) {
	if n < 0 {
		n += utf8.RuneCountInString(s)
	}
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i], s[i:]
}

// grid is a table's cells: per column its header, the name its signature is listed under and
// its cells.
type grid struct {
	headers, sigNames, sigs []string
	columns                 [][]string
}

func (r textRenderer) Table(w io.Writer, t *Table) error {
	return tableOf(r, r.opt, t, func(c Column, i int) string { return c.Scores[i].ScoreOnly(r.opt.Width) }).
		print(w, r, r.opt, t.Systems, nil)
}

func (r textRenderer) Paired(w io.Writer, t *Table, test Test) error {
	return pairedTable(w, r, r.opt, t, test)
}

// tabler is what a tabulate-based format chooses: its table style and p-value separator.
type tabler interface {
	style() table.Style
	pValueSep() string
}

// tableOf makes a plain table's grid.
func tableOf(f tabler, opt Options, t *Table, cell func(Column, int) string) *grid {
	g := &grid{}
	for _, c := range t.Columns {
		g.headers = append(g.headers, c.Metric)
		g.sigNames = append(g.sigNames, c.Metric)
		g.sigs = append(g.sigs, c.Signature.Format(opt.Short))
		cells := make([]string, len(t.Systems))
		for i := range cells {
			cells[i] = cell(c, i)
		}
		g.columns = append(g.columns, cells)
	}
	return g
}

// pairedTable prints a paired test's table (SacreBLEU's _format_score_lines and
// print_results_table), the explanation of the test and the signatures.
func pairedTable(w io.Writer, f tabler, opt Options, t *Table, test Test) error {
	g := &grid{}
	bootstrap := false
	for _, c := range t.Columns {
		cells := make([]string, len(t.Systems))
		for i, res := range c.Paired {
			cells[i] = pairedCell(f, opt, res.Score, res.Mean, res.CI, res.PValue)
			// Once a result has a mean, this and the following headers say so (SacreBLEU's flag).
			bootstrap = bootstrap || res.Mean != nil
		}
		header := c.Metric
		if bootstrap {
			header += " (μ ± 95% CI)"
		}
		g.headers = append(g.headers, header)
		g.sigNames = append(g.sigNames, c.Metric)
		g.sigs = append(g.sigs, c.Signature.Format(opt.Short))
		g.columns = append(g.columns, cells)
	}
	return g.print(w, f, opt, t.Systems, &test)
}

// pairedCell is one result: the score, the bootstrap mean and interval, and the p-value on a
// line of its own in text (after a space in LaTeX), starred when at most 0.05, else red.
func pairedCell(f tabler, opt Options, score float64, mean, ci, pValue *float64) string {
	s := pyfmt.Fixed(score, opt.Width)
	if mean != nil {
		s += " (" + pyfmt.Fixed(*mean, opt.Width) + " ± " + pyfmt.Fixed(*ci, opt.Width) + ")"
	}
	if pValue != nil {
		p := "(p = " + pyfmt.Fixed(*pValue, 4) + ")"
		if *pValue > 0.05 {
			p = opt.Paint(p, Red)
		} else {
			p += "*"
		}
		s += f.pValueSep() + p
	}
	return s
}

// print renders the grid as SacreBLEU's tabulate call does, with its colours on a terminal
// (cyan headers, and from the baseline's column on, a yellow first cell), then a paired test's
// explanation, then the signatures.
func (g *grid) print(w io.Writer, f tabler, opt Options, systems []string, test *Test) error {
	headers := []string{opt.Paint("System", Cyan)}
	columns := [][]string{append([]string(nil), systems...)}
	for i, h := range g.headers {
		headers = append(headers, opt.Paint(h, Cyan))
		columns = append(columns, append([]string(nil), g.columns[i]...))
	}
	baseline, baselineName := false, ""
	for _, col := range columns {
		if len(col) > 0 && (baseline || strings.HasPrefix(col[0], "Baseline:")) {
			if strings.HasPrefix(col[0], "Baseline:") {
				baselineName = col[0]
			}
			baseline = true
			col[0] = opt.Paint(col[0], Yellow)
		}
	}
	s, err := table.Format(headers, columns, f.style(), opt.Width)
	if errors.Is(err, table.ErrNoRows) {
		return ErrNoSystems
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(w, s)
	fmt.Fprintln(w)
	if test != nil {
		explain(w, opt, *test, baselineName)
	}
	fmt.Fprintln(w, "-----------------")
	fmt.Fprintln(w, "Metric signatures")
	fmt.Fprintln(w, "-----------------")
	for i, name := range g.sigNames {
		if _, err := fmt.Fprintln(w, " - "+PadRight(name, 10)+" "+g.sigs[i]); err != nil {
			return err
		}
	}
	return nil
}

// explain prints SacreBLEU's explanation of a paired test below its table. The number of
// samples is the option's value as given, even when 0 made the test use its default.
func explain(w io.Writer, opt Options, test Test, baselineName string) {
	name, unit := "bootstrap resampling", "resampling trials"
	if test.AR {
		name, unit = "approximate randomization", "trials"
	}
	msg := fmt.Sprintf("Paired %s test with %d %s", name, test.Samples, unit)
	dashes := strings.Repeat("-", len(msg))
	bline := opt.Paint("baseline", Yellow)
	null := opt.Paint("Null hypothesis", Green)
	lines := []string{
		dashes, msg, dashes,
		" - Each system is pairwise compared to " + opt.Paint(baselineName, Yellow) + ".",
	}
	if test.AR {
		lines = append(lines, "   Actual system score is provided for each metric.")
	} else {
		lines = append(lines, "   Actual system score / bootstrap estimated true mean / 95% CI are provided for each metric.")
	}
	lines = append(lines,
		"",
		" - "+null+": the system and the "+bline+" translations are essentially",
		"   generated by the same underlying process. For a given system and the "+bline+",",
		"   the p-value is roughly the probability of the absolute score difference (delta)",
		"   or higher occurring due to chance, under the assumption that the "+strings.ToLower(null)+" is correct.",
		"",
		" - Assuming a significance threshold of 0.05, the "+strings.ToLower(null)+" can be rejected",
		"   for p-values < 0.05 (marked with \"*\"). This means that the delta is unlikely to be attributed",
		"   to chance, hence the system is significantly \"different\" than the "+bline+".",
		"   Otherwise, the p-values are "+opt.Paint("highlighted in red", Red)+".",
		"",
		" - NOTE: Significance does not tell whether a system is \"better\" than the "+bline+" but rather",
		"   emphasizes the \"difference\" of the systems in terms of the replicability of the delta.",
		"",
	)
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}
