package svgplot

import (
	"fmt"
	"strings"
)

// Distribution draws the distribution of each system's sentence-level scores as one
// horizontal box plot per row, on one shared score axis: whiskers at the minimum and the
// maximum, a box from the first to the third quartile, a bar at the median and a diamond
// at the mean; the median and mean are also printed at the row's end.
//
// scores[i] are the scores of systems[i] (a missing name is "system i+1"); the caller's
// slices are not changed. Non-finite values are skipped and counted in the text
// alternative, which gives every system's numbers. At most MaxSeries systems are drawn.
func Distribution(c Chart, systems []string, scores [][]float64) string {
	shown := min(max(len(systems), len(scores)), MaxSeries)
	sums := make([]summary, shown)
	for i := range sums {
		sums[i], _ = summarize(item(scores, i))
	}
	all := pooled(scores[:min(len(scores), shown)])
	lo, hi := extent(all, c.Range)
	cv := newCanvas(c)
	h, clip := cv.boxes(c, systems, sums, lo, hi, all)
	return cv.finish(c, "Box plots", h, distributionDesc(c, systems, scores, sums)+clipDesc(clip))
}

// rowHeight is the height of a box plot's row, and of a text line.
const rowHeight = 20

// Box plot columns, from the right edge: the mean's and the median's numbers.
const (
	meanRight   = width - 4
	medianRight = width - 56
	plotRight   = width - 116
)

// boxes draws the rows and the axis and returns the chart's height and what the axis clips.
func (cv *canvas) boxes(c Chart, systems []string, sums []summary, lo, hi float64, all []float64) (float64, string) {
	labels, labelW := rowLabels(systems, len(sums), 120)
	left := labelW + 14
	heads := cv.title(c) + 12
	cv.text("small", left-8, heads, "end", fit(c.YLabel, fontSize, labelW))
	cv.text("small", medianRight, heads, "end", "median")
	cv.text("small", meanRight, heads, "end", "mean")
	top := heads + 8
	bottom := top + float64(max(len(sums), 1))*rowHeight
	a := fitAxis(lo, hi, 6, left+6, plotRight-6, c.Range)
	cv.xAxis(c, a, top, bottom)
	if len(sums) == 0 {
		cv.text("small", (a.r0+a.r1)/2, top+15, "middle", "no data")
	}
	for i, s := range sums {
		cy := top + (float64(i)+.5)*rowHeight
		cv.text("", left-8, cy+4, "end", labels[i])
		cv.box(a, s, i, cy)
	}
	clip := a.clipText(a.clipped(all))
	h := bottom + 26 + axisLabelHeight(c.XLabel)
	return h + cv.clipNote(clip, h), clip
}

// clipNote writes what the axis clips on a line at y, and returns the line's height.
func (cv *canvas) clipNote(clip string, y float64) float64 {
	if clip == "" {
		return 0
	}
	cv.text("small", width/2, y+10, "middle", "▸ "+clip)
	return rowHeight
}

// clipDesc is the text alternative's sentence about clipping.
func clipDesc(clip string) string {
	if clip == "" {
		return ""
	}
	return " The axis leaves out outliers: " + clip + ", drawn at its end (▸ marks a clipped whisker)."
}

