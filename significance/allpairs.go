package significance

import (
	"slices"

	"github.com/sacre-mt/sacre/internal/nprand"
	"github.com/sacre-mt/sacre/metric"
)

// Pairs is every pairwise comparison of some systems under one metric.
type Pairs struct {
	// Systems[s] is system s's score with the bootstrap estimate of its mean and the
	// half-width of its 95% confidence interval (SacreBLEU's paired bootstrap prints
	// them as "μ = mean ± ci"); Mean and CI are nil under approximate randomization.
	Systems []Result
	// P[i][j] (= P[j][i]) is the p-value of the difference between systems i and j: what
	// SacreBLEU's paired test prints for j with i as the baseline (or i with j), with the
	// same seed and number of resamples. P[i][i] is 1.
	P [][]float64
	// Higher[i][j] is the share of bootstrap resamples in which system i scores higher than
	// system j (compare-mt's win ratio where higher is better; for TER, i's losses); ties
	// count for neither. Nil under approximate randomization.
	Higher [][]float64
	// Same[i][j] (= Same[j][i]) reports that nothing told systems i and j apart: they score
	// the same on the test set and on every resample (bootstrap) or in every trial's two
	// pseudo-systems (approximate randomization), as identical outputs do. SacreBLEU's
	// formula still gives such a pair its smallest p-value, 1/(n+1), which is no evidence of
	// a difference: conclusions (significance marks, clusters) treat the pair as one system.
	Same [][]bool
	// Diff[i][j] is the difference of the scores of systems i and j, i's less j's, over the
	// bootstrap resamples: its mean and its central 95% interval, the sorted differences'
	// values at n//40 and n-n//40-1 as SacreBLEU's estimate_ci takes a score's (Diff[j][i] is
	// its negation up to the rounding of the mean), Diff[i][i] zero. Nil under approximate randomization.
	Diff [][]Interval
}

// Interval is a bootstrap estimate: the mean of the resamples' values and the bounds of their
// central 95% interval.
type Interval struct{ Mean, Lo, Hi float64 }

// Significant reports whether systems i and j differ at level alpha: p < alpha, unless
// nothing told them apart (Same; a nil Same marks no pair).
func (p *Pairs) Significant(i, j int, alpha float64) bool {
	return p.P[i][j] < alpha && !p.same(i, j)
}

func (p *Pairs) same(i, j int) bool { return p.Same != nil && p.Same[i][j] }

// AllPairs compares every pair of systems under each metric: stats[k][s] are system s's
// statistics for metrics[k]. Each pair's p-value is bit for bit SacreBLEU's paired test of
// the two with the same configuration.
//
// With a fixed seed SacreBLEU draws the same resamples (or trials) for every system, so one
// pass scores every system on them and every pair's p-value comes from those scores: 45 pairs
// of 10 systems cost one paired test of 10. Seed 0 and "none" draw from OS entropy per
// pair, as running SacreBLEU once per pair would.
func AllPairs(metrics []metric.Resampler, stats [][]*metric.Stats, cfg PairedConfig) []Pairs {
	systems := len(stats[0])
	out := make([]Pairs, len(metrics))
	for k, m := range metrics {
		out[k].Systems = make([]Result, systems)
		for s := range systems {
			out[k].Systems[s].Score = m.Compute(stats[k][s].Sum()).Score
		}
		out[k].P = square(systems, 1)
		out[k].Same = squareBool(systems)
		if !cfg.AR {
			out[k].Higher = square(systems, 0)
			out[k].Diff = squareInterval(systems)
		}
	}
	fixed := cfg.Seed.value != nil && cfg.Seed.value.Sign() != 0
	pairs := systems * (systems - 1) / 2
	passes := 1
	if !fixed {
		passes = pairs
	}
	cfg.progress = newCounter(cfg.Progress, cfg.N()*len(metrics)*passes)
	if fixed {
		cfg.allPairs(cfg.Seed.generator(), metrics, stats, out)
		return out
	}
	for i := range systems {
		for j := i + 1; j < systems; j++ {
			pair := make([][]*metric.Stats, len(metrics))
			for k := range metrics {
				pair[k] = []*metric.Stats{stats[k][i], stats[k][j]}
			}
			sub := make([]Pairs, len(metrics))
			for k := range metrics {
				sub[k] = Pairs{Systems: []Result{out[k].Systems[i], out[k].Systems[j]}, P: square(2, 1), Higher: square(2, 0), Same: squareBool(2),
					Diff: squareInterval(2)}
			}
			cfg.allPairs(cfg.Seed.systemGenerator(), metrics, pair, sub)
			for k := range metrics {
				out[k].P[i][j], out[k].P[j][i] = sub[k].P[0][1], sub[k].P[1][0]
				out[k].Same[i][j], out[k].Same[j][i] = sub[k].Same[0][1], sub[k].Same[1][0]
				if !cfg.AR {
					out[k].Higher[i][j], out[k].Higher[j][i] = sub[k].Higher[0][1], sub[k].Higher[1][0]
					out[k].Diff[i][j], out[k].Diff[j][i] = sub[k].Diff[0][1], sub[k].Diff[1][0]
					// A system's interval is the one of its first pair, as SacreBLEU's paired
					// test against system 0 (or of system 0 against system 1) would print it.
					if out[k].Systems[i].Mean == nil {
						out[k].Systems[i].Mean, out[k].Systems[i].CI = sub[k].Systems[0].Mean, sub[k].Systems[0].CI
					}
					if out[k].Systems[j].Mean == nil {
						out[k].Systems[j].Mean, out[k].Systems[j].CI = sub[k].Systems[1].Mean, sub[k].Systems[1].CI
					}
				}
			}
		}
	}
	return out
}

