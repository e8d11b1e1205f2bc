package svgplot

import (
	"fmt"
	"math"
	"strings"
)

// multiples is the layout of small multiples: the columns' left edge and width, the rows'
// top and bottom, and the bars' scale within a column.
type multiples struct {
	left, colW, top, bottom float64
	a                       axis
}

// x0 is the left edge of column k's bars.
func (m multiples) x0(k int) float64 { return m.left + float64(k)*m.colW + 2 }

// matrix draws many systems' bars as small multiples: a column per category, a row per
// system named at its start, every bar from zero on one scale; it returns the chart's height.
func (cv *canvas) matrix(c Chart, b Bars, S, K int) float64 {
	labels, labelW := rowLabels(b.Systems, S, 110)
	m := multiples{left: labelW + 14}
	m.colW = (barsRight - m.left) / float64(max(K, 1))
	y := cv.title(c) + 4
	if c.XLabel != "" {
		cx := (m.left + barsRight) / 2
		cv.text("axis-label", cx, y+12, "middle", fit(c.XLabel, fontSize, 2*min(cx, width-cx)-8))
		y += 18
	}
	m.top = y + cv.columnHeads(b, K, m, y)
	m.bottom = m.top + float64(S)*rowHeight
	lo, hi, _ := b.extent(S, K)
	m.a = niceAxis(lo, hi, 10, 0, m.colW-4).within(c.Range)
	cv.columns(m, K)
	for s := range S {
		cy := m.top + (float64(s)+.5)*rowHeight
		cv.text("", m.left-8, cy+4, "end", labels[s])
		cv.row(b, m, s, K, cy)
	}
	scale := fmt.Sprintf("bars from %s to %s in each column", m.a.tickLabel(m.a.d0), m.a.tickLabel(m.a.d1))
	if c.YLabel != "" {
		scale = fit(c.YLabel, fontSize, 100) + ", " + scale
	}
	cv.text("small", width/2, m.bottom+16, "middle", fit(scale, fontSize, width-8))
	return m.bottom + 24
}

// rowLabels are the first n names, cut to about w units, and the widest one's width.
func rowLabels(names []string, n int, w float64) ([]string, float64) {
	labels, widest := make([]string, n), 30.0
	for i := range labels {
		labels[i] = fit(systemName(names, i), fontSize, w)
		widest = max(widest, textWidth(labels[i], fontSize))
	}
	return labels, widest
}

// columns draws each column's background, the span of its scale, and its zero line.
func (cv *canvas) columns(m multiples, K int) {
	var zero, tracks strings.Builder
	for k := range K {
		fmt.Fprintf(&zero, "M%s %sV%s", num(m.x0(k)+m.a.at(0)), num(m.top), num(m.bottom))
		fmt.Fprintf(&tracks, "M%s %sh%sv%sh-%sz", num(m.x0(k)), num(m.top), num(m.a.r1), num(m.bottom-m.top), num(m.a.r1))
	}
	cv.path("track", tracks.String())
	cv.path("axis", zero.String())
}

// columnHeads names the columns above them from y, across if the names fit, else turned
// upright (only every few if even that is too tight); it returns their height.
func (cv *canvas) columnHeads(b Bars, K int, m multiples, y float64) float64 {
	names, widest := make([]string, K), 0.0
	for k := range names {
		names[k] = fit(categoryName(b.Categories, k), fontSize, 100)
		widest = max(widest, textWidth(names[k], fontSize))
	}
	turn := widest > m.colW-6
	every, h := 1, float64(rowHeight)
	if turn {
		every, h = int(math.Ceil(lineHeight/m.colW)), widest+10
	}
	for k, s := range names {
		cx := m.left + (float64(k)+.5)*m.colW
		switch {
		case k%every != 0:
		case turn:
			cv.textRotated("", cx+4, y+h-4, "", -90, s)
		default:
			cv.text("", cx, y+14, "middle", s)
		}
	}
	return h
}

// row draws system s's bars, one per column.
func (cv *canvas) row(b Bars, m multiples, s, K int, cy float64) {
	fmt.Fprintf(&cv.body, `<g class="%s">`, seriesClass(s))
	for k := range K {
		if v, _, _, ok := b.bar(s, k); ok {
			z, e := m.a.at(0), m.a.pin(v)
			cv.rect("", m.x0(k)+min(z, e), cy-6, math.Abs(e-z), 12)
		}
	}
	cv.body.WriteString("</g>")
}
