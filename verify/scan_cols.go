package verify

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
	"github.com/sacre-mt/sacre/signatures"
)

// unnamedColumn marks a column of scores whose header names no metric.
const unnamedColumn = "?"

// bindTable binds the scores of a table's rows: header first, then body.
func (sc *scanner) bindTable(rows []tableRow) {
	rows = splitMetricColumns(rows)
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
	heading := sc.heading(header.line)
	vouched, cited := headingMetrics(heading), citedNames(heading)
	if vouched != nil {
		for j, c := range cols {
			if c == unnamedColumn {
				cols[j] = "SacreBLEU" // a table under "Detokenized BLEU (sacreBLEU)": its scores are SacreBLEU's BLEU
			}
		}
	}
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
		sc.looseRow(row, rowCols, taken, header.line, body[len(body)-1].line, vouched, cited)
	}
}

// maxSplit bounds the metrics one column may hold.
const maxSplit = 4

// splitMetricColumns splits a column whose header names several metrics apart by "/" ("BLEU /
// chrF", "sacreBLEU BLEU / chrF") into a column per metric, and each of its cells ("30.91 /
// 54.45") into its parts; a cell without as many parts ("-") keeps its text in the first.
func splitMetricColumns(rows []tableRow) []tableRow {
	parts := make([]int, len(rows[0].cells))
	split := false
	for j, c := range rows[0].cells {
		ps := strings.Split(c.text, "/")
		if len(ps) < 2 || len(ps) > maxSplit {
			continue
		}
		named := true
		for _, p := range ps {
			named = named && headerMetric(p) != ""
		}
		if named {
			parts[j], split = len(ps), true
		}
	}
	if !split {
		return rows
	}
	out := make([]tableRow, len(rows))
	for i, r := range rows {
		out[i].line = r.line
		for j, c := range r.cells {
			k := 0
			if j < len(parts) {
				k = parts[j]
			}
			ps := strings.Split(c.text, "/")
			switch {
			case k == 0:
				out[i].cells = append(out[i].cells, c)
			case len(ps) != k:
				out[i].cells = append(out[i].cells, c)
				for n := 1; n < k; n++ {
					out[i].cells = append(out[i].cells, cell{"", c.start + len(c.text)})
				}
			default:
				at := c.start
				for _, p := range ps {
					out[i].cells = append(out[i].cells, cell{p, at})
					at += len(p) + 1
				}
			}
		}
	}
	return out
}

// heading is the heading of a table whose header is on line k: the last three lines of text
// above it in its section (blank lines, other tables and sibling subsections' headings passed
// over, up to its parent heading or a code fence).
func (sc *scanner) heading(k int) string {
	seen, level := 0, 0
	var text []string
	for j := k - 1; j >= 0 && seen < 3 && k-j <= maxHeadingWalk; j-- {
		l := strings.TrimSpace(sc.t.lineText(j))
		switch {
		case l == "" || strings.Count(l, "|") >= 2 || isTableRule(l):
			continue
		case strings.HasPrefix(l, "```"):
			j = -1
			continue
		case strings.HasPrefix(l, "#"):
			n := len(l) - len(strings.TrimLeft(l, "#"))
			if level == 0 {
				level = n
			} else if n < level {
				j = -1 // the parent section's heading: its prose is not this table's
			}
		default:
			seen++
		}
		text = append(text, l)
	}
	return strings.Join(text, "\n")
}

// headingMetrics are the metrics a table's heading says SacreBLEU computed, nil when it does
// not name SacreBLEU (or says it is not used): those it names (SacreBLEU's own name is
// BLEU's), all of them (an empty set) if it names none.
func headingMetrics(heading string) map[string]bool {
	if !namesSacre(heading) {
		return nil
	}
	kinds := map[string]bool{}
	for _, w := range metricWord().FindAllString(heading, -1) {
		if kind := wordKind(w); kind == signatures.BLEU || kind == signatures.CHRF || kind == signatures.TER {
			kinds[kind] = true
		}
	}
	return kinds
}

// citedNames are the names a heading cites a paper for ("the Uxhumana baselines ([Martinus &
// Abbott, 2019](https://arxiv.org/...))"): capitalized words of four letters or more in the
// clause before each citation. A row naming one shows that paper's value.
func citedNames(heading string) []string {
	var names []string
	for _, m := range citedClause().FindAllStringIndex(heading, -1) {
		clause := heading[max(0, m[0]-80):m[0]]
		if i := strings.LastIndexAny(clause, ".;\n"); i >= 0 && i < len(clause)-1 {
			clause = clause[i+1:]
		}
		for _, w := range strings.FieldsFunc(clause, func(r rune) bool { return !isWordRune(r) }) {
			if len(w) >= 4 && w[0] >= 'A' && w[0] <= 'Z' && !strings.EqualFold(w, "sacrebleu") {
				names = append(names, w)
			}
		}
	}
	return names
}

