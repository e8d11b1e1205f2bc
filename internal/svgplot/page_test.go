package svgplot

import (
	"flag"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var pagePath = flag.String("page", "", "also write the test page of all charts to this file, for eyeballing")

// samples returns n scores per system, deterministic, each system with its own mean.
func samples(systems, n int) [][]float64 {
	r := rand.New(rand.NewPCG(1, 2))
	out := make([][]float64, systems)
	for s := range out {
		mu := 20 + 3*float64(s)
		for range n {
			out[s] = append(out[s], clamp(mu+r.NormFloat64()*15, 0, 100))
		}
	}
	return out
}

// grid is rows x cols deterministic values in [10, 60).
func grid(rows, cols int) [][]float64 {
	out := make([][]float64, rows)
	for i := range out {
		for j := range cols {
			out[i] = append(out[i], float64(10+(i*7+j*13)%50))
		}
	}
	return out
}

func names(n int) []string {
	all := []string{"Online-B", "Lan-BridgeMT", "GPT4-5shot", "ONLINE-W", "<script>alert(\"x\")</script>",
		"نظام الترجمة", "מערכת", "AIRC & co", "ZengHuiMT", "NLLB_Greedy", "CUNI-DocTransformer"}
	out := make([]string, n)
	for i := range out {
		out[i] = all[i%len(all)]
	}
	return out
}

// page is an HTML page with every chart, in light and dark mode, for eyeballing.
func page() string {
	sc := samples(10, 3000)
	diff := make([]float64, len(sc[0]))
	for i := range diff {
		diff[i] = sc[6][i] - sc[0][i]
	}
	var b strings.Builder
	b.WriteString(`<!doctype html><meta charset="utf-8"><title>svgplot</title><style>
body{font-family:system-ui;max-width:900px;margin:auto}
@media (prefers-color-scheme: dark){body{background:#111;color:#ddd}}
.dark{background:#111;color:#ddd}
</style>`)
	charts := []string{
		Distribution(Chart{ID: "dist", Title: "Sentence chrF", XLabel: "chrF", YLabel: "system"}, names(10), sc),
		SortedDifference(Chart{ID: "diff", Title: "Sentence chrF: " + names(7)[6] + " vs Online-B",
			XLabel: "segments, sorted by difference", YLabel: "Δ chrF"}, names(7)[6], "Online-B", diff),
		GroupedBars(Chart{ID: "bars", Title: "chrF by reference length", XLabel: "reference length (words)", YLabel: "chrF"},
			Bars{Categories: []string{"<10", "[10,20)", "[20,40)", "[40,60)", ">=60"}, Systems: names(7),
				Values: [][]float64{{50, 52, 55, 51, 48}, {49, 51, 56, 50, 45}, {40, 45, 47, 49, -3}, {50, 52, 55, 51, 48},
					{49, 51, 56, 50, 45}, {40, 45, 47, 49, 30}, {20, 25, 37, 39, 20}},
				Errors: [][]float64{{1, 1.5, 2, 2, 3}},
				Notes:  [][]string{{"n=120", "n=300", "n=50", "n=20", "n=7"}}}),
		GroupedBars(Chart{ID: "many", Title: "Twelve systems, one pattern each", YLabel: "BLEU"},
			Bars{Categories: []string{"news", "speech", "social media with a very long category name"},
				Systems: names(12), Values: grid(12, 3)}),
		Distribution(Chart{ID: "edge-dist", Title: "Edge cases: equal, negative, empty, TER above 100", XLabel: "TER"},
			[]string{"all equal", "negative", "empty", "", "TER"},
			[][]float64{{7, 7, 7}, {-5, -1, -30}, {}, {math.NaN()}, {0, 40, 60, 150, 420}}),
		SortedDifference(Chart{ID: "edge-diff", Title: "Edge case: no segments"}, "A", "B", nil),
		GroupedBars(Chart{ID: "edge-bars", Title: "Edge case: negative values with notes", YLabel: "Δ"},
			Bars{Categories: []string{"a", "b"}, Systems: []string{"x", "y", "z"},
				Values: [][]float64{{-3, 2}, {1, -4}, {math.Inf(1), 0}},
				Notes:  [][]string{{"p=0.001", "p=0.2"}, {"p=0.04", "p=0.5"}}}),
	}
	for _, c := range charts {
		b.WriteString("<div>" + c + "</div>")
	}
	for _, c := range charts {
		b.WriteString(`<div class="dark">` + strings.ReplaceAll(c, `id="`, `id="dark-`) + "</div>")
	}
	return b.String()
}

func TestPage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "page.html")
	if *pagePath != "" {
		path = *pagePath
	}
	if err := os.WriteFile(path, []byte(page()), 0o644); err != nil {
		t.Fatal(err)
	}
}
