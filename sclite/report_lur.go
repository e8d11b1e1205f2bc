package sclite

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// WriteLur writes sclite's lur report (-o lur) for s: the word error rate of every speaker
// under every stm label (the LABEL definitions of the reference), with each label's sum,
// mean, standard deviation and median over speakers. It mirrors print_lur in lur.c, with
// the table drawn as sclite's report generator (rpg.c) draws it.
//
// sclite's report generator keeps its state between reports of one run: after sum, rsum
// or wws in the same command (-o sum lur) its lur is centred on 80 columns and sized with
// cells left over from those reports. WriteLur gives the lur of a run without them (-o
// lur, or with pra, prf, dtl, sgml), as sclite prints it then.
func WriteLur(w io.Writer, s *System) error {
	ls, err := lurScores(s)
	if err != nil {
		return err
	}
	t := lurTable(s, ls)
	bw := bufio.NewWriter(w)
	t.write(bw)
	return bw.Flush()
}

// lurCell is one speaker's reference words and errors under one label.
type lurCell struct{ ref, err int }

// lurLabels are the scores of every label (by System.Labels index) for every speaker, and
// the position each label takes in the paths' label lists (-1 when never seen).
type lurLabels struct {
	cells    [][]lurCell // [label][speaker]
	location []int
}

// lurScores adds up each path's counts under each of its labels, as compute_label_scores
// does: a path's labels are "<id,id,...>", each id (compared case-blind) counts in the
// label set of its position, and a label found at two positions is an error.
func lurScores(s *System) (*lurLabels, error) {
	ls := &lurLabels{cells: make([][]lurCell, len(s.Labels)), location: make([]int, len(s.Labels))}
	for j := range s.Labels {
		ls.cells[j] = make([]lurCell, len(s.Speakers))
		ls.location[j] = -1
	}
	for k, sp := range s.Speakers {
		for _, p := range sp.Paths {
			if p.Labels == "" {
				continue
			}
			if err := ls.addPath(s, k, p); err != nil {
				return nil, err
			}
		}
	}
	return ls, nil
}

func (ls *lurLabels) addPath(s *System, spk int, p *Path) error {
	text := p.Labels
	if text[0] != '<' {
		return fmt.Errorf("%w: bad label %q for utterance %s", ErrInput, text, p.ID)
	}
	c, sub, d, i := p.Counts()
	// sclite counts a position for every character step it takes between ids, so that
	// empty fields (",,") move on to the next label set too.
	set := 0
	for pos := 1; pos < len(text) && text[pos] != '>'; set++ {
		if text[pos] == '<' || text[pos] == ',' {
			pos++
			continue
		}
		n := strings.IndexAny(text[pos:], "<,>")
		if n < 0 {
			n = len(text) - pos
		}
		id := lurFindLabel(s, text[pos:pos+n])
		if id < 0 {
			return fmt.Errorf("%w: label id %q of utterance %s is not defined", ErrInput, text[pos:pos+n], p.ID)
		}
		if ls.location[id] == -1 {
			ls.location[id] = set
		} else if ls.location[id] != set {
			return fmt.Errorf("%w: label id %q of utterance %s occurs in several label fields", ErrInput, text[pos:pos+n], p.ID)
		}
		ls.cells[id][spk].ref += c + d + sub
		ls.cells[id][spk].err += i + d + sub
		pos += n + 1
	}
	return nil
}

// lurFindLabel finds a label id as find_PATHLABEL_id does, ignoring ASCII case.
func lurFindLabel(s *System, id string) int {
	id = praLower(id)
	for j, l := range s.Labels {
		if praLower(l.ID) == id {
			return j
		}
	}
	return -1
}

// lurFormats builds the row formats of create_report: a column pair per label, joined by
// "=" where the label set changes and by "|" within a set.
func lurFormats(ls *lurLabels) (title, row, categ string) {
	title, row, categ = "c", "c", "c"
	for j := range ls.location {
		newSet := j > 0 && ls.location[j] != ls.location[j-1]
		sep := "|"
		if newSet {
			sep = "="
		}
		title += sep + "ca"
		row += sep + "rr"
		if j == 0 || newSet {
			categ += sep + "ca"
		} else {
			categ += sep + "aa"
		}
	}
	return title, row, categ
}