func isWordRune(r rune) bool {
	return r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
}

// maxHeadingWalk bounds the lines above a table read for its heading.
const maxHeadingWalk = 40

// citation matches a row's name that cites a paper ("CDCD [13]", "(Vaswani et al., 2017)",
// "Transformer (Vaswani et al.)"): its scores are taken from the paper, not computed. A link to
// a paper in a row's name ("Joint BPE 16k ([Kudo, 2018](https://arxiv.org/...))") cites a
// method as often as a result: it is no citation here.
var citation = lazyre.New(`\[[0-9]+(?:[,–-] ?[0-9]+)*\]|\bet al\.|\([A-Z][A-Za-z-]+,? (?:19|20)[0-9]{2}[a-z]?\)`)

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
var emptyCell = lazyre.New(`(?i)^[*_]*(|\\?[-–—]{1,3}|pending|n/?a|tbd)[*_]*$`)

// scoreColumns marks, in a table whose header names no metric, the columns after the first
// whose cells are decimal numbers (or empty): the scores a signature next to the table may be
// of; a column holding a number above 100 holds no scores (sizes, speeds).
func scoreColumns(header tableRow, body []tableRow, cols []string) {
	for j, h := range header.cells {
		if j == 0 || strings.TrimSpace(h.text) == "" {
			continue // the first column names the rows (a sparsity, a size, a system)
		}
		decimal, other := false, false
		for _, row := range body {
			if j >= len(row.cells) {
				continue
			}
			text := strings.TrimSpace(row.cells[j].text)
			score, _, ok := cellScoreOf(text)
			decimal = decimal || ok && strings.Contains(score, ".")
			other = other || !ok && !emptyCell().MatchString(text) || ok && tooHigh(score)
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

// looseRow makes loose scores (vouched: the table's heading names SacreBLEU) of the cells of a row in metrics' columns (or columns of
// scores) that no signature of the row took; the table's lines, first to last, are where they
// are near a signature.
func (sc *scanner) looseRow(row tableRow, cols []string, taken map[int]bool, first, last int, vouched map[string]bool, cited []string) {
	for j, c := range row.cells {
		if taken[j] || j >= len(cols) || cols[j] == "" {
			continue
		}
		scores, comma := cellScoresOf(c.text)
		if at := strings.IndexAny(c.text, "0123456789"); at >= 0 && sc.isTaken(sc.t.line(c.start), c.start+at) {
			continue // read already as a labelled score ("| BLEU | 27.4 |")
		}
		for _, score := range scores {
			x := columnScore(cols[j])
			x.vouched = !x.unnamed && (vouched[x.kind()] || len(vouched) == 0 && vouched != nil)
			x.line, x.last, x.text = row.line, row.line, strings.TrimSpace(c.text)
			x.table0, x.table1 = first+1, last
			x.score = FoundScore{Line: sc.t.number(sc.t.line(c.start)), Score: score, System: systemOf(row.cells, -1)}
			x.cited = citation().MatchString(x.score.System) || slices.ContainsFunc(cited, func(w string) bool {
				return strings.Contains(" "+x.score.System+" ", " "+w+" ")
			})
			if comma {
				x.notes = []string{"decimal commas read as points"}
			}
			sc.loose = append(sc.loose, x)
		}
	}
}

// stepScores matches a cell of scores labelled by checkpoint or step: "50k 23.62 100k 24.83".
var stepScores = lazyre.New(`^(?:[ \t]*[A-Za-z0-9]+[ \t]+-?[0-9]+\.[0-9]+)+[ \t]*$`)

// cellScoresOf reads a cell's score, or the scores of a cell that labels several by step.
func cellScoresOf(text string) (scores []string, comma bool) {
	if score, comma, ok := cellScoreOf(text); ok {
		return []string{score}, comma
	}
	if !stepScores().MatchString(text) {
		return nil, false
	}
	for _, w := range strings.Fields(text) {
		if isNumber(w) && strings.Contains(w, ".") {
			scores = append(scores, w)
		}
	}
	return scores, false
}

var (
	// htmlRow and htmlCell match an HTML table's rows and cells (th or td, its attributes,
	// its text).
	htmlRow    = lazyre.New(`(?i)<tr[\s>]`)
	htmlCellRe = lazyre.New(`(?is)<(t[hd])(\s[^>]*)?>(.*?)</t[hd]>`)
	// htmlSpan matches a cell's colspan or rowspan.
	htmlSpan = lazyre.New(`(?i)\b(colspan|rowspan)\s*=\s*["']?([0-9]+)`)
)

// maxSpan bounds a cell's colspan and rowspan.
const maxSpan = 32

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

// An htmlCell is a cell of an HTML table as written: its text, offset, spans, and whether it
// is a header's (th).
type htmlCell struct {
	cell
	header     bool
	cols, rows int
}

// htmlRows are the rows of the HTML table between two offsets, as a header and body rows:
// cells before the first <tr> are a row; colspan and rowspan are laid out on a grid, the
// leading rows of th cells are merged into one header (a column under "SacreBLEU" over
// "En→De" is "SacreBLEU En→De"), and a body cell spanning columns holds its text in the
// first of them.
func (sc *scanner) htmlRows(from, to int) []tableRow {
	text := sc.t.s[from:to]
	starts := htmlRow().FindAllStringIndex(text, -1)
	var raw [][]htmlCell
	next, current := 0, -1
	for _, m := range htmlCellRe().FindAllStringSubmatchIndex(text, -1) {
		for next < len(starts) && starts[next][0] < m[0] {
			next++
		}
		if next-1 != current || raw == nil {
			raw, current = append(raw, nil), next-1
		}
		c := htmlCell{cell: cell{text[m[6]:m[7]], from + m[6]}, header: strings.EqualFold(text[m[2]:m[3]], "th"), cols: 1, rows: 1}
		if m[4] >= 0 {
			for _, sp := range htmlSpan().FindAllStringSubmatch(text[m[4]:m[5]], -1) {
				n, _ := strconv.Atoi(sp[2])
				n = min(max(n, 1), maxSpan)
				if strings.EqualFold(sp[1], "colspan") {
					c.cols = n
				} else {
					c.rows = n
				}
			}
		}
		raw[len(raw)-1] = append(raw[len(raw)-1], c)
	}
	grid, heads := layoutHTML(raw)
	if len(grid) == 0 {
		return nil
	}
	var rows []tableRow
	if heads > 0 {
		header := tableRow{line: sc.t.line(grid[0][0].start)}
		for j := range grid[0] {
			var names []string
			for i := 0; i < heads; i++ {
				if j < len(grid[i]) && strings.TrimSpace(grid[i][j].text) != "" && (len(names) == 0 || names[len(names)-1] != grid[i][j].text) {
					names = append(names, strings.TrimSpace(grid[i][j].text))
				}
			}
			header.cells = append(header.cells, cell{strings.Join(names, " "), grid[0][j].start})
		}
		rows = append(rows, header)
	}
	for _, r := range grid[heads:] {
		if len(r) > 0 {
			rows = append(rows, tableRow{line: sc.t.line(r[0].start), cells: r})
		}
	}
	return rows
}

// layoutHTML lays an HTML table's cells out on a grid, spans repeated (a header cell's text in
// every column it spans; a body cell's only in its first), and counts the leading rows of
// header cells.
func layoutHTML(raw [][]htmlCell) (grid [][]cell, heads int) {
	type carry struct {
		left int
		c    cell
	}
	var pending []carry // by column: a cell of a row above spanning down into this row
	heading := true
	for _, r := range raw {
		var row []cell
		allHeader := len(r) > 0
		fill := func() {
			for len(row) < len(pending) && pending[len(row)].left > 0 {
				pending[len(row)].left--
				row = append(row, pending[len(row)].c)
			}
		}
		for _, c := range r {
			fill()
			allHeader = allHeader && c.header
			for s := 0; s < c.cols && len(row) < maxSpan*maxSpan; s++ {
				x := c.cell
				if s > 0 && !c.header {
					x.text = ""
				}
				for len(pending) <= len(row) {
					pending = append(pending, carry{})
				}
				if c.rows > 1 {
					y := x
					if !c.header {
						y.text = ""
					}
					pending[len(row)] = carry{c.rows - 1, y}
				}
				row = append(row, x)
			}
		}
		fill()
		if heading && allHeader {
			heads++
		} else {
			heading = false
		}
		grid = append(grid, row)
	}
	return grid, heads
}
