package scstats

import (
	"io"
	"strings"
)

// desc is SCTK's report generator (rpg.c, the Desc_* functions) that lays out sc_stats's
// boxed tables: rows of cells whose formats say each column's justification ('c', 'l', 'r',
// upper case to wrap at spaces, 'a' to span the column before) and separators ('|', '=' for
// a double bar, ' ' for none). Like rpg.c it keeps its cells and column formats from one
// report to the next: a spanned cell and a separator beyond a row's own columns read what an
// earlier report left there.
type desc struct {
	pageWidth int
	center    bool
	defs      []*colDef // every format parsed since the program started; nDefs in use
	nDefs     int
	rows      []descRow
	pending   descRow           // the separations of the next row
	cells     map[[2]int]string // [column, row]: never cleared, as in rpg.c
}

// colDef is one parsed row format (rpg.c's COLUMN_DEFS).
type colDef struct {
	format   string
	just     []byte
	inter    map[int]byte // separator after a column; kept across reports, as in rpg.c
	nChars   int          // the number of '=' separators
	minWidth int
}

type descRow struct {
	def           int
	before, after []byte
}

func newDesc() *desc {
	return &desc{pageWidth: 80, cells: map[[2]int]string{}}
}

// erase is Desc_erase: no rows, no formats in use (their storage is kept).
func (d *desc) erase() {
	d.nDefs = 0
	d.rows = d.rows[:0]
	d.pending = descRow{}
}

// setPageCenter is Desc_set_page_center.
func (d *desc) setPageCenter(width int) { d.pageWidth, d.center = width, true }

// justification is Desc_set_justification: the index of format's definition, parsed anew
// unless a definition in use has the same format.
func (d *desc) justification(format string) int {
	for j := 0; j < d.nDefs; j++ {
		if d.defs[j].format == format {
			return j
		}
	}
	j := d.nDefs
	if j == len(d.defs) {
		d.defs = append(d.defs, &colDef{inter: map[int]byte{}})
	}
	def := d.defs[j]
	def.format, def.just, def.nChars = format, def.just[:0], 0
	for i, col := 0, 0; i < len(format) && format[i] != ':'; col++ {
		if strings.IndexByte("cClLrRna", format[i]) >= 0 {
			def.just = append(def.just, format[i])
			i++
		}
		switch {
		case i < len(format) && format[i] == '|':
			def.inter[col] = '|'
			i++
		case i < len(format) && format[i] == '=':
			def.inter[col] = '='
			def.nChars++
			i++
		default:
			def.inter[col] = ' '
		}
	}
	d.nDefs++
	return j
}

// addSeparation is Desc_add_row_separation: a line of chr before or after the next row.
func (d *desc) addSeparation(chr byte, before bool) {
	if before {
		d.pending.before = append(d.pending.before, chr)
	} else {
		d.pending.after = append(d.pending.after, chr)
	}
}

// addRow is Desc_add_row_values: the values fill the format's columns other than 'a'.
func (d *desc) addRow(format string, values ...string) {
	j := d.justification(format)
	row := d.pending
	row.def = j
	d.pending = descRow{}
	d.rows = append(d.rows, row)
	r := len(d.rows) - 1
	v := 0
	for c, just := range d.defs[j].just {
		if just == 'a' {
			continue
		}
		s := ""
		if v < len(values) {
			s = values[v]
		}
		v++
		d.cells[[2]int{c, r}] = s
	}
}

// spanAfter is num_span_col: how many 'a' columns follow column c.
func (def *colDef) spanAfter(c int) int {
	n := 0
	for k := c + 1; k < len(def.just) && def.just[k] == 'a'; k++ {
		n++
	}
	return n
}

// lastJust is is_last_just_col: no column other than 'a' follows c.
func (def *colDef) lastJust(c int) bool { return c+1+def.spanAfter(c) >= len(def.just) }

