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
		if got := clusters(c.ranked, &significance.Pairs{P: p}, c.alpha); !slices.Equal(got, c.want) {
			t.Errorf("%s: clusters %v, want %v", c.reason, got, c.want)
		}
	}
}

// TestSameSystems checks that systems nothing told apart (significance.Pairs.Same) are one
// system for every conclusion: ranked together, one cluster, no star, the mark explained,
// although their p-value is SacreBLEU's smallest (1/1001 for 1000 resamples).
func TestSameSystems(t *testing.T) {
	d := smallData()
	const floor = 1.0 / 1001
	// Systems 0 and 2 are copies; 1 scores the same as they do but differs.
	d.Hyps[2] = d.Hyps[0]
	p := [][]float64{{1, 0.5, floor}, {0.5, 1, 0.5}, {floor, 0.5, 1}}
	d.Metrics[0].Pairs = pairsOf([]float64{30, 30, 30}, p)
	d.Metrics[0].Pairs.Same = [][]bool{{true, false, true}, {false, true, false}, {true, false, true}}
	d.Metrics[0].Sentences[2] = d.Metrics[0].Sentences[0]
	r, err := Build(d)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Ranked[0], []int{0, 2, 1}) || !slices.Equal(r.Clusters[0], []int{1, 1, 1}) {
		t.Errorf("ranked %v clusters %v, want the copies together [0 2 1] in one cluster", r.Ranked[0], r.Clusters[0])
	}
	var md bytes.Buffer
	if err := r.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	out := md.String()
	for _, want := range []string{"| 0.0010 ≡ |", "≡: the two systems score the same", "Clusters: 1: a\\|b"} {
		if !strings.Contains(out, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "0.0010\\*") {
		t.Errorf("identical systems starred as significant:\n%s", out)
	}
	var page bytes.Buffer
	if err := r.WriteHTML(&page); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(page.String(), `<td class="sig"`) {
		t.Error("the page highlights identical systems as significant")
	}
}

// TestARClusters checks that each test's matrix states its own clusters: the paired
// bootstrap separates systems 0 and 1 (p = 0.01), approximate randomization does not
// (p = 0.06), as on WMT23 cs-uk TER with ONLINE-B and ONLINE-A.
func TestARClusters(t *testing.T) {
	d := smallData()
	d.Metrics[0].Pairs = pairsOf([]float64{30, 20, 10}, [][]float64{{1, 0.01, 0.001}, {0.01, 1, 0.01}, {0.001, 0.01, 1}})
	ar := pairsOf([]float64{30, 20, 10}, [][]float64{{1, 0.06, 0.001}, {0.06, 1, 0.01}, {0.001, 0.01, 1}})
	d.Metrics[0].AR = &ar
	d.Test.ARTrials = 10000
	r, err := Build(d)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Clusters[0], []int{1, 2, 3}) || !slices.Equal(r.ARClusters[0], []int{1, 1, 2}) {
		t.Errorf("bootstrap clusters %v (want [1 2 3]), AR clusters %v (want [1 1 2])", r.Clusters[0], r.ARClusters[0])
	}
	var md bytes.Buffer
	if err := r.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	bs, arText, _ := strings.Cut(md.String(), "approximate randomization")
	if !strings.Contains(bs, "Clusters: 1: a\\|b &lt;i&gt;&amp;; 2: 50% \\\\emph{x}\\_y; 3: نظام.") {
		t.Errorf("bootstrap caption's clusters wrong:\n%s", bs)
	}
	if !strings.Contains(arText, "Clusters: 1: a\\|b &lt;i&gt;&amp;, 50% \\\\emph{x}\\_y; 2: نظام.") {
		t.Errorf("AR caption's clusters wrong:\n%s", arText)
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
		{"html", html.String(), "<i>", "a|b &lt;i&gt;&amp;"},
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

// TestCorrectPairs checks that a correction replaces every pair's p-value, once per pair, by
// its Holm correction over the n(n-1)/2 pairs (significance.Holm is statsmodels' to the bit),
// keeping the matrix symmetric, and leaves the input matrix as it was.
func TestCorrectPairs(t *testing.T) {
	p := [][]float64{
		{1, 0.01, 0.04, 0.03},
		{0.01, 1, 0.2, 0.001},
		{0.04, 0.2, 1, 0.5},
		{0.03, 0.001, 0.5, 1},
	}
	pairs := significance.Pairs{P: p}
	if err := correctPairs(&pairs, significance.Holm); err != nil {
		t.Fatal(err)
	}
	want, _ := significance.Holm([]float64{0.01, 0.04, 0.03, 0.2, 0.001, 0.5})
	n := 0
	for i := range 4 {
		for j := i + 1; j < 4; j++ {
			if pairs.P[i][j] != want[n] || pairs.P[j][i] != want[n] {
				t.Errorf("P[%d][%d] = %v, %v; want %v", i, j, pairs.P[i][j], pairs.P[j][i], want[n])
			}
			n++
		}
	}
	if p[0][1] != 0.01 {
		t.Error("the input matrix was changed")
	}
	if pairs.Significant(0, 2, 0.05) {
		t.Error("0.04 uncorrected, 0.12 corrected: still marked significant")
	}
}

// TestClusterWarning gives three systems that the test does not tell apart from their
// neighbours in rank (p = 0.3) but does tell apart end to end (p = 0.01): one cluster, and a
// note naming the pair it holds that differs.
func TestClusterWarning(t *testing.T) {
	d := smallData()
	d.Names = []string{"A", "B", "C"}
	d.Metrics[0].Pairs = pairsOf([]float64{30, 20, 10}, [][]float64{{1, 0.3, 0.01}, {0.3, 1, 0.3}, {0.01, 0.3, 1}})
	r, err := Build(d)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Clusters[0], []int{1, 1, 1}) {
		t.Fatalf("clusters %v, want one", r.Clusters[0])
	}
	var md bytes.Buffer
	if err := r.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	if want := "Clusters: 1: A, B, C. Within a cluster, the test tells apart A and C (cluster 1, p = 0.0100)."; !strings.Contains(md.String(), want) {
		t.Errorf("no %q in\n%s", want, md.String())
	}
	d.Metrics[0].Pairs = pairsOf([]float64{30, 20, 10}, [][]float64{{1, 0.3, 0.2}, {0.3, 1, 0.3}, {0.2, 0.3, 1}})
	r, _ = Build(d)
	md.Reset()
	r.WriteMarkdown(&md)
	if strings.Contains(md.String(), "Within a cluster") {
		t.Error("a note without a significant pair in a cluster")
	}
}

// TestBreakable checks the names the page's tables show: escaped, with a line-break
// opportunity after each separator and none inside a word.
func TestBreakable(t *testing.T) {
	for in, want := range map[string]string{
		"runs/v1/online-B.0.txt": "runs/<wbr>v1/<wbr>online-<wbr>B.<wbr>0.<wbr>txt",
		`<b>a_b</b>`:             "&lt;b&gt;a_<wbr>b&lt;/<wbr>b&gt;",
		"KIT":                    "KIT",
	} {
		if got := string(breakable(in)); got != want {
			t.Errorf("breakable(%q) = %q, want %q", in, got, want)
		}
	}
}
