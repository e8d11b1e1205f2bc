package report

import (
	"bufio"
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/sacre-mt/sacre/signatures"
)

var (
	//go:embed assets/page.html
	pageHTML string
	//go:embed assets/page.css
	pageCSS string
	//go:embed assets/page.js
	pageJS string
	//go:embed assets/explore.js
	exploreJS string

	// page is parsed when first used: parsing at start cost every sacre command 0.6 ms.
	page = sync.OnceValue(func() *template.Template {
		return template.Must(template.New("page").Funcs(template.FuncMap{"breakable": breakable}).Parse(pageHTML))
	})
)

// view is what the HTML template renders: every number formatted, every text still raw
// (the template escapes it for its context).
type view struct {
	*Report
	Version, ByMetric  string
	ExternalNames      string // the metrics read from files, "COMET, MetricX", or ""
	LowerNames         string // the metrics whose lower scores are better, "TER, WER", or ""
	PairCount          int    // the pairs of systems the tests compare, n(n-1)/2
	MatrixMax          int    // the most systems laid out in a p-value matrix
	CSS                template.CSS
	JS                 template.JS
	Segments, CopyRows int
	ScoreRows          []scoreRow
	CopyMD, CopyLaTeX  string
	CopyCSV            string
	Sig                []sigView
	WinRows            []winRow
	PairNames          []string
	SegmentPlots       []plotView
	Buckets            []bucketView
	BucketWords        string // how the buckets' words were made
	Examples           []exampleView
	Explore            exploreView
	Title              string
}

type scoreRow struct {
	Name  string
	Cells []scoreCell
}

type scoreCell struct {
	Value, Text, CI string
	Best            bool
	Cluster         int
}

type sigView struct {
	Metric, ID, ClusterText, SameNote string
	AR                                bool
	// Matrix: the p-values are laid out as a matrix (at most matrixMax systems); Ranked is the
	// systems in rank order under the test, Pairs (on a metric's last test) every pair's
	// difference with its interval.
	Matrix        bool
	Ranked, Pairs *gridView
	Cols          []colHead
	Rows          []sigRow
}

// colHead is a matrix column: its system's rank, shown, and name, in its title.
type colHead struct {
	Rank int
	Name string
}

type sigRow struct {
	Name  string
	Cells []sigCell
}

type sigCell struct {
	Text, Title string
	Sig         bool
	// Dir is "better" or "worse" for a significant cell whose row's system is better or worse
	// than its column's (coloured apart, with the ▲/▼ the text carries), "" otherwise.
	Dir string
}

type winRow struct {
	Name  string
	Cells []int
}

type plotView struct {
	SVG     template.HTML
	Caption string
}

type bucketView struct {
	Title, Note, ID string
	Parts           []bucketPart // the table, split by systems when it has many (bucketTable.parts)
	SVG             template.HTML
}

// bucketPart is one table of a bucket analysis: all its systems, or some of them (Title says which).
type bucketPart struct {
	ID, Title string
	Head      []string
	Rows      [][]bucketCell
}

type bucketCell struct{ Value, Text string }

type exampleView struct {
	Segment      int
	DiffText     string
	Diffs        string // every metric's A − B, full precision, for the page's script to order by
	Source       string
	Refs         []string
	Hyps, Others []hypView
}

type hypView struct {
	Name, Tag, Scores string
	HTML              template.HTML
	Alignment         string // jiwer's REF/HYP/marks lines, if the report has them
}

