package sclite

import (
	"bytes"
	"math"
	"strings"
)

// table lays out a boxed report as sclite's report generator (rpg.c, the Desc_* functions)
// does: rows of cells under column formats like "l|cc|cccccc", sized to the widest cell,
// widened to the widest row, and centered on an 80-column page.
//
// Quirks kept on purpose: column widths are shared by every format with the same number of
// columns (sclite indexes its size table by column count); widths count bytes, not runes;
// the extra width of a narrower format is spread over its columns with sclite's rounding.
type table struct {
	pageWidth int // the page to center on (sclite's Desc_set_page_center); 0: no centering
	pad       int // spaces on each side of every cell (Desc_dump_report's space_pad)
	formats   []*tableFormat
	rows      []*tableRow
	pending   []byte // separators to draw before the next row
}

// tableFormat is one parsed format string (sclite's COLUMN_DEFS).
type tableFormat struct {
	spec     string
	just     []byte // c, C (centered), l, L (left), r, R (right), a (spans the previous)
	locked   []bool
	inter    []byte // after each column: '|', '=' (drawn "||") or ' '
	eqChars  int    // '=' separators, one byte wider than the others
	nLocked  int
	minWidth int
}

type tableRow struct {
	format *tableFormat
	cells  []string // one per column; "" for spanned columns
	before []byte   // separator lines drawn before the row ('-', '=', ' ')
	after  []byte
}

// newTable returns an empty table centered on a page of width columns, as Desc_erase and
// Desc_set_page_center leave sclite's generator.
func newTable(width int) *table { return &table{pageWidth: width} }

// format returns the parsed format for spec, reusing an equal one as Desc_set_justification
// does. A ':' starts the lock list, one 'l' (locked) or other byte per column.
func (t *table) format(spec string) *tableFormat {
	for _, f := range t.formats {
		if f.spec == spec {
			return f
		}
	}
	f := &tableFormat{spec: spec}
	cols, locks, _ := strings.Cut(spec, ":")
	for i := 0; i < len(cols); i++ {
		if strings.IndexByte("cClLrRna", cols[i]) < 0 {
			continue
		}
		f.just = append(f.just, cols[i])
		sep := byte(' ')
		if i+1 < len(cols) && (cols[i+1] == '|' || cols[i+1] == '=') {
			sep = cols[i+1]
			i++
		}
		if sep == '=' {
			f.eqChars++
		}
		f.inter = append(f.inter, sep)
	}
	f.locked = make([]bool, len(f.just))
	for i := 0; i < len(locks) && i < len(f.locked); i++ {
		if locks[i] == 'l' {
			f.locked[i] = true
			f.nLocked++
		}
	}
	t.formats = append(t.formats, f)
	return f
}

// separator adds a line of chr before the next row (Desc_add_row_separation, BEFORE_ROW).
func (t *table) separator(chr byte) { t.pending = append(t.pending, chr) }

// row adds a row (Desc_add_row_values): one value per column that is not spanned.
func (t *table) row(spec string, values ...string) {
	f := t.format(spec)
	r := &tableRow{format: f, cells: make([]string, len(f.just)), before: t.pending}
	t.pending = nil
	v := 0
	for c, j := range f.just {
		if j != 'a' && v < len(values) {
			r.cells[c] = values[v]
			v++
		}
	}
	t.rows = append(t.rows, r)
}

// cellWidth returns the widest line of a cell: lines end at "//", and an upper-case format
// letter also breaks lines at spaces.
func cellWidth(s string, breakSpaces bool) int {
	longest := 0
	for s != "" {
		x := 0
		for x < len(s) && !(breakSpaces && s[x] == ' ') && !strings.HasPrefix(s[x:], "//") {
			x++
		}
		s = s[x:]
		s = strings.TrimPrefix(s, "//")
		s = strings.TrimPrefix(s, " ")
		longest = max(longest, x)
	}
	return longest
}

func upperJust(b byte) bool { return b >= 'A' && b <= 'Z' }

// spanEnd returns the last column that column c spans (itself when the next is not 'a').
func (f *tableFormat) spanEnd(c int) int {
	for c+1 < len(f.just) && f.just[c+1] == 'a' {
		c++
	}
	return c
}

