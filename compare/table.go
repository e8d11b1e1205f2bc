package compare

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// Table is one metric's comparison of systems under one test, in one language pair.
type Table struct {
	Metric         string
	LP             string // "" when the scores name no language pair
	Test           Test
	Alpha          float64
	HigherIsBetter bool
	Samples        int    // resamples or trials; 0 for tests that draw none
	Seed           string // the seed, for tests that draw
	Items          int    // the items any system has
	Speakers       int    // the speakers compared (sign-sc, wilcoxon-sc); 0 for the other tests
	Signature      string
	Systems        []Ranked // best first
	Pairs          []Pair   // every ordered pair, in the order of Systems
	Threshold      *Threshold
}

// Ranked is a system's line in a table.
type Ranked struct {
	Name  string
	Score float64
	// CI is the bootstrap's 95% interval of the score (mean ± half-width, as SacreBLEU
	// prints it); nil for the other tests.
	CI           *[2]float64
	Rank         [2]int // best and worst rank the p-values allow
	Wins, Losses int
	Cluster      int
	Items        int
}

// Pair is the comparison of system A with system B.
type Pair struct {
	A, B string
	// P is the test's p-value for a difference between A and B. WMT24's combines two-sided
	// p-values, so its direction is not A's being better; its exact Wilcoxon truncates a
	// rank sum, so P(A, B) and P(B, A) may differ there.
	P     float64
	Delta float64 // A's score less B's
	// Accuracy is the share of system pairs with a delta of this size that humans order as
	// the metric does (Kocmi et al. 2024); nil when the metric has no fitted curve.
	Accuracy *float64
	Items    int  // the items both have, on which they are compared
	Same     bool // identical scores on every item: nothing tells them apart
	// Decision is, for sc_stats's tests (ScliteTests), the system the test finds better at
	// its fixed 95% level (A or B), or "same" as sc_stats prints it; "" for the other tests.
	Decision string
}

// build orders the systems best first and derives ranks, clusters and pairs from the p-values.
func (g *group) build(t Test, cfg Config, r *result) *Table {
	tb := &Table{Metric: g.metric.Set.Name, LP: g.lp, Test: t, Alpha: cfg.alpha(), HigherIsBetter: !g.metric.LowerIsBetter, Items: len(g.ids)}
	if t.Resampling() {
		tb.Samples, tb.Seed = cfg.samples(t), cfg.Seed.PairedText()
	}
	if t.BySpeaker() {
		tb.Speakers = cfg.Speakers.Count()
	}
	order := make([]int, len(g.names))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		if tb.HigherIsBetter {
			return cmp.Compare(r.score[j], r.score[i])
		}
		return cmp.Compare(r.score[i], r.score[j])
	})
	g.rank(tb, r, order)
	tb.Threshold = g.threshold()
	g.pairs(tb, r, order)
	tb.Signature = tb.signature(g.metric, cfg.Speakers)
	return tb
}

// rank fills the systems in order with their ranks (WMT24's get_ranks) and clusters
// (get_clusters): significant is p < alpha, apart is p <= alpha, and identical systems are
// neither; for sc_stats's tests, both are its decision, which also says which is better.
func (g *group) rank(tb *Table, r *result, order []int) {
	n := len(order)
	better, sig, apart := squareBools(n), squareBools(n), squareBools(n)
	for i, a := range order {
		for j, b := range order {
			if tb.HigherIsBetter {
				better[i][j] = r.score[a] > r.score[b]
			} else {
				better[i][j] = r.score[a] < r.score[b]
			}
			sig[i][j] = r.p[a][b] < tb.Alpha && !r.same[a][b]
			apart[i][j] = !(r.p[a][b] > tb.Alpha) && !r.same[a][b]
			if r.dec != nil {
				better[i][j], sig[i][j], apart[i][j] = r.dec[a][b] > 0, r.dec[a][b] != 0, r.dec[a][b] != 0
			}
		}
	}
	ranks, wins, losses := Ranks(better, sig)
	clusters := Clusters(apart)
	for i, s := range order {
		tb.Systems = append(tb.Systems, Ranked{Name: g.names[s], Score: r.score[s], CI: r.ci[s], Rank: ranks[i],
			Wins: wins[i], Losses: losses[i], Cluster: clusters[i], Items: len(g.own(s))})
	}
}

// pairs lists every ordered pair in the table's order.
func (g *group) pairs(tb *Table, r *result, order []int) {
	for _, a := range order {
		for _, b := range order {
			if a == b {
				continue
			}
			p := Pair{A: g.names[a], B: g.names[b], P: r.p[a][b], Delta: r.score[a] - r.score[b], Items: r.items[a][b], Same: r.same[a][b]}
			if r.dec != nil {
				p.Decision = [3]string{p.B, "same", p.A}[r.dec[a][b]+1]
			}
			if tb.Threshold != nil {
				acc := tb.Threshold.Accuracy(p.Delta)
				p.Accuracy = &acc
			}
			tb.Pairs = append(tb.Pairs, p)
		}
	}
}

// threshold is the metric's delta-accuracy curve, if it has one. A COMET-family score file
// whose scores leave [-2, 2] is taken to be on the paper's 0-100 scale already.
func (g *group) threshold() *Threshold {
	th, ok := ThresholdFor(g.metric.Set.Name)
	if !ok {
		return nil
	}
	if th.Scale != 1 {
		for _, row := range g.score {
			for _, v := range row {
				if math.Abs(v) > 2 {
					th.Scale = 1
				}
			}
		}
	}
	return &th
}

// signature records what a reader needs to recompute the table: the scores (the metric's own
// description and each file's SHA-256 prefix), the test and its settings; for the tests of
// speakers, their number and the speaker file's SHA-256 prefix.
func (tb *Table) signature(m *Metric, spk *Speakers) string {
	desc, own := m.Set.Name, m.Set.Signature
	if m.Corpus != nil && (tb.Test.Resampling() || tb.Test.Sclite()) {
		own = m.Corpus.Signature
	}
	if own != "" {
		head, rest, found := strings.Cut(own, "|")
		desc = head
		if found {
			desc += "[" + rest + "]"
		}
	}
	fields := []string{"scores:" + desc, "test:" + string(tb.Test)}
	if tb.Test.Resampling() {
		fields = append(fields, fmt.Sprintf("n:%d", tb.Samples), "seed:"+tb.Seed)
	}
	fields = append(fields, "alpha:"+fmt.Sprint(tb.Alpha), fmt.Sprintf("items:%d", tb.Items))
	if tb.LP != "" {
		fields = append(fields, "lp:"+tb.LP)
	}
	if !tb.HigherIsBetter {
		fields = append(fields, "lower:yes")
	}
	var files []string
	for _, f := range m.Set.Files {
		files = append(files, baseName(f.Path)+"="+f.SHA256[:min(12, len(f.SHA256))])
	}
	if tb.Speakers > 0 {
		fields = append(fields, fmt.Sprintf("speakers:%d", tb.Speakers))
		files = append(files, baseName(spk.Path)+"="+spk.SHA256[:12])
	}
	fields = append(fields, "sha256:"+strings.Join(files, ","), "version:"+signatures.Version)
	return strings.Join(fields, "|")
}

func baseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

func squareBools(n int) [][]bool {
	m := make([][]bool, n)
	for i := range m {
		m[i] = make([]bool, n)
	}
	return m
}
