package scstats

import "math"

// Outcome is sc_stats's verdict on a pair of systems (its winner matrix): NoDiff when the
// test finds no difference, FirstBetter or SecondBetter naming the better of the two in the
// order they were given.
type Outcome int

// The outcomes, with sc_stats's values (TEST_DIFF is 1, NO_DIFF 0).
const (
	FirstBetter  Outcome = -1
	NoDiff       Outcome = 0
	SecondBetter Outcome = 1
)

// zCrit95 is statdist.c's two-tailed critical value at 95% (Z2tail[PER95]).
const zCrit95 = 1.960

// NormProb is statdist.c's normprob: the cumulative standard normal probability of |z| by
// table look-up, taking the lower table entry when |z| falls between two (and the last entry
// beyond the table).
func NormProb(z float64) float64 {
	zx := math.Abs(z)
	for i := 1; i < len(normZ); i++ {
		if zx < normZ[i] {
			return normP[i-1]
		}
		if zx == normZ[i] {
			return normP[i]
		}
	}
	return normP[len(normP)-1]
}

// AccBinomial is statdist.c's compute_acc_binomial: P(X <= r) for X ~ Binomial(n, p),
// summed exactly when n·p·(1-p) <= 5 and otherwise from sc_stats's normal approximation,
// which (a quirk kept here) uses r·0.5 where a continuity correction would use r+0.5.
func AccBinomial(r, n int, p float64) float64 {
	if float64(n)*p*(1.0-p) <= 5.0 {
		sum := 0.0
		for k := 0; k <= r; k++ {
			sum += nChooseR(n, k) * math.Pow(p, float64(k)) * math.Pow(1.0-p, float64(n-k))
		}
		return sum
	}
	mean := float64(n) * p
	stdev := math.Sqrt(float64(n) * p * (1.0 - p))
	z := (float64(r)*0.5 - mean) / stdev
	sum := NormProb(math.Abs(z))
	if z < 0 {
		sum = 1.0 - sum
	}
	return sum
}

// seqMult is the product f·(f+1)···t, 1 when empty (statdist.c's seq_mult).
func seqMult(f, t int) float64 {
	prod := 1.0
	for i := f; i <= t; i++ {
		prod *= float64(i)
	}
	return prod
}

// nChooseR is statdist.c's n_CHOOSE_r.
func nChooseR(n, r int) float64 { return seqMult(r+1, n) / seqMult(1, n-r) }

// meanStdZ is statdist.c's calc_mean_var_std_dev_Zstat without the median: the mean, the
// sample standard deviation and the Z statistic mean/(sd/√n), all 0 when the values do not vary.
func meanStdZ(xs []int) (mean, variance, std, z float64) {
	sum := 0.0
	for _, x := range xs {
		sum += float64(x)
	}
	mean = sum / float64(len(xs))
	ss := 0.0
	for _, x := range xs {
		ss += (float64(x) - mean) * (float64(x) - mean)
	}
	if ss == 0 {
		return mean, 0, 0, 0
	}
	variance = ss / float64(len(xs)-1)
	std = math.Sqrt(variance)
	z = mean / (math.Sqrt(variance) / math.Sqrt(float64(len(xs))))
	return mean, variance, std, z
}

// pct is sctk.h's pct macro: num/dem·100, 0 when dem is 0.
func pct(num, dem int) float64 {
	if dem == 0 {
		return 0
	}
	return float64(num) / float64(dem) * 100.0
}
