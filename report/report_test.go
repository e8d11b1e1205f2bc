package report

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/significance"
)

// pairsOf makes a metric's results from scores and a p-value matrix.
func pairsOf(scores []float64, p [][]float64) significance.Pairs {
	out := significance.Pairs{P: p}
	for _, s := range scores {
		mean, ci := s, 0.5
		out.Systems = append(out.Systems, significance.Result{Score: s, Mean: &mean, CI: &ci})
	}
	return out
}

func TestClusters(t *testing.T) {
	p := [][]float64{
		{1, 0.3, 0.01, 0.001},
		{0.3, 1, 0.04, 0.001},
		{0.01, 0.04, 1, 0.2},
		{0.001, 0.001, 0.2, 1},
	}
	for _, c := range []struct {
		reason string
		ranked []int
		alpha  float64
		want   []int
	}{
		{"0 and 1 alike, 2 differs from 1, 3 like 2", []int{0, 1, 2, 3}, 0.05, []int{1, 1, 2, 2}},
		{"a stricter level joins 1 and 2", []int{0, 1, 2, 3}, 0.03, []int{1, 1, 1, 1}},
		{"clusters follow the ranking, not the input order", []int{3, 2, 1, 0}, 0.05, []int{2, 2, 1, 1}},
	} {
		if got := clusters(c.ranked, p, c.alpha); !slices.Equal(got, c.want) {
			t.Errorf("%s: clusters %v, want %v", c.reason, got, c.want)
		}
	}
}

func TestRankAndWins(t *testing.T) {
	m := Metric{Name: "TER", LowerBetter: true, Pairs: pairsOf([]float64{50, 40, 60}, nil),
		Sentences: [][]float64{{10, 20, 30, 5}, {10, 10, 40, 5}, {0, 30, 50, 5}}}
	if got := rank(m); !slices.Equal(got, []int{1, 0, 2}) {
		t.Errorf("TER ranks %v, want lowest first [1 0 2]", got)
	}
	wins := segmentWins(m)
	want := []Wins{{Best: 1, Tied: 1}, {Best: 1, Tied: 1}, {Best: 1, Tied: 1}}
	if !slices.Equal(wins, want) {
		t.Errorf("wins %v, want %v", wins, want)
	}
	d := pairDiff(m, 0, 1)
	if d.ABetter != 1 || d.BBetter != 1 || d.N != 4 || !slices.Equal(d.Values, []float64{0, 10, -10, 0}) {
		t.Errorf("pair difference %+v", d)
	}
}

func TestMarkMatches(t *testing.T) {
	grams := refGrams([][]string{strings.Fields("the cat sat on the mat")})
	got := markMatches(strings.Fields("a cat sat on a mat the"), grams)
	want := []int{0, 3, 3, 3, 0, 1, 1}
	for i, sp := range got {
		if sp.Match != want[i] {
			t.Errorf("word %d %q: match %d, want %d", i, sp.Word, sp.Match, want[i])
		}
	}
}

// smallData is three systems of four segments with names that need escaping everywhere.
func smallData() Data {
	names := []string{`a|b <i>&amp;`, `50% \emph{x}_y`, "نظام"}
	refs := [][]string{{"the cat sat on the mat", "hello world", "a b c d", "x"}}
	hyps := [][]string{
		{"the cat sat on a mat", "hello world", "a b c", "y"},
		{"a cat sat", "hello there world", "a b c d", "x"},
		{"the mat", "world", "d c b a", "x"},
	}
	p := [][]float64{{1, 0.02, 0.5}, {0.02, 1, 0.04}, {0.5, 0.04, 1}}
	return Data{
		Title: "Small <test>", Names: names, Hyps: hyps, Refs: refs, Examples: 3,
		Metrics: []Metric{{Name: "BLEU", Signature: "BLEU|nrefs:1|x", Pairs: pairsOf([]float64{30, 20, 25}, p),
			Sentences: [][]float64{{60, 100, 70, 0}, {20, 40, 100, 100}, {10, 50, 20, 100}}, SentenceSignature: "BLEU|eff:yes"}},
		Test: Test{Seed: "12345", Samples: 1000, Width: 1},
	}
}

func TestBuild(t *testing.T) {
	r, err := Build(smallData())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Ranked[0], []int{0, 2, 1}) || !slices.Equal(r.Clusters[0], []int{1, 2, 1}) {
		t.Errorf("ranked %v clusters %v", r.Ranked[0], r.Clusters[0])
	}
	if !slices.Equal(r.Pair, []int{0, 2}) {
		t.Errorf("default pair %v, want the two best [0 2]", r.Pair)
	}
	// Differences 0 vs 2: 50, 50, 50, -100: the largest first, ties in segment order.
	var segs []int
	for _, e := range r.Shown {
		segs = append(segs, e.Segment)
	}
	if !slices.Equal(segs, []int{4, 1, 2}) {
		t.Errorf("examples %v, want [4 1 2]", segs)
	}
}

func TestBuildErrors(t *testing.T) {
	for _, c := range []struct {
		reason string
		change func(d *Data)
	}{
		{"no systems", func(d *Data) { d.Names, d.Hyps = nil, nil }},
		{"a system short of segments", func(d *Data) { d.Hyps[1] = d.Hyps[1][:3] }},
		{"a source of other length", func(d *Data) { d.Source = []string{"x"} }},
		{"sentence scores missing", func(d *Data) { d.Metrics[0].Sentences = d.Metrics[0].Sentences[:2] }},
		{"a pair of one system", func(d *Data) { d.Pair = []int{1, 1} }},
		{"a pair beyond the systems", func(d *Data) { d.Pair = []int{0, 3} }},
	} {
		d := smallData()
		c.change(&d)
		if _, err := Build(d); !errors.Is(err, ErrData) {
			t.Errorf("%s: error %v, want ErrData", c.reason, err)
		}
	}
}

// TestWriteEscapes checks that names and texts cannot break out of any format.
func TestWriteEscapes(t *testing.T) {
	r, err := Build(smallData())
	if err != nil {
		t.Fatal(err)
	}
	var html, md, tex bytes.Buffer
	if err := r.WriteHTML(&html); err != nil {
		t.Fatal(err)
	}
	if err := r.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	if err := r.WriteLaTeX(&tex); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		format, out, bad, good string
	}{
		{"html", html.String(), "<i>", "a|b &lt;i&gt;&amp;amp;"},
		{"html title", html.String(), "<title>Small <test>", "<title>Small &lt;test&gt;</title>"},
		{"markdown", md.String(), "a|b", `a\|b &lt;i&gt;&amp;`},
		{"latex", tex.String(), `50% \emph`, `50\% \textbackslash{}emph\{x\}\_y`},
	} {
		if strings.Contains(c.out, c.bad) {
			t.Errorf("%s: contains %q unescaped", c.format, c.bad)
		}
		if !strings.Contains(c.out, c.good) {
			t.Errorf("%s: lacks %q", c.format, c.good)
		}
	}
	if !strings.Contains(html.String(), "نظام") || !strings.Contains(md.String(), "نظام") {
		t.Error("right-to-left name not written as it is")
	}
}
