package svgplot

import (
	"fmt"
	"math"
	"strings"
)

// tie is the largest difference that counts as a tie: per-segment scores of two systems
// are equal when they agree, up to the rounding of a subtraction.
const tie = 1e-9

// maxPoints bounds the points drawn of a sorted difference.
const maxPoints = 600

// SortedDifference draws the per-segment score differences of two systems, diff[i] being
// system a's score minus system b's on segment i, sorted ascending: an area above the zero
// line where a is better, below it where b is better. A legend and the text alternative
// give how many segments each system wins and how many are ties (|diff| <= 1e-9), and the
// text alternative the differences' minimum, median, mean and maximum.
//
// Non-finite differences are skipped and counted. The caller's slice is not changed; the
// curve is drawn through at most about 600 of the sorted points, always keeping the first
// and the last (the exact minimum and maximum) and those on either side of the zero crossing.
func SortedDifference(c Chart, a, b string, diff []float64) string {
	s, sorted := summarize(diff)
	neg, ties := wins(sorted)
	d := difference{sorted: sorted, neg: neg, ties: ties, a: a, b: b}
	cv := newCanvas(c)
	h, clip := cv.difference(c, d)
	return cv.finish(c, "Sorted differences", h, differenceDesc(c, d, s)+clipDesc(clip))
}

// difference is a sorted sample split in three runs: sorted[:neg] are below -tie (b better),
// the next ties are ties, and the rest are above tie (a better).
type difference struct {
	sorted    []float64
	neg, ties int
	a, b      string
}

func (d difference) pos() int { return len(d.sorted) - d.neg - d.ties }

func wins(sorted []float64) (neg, ties int) {
	for _, v := range sorted {
		switch {
		case v < -tie:
			neg++
		case v <= tie:
			ties++
		}
	}
	return neg, ties
}

// difference draws the legend, the axes and the two areas, and returns the chart's height
// and what the value axis clips.
func (cv *canvas) difference(c Chart, d difference) (float64, string) {
	n := len(d.sorted)
	items := []legendItem{
		{series: 0, class: "area", name: nameOr(d.a, "A"), suffix: fmt.Sprintf(" better: %d", d.pos())},
		{series: 1, class: "area", name: nameOr(d.b, "B"), suffix: fmt.Sprintf(" better: %d", d.neg)},
		{series: -1, suffix: fmt.Sprintf("ties: %d", d.ties)},
	}
	top := cv.legend(items, 8, cv.title(c)+4, width-16) + 10
	lo, hi := extent(d.sorted, c.Range)
	if n > 0 {
		lo, hi = min(lo, 0), max(hi, 0)
	}
	bottom := top + 200
	y := niceAxis(lo, hi, 5, bottom, top).within(c.Range)
	left := yAxisLeft(c, y)
	cv.yAxis(c, y, left, top, bottom)
	x := fitAxis(0, float64(max(n, 1)), 6, left, width-24, Range{})
	x.d0, x.d1 = 0, float64(max(n, 1))
	x.step = max(x.step, 1)
	cv.xAxis(c, x, top, bottom)
	cv.line("zero", x.r0, y.at(0), x.r1, y.at(0))
	if n == 0 {
		cv.text("small", (x.r0+x.r1)/2, top+20, "middle", "no data")
	}
	cv.areas(d, x, y)
	clip := y.clipText(y.clipped(d.sorted))
	h := bottom + 26 + axisLabelHeight(c.XLabel)
	return h + cv.clipNote(clip, h), clip
}

// nameOr is s cleaned, or def if s is empty.
func nameOr(s, def string) string {
	if clean(s) == "" {
		return def
	}
	return clean(s)
}

