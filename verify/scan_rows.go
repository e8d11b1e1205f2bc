package verify

import (
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
)

// Tables that are not SacreBLEU's own: Markdown (with or without outer "|"), reStructuredText
// grids ("+---+" rules) and HTML (<tr>, <th>, <td>). A column is a metric's when its header
// starts with a metric's name (BLEU, chrF++, TER, spBLEU, SacreBLEU, "BLEU (test)"). A
// signature in a row's cell takes that row's score in the column of its metric, decimal
// commas read as points and only a cell's first number taken ("26.6 / 26.6 / 0.65",
// "39.3 (39.3 ± 0.9)"), several such columns being several scores (dev, test). A signature
// in the header takes its column. The other scores of metrics' columns
// are loose scores, which a signature printed next to the table takes (see bind); in a table
// that names no metric, so are the cells of its columns of decimal numbers (dev, test,
// wmt17), which only a signature next to the table makes scores.

// A cell is one cell of a row: its text and the offset where it starts.
type cell struct {
	text  string
	start int
}

// A tableRow is a row's line (index) and cells.
type tableRow struct {
	line  int
	cells []cell
}

// findRows reads the Markdown and reStructuredText tables no reader took.
func (sc *scanner) findRows() {
	t := sc.t
	for k := 0; k+1 < len(t.starts); k++ {
		if sc.used[k] || !strings.Contains(t.lineText(k), "|") && !isTableRule(t.lineText(k)) {
			continue
		}
		end := sc.tableRun(k)
		if end == k {
			continue
		}
		if rows := sc.markdownRows(k, end); len(rows) > 1 {
			sc.bindTable(rows)
		}
		k = max(k, end)
	}
}

// tableRun is the last line of the run of table lines (rows with "|", rules) from line k.
func (sc *scanner) tableRun(k int) int {
	t := sc.t
	end := k
	for end+1 < len(t.starts) && end-k < maxTableLines && !sc.used[end+1] {
		l := t.lineText(end + 1)
		if !strings.Contains(l, "|") && !isTableRule(l) || strings.TrimSpace(l) == "" {
			break
		}
		end++
	}
	return end
}

// isTableRule reports whether a line is a table's rule: "|---|:--:|", "--- | ---",
// "+----+====+".
func isTableRule(l string) bool {
	l = strings.TrimSpace(l)
	return strings.ContainsAny(l, "-=") && strings.Trim(l, "-=+:| ") == "" && len(l) >= 3
}

// markdownRows are the rows of the table on lines first to last: its header (the first row)
// and its body, when a rule follows the header.
func (sc *scanner) markdownRows(first, last int) []tableRow {
	var rows []tableRow
	ruled := false
	for k := first; k <= last; k++ {
		l := sc.t.lineText(k)
		if isTableRule(l) {
			ruled = ruled || len(rows) == 1
			continue
		}
		rows = append(rows, tableRow{k, sc.cells(k)})
	}
	if !ruled {
		return nil
	}
	return rows
}

// cells splits line k into its cells at the "|" that are not in a signature.
func (sc *scanner) cells(k int) []cell {
	t := sc.t
	line, start := t.lineText(k), t.starts[k]
	var out []cell
	from := 0
	if trimmed := strings.TrimLeft(line, " \t"); strings.HasPrefix(trimmed, "|") {
		from = len(line) - len(trimmed) + 1
	}
	sigs, next := sc.onLine[k], 0 // in the order of their starts
	for i := from; i <= len(line); i++ {
		for next < len(sigs) && sigs[next].span.end <= start+i {
			next++
		}
		inSig := next < len(sigs) && sigs[next].span.start <= start+i
		if i < len(line) && (line[i] != '|' || inSig) {
			continue
		}
		if i < len(line) || strings.TrimSpace(line[from:]) != "" {
			out = append(out, cell{line[from:i], start + from})
		}
		from = i + 1
	}
	return out
}

// sigsIn are the signatures of a row: those that start in one of its cells.
func (sc *scanner) sigsIn(row tableRow) []*foundSig {
	var out []*foundSig
	if len(row.cells) == 0 {
		return nil
	}
	lo, hi := row.cells[0].start, row.cells[len(row.cells)-1].start+len(row.cells[len(row.cells)-1].text)
	for k := sc.t.line(lo); k <= sc.t.line(hi); k++ {
		for _, s := range sc.onLine[k] {
			if s.span.start >= lo && s.span.start <= hi {
				out = append(out, s)
			}
		}
	}
	return out
}

