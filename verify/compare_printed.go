package verify

import (
	"regexp"
	"strings"
)

// printedTable is a table of compare's text or Markdown output (compare.WriteText,
// compare.WriteMarkdown), every cell as printed.
type printedTable struct {
	caption   string
	header    []string   // the columns of the systems' table: "#", "System", "Score", ...
	rows      [][]string // a system's cells, as many as header
	matrix    [][]string // p-values, row against column: matrix[i][j], "-" where i = j
	notes     []string
	signature string
}

// column is the index of a column of the systems' table, -1 if it has none.
func (p *printedTable) column(name string) int {
	for i, h := range p.header {
		if h == name {
			return i
		}
	}
	return -1
}

// cell is system row's cell in the named column, "" where there is none.
func (p *printedTable) cell(row int, name string) string {
	if c := p.column(name); c >= 0 && c < len(p.rows[row]) {
		return p.rows[row][c]
	}
	return ""
}

// row is the index of the named system's row, -1 if it has none.
func (p *printedTable) row(system string) int {
	for i := range p.rows {
		if p.cell(i, "System") == system {
			return i
		}
	}
	return -1
}

// cellPatterns are what compare prints in each column, for reading a text row whose system
// names may hold spaces.
var cellPatterns = map[string]string{
	"#": `\d+`, "System": `.+?`, "Score": `-?\d+\.\d+`, "95% CI": `\[-?\d+\.\d+, -?\d+\.\d+\]|-`, "Rank": `\d+-\d+`,
	"Cluster": `\d+`, "Items": `\d+`, "Δ next": `[+-]\d+\.\d+`, "p next": `\d+\.\d+|≡`, "Accuracy": `\d+\.\d%|-`,
}

// printedReader reads the tables of compare's text or Markdown output, a line at a time.
type printedReader struct {
	name  string
	lines []string
	i     int // the line read, from 0
	md    bool
}