// lurTable lays out the report as create_report does.
func lurTable(s *System, ls *lurLabels) *lurGrid {
	titleFmt, rowFmt, categFmt := lurFormats(ls)
	t := &lurGrid{}
	t.add("c", "System: "+s.Title)
	t.sep(' ', true)
	for _, l := range s.Labels {
		t.add("ccc", lurRemoveLF(l.Title), "->", l.Desc)
	}
	t.sep(' ', false)
	t.add("ccc", "", "", "")
	t.sep('-', true)
	if len(s.Categories) > 0 {
		vals := []string{""}
		for _, c := range s.Categories {
			vals = append(vals, c.Title)
		}
		t.add(categFmt, vals...)
		t.sep('-', true)
	}
	vals := []string{"SPKR"}
	blank := []string{""}
	for _, l := range s.Labels {
		vals = append(vals, l.Title)
		blank = append(blank, " #Wrd %WE")
	}
	t.add(titleFmt, vals...)
	t.add(titleFmt, blank...)
	nullRef := lurSpeakerRows(t, s, ls, rowFmt)
	lurStatRows(t, s, ls, rowFmt, nullRef)
	return t
}

// lurSpeakerRows adds a row per speaker; it reports whether a speaker had errors under a
// label without reference words, which sclite marks "* N *".
func lurSpeakerRows(t *lurGrid, s *System, ls *lurLabels, rowFmt string) bool {
	nullRef := false
	for k, sp := range s.Speakers {
		t.sep('-', true)
		vals := []string{sp.ID}
		for j := range s.Labels {
			c := ls.cells[j][k]
			switch {
			case c.ref != 0:
				vals = append(vals, fmt.Sprintf("[%d]", c.ref), fmt.Sprintf("%.1f", dtlPct(c.err, c.ref)))
			case c.err != 0:
				vals = append(vals, fmt.Sprintf("%d", c.ref), fmt.Sprintf("* %d *", c.err))
				nullRef = true
			default:
				vals = append(vals, "", "")
			}
		}
		t.add(rowFmt, vals...)
	}
	return nullRef
}

// lurStats are a label's sum (or overall rate), mean, standard deviation and median over
// the speakers with reference words under it.
type lurStats [4]float64

func lurStatRows(t *lurGrid, s *System, ls *lurLabels, rowFmt string, nullRef bool) {
	refs := make([]lurStats, len(s.Labels))
	errs := make([]lurStats, len(s.Labels))
	for j := range s.Labels {
		var rw, ew []float64
		sumR, sumE := 0, 0
		for _, c := range ls.cells[j] {
			if c.ref > 0 {
				rw = append(rw, float64(c.ref))
				ew = append(ew, dtlPctRaw(c.err, c.ref))
			}
			sumR += c.ref
			sumE += c.err
		}
		refs[j] = lurMoments(rw)
		errs[j] = lurMoments(ew)
		refs[j][0] = float64(sumR)
		errs[j][0] = dtlPct(sumE, sumR)
	}
	names := [4]string{"Set Sum/Avg", "Mean", "StdDev", "Median"}
	if nullRef {
		names[1], names[2] = "Mean +", "StdDev +"
	}
	t.sep('=', true)
	for i, name := range names {
		switch i {
		case 1:
			t.sep('-', true)
		case 3:
			t.sep(' ', true)
		}
		vals := []string{name}
		for j := range s.Labels {
			vals = append(vals, fmt.Sprintf("[%d]", int(refs[j][i])), fmt.Sprintf("%.1f", dtlRound1(errs[j][i])))
		}
		t.add(rowFmt, vals...)
	}
	if nullRef {
		t.sep('-', true)
		t.add("l", "Note:  * Speaker Has no reference word tokens.  Number of incorrect words presented")
		t.add("l", "       + Speakers with no reference words ignored")
	}
}

