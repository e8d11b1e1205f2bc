package svgplot

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Chart is what every chart shares: the ids, the title and the axis names.
type Chart struct {
	// ID prefixes the ids of the chart's elements (ID-title, ID-desc, ID-p0, ...) and must
	// be unique on the page. Only ASCII letters, digits, '-' and '_' are kept; an empty ID
	// is "svgplot".
	ID string
	// Title is drawn above the chart and is its accessible name.
	Title string
	// XLabel and YLabel name the axes; either may be empty.
	XLabel, YLabel string
	// Range is the interval the values on the chart's value axis can take (for a sorted
	// difference, the interval of the differences). The axis never runs past it, and an
	// unbounded end is robust to outliers: see Range.
	Range Range
}

// Range is the interval a metric's values can take, such as [0, 100] for BLEU and chrF or
// [0, +Inf) for TER; an end that is infinite is unbounded. The zero value means the range
// is not known (both ends unbounded), as for scores read from files (COMET).
//
// A value axis spans the values drawn, rounded outward to round numbers but never past the
// range. At an unbounded end, outliers do not flatten the chart: if the extreme value lies
// more than half the spread of the central 98% (the 1st to the 99th percentile) beyond the
// 99th percentile (or below the 1st), the axis ends at that percentile, rounded outward, and
// the chart and its text alternative say how many values it leaves out ("2 clipped above 200").
type Range struct{ Lo, Hi float64 }

// ends are the range's ends, both infinite if it is not known.
func (r Range) ends() (lo, hi float64) {
	if r == (Range{}) || math.IsNaN(r.Lo) || math.IsNaN(r.Hi) || r.Lo >= r.Hi {
		return math.Inf(-1), math.Inf(1)
	}
	return r.Lo, r.Hi
}

// Limits that bound a chart's size whatever its input.
const (
	MaxSeries     = 30 // systems drawn in one chart
	MaxCategories = 30 // bar groups drawn in one chart
)

// width is the viewBox width of every chart, in user units that are also the font's units,
// and the chart's intrinsic width in CSS pixels: the width it gets in a phone's column (a
// 390-pixel screen less its margins) or in a third of a wide page. Laid out for that width,
// a chart keeps its smallest text (fontSize) at 11 CSS pixels or more when a phone shrinks
// it to 358 pixels, instead of a wide chart's text shrinking to a third of its size.
const width = 380

// fontSize is the size of every text but the title, in user units.
const fontSize = 12

// style is each chart's own stylesheet. An inline SVG's <style> applies to the whole page,
// so every rule is scoped to .svgplot, and colours come from custom properties the page can
// set. The series rules come before the part rules, which override their fill or stroke.
var style = func() string {
	var b strings.Builder
	b.WriteString(`.svgplot{font-family:var(--svgplot-font,sans-serif);font-size:12px}` +
		`.svgplot text{fill:currentColor;stroke:none}`)
	for i, c := range palette {
		fmt.Fprintf(&b, ".svgplot .s%d{fill:var(--svgplot-s%d,%s);stroke:var(--svgplot-s%d,%s)}", i, i, c, i, c)
	}
	b.WriteString(`.svgplot .axis{stroke:currentColor;fill:none}` +
		`.svgplot .grid{stroke:currentColor;stroke-opacity:.15;fill:none}` +
		`.svgplot .zero{stroke:currentColor;stroke-width:1.5}` +
		`.svgplot .box,.svgplot .area,.svgplot .tint{fill-opacity:.35}` +
		`.svgplot .tint{stroke:none}` +
		`.svgplot .track{fill:currentColor;fill-opacity:.07;stroke:none}` +
		`.svgplot .whisker,.svgplot .hatch{fill:none}` +
		`.svgplot .hatch{stroke-width:1.5}` +
		`.svgplot .median{stroke:currentColor;stroke-width:2.5}` +
		`.svgplot .mean{fill:currentColor;stroke:none}` +
		`.svgplot .err{stroke:currentColor;fill:none;stroke-width:1.2}` +
		`.svgplot .title{font-size:14px;font-weight:bold}` +
		`.svgplot .clip{fill:currentColor;stroke:none}`)
	return b.String()
}()

// palette is Tableau 10, the series colours' fallbacks.
var palette = [10]string{"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
	"#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"}

// canvas collects a chart's <defs> and body; finish wraps them once the height is known.
type canvas struct {
	id         string
	defs, body strings.Builder
	defined    map[int]bool // the series whose fill pattern is in defs
}

