package significance

import (
	"math/big"
	"slices"
)

// npSum is NumPy's sum of a float64 array: 8192-element blocks, each summed pairwise
// (pairwise_sum_DOUBLE), added left to right from 0.
func npSum(a []float64) float64 {
	const block = 8192
	sum := 0.0
	for len(a) > 0 {
		n := min(block, len(a))
		sum += pairwiseSum(a[:n])
		a = a[n:]
	}
	return sum
}

// pairwiseSum is NumPy's pairwise_sum_DOUBLE: sequential below 8 values, eight interleaved
// accumulators up to 128, and otherwise two halves split at a multiple of 8.
func pairwiseSum(a []float64) float64 {
	n := len(a)
	switch {
	case n < 8:
		res := 0.0
		for _, x := range a {
			res += x
		}
		return res
	case n <= 128:
		var r [8]float64
		copy(r[:], a[:8])
		i := 8
		for ; i < n-n%8; i += 8 {
			for j := range r {
				r[j] += a[i+j]
			}
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += a[i]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwiseSum(a[:n2]) + pairwiseSum(a[n2:])
}

// npMean is NumPy's mean of a float64 array: npSum divided by the count.
func npMean(a []float64) float64 { return npSum(a) / float64(len(a)) }

// exactMean is Python's statistics.mean of floats: the exact sum divided by the count,
// rounded once to the nearest float.
func exactMean(a []float64) float64 {
	sum := new(big.Rat)
	x := new(big.Rat)
	for _, v := range a {
		sum.Add(sum, x.SetFloat64(v))
	}
	sum.Quo(sum, new(big.Rat).SetInt64(int64(len(a))))
	f, _ := sum.Float64()
	return f
}

// ciBounds returns the half-width of the central 95% interval of sorted scores: SacreBLEU
// takes the values at n//40 and n - n//40 - 1.
func ciBounds(sorted []float64) float64 {
	n := len(sorted)
	lo := n / 40
	return 0.5 * (sorted[n-lo-1] - sorted[lo])
}

// estimateCI is significance.estimate_ci (NumPy): the mean of the scores and the half-width
// of their central 95% interval.
func estimateCI(scores []float64) (mean, ci float64) {
	s := slices.Clone(scores)
	slices.Sort(s)
	return npMean(s), ciBounds(s)
}

// diffInterval is the mean and central 95% interval of the resamples' differences a - b, with
// estimate_ci's mean and bounds.
func diffInterval(a, b []float64) Interval {
	if len(a) == 0 {
		return Interval{}
	}
	d := make([]float64, len(a))
	for t := range a {
		d[t] = a[t] - b[t]
	}
	slices.Sort(d)
	lo := len(d) / 40
	return Interval{Mean: npMean(d), Lo: d[lo], Hi: d[len(d)-lo-1]}
}

// estimateCIPython is Score.estimate_ci, used for a single system's --confidence: the same
// interval with Python's exact statistics.mean.
func estimateCIPython(scores []float64) (mean, ci float64) {
	s := slices.Clone(scores)
	slices.Sort(s)
	return exactMean(s), ciBounds(s)
}
