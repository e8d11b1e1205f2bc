package significance

import (
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/sacre-mt/sacre/internal/nprand"
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
		cfg.compare(cfg.Seed.generator(), metrics, stats, results)
		return results
	}
	for s := 1; s < len(stats[0]); s++ {
		pairs := make([][]*metric.Stats, len(metrics))
		pairResults := make([][]Result, len(metrics))
		for k := range metrics {
			pairs[k] = []*metric.Stats{stats[k][0], stats[k][s]}
			pairResults[k] = []Result{results[k][0], {}}
		}
		cfg.compare(cfg.Seed.systemGenerator(), metrics, pairs, pairResults)
		for k := range metrics {
			results[k][s] = pairResults[k][1]
		}
	}
	if !cfg.AR {
		// The baseline's interval has a generator of its own (seed 0 is default_rng(0) there).
		baseline := make([]*batch, len(metrics))
		scores := make([][][]float64, len(metrics))
		for k := range metrics {
			baseline[k] = newBatch(stats[k][:1])
			scores[k] = newScores(1, cfg.N())
		}
		cfg.draws(cfg.Seed.generator(), n, cfg.N(), func(d *draws, t0, t1 int) {
			for k, m := range metrics {
				baseline[k].bootstrap(m, d.idx, t0, t1, scores[k], cfg.progress)
			}
		})
		for k := range metrics {
			mean, ci := estimateCI(scores[k][0])
			results[k][0].Mean, results[k][0].CI = &mean, &ci
		}
	}
	return results
}

// draws are a chunk of one generator's resamples: bootstrap indices or AR swap flags, n per
// resample.
type draws struct {
	idx   []int
	flags []bool
}

// drawChunk is about how many values (resamples x segments) are drawn at a time: 256 KB of
// indices, about 10 resamples of a 3000-segment test set. Small chunks keep the indices in
// the cache beside the packed rows they select (with 2 MB chunks the draws evicted the rows,
// and the sums ran at the cache's pace); the buffers are reused from chunk to chunk (fresh
// memory costs a page fault per 4 KB, which on a virtual machine can cost more than the sums
// themselves).
var drawChunk = 1 << 15 // a variable for tests

// draws draws the test's resamples from g a chunk at a time, in the order one NumPy call
// draws them, and calls fn with each chunk and its resamples' range [t0, t1). The generator
// is sequential: one goroutine draws the chunks in order, a few ahead, while GOMAXPROCS
// goroutines score them, a chunk each at a time, so fn must be safe to call concurrently
// for distinct chunks. A resample's draws, and so its scores, do not depend on which
// goroutine scores it or when.
func (c PairedConfig) draws(g *nprand.Generator, n, total int, fn func(d *draws, t0, t1 int)) {
	chunk := max(1, drawChunk/max(n, 1))
	if c.AR {
		// NumPy's bool draws use 32 bits of a word and drop what a call leaves: chunks must
		// end at a word's end to draw what one call draws.
		align := 32 / gcd(n, 32)
		chunk = max(align, chunk/align*align)
	}
	type drawn struct {
		d      *draws
		t0, t1 int
	}
	workers := min(runtime.GOMAXPROCS(0), (total+chunk-1)/chunk)
	// Two buffers more than workers: the drawer fills one while each worker scores one and
	// one drawn chunk waits.
	full, free := make(chan drawn, 1), make(chan *draws, workers+2)
	for range workers + 2 {
		free <- &draws{}
	}
	go func() {
		defer close(full)
		for t0 := 0; t0 < total; t0 += chunk {
			t1 := min(total, t0+chunk)
			d := <-free
			c.fill(g, d, n, (t1-t0)*n)
			full <- drawn{d, t0, t1}
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for x := range full {
				fn(x.d, x.t0, x.t1)
				free <- x.d
			}
		})
	}
	wg.Wait()
}

