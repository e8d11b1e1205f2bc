package report

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/significance"
)

// matrixMax is the most systems whose p-values a report lays out as a matrix: ten columns of
// "▲ 0.0010*" and the names fit a 1200-pixel page and a LaTeX article's text width; past it a
// matrix needs sideways scrolling or a font too small to read, so a ranked list (every system
// with the ranks it is not told apart from) and the table of every pair take its place.
const matrixMax = 10

// latexPairsMax is the most pairs the LaTeX fragment lists one per row: a tabular does not
// break across pages, and 45 rows (ten systems) fill one.
const latexPairsMax = 45

// rankedGrid is metric k's systems in rank order under the paired bootstrap or approximate
// randomization (ar): the score, the cluster, the difference to the system ranked next with
// its bootstrap interval and p-value, and the ranks of the systems the test does not tell
// apart from it.
func (r *Report) rankedGrid(k int, ar bool) *grid {
	m, p, ranked := r.Metrics[k], r.testPairs(k, ar), r.Ranked[k]
	cl := r.Clusters[k]
	if ar {
		cl = r.ARClusters[k]
	}
	g := &grid{head: []string{"Rank", "System", m.Name, "Cluster", "Δ to the next, 95% interval, p", "Not told apart from (ranks)"}}
	g.caption = fmt.Sprintf("%s ranked, %s (%s)%s. Δ: the score less the next system's%s, with the central 95%% interval of that difference over the %d paired bootstrap resamples; "+
		"p: the test's p-value for the pair%s. Not told apart: p ≥ %v. Clusters: %s.",
		m.Name, testName(ar), r.testText(ar), r.correctionText(), lowerNote(m), r.Test.Samples, starNote(r.Test.Alpha), r.Test.Alpha, r.clusterText(k, ar))
	for x, a := range ranked {
		row := []string{strconv.Itoa(x + 1), r.Names[a], r.valueText(k, m.Pairs.Systems[a].Score), strconv.Itoa(cl[a]), "—"}
		if x+1 < len(ranked) {
			b := ranked[x+1]
			row[4] = r.diffText(k, a, b) + ", p = " + r.pMark(p, a, b)
		}
		var apart []int
		for y, b := range ranked {
			if b != a && !p.Significant(a, b, r.Test.Alpha) {
				apart = append(apart, y+1)
			}
		}
		row = append(row, rankList(apart))
		g.rows = append(g.rows, row)
	}
	return g
}

// pairsGrid lists every pair of systems under metric k, the better ranked first: the
// difference with its paired bootstrap interval, the share of resamples the first wins, the
// p-value of each test run and what the tests conclude.
func (r *Report) pairsGrid(k int) *grid {
	m, ranked := r.Metrics[k], r.Ranked[k]
	g := &grid{head: []string{"A", "B", "A − B", "95% interval", "A better in", "p (bootstrap)"}}
	if m.AR != nil {
		g.head = append(g.head, "p (AR)")
	}
	g.head = append(g.head, "verdict")
	g.caption = fmt.Sprintf("Every pair of systems under %s, A ranked above B: A − B with the central 95%% interval of the difference over %d paired bootstrap resamples (seed %s) "+
		"and the share of resamples in which A scores better%s; p-values%s%s.",
		m.Name, r.Test.Samples, r.Test.Seed, lowerNote(m), r.correctionText(), starNote(r.Test.Alpha))
	for x, a := range ranked {
		for _, b := range ranked[x+1:] {
			row := []string{r.Names[a], r.Names[b], r.signedText(k, m.Pairs.Systems[a].Score-m.Pairs.Systems[b].Score), "—", "—", r.pMark(&m.Pairs, a, b)}
			if iv := r.intervalText(k, a, b); iv != "" {
				row[3] = iv
			}
			if won, ok := m.won(a, b); ok {
				row[4] = fmt.Sprintf("%.1f%%", 100*won)
			}
			if m.AR != nil {
				row = append(row, r.pMark(m.AR, a, b))
			}
			row = append(row, r.verdict(k, a, b))
			g.rows = append(g.rows, row)
		}
	}
	return g
}

// verdict is what the tests run say of A (ranked above) against B.
func (r *Report) verdict(k, a, b int) string {
	m := r.Metrics[k]
	bs := m.Pairs.Significant(a, b, r.Test.Alpha)
	if m.AR == nil {
		if bs {
			return "A better"
		}
		return "not told apart"
	}
	switch ar := m.AR.Significant(a, b, r.Test.Alpha); {
	case bs && ar:
		return "A better (both tests)"
	case bs:
		return "A better (bootstrap only)"
	case ar:
		return "A better (AR only)"
	}
	return "not told apart"
}

