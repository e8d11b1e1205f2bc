package significance

import (
	"github.com/sacre-mt/sacre/internal/nprand"
)

// MeanPairs compares every pair of systems whose score is the mean of per-item scores (COMET's,
// MetricX's, human ratings): scores[s][i] is system s's score on item i, every system scored
// on the same items in the same order. It is SacreBLEU's paired bootstrap or approximate
// randomization (_paired_bs_test, _paired_ar_test) run with a metric whose sufficient
// statistic is the item's score and whose score is their mean, with the statistics summed in
// float64 (SacreBLEU's float32 would round a COMET score at the seventh digit): the same seed
// handling, the same draws, the same p-value formula and the same intervals.
//
// A system's score and each resample's are NumPy's sum of the scores (pairwise) divided by
// their number. An approximate randomization trial sums its pseudo-systems in one pass over
// the items, where NumPy's matrix product leaves the order of the sum to BLAS: integer ratings
// sum exactly either way, other scores may differ in the last bit.
func MeanPairs(scores [][]float64, cfg PairedConfig) Pairs {
	systems := len(scores)
	out := Pairs{Systems: make([]Result, systems), P: square(systems, 1), Same: squareBool(systems)}
	if !cfg.AR {
		out.Higher, out.Diff = square(systems, 0), squareInterval(systems)
	}
	for s := range systems {
		out.Systems[s].Score = npMean(scores[s])
	}
	fixed := cfg.Seed.value != nil && cfg.Seed.value.Sign() != 0
	passes := 1
	if !fixed {
		passes = max(1, systems*(systems-1)/2)
	}
	cfg.progress = newCounter(cfg.Progress, cfg.N()*passes)
	if fixed || systems < 2 {
		cfg.meanPairs(cfg.Seed.generator(), newMeanRows(scores), &out)
		return out
	}
	for i := range systems {
		for j := i + 1; j < systems; j++ {
			sub := Pairs{Systems: []Result{out.Systems[i], out.Systems[j]}, P: square(2, 1), Same: squareBool(2)}
			if !cfg.AR {
				sub.Higher, sub.Diff = square(2, 0), squareInterval(2)
			}
			cfg.meanPairs(cfg.Seed.systemGenerator(), newMeanRows([][]float64{scores[i], scores[j]}), &sub)
			out.merge(&sub, i, j)
		}
	}
	return out
}

// merge copies the comparison of a two-system test into pair (i, j); a system's interval is
// the one of its first pair, as AllPairs gives it.
func (p *Pairs) merge(sub *Pairs, i, j int) {
	p.P[i][j], p.P[j][i] = sub.P[0][1], sub.P[1][0]
	p.Same[i][j], p.Same[j][i] = sub.Same[0][1], sub.Same[1][0]
	if p.Higher == nil {
		return
	}
	p.Higher[i][j], p.Higher[j][i] = sub.Higher[0][1], sub.Higher[1][0]
	p.Diff[i][j], p.Diff[j][i] = sub.Diff[0][1], sub.Diff[1][0]
	for k, s := range []int{i, j} {
		if p.Systems[s].Mean == nil {
			p.Systems[s].Mean, p.Systems[s].CI = sub.Systems[k].Mean, sub.Systems[k].CI
		}
	}
}

// meanRows holds the systems' scores twice: item by item (row k: every system's score on item
// k), for the trials' one pass over the items, and system by system (cols[s]), for the
// resamples' gathered sums.
type meanRows struct {
	systems, n int
	rows       []float64
	cols       [][]float64
	totals     []float64
}

func newMeanRows(scores [][]float64) *meanRows {
	m := &meanRows{systems: len(scores), n: len(scores[0])}
	m.rows = make([]float64, m.n*m.systems)
	m.totals = make([]float64, m.systems)
	m.cols = scores
	for s, sc := range scores {
		for k, v := range sc {
			m.rows[k*m.systems+s] = v
		}
		m.totals[s] = npSum(sc)
	}
	return m
}