func newCanvas(c Chart) *canvas { return &canvas{id: cleanID(c.ID)} }

// finish returns the whole <svg> element; kind is its accessible name if it has no title.
func (cv *canvas) finish(c Chart, kind string, height float64, desc string) string {
	title := label(c.Title, maxDescRunes)
	if title == "" {
		title = kind
	}
	var b strings.Builder
	b.Grow(cv.defs.Len() + cv.body.Len() + len(style) + len(desc) + 512)
	h := num(math.Ceil(height))
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %s" width="%d" height="%s" class="svgplot"`+
		` role="img" aria-labelledby="%s-title" aria-describedby="%s-desc">`, width, h, width, h, cv.id, cv.id)
	fmt.Fprintf(&b, `<title id="%s-title">%s</title><desc id="%s-desc">%s</desc><style>%s</style>`,
		cv.id, esc(title), cv.id, esc(desc), style)
	if cv.defs.Len() > 0 {
		fmt.Fprintf(&b, "<defs>%s</defs>", cv.defs.String())
	}
	b.WriteString(cv.body.String())
	b.WriteString("</svg>\n")
	return b.String()
}

// cleanID keeps the characters an id may hold anywhere, and starts it with a letter.
func cleanID(id string) string {
	id = strings.Map(func(r rune) rune {
		if r < 128 && (r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return r
		}
		return -1
	}, id)
	if len(id) > 64 {
		id = id[:64]
	}
	if id == "" {
		return "svgplot"
	}
	if c := id[0]; c == '-' || c == '_' || c >= '0' && c <= '9' {
		return "c" + id
	}
	return id
}

// num formats a coordinate with at most one decimal: a tenth of a unit is invisible at any
// size the chart is shown, and each digit saved counts in a page of 60 charts. A NaN, which
// the layout should never produce, becomes 0, and coordinates are kept within ±100000 so
// that a wild value cannot make a wild string.
func num(v float64) string {
	if math.IsNaN(v) {
		return "0"
	}
	v = math.Round(math.Max(-1e5, math.Min(1e5, v))*10) / 10
	if v == 0 {
		return "0" // and not "-0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")

// esc escapes s for XML text and attributes alike; s has already passed through label.
func esc(s string) string { return escaper.Replace(s) }

// text draws s, a label's result, at (x, y) with the given anchor ("" for start) and class.
func (cv *canvas) text(class string, x, y float64, anchor, s string) {
	cv.textRotated(class, x, y, anchor, 0, s)
}

// textRotated draws s turned by deg degrees around its anchor point.
func (cv *canvas) textRotated(class string, x, y float64, anchor string, deg int, s string) {
	if s == "" {
		return
	}
	b := &cv.body
	b.WriteString("<text")
	if class != "" {
		fmt.Fprintf(b, ` class="%s"`, class)
	}
	fmt.Fprintf(b, ` x="%s" y="%s"`, num(x), num(y))
	if anchor != "" {
		fmt.Fprintf(b, ` text-anchor="%s"`, anchor)
	}
	if deg != 0 {
		fmt.Fprintf(b, ` transform="rotate(%d %s %s)"`, deg, num(x), num(y))
	}
	fmt.Fprintf(b, ">%s</text>", esc(s))
}

func (cv *canvas) line(class string, x1, y1, x2, y2 float64) {
	fmt.Fprintf(&cv.body, `<line class="%s" x1="%s" y1="%s" x2="%s" y2="%s"/>`, class, num(x1), num(y1), num(x2), num(y2))
}

func (cv *canvas) rect(class string, x, y, w, h float64) {
	if class != "" {
		fmt.Fprintf(&cv.body, `<rect class="%s" x="%s" y="%s" width="%s" height="%s"/>`, class, num(x), num(y), num(w), num(h))
		return
	}
	fmt.Fprintf(&cv.body, `<rect x="%s" y="%s" width="%s" height="%s"/>`, num(x), num(y), num(w), num(h))
}

func (cv *canvas) path(class, d string) {
	fmt.Fprintf(&cv.body, `<path class="%s" d="%s"/>`, class, d)
}

// title draws the chart's title and returns the y where the chart's next part may start.
func (cv *canvas) title(c Chart) float64 {
	if c.Title == "" {
		return 8
	}
	cv.text("title", width/2, 20, "middle", fit(c.Title, 15.5, width-12))
	return 32
}
