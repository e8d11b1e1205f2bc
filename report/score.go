package report

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// MetricInput is one metric to score the systems with, configured and with its references
// prepared by the caller.
type MetricInput struct {
	// Metric gives the corpus scores and is resampled by the tests; Refs are the references
	// it prepared.
	Metric metric.Resampler
	Refs   metric.Prepared
	// Sentence computes the sentence-level scores from Metric's statistics of each segment:
	// SacreBLEU's sentence_score uses BLEU with effective order (whose statistics are the same
	// as without) and the other metrics as they are. Nil means Metric.
	Sentence metric.Metric
	// LowerBetter is set when a lower score is better (TER, the error rates but WIP).
	LowerBetter bool
	// Order is the metric's place among those the user asked for: the examples show the
	// alignments of the first error rate in that order (see Alignment).
	Order int
	// External, if set, makes this a metric of scores read from files (LoadScores): Metric,
	// Refs, Sentence and Order are not used.
	External *External
}

// TestConfig configures Score's significance tests and what the report states of them.
type TestConfig struct {
	Seed significance.Seed
	// Samples is the number of bootstrap resamples, ARTrials the number of approximate
	// randomization trials when AR is set; 0 or less means SacreBLEU's defaults (1000 and
	// 10000), as the report states and the signatures print them.
	Samples  int
	AR       bool
	ARTrials int
	Alpha    float64 // the significance level of marks and clusters (0 means 0.05)
	Width    int     // decimals of scores (SacreBLEU's -w)
	Short    bool    // signatures in SacreBLEU's short form
	// Correction corrects every test's p-values for the number of pairs, n(n-1)/2 for n
	// systems: "holm" (Holm's step-down method), "bonferroni", or "" (none). It is recorded in
	// the signatures (corr:) and stated in the report.
	Correction string
	// Progress, if set, starts the display of a test's progress (label names the test) and
	// returns the function that updates it (called as significance.PairedConfig.Progress is)
	// and the one that ends it.
	Progress func(label string) (update func(done, total int), finish func())
}

// Score scores every system under every metric, corpus and sentence level, and compares every
// pair of systems by paired bootstrap resampling (significance.AllPairs) and, with cfg.AR,
// approximate randomization: the Metrics and Test of a report's Data, in the metrics' order.
// systems[s] are system s's segments. A metric read from files (MetricInput.External) is
// compared by the same tests with the mean of its segment scores as the statistic
// (significance.MeanPairs), with the same seed and resamples.
func Score(systems [][]string, metrics []MetricInput, cfg TestConfig) ([]Metric, Test, error) {
	bs := significance.PairedConfig{Samples: cfg.Samples, Seed: cfg.Seed}
	ar := significance.PairedConfig{AR: true, Samples: cfg.ARTrials, Seed: cfg.Seed}
	test := Test{Seed: cfg.Seed.PairedText(), Samples: bs.N(), Alpha: cfg.Alpha, Width: cfg.Width, Correction: cfg.Correction}
	correct, ok := corrections[cfg.Correction]
	if !ok {
		return nil, test, fmt.Errorf("%w: no correction %q for multiple comparisons (holm, bonferroni)", ErrData, cfg.Correction)
	}
	if cfg.AR {
		test.ARTrials = ar.N()
	}
	var ms []metric.Resampler
	var stats [][]*metric.Stats
	var own []int // the metrics sacre computes, by their place in metrics
	out := make([]Metric, len(metrics))
	for k, in := range metrics {
		if in.External != nil {
			if err := in.External.check(systems, metrics, k); err != nil {
				return nil, test, err
			}
			out[k] = in.externalResult(test)
		}
	}
	for k, in := range metrics {
		if in.External != nil {
			continue
		}
		st, err := metric.StatsAll(in.Metric, systems, in.Refs)
		if err != nil {
			return nil, test, err
		}
		out[k] = in.result(st, test, cfg.Short)
		ms, stats, own = append(ms, in.Metric), append(stats, st), append(own, k)
	}
	var err error
	cfg.test(metrics, ms, stats, own, bs, "paired bootstrap resampling, every pair", func(k int, p significance.Pairs) {
		err = errors.Join(err, correctPairs(&p, correct))
		out[k].Pairs = p
	})
	if cfg.AR {
		cfg.test(metrics, ms, stats, own, ar, "paired approximate randomization, every pair", func(k int, p significance.Pairs) {
			err = errors.Join(err, correctPairs(&p, correct))
			out[k].AR = &p
		})
	}
	return out, test, err
}

// corrections are Score's corrections for multiple comparisons, by name ("": none).
var corrections = map[string]func([]float64) ([]float64, error){"": nil, "holm": significance.Holm, "bonferroni": significance.Bonferroni}

// correctPairs replaces a test's p-values by their correction over its n(n-1)/2 pairs (each
// pair once: P is symmetric).
func correctPairs(p *significance.Pairs, correct func([]float64) ([]float64, error)) error {
	if correct == nil {
		return nil
	}
	var flat []float64
	for i := range p.P {
		for j := i + 1; j < len(p.P); j++ {
			flat = append(flat, p.P[i][j])
		}
	}
	adjusted, err := correct(flat)
	if err != nil {
		return err
	}
	p.P = slices.Clone(p.P) // a new matrix: the test's own stays as it was
	for i, k := range p.P {
		p.P[i] = slices.Clone(k)
	}
	n := 0
	for i := range p.P {
		for j := i + 1; j < len(p.P); j++ {
			p.P[i][j], p.P[j][i] = adjusted[n], adjusted[n]
			n++
		}
	}
	return nil
}