// areas draws the negative and the positive runs of kept points, each closed on the zero
// line; the ties lie on the zero line itself.
func (cv *canvas) areas(d difference, x, y axis) {
	n := len(d.sorted)
	px := func(i int) float64 { return x.at(float64(i) + .5) }
	keep := downsample(d, func(i int) (float64, float64) { return px(i), y.pin(d.sorted[i]) })
	z := num(y.at(0))
	var bArea, aArea strings.Builder
	for _, i := range keep {
		area := &aArea
		if i < d.neg {
			area = &bArea
		} else if i < d.neg+d.ties {
			continue
		}
		if area.Len() == 0 {
			fmt.Fprintf(area, "M%s %sL", num(px(i)), z)
		}
		fmt.Fprintf(area, "%s %s ", num(px(i)), num(y.pin(d.sorted[i])))
	}
	if d.neg > 0 {
		cv.path("area s1", bArea.String()+num(px(d.neg-1))+" "+z+"Z")
	}
	if d.pos() > 0 {
		cv.path("area s0", aArea.String()+num(px(n-1))+" "+z+"Z")
	}
}

// downsample picks the indices of the sorted points to draw: the first and the last, those
// on either side of the boundaries between the runs, and any point at least a step (in
// pixels, along x plus along y) from the last one kept. A sorted curve's path is at most as
// long as the plot is wide plus high, so about maxPoints steps cover it.
func downsample(d difference, at func(int) (float64, float64)) []int {
	n := len(d.sorted)
	if n <= maxPoints {
		keep := make([]int, n)
		for i := range keep {
			keep[i] = i
		}
		return keep
	}
	x0, y0 := at(0)
	xn, yn := at(n - 1)
	step := (math.Abs(xn-x0) + math.Abs(yn-y0)) / (maxPoints - 10)
	b1, b2 := d.neg, d.neg+d.ties
	keep, lx, ly := []int{0}, x0, y0
	for i := 1; i < n; i++ {
		x, y := at(i)
		forced := i == n-1 || i == b1-1 || i == b1 || i == b2-1 || i == b2
		if forced || math.Abs(x-lx)+math.Abs(y-ly) >= step {
			keep, lx, ly = append(keep, i), x, y
		}
	}
	return keep
}

// yAxisLeft is the plot's left edge: room for a's tick labels and the axis name.
func yAxisLeft(c Chart, a axis) float64 {
	w := 0.0
	for _, t := range a.ticks() {
		w = max(w, textWidth(a.tickLabel(t), fontSize))
	}
	if c.YLabel != "" {
		w += 16
	}
	return 8 + w + 9
}

// yAxis draws horizontal grid lines at a's ticks, their labels left of the plot's left edge
// and the axis name turned along it.
func (cv *canvas) yAxis(c Chart, a axis, left, top, bottom float64) {
	if c.YLabel != "" {
		cv.textRotated("axis-label", 14, (top+bottom)/2, "middle", -90, fit(c.YLabel, fontSize, bottom-top))
	}
	var grid strings.Builder
	for _, t := range a.ticks() {
		y := a.at(t)
		fmt.Fprintf(&grid, "M%s %sH%d", num(left), num(y), width-24)
		cv.text("tick", left-7, y+4, "end", a.tickLabel(t))
	}
	cv.path("grid", grid.String())
	cv.line("axis", left, top, left, bottom)
}

// differenceDesc is the text alternative: the wins, ties and the differences' summary.
func differenceDesc(c Chart, d difference, s summary) string {
	a, b := label(nameOr(d.a, "A"), maxDescRunes), label(nameOr(d.b, "B"), maxDescRunes)
	n := len(d.sorted)
	var w strings.Builder
	fmt.Fprintf(&w, "Per-segment differences %s minus %s", a, b)
	if c.YLabel != "" {
		fmt.Fprintf(&w, " (%s)", label(c.YLabel, maxDescRunes))
	}
	fmt.Fprintf(&w, ", sorted ascending, over %s: %s better: %s, %s better: %s, ties: %s.",
		count(n, "segment"), a, share(d.pos(), n), b, share(d.neg, n), share(d.ties, n))
	if n > 0 {
		fmt.Fprintf(&w, " Minimum %s, median %s, mean %s, maximum %s.",
			value(s.min), value(s.median), value(s.mean), value(s.max))
	}
	if s.skipped > 0 {
		fmt.Fprintf(&w, " %s skipped.", count(s.skipped, "non-finite value"))
	}
	return w.String()
}

// share is "n (p%)".
func share(k, n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%s%%)", k, value(100*float64(k)/float64(n)))
}