// segments returns the widths of a cell's lines ("//" breaks a line) or, for a wrapping
// column, of its words, as rpg.c measures them.
func segments(s string, words bool) []int {
	var ws []int
	for p := 0; p < len(s); {
		x := 0
		for p < len(s) && !(words && s[p] == ' ') && !(s[p] == '/' && p+1 < len(s) && s[p+1] == '/') {
			x++
			p++
		}
		if p+1 < len(s) && s[p] == '/' && s[p+1] == '/' {
			p += 2
		}
		if p < len(s) && s[p] == ' ' {
			p++
		}
		ws = append(ws, x)
	}
	return ws
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

// fRound is sctk.h's F_ROUND(x, 0): half away from zero, through an int and a float.
func fRound(x float64) int {
	h := 0.5
	if !(x > 0) {
		h = -0.5
	}
	return int(float32(int(x + h)))
}

// columnSizes computes rpg.c's max_col_sizes: the widths of the columns, shared by all
// formats with the same number of columns.
func (d *desc) columnSizes(spacePad int) map[[2]int]int {
	size := map[[2]int]int{}
	for r, row := range d.rows {
		def := d.defs[row.def]
		nc := len(def.just)
		for c := 0; c < nc; c++ {
			if c < nc-1 && def.just[c+1] == 'a' {
				continue
			}
			for _, x := range segments(d.cells[[2]int{c, r}], isUpper(def.just[c])) {
				size[[2]int{nc, c}] = max(size[[2]int{nc, c}], x)
			}
		}
	}
	for r, row := range d.rows {
		def := d.defs[row.def]
		nc := len(def.just)
		for c := 0; c < nc; c++ {
			if c < nc-1 && def.just[c+1] == 'a' {
				c = d.spread(def, r, c, size, spacePad)
			}
		}
	}
	return size
}

// spread widens the columns a spanning cell covers when it does not fit, as rpg.c's second
// pass does, and returns the last column spanned.
func (d *desc) spread(def *colDef, r, c int, size map[[2]int]int, spacePad int) int {
	nc := len(def.just)
	siz := 0
	for _, x := range segments(d.cells[[2]int{c, r}], isUpper(def.just[c])) {
		siz = max(siz, x)
	}
	start := c
	span := 0
	for c < nc-1 && def.just[c+1] == 'a' {
		span += size[[2]int{nc, c}] + 1 + spacePad*2
		c++
	}
	span += size[[2]int{nc, c}]
	if siz > span {
		unlocked := c - start + 1
		for c2 := start; c2 <= c; c2++ {
			add := siz - span
			if c2 != c {
				add = fRound(float64(siz-span) / float64(unlocked))
			}
			size[[2]int{nc, c2}] += add
			span += add
		}
	}
	return c
}

// dump is Desc_dump_report: the table, boxed, each cell padded by spacePad spaces.
func (d *desc) dump(spacePad int, w io.Writer) {
	size := d.columnSizes(spacePad)
	width := 0
	for j := 0; j < d.nDefs; j++ {
		def := d.defs[j]
		nc := len(def.just)
		h := 2
		for c := 0; c < nc; c++ {
			h += size[[2]int{nc, c}] + spacePad*2
		}
		h += def.nChars + nc - 1
		def.minWidth = h
		width = max(width, h)
	}
	margin := ""
	if d.center && width < d.pageWidth {
		margin = spaces((d.pageWidth - width) / 2)
	}
	var b strings.Builder
	b.WriteString(margin + "," + strings.Repeat("-", width-2) + ".\n")
	for r := range d.rows {
		d.dumpRow(&b, r, width, margin, size, spacePad)
	}
	b.WriteString(margin + "`" + strings.Repeat("-", width-2) + "'\n")
	io.WriteString(w, b.String())
}

// rowLayout is one row's column widths: text width and full width of each column.
type rowLayout struct{ text, full []int }

// layout computes the widths of row r's columns, spreading the report's spare width over
// them as rpg.c does.
func (d *desc) layout(r, width int, size map[[2]int]int, spacePad int) rowLayout {
	def := d.defs[d.rows[r].def]
	nc := len(def.just)
	under := width - def.minWidth
	lay := rowLayout{make([]int, nc), make([]int, nc)}
	add := 0
	for c := 0; c < nc; c++ {
		if def.just[c] == 'a' {
			continue
		}
		adj := 0
		if c != nc-1 {
			adj = fRound(float64(under)/float64(nc)*float64(c+def.spanAfter(c)+1)) - add
			add += adj
		} else {
			adj += under - add
		}
		lay.text[c] = size[[2]int{nc, c}]
		lay.full[c] = spacePad*2 + lay.text[c] + adj
		for c2 := c + 1; c2 < nc && def.just[c2] == 'a'; c2++ {
			adj = fRound(float64(under)/float64(nc)*float64(c+def.spanAfter(c)+1)) - add
			add += adj
			lay.full[c] += size[[2]int{nc, c2}] + spacePad*2 + 1 + adj
			lay.text[c] += size[[2]int{nc, c2}] + spacePad*2 + 1
		}
	}
	return lay
}

// dumpRow writes row r: its separators before, its text lines, its separators after.
func (d *desc) dumpRow(b *strings.Builder, r, width int, margin string, size map[[2]int]int, spacePad int) {
	row := d.rows[r]
	def := d.defs[row.def]
	lay := d.layout(r, width, size, spacePad)
	var prev *colDef
	if r > 0 {
		prev = d.defs[d.rows[r-1].def]
	}
	for _, p := range row.before {
		d.separator(b, def, prev, lay, p, margin, true)
	}
	ptr := make([]string, len(def.just))
	for c := range def.just {
		ptr[c] = d.cells[[2]int{c, r}]
	}
	for more := true; more; {
		more = false
		b.WriteString(margin + "|")
		for c, just := range def.just {
			if just == 'a' {
				continue
			}
			var s string
			s, ptr[c] = nextLine(ptr[c], lay.text[c])
			if ptr[c] != "" {
				more = true
			}
			pad := lay.full[c] - lay.text[c]
			b.WriteString(spaces(pad / 2))
			switch just {
			case 'c', 'C':
				b.WriteString(right(center(s, lay.text[c]), lay.text[c]))
			case 'r', 'R':
				b.WriteString(right(s, lay.text[c]))
			default:
				b.WriteString(left(s, lay.text[c]))
			}
			b.WriteString(spaces(pad - pad/2))
			if !def.lastJust(c) {
				switch sep := def.inter[c+def.spanAfter(c)]; sep {
				case '=':
					b.WriteString("||")
				case ' ', 0:
					b.WriteString(" ")
				default:
					b.WriteByte(sep)
				}
			}
		}
		b.WriteString("|\n")
	}
	for _, p := range row.after {
		d.separator(b, def, prev, lay, p, margin, false)
	}
}

// separator writes one line of p across a row, with rpg.c's joints: before a row a '-' line
// crosses a bar of this row and the row above with '+'; after a row it does so only when the
// bar before the column's span is one too (rpg.c looks there), and never doubles a '='.
func (d *desc) separator(b *strings.Builder, def, prev *colDef, lay rowLayout, p byte, margin string, before bool) {
	b.WriteString(margin + "|")
	for c, just := range def.just {
		if just == 'a' {
			continue
		}
		b.WriteString(strings.Repeat(string(p), lay.full[c]))
		if def.lastJust(c) {
			continue
		}
		k := c + def.spanAfter(c)
		cchr := def.inter[k]
		var lc byte
		if prev != nil {
			lc = prev.inter[k]
		}
		if before {
			b.WriteString(beforeJoint(cchr, lc, p))
		} else {
			b.WriteString(afterJoint(cchr, def.inter[c], lc, p))
		}
	}
	b.WriteString("|\n")
}

func isBar(c byte) bool { return c == '|' || c == '=' }

// beforeJoint is what rpg.c writes at a column boundary of a separator before a row.
func beforeJoint(cchr, lc, p byte) string {
	switch {
	case cchr == ' ' || cchr == 0:
		return string(p)
	case p == ' ' && cchr == '=':
		return "||"
	case p == ' ':
		return string(cchr)
	case isBar(cchr) && p == '-' && isBar(lc) && cchr == '=':
		return "++"
	case isBar(cchr) && p == '-' && isBar(lc):
		return "+"
	case cchr == '=':
		return string(p) + string(p)
	}
	return string(p)
}

// afterJoint is what rpg.c writes at a column boundary of a separator after a row.
func afterJoint(cchr, own, lc, p byte) string {
	switch {
	case cchr == ' ' || cchr == 0:
		return string(p)
	case p == ' ':
		return string(cchr)
	case own == '|' && p == '-' && lc == '|':
		return "+"
	}
	return string(p)
}

// nextLine is rpg.c's get_next_string_value: the next line of a cell, at most width bytes,
// ending at "//" or else at the last space that lets it fit, and the rest of the cell.
func nextLine(s string, width int) (line, rest string) {
	x := 0
	for x < width && x < len(s) && !(s[x] == '/' && x+1 < len(s) && s[x+1] == '/') {
		x++
	}
	p := x
	switch {
	case p+1 < len(s) && s[p] == '/' && s[p+1] == '/':
		return s[:x], s[p+2:]
	case p < len(s):
		for p != 0 && s[p] != ' ' {
			p--
		}
		if p == 0 && s[0] != ' ' {
			// rpg.c loops for ever on a word longer than its column; cut the word instead.
			return s[:x], s[x:]
		}
		x = p
		if s[p] == ' ' {
			p++
		}
	}
	return s[:x], s[p:]
}
