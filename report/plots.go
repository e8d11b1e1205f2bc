package report

import (
	"fmt"
	"html/template"

	"github.com/sacre-mt/sacre/internal/svgplot"
)

// segmentPlots draws, per metric, the distribution of every system's sentence scores and the
// pair's sorted per-segment differences (positive where A is better, whatever the metric's
// direction).
func segmentPlots(r *Report) []plotView {
	var out []plotView
	for k, m := range r.Metrics {
		id := fmt.Sprintf("dist-%d", k)
		svg := svgplot.Distribution(svgplot.Chart{ID: id, Title: m.Name + ": sentence scores per system", XLabel: m.Name},
			r.Names, m.Sentences)
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
			Title: m.Name + ": per-segment difference, sorted", XLabel: "segments, sorted", YLabel: ylabel}, a, b, diff)
		out = append(out, plotView{SVG: template.HTML(svg),
			Caption: fmt.Sprintf("%s: each segment's sentence score difference between A and B, sorted; above zero A is better.", m.Name)})
	}
	return out
}
