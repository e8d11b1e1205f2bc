package verify

import (
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
)

// unnamedColumn marks a column of scores whose header names no metric.
const unnamedColumn = "?"

// bindTable binds the scores of a table's rows: header first, then body.
func (sc *scanner) bindTable(rows []tableRow) {
	header, body := rows[0], rows[1:]
	cols := make([]string, len(header.cells))
	named := false
	for j, c := range header.cells {
		cols[j] = headerMetric(c.text)
		named = named || cols[j] != ""
	}
	if !named {
		scoreColumns(header, body, cols)
	}
	keyed := !named && keyValueTable(body)
	for _, s := range sc.sigsIn(header) {
		sc.bindColumn(s, cellOf(header.cells, s), body)
	}
	for _, row := range body {
		taken := map[int]bool{}
		for _, s := range sc.sigsIn(row) {
			for j := range sc.bindRow(s, row, cols) {
				taken[j] = true
			}
		}
		rowCols := cols
		if keyed {
			rowCols = labelColumns(row, len(cols))
		}
		sc.looseRow(row, rowCols, taken, header.line, body[len(body)-1].line)
	}
}

// keyValueTable reports whether a table whose header names no metric lists a value per row
// under a label ("| Metric | Value |", "| Corpus BLEU-4 | 5.68 |", "| Signature | nrefs:... |"):
// some row's first cell names a metric and holds no score.
func keyValueTable(body []tableRow) bool {
	for _, row := range body {
		if len(row.cells) > 1 && labelMetric1(row.cells[0].text) != "" {
			return true
		}
	}
	return false
}

// labelColumns are the metrics of a key/value table's row: its label's metric for every cell
// after the label, none if the label names none.
func labelColumns(row tableRow, n int) []string {
	cols := make([]string, max(n, len(row.cells)))
	if name := labelMetric1(row.cells[0].text); name != "" {
		for j := 1; j < len(cols); j++ {
			cols[j] = name
		}
	}
	return cols
}

// notScoreLabel holds words that make a label's number something other than the metric's
// score: a difference, a p-value, a spread, a count, a rank.
var notScoreLabel = map[string]bool{"p": true, "p-value": true, "pvalue": true, "delta": true, "diff": true, "difference": true,
	"gain": true, "improvement": true, "std": true, "stdev": true, "sd": true, "variance": true, "ci": true, "interval": true,
	"rank": true, "count": true, "signature": true, "significance": true, "vs": true, "vs.": true, "change": true}

// labelMetric1 is the one metric a row's label names ("Corpus BLEU-4", "**chrF++**",
// "BLEU (test)"), "" when it names none, several, or qualifies the number as something else
// than the score (a p-value, a difference, a spread).
func labelMetric1(text string) string {
	text = markupTag().ReplaceAllString(text, "")
	if _, _, ok := cellScoreOf(text); ok || strings.ContainsAny(text, "Δ±") {
		return ""
	}
	found := ""
	for _, w := range strings.Fields(strings.ToLower(text)) {
		w = strings.Trim(w, "*_`()[]:,")
		if notScoreLabel[w] {
			return ""
		}
		end := 0
		for end < len(w) && (isAlnum(w[end]) || w[end] == '+') {
			end++
		}
		if end == 0 || !isMetricName(w[:end]) || end < len(w) && w[end] != '-' {
			continue
		}
		if found != "" {
			return ""
		}
		found = metricName(w[:end])
	}
	return found
}

// emptyCell matches a cell that holds no score: "", "-", "—", "\-", "*pending*", "n/a".
var emptyCell = lazyre.New(`(?i)^[*_]*(|\\?[-–—]|pending|n/?a|tbd)[*_]*$`)

