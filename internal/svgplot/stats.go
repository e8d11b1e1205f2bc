package svgplot

import (
	"math"
	"slices"
)

// summary is what a box plot shows of a sample, and what its text alternative says.
type summary struct {
	n, skipped                     int // finite values, and non-finite values left out
	min, q1, median, q3, max, mean float64
}

// summarize sorts a copy of the finite values of vs; the caller's slice is not touched.
func summarize(vs []float64) (summary, []float64) {
	sorted, skipped := finite(vs)
	slices.Sort(sorted)
	s := summary{n: len(sorted), skipped: skipped}
	if s.n == 0 {
		return s, sorted
	}
	s.min, s.max = sorted[0], sorted[s.n-1]
	s.q1, s.median, s.q3 = quantile(sorted, .25), quantile(sorted, .5), quantile(sorted, .75)
	s.mean = mean(sorted)
	return s, sorted
}

func finite(vs []float64) ([]float64, int) {
	out := make([]float64, 0, len(vs))
	for _, v := range vs {
		if !math.IsNaN(v) && !math.IsInf(v, 0) {
			out = append(out, v)
		}
	}
	return out, len(vs) - len(out)
}

// quantile interpolates linearly between the closest ranks, as numpy.quantile and R's
// type 7 do, so the numbers agree with what a reader computes in Python.
func quantile(sorted []float64, p float64) float64 {
	h := p * float64(len(sorted)-1)
	i := int(h)
	if i+1 >= len(sorted) {
		return sorted[len(sorted)-1]
	}
	lo, hi, f := sorted[i], sorted[i+1], h-float64(i)
	if f == 0 {
		return lo
	}
	if d := hi - lo; !math.IsInf(d, 0) {
		return lo + f*d
	}
	return lo*(1-f) + hi*f // hi - lo overflows
}

// mean of finite values; a sum that overflows is taken again over values divided first.
func mean(vs []float64) float64 {
	sum := 0.0
	for _, v := range vs {
		sum += v
	}
	if !math.IsInf(sum, 0) {
		return sum / float64(len(vs))
	}
	m, n := 0.0, float64(len(vs))
	for _, v := range vs {
		m += v / n
	}
	return m
}
