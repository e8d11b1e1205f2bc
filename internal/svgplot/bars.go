package svgplot

import (
	"fmt"
	"math"
	"strings"
)

// Bars is the data of a grouped bar chart: one group per category, one bar per system in
// each. Values, Errors and Notes are indexed [system][category]; any of them may be ragged
// or shorter than Systems and Categories.
type Bars struct {
	Categories []string // a missing name is "category k+1"
	Systems    []string // a missing name is "system s+1"
	// Values are the bars' heights from zero; a missing or non-finite value draws no bar.
	Values [][]float64
	// Errors, optional, are half-widths of error bars around the values, drawn when
	// positive and finite.
	Errors [][]float64
	// Notes, optional, are short texts drawn at the bars' ends, such as a count or a
	// p-value; they are cut to 12 characters in the chart, not in the text alternative.
	Notes [][]string
}

// GroupedBars draws a grouped bar chart with a legend. Systems differ by colour and by fill
// pattern; the text alternative gives every value with its error and note. At most
// MaxSeries systems and MaxCategories categories are drawn.
//
// More than MaxGrouped systems are drawn as small multiples instead: one column of bars per
// category, one row per system named at its start, all columns on one scale, without error
// bars or notes. Notes are also left out of grouped bars too narrow to hold them; the chart
// says so, and the text alternative keeps them.
func GroupedBars(c Chart, b Bars) string {
	nsys, ncat := b.size()
	S, K := min(nsys, MaxSeries), min(ncat, MaxCategories)
	cv := newCanvas(c)
	var h float64
	if S > MaxGrouped {
		h = cv.matrix(c, b, S, K)
	} else {
		h = cv.bars(c, b, S, K)
	}
	return cv.finish(c, "Grouped bars", h, barsDesc(c, b, S, K))
}

// MaxGrouped is the most systems GroupedBars draws side by side in each group.
const MaxGrouped = 4

// size is how many systems and categories the data has.
func (b Bars) size() (nsys, ncat int) {
	nsys = max(len(b.Systems), len(b.Values))
	ncat = len(b.Categories)
	for _, row := range b.Values[:min(len(b.Values), MaxSeries)] {
		ncat = max(ncat, len(row))
	}
	return nsys, ncat
}

// bar is system s's value, error half-width (0 if none) and note in category k.
func (b Bars) bar(s, k int) (v, e float64, note string, ok bool) {
	v = math.NaN()
	if s < len(b.Values) && k < len(b.Values[s]) {
		v = b.Values[s][k]
	}
	if s < len(b.Errors) && k < len(b.Errors[s]) {
		e = b.Errors[s][k]
	}
	if !(e > 0) || math.IsInf(e, 0) {
		e = 0
	}
	if s < len(b.Notes) && k < len(b.Notes[s]) {
		note = b.Notes[s][k]
	}
	return v, e, note, !math.IsNaN(v) && !math.IsInf(v, 0)
}

// barLayout is where the bars go.
type barLayout struct {
	y                  axis
	left, groupW, barW float64
	rotateNotes        bool
	dropNotes          bool // the notes fit neither across nor along the bars
}

// x is the left edge of system s's bar in category k, and cx its centre.
func (l barLayout) x(s, k int) float64 {
	return l.left + float64(k)*l.groupW + l.groupW*.1 + float64(s)*l.barW
}

func (l barLayout) cx(s, k int) float64 { return l.x(s, k) + l.barW*.45 }

// bars draws the legend, the axes, the bars, their error bars and notes, and returns the
// chart's height.
func (cv *canvas) bars(c Chart, b Bars, S, K int) float64 {
	items := make([]legendItem, S)
	for s := range items {
		items[s] = legendItem{series: s, patterned: true, name: systemName(b.Systems, s)}
	}
	top := cv.legend(items, 8, cv.title(c)+4, width-16) + 10
	bottom := top + 220
	l := layoutBars(c, b, S, K, top, bottom)
	cv.yAxis(c, l.y, l.left, top, bottom)
	cv.line("axis", l.left, l.y.at(0), barsRight, l.y.at(0))
	cv.drawBars(b, l, S, K)
	h := cv.categories(c, b, l, K, bottom)
	if l.dropNotes {
		cv.text("small", width/2, h+10, "middle", "notes left out for room: see the table")
		h += rowHeight
	}
	return h
}

// barsRight is the right edge of the bars' plot.
const barsRight = width - 8

// lineHeight is the height of a line of text, with room to spare: a text turned upright is
// this wide.
const lineHeight = 16

// layoutBars places the groups and bars, and leaves room above (and below, if some values
// are negative) for the notes, turned upright if they are wider than the bars.
func layoutBars(c Chart, b Bars, S, K int, top, bottom float64) barLayout {
	lo, hi, noteW := b.extent(S, K)
	l := barLayout{y: niceAxis(lo, hi, 5, 0, 0).within(c.Range)}
	l.left = yAxisLeft(c, l.y)
	l.groupW = (barsRight - l.left) / float64(max(K, 1))
	l.barW = l.groupW * .8 / float64(max(S, 1))
	room, footroom := 0.0, 0.0
	if noteW > 0 {
		l.rotateNotes = noteW > l.barW-2
		l.dropNotes = l.rotateNotes && l.barW < lineHeight
		room = lineHeight
		if l.rotateNotes {
			room = noteW + 6
		}
		if l.dropNotes {
			room = 0
		}
	}
	if lo < 0 {
		footroom = room
	}
	l.y.r0, l.y.r1 = bottom-footroom, top+room
	return l
}

