// Package report compares machine translation systems in one self-contained document: scores
// with bootstrap intervals, significance between every pair of systems, sentence-level
// distributions, compare-mt's bucketed analyses and the examples where two systems differ
// most, as an HTML page (inline CSS and SVG, no network), Markdown or a LaTeX fragment.
//
// Score scores the systems under metrics the caller configured and tests every pair
// (significance.AllPairs); Build derives rankings, clusters, segment wins, buckets and
// examples from those results and the texts, and the Write methods render them.
package report

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/analysis"
	"github.com/sacre-mt/sacre/significance"
	"github.com/sacre-mt/sacre/tokenizers"
)

// Data is what a report compares.
type Data struct {
	Title string
	Names []string // the systems' names, as the tables show them
	// NamesNote says how the names were made, if not given (ShortNames's note), for the
	// report to state.
	NamesNote string
	Hyps      [][]string // Hyps[s][i]: system s's segment i
	Refs      [][]string // reference streams: Refs[k][i] is reference k of segment i
	Source    []string   // the source segments, or nil
	Metrics   []Metric
	Test      Test
	// Pair are the two systems compared segment by segment (their per-segment differences
	// and the examples); nil means the two best under the first metric.
	Pair []int
	// Examples is how many segments of largest difference to show (0: none), ExamplesBy the
	// metric whose differences pick and order them, by name (any case); "" means the first.
	Examples   int
	ExamplesBy string
	// Freq gives word frequencies for the word-accuracy buckets (compare-mt's
	// freq_corpus_file or freq_count_file); nil counts words in the first reference.
	Freq analysis.Frequencies
	// FreqSource says where Freq came from, for the report's text.
	FreqSource string
	// Tokenizer, if not nil, makes the words of the buckets as a metric makes them: each line is
	// tokenized, then split at spaces, as compare-mt splits text pre-tokenized by it
	// (analysis.NewTokenized; a frequency corpus in Freq is the caller's to tokenize alike).
	// nil splits the texts at spaces, compare-mt's own split. TokenizerFrom says why this
	// tokenizer, for the report's text: "BLEU's, as its signature says".
	Tokenizer     tokenizers.Tokenizer
	TokenizerFrom string
	// Alignment, if set, gives a hypothesis's alignment with its reference as text (jiwer's
	// REF, HYP and S/D/I lines, for WER or CER), shown with the examples; AlignmentOf names
	// the metric.
	Alignment   func(system, segment int) (string, error)
	AlignmentOf string
}

// Metric is one metric's results over the systems.
type Metric struct {
	Name        string // as printed: "BLEU", "chrF2", "TER"
	Signature   string // the corpus score's signature (with the bootstrap's facts)
	LowerBetter bool   // TER: a lower score is better
	// Pairs holds each system's score with its bootstrap interval, and every pair's p-value,
	// from paired bootstrap resampling; AR, if not nil, approximate randomization's p-values.
	Pairs significance.Pairs
	AR    *significance.Pairs
	// Sentences[s][i] is system s's sentence-level score of segment i (SacreBLEU's
	// sentence_score), and SentenceSignature the signature of those scores.
	Sentences         [][]float64
	SentenceSignature string
	// External marks scores read from files (MetricInput.External), whose corpus score is
	// the mean of the sentence scores: the report says so, and shows four significant
	// digits of them (COMET's scores are below 1) where -w's decimals would be too few.
	External bool
}

// Test describes the significance tests, as the report states them.
type Test struct {
	Seed     string  // the seed as SacreBLEU's signatures print it
	Samples  int     // bootstrap resamples
	ARTrials int     // approximate randomization trials, 0 if not run
	Alpha    float64 // the significance level (0 means 0.05)
	Width    int     // decimals of scores (SacreBLEU's -w)
	// Correction is how the pairs' p-values were corrected for their number ("holm",
	// "bonferroni"), "" if they were not: marks and clusters follow the corrected p-values.
	Correction string
}

// Report is a built report, ready to write.
type Report struct {
	Data
	Ranked [][]int // per metric, the systems from best to worst
	// Clusters[k][s] is system s's significance cluster under metric k (1 = the best) by the
	// paired bootstrap's p-values; ARClusters the same by approximate randomization's, for
	// the metrics that have them (nil otherwise).
	Clusters, ARClusters [][]int
	Wins                 [][]Wins // per metric and system, segments won
	PairDiff             []Diff   // per metric, the two systems' per-segment differences
	Buckets              *Buckets
	Shown                []Example
	ShownBy              int // the metric whose differences picked and ordered Shown

	comparison *analysis.Comparison // the Buckets' words, which the explorer's buckets reuse
}

// Wins counts the segments where a system's sentence score is the best of all systems alone
// (Best) or shared (Tied).
type Wins struct{ Best, Tied int }

// Diff is the per-segment difference of the pair's sentence scores, A minus B, with the counts
// of segments each is better on (by the metric's direction).
type Diff struct {
	Values              []float64
	ABetter, BBetter, N int
}

// Buckets are compare-mt's analyses of the systems against the first reference.
type Buckets struct {
	Length, LengthDiff *analysis.BucketTable
	Words              *analysis.WordTable
	Salient            *analysis.NgramTable // the pair's salient n-grams, both ways
}

// ErrData reports data a report cannot be built from.
var ErrData = errors.New("report")