// WriteHTML writes the report as one HTML page that needs nothing else: styles, plots (SVG)
// and the script that sorts and filters tables are inline, and nothing is fetched.
func (r *Report) WriteHTML(w io.Writer) error {
	v := &view{
		Report: r, Version: signatures.Version, CSS: template.CSS(pageCSS), JS: template.JS(pageJS + exploreJS),
		Title: r.Title, Segments: len(r.Refs[0]), ByMetric: r.Metrics[r.ShownBy].Name, ExternalNames: r.metricNames(true), LowerNames: r.lowerNames(), PairCount: len(r.Names) * (len(r.Names) - 1) / 2, MatrixMax: matrixMax,
	}
	if v.Title == "" {
		v.Title = "sacre report"
	}
	v.scores()
	v.CopyMD, v.CopyLaTeX, v.CopyCSV = r.markdownScores(), r.latexScores(), r.csvScores()
	v.CopyRows = min(len(r.Names)+6, 16)
	v.significance()
	v.segments()
	v.Buckets, v.BucketWords = bucketViews(r), r.wordsText()
	var err error
	if v.Explore, err = exploreData(r, exploreLimit); err != nil {
		return err
	}
	if err := v.examples(); err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if err := page().Execute(bw, v); err != nil {
		return err
	}
	return bw.Flush()
}

// valueText is a score (or difference of scores) of metric k: with -w's decimals, or a metric
// read from files with enough for four significant digits (see decimals).
func (r *Report) valueText(k int, x float64) string {
	w := r.Test.Width
	if m := &r.Metrics[k]; m.External {
		w = decimals(m, w)
	}
	return strconv.FormatFloat(x, 'f', w, 64)
}

// pText is a p-value as SacreBLEU prints it.
func pText(p float64) string { return strconv.FormatFloat(p, 'f', 4, 64) }

func (v *view) scores() {
	for s, name := range v.Names {
		row := scoreRow{Name: name}
		for k, m := range v.Metrics {
			res := m.Pairs.Systems[s]
			c := scoreCell{Value: fmt.Sprint(res.Score), Text: v.valueText(k, res.Score), Cluster: v.Clusters[k][s]}
			c.Best = res.Score == m.Pairs.Systems[v.Ranked[k][0]].Score
			if res.Mean != nil && res.CI != nil {
				c.CI = fmt.Sprintf("(μ = %s ± %s)", v.valueText(k, *res.Mean), v.valueText(k, *res.CI))
			}
			row.Cells = append(row.Cells, c)
		}
		v.ScoreRows = append(v.ScoreRows, row)
	}
}

func (v *view) significance() {
	for k, m := range v.Metrics {
		v.Sig = append(v.Sig, v.matrix(k, m, false))
		if m.AR != nil {
			v.Sig = append(v.Sig, v.matrix(k, m, true))
		}
	}
}

func (v *view) matrix(k int, m Metric, ar bool) sigView {
	ranked, p := v.Ranked[k], v.testPairs(k, ar)
	sv := sigView{Metric: m.Name, AR: ar, ID: fmt.Sprintf("sig-%d", k)}
	if ar {
		sv.ID += "-ar"
	}
	for r, s := range ranked {
		sv.Cols = append(sv.Cols, colHead{Rank: r + 1, Name: v.Names[s]})
	}
	sv.ClusterText, sv.SameNote = v.clusterText(k, ar), sameNote(p)
	sv.Matrix = len(ranked) <= matrixMax
	test := "paired bootstrap"
	if ar {
		test = "approximate randomization"
	}
	sv.Ranked = htmlGrid(v.rankedGrid(k, ar), sv.ID+"-ranked", m.Name+" ranked, "+test, -1, 1)
	if ar || m.AR == nil {
		sv.Pairs = htmlGrid(v.pairsGrid(k), fmt.Sprintf("pairs-%d", k), "Every pair under "+m.Name, 5, 0, 1)
	}
	for r, i := range ranked {
		row := sigRow{Name: fmt.Sprintf("%d. %s", r+1, v.Names[i])}
		for _, j := range ranked {
			if i == j {
				row.Cells = append(row.Cells, sigCell{Text: "—"})
				continue
			}
			c := sigCell{Text: v.pCell(m, p, i, j), Sig: p.Significant(i, j, v.Test.Alpha)}
			switch sa, sb := m.Pairs.Systems[i].Score, m.Pairs.Systems[j].Score; {
			case c.Sig && m.better(sa, sb):
				c.Dir = "better"
			case c.Sig && m.better(sb, sa):
				c.Dir = "worse"
			}
			if won, ok := m.won(i, j); ok && !ar {
				c.Title = fmt.Sprintf("%s better than %s in %.1f%% of resamples", v.Names[i], v.Names[j], 100*won)
			}
			row.Cells = append(row.Cells, c)
		}
		sv.Rows = append(sv.Rows, row)
	}
	return sv
}

