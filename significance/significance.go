// Package significance estimates confidence intervals and runs paired significance tests on
// metric statistics, bit for bit as SacreBLEU 2.6.0 does.
//
// It mirrors sacrebleu/significance.py and Metric.corpus_score's bootstrap: NumPy's
// default_rng (internal/nprand) draws the same resamples for the same seed, resampled
// statistics are summed in float32 as NumPy sums them, each metric scores them with NumPy's
// arithmetic (metric.Resampler), and means are NumPy's pairwise sums or Python's exact mean
// where SacreBLEU uses each.
package significance

import (
	"github.com/sacre-mt/sacre/metric"
)

// Result is a system's result in a paired test, as SacreBLEU's Result: the actual score, the
// p-value against the baseline (none for the baseline), and the bootstrap estimate of the mean
// with the half-width of its 95% confidence interval (paired bootstrap only).
type Result struct {
	Score  float64
	PValue *float64
	Mean   *float64
	CI     *float64
}

// ConfidenceInterval resamples a system's statistics (rows of st) samples times, as SacreBLEU's
// corpus_score(n_bootstrap=samples) does, and returns Score.estimate_ci's mean and 95%
// half-width. SacreBLEU prints them only when the mean is above 0.
func ConfidenceInterval(m metric.Resampler, st *metric.Stats, samples int, seed Seed) (mean, ci float64) {
	return ConfidenceIntervalProgress(m, st, samples, seed, nil)
}

// ConfidenceIntervalProgress is ConfidenceInterval calling progress, if not nil, from any
// goroutine with the resamples scored so far and their number. The resamples are drawn a
// chunk at a time: memory grows with their number only by a score (8 bytes) each.
func ConfidenceIntervalProgress(m metric.Resampler, st *metric.Stats, samples int, seed Seed, progress func(done, total int)) (mean, ci float64) {
	b := newBatch([]*metric.Stats{st})
	scores := newScores(1, samples)
	count := newCounter(progress, samples)
	PairedConfig{}.draws(seed.generator(), st.Len(), samples, func(d *draws, t0, t1 int) {
		b.bootstrap(m, d.idx, t0, t1, scores, count)
	})
	return estimateCIPython(scores[0])
}