// readPrinted reads every table of the output in data: a table starts at the header of its
// systems' table, after its caption; text before the first is skipped (a command line, say).
func readPrinted(name, data string, md bool) ([]*compareClaim, error) {
	r := &printedReader{name: name, lines: strings.Split(strings.ReplaceAll(data, "\r\n", "\n"), "\n"), md: md}
	header := textHeader
	if md {
		header = mdHeader
	}
	var out []*compareClaim
	for ; r.i < len(r.lines); r.i++ {
		if !header.MatchString(r.lines[r.i]) {
			continue
		}
		c, err := r.table()
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (r *printedReader) errorf(format string, a ...any) error {
	return claimErrorf("%s:%d: "+format, append([]any{Quote(r.name), r.i + 1}, a...)...)
}

func (r *printedReader) line() string {
	if r.i < len(r.lines) {
		return strings.TrimRight(r.lines[r.i], " \t")
	}
	return ""
}

// table reads a table from its systems' header to its signature.
func (r *printedReader) table() (*compareClaim, error) {
	p := &printedTable{}
	c := &compareClaim{line: r.i + 1, printed: p}
	if err := r.caption(p); err != nil {
		return nil, err
	}
	if err := r.systems(p); err != nil {
		return nil, err
	}
	if err := r.matrix(p); err != nil {
		return nil, err
	}
	if err := r.notes(p); err != nil {
		return nil, err
	}
	sig, err := parseCompareSig(p.signature)
	if err != nil {
		return nil, r.errorf("%v", err)
	}
	c.sig, c.metric = sig, captionMetric(p.caption, sig)
	return c, nil
}

// caption reads the line above the header (two above in Markdown, bold).
func (r *printedReader) caption(p *printedTable) error {
	at := r.i - 1
	if r.md {
		at--
	}
	if at < 0 || strings.TrimSpace(r.lines[at]) == "" {
		return r.errorf("the table has no caption above it")
	}
	p.caption = strings.TrimSpace(r.lines[at])
	if r.md {
		p.caption = mdUnescape(strings.TrimSuffix(strings.TrimPrefix(p.caption, "**"), "**"))
	}
	return nil
}

// systems reads the header and the systems' rows, up to the p-values' title.
func (r *printedReader) systems(p *printedTable) error {
	var row *regexp.Regexp
	if r.md {
		p.header = mdCells(r.line())
		r.i++
		if !strings.HasPrefix(r.line(), "| ---") {
			return r.errorf("a Markdown table's header is followed by | --- |")
		}
	} else {
		p.header = regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(r.line()), -1)
		var err error
		if row, err = rowPattern(p.header); err != nil {
			return r.errorf("%v", err)
		}
	}
	for r.i++; r.i < len(r.lines) && r.line() != "" && r.line() != "p-values, row against column:"; r.i++ {
		cells, ok := r.rowCells(row, len(p.header))
		if !ok {
			return r.errorf("%q is not a row of sacre compare's table", shorten(r.line()))
		}
		p.rows = append(p.rows, cells)
	}
	if r.md && r.line() == "" {
		r.i++
	}
	if r.line() != "p-values, row against column:" {
		return r.errorf("the table ends before its p-values")
	}
	return nil
}

// rowCells reads a system's row: as many cells as the header has, the last row's empty ones
// included.
func (r *printedReader) rowCells(row *regexp.Regexp, n int) ([]string, bool) {
	if r.md {
		cells := mdCells(r.line())
		return cells, len(cells) == n
	}
	m := row.FindStringSubmatch(r.line())
	if m == nil {
		return nil, false
	}
	return m[1:], true
}

// rowPattern is the pattern of a text row under header: the cells from Δ next on are empty in
// the last row.
func rowPattern(header []string) (*regexp.Regexp, error) {
	var head, tail []string
	for i, h := range header {
		pat, ok := cellPatterns[h]
		if !ok || i < 2 && h != []string{"#", "System"}[i] {
			return nil, claimErrorf("%q is not a column of sacre compare's table", h)
		}
		if h == "Δ next" || len(tail) > 0 {
			tail = append(tail, "("+pat+")")
		} else {
			head = append(head, "("+pat+")")
		}
	}
	pat := `^\s*` + strings.Join(head, `\s+`)
	if len(tail) > 0 {
		pat += `(?:\s+` + strings.Join(tail, `\s+`) + `)?`
	}
	return regexp.MustCompile(pat + `\s*$`), nil
}

// matrix reads the p-values of every pair: a header of the systems' numbers, a row each.
func (r *printedReader) matrix(p *printedTable) error {
	r.i++
	if r.md && r.line() == "" {
		r.i += 3 // the blank line, the header and | --- |
	} else {
		r.i++ // the header
	}
	for ; r.i < len(r.lines); r.i++ {
		var cells []string
		if r.md {
			cells = mdCells(r.line())
		} else {
			cells = strings.Fields(r.line())
		}
		if len(cells) == 0 || cells[0] == "" || !strings.ContainsAny(cells[0][:1], "0123456789") {
			break
		}
		if len(cells) != len(p.rows)+1 {
			return r.errorf("%d p-values in a row of a table of %d systems", len(cells)-1, len(p.rows))
		}
		p.matrix = append(p.matrix, cells[1:])
	}
	if len(p.matrix) != len(p.rows) {
		return r.errorf("%d rows of p-values in a table of %d systems", len(p.matrix), len(p.rows))
	}
	return nil
}

// notes reads the notes and the signature, which ends the table.
func (r *printedReader) notes(p *printedTable) error {
	if r.md && r.line() == "" {
		r.i++
	}
	for ; r.i < len(r.lines) && r.line() != ""; r.i++ {
		line := r.line()
		if r.md {
			if sig, ok := strings.CutPrefix(line, "- Signature: `"); ok && strings.HasSuffix(sig, "`") {
				p.signature = strings.TrimSuffix(sig, "`")
				return nil
			}
			if note, ok := strings.CutPrefix(line, "- "); ok {
				p.notes = append(p.notes, mdUnescape(note))
				continue
			}
		} else {
			if sig, ok := strings.CutPrefix(line, "Signature: "); ok {
				p.signature = sig
				return nil
			}
			if note, ok := strings.CutPrefix(line, "Note: "); ok {
				p.notes = append(p.notes, note)
				continue
			}
		}
		return r.errorf("%q is neither a note nor the signature that ends the table", shorten(line))
	}
	return r.errorf("the table has no signature")
}
