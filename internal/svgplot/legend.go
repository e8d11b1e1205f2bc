package svgplot

import (
	"fmt"
	"strconv"
	"strings"
)

// seriesClass is system i's colour class; colours repeat after ten systems.
func seriesClass(i int) string { return "s" + strconv.Itoa(i%len(palette)) }

// patterns are the tiles that tell systems apart beyond colour: system i has pattern i%12
// and colour i%10, so the first 12 systems differ by pattern and the first
// lcm(12, 10) = 60 > MaxSeries by the pair. The first is a solid fill; the others are a
// tint of the series colour with hatches, dots or blocks drawn in it ("@" stands for the
// series class), which stay distinct in grey print.
var patterns = [...]string{
	"",
	`<path class="hatch @" d="M0 6L6 0M-1 1L1-1M5 7L7 5"/>`,
	`<circle class="@" cx="3" cy="3" r="1.4"/>`,
	`<path class="hatch @" d="M0 3H6"/>`,
	`<path class="hatch @" d="M0 0L6 6M-1 5L1 7M5-1L7 1"/>`,
	`<path class="hatch @" d="M0 3H6M3 0V6"/>`,
	`<path class="hatch @" d="M3 0V6"/>`,
	`<path class="hatch @" d="M0 0L6 6M0 6L6 0"/>`,
	`<circle class="hatch @" cx="3" cy="3" r="1.8"/>`,
	`<path class="@" d="M0 0h3v3H0zM3 3h3v3H3z"/>`,
	`<circle class="@" cx="3" cy="3" r="2.4"/>`,
	`<path class="hatch @" d="M0 1.5H6"/><circle class="@" cx="3" cy="4.5" r="1"/>`,
}

// openSeries starts system i's group of shapes; closeSeries ends it. Within the group,
// shapes take the series colour (CSS, on the outer <g>) and the fill pattern (an attribute
// on the inner <g>, which the inherited CSS fill cannot override).
func (cv *canvas) openSeries(i int) {
	if i%len(patterns) == 0 {
		fmt.Fprintf(&cv.body, `<g class="%s"><g>`, seriesClass(i))
		return
	}
	fmt.Fprintf(&cv.body, `<g class="%s"><g fill="url(#%s)">`, seriesClass(i), cv.pattern(i))
}

// pattern defines system i's fill pattern, once, and returns its id.
func (cv *canvas) pattern(i int) string {
	id, sc := cv.id+"-p"+strconv.Itoa(i), seriesClass(i)
	if cv.defined[i] {
		return id
	}
	if cv.defined == nil {
		cv.defined = map[int]bool{}
	}
	cv.defined[i] = true
	fmt.Fprintf(&cv.defs, `<pattern id="%s" width="6" height="6" patternUnits="userSpaceOnUse">`+
		`<rect class="tint %s" width="6" height="6"/>%s</pattern>`, id, sc, strings.ReplaceAll(patterns[i%len(patterns)], "@", sc))
	return id
}

func (cv *canvas) closeSeries() { cv.body.WriteString("</g></g>") }

// legendItem is a swatch of a series (or none, for series < 0) and its text, a name and a
// suffix: a right-to-left name is isolated alone, so "<name> better: 3" keeps its order.
type legendItem struct {
	series    int
	class     string // more classes of a plain swatch
	patterned bool   // the swatch shows the series' fill pattern
	name      string // a caller's text, cut if need be and isolated if right-to-left
	suffix    string // our text after it
}

// legend lays the items out in rows from (x, y) to at most x+w, and returns the y below the
// last row. Texts too long for a row are cut.
func (cv *canvas) legend(items []legendItem, x, y, w float64) float64 {
	const size, gap, sw = 12.0, 16.0, 12.0
	cx, row := x, y
	for _, it := range items {
		t := fit(it.name, size, w-sw-4-textWidth(it.suffix, size)) + it.suffix
		iw := sw + 4 + textWidth(t, size)
		if it.series < 0 {
			iw -= sw + 4
		}
		if cx > x && cx+iw > x+w {
			cx, row = x, row+18
		}
		if it.series >= 0 {
			cv.swatch(it, cx, row)
			cx += sw + 4
		}
		cv.text("", cx, row+10, "", t)
		cx += textWidth(t, size) + gap
	}
	return row + 18
}

func (cv *canvas) swatch(it legendItem, x, y float64) {
	if !it.patterned {
		cv.rect(it.class+" "+seriesClass(it.series), x, y, 12, 12)
		return
	}
	cv.openSeries(it.series)
	cv.rect("", x, y, 12, 12)
	cv.closeSeries()
}