// extent is the range of the values with their error bars, zero included, and the width of
// the widest note.
func (b Bars) extent(S, K int) (lo, hi, noteW float64) {
	for s := range S {
		for k := range K {
			v, e, note, ok := b.bar(s, k)
			if ok {
				lo, hi = min(lo, v-e), max(hi, v+e)
			}
			if ok && note != "" {
				noteW = max(noteW, textWidth(label(note, 12), fontSize))
			}
		}
	}
	return lo, hi, noteW
}

// drawBars draws each system's bars in its group, then the error bars and the notes.
func (cv *canvas) drawBars(b Bars, l barLayout, S, K int) {
	y0 := l.y.at(0)
	for s := range S {
		cv.openSeries(s)
		for k := range K {
			if v, _, _, ok := b.bar(s, k); ok {
				yv := l.y.at(v)
				cv.rect("", l.x(s, k), min(yv, y0), l.barW*.9, math.Abs(y0-yv))
			}
		}
		cv.closeSeries()
	}
	cv.errorBars(b, l, S, K)
	if !l.dropNotes {
		cv.notes(b, l, S, K)
	}
}

// errorBars draws every error bar as one path.
func (cv *canvas) errorBars(b Bars, l barLayout, S, K int) {
	var errs strings.Builder
	for s := range S {
		for k := range K {
			if v, e, _, ok := b.bar(s, k); ok && e > 0 {
				cx, lo, hi, cap := num(l.cx(s, k)), num(l.y.at(v-e)), num(l.y.at(v+e)), max(1, l.barW*.2)
				fmt.Fprintf(&errs, "M%s %sV%sM%s %sh%sM%s %sh%s", cx, lo, hi,
					num(l.cx(s, k)-cap), lo, num(2*cap), num(l.cx(s, k)-cap), hi, num(2*cap))
			}
		}
	}
	if errs.Len() > 0 {
		cv.path("err", errs.String())
	}
}

func (cv *canvas) notes(b Bars, l barLayout, S, K int) {
	for s := range S {
		for k := range K {
			if v, e, note, ok := b.bar(s, k); ok && note != "" {
				cv.note(l, l.cx(s, k), l.y.at(v+math.Copysign(e, v)), v < 0, label(note, 12))
			}
		}
	}
}

// note draws a bar's note beyond its end at y: above a bar that rises, below one that falls,
// turned upright if the notes are wider than the bars.
func (cv *canvas) note(l barLayout, cx, y float64, below bool, s string) {
	switch {
	case !l.rotateNotes && !below:
		cv.text("note", cx, y-3, "middle", s)
	case !l.rotateNotes:
		cv.text("note", cx, y+13, "middle", s)
	case !below:
		cv.textRotated("note", cx+3.5, y-3, "", -90, s)
	default:
		cv.textRotated("note", cx+3.5, y+3, "end", -90, s)
	}
}

// categories writes the categories' names under their groups, turned upright if they do
// not fit side by side (only every few if even that is too tight), and the axis name below
// them; it returns the chart's height.
func (cv *canvas) categories(c Chart, b Bars, l barLayout, K int, bottom float64) float64 {
	names, widest := make([]string, K), 0.0
	for k := range names {
		names[k] = fit(categoryName(b.Categories, k), fontSize, 120)
		widest = max(widest, textWidth(names[k], fontSize))
	}
	turn := widest > l.groupW-6
	every := 1
	if turn {
		every = int(math.Ceil(lineHeight / l.groupW))
	}
	for k, s := range names {
		cx := l.left + (float64(k)+.5)*l.groupW
		switch {
		case k%every != 0:
		case turn:
			cv.textRotated("", cx+4, bottom+6, "end", -90, s)
		default:
			cv.text("", cx, bottom+16, "middle", s)
		}
	}
	h := bottom + 24
	if turn {
		h = bottom + 12 + widest
	}
	if c.XLabel != "" {
		cx := (l.left + barsRight) / 2
		cv.text("axis-label", cx, h+12, "middle", fit(c.XLabel, fontSize, 2*min(cx, width-cx)-8))
	}
	return h + 8 + axisLabelHeight(c.XLabel)
}

func categoryName(categories []string, k int) string {
	if s := clean(item(categories, k)); s != "" {
		return s
	}
	return fmt.Sprintf("category %d", k+1)
}

// barsDesc is the text alternative: every value, category by category.
func barsDesc(c Chart, b Bars, S, K int) string {
	nsys, ncat := b.size()
	var w strings.Builder
	what, by := c.YLabel, c.XLabel
	if what == "" {
		what = "values"
	}
	if by == "" {
		by = "category"
	}
	fmt.Fprintf(&w, "Grouped bars of %s by %s for %s in %s.", label(what, maxDescRunes),
		label(by, maxDescRunes), count(nsys, "system"), count(ncat, "category"))
	for k := range K {
		fmt.Fprintf(&w, " %s:", label(categoryName(b.Categories, k), maxDescRunes))
		for s := range S {
			v, e, note, ok := b.bar(s, k)
			fmt.Fprintf(&w, " %s ", label(systemName(b.Systems, s), maxDescRunes))
			switch {
			case !ok:
				w.WriteString("no value")
			case e > 0:
				fmt.Fprintf(&w, "%s ± %s", value(v), value(e))
			default:
				w.WriteString(value(v))
			}
			if note != "" {
				fmt.Fprintf(&w, " (%s)", label(note, maxDescRunes))
			}
			if s < S-1 {
				w.WriteString(";")
			} else {
				w.WriteString(".")
			}
		}
	}
	if nsys > S || ncat > K {
		fmt.Fprintf(&w, " Not drawn: %d more systems, %d more categories.", nsys-S, ncat-K)
	}
	return w.String()
}
