// Package rpg lays out the boxed text tables of SCTK's reports (sclite's sum, rsum, wws and lur,
// sc_stats's comparison matrices and unified report).
//
// It mirrors SCTK's rpg.c, the report generator behind the Desc_* functions: rows of cells
// under column formats such as "l|cc|cccccc", sized to the widest cell, widened to the widest
// row, centred on a page and drawn with rpg.c's joints. rpg.c keeps its tables in one static
// structure that is never freed, and some of what one table leaves there shows in the next;
// a State holds that structure, so that the tables of one run share it as SCTK's do and
// separate runs do not.
//
// A format holds one letter per column: c or C (centred), l or L (left-justified), r or R
// (right-justified), a (the column is spanned by the cell of the column before it); upper
// case also breaks a cell's lines at its spaces. Each letter may be followed by '|' (a
// rule), '=' (a double rule, drawn "||") or nothing (a space). An optional ':' starts the
// lock list, one byte per column, 'l' locking a column's width. Inside a cell, "//" starts a
// new line. Widths count bytes, as rpg.c does.
package rpg

import (
	"bytes"
	"io"
	"math"
	"strings"
)

// Attach says where a separator line goes: before or after the row added next (rpg.c's
// BEFORE_ROW and AFTER_ROW).
type Attach int

const (
	BeforeRow Attach = iota
	AfterRow
)

// Locks as rpg.c stores them. A column never given one reads as neither (0): rpg.c counts it
// as locked when it widens spanned columns and as unlocked when it lays out a row.
const (
	locked   = 'l'
	unlocked = 'u'
)

// State is SCTK's report generator with everything rpg.c keeps between tables. The zero value
// is not ready; use New.
//
// What carries over from one table to the next, as in rpg.c:
//   - the page centring: once SetPageCenter is called every later table is centred, even one
//     whose report never asks for it (sclite's lur after its sum);
//   - the cells: Erase forgets rows but not the text stored at a (column, row); a spanned
//     ('a') column is never written, and when it ends a span its stale text still counts in
//     the column's width;
//   - the column formats' storage: a format parsed into the same slot as an earlier, longer
//     one keeps that one's rules past its own columns, and the separator line under a shorter
//     row reads them to decide where to draw '+'.
//
// A State is not safe for concurrent use.
type State struct {
	pageWidth int
	center    bool
	defs      []*colDef // rpg.c's col_defs: slots reused from table to table
	nDefs     int       // the slots in use since the last Erase
	cells     [][]string
	rows      []row
	pending   row // the separators of the row added next
}

// colDef is one slot of rpg.c's COLUMN_DEFS. just, lock and inter grow as needed and are
// never cleared: what lies past numCol is what an earlier format left.
type colDef struct {
	format      string
	numCol      int
	numColChars int // '=' rules, each one byte wider than the others
	numLocked   int
	minWidth    int
	just        []byte
	lock        []byte
	inter       []byte
}

type row struct {
	def           int
	before, after []byte
}

// New returns a State as a program starts with it: no page centring, nothing stored.
func New() *State { return &State{pageWidth: 80} }

// Erase starts a new table (Desc_erase): no rows, no formats in use. Cells, the formats'
// storage and the page centring stay.
func (s *State) Erase() {
	s.rows = s.rows[:0]
	s.pending = row{}
	for _, d := range s.defs {
		d.numCol, d.numColChars = 0, 0
	}
	s.nDefs = 0
}

// SetPageCenter centres this table and every later one on a page of width columns
// (Desc_set_page_center); a table as wide or wider is not indented.
func (s *State) SetPageCenter(width int) { s.pageWidth, s.center = width, true }

// AddSeparation adds a line of chr ('-', '=' or ' ') before or after the row added next
// (Desc_add_row_separation).
func (s *State) AddSeparation(chr byte, where Attach) {
	if where == BeforeRow {
		s.pending.before = append(s.pending.before, chr)
	} else {
		s.pending.after = append(s.pending.after, chr)
	}
}