// fill draws size values into d: AR swap flags or bootstrap indices of n segments.
func (c PairedConfig) fill(g *nprand.Generator, d *draws, n, size int) {
	if c.AR {
		d.flags = slices.Grow(d.flags[:0], size)[:size]
		g.Bools(d.flags)
		return
	}
	d.idx = slices.Grow(d.idx[:0], size)[:size]
	g.Choice(n, d.idx)
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// newScores allocates scores[system][sample].
func newScores(systems, samples int) [][]float64 {
	scores := make([][]float64, systems)
	for s := range scores {
		scores[s] = make([]float64, samples)
	}
	return scores
}

// compare draws the resamples from g and fills results[k][1:] with each system's comparison
// with the baseline, stats[k][0], under metric k, whose score results[k][0] holds; the
// bootstrap also gives results[k][0] its mean and interval. Every metric scores the same
// resamples.
func (c PairedConfig) compare(g *nprand.Generator, metrics []metric.Resampler, stats [][]*metric.Stats, results [][]Result) {
	batches := make([]*batch, len(metrics))
	a, bs := make([][][]float64, len(metrics)), make([][][]float64, len(metrics))
	for k := range metrics {
		batches[k] = newBatch(stats[k])
		a[k] = newScores(len(stats[k]), c.N())
		if c.AR {
			bs[k] = newScores(len(stats[k]), c.N())
		}
	}
	c.draws(g, stats[0][0].Len(), c.N(), func(d *draws, t0, t1 int) {
		for k, m := range metrics {
			if c.AR {
				batches[k].shuffled(m, d.flags, t0, t1, a[k], bs[k], c.progress)
			} else {
				batches[k].bootstrap(m, d.idx, t0, t1, a[k], c.progress)
			}
		}
	})
	for k, m := range metrics {
		if c.AR {
			for s := 1; s < len(stats[k]); s++ {
				results[k][s] = arResult(m, stats[k][s], results[k][0].Score, a[k][s], bs[k][s])
			}
			continue
		}
		scores := a[k]
		mean, ci := estimateCI(scores[0])
		results[k][0].Mean, results[k][0].CI = &mean, &ci
		for s := 1; s < len(stats[k]); s++ {
			results[k][s] = bootstrapResult(m, stats[k][s], results[k][0].Score, scores[0], scores[s])
		}
	}
}

// bootstrapResult is _paired_bs_test's result: the p-value of the observed difference among
// the centred differences of the resampled scores.
func bootstrapResult(m metric.Resampler, sys *metric.Stats, blScore float64, scoresBl, scoresSys []float64) Result {
	score := m.Compute(sys.Sum()).Score
	mean, ci := estimateCI(scoresSys)
	p := bootstrapP(blScore, score, scoresBl, scoresSys)
	return Result{Score: score, PValue: &p, Mean: &mean, CI: &ci}
}

// bootstrapP is the p-value of the observed difference of two scores among the centred
// differences of their resampled scores.
func bootstrapP(blScore, score float64, scoresBl, scoresSys []float64) float64 {
	diff := math.Abs(blScore - score)
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
	return pValue(count, len(d))
}

// arResult is _paired_ar_test's result: the p-value of the observed difference among the
// differences of the trials' pseudo-systems.
func arResult(m metric.Resampler, sys *metric.Stats, blScore float64, a, b []float64) Result {
	score := m.Compute(sys.Sum()).Score
	p := arP(blScore, score, a, b)
	return Result{Score: score, PValue: &p}
}

// arP is the p-value of the observed difference of two scores among the differences of the
// trials' pseudo-systems a and b.
func arP(blScore, score float64, a, b []float64) float64 {
	diff := math.Abs(blScore - score)
	count := 0
	for t := range a {
		if math.Abs(a[t]-b[t]) > diff {
			count++
		}
	}
	return pValue(count, len(a))
}

// pValue is (count + 1) / (n + 1), which keeps a test from rejecting more often than its level.
func pValue(count, n int) float64 { return float64(count+1) / float64(n+1) }

// shuffled scores the trials [t0, t1) (whose flags are given) of each system s against the
// baseline: a = pos@bl + neg@sys and b = neg@bl + pos@sys, as NumPy's matrix products, into
// a[s][trial] and bs[s][trial] (nothing for the baseline itself).
func (b *batch) shuffled(m metric.Resampler, flags []bool, t0, t1 int, a, bs [][]float64, progress *counter) {
	w := b.width
	on, off := make([]float64, len(b.totals)), make([]float64, len(b.totals))
	x, y := make([]float64, w), make([]float64, w)
	acc := b.accumulator()
	for t := 0; t < t1-t0; t++ {
		acc.split(flags[t*b.n:(t+1)*b.n], b.totals, on, off)
		for s := 1; s < b.systems; s++ {
			for j := range w {
				x[j] = on[j] + off[s*w+j]
				y[j] = off[j] + on[s*w+j]
			}
			// BLEU and chrF statistics are int64 arrays in NumPy; TER's, float64.
			a[s][t0+t], bs[s][t0+t] = m.ScoreAs(x, metric.Int64), m.ScoreAs(y, metric.Int64)
		}
	}
	progress.add(t1 - t0)
}
