package report

import (
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/significance"
)

// scoreGrid is the scores table: each metric's score with its bootstrap mean and interval.
func (r *Report) scoreGrid(interval bool) *grid {
	g := &grid{head: []string{"System"}}
	g.caption = fmt.Sprintf("Corpus scores; ± is the 95%% interval of %d bootstrap resamples (seed %s); best in bold.%s", r.Test.Samples, r.Test.Seed, r.externalNote())
	if lower := r.lowerNames(); lower != "" {
		g.caption += " Lower is better for " + lower + "."
	}
	for _, m := range r.Metrics {
		g.head = append(g.head, m.Name)
	}
	for s, name := range r.Names {
		row, bold := []string{name}, []bool{false}
		for k, m := range r.Metrics {
			res := m.Pairs.Systems[s]
			cell := r.valueText(k, res.Score)
			if interval && res.CI != nil {
				cell += " ± " + r.valueText(k, *res.CI)
			}
			row = append(row, cell)
			bold = append(bold, res.Score == m.Pairs.Systems[r.Ranked[k][0]].Score)
		}
		g.rows, g.bold = append(g.rows, row), append(g.bold, bold)
	}
	return g
}

// externalNote says what the corpus score of a metric read from files is, if there is one.
func (r *Report) externalNote() string {
	if names := r.metricNames(true); names != "" {
		return " " + names + ": the mean of the segment scores read from files."
	}
	return ""
}

func (r *Report) markdownScores() string {
	var b strings.Builder
	r.scoreGrid(true).markdown(&b)
	return b.String()
}

func (r *Report) latexScores() string {
	var b strings.Builder
	r.scoreGrid(true).latex(&b)
	return b.String()
}

// csvScores is the scores table as CSV, with the bootstrap mean and interval in columns of
// their own at full precision.
func (r *Report) csvScores() string {
	var b strings.Builder
	w := csv.NewWriter(&b)
	head := []string{"system"}
	for _, m := range r.Metrics {
		head = append(head, m.Name, m.Name+" mean", m.Name+" ci")
	}
	w.Write(head)
	for s, name := range r.Names {
		row := []string{name}
		for _, m := range r.Metrics {
			res := m.Pairs.Systems[s]
			row = append(row, fmt.Sprint(res.Score), floatOrEmpty(res.Mean), floatOrEmpty(res.CI))
		}
		w.Write(row)
	}
	w.Flush()
	return b.String()
}

func floatOrEmpty(p *float64) string {
	if p == nil {
		return ""
	}
	return fmt.Sprint(*p)
}

// grids are every table of the report, in the order of the HTML page, with their titles: for
// LaTeX, the table of every pair only when it fits a page (latexPairsMax).
func (r *Report) grids(latex bool) []titled {
	out := []titled{{"Scores", r.scoreGrid(true)}}
	n := len(r.Names)
	for k, m := range r.Metrics {
		for _, ar := range []bool{false, true} {
			if ar && m.AR == nil {
				continue
			}
			if n <= matrixMax {
				out = append(out, titled{"Significance: " + m.Name + ", " + testName(ar), r.pGrid(k, ar)})
			}
			out = append(out, titled{"Ranking: " + m.Name + ", " + testName(ar), r.rankedGrid(k, ar)})
		}
		if !latex || n*(n-1)/2 <= latexPairsMax {
			out = append(out, titled{"Pairs: " + m.Name, r.pairsGrid(k)})
		}
	}
	out = append(out, titled{"Segments won", r.winsGrid()})
	if len(r.PairDiff) > 0 {
		out = append(out, titled{"Pair, segment by segment", r.pairGrid()})
	}
	out = append(out, r.bucketGrids()...)
	if len(r.Shown) > 0 {
		out = append(out, titled{"Examples", r.exampleGrid()})
	}
	return out
}

type titled struct {
	title string
	g     *grid
}