// AddRow adds a row under format (Desc_add_row_values): values fill, in order, the columns
// that are not spanned; missing values are empty.
func (s *State) AddRow(format string, values ...string) {
	j := s.justification(format)
	r := s.pending
	r.def = j
	s.pending = row{}
	s.rows = append(s.rows, r)
	n := len(s.rows) - 1
	d := s.defs[j]
	v := 0
	for c := 0; c < d.numCol; c++ {
		if d.justAt(c) == 'a' {
			continue
		}
		val := ""
		if v < len(values) {
			val = values[v]
		}
		v++
		s.setCell(c, n, val)
	}
}

// justification returns the slot of format (Desc_set_justification): a slot in use with the
// same format, or the next one, parsed anew over what it held.
func (s *State) justification(format string) int {
	for j := 0; j < s.nDefs; j++ {
		if s.defs[j].format == format {
			return j
		}
	}
	j := s.nDefs
	if j == len(s.defs) {
		s.defs = append(s.defs, &colDef{})
	}
	d := s.defs[j]
	d.format = format
	p, col := 0, 0
	for p < len(format) && format[p] != ':' {
		d.grow(col)
		start := p
		if strings.IndexByte("cClLrRna", format[p]) >= 0 {
			d.just[col] = format[p]
			d.lock[col] = unlocked
			d.numCol++
			p++
		}
		switch {
		case p < len(format) && format[p] == '|':
			d.inter[col] = '|'
			p++
		case p < len(format) && format[p] == '=':
			d.inter[col] = '='
			d.numColChars++
			p++
		default:
			d.inter[col] = ' '
		}
		if p == start {
			p++ // rpg.c loops for ever on a byte it does not know; skip it instead
		}
		col++
	}
	s.nDefs++
	d.numLocked = 0
	if p < len(format) && format[p] == ':' {
		p++
	}
	for col = 0; p < len(format); col, p = col+1, p+1 {
		d.grow(col)
		if format[p] == locked {
			d.lock[col] = locked
			d.numLocked++
		} else {
			d.lock[col] = unlocked
		}
	}
	return j
}

func (d *colDef) grow(col int) {
	for len(d.just) <= col {
		d.just = append(d.just, 0)
		d.lock = append(d.lock, 0)
		d.inter = append(d.inter, 0)
	}
}

func (d *colDef) justAt(c int) byte { return at(d.just, c) }
func (d *colDef) lockAt(c int) byte { return at(d.lock, c) }

// interAt is the rule after column c; past what was ever parsed into the slot, rpg.c reads
// zeroed memory.
func (d *colDef) interAt(c int) byte { return at(d.inter, c) }

func at(b []byte, i int) byte {
	if i < 0 || i >= len(b) {
		return 0
	}
	return b[i]
}

// spanAfter is num_span_col: how many 'a' columns follow column c.
func (d *colDef) spanAfter(c int) int {
	if c == d.numCol-1 {
		return 0
	}
	n := 0
	for k := c + 1; k < d.numCol && d.justAt(k) == 'a'; k++ {
		n++
	}
	return n
}

// lastJust is is_last_just_col: no column that is not 'a' follows c.
func (d *colDef) lastJust(c int) bool { return c+1+d.spanAfter(c) >= d.numCol }

func (s *State) setCell(c, r int, v string) {
	for len(s.cells) <= c {
		s.cells = append(s.cells, nil)
	}
	for len(s.cells[c]) <= r {
		s.cells[c] = append(s.cells[c], "")
	}
	s.cells[c][r] = v
}

func (s *State) cell(c, r int) string {
	if c < len(s.cells) && r < len(s.cells[c]) {
		return s.cells[c][r]
	}
	return ""
}