// sizes computes the width of every column, per column count, in sclite's two passes:
// single cells first, then cells that span columns widen the columns they cover.
func (t *table) sizes() map[int][]int {
	sizes := map[int][]int{}
	for _, r := range t.rows {
		n := len(r.format.just)
		if sizes[n] == nil {
			sizes[n] = make([]int, n)
		}
		for c, j := range r.format.just {
			if c == n-1 || r.format.just[c+1] != 'a' {
				sizes[n][c] = max(sizes[n][c], cellWidth(r.cells[c], upperJust(j)))
			}
		}
	}
	for _, r := range t.rows {
		t.spread(r, sizes[len(r.format.just)])
	}
	return sizes
}

// spread widens the columns under each spanning cell of r that is wider than they are.
func (t *table) spread(r *tableRow, size []int) {
	f := r.format
	for c := 0; c < len(f.just)-1; c++ {
		if f.just[c+1] != 'a' {
			continue
		}
		start := c
		want := cellWidth(r.cells[c], upperJust(f.just[c]))
		have := 0
		for ; c < len(f.just)-1 && f.just[c+1] == 'a'; c++ {
			have += size[c] + 1 + 2*t.pad
		}
		have += size[c]
		if want <= have {
			continue
		}
		unlocked := 0
		for c2 := start; c2 <= c; c2++ {
			if !f.locked[c2] {
				unlocked++
			}
		}
		for c2 := start; c2 <= c && unlocked > 0; c2++ {
			if f.locked[c2] {
				continue
			}
			add := want - have
			if c2 != c {
				add = int(fRound(float64(want-have)/float64(unlocked), 0))
			}
			size[c2] += add
			have += add
		}
	}
}

// render returns the table as sclite's Desc_dump_report prints it.
func (t *table) render() []byte {
	sizes := t.sizes()
	width := 0
	for _, f := range t.formats {
		n := len(f.just)
		w := 2 + f.eqChars + n - 1
		for _, s := range sizes[n] {
			w += s + 2*t.pad
		}
		f.minWidth = w
		width = max(width, w)
	}
	var b bytes.Buffer
	indent := ""
	if t.pageWidth > 0 && width < t.pageWidth {
		indent = strings.Repeat(" ", (t.pageWidth-width)/2)
	}
	b.WriteString(indent + "," + strings.Repeat("-", width-2) + ".\n")
	var prev *tableFormat
	for _, r := range t.rows {
		cols, texts := t.columnWidths(r, sizes[len(r.format.just)], width)
		for _, chr := range r.before {
			t.separatorLine(&b, indent, r.format, prev, cols, chr, false)
		}
		t.cellLines(&b, indent, r, cols, texts)
		for _, chr := range r.after {
			t.separatorLine(&b, indent, r.format, prev, cols, chr, true)
		}
		prev = r.format
	}
	b.WriteString(indent + "`" + strings.Repeat("-", width-2) + "'\n")
	return b.Bytes()
}

// columnWidths returns each column's full width and text width in row r: a format narrower
// than the table shares the difference among its unlocked columns, rounding each running
// share as sclite does, the last column taking the rest.
func (t *table) columnWidths(r *tableRow, size []int, width int) (cols, texts []int) {
	f := r.format
	n := len(f.just)
	cols, texts = make([]int, n), make([]int, n)
	under := width - f.minWidth
	unlocked := n - f.nLocked
	added := 0
	for c := 0; c < n; c++ {
		if f.just[c] == 'a' {
			continue
		}
		texts[c] = size[c]
		if f.locked[c] {
			cols[c] = 2*t.pad + size[c]
			continue
		}
		adj := under - added
		if c != n-1 {
			adj = int(fRound(float64(under)/float64(unlocked)*float64(f.spanEnd(c)+1), 0)) - added
			added += adj
		}
		cols[c] = 2*t.pad + size[c] + adj
		for c2 := c + 1; c2 < n && f.just[c2] == 'a'; c2++ {
			// sclite divides by the number of columns here, not the unlocked ones.
			if c != n-1 {
				adj = int(fRound(float64(under)/float64(n)*float64(f.spanEnd(c)+1), 0)) - added
				added += adj
			} else {
				adj += under - added
			}
			cols[c] += size[c2] + 2*t.pad + 1 + adj
			texts[c] += size[c2] + 2*t.pad + 1
		}
	}
	return cols, texts
}