// correctionText says how the p-values were corrected for the number of pairs.
func (r *Report) correctionText() string {
	n := len(r.Names) * (len(r.Names) - 1) / 2
	switch r.Test.Correction {
	case "holm":
		return fmt.Sprintf(", corrected for the %d pairs by Holm's step-down method", n)
	case "bonferroni":
		return fmt.Sprintf(", corrected for the %d pairs by Bonferroni's method", n)
	}
	return fmt.Sprintf(", not corrected for the %d pairs", n)
}

// pGrid is metric k's p-value matrix under the paired bootstrap, or approximate
// randomization (ar), in rank order, with its test's clusters in the caption.
func (r *Report) pGrid(k int, ar bool) *grid {
	ranked, pairs := r.Ranked[k], r.testPairs(k, ar)
	g := &grid{head: []string{"System (rank)"}}
	g.caption = fmt.Sprintf("p-values, %s (%s)%s; columns by rank; * p < %v; ▲/▼ the row's system is better/worse.%s Clusters: %s.",
		testName(ar), r.testText(ar), r.correctionText(), r.Test.Alpha, sameNote(pairs), r.clusterText(k, ar))
	for i := range ranked {
		g.head = append(g.head, strconv.Itoa(i+1))
	}
	m := r.Metrics[k]
	for i, a := range ranked {
		row := []string{fmt.Sprintf("%s (%d)", r.Names[a], i+1)}
		for _, b := range ranked {
			if a == b {
				row = append(row, "—")
				continue
			}
			row = append(row, r.pCell(m, pairs, a, b))
		}
		g.rows = append(g.rows, row)
	}
	return g
}

// testPairs are metric k's results under the paired bootstrap or approximate randomization.
func (r *Report) testPairs(k int, ar bool) *significance.Pairs {
	if ar {
		return r.Metrics[k].AR
	}
	return &r.Metrics[k].Pairs
}

func testName(ar bool) string {
	if ar {
		return "approximate randomization"
	}
	return "paired bootstrap"
}

// sameMark marks a pair that nothing told apart (significance.Pairs.Same).
const sameMark = "≡"

// sameNote explains sameMark where a matrix shows it.
func sameNote(p *significance.Pairs) string {
	for i := range p.Same {
		for j := range i {
			if p.Same[i][j] {
				return " " + sameMark + ": the two systems score the same on the test set and in every resample or trial, " +
					"so nothing tells them apart; SacreBLEU's formula still gives them its smallest p-value, 1/(n+1), " +
					"but they are not marked significant and share a cluster."
			}
		}
	}
	return ""
}

// pCell is a matrix cell: the p-value of systems a and b, starred when significant (marked
// sameMark instead when nothing told them apart), after ▲ or ▼ as a scores better or worse
// than b under m.
func (r *Report) pCell(m Metric, p *significance.Pairs, a, b int) string {
	c := pText(p.P[a][b])
	switch {
	case p.Significant(a, b, r.Test.Alpha):
		c += "*"
	case p.Same != nil && p.Same[a][b]:
		c += " " + sameMark
	}
	switch sa, sb := m.Pairs.Systems[a].Score, m.Pairs.Systems[b].Score; {
	case m.better(sa, sb):
		c = "▲ " + c
	case m.better(sb, sa):
		c = "▼ " + c
	}
	return c
}

func (r *Report) testText(ar bool) string {
	if ar {
		return fmt.Sprintf("%d trials, seed %s", r.Test.ARTrials, r.Test.Seed)
	}
	return fmt.Sprintf("%d resamples, seed %s", r.Test.Samples, r.Test.Seed)
}