// cellWidth is the widest line of a cell as rpg.c measures it: lines end at "//" (and a
// space after it is skipped); with words, at every space too.
func cellWidth(v string, words bool) int {
	w := 0
	for p := 0; p < len(v); {
		x := 0
		for p < len(v) && !(words && v[p] == ' ') && !strings.HasPrefix(v[p:], "//") {
			x++
			p++
		}
		if strings.HasPrefix(v[p:], "//") {
			p += 2
		}
		if p < len(v) && v[p] == ' ' {
			p++
		}
		w = max(w, x)
	}
	return w
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

// FRound is sctk.h's F_ROUND macro, which SCTK's reports round their numbers with: n rounded
// half away from zero to p decimals through a C int (32 bits; NaN and out-of-range values give
// INT_MIN, as on x86) and a float.
func FRound(n float64, p int) float64 {
	scale := math.Pow(10, float64(p))
	x := n * scale
	if n > 0 {
		x += 0.5
	} else {
		x -= 0.5
	}
	var i int32
	if math.IsNaN(x) || x >= math.MaxInt32+1 || x <= math.MinInt32-1 {
		i = math.MinInt32
	} else {
		i = int32(x)
	}
	return float64(float32(i)) / scale
}

// round0 is (int)F_ROUND(x, 0).
func round0(x float64) int { return int(FRound(x, 0)) }

// columnSizes is rpg.c's max_col_sizes, indexed by a format's number of columns (formats
// with as many columns share their widths), then by column.
func (s *State) columnSizes(pad int) [][]int {
	most := 0
	for j := 0; j < s.nDefs; j++ {
		most = max(most, s.defs[j].numCol)
	}
	for _, r := range s.rows {
		most = max(most, s.defs[r.def].numCol)
	}
	size := make([][]int, most+1)
	for n := range size {
		size[n] = make([]int, n)
	}
	// Cells that span nothing; a spanned column that ends a span is measured too, with
	// whatever its cell holds.
	for r, rw := range s.rows {
		d := s.defs[rw.def]
		nc := d.numCol
		for c := 0; c < nc; c++ {
			if c == nc-1 || d.justAt(c+1) != 'a' {
				size[nc][c] = max(size[nc][c], cellWidth(s.cell(c, r), isUpper(d.justAt(c))))
			}
		}
	}
	// Cells that span columns widen them when they do not fit.
	for r, rw := range s.rows {
		d := s.defs[rw.def]
		nc := d.numCol
		for c := 0; c < nc; c++ {
			if c < nc-1 && d.justAt(c+1) == 'a' {
				c = s.spread(d, r, c, size[nc], pad)
			}
		}
	}
	return size
}

// spread shares out the excess of the spanning cell at (c, r) over the unlocked columns it
// spans, rounded, the last column taking the rest; it returns the last column spanned.
func (s *State) spread(d *colDef, r, c int, size []int, pad int) int {
	nc := d.numCol
	want := cellWidth(s.cell(c, r), isUpper(d.justAt(c)))
	start, have := c, 0
	for c < nc-1 && d.justAt(c+1) == 'a' {
		have += size[c] + 1 + 2*pad
		c++
	}
	have += size[c]
	if want <= have {
		return c
	}
	free := 0
	for k := start; k <= c; k++ {
		if d.lockAt(k) == unlocked {
			free++
		}
	}
	if free == 0 {
		return c
	}
	for k := start; k <= c; k++ {
		if d.lockAt(k) != unlocked {
			continue
		}
		add := want - have
		if k != c {
			add = round0(float64(want-have) / float64(free))
		}
		size[k] += add
		have += add
	}
	return c
}

// Dump writes the table (Desc_dump_report), with pad spaces on each side of every cell.
func (s *State) Dump(w io.Writer, pad int) error {
	_, err := w.Write(s.Render(pad))
	return err
}

// Render returns the table as Dump writes it.
func (s *State) Render(pad int) []byte {
	size := s.columnSizes(pad)
	width := 0
	for j := 0; j < s.nDefs; j++ {
		d := s.defs[j]
		nc := d.numCol
		h := 2
		for c := 0; c < nc; c++ {
			h += size[nc][c] + 2*pad
		}
		h += d.numColChars + nc - 1
		d.minWidth = h
		width = max(width, h)
	}
	margin := ""
	if s.center && width < s.pageWidth {
		margin = strings.Repeat(" ", (s.pageWidth-width)/2)
	}
	var b bytes.Buffer
	b.WriteString(margin + "," + dashes(width-2) + ".\n")
	// rpg.c keeps a cell pointer per column across the rows of a dump; a locked column
	// never sets it and prints what the column's pointer was left at (nothing).
	lay := layout{ptr: make([]string, len(size))}
	for r := range s.rows {
		s.dumpRow(&b, r, width, margin, size, pad, &lay)
	}
	b.WriteString(margin + "`" + dashes(width-2) + "'\n")
	return b.Bytes()
}

func dashes(n int) string {
	if n <= 0 {
		return ""
	}
	return strings.Repeat("-", n)
}

// layout is one row's columns: full width, text width and the text left to print.
type layout struct {
	full, text []int
	ptr        []string
}

// setup computes row r's column widths, sharing the table's spare width out over the
// unlocked columns as rpg.c does.
func (s *State) setup(lay *layout, d *colDef, r, width int, size []int, pad int) {
	nc := d.numCol
	lay.full, lay.text = make([]int, nc), make([]int, nc)
	for len(lay.ptr) < nc {
		lay.ptr = append(lay.ptr, "")
	}
	under := width - d.minWidth
	free := nc - d.numLocked
	added := 0
	for c := 0; c < nc; c++ {
		if d.justAt(c) == 'a' {
			lay.ptr[c] = ""
			continue
		}
		if d.lockAt(c) == locked {
			lay.text[c] = size[c]
			lay.full[c] = 2*pad + size[c]
			continue
		}
		lay.ptr[c] = s.cell(c, r)
		end := float64(c + d.spanAfter(c) + 1)
		adj := 0
		if c != nc-1 {
			adj = round0(float64(under)/float64(free)*end) - added
			added += adj
		} else {
			adj += under - added
		}
		lay.text[c] = size[c]
		lay.full[c] = 2*pad + size[c] + adj
		for c2 := c + 1; c2 < nc && d.justAt(c2) == 'a'; c2++ {
			if c != nc-1 {
				// rpg.c divides by every column here, not the unlocked ones.
				adj = round0(float64(under)/float64(nc)*end) - added
				added += adj
			} else {
				adj += under - added
			}
			lay.full[c] += size[c2] + 2*pad + 1 + adj
			lay.text[c] += size[c2] + 2*pad + 1
		}
	}
}

// dumpRow writes row r: its separator lines before, its cells, its separator lines after.
func (s *State) dumpRow(b *bytes.Buffer, r, width int, margin string, size [][]int, pad int, lay *layout) {
	rw := s.rows[r]
	d := s.defs[rw.def]
	var prev *colDef
	if r > 0 {
		prev = s.defs[s.rows[r-1].def]
	}
	s.setup(lay, d, r, width, size[d.numCol], pad)
	for _, chr := range rw.before {
		separator(b, d, prev, lay, chr, margin, true)
	}
	for more := true; more; {
		more = false
		b.WriteString(margin + "|")
		for c := 0; c < d.numCol; c++ {
			j := d.justAt(c)
			if j == 'a' {
				continue
			}
			full, text := lay.full[c], lay.text[c]
			lead := strings.Repeat(" ", max((full-text)/2, 0))
			trail := strings.Repeat(" ", max(full-text-(full-text)/2, 0))
			var line string
			switch j {
			case 'c', 'C', 'r', 'R', 'l', 'L':
				line, lay.ptr[c] = NextLine(lay.ptr[c], text)
				more = more || lay.ptr[c] != ""
			}
			switch j {
			case 'c', 'C':
				b.WriteString(lead + padLeft(Center(line, text), text) + trail)
			case 'r', 'R':
				b.WriteString(lead + padLeft(line, text) + trail)
			case 'l', 'L':
				b.WriteString(lead + line + strings.Repeat(" ", max(text-len(line), 0)) + trail)
			default:
				// rpg.c's message for a justification it cannot print ('n').
				b.WriteString("undefined inter column space\n")
			}
			if !d.lastJust(c) {
				switch sep := d.interAt(c + d.spanAfter(c)); sep {
				case ' ':
					b.WriteByte(' ')
				case '=':
					b.WriteString("||")
				default:
					b.WriteByte(sep)
				}
			}
		}
		b.WriteString("|\n")
	}
	for _, chr := range rw.after {
		separator(b, d, prev, lay, chr, margin, false)
	}
}

// separator writes a line of chr across a row. Where it crosses a rule that the row above
// also has, a '-' line draws '+' ("++" for '='). After a row, rpg.c tests the rule after the
// span's first column instead of its last, and draws '=' one byte wide.
func separator(b *bytes.Buffer, d, prev *colDef, lay *layout, chr byte, margin string, before bool) {
	b.WriteString(margin + "|")
	for c := 0; c < d.numCol; c++ {
		if d.justAt(c) == 'a' {
			continue
		}
		for x := 0; x < lay.full[c]; x++ {
			b.WriteByte(chr)
		}
		if d.lastJust(c) {
			continue
		}
		k := c + d.spanAfter(c)
		rule := d.interAt(k)
		var above byte
		if prev != nil {
			above = prev.interAt(k)
		}
		if rule == ' ' {
			b.WriteByte(chr)
			continue
		}
		switch {
		case before && chr == ' ':
			if rule == '=' {
				b.WriteString("||")
			} else {
				b.WriteByte(rule)
			}
		case before && isRule(rule) && chr == '-' && isRule(above):
			b.WriteByte('+')
			if rule == '=' {
				b.WriteByte('+')
			}
		case before:
			b.WriteByte(chr)
			if rule == '=' {
				b.WriteByte(chr)
			}
		case chr == ' ':
			b.WriteByte(rule)
		case d.interAt(c) == '|' && chr == '-' && above == '|':
			b.WriteByte('+')
		default:
			b.WriteByte(chr)
		}
	}
	b.WriteString("|\n")
}

func isRule(c byte) bool { return c == '|' || c == '=' }

func padLeft(v string, n int) string { return strings.Repeat(" ", max(n-len(v), 0)) + v }

// NextLine cuts the next printed line off a cell as rpg.c's get_next_string_value does: up
// to width bytes or a "//"; a cut inside a word backs up to the last space, which is
// dropped. rpg.c loops for ever on a word longer than width; NextLine cuts the word at width
// instead (and returns the whole rest when width leaves no room at all).
func NextLine(v string, width int) (line, rest string) {
	x := 0
	for x < width && x < len(v) && !strings.HasPrefix(v[x:], "//") {
		x++
	}
	switch {
	case strings.HasPrefix(v[x:], "//"):
		return v[:x], v[x+2:]
	case x == len(v):
		return v, ""
	}
	p := x
	for p > 0 && v[p] != ' ' {
		p--
	}
	if v[p] == ' ' {
		return v[:p], v[p+1:]
	}
	if x == 0 {
		return v, ""
	}
	return v[:x], v[x:]
}

// Center is pad.c's center: v in the middle of n bytes, the odd space after it; v unchanged
// when it is as long or longer.
func Center(v string, n int) string {
	front := (n - len(v)) / 2
	back := n - len(v) - front
	return strings.Repeat(" ", max(front, 0)) + v + strings.Repeat(" ", max(back, 0))
}

// RemoveLF turns each "//" of v into a space (Desc_rm_lf).
func RemoveLF(v string) string { return strings.ReplaceAll(v, "//", " ") }
