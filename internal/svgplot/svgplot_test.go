package svgplot

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// parsed is what the tests read of a chart.
type parsed struct {
	title, desc string
	ids         map[string]bool
	texts       []string // the drawn texts, in order
}

var urlRef = regexp.MustCompile(`url\(#([^)]*)\)`)

// parse checks that svg is one well-formed <svg> element whose ids are unique and whose
// references (aria and fill) resolve, and returns its title, description and texts.
func parse(t *testing.T, svg string) parsed {
	t.Helper()
	p := parsed{ids: map[string]bool{}}
	var refs []string
	var stack []string
	d := xml.NewDecoder(strings.NewReader(svg))
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, svg)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if len(stack) == 0 && (tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg") {
				t.Fatalf("root is %v", tok.Name)
			}
			stack = append(stack, tok.Name.Local)
			for _, a := range tok.Attr {
				switch a.Name.Local {
				case "id":
					if p.ids[a.Value] {
						t.Errorf("id %q twice", a.Value)
					}
					p.ids[a.Value] = true
				case "aria-labelledby", "aria-describedby":
					refs = append(refs, strings.Fields(a.Value)...)
				case "fill":
					for _, m := range urlRef.FindAllStringSubmatch(a.Value, -1) {
						refs = append(refs, m[1])
					}
				}
			}
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) == 0 {
				continue
			}
			switch stack[len(stack)-1] {
			case "title":
				p.title += string(tok)
			case "desc":
				p.desc += string(tok)
			case "text":
				p.texts = append(p.texts, string(tok))
			}
		}
	}
	if len(stack) != 0 {
		t.Fatalf("unclosed %v", stack)
	}
	for _, r := range refs {
		if !p.ids[r] {
			t.Errorf("reference to missing id %q", r)
		}
	}
	for _, bad := range []string{"NaN", "Inf"} {
		if strings.Contains(svg, bad) {
			t.Errorf("output contains %q", bad)
		}
	}
	if p.title == "" || p.desc == "" {
		t.Errorf("title %q, desc %q: the text alternative is missing", p.title, p.desc)
	}
	return p
}

// hostile are names a chart must escape and keep readable.
var hostile = []string{`<script>alert("x")</script>`, `a & b's "best"`, "نظام الترجمة", "\u202eevil", "tab\tnew\nline\x00nul", "\xff\xfe bad utf-8", "]]><!--"}

// chart is every chart drawn from one set of systems' scores.
func charts(c Chart, systems []string, scores [][]float64) map[string]string {
	diff := item(scores, 0)
	return map[string]string{
		"Distribution":     Distribution(c, systems, scores),
		"SortedDifference": SortedDifference(c, item(systems, 0), item(systems, 1), diff),
		"GroupedBars":      GroupedBars(c, Bars{Categories: systems, Systems: systems, Values: scores}),
		"SmallMultiples": GroupedBars(c, Bars{Categories: systems, Systems: append(slices.Clip(systems), "x", "y", "z", "w", "v"),
			Values: scores, Notes: [][]string{{"n=1"}}}),
	}
}

func TestEdgeCases(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	many := make([]string, 100)
	tests := []struct {
		reason  string
		systems []string
		scores  [][]float64
	}{
		{"no input at all", nil, nil},
		{"systems without scores", []string{"a", "b"}, nil},
		{"scores without names", nil, [][]float64{{1, 2}, {3}}},
		{"empty scores", []string{"a"}, [][]float64{{}}},
		{"a single system, a single value", []string{"a"}, [][]float64{{42}}},
		{"all values equal", []string{"a", "b"}, [][]float64{{7, 7, 7}, {7, 7}}},
		{"all zero", []string{"a", "b"}, [][]float64{{0, 0, 0}, {0}}},
		{"negative values", []string{"a", "b"}, [][]float64{{-5, -1, -30}, {-2, 3}}},
		{"only non-finite values", []string{"a", "b"}, [][]float64{{nan, inf, -inf}, {nan}}},
		{"some non-finite values", []string{"a", "b"}, [][]float64{{1, nan, 3, inf}, {2, -inf}}},
		{"extreme magnitudes", []string{"a", "b"}, [][]float64{{math.MaxFloat64, -math.MaxFloat64, 5e-324}, {1e300, 1e300}}},
		{"a tiny spread around a huge value", []string{"a"}, [][]float64{{1e15, 1e15 + 0.125, 1e15 + 0.25}}},
		{"TER above 100", []string{"a"}, [][]float64{{0, 150, 420}}},
		{"hostile names", hostile, samples(len(hostile), 50)},
		{"more systems than drawn", many, samples(100, 10)},
		{"a very long name", []string{strings.Repeat("x", 1<<20)}, [][]float64{{1, 2}}},
	}
	for _, tt := range tests {
		for name, svg := range charts(Chart{ID: "t", Title: tt.reason, XLabel: "x", YLabel: "y"}, tt.systems, tt.scores) {
			t.Run(name+"/"+tt.reason, func(t *testing.T) {
				parse(t, svg)
				if len(svg) > 120_000 {
					t.Errorf("%d bytes", len(svg))
				}
			})
		}
	}
}