// clusterText lists metric k's significance clusters under the paired bootstrap or
// approximate randomization (ar): "1: a, b; 2: c".
func (r *Report) clusterText(k int, ar bool) string {
	cl := r.Clusters[k]
	if ar {
		cl = r.ARClusters[k]
	}
	var groups []string
	for i, s := range r.Ranked[k] {
		if i == 0 || cl[s] != cl[r.Ranked[k][i-1]] {
			groups = append(groups, fmt.Sprintf("%d: %s", cl[s], r.Names[s]))
			continue
		}
		groups[len(groups)-1] += ", " + r.Names[s]
	}
	return strings.Join(groups, "; ") + r.clusterWarning(k, ar, cl)
}

// maxWarned bounds the significant pairs within clusters that clusterWarning names.
const maxWarned = 5

// clusterWarning names the pairs of systems in one cluster whose difference is significant:
// clusters join systems ranked next to each other that the test does not tell apart, so a
// cluster of three or more can hold a pair it does tell apart.
func (r *Report) clusterWarning(k int, ar bool, cl []int) string {
	p, alpha := r.testPairs(k, ar), r.Test.Alpha
	if alpha == 0 {
		alpha = 0.05
	}
	var pairs []string
	n := 0
	ranked := r.Ranked[k]
	for x, a := range ranked {
		for _, b := range ranked[x+1:] {
			if cl[a] != cl[b] || !p.Significant(a, b, alpha) {
				continue
			}
			if n++; n <= maxWarned {
				pairs = append(pairs, fmt.Sprintf("%s and %s (cluster %d, p = %s)", r.Names[a], r.Names[b], cl[a], pText(p.P[a][b])))
			}
		}
	}
	switch {
	case n == 0:
		return ""
	case n > maxWarned:
		pairs = append(pairs, fmt.Sprintf("%d more", n-maxWarned))
	}
	return ". Within a cluster, the test tells apart " + strings.Join(pairs, "; ")
}

func (r *Report) winsGrid() *grid {
	g := &grid{head: []string{"System"}, caption: "Segments on which each system's sentence score is the best of all, alone (won) or tied."}
	for _, m := range r.Metrics {
		g.head = append(g.head, m.Name+" won", m.Name+" tied")
	}
	for s, name := range r.Names {
		row := []string{name}
		for k := range r.Metrics {
			row = append(row, fmt.Sprint(r.Wins[k][s].Best), fmt.Sprint(r.Wins[k][s].Tied))
		}
		g.rows = append(g.rows, row)
	}
	return g
}

func (r *Report) pairGrid() *grid {
	a, b := r.Names[r.Pair[0]], r.Names[r.Pair[1]]
	g := &grid{head: []string{"Metric", "A better", "B better", "same"},
		caption: fmt.Sprintf("Segments on which A (%s) or B (%s) has the better sentence score.", a, b)}
	for k, m := range r.Metrics {
		d := r.PairDiff[k]
		g.rows = append(g.rows, []string{m.Name, fmt.Sprint(d.ABetter), fmt.Sprint(d.BBetter), fmt.Sprint(d.N - d.ABetter - d.BBetter)})
	}
	return g
}

func (r *Report) exampleGrid() *grid {
	a, b := r.Names[r.Pair[0]], r.Names[r.Pair[1]]
	by := r.Metrics[r.ShownBy].Name
	g := &grid{head: []string{"Segment", by + " A − B"},
		caption: fmt.Sprintf("The segments where A (%s) and B (%s) differ most under %s.", a, b, by)}
	if r.Source != nil {
		g.head = append(g.head, "Source")
	}
	g.head = append(g.head, "Reference", "A: "+a, "B: "+b)
	for _, e := range r.Shown {
		row := []string{fmt.Sprint(e.Segment), r.valueText(r.ShownBy, e.Diff)}
		if r.Source != nil {
			row = append(row, e.Source)
		}
		g.rows = append(g.rows, append(row, e.Refs[0], spansText(e.Hyps[r.Pair[0]]), spansText(e.Hyps[r.Pair[1]])))
	}
	return g
}

func spansText(spans []Span) string {
	words := make([]string, len(spans))
	for i, s := range spans {
		words[i] = s.Word
	}
	return strings.Join(words, " ")
}
