package pagetest

import (
	"slices"

	"github.com/go-rod/rod"
)

// checkExampleOrder orders the report's n examples by a metric read from files (metric k of
// the page, named name), by segment number and by the first metric: largest difference of the
// pair first under the chosen metric (ties by segment), as the report itself orders them under
// the metric that picked them.
func checkExampleOrder(b *browserPage, n, k int, name string) {
	t := b.t
	order := func(metric int) (sizes, segments []float64) {
		rows := b.eval(`k => Array.from(document.querySelectorAll("#example-list article")).map(a =>
			[k < 0 ? 0 : Math.abs(parseFloat(a.dataset.diffs.split(" ")[k])), parseInt(a.dataset.segment, 10)])`, metric).Arr()
		for _, r := range rows {
			sizes, segments = append(sizes, -r.Arr()[0].Num()), append(segments, r.Arr()[1].Num())
		}
		return sizes, segments
	}
	if sizes, _ := order(0); !slices.IsSorted(sizes) || len(sizes) != n {
		t.Errorf("as written: |BLEU A − B| %v, want largest first", sizes)
	}
	for _, c := range []struct {
		option string
		metric int
	}{{name + ": largest difference first", k}, {"segment number", -1}, {"BLEU: largest difference first", 0}} {
		if err := b.element("#example-order").Select([]string{c.option}, true, rod.SelectorTypeText); err != nil {
			t.Fatal(err)
		}
		sizes, segments := order(c.metric)
		if !slices.IsSorted(sizes) || c.metric < 0 && !slices.IsSorted(segments) || len(sizes) != n {
			t.Errorf("ordered by %q: sizes %v, segments %v", c.option, sizes, segments)
		}
	}
}