// box draws one row's box plot centred on y = cy, or says it has no values. Parts beyond
// the axis are held at its ends, and a whisker that runs past an end ends in a ▸ there.
func (cv *canvas) box(a axis, s summary, i int, cy float64) {
	if s.n == 0 {
		cv.text("small", (a.r0+a.r1)/2, cy+4, "middle", "no finite values")
		return
	}
	x := a.pin
	fmt.Fprintf(&cv.body, `<g class="%s">`, seriesClass(i))
	cv.path("whisker", fmt.Sprintf("M%s %sv10M%s %sH%sM%s %sv10", num(x(s.min)), num(cy-5),
		num(x(s.min)), num(cy), num(x(s.max)), num(x(s.max)), num(cy-5)))
	cv.rect("box", x(s.q1), cy-7, x(s.q3)-x(s.q1), 14)
	cv.body.WriteString("</g>")
	cv.line("median", x(s.median), cy-8, x(s.median), cy+8)
	cv.path("mean", fmt.Sprintf("M%s %sl4 4-4 4-4-4z", num(x(s.mean)), num(cy-4)))
	if _, above := a.beyond(s.max); above {
		cv.path("clip", fmt.Sprintf("M%s %sl6 5-6 5z", num(a.r1), num(cy-5)))
	}
	if below, _ := a.beyond(s.min); below {
		cv.path("clip", fmt.Sprintf("M%s %sl-6 5 6 5z", num(a.r0), num(cy-5)))
	}
	cv.text("", medianRight, cy+4, "end", value(s.median))
	cv.text("", meanRight, cy+4, "end", value(s.mean))
}

// xAxis draws vertical grid lines from top to bottom at a's ticks, the axis line at the
// bottom with its tick labels, and the axis name below them.
func (cv *canvas) xAxis(c Chart, a axis, top, bottom float64) {
	var grid, ticks strings.Builder
	for _, t := range a.ticks() {
		x := num(a.at(t))
		fmt.Fprintf(&grid, "M%s %sV%s", x, num(top), num(bottom))
		fmt.Fprintf(&ticks, "M%s %sv4", x, num(bottom))
		cv.text("tick", a.at(t), bottom+17, "middle", a.tickLabel(t))
	}
	cv.path("grid", grid.String())
	cv.path("axis", fmt.Sprintf("M%s %sH%s", num(a.r0), num(bottom), num(a.r1))+ticks.String())
	if c.XLabel != "" {
		cx := (a.r0 + a.r1) / 2
		cv.text("axis-label", cx, bottom+34, "middle", fit(c.XLabel, fontSize, 2*min(cx, width-cx)-8))
	}
}

func axisLabelHeight(s string) float64 {
	if s == "" {
		return 0
	}
	return 16
}

// distributionDesc is the text alternative: how to read the chart, then each system's numbers.
func distributionDesc(c Chart, systems []string, scores [][]float64, sums []summary) string {
	var b strings.Builder
	what := c.XLabel
	if what == "" {
		what = "scores"
	}
	n := max(len(systems), len(scores))
	fmt.Fprintf(&b, "Box plots of %s for %s: whiskers at the minimum and maximum, box from the "+
		"first to the third quartile, bar at the median, diamond at the mean.", label(what, maxDescRunes), count(n, "system"))
	for i, s := range sums {
		fmt.Fprintf(&b, " %s: ", label(systemName(systems, i), maxDescRunes))
		if s.n == 0 {
			b.WriteString("no finite values")
		} else {
			fmt.Fprintf(&b, "median %s, mean %s, minimum %s, first quartile %s, third quartile %s, maximum %s, %s",
				value(s.median), value(s.mean), value(s.min), value(s.q1), value(s.q3), value(s.max), count(s.n, "value"))
		}
		if s.skipped > 0 {
			fmt.Fprintf(&b, " (%s skipped)", count(s.skipped, "non-finite value"))
		}
		b.WriteString(".")
	}
	if n > len(sums) {
		fmt.Fprintf(&b, " %d more not drawn.", n-len(sums))
	}
	return b.String()
}

// item is xs[i], or the zero value past the end of xs.
func item[T any](xs []T, i int) T {
	var zero T
	if i < len(xs) {
		return xs[i]
	}
	return zero
}

// systemName is the caller's name for system i, or "system i+1" if it gave none.
func systemName(systems []string, i int) string {
	if s := clean(item(systems, i)); s != "" {
		return s
	}
	return fmt.Sprintf("system %d", i+1)
}

// count is "1 value", "2 values", "2 categories".
func count(n int, noun string) string {
	switch {
	case n == 1:
		return "1 " + noun
	case strings.HasSuffix(noun, "y"):
		return fmt.Sprintf("%d %sies", n, noun[:len(noun)-1])
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