// cellOf is the index of the cell holding a signature.
func cellOf(row []cell, s *foundSig) int {
	for j := len(row) - 1; j >= 0; j-- {
		if row[j].start <= s.span.start {
			return j
		}
	}
	return -1
}

// headerMetric is the metric's name a header cell gives its column ("BLEU", "chrF++ ↑",
// "BLEU↑", "**spBLEU**", "BLEU (test)", "BLEU / μ / ± 95% CI"), "" if none ("ΔBLEU",
// "p (BLEU)").
func headerMetric(text string) string {
	text = markupTag().ReplaceAllString(text, "")
	w := strings.Fields(strings.Trim(strings.TrimSpace(text), "*_`"))
	if len(w) == 0 {
		return ""
	}
	name := strings.TrimLeft(w[0], "*_`([")
	end := 0
	for end < len(name) && (isAlnum(name[end]) || name[end] == '+') {
		end++
	}
	if !isMetricName(name[:end]) {
		return ""
	}
	return name[:end]
}

// cellScore matches a cell holding a score, emphasis aside: "25.1", "**25.1**", "31,2", and
// the first number of SacreBLEU's cells, "26.6 / 26.6 / 0.65", "39.3 (39.3 ± 0.9) <br> ...".
var cellScore = lazyre.New(`^[*_` + "`" + `]*(-?[0-9]+(?:[.,][0-9]+)?)[*_` + "`" + `]*(?:\s*$|\s+[(/<±])`)

// markdownLink matches a Markdown link, its text apart.
var markdownLink = lazyre.New(`\[([^\]\n]{0,64})\]\([^)\n]*\)`)

// cellScoreOf reads a cell's score, a decimal comma read as a point.
func cellScoreOf(text string) (score string, comma, ok bool) {
	switch t := strings.TrimSpace(text); {
	case strings.HasPrefix(t, "<"):
		text = markupTag().ReplaceAllString(text, "") // <b>28,9</b>, <strong>, <span ...>
	case strings.HasPrefix(t, "[") || strings.HasPrefix(t, "**["):
		text = markdownLink().ReplaceAllString(text, "$1") // [22.7](https://...): a score linking its model
	}
	m := cellScore().FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return "", false, false
	}
	return strings.Replace(m[1], ",", ".", 1), strings.Contains(m[1], ","), true
}

// systemOf is the row's first cell when it names something (not a score, not the signature).
func systemOf(row []cell, sigCell int) string {
	if len(row) == 0 || sigCell == 0 {
		return ""
	}
	name := strings.Trim(strings.TrimSpace(markupTag().ReplaceAllString(row[0].text, "")), "*_`")
	if _, _, ok := cellScoreOf(name); ok {
		return ""
	}
	return name
}

// bindRow binds to a signature in a row the scores of the row's columns of its metric (or,
// in a table that names no metric, of its columns of scores), and returns the cells it took.
func (sc *scanner) bindRow(s *foundSig, row tableRow, cols []string) map[int]bool {
	sigCell := cellOf(row.cells, s)
	if s.scored || s.f.parsed == nil {
		return nil
	}
	var at []int
	for j, c := range row.cells {
		if _, _, ok := cellScoreOf(c.text); ok && j != sigCell && j < len(cols) && cols[j] != "" &&
			columnScore(cols[j]).fits(s.f.parsed) {
			at = append(at, j)
		}
	}
	if len(at) == 0 {
		return nil
	}
	taken := map[int]bool{}
	for _, j := range at {
		sc.bindCell(s, row.cells[j], systemOf(row.cells, sigCell), "table row")
		taken[j] = true
	}
	s.scored = true
	return taken
}

// bindCell binds a cell's score to a signature.
func (sc *scanner) bindCell(s *foundSig, c cell, system, how string) {
	score, comma, _ := cellScoreOf(c.text)
	if comma {
		s.f.Repairs = appendNote(s.f.Repairs, "decimal commas read as points")
	}
	sc.addScore(s.f, FoundScore{Line: sc.t.number(sc.t.line(c.start)), Score: score, System: system}, how)
}