// allPairs draws the resamples (or trials) from g, scores every system of stats on them and
// fills out's p-values, win shares and intervals for every pair.
func (c PairedConfig) allPairs(g *nprand.Generator, metrics []metric.Resampler, stats [][]*metric.Stats, out []Pairs) {
	systems := len(stats[0])
	var pairs [][2]int
	for i := range systems {
		for j := i + 1; j < systems; j++ {
			pairs = append(pairs, [2]int{i, j})
		}
	}
	batches := make([]*batch, len(metrics))
	a, b := make([][][]float64, len(metrics)), make([][][]float64, len(metrics))
	for k := range metrics {
		batches[k] = newBatch(stats[k])
		if c.AR {
			a[k], b[k] = newScores(len(pairs), c.N()), newScores(len(pairs), c.N())
		} else {
			a[k] = newScores(systems, c.N())
		}
	}
	c.draws(g, stats[0][0].Len(), c.N(), func(d *draws, t0, t1 int) {
		for k, m := range metrics {
			if c.AR {
				batches[k].shuffledPairs(m, d.flags, t0, t1, pairs, a[k], b[k], c.progress)
			} else {
				batches[k].bootstrap(m, d.idx, t0, t1, a[k], c.progress)
			}
		}
	})
	for k := range metrics {
		res := out[k]
		if c.AR {
			for p, ij := range pairs {
				i, j := ij[0], ij[1]
				res.P[i][j] = arP(res.Systems[i].Score, res.Systems[j].Score, a[k][p], b[k][p])
				res.P[j][i] = res.P[i][j]
				res.setSame(i, j, a[k][p], b[k][p])
			}
			continue
		}
		scores := a[k]
		for s := range systems {
			mean, ci := estimateCI(scores[s])
			res.Systems[s].Mean, res.Systems[s].CI = &mean, &ci
		}
		for _, ij := range pairs {
			i, j := ij[0], ij[1]
			res.P[i][j] = bootstrapP(res.Systems[i].Score, res.Systems[j].Score, scores[i], scores[j])
			res.P[j][i] = res.P[i][j]
			res.higher(i, j, scores[i], scores[j])
			res.setSame(i, j, scores[i], scores[j])
		}
	}
}

// shuffledPairs scores the trials [t0, t1) (whose flags are given) of every pair (i, j):
// a = pos@i + neg@j and b = neg@i + pos@j, as SacreBLEU's test of j with baseline i does,
// into a[p][trial] and b[p][trial] for pair p.
func (bt *batch) shuffledPairs(m metric.Resampler, flags []bool, t0, t1 int, pairs [][2]int, a, b [][]float64, progress *counter) {
	w := bt.width
	on, off := make([]float64, len(bt.totals)), make([]float64, len(bt.totals))
	x, y := make([]float64, w), make([]float64, w)
	acc := bt.accumulator()
	for t := 0; t < t1-t0; t++ {
		acc.split(flags[t*bt.n:(t+1)*bt.n], bt.totals, on, off)
		for p, ij := range pairs {
			i, j := ij[0]*w, ij[1]*w
			for c := range w {
				x[c] = on[i+c] + off[j+c]
				y[c] = off[i+c] + on[j+c]
			}
			a[p][t0+t], b[p][t0+t] = m.ScoreAs(x, metric.Int64), m.ScoreAs(y, metric.Int64)
		}
	}
	progress.add(t1 - t0)
}

// setSame records whether systems i and j score the same on the test set and in every
// resample or trial (a and b: the two sides' scores).
func (p *Pairs) setSame(i, j int, a, b []float64) {
	same := p.Systems[i].Score == p.Systems[j].Score && slices.Equal(a, b)
	p.Same[i][j], p.Same[j][i] = same, same
}

func squareInterval(n int) [][]Interval {
	out := make([][]Interval, n)
	for i := range out {
		out[i] = make([]Interval, n)
	}
	return out
}

func squareBool(n int) [][]bool {
	m := make([][]bool, n)
	for i := range m {
		m[i] = make([]bool, n)
		m[i][i] = true
	}
	return m
}

func square(n int, diagonal float64) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
		m[i][i] = diagonal
	}
	return m
}