// test runs one test of every pair under every metric and gives set each metric's results:
// sacre's own metrics (ms and their stats, own their places) together, then each metric read
// from files, its progress shown apart under its name.
func (cfg *TestConfig) test(metrics []MetricInput, ms []metric.Resampler, stats [][]*metric.Stats, own []int,
	test significance.PairedConfig, label string, set func(k int, p significance.Pairs)) {
	if len(ms) > 0 {
		for i, pairs := range cfg.allPairs(ms, stats, test, label) {
			set(own[i], pairs)
		}
	}
	for k, in := range metrics {
		if in.External != nil {
			set(k, cfg.meanPairs(in.External.Scores, test, in.External.Set.Name+": "+label))
		}
	}
}

// allPairs runs one test of every pair, its progress shown under label.
func (cfg *TestConfig) allPairs(ms []metric.Resampler, stats [][]*metric.Stats, test significance.PairedConfig, label string) []significance.Pairs {
	if cfg.Progress == nil {
		return significance.AllPairs(ms, stats, test)
	}
	update, finish := cfg.Progress(label)
	test.Progress = update
	defer finish()
	return significance.AllPairs(ms, stats, test)
}

// meanPairs runs one test of every pair of systems scored per segment, its progress shown under
// label.
func (cfg *TestConfig) meanPairs(scores [][]float64, test significance.PairedConfig, label string) significance.Pairs {
	if cfg.Progress == nil {
		return significance.MeanPairs(scores, test)
	}
	update, finish := cfg.Progress(label)
	test.Progress = update
	defer finish()
	return significance.MeanPairs(scores, test)
}

// check checks the scores against the systems, and that no other metric has the name of this
// one, metrics[k] (the report names its tables, plots and examples' order after it).
func (e *External) check(systems [][]string, metrics []MetricInput, k int) error {
	name := e.Set.Name
	if len(e.Scores) != len(systems) {
		return fmt.Errorf("%w: metric %s has scores of %d systems, not %d", ErrData, name, len(e.Scores), len(systems))
	}
	for s, row := range e.Scores {
		if len(row) != len(systems[s]) || len(row) == 0 {
			return fmt.Errorf("%w: metric %s has %d scores of system %d, which has %d segments", ErrData, name, len(row), s+1, len(systems[s]))
		}
		for i, v := range row {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Errorf("%w: metric %s scores segment %d of system %d %v", ErrData, name, i+1, s+1, v)
			}
		}
	}
	for j, in := range metrics {
		if j != k && (in.External != nil && in.External.Set.Name == name || in.External == nil && in.Metric.Name() == name) {
			return fmt.Errorf("%w: two metrics are named %s", ErrData, name)
		}
	}
	return nil
}

// externalResult is a metric read from files apart from its tests: its signatures say which
// scores (their files' SHA-256) and which bootstrap; its sentence scores are the scores.
func (in *MetricInput) externalResult(test Test) Metric {
	e := in.External
	return Metric{
		Name:              e.Set.Name,
		Signature:         e.signature(test, in.LowerBetter),
		LowerBetter:       in.LowerBetter,
		Sentences:         e.Scores,
		SentenceSignature: e.signature(Test{}, in.LowerBetter),
		External:          true,
	}
}

// result is the metric's scores of the systems apart from the tests: name, signatures (the
// corpus score's with the bootstrap's facts) and sentence scores.
func (in *MetricInput) result(stats []*metric.Stats, test Test, short bool) Metric {
	sentence := in.Sentence
	if sentence == nil {
		sentence = in.Metric
	}
	run := signatures.Run{NumRefs: in.Refs.NumRefs(), Seed: test.Seed, Bootstrap: test.Samples, Correction: test.Correction}
	m := Metric{
		Name:              in.Metric.Name(),
		Signature:         in.Metric.Signature(run).Format(short),
		LowerBetter:       in.LowerBetter,
		SentenceSignature: sentence.Signature(signatures.Run{NumRefs: in.Refs.NumRefs()}).Format(short),
		Sentences:         make([][]float64, len(stats)),
	}
	for s, st := range stats {
		scores := make([]float64, st.Len())
		for i := range scores {
			// Row is a view of the statistics: Compute is given a copy, as it is given a
			// fresh sum everywhere else.
			scores[i] = sentence.Compute(append([]float64(nil), st.Row(i)...)).Score
		}
		m.Sentences[s] = scores
	}
	return m
}

// Alignment gives Data's Alignment and AlignmentOf: the alignments of the first error rate
// among the metrics (by Order), jiwer's text of a hypothesis against its reference. Nil and ""
// when no metric is an error rate.
func Alignment(systems [][]string, metrics []MetricInput) (func(system, segment int) (string, error), string) {
	var first *MetricInput
	for k := range metrics {
		if _, ok := metrics[k].Metric.(*metric.ErrorRate); ok && (first == nil || metrics[k].Order < first.Order) {
			first = &metrics[k]
		}
	}
	if first == nil {
		return nil, ""
	}
	e, refs := first.Metric.(*metric.ErrorRate), first.Refs
	return func(system, segment int) (string, error) {
		a, err := e.AlignSegment(systems[system][segment], refs, segment)
		if err != nil {
			return "", err
		}
		return a.Text(e.Name() == "CER"), nil
	}, e.Name()
}