// diffText is "+1.2 [0.6, 1.8]": a's score less b's with the bootstrap interval of the
// difference, when the resamples gave one.
func (r *Report) diffText(k, a, b int) string {
	m := r.Metrics[k]
	s := r.signedText(k, m.Pairs.Systems[a].Score-m.Pairs.Systems[b].Score)
	if iv := r.intervalText(k, a, b); iv != "" {
		s += " " + iv
	}
	return s
}

// intervalText is "[+0.6, +1.8]", the bootstrap interval of a's score less b's under metric k,
// or "" when the resamples gave none.
func (r *Report) intervalText(k, a, b int) string {
	d := r.Metrics[k].Pairs.Diff
	if d == nil {
		return ""
	}
	return "[" + r.signedText(k, d[a][b].Lo) + ", " + r.signedText(k, d[a][b].Hi) + "]"
}

// won is the share of bootstrap resamples in which system a scores better than b by the
// metric's direction, if the resamples were kept (not under approximate randomization).
func (m *Metric) won(a, b int) (float64, bool) {
	h := m.Pairs.Higher
	if h == nil {
		return 0, false
	}
	if m.LowerBetter {
		return h[b][a], true
	}
	return h[a][b], true
}

// signedText is a difference of metric k's scores with its sign.
func (r *Report) signedText(k int, x float64) string {
	s := r.valueText(k, x)
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s
}

// pMark is a pair's p-value as SacreBLEU prints it, starred when significant.
func (r *Report) pMark(p *significance.Pairs, a, b int) string {
	s := pText(p.P[a][b])
	if p.Significant(a, b, r.Test.Alpha) {
		s += "*"
	}
	return s
}

func starNote(alpha float64) string { return fmt.Sprintf("; * p < %v", alpha) }

func lowerNote(m Metric) string {
	if m.LowerBetter {
		return " (lower is better: negative when the first is better)"
	}
	return ""
}

// rankList writes ranks as runs: "2–4, 7", or "—" for none.
func rankList(ranks []int) string {
	if len(ranks) == 0 {
		return "—"
	}
	var parts []string
	for i := 0; i < len(ranks); {
		j := i
		for j+1 < len(ranks) && ranks[j+1] == ranks[j]+1 {
			j++
		}
		switch {
		case j == i:
			parts = append(parts, strconv.Itoa(ranks[i]))
		case j == i+1:
			parts = append(parts, strconv.Itoa(ranks[i]), strconv.Itoa(ranks[j]))
		default:
			parts = append(parts, fmt.Sprintf("%d–%d", ranks[i], ranks[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// gridView is a grid as the page shows it: every cell with a sort value where it starts with a
// number, the columns holding names marked to wrap at their separators only.
type gridView struct {
	ID, Caption string
	Head        []gridHead
	Rows        [][]gridCell
}

type gridHead struct {
	Text string
	Name bool // a column of system names
}

type gridCell struct {
	Text, Value string
	Name, Sig   bool
}

// htmlGrid turns a grid into its page view; nameCols are the columns of system names, sigCol
// (if ≥ 0) the column whose starred p-value highlights its row's cell.
func htmlGrid(g *grid, id, caption string, sigCol int, nameCols ...int) *gridView {
	v := &gridView{ID: id, Caption: caption}
	for c, h := range g.head {
		v.Head = append(v.Head, gridHead{Text: h, Name: slices.Contains(nameCols, c)})
	}
	for _, row := range g.rows {
		var cells []gridCell
		for c, text := range row {
			cell := gridCell{Text: text, Name: slices.Contains(nameCols, c)}
			if !cell.Name {
				cell.Value = sortValue(text)
			}
			cell.Sig = c == sigCol && strings.HasSuffix(text, "*")
			cells = append(cells, cell)
		}
		v.Rows = append(v.Rows, cells)
	}
	return v
}

// sortValue is the number a cell starts with ("+1.2 [0.6, 1.8]", "0.0010*", "97.3%"), as the
// page's sorting reads it, or "" for text.
func sortValue(text string) string {
	end := strings.IndexFunc(text, func(r rune) bool { return !strings.ContainsRune("+-.0123456789", r) })
	if end < 0 {
		end = len(text)
	}
	if _, err := strconv.ParseFloat(text[:end], 64); err != nil || end == 0 {
		return ""
	}
	return strings.TrimPrefix(text[:end], "+")
}