// lurMoments computes mean, standard deviation (n-1) and median as sclite's
// calc_mean_var_std_dev_Zstat_double does; index 0 is left for the caller.
func lurMoments(x []float64) lurStats {
	var st lurStats
	n := len(x)
	if n == 0 {
		return st
	}
	sum := 0.0
	for _, v := range x {
		sum += v
	}
	st[1] = sum / float64(n)
	sorted := append([]float64(nil), x...)
	sort.Float64s(sorted)
	if n%2 == 0 {
		st[3] = (sorted[n/2] + sorted[n/2-1]) / 2
	} else {
		st[3] = sorted[n/2]
	}
	ss := 0.0
	for _, v := range x {
		ss += float64((v - st[1]) * (v - st[1]))
	}
	if ss != 0 {
		st[2] = math.Sqrt(ss / float64(n-1))
	}
	return st
}

// lurGrid is a port of the part of sclite's report generator (rpg.c, the Desc_ functions)
// that the lur uses: rows of cells under formats such as "c|rr=rr", where c, r and l
// centre, right- and left-justify a column, a continues (spans) the column before it, and
// "|" and "=" draw single and double rules between columns. Column locks (":l") and the
// upper-case justifications are not used by the lur and not ported.
type lurGrid struct {
	defs []*lurDef
	rows []*lurRow
	// pending separator lines for the next row, before and after it; sclite attaches an
	// "after" separator to the row added next, not to the row just added.
	before, after []byte
}

// lurDef is one row format (sclite's COLUMN_DEFS).
type lurDef struct {
	format   string
	just     []byte // per column: c, r, l or a
	inter    []byte // per column: the rule after it, '|', '=' or ' '
	eqs      int    // the number of "=" rules, each one character wider than "|"
	minWidth int
}

type lurRow struct {
	def           *lurDef
	cells         []string // per column ("" for spanned ones)
	before, after []byte
}

// lurPad is rpg's space_pad: the spaces on each side of every cell.
const lurPad = 1

func (t *lurGrid) sep(c byte, before bool) {
	if before {
		t.before = append(t.before, c)
	} else {
		t.after = append(t.after, c)
	}
}

// add adds a row; its values fill the columns that are not spans, in order.
func (t *lurGrid) add(format string, vals ...string) {
	d := t.def(format)
	r := &lurRow{def: d, cells: make([]string, len(d.just)), before: t.before, after: t.after}
	t.before, t.after = nil, nil
	v := 0
	for c, j := range d.just {
		if j != 'a' {
			if v < len(vals) {
				r.cells[c] = vals[v]
			}
			v++
		}
	}
	t.rows = append(t.rows, r)
}

// def parses a format once, as Desc_set_justification does.
func (t *lurGrid) def(format string) *lurDef {
	for _, d := range t.defs {
		if d.format == format {
			return d
		}
	}
	d := &lurDef{format: format}
	for i := 0; i < len(format); {
		if strings.IndexByte("cClLrRna", format[i]) >= 0 {
			d.just = append(d.just, format[i])
			i++
		}
		rule := byte(' ')
		if i < len(format) && (format[i] == '|' || format[i] == '=') {
			rule = format[i]
			i++
		}
		if rule == '=' {
			d.eqs++
		}
		d.inter = append(d.inter, rule)
	}
	t.defs = append(t.defs, d)
	return d
}

// interAt is the rule after column c of d; sclite reads past a shorter format's last column
// into zeroed memory there.
func (d *lurDef) interAt(c int) byte {
	if d == nil || c >= len(d.inter) {
		return 0
	}
	return d.inter[c]
}

// span is the number of span columns that follow column c (num_span_col).
func (d *lurDef) span(c int) int {
	n := 0
	for c2 := c + 1; c2 < len(d.just) && d.just[c2] == 'a'; c2++ {
		n++
	}
	return n
}

// lastShown reports whether column c is the last one that is not a span.
func (d *lurDef) lastShown(c int) bool {
	return c+1+d.span(c) >= len(d.just)
}

