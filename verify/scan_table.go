package verify

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
)

// SacreBLEU's tables in a text: its grid (or any "|" table headed by System) and its LaTeX
// table (-f latex), each with what SacreBLEU prints after it (a paired test's heading, the
// "Metric signatures" block), and its JSON table. A LaTeX table pasted without its
// \begin{tabular} or its signature block is read from its first rule to \end{tabular}.

// maxTableLines bounds the lines of one table, and of what follows it, that are looked at.
const (
	maxTableLines   = 10000
	maxTrailerLines = 40
)

// findTables reads SacreBLEU's tables.
func (sc *scanner) findTables() {
	t := sc.t
	for k := 0; k < len(t.starts); k++ {
		if sc.used[k] {
			continue
		}
		end, ok := sc.tableEnd(k)
		if !ok {
			k = max(k, end)
			continue
		}
		end = sc.trailerEnd(end)
		// The line after the table's text: readLaTeX reads a last line \end{tabular} as a row.
		tab, ok, err := readTable(strings.Join(sacre200Table(t.lineRange(k, end)), "\n") + "\n")
		if !ok || err != nil || len(tab.Columns) == 0 {
			// Not SacreBLEU's after all: read as any table, its signature block near it.
			for j := k; j <= end; j++ {
				sc.trailer[j] = k
			}
			k = end
			continue
		}
		sc.tableFound(tab, k, end)
		k = end
	}
}

// lineRange is the text of lines first to last.
func (t *scanText) lineRange(first, last int) []string {
	out := make([]string, 0, last-first+1)
	for k := first; k <= last; k++ {
		out = append(out, t.lineText(k))
	}
	return out
}

// tableEnd is the last line of SacreBLEU's table starting at line k (ok), or of the lines
// that are no such table (!ok): a grid's run of rows and rules whose header starts with
// System, or a LaTeX table from \begin{tabular} or \toprule to \end{tabular} whose header
// starts with System.
func (sc *scanner) tableEnd(k int) (int, bool) {
	t := sc.t
	line := strings.TrimSpace(t.lineText(k))
	latex := strings.HasPrefix(line, `\begin{tabular}`) || strings.HasPrefix(line, `\toprule`)
	if !latex && !isGridLine(line) {
		return k, false
	}
	end := k
	for j := k; j < len(t.starts) && j-k < maxTableLines && !sc.used[j]; j++ {
		l := strings.TrimSpace(t.lineText(j))
		if latex && strings.HasPrefix(l, `\end{tabular}`) {
			end = j
			break
		}
		if !latex && !isGridLine(l) || latex && l == "" {
			break
		}
		end = j
	}
	lines := t.lineRange(k, end)
	return end, latex && latexHeaderIsSystem(lines) || !latex && isGrid(lines)
}

// isGridLine reports whether a line is a grid's row or rule.
func isGridLine(l string) bool {
	return l != "" && (strings.HasPrefix(l, "|") || isRule(l) && strings.ContainsAny(l, "═─-="))
}

// latexHeaderIsSystem reports whether a LaTeX table's first row starts with System.
func latexHeaderIsSystem(lines []string) bool {
	for _, l := range lines {
		if cell, _, ok := strings.Cut(l, "&"); ok {
			return strings.EqualFold(unLaTeX(cell), "system")
		}
	}
	return false
}

// trailerEnd is the last line of what SacreBLEU prints after a table ending at line end: the
// paired test's heading and explanation, the "Metric signatures" block.
func (sc *scanner) trailerEnd(end int) int {
	t := sc.t
	last, block := end, false
	for j := end + 1; j < len(t.starts) && j-end <= maxTrailerLines && !sc.used[j]; j++ {
		raw := t.lineText(j)
		l := strings.TrimSpace(raw)
		switch {
		case l == "Metric signatures" || pairedHeading().MatchString(l):
			last, block = j, block || l == "Metric signatures"
		case block && strings.HasPrefix(l, "- "):
			last = j
		case l == "" || isRule(l) || raw[0] == ' ' || raw[0] == '\t' || strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "```"):
		default:
			return last
		}
	}
	return last
}