func TestEscaping(t *testing.T) {
	for name, svg := range charts(Chart{ID: `x"><script>`, Title: hostile[0], XLabel: hostile[1], YLabel: hostile[2]},
		hostile, samples(len(hostile), 20)) {
		t.Run(name, func(t *testing.T) {
			p := parse(t, svg)
			if strings.Contains(svg, "<script") || strings.Contains(svg, "<!--") {
				t.Error("markup in a name was not escaped")
			}
			if p.title != hostile[0] {
				t.Errorf("title %q, want %q", p.title, hostile[0])
			}
			if !strings.Contains(p.desc, hostile[0]) || !strings.Contains(p.desc, "\u2068نظام الترجمة\u2069") {
				t.Errorf("desc lacks a name as given or an isolated right-to-left name: %q", p.desc)
			}
		})
	}
}

func TestLabel(t *testing.T) {
	tests := []struct {
		in   string
		max  int
		want string
		why  string
	}{
		{"plain", 10, "plain", "short text unchanged"},
		{"  padded\n", 10, "padded", "trimmed"},
		{"a\x00b\nc", 10, "a b c", "controls and line breaks become spaces"},
		{"abcdefghij", 5, "abcd…", "cut with an ellipsis"},
		{"מערכת 2", 10, "\u2068מערכת 2\u2069", "right-to-left text isolated"},
		{"x\u202ey", 10, "\u2068x\u202ey\u2069", "a stray override ends with the label"},
		{"\xff", 10, "\ufffd", "invalid UTF-8 replaced"},
		{"\ufffe", 10, "\ufffd", "a non-character XML forbids replaced"},
	}
	for _, tt := range tests {
		if got := label(tt.in, tt.max); got != tt.want {
			t.Errorf("%s: label(%q, %d) = %q, want %q", tt.why, tt.in, tt.max, got, tt.want)
		}
	}
}