// lurSegWidth is the widest piece of a cell, pieces being separated by "//" (an optional
// following space is skipped); widths are in bytes, as sclite counts them.
func lurSegWidth(s string) int {
	w := 0
	for s != "" {
		n := strings.Index(s, "//")
		if n < 0 {
			n = len(s)
		}
		w = max(w, n)
		s = s[n:]
		s = strings.TrimPrefix(s, "//")
		s = strings.TrimPrefix(s, " ")
	}
	return w
}

// sizes computes the text width of every column, per number of columns: sclite shares the
// widths of all formats with the same number of columns.
func (t *lurGrid) sizes() map[int][]int {
	sz := map[int][]int{}
	for _, r := range t.rows {
		n := len(r.def.just)
		if sz[n] == nil {
			sz[n] = make([]int, n)
		}
	}
	for _, r := range t.rows {
		n, just := len(r.def.just), r.def.just
		for c := 0; c < n; c++ {
			if c == n-1 || just[c+1] != 'a' {
				sz[n][c] = max(sz[n][c], lurSegWidth(r.cells[c]))
			}
		}
	}
	for _, r := range t.rows {
		lurSpread(sz[len(r.def.just)], r)
	}
	return sz
}

// lurSpread widens the columns under a spanning cell that is wider than they are together,
// sharing the excess as sclite does (rounded shares, the rest to the last column).
func lurSpread(sz []int, r *lurRow) {
	n, just := len(sz), r.def.just
	for c := 0; c < n; c++ {
		if c == n-1 || just[c+1] != 'a' {
			continue
		}
		siz, start, span := lurSegWidth(r.cells[c]), c, 0
		for c < n-1 && just[c+1] == 'a' {
			span += sz[c] + 1 + 2*lurPad
			c++
		}
		span += sz[c]
		if siz <= span {
			continue
		}
		unlocked := c - start + 1
		for c2 := start; c2 <= c; c2++ {
			add := siz - span
			if c2 != c {
				add = lurRound0(float64(siz-span) / float64(unlocked))
			}
			sz[c2] += add
			span += add
		}
	}
}

// lurRound0 is sclite's F_ROUND(x, 0).
func lurRound0(x float64) int {
	h := 0.5
	if !(x > 0) {
		h = -0.5
	}
	return int(x + h)
}

// layout sets each format's minimum width and returns the table's width.
func (t *lurGrid) layout(sz map[int][]int) int {
	width := 0
	for _, d := range t.defs {
		n := len(d.just)
		w := 2 + d.eqs + n - 1
		for _, s := range sz[n] {
			w += s + 2*lurPad
		}
		d.minWidth = w
		width = max(width, w)
	}
	return width
}

// columns returns the printed width of every column of a row and the width of its text,
// spreading the row's shortfall from the table's width over its columns as sclite does.
func (t *lurGrid) columns(r *lurRow, sz []int, width int) (col, text []int) {
	d := r.def
	n := len(d.just)
	col, text = make([]int, n), make([]int, n)
	under, added := width-d.minWidth, 0
	share := func(c int) int {
		if c == n-1 {
			return under - added
		}
		adj := lurRound0(float64(under)/float64(n)*float64(c+d.span(c)+1)) - added
		added += adj
		return adj
	}
	for c := 0; c < n; c++ {
		if d.just[c] == 'a' {
			continue
		}
		text[c] = sz[c]
		col[c] = 2*lurPad + sz[c] + share(c)
		for c2 := c + 1; c2 < n && d.just[c2] == 'a'; c2++ {
			col[c] += sz[c2] + 2*lurPad + 1 + share(c)
			text[c] += sz[c2] + 2*lurPad + 1
		}
	}
	return col, text
}

func (t *lurGrid) write(w *bufio.Writer) {
	sz := t.sizes()
	width := t.layout(sz)
	w.WriteString("," + strings.Repeat("-", width-2) + ".\n")
	var prev *lurDef
	for _, r := range t.rows {
		col, text := t.columns(r, sz[len(r.def.just)], width)
		for _, ch := range r.before {
			lurRule(w, r.def, prev, col, ch, true)
		}
		lurCells(w, r, col, text)
		for _, ch := range r.after {
			lurRule(w, r.def, prev, col, ch, false)
		}
		prev = r.def
	}
	w.WriteString("`" + strings.Repeat("-", width-2) + "'\n")
}