// meanPairs draws the resamples (or trials) from g and fills out's p-values, win shares and
// intervals for every pair of the systems of m.
func (c PairedConfig) meanPairs(g *nprand.Generator, m *meanRows, out *Pairs) {
	a := newScores(m.systems, c.N())
	var b [][]float64
	if c.AR {
		b = newScores(m.systems, c.N())
	}
	c.draws(g, m.n, c.N(), func(d *draws, t0, t1 int) {
		if c.AR {
			m.split(d.flags, t0, t1, a, b, c.progress)
		} else {
			m.bootstrap(d.idx, t0, t1, a, c.progress)
		}
	})
	if c.AR {
		m.arPairs(a, b, out)
		return
	}
	for s := range m.systems {
		mean, ci := estimateCI(a[s])
		out.Systems[s].Mean, out.Systems[s].CI = &mean, &ci
	}
	for i := range m.systems {
		for j := i + 1; j < m.systems; j++ {
			out.P[i][j] = bootstrapP(out.Systems[i].Score, out.Systems[j].Score, a[i], a[j])
			out.P[j][i] = out.P[i][j]
			out.higher(i, j, a[i], a[j])
			out.setSame(i, j, a[i], a[j])
		}
	}
}

// higher records the shares of resamples in which i scores above j and j above i, and the
// interval of their difference.
func (p *Pairs) higher(i, j int, si, sj []float64) {
	p.Diff[i][j] = diffInterval(si, sj)
	p.Diff[j][i] = diffInterval(sj, si) // the negation, but its mean sums in another order
	var hi, hj int
	for t := range si {
		switch {
		case si[t] > sj[t]:
			hi++
		case si[t] < sj[t]:
			hj++
		}
	}
	p.Higher[i][j] = float64(hi) / float64(len(si))
	p.Higher[j][i] = float64(hj) / float64(len(si))
}

// arPairs gives every pair (i, j) its p-value from the trials: the pseudo-systems of the test
// of j with baseline i are on[i] + off[j] and off[i] + on[j].
func (m *meanRows) arPairs(on, off [][]float64, out *Pairs) {
	n := float64(m.n)
	a, b := make([]float64, len(on[0])), make([]float64, len(on[0]))
	for i := range m.systems {
		for j := i + 1; j < m.systems; j++ {
			for t := range a {
				a[t] = (on[i][t] + off[j][t]) / n
				b[t] = (off[i][t] + on[j][t]) / n
			}
			out.P[i][j] = arP(out.Systems[i].Score, out.Systems[j].Score, a, b)
			out.P[j][i] = out.P[i][j]
			out.setSame(i, j, a, b)
		}
	}
}

// bootstrap writes each system's mean over the resamples [t0, t1) to scores[s][t]: NumPy's
// pairwise sum of the resampled scores divided by their number.
func (m *meanRows) bootstrap(idx []int, t0, t1 int, scores [][]float64, progress *counter) {
	for t := 0; t < t1-t0; t++ {
		sample := idx[t*m.n : (t+1)*m.n]
		for s, col := range m.cols {
			scores[s][t0+t] = gatherSum(col, sample) / float64(m.n)
		}
	}
	progress.add(t1 - t0)
}

// split writes, for each trial in [t0, t1), the sum of each system's scores on the items whose
// flag is set to on[s][t] and on the others to off[s][t].
func (m *meanRows) split(flags []bool, t0, t1 int, on, off [][]float64, progress *counter) {
	acc := make([]float64, m.systems)
	for t := 0; t < t1-t0; t++ {
		clear(acc)
		for k, set := range flags[t*m.n : (t+1)*m.n] {
			// x*1 is x and x*0 adds nothing: the sum of the flagged items in order,
			// without a branch that random flags would mispredict half the time.
			f := float64(b2i(set))
			row := m.rows[k*m.systems : (k+1)*m.systems]
			for s, v := range row {
				acc[s] += v * f
			}
		}
		for s, v := range acc {
			on[s][t0+t], off[s][t0+t] = v, m.totals[s]-v
		}
	}
	progress.add(t1 - t0)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Mean is NumPy's mean of a float64 array (np.mean): its pairwise sum divided by its length.
func Mean(x []float64) float64 { return npMean(x) }
