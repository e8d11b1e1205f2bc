package svgplot_test

import (
	"fmt"
	"math"
	"strings"

	"github.com/sacre-mt/sacre/internal/svgplot"
)

// between is the text of s between the first start and the following end.
func between(s, start, end string) string {
	_, s, _ = strings.Cut(s, start)
	s, _, _ = strings.Cut(s, end)
	return s
}

func ExampleDistribution() {
	svg := svgplot.Distribution(svgplot.Chart{ID: "chrf-dist", Title: "Sentence chrF", XLabel: "chrF", YLabel: "system",
		Range: svgplot.Range{Lo: 0, Hi: 100}},
		[]string{"baseline", "candidate"},
		[][]float64{{10, 20, 30, 40, 50}, {35, 40, 45, math.NaN()}})
	fmt.Println(svg[:strings.Index(svg, ">")+1])
	fmt.Println(between(svg, "<desc id=\"chrf-dist-desc\">", "</desc>"))
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 134" width="380" height="134" class="svgplot" role="img" aria-labelledby="chrf-dist-title" aria-describedby="chrf-dist-desc">
	// Box plots of chrF for 2 systems: whiskers at the minimum and maximum, box from the first to the third quartile, bar at the median, diamond at the mean. baseline: median 30, mean 30, minimum 10, first quartile 20, third quartile 40, maximum 50, 5 values. candidate: median 40, mean 40, minimum 35, first quartile 37.5, third quartile 42.5, maximum 45, 3 values (1 non-finite value skipped).
}

// A system that answers instead of translating has a segment with a TER of 900: TER has no
// upper bound, so the axis ends at the 99th percentile, rounded, and says what it leaves out.
func ExampleRange() {
	ter := make([]float64, 200)
	for i := range ter {
		ter[i] = float64(20 + i%60)
	}
	ter[0] = 900
	svg := svgplot.Distribution(svgplot.Chart{ID: "ter", Title: "Sentence TER", XLabel: "TER",
		Range: svgplot.Range{Lo: 0, Hi: math.Inf(1)}}, []string{"chatty"}, [][]float64{ter})
	_, clip, _ := strings.Cut(between(svg, "<desc id=\"ter-desc\">", "</desc>"), "values. ")
	fmt.Println(clip)
	// Output:
	// The axis leaves out outliers: 1 clipped above 80, drawn at its end (▸ marks a clipped whisker).
}

func ExampleSortedDifference() {
	a := []float64{30, 42, 55, 61, 20}
	b := []float64{28, 45, 55, 50, 21}
	diff := make([]float64, len(a))
	for i := range a {
		diff[i] = a[i] - b[i]
	}
	svg := svgplot.SortedDifference(svgplot.Chart{ID: "diff-bleu", Title: "BLEU: candidate vs baseline",
		XLabel: "segments, sorted", YLabel: "Δ sentence BLEU"}, "candidate", "baseline", diff)
	fmt.Println(between(svg, "<desc id=\"diff-bleu-desc\">", "</desc>"))
	// Output:
	// Per-segment differences candidate minus baseline (Δ sentence BLEU), sorted ascending, over 5 segments: candidate better: 2 (40%), baseline better: 2 (40%), ties: 1 (20%). Minimum -3, median 0, mean 1.8, maximum 11.
}

func ExampleGroupedBars() {
	svg := svgplot.GroupedBars(svgplot.Chart{ID: "by-length", Title: "chrF by reference length",
		XLabel: "reference length (words)", YLabel: "chrF"}, svgplot.Bars{
		Categories: []string{"<10", "[10,20)", ">=20"},
		Systems:    []string{"baseline", "candidate"},
		Values:     [][]float64{{48.2, 51.0, 47.5}, {50.1, 53.4, 49.9}},
		Errors:     [][]float64{{1.1, 0.8, 1.4}, {1.0, 0.7, 1.5}},
		Notes:      [][]string{{"n=120", "n=310", "n=70"}},
	})
	fmt.Println(between(svg, "<desc id=\"by-length-desc\">", "</desc>"))
	// Output:
	// Grouped bars of chrF by reference length (words) for 2 systems in 3 categories. &lt;10: baseline 48.2 ± 1.1 (n=120); candidate 50.1 ± 1. [10,20): baseline 51 ± 0.8 (n=310); candidate 53.4 ± 0.7. &gt;=20: baseline 47.5 ± 1.4 (n=70); candidate 49.9 ± 1.5.
}