// Build checks the data and derives the report's rankings, clusters, wins, buckets and examples.
func Build(d Data) (*Report, error) {
	if err := d.check(); err != nil {
		return nil, err
	}
	if d.Test.Alpha == 0 {
		d.Test.Alpha = 0.05
	}
	r := &Report{Data: d}
	if d.ExamplesBy != "" {
		r.ShownBy = slices.IndexFunc(d.Metrics, func(m Metric) bool { return strings.EqualFold(m.Name, d.ExamplesBy) })
		if r.ShownBy < 0 {
			return nil, fmt.Errorf("%w: no metric %q to pick the examples by; the metrics: %s", ErrData, d.ExamplesBy, r.metricNames(false))
		}
	}
	for k, m := range d.Metrics {
		ranked := rank(m)
		r.Ranked = append(r.Ranked, ranked)
		r.Clusters = append(r.Clusters, clusters(ranked, &m.Pairs, d.Test.Alpha))
		var ar []int
		if m.AR != nil {
			ar = clusters(ranked, m.AR, d.Test.Alpha)
		}
		r.ARClusters = append(r.ARClusters, ar)
		r.Wins = append(r.Wins, segmentWins(m))
		if k == 0 && r.Pair == nil && len(d.Names) > 1 {
			r.Pair = []int{ranked[0], ranked[1]}
		}
	}
	if len(r.Pair) == 2 {
		for _, m := range d.Metrics {
			r.PairDiff = append(r.PairDiff, pairDiff(m, r.Pair[0], r.Pair[1]))
		}
	}
	var err error
	if r.Buckets, r.comparison, err = buckets(&r.Data, r.Pair); err != nil {
		return nil, err
	}
	r.Shown = examples(r)
	return r, nil
}

func (d *Data) check() error {
	n := len(d.Names)
	switch {
	case n == 0:
		return fmt.Errorf("%w: no systems to compare", ErrData)
	case len(d.Hyps) != n:
		return fmt.Errorf("%w: %d system names for %d systems", ErrData, n, len(d.Hyps))
	case len(d.Refs) == 0:
		return fmt.Errorf("%w: no references", ErrData)
	case len(d.Metrics) == 0:
		return fmt.Errorf("%w: no metrics", ErrData)
	}
	segs := len(d.Refs[0])
	for s, h := range d.Hyps {
		if len(h) != segs {
			return fmt.Errorf("%w: system %s has %d segments, the references %d", ErrData, d.Names[s], len(h), segs)
		}
	}
	if d.Source != nil && len(d.Source) != segs {
		return fmt.Errorf("%w: the source has %d segments, the references %d", ErrData, len(d.Source), segs)
	}
	for _, m := range d.Metrics {
		if len(m.Pairs.Systems) != n || len(m.Pairs.P) != n || len(m.Sentences) != n {
			return fmt.Errorf("%w: metric %s has results for %d systems, not %d", ErrData, m.Name, len(m.Pairs.Systems), n)
		}
		for _, s := range m.Sentences {
			if len(s) != segs {
				return fmt.Errorf("%w: metric %s has %d sentence scores, not %d", ErrData, m.Name, len(s), segs)
			}
		}
	}
	if d.Pair != nil {
		if len(d.Pair) != 2 || d.Pair[0] == d.Pair[1] || min(d.Pair[0], d.Pair[1]) < 0 || max(d.Pair[0], d.Pair[1]) >= n {
			return fmt.Errorf("%w: the pair to compare must be two different systems", ErrData)
		}
	}
	return nil
}

// better reports whether score a is better than b under m.
func (m *Metric) better(a, b float64) bool {
	if m.LowerBetter {
		return a < b
	}
	return a > b
}

// rank orders the systems from best to worst corpus score. Ties keep input order, except that
// systems the bootstrap could not tell apart (Pairs.Same, which needs equal scores) follow
// the first of them, so that they share a cluster.
func rank(m Metric) []int {
	n := len(m.Pairs.Systems)
	order, first := make([]int, n), make([]int, n)
	for i := range order {
		order[i], first[i] = i, i
		for j := range i {
			if m.Pairs.Same != nil && m.Pairs.Same[i][j] {
				first[i] = first[j]
				break
			}
		}
	}
	slices.SortStableFunc(order, func(a, b int) int {
		x, y := m.Pairs.Systems[a].Score, m.Pairs.Systems[b].Score
		switch {
		case m.better(x, y):
			return -1
		case m.better(y, x):
			return 1
		}
		return first[a] - first[b]
	})
	return order
}

// clusters numbers the ranked systems' significance clusters: a system starts a new cluster
// when it differs significantly from the system ranked just above it (p < alpha, and not
// Same).
func clusters(ranked []int, p *significance.Pairs, alpha float64) []int {
	out := make([]int, len(ranked))
	c := 1
	for r, s := range ranked {
		if r > 0 && p.Significant(ranked[r-1], s, alpha) {
			c++
		}
		out[s] = c
	}
	return out
}

// segmentWins counts, for each system, the segments it is best on alone or tied.
func segmentWins(m Metric) []Wins {
	wins := make([]Wins, len(m.Sentences))
	if len(m.Sentences) < 2 {
		return wins
	}
	for i := range m.Sentences[0] {
		best, count := m.Sentences[0][i], 0
		for _, s := range m.Sentences {
			switch v := s[i]; {
			case m.better(v, best):
				best, count = v, 1
			case v == best:
				count++
			}
		}
		for s := range m.Sentences {
			if m.Sentences[s][i] == best {
				if count == 1 {
					wins[s].Best++
				} else {
					wins[s].Tied++
				}
			}
		}
	}
	return wins
}

func pairDiff(m Metric, a, b int) Diff {
	d := Diff{Values: make([]float64, len(m.Sentences[a]))}
	for i, x := range m.Sentences[a] {
		y := m.Sentences[b][i]
		d.Values[i] = x - y
		switch {
		case m.better(x, y):
			d.ABetter++
		case m.better(y, x):
			d.BBetter++
		}
	}
	d.N = len(d.Values)
	return d
}