// tableFound reports a table read from lines first to last: a claim per column, each score
// on the line of its row (its metric's, in JSON).
func (sc *scanner) tableFound(tab *Table, first, last int) {
	sc.useLines(first, last)
	line := sc.t.number(first)
	rows := sc.rowLines(tab, first, last)
	for k, col := range tab.Columns {
		f := &Found{Line: line, Kind: "table", Text: col.Name, Metric: col.Name, table: tab, column: k, Repairs: tab.Notes}
		for i, r := range tab.Rows {
			c := r.Cells[k]
			at := sc.t.number(sc.lineWith(rows[i], min(rows[i]+8, last), c.Score))
			f.Scores = append(f.Scores, FoundScore{Line: at, Score: c.Score, Mean: c.Mean, CI: c.CI, P: c.P, System: r.System, Bound: "table"})
		}
		sc.found = append(sc.found, f)
		if col.Signature != nil {
			f.parsed, f.Signature, sc.hasSig = col.Signature, col.Signature.String(), true
			f.Refused = configError(col.Signature)
			continue
		}
		sc.loose = append(sc.loose, &looseScore{line: first, last: last, name: col.Name, exact: true, bare: true, text: col.Name, table: f})
	}
}

// rowLines are the lines (indexes) of a table's rows: the first line at or after the row
// before's that names the row's system.
func (sc *scanner) rowLines(tab *Table, first, last int) []int {
	out := make([]int, len(tab.Rows))
	at := first
	for i, r := range tab.Rows {
		at = sc.lineWith(at, last, r.System)
		out[i] = at
	}
	return out
}

// lineWith is the first line from first to last that holds text, else first.
func (sc *scanner) lineWith(first, last int, text string) int {
	for k := first; k <= last && k < len(sc.t.starts); k++ {
		if strings.Contains(sc.t.lineText(k), text) {
			return k
		}
	}
	return first
}

// jsonTable reads SacreBLEU's JSON table on lines first to last.
func (sc *scanner) jsonTable(items []json.RawMessage, first, last int) int {
	tab, err := tableFromJSON(items)
	if err != nil {
		sc.useLines(first, last)
		sc.found = append(sc.found, &Found{Line: sc.t.number(first), Kind: "table", Text: shorten(sc.t.lineText(first)), Refused: err.Error()})
		return last
	}
	sc.tableFound(tab, first, last)
	return last
}

var (
	// sacre200Header and sacre200Cell match SacreBLEU 2.0.0's paired bootstrap table, which
	// later releases print as "BLEU (μ ± 95% CI)" and "26.6 (26.6 ± 0.65)".
	sacre200Header = lazyre.New(`(\S+) / μ / ± 95% CI`)
	sacre200Cell   = lazyre.New(`(-?[0-9.]+) / (-?[0-9.]+) / ([0-9.]+)`)
)

// sacre200Table rewrites SacreBLEU 2.0.0's paired bootstrap table as later releases print it.
func sacre200Table(lines []string) []string {
	for i, l := range lines {
		if strings.Contains(l, " / ") {
			l = sacre200Header().ReplaceAllString(l, "$1 (μ ± 95% CI)")
			lines[i] = sacre200Cell().ReplaceAllString(l, "$1 ($2 ± $3)")
		}
	}
	return lines
}

// completeColumn gives a column of SacreBLEU's table the signature found next to it, or
// SacreBLEU's defaults when the text prints none, or refuses it.
func (sc *scanner) completeColumn(x *looseScore, s *foundSig) {
	f := x.table
	col := f.table.Columns[f.column]
	switch {
	case s != nil:
		f.parsed, f.Signature, f.Refused = s.f.parsed, s.f.Signature, s.f.Refused
		f.Repairs = append(append([]string(nil), f.Repairs...), fmt.Sprintf("the signature on line %d is the column's", s.f.Line))
		col.Signature, col.Source = s.f.parsed, "given"
	case sc.hasSig:
		f.Repairs = append(append([]string(nil), f.Repairs...), fmt.Sprintf("the table prints no signature for %s, and none printed next to it fits it: its configuration is unknown", col.Name))
	default:
		p, err := defaultSignature(col.Name)
		if err != nil {
			f.Refused = err.Error()
			return
		}
		f.parsed, f.Assumed, f.defaulted = p, p.String(), true
		f.Repairs = append(append([]string(nil), f.Repairs...), fmt.Sprintf("the text prints no signature: SacreBLEU's defaults for %s assumed", col.Name))
	}
}