// lurRule draws a separator line of ch. Where a rule crosses a "-" line under another
// rule it becomes "+". sclite draws the lines before and after a row slightly differently:
// after a row, "=" rules are one character (its quirk, unseen in the lur, whose only line
// after a row is blank and rule-less) and the crossing test reads the wrong column.
func lurRule(w *bufio.Writer, d, prev *lurDef, col []int, ch byte, before bool) {
	w.WriteByte('|')
	for c := range d.just {
		if d.just[c] == 'a' {
			continue
		}
		w.WriteString(strings.Repeat(string(ch), col[c]))
		if d.lastShown(c) {
			continue
		}
		k := c + d.span(c)
		rule, above := d.inter[k], prev.interAt(k)
		if before {
			w.WriteString(lurBeforeJoint(rule, above, ch, prev != nil))
		} else {
			w.WriteString(lurAfterJoint(d.inter[c], rule, above, ch, prev != nil))
		}
	}
	w.WriteString("|\n")
}

func lurBeforeJoint(rule, above, ch byte, hasPrev bool) string {
	double := rule == '='
	switch {
	case rule == ' ':
		return string(ch)
	case ch == ' ' && double:
		return "||"
	case ch == ' ':
		return string(rule)
	case ch == '-' && hasPrev && (above == '|' || above == '='):
		if double {
			return "++"
		}
		return "+"
	case double:
		return string([]byte{ch, ch})
	}
	return string(ch)
}

func lurAfterJoint(own, rule, above, ch byte, hasPrev bool) string {
	switch {
	case rule == ' ':
		return string(ch)
	case ch == ' ':
		return string(rule)
	case own == '|' && ch == '-' && hasPrev && above == '|':
		return "+"
	}
	return string(ch)
}

// lurCells writes a row's cells, as many lines as its longest "//"-split cell needs.
func lurCells(w *bufio.Writer, r *lurRow, col, text []int) {
	d := r.def
	rest := append([]string(nil), r.cells...)
	for more := true; more; {
		more = false
		w.WriteByte('|')
		for c := range d.just {
			if d.just[c] == 'a' {
				continue
			}
			var piece string
			piece, rest[c] = lurNextPiece(rest[c], text[c])
			lead := (col[c] - text[c]) / 2
			w.WriteString(strings.Repeat(" ", lead))
			switch d.just[c] {
			case 'c', 'C':
				w.WriteString(lurCenter(piece, text[c]))
			case 'r', 'R':
				fmt.Fprintf(w, "%*s", text[c], piece)
			default:
				fmt.Fprintf(w, "%-*s", text[c], piece)
			}
			w.WriteString(strings.Repeat(" ", col[c]-text[c]-lead))
			if rest[c] != "" {
				more = true
			}
			if !d.lastShown(c) {
				w.WriteString(lurJointText(d.inter[c+d.span(c)]))
			}
		}
		w.WriteString("|\n")
	}
}

func lurJointText(rule byte) string {
	switch rule {
	case ' ':
		return " "
	case '=':
		return "||"
	}
	return string(rule)
}

// lurNextPiece takes the next line of a cell as get_next_string_value does: up to "//" or
// width bytes, backing up to a space when it has to cut.
func lurNextPiece(s string, width int) (piece, rest string) {
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
	p := x
	for p > 0 && s[p] != ' ' {
		p--
	}
	if s[p] == ' ' {
		return s[:p], s[p+1:]
	}
	// No space to cut at: sclite would loop for ever; cut at the width instead.
	return s[:x], s[x:]
}

// lurCenter centres s in width bytes, the odd space going after it (pad.c's center).
func lurCenter(s string, width int) string {
	front := (width - len(s)) / 2
	back := width - len(s) - front
	return strings.Repeat(" ", max(front, 0)) + s + strings.Repeat(" ", max(back, 0))
}

// lurRemoveLF turns each "//" of a title into a space (Desc_rm_lf).
func lurRemoveLF(s string) string {
	return strings.ReplaceAll(s, "//", " ")
}
