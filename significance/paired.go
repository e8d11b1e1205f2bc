package significance

import (
	"math"

	"github.com/sacre-mt/sacre/internal/nprand"
	"github.com/sacre-mt/sacre/internal/par"
	"github.com/sacre-mt/sacre/metric"
)

// PairedConfig configures a paired test of several systems against the first, the baseline.
type PairedConfig struct {
	// AR selects approximate randomization (multeval's test); otherwise paired bootstrap
	// resampling (Moses' bootstrap-hypothesis-difference-significance.pl).
	AR bool
	// Samples is the number of bootstrap resamples or AR trials; 0 or less means SacreBLEU's
	// defaults, 1000 and 10000.
	Samples int
	Seed    Seed
	// Progress, if set, is called from any goroutine with the resamples (or trials) scored so
	// far and the total, for a progress display.
	Progress func(done, total int)

	progress *counter
}

// N is the number of resamples or trials the test runs.
func (c PairedConfig) N() int {
	switch {
	case c.Samples > 0:
		return c.Samples
	case c.AR:
		return 10000
	}
	return 1000
}

// Paired compares every system with the baseline (system 0) under each metric, as
// SacreBLEU's PairedTest does: stats[k][s] are system s's statistics for metrics[k], and the
// result is results[k][s].
//
// SacreBLEU seeds a generator per system (and one for the baseline's interval), so with a
// fixed seed every system draws the same resamples: sacre draws them once and scores all
// systems in one pass. Seed 0 and "none" draw from OS entropy per system, as SacreBLEU does.
func Paired(metrics []metric.Resampler, stats [][]*metric.Stats, cfg PairedConfig) [][]Result {
	results := make([][]Result, len(metrics))
	for k, m := range metrics {
		results[k] = make([]Result, len(stats[k]))
		results[k][0].Score = m.Compute(stats[k][0].Sum()).Score
	}
	n := stats[0][0].Len()
	cfg.progress = newCounter(cfg.Progress, cfg.N()*len(metrics)*cfg.batches(len(stats[0])))
	if cfg.Seed.value != nil && cfg.Seed.value.Sign() != 0 {
		draws := cfg.draw(cfg.Seed.generator(), n)
		for k, m := range metrics {
			cfg.compare(m, stats[k], draws, results[k])
		}
		return results
	}
	for s := 1; s < len(stats[0]); s++ {
		draws := cfg.draw(cfg.Seed.systemGenerator(), n)
		for k, m := range metrics {
			pair := []Result{results[k][0], {}}
			cfg.compare(m, []*metric.Stats{stats[k][0], stats[k][s]}, draws, pair)
			results[k][s] = pair[1]
		}
	}
	if !cfg.AR {
		// The baseline's interval has a generator of its own (seed 0 is default_rng(0) there).
		draws := cfg.draw(cfg.Seed.generator(), n)
		for k, m := range metrics {
			scores := newBatch(stats[k][:1]).bootstrap(m, draws.idx, cfg.N(), cfg.progress)
			mean, ci := estimateCI(scores[0])
			results[k][0].Mean, results[k][0].CI = &mean, &ci
		}
	}
	return results
}

// draws are one generator's resamples: bootstrap indices or AR swap flags, n per resample.
type draws struct {
	idx   []int
	flags []bool
}

func (c PairedConfig) draw(g *nprand.Generator, n int) draws {
	if c.AR {
		flags := make([]bool, c.N()*n)
		g.Bools(flags)
		return draws{flags: flags}
	}
	idx := make([]int, c.N()*n)
	g.Choice(n, idx)
	return draws{idx: idx}
}

// compare fills results[1:] with each system's comparison with the baseline, stats[0], whose
// score results[0] holds; the bootstrap also gives results[0] its mean and interval.
func (c PairedConfig) compare(m metric.Resampler, stats []*metric.Stats, d draws, results []Result) {
	b := newBatch(stats)
	if c.AR {
		a, bs := b.shuffled(m, d.flags, c.N(), c.progress)
		for s := 1; s < len(stats); s++ {
			results[s] = arResult(m, stats[s], results[0].Score, a[s], bs[s])
		}
		return
	}
	scores := b.bootstrap(m, d.idx, c.N(), c.progress)
	mean, ci := estimateCI(scores[0])
	results[0].Mean, results[0].CI = &mean, &ci
	for s := 1; s < len(stats); s++ {
		results[s] = bootstrapResult(m, stats[s], results[0].Score, scores[0], scores[s])
	}
}

// bootstrapResult is _paired_bs_test's result: the p-value of the observed difference among
// the centred differences of the resampled scores.
func bootstrapResult(m metric.Resampler, sys *metric.Stats, blScore float64, scoresBl, scoresSys []float64) Result {
	score := m.Compute(sys.Sum()).Score
	diff := math.Abs(blScore - score)
	mean, ci := estimateCI(scoresSys)
	d := make([]float64, len(scoresSys))
	for i := range d {
		d[i] = math.Abs(scoresSys[i] - scoresBl[i])
	}
	avg := npMean(d)
	count := 0
	for _, v := range d {
		if v-avg > diff {
			count++
		}
	}
	p := pValue(count, len(d))
	return Result{Score: score, PValue: &p, Mean: &mean, CI: &ci}
}

// arResult is _paired_ar_test's result: the p-value of the observed difference among the
// differences of the trials' pseudo-systems.
func arResult(m metric.Resampler, sys *metric.Stats, blScore float64, a, b []float64) Result {
	score := m.Compute(sys.Sum()).Score
	diff := math.Abs(blScore - score)
	count := 0
	for t := range a {
		if math.Abs(a[t]-b[t]) > diff {
			count++
		}
	}
	p := pValue(count, len(a))
	return Result{Score: score, PValue: &p}
}

// pValue is (count + 1) / (n + 1), which keeps a test from rejecting more often than its level.
func pValue(count, n int) float64 { return float64(count+1) / float64(n+1) }

// shuffled scores each trial's two pseudo-systems for every system s against the baseline:
// a = pos@bl + neg@sys and b = neg@bl + pos@sys, as NumPy's matrix products. It returns
// a[s][trial] and b[s][trial] (nothing for the baseline itself).
func (b *batch) shuffled(m metric.Resampler, flags []bool, trials int, progress *counter) (a, bs [][]float64) {
	a, bs = make([][]float64, b.systems), make([][]float64, b.systems)
	for s := 1; s < b.systems; s++ {
		a[s], bs[s] = make([]float64, trials), make([]float64, trials)
	}
	w := b.width
	par.Range(trials, sampleChunk, func(lo, hi int) {
		on, off := make([]float64, len(b.totals)), make([]float64, len(b.totals))
		x, y := make([]float64, w), make([]float64, w)
		acc := b.accumulator()
		for t := lo; t < hi; t++ {
			acc.split(flags[t*b.n:(t+1)*b.n], b.totals, on, off)
			for s := 1; s < b.systems; s++ {
				for j := range w {
					x[j] = on[j] + off[s*w+j]
					y[j] = off[j] + on[s*w+j]
				}
				// BLEU and chrF statistics are int64 arrays in NumPy; TER's, float64.
				a[s][t], bs[s][t] = m.ScoreAs(x, metric.Int64), m.ScoreAs(y, metric.Int64)
			}
		}
		progress.add(hi - lo)
	})
	return a, bs
}