// scoreColumns marks, in a table whose header names no metric, the columns whose cells are
// decimal numbers (or empty): the scores a signature next to the table may be of.
func scoreColumns(header tableRow, body []tableRow, cols []string) {
	for j, h := range header.cells {
		if strings.TrimSpace(h.text) == "" {
			continue
		}
		decimal, other := false, false
		for _, row := range body {
			if j >= len(row.cells) {
				continue
			}
			text := strings.TrimSpace(row.cells[j].text)
			score, _, ok := cellScoreOf(text)
			decimal = decimal || ok && strings.Contains(score, ".")
			other = other || !ok && !emptyCell().MatchString(text)
		}
		if decimal && !other {
			cols[j] = unnamedColumn
		}
	}
}

// columnScore is a loose score of a column, to tell which signatures fit it.
func columnScore(name string) *looseScore {
	return &looseScore{name: name, exact: true, unnamed: name == unnamedColumn}
}

// bindColumn binds to a signature in a header cell the scores of its column.
func (sc *scanner) bindColumn(s *foundSig, j int, body []tableRow) {
	if s.f.parsed == nil || j < 0 {
		return
	}
	for _, row := range body {
		if j < len(row.cells) {
			if _, _, ok := cellScoreOf(row.cells[j].text); ok {
				sc.bindCell(s, row.cells[j], systemOf(row.cells, j), "table column")
				s.scored = true
			}
		}
	}
}

// looseRow makes loose scores of the cells of a row in metrics' columns (or columns of
// scores) that no signature of the row took; the table's lines, first to last, are where they
// are near a signature.
func (sc *scanner) looseRow(row tableRow, cols []string, taken map[int]bool, first, last int) {
	for j, c := range row.cells {
		score, comma, ok := cellScoreOf(c.text)
		if !ok || taken[j] || j >= len(cols) || cols[j] == "" {
			continue
		}
		x := columnScore(cols[j])
		x.line, x.last, x.text = row.line, row.line, strings.TrimSpace(c.text)
		x.table0, x.table1 = first+1, last
		x.score = FoundScore{Line: sc.t.number(row.line), Score: score, System: systemOf(row.cells, -1)}
		if comma {
			x.notes = []string{"decimal commas read as points"}
		}
		sc.loose = append(sc.loose, x)
	}
}

var (
	// htmlRow and htmlCell match an HTML table's rows and cells.
	htmlRow  = lazyre.New(`(?i)<tr[\s>]`)
	htmlCell = lazyre.New(`(?is)<t[hd](?:\s[^>]*)?>(.*?)</t[hd]>`)
)

// findHTMLTables reads HTML tables (<table> ... </table>, a row per <tr>) as tables.
func (sc *scanner) findHTMLTables() {
	t := sc.t
	for k := 0; k < len(t.starts); k++ {
		if sc.used[k] || !strings.Contains(strings.ToLower(t.lineText(k)), "<table") {
			continue
		}
		end := k
		for end+1 < len(t.starts) && end-k < maxTableLines && !strings.Contains(strings.ToLower(t.lineText(end)), "</table>") {
			end++
		}
		if rows := sc.htmlRows(t.starts[k], t.lineEnd(t.starts[end])); len(rows) > 1 {
			sc.bindTable(rows)
		}
		k = end
	}
}

// htmlRows are the rows of the HTML table between two offsets.
func (sc *scanner) htmlRows(from, to int) []tableRow {
	text := sc.t.s[from:to]
	starts := htmlRow().FindAllStringIndex(text, -1)
	var rows []tableRow
	for i, st := range starts {
		end := len(text)
		if i+1 < len(starts) {
			end = starts[i+1][0]
		}
		var row tableRow
		for _, m := range htmlCell().FindAllStringSubmatchIndex(text[st[0]:end], -1) {
			row.cells = append(row.cells, cell{text[st[0]+m[2] : st[0]+m[3]], from + st[0] + m[2]})
		}
		if len(row.cells) > 0 {
			row.line = sc.t.line(row.cells[0].start)
			rows = append(rows, row)
		}
	}
	return rows
}
