// Package svgplot draws the charts of sacre's HTML report as inline SVG: box plots of
// sentence-level scores, sorted per-segment differences of two systems, and grouped bars.
//
// It mirrors nothing; it is written for a self-contained page: no script, no external font,
// no network. Each chart is one <svg> string and the same input always gives the same bytes.
// Coordinates carry at most one decimal, and whatever the input's size the output is
// bounded: at most MaxSeries systems and MaxCategories categories are drawn (the text
// alternative says how many were left out), labels are cut to a few dozen characters, and a
// sorted difference keeps at most about 600 of its points.
//
// # Size and legibility
//
// Every chart is laid out for 380 CSS pixels, the width it gets in a phone's column or in a
// third of a wide page: its viewBox is 380 units wide, its width and height attributes give
// the viewBox's size in pixels, and its text is 12 units high (titles 14). A page lets it
// shrink (max-width: 100%; height: auto) down to a 390-pixel phone's 358-pixel column, where
// its smallest text is 11.3 pixels, and may grow it a little (the report caps it at 456
// pixels); it should not grow it much more, nor squeeze it into a narrower column, whose
// text would shrink below 11 pixels.
// Labels are laid out apart with widths estimated on the wide side (DejaVu Sans's): tick
// labels are thinned until they fit, category names turn upright (and only every few are
// named) when they do not fit across, and bar notes too wide for their bars are left out
// (the chart says so; the text alternative keeps them). More than MaxGrouped systems' bars
// are drawn as small multiples, a column per category and a row per system.
//
// # Axes
//
// A value axis covers the values, rounded outward to round numbers, but never past the
// chart's Range (BLEU and chrF: 0 to 100). At an unbounded end (TER above 0; both ends of a
// score whose range is not known, such as COMET's) an outlier does not flatten the chart:
// if the extreme lies more than half the spread of the central 98% beyond the 1st or 99th
// percentile, the axis ends at that percentile, rounded outward; values beyond it are drawn
// at the axis' end (a box plot's whisker ends in a ▸) and counted under the chart ("1 clipped
// above 200") and in its text alternative.
//
// # Accessibility
//
// Every chart is <svg role="img"> labelled by its <title> (Chart.Title) and described by its
// <desc>, a text alternative with the chart's key numbers: each system's quartiles, median and
// mean; the counts of segments each system wins; each bar's value. Non-finite values are
// skipped and counted there. The ids are ID-title, ID-desc and ID-p0, ID-p1, ... (fill
// patterns) for the caller's Chart.ID, which must be unique on the page. Systems differ by
// more than colour: box plot rows and bars are named by direct labels or a legend, and bars
// also differ by fill pattern (solid, hatches, dots, grids, blocks: 12 of them). Right-to-left names are wrapped
// in Unicode first-strong isolates (U+2068 ... U+2069), so they read correctly without
// moving their neighbours; every text is XML-escaped.
//
// # Styling
//
// Text and axes are drawn in currentColor, so they follow the page's text colour. Each
// chart carries a small <style> whose rules are scoped to the class "svgplot" of its <svg>
// and take their colours from CSS custom properties with fallbacks (Tableau 10, a palette
// readable with the common colour-vision deficiencies). A page restyles every chart by
// setting the properties, for instance under @media (prefers-color-scheme: dark) or
// @media print:
//
//	--svgplot-s0 ... --svgplot-s9  series colours (default #4e79a7 #f28e2b #e15759 #76b7b2
//	                               #59a14f #edc948 #b07aa1 #ff9da7 #9c755f #bab0ac)
//	--svgplot-font                 font family (default sans-serif)
//
// Classes, for pages that restyle the elements themselves:
//
//	svgplot        the <svg> element
//	s0 ... s9      series i (i modulo 10): sets fill and stroke
//	title, axis-label, tick, small, note
//	               texts (the chart title, an axis name, a tick label, column heads and
//	               notes under the chart, bar notes)
//	axis, grid, zero
//	               axis lines and ticks, grid lines, the zero line of a difference
//	box, whisker, median, mean
//	               parts of a box plot (quartile box, min-max line, median bar, mean diamond)
//	area           the areas of a sorted difference (A better: s0, B better: s1)
//	err            error bars
//	clip           the ▸ at the end of a clipped whisker
//	track          the background of a column of small multiples
//	tint, hatch    the background and the strokes of a fill pattern
package svgplot