// isLast reports whether no column after c starts a new cell.
func (f *tableFormat) isLast(c int) bool { return f.spanEnd(c) == len(f.just)-1 }

// separatorLine draws one line of chr across the row. Where a vertical bar of this row meets
// one of the row above on a '-' line, before the row, sclite draws '+'.
func (t *table) separatorLine(b *bytes.Buffer, indent string, f, prev *tableFormat, cols []int, chr byte, after bool) {
	b.WriteString(indent + "|")
	for c, j := range f.just {
		if j == 'a' {
			continue
		}
		b.WriteString(strings.Repeat(string(chr), cols[c]))
		if f.isLast(c) {
			continue
		}
		k := f.spanEnd(c)
		sep := f.inter[k]
		above := byte(0)
		if prev != nil && k < len(prev.inter) {
			above = prev.inter[k]
		}
		b.WriteString(crossing(sep, above, chr, after, f.inter[c]))
	}
	b.WriteString("|\n")
}

// crossing is what a separator line draws where column separator sep sits.
func crossing(sep, above, chr byte, after bool, own byte) string {
	bar := func(b byte) bool { return b == '|' || b == '=' }
	line := string(chr)
	switch {
	case sep == ' ':
		return line
	case chr == ' ' && sep == '=' && !after:
		return "||"
	case chr == ' ':
		return string(sep)
	case after:
		// after a row sclite tests this column's own separator and prints one byte.
		if own == '|' && chr == '-' && above == '|' {
			return "+"
		}
		return line
	case bar(sep) && chr == '-' && bar(above):
		if sep == '=' {
			return "++"
		}
		return "+"
	case sep == '=':
		return line + line
	}
	return line
}

// cellLines prints the row's cells, over several lines when a cell holds "//" breaks.
func (t *table) cellLines(b *bytes.Buffer, indent string, r *tableRow, cols, texts []int) {
	f := r.format
	rest := append([]string(nil), r.cells...)
	for more := true; more; {
		more = false
		b.WriteString(indent + "|")
		for c, j := range f.just {
			if j == 'a' {
				continue
			}
			var line string
			line, rest[c] = nextLine(rest[c], texts[c])
			more = more || rest[c] != ""
			gap := cols[c] - texts[c]
			b.WriteString(strings.Repeat(" ", max(gap/2, 0)))
			switch j {
			case 'c', 'C':
				b.WriteString(tablePadLeft(centerText(line, texts[c]), texts[c]))
			case 'r', 'R':
				b.WriteString(tablePadLeft(line, texts[c]))
			default:
				b.WriteString(tablePadRight(line, texts[c]))
			}
			b.WriteString(strings.Repeat(" ", max(gap-gap/2, 0)))
			if !f.isLast(c) {
				switch sep := f.inter[f.spanEnd(c)]; sep {
				case '=':
					b.WriteString("||")
				default:
					b.WriteByte(sep)
				}
			}
		}
		b.WriteString("|\n")
	}
}

// nextLine cuts the next printed line off a cell as sclite's get_next_string_value does: up
// to width bytes or a "//" break; a cut inside a word backs up to the last space.
func nextLine(s string, width int) (line, rest string) {
	x := 0
	for x < width && x < len(s) && !strings.HasPrefix(s[x:], "//") {
		x++
	}
	switch {
	case strings.HasPrefix(s[x:], "//"):
		return s[:x], s[x+2:]
	case x == len(s):
		return s, ""
	}
	sp := strings.LastIndexByte(s[:x+1], ' ')
	if sp < 0 {
		// sclite loops forever here; print the rest on this line instead.
		return s, ""
	}
	return s[:sp], s[sp+1:]
}

// centerText is sclite's center (pad.c): str in the middle of len bytes, the odd space after.
func centerText(s string, n int) string {
	front := (n - len(s)) / 2
	back := n - len(s) - front
	return strings.Repeat(" ", max(front, 0)) + s + strings.Repeat(" ", max(back, 0))
}

func tablePadLeft(s string, n int) string  { return strings.Repeat(" ", max(n-len(s), 0)) + s }
func tablePadRight(s string, n int) string { return s + strings.Repeat(" ", max(n-len(s), 0)) }

// fRound is sclite's F_ROUND macro: n rounded half away from zero to p decimals, through a
// C int (32 bits; NaN and overflow give INT_MIN as on x86) and a float.
func fRound(n float64, p int) float64 {
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