func TestCleanID(t *testing.T) {
	for in, want := range map[string]string{"": "svgplot", "bleu-1": "bleu-1", "1st": "c1st", `a"b c<d>`: "abcd", "ü": "svgplot"} {
		if got := cleanID(in); got != want {
			t.Errorf("cleanID(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDeterministic(t *testing.T) {
	sc := samples(5, 2000)
	a := charts(Chart{ID: "d", Title: "t"}, names(5), sc)
	b := charts(Chart{ID: "d", Title: "t"}, names(5), sc)
	for name := range a {
		if a[name] != b[name] {
			t.Errorf("%s differs between two runs", name)
		}
	}
}

func TestInputUnchanged(t *testing.T) {
	sc := [][]float64{{3, 1, 2}, {9, 8, math.NaN()}}
	charts(Chart{}, []string{"a", "b"}, sc)
	if sc[0][0] != 3 || sc[0][1] != 1 || sc[1][0] != 9 || !math.IsNaN(sc[1][2]) {
		t.Errorf("scores changed: %v", sc)
	}
}

// TestSizes bounds the size of typical and of huge charts, and logs them.
func TestSizes(t *testing.T) {
	typical, huge := samples(10, 3000), samples(20, 100_000)
	diff := func(sc [][]float64) []float64 {
		d := make([]float64, len(sc[0]))
		for i := range d {
			d[i] = sc[1][i] - sc[0][i]
		}
		return d
	}
	bars := Bars{Categories: []string{"<10", "[10,20)", "[20,30)", "[30,40)", "[40,50)", "[50,60)", ">=60"},
		Systems: names(10), Values: grid(10, 7), Notes: [][]string{{"n=10", "n=20", "n=30", "n=40", "n=50", "n=60", "n=70"}}}
	tests := []struct {
		name  string
		svg   string
		limit int
	}{
		{"Distribution, 10 systems x 3000", Distribution(Chart{ID: "a", Title: "chrF"}, names(10), typical), 12_000},
		{"Distribution, 20 systems x 100000", Distribution(Chart{ID: "a", Title: "chrF"}, names(20), huge), 20_000},
		{"SortedDifference, 3000 segments", SortedDifference(Chart{ID: "a", Title: "chrF"}, "A", "B", diff(typical)), 16_000},
		{"SortedDifference, 100000 segments", SortedDifference(Chart{ID: "a", Title: "chrF"}, "A", "B", diff(huge)), 16_000},
		{"GroupedBars, 10 systems x 7 categories", GroupedBars(Chart{ID: "a", Title: "chrF"}, bars), 20_000},
	}
	for _, tt := range tests {
		parse(t, tt.svg)
		t.Logf("%s: %d bytes", tt.name, len(tt.svg))
		if len(tt.svg) > tt.limit {
			t.Errorf("%s: %d bytes, more than %d", tt.name, len(tt.svg), tt.limit)
		}
	}
}

func TestDesc(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		reason string
		svg    string
		want   []string
	}{
		{"box plots give each system's median and mean, in numpy's quantiles",
			Distribution(Chart{Title: "chrF"}, []string{"base", "new"}, [][]float64{{1, 2, 3, 4, 100}, {10, 20}}),
			[]string{"2 systems", "base: median 3, mean 22, minimum 1, first quartile 2, third quartile 4, maximum 100, 5 values.",
				"new: median 15, mean 15, minimum 10, first quartile 12.5, third quartile 17.5, maximum 20, 2 values."}},
		{"box plots count what they skip",
			Distribution(Chart{}, []string{"a", "b"}, [][]float64{{1, nan, math.Inf(-1)}, {nan}}),
			[]string{"a: median 1, mean 1,", "1 value (2 non-finite values skipped).", "b: no finite values (1 non-finite value skipped)."}},
		{"box plots say how many systems are left out",
			Distribution(Chart{}, nil, samples(MaxSeries+2, 3)),
			[]string{"32 systems", "system 30: median", "2 more not drawn."}},
		{"a difference counts wins and ties",
			SortedDifference(Chart{YLabel: "ΔBLEU"}, "A", "B", []float64{3, -1, 0, 2, 1e-12, nan}),
			[]string{"A minus B (ΔBLEU)", "over 5 segments", "A better: 2 (40%), B better: 1 (20%), ties: 2 (40%).",
				"Minimum -1, median 1e-12, mean 0.8, maximum 3.", "1 non-finite value skipped."}},
		{"bars give each value with its error and note",
			GroupedBars(Chart{XLabel: "length", YLabel: "chrF"}, Bars{Categories: []string{"<10", ">=10"},
				Systems: []string{"A", "B"}, Values: [][]float64{{50.126, 40}, {nan}}, Errors: [][]float64{{1.5, -1}},
				Notes: [][]string{{"n=3"}}}),
			[]string{"chrF by length for 2 systems in 2 categories.", "<10: A 50.13 ± 1.5 (n=3); B no value.", ">=10: A 40; B no value."}},
		{"bars say what is left out",
			GroupedBars(Chart{}, Bars{Values: samples(MaxSeries+1, MaxCategories+3)}),
			[]string{"31 systems in 33 categories", "Not drawn: 1 more systems, 3 more categories."}},
	}
	for _, tt := range tests {
		p := parse(t, tt.svg)
		for _, w := range tt.want {
			if !strings.Contains(p.desc, w) {
				t.Errorf("%s: desc lacks %q:\n%s", tt.reason, w, p.desc)
			}
		}
	}
}

func TestDifferenceLabels(t *testing.T) {
	p := parse(t, SortedDifference(Chart{}, "מערכת", "B", []float64{1, 2, -3, 0}))
	for _, w := range []string{"\u2068מערכת\u2069 better: 2", "B better: 1", "ties: 1"} {
		if !strings.Contains(strings.Join(p.texts, "|"), w) {
			t.Errorf("no label %q in %q", w, p.texts)
		}
	}
}

var pathPoints = regexp.MustCompile(`class="area s[01]" d="([^"]*)"`)

// TestDownsample checks that a long difference is drawn through a bounded number of
// points that keep the extremes and the zero crossing.
func TestDownsample(t *testing.T) {
	for _, n := range []int{1, 2, 599, 600, 601, 3000, 100_000, 1_000_000} {
		diff := make([]float64, n)
		for i := range diff {
			diff[i] = float64(i%1000) - 300.5 // many negative, no ties
		}
		diff[n/2] = 0 // one tie
		sorted, _ := finite(diff)
		slices.Sort(sorted)
		neg, ties := wins(sorted)
		d := difference{sorted: sorted, neg: neg, ties: ties}
		keep := downsample(d, func(i int) (float64, float64) { return 660 * float64(i) / float64(n), 220 * sorted[i] / 700 })
		if len(keep) > maxPoints {
			t.Errorf("n=%d: %d points kept", n, len(keep))
		}
		must := []int{0, n - 1, neg - 1, neg, neg + ties - 1, neg + ties}
		for _, i := range must {
			if i >= 0 && i < n && !slices.Contains(keep, i) {
				t.Errorf("n=%d: point %d not kept", n, i)
			}
		}
		if !slices.IsSorted(keep) {
			t.Errorf("n=%d: points out of order", n)
		}
		svg := SortedDifference(Chart{}, "A", "B", diff)
		parse(t, svg)
		points := 0
		for _, m := range pathPoints.FindAllStringSubmatch(svg, -1) {
			points += len(strings.Fields(strings.NewReplacer("M", " ", "L", " ", "Z", " ").Replace(m[1]))) / 2
		}
		if points > maxPoints+10 {
			t.Errorf("n=%d: %d points drawn", n, points)
		}
	}
}

func TestPatternsDistinct(t *testing.T) {
	seen := map[string]int{}
	for i := range MaxSeries {
		key := seriesClass(i) + patterns[i%len(patterns)]
		if j, ok := seen[key]; ok {
			t.Errorf("systems %d and %d look alike", j, i)
		}
		seen[key] = i
	}
	for i := 1; i < min(len(patterns), len(palette)); i++ {
		if patterns[i] == patterns[0] {
			t.Errorf("system %d differs from system 0 by colour alone", i)
		}
	}
}

// FuzzCharts checks that any names and values give well-formed charts with resolved ids.
func FuzzCharts(f *testing.F) {
	f.Add("a", "b", "<10", []byte{1, 2, 3, 250, 0})
	f.Add(hostile[0], hostile[2], hostile[4], []byte{})
	f.Fuzz(func(t *testing.T, a, b, category string, raw []byte) {
		values := make([]float64, 0, len(raw)/2)
		for i := 0; i+1 < len(raw); i += 2 {
			values = append(values, math.Float64frombits(uint64(raw[i])<<56|uint64(raw[i+1])<<48))
		}
		sc := [][]float64{values, values[:len(values)/2]}
		c := Chart{ID: a, Title: b, XLabel: category, YLabel: a}
		for _, svg := range charts(c, []string{a, b, category}, sc) {
			parse(t, svg)
		}
	})
}

var tickLabel = regexp.MustCompile(`<text class="tick"[^>]* text-anchor="(\w+)">([^<]*)</text>`)

// valueTicks are the numbers of a chart's value axis: the horizontal axis of box plots,
// whose labels are centred, else the vertical one, whose labels end at the axis.
func valueTicks(t *testing.T, svg string) []float64 {
	var out []float64
	anchor := "end"
	if strings.Contains(svg, "Box plots") {
		anchor = "middle"
	}
	for _, m := range tickLabel.FindAllStringSubmatch(svg, -1) {
		if m[1] != anchor {
			continue
		}
		v, err := strconv.ParseFloat(m[2], 64)
		if err != nil {
			t.Fatalf("tick label %q", m[2])
		}
		out = append(out, v)
	}
	return out
}

// TestRange checks that value axes keep to the chart's range and clip outliers only at an
// unbounded end, saying so in the chart and its text alternative.
func TestRange(t *testing.T) {
	inf := math.Inf(1)
	bleu, ter, bounded := Range{0, 100}, Range{0, inf}, Range{-100, 100}
	normal := samples(3, 300)
	outlier := append(slices.Clone(normal[0]), 3900)
	both := append(slices.Clone(normal[1]), -400, 500)
	tests := []struct {
		reason   string
		svg      string
		lo, hi   float64 // the ticks' bounds
		clip     string  // in the chart and its desc; "" for no clipping
		clipDesc string
	}{
		{"BLEU's axis stops at 100, even at 100 plus a rounding error",
			Distribution(Chart{Range: bleu}, nil, [][]float64{{0, 50, 100.00000000000001}, {20, 100}}), 0, 100, "", ""},
		{"TER's outlier is clipped above and counted",
			Distribution(Chart{Range: ter}, nil, [][]float64{normal[1], outlier}), 0, 150, "1 clipped above", "The axis leaves out outliers: 1 clipped above"},
		{"an unknown range clips at both ends",
			Distribution(Chart{}, nil, [][]float64{both}), -100, 200, "1 clipped below", "1 clipped below"},
		{"an unknown range without outliers is not clipped",
			Distribution(Chart{}, nil, normal), -100, 200, "", ""},
		{"a bounded difference stays within its range",
			SortedDifference(Chart{Range: bounded}, "A", "B", []float64{-100, 3, 100.00000000001}), -100, 100, "", ""},
		{"a difference's outlier is clipped",
			SortedDifference(Chart{}, "A", "B", append(slices.Clone(normal[2]), 900)), -100, 200, "1 clipped above", "1 clipped above"},
		{"bars stop at their range",
			GroupedBars(Chart{Range: Range{0, 1}}, Bars{Values: [][]float64{{0.99, 0.5}, {1, 0.2}}}), 0, 1, "", ""},
	}
	for _, tt := range tests {
		p := parse(t, tt.svg)
		ticks := valueTicks(t, tt.svg)
		if len(ticks) < 2 {
			t.Errorf("%s: value ticks %v", tt.reason, ticks)
		}
		for _, v := range ticks {
			if v < tt.lo || v > tt.hi {
				t.Errorf("%s: tick %v outside [%v, %v]", tt.reason, v, tt.lo, tt.hi)
			}
		}
		texts := strings.Join(p.texts, "|")
		if tt.clip == "" && (strings.Contains(texts, "clipped") || strings.Contains(p.desc, "clipped")) {
			t.Errorf("%s: clipped without outliers: %q", tt.reason, texts)
		}
		if tt.clip != "" && (!strings.Contains(texts, tt.clip) || !strings.Contains(p.desc, tt.clipDesc)) {
			t.Errorf("%s: no %q in the chart's texts %q or %q in its desc %q", tt.reason, tt.clip, texts, tt.clipDesc, p.desc)
		}
	}
}

// TestManySeries checks that more than MaxGrouped systems are drawn as small multiples, a
// row per system, with every value in the text alternative.
func TestManySeries(t *testing.T) {
	cats := []string{"<10", "[10,20)", "[20,30)", "[30,40)", ">=40"}
	for _, n := range []int{MaxGrouped, MaxGrouped + 1, 16, MaxSeries} {
		sys := make([]string, n)
		for i := range sys {
			sys[i] = fmt.Sprintf("sys%02d", i)
		}
		svg := GroupedBars(Chart{YLabel: "BLEU"}, Bars{Categories: cats, Systems: sys, Values: grid(n, len(cats))})
		p := parse(t, svg)
		multiples := strings.Contains(svg, "in each column")
		if multiples != (n > MaxGrouped) {
			t.Errorf("%d systems: small multiples %v", n, multiples)
		}
		if multiples && strings.Count(strings.Join(p.texts, "|"), "sys") != n {
			t.Errorf("%d systems: not one row label per system: %q", n, p.texts)
		}
		for s := range n {
			if want := fmt.Sprintf("sys%02d %s", s, value(grid(n, len(cats))[s][len(cats)-1])); !strings.Contains(p.desc, want) {
				t.Errorf("%d systems: desc lacks %q", n, want)
			}
		}
	}
}

// TestTextSizes checks that no text is drawn below fontSize units, the size that a phone's
// column keeps at 11 CSS pixels (TestReportPlotsBrowser measures it).
func TestTextSizes(t *testing.T) {
	for _, m := range regexp.MustCompile(`font-size:([0-9.]+)px`).FindAllStringSubmatch(style, -1) {
		if v, _ := strconv.ParseFloat(m[1], 64); v < fontSize {
			t.Errorf("a text at %vpx", v)
		}
	}
}

// TestTicksApart checks that tick labels along a horizontal axis keep apart whatever the
// domain's magnitude and the axis' length.
func TestTicksApart(t *testing.T) {
	for _, hi := range []float64{1, 3.7, 100, 1234, 100_000, 3e7} {
		for _, length := range []float64{60, 150, 300} {
			if a := fitAxis(0, hi, 6, 0, length, Range{}); len(a.ticks()) > 2 && !a.labelsApart() {
				t.Errorf("0 to %v over %v units: ticks %v overlap", hi, length, a.ticks())
			}
		}
	}
}
