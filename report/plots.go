package report

import (
	"fmt"
	"html/template"
	"math"
	"strings"

	"github.com/sacre-mt/sacre/internal/svgplot"
)

// segmentPlots draws, per metric, the distribution of every system's sentence scores and the
// pair's sorted per-segment differences (positive where A is better, whatever the metric's
// direction).
func segmentPlots(r *Report) []plotView {
	var out []plotView
	for k, m := range r.Metrics {
		id := fmt.Sprintf("dist-%d", k)
		svg := svgplot.Distribution(svgplot.Chart{ID: id, Title: m.Name + ": sentence scores", XLabel: m.Name,
			Range: sentenceRange(m)}, r.Names, m.Sentences)
		out = append(out, plotView{SVG: template.HTML(svg),
			Caption: fmt.Sprintf("%s sentence scores: box from the first to the third quartile, median bar, mean diamond, whiskers from the minimum to the maximum.", m.Name)})
	}
	if len(r.Pair) != 2 {
		return out
	}
	a, b := r.Names[r.Pair[0]], r.Names[r.Pair[1]]
	for k, m := range r.Metrics {
		diff := r.PairDiff[k].Values
		ylabel := m.Name + ": A − B"
		if m.LowerBetter {
			d := make([]float64, len(diff))
			for i, x := range diff {
				d[i] = -x
			}
			diff, ylabel = d, m.Name+": B − A (lower is better)"
		}
		svg := svgplot.SortedDifference(svgplot.Chart{ID: fmt.Sprintf("diff-%d", k),
			Title: m.Name + ": per-segment difference", XLabel: "segments, sorted", YLabel: ylabel,
			Range: differenceRange(sentenceRange(m))}, a, b, diff)
		out = append(out, plotView{SVG: template.HTML(svg),
			Caption: fmt.Sprintf("%s: each segment's sentence score difference between A and B, sorted; above zero A is better.", m.Name)})
	}
	return out
}

// sentenceRange is the interval a metric's sentence scores can take: 0 to 100 for BLEU and
// chrF, 0 and up for TER and the error rates (a hypothesis far longer than its reference
// has a TER far above 100), not known for scores read from files (COMET's) or others.
func sentenceRange(m Metric) svgplot.Range {
	switch {
	case m.External:
		return svgplot.Range{}
	case m.LowerBetter:
		return svgplot.Range{Lo: 0, Hi: math.Inf(1)}
	case strings.HasPrefix(m.Name, "BLEU"), strings.HasPrefix(m.Name, "chrF"):
		return svgplot.Range{Lo: 0, Hi: 100}
	}
	return svgplot.Range{}
}

// differenceRange is the interval of the differences of two scores in rg: unbounded if rg is.
func differenceRange(rg svgplot.Range) svgplot.Range {
	w := rg.Hi - rg.Lo
	if rg == (svgplot.Range{}) || math.IsInf(w, 0) || math.IsNaN(w) {
		return svgplot.Range{}
	}
	return svgplot.Range{Lo: -w, Hi: w}
}