func (v *view) segments() {
	for s, name := range v.Names {
		row := winRow{Name: name}
		for k := range v.Metrics {
			row.Cells = append(row.Cells, v.Wins[k][s].Best, v.Wins[k][s].Tied)
		}
		v.WinRows = append(v.WinRows, row)
	}
	if len(v.Pair) == 2 {
		v.PairNames = []string{v.Names[v.Pair[0]], v.Names[v.Pair[1]]}
	}
	v.SegmentPlots = segmentPlots(v.Report)
}

func (v *view) examples() error {
	for _, e := range v.Shown {
		ev := exampleView{Segment: e.Segment, Source: e.Source, Refs: e.Refs}
		ev.DiffText, ev.Diffs = v.exampleDiffs(e)
		for s := range v.Names {
			h := hypView{Name: v.Names[s], HTML: spansHTML(e.Hyps[s]), Scores: v.exampleScores(e, s)}
			if v.Alignment != nil {
				text, err := v.Alignment(s, e.Segment-1)
				if err != nil {
					return err
				}
				h.Alignment = text
			}
			switch s {
			case v.Pair[0]:
				h.Tag = "A"
			case v.Pair[1]:
				h.Tag = "B"
			default:
				ev.Others = append(ev.Others, h)
				continue
			}
			ev.Hyps = append(ev.Hyps, h)
		}
		if ev.Hyps[0].Tag != "A" {
			ev.Hyps[0], ev.Hyps[1] = ev.Hyps[1], ev.Hyps[0]
		}
		v.Examples = append(v.Examples, ev)
	}
	return nil
}

func (v *view) exampleScores(e Example, s int) string {
	var parts []string
	for k, m := range v.Metrics {
		parts = append(parts, m.Name+" "+v.valueText(k, e.Scores[k][s]))
	}
	return strings.Join(parts, ", ")
}

// exampleDiffs are the pair's differences on an example under every metric, the metric that
// picked it first: as text ("A − B: BLEU 12.3, COMET 0.0412"), and at full precision in the
// metrics' order for the script that orders the examples by any of them.
func (v *view) exampleDiffs(e Example) (text, values string) {
	a, b := v.Pair[0], v.Pair[1]
	parts := []string{v.ByMetric + " " + v.valueText(v.ShownBy, e.Diff)}
	var all []string
	for k, m := range v.Metrics {
		d := e.Scores[k][a] - e.Scores[k][b]
		if k != v.ShownBy {
			parts = append(parts, m.Name+" "+v.valueText(k, d))
		}
		all = append(all, strconv.FormatFloat(d, 'g', -1, 64))
	}
	return "A − B: " + strings.Join(parts, ", "), strings.Join(all, " ")
}

// spansHTML writes a hypothesis's words with their matches marked, every word escaped.
func spansHTML(spans []Span) template.HTML {
	var b strings.Builder
	for i, sp := range spans {
		if i > 0 {
			b.WriteByte(' ')
		}
		w := template.HTMLEscapeString(sp.Word)
		switch {
		case sp.Match >= 2:
			b.WriteString(`<mark class="m2">` + w + `</mark>`)
		case sp.Match == 1:
			b.WriteString(`<span class="m1">` + w + `</span>`)
		default:
			b.WriteString(w)
		}
	}
	return template.HTML(b.String())
}

// breakable escapes a system's name for HTML with a line-break opportunity (<wbr>) after each
// separator of a path or file name (/ \ _ - . =), so that a long name wraps between its parts
// and never inside a word.
func breakable(name string) template.HTML {
	var b strings.Builder
	for _, r := range name {
		b.WriteString(template.HTMLEscapeString(string(r)))
		if strings.ContainsRune(`/\_-.=`, r) {
			b.WriteString("<wbr>")
		}
	}
	return template.HTML(b.String())
}
