package significance

import (
	"fmt"
	"math"
	"sort"
)

// Corrections for multiple comparisons: a report comparing n systems tests n(n-1)/2 pairs, and
// a p-value below the level by chance becomes likely. Each function returns the adjusted
// p-values, in the order given, as statsmodels' multipletests (0.13) computes them; a pair is
// significant at level alpha when its adjusted p-value is below alpha.

// Bonferroni multiplies each p-value by their number, capped at 1 (multipletests' "bonferroni").
func Bonferroni(p []float64) ([]float64, error) {
	if err := checkPValues(p); err != nil {
		return nil, err
	}
	m := float64(len(p))
	out := make([]float64, len(p))
	for i, x := range p {
		out[i] = math.Min(x*m, 1)
	}
	return out, nil
}

// Holm is Holm's step-down method (multipletests' "holm"): the k-th smallest p-value (from 0)
// times m-k, each at least the one before it in that order, capped at 1. It is never larger
// than Bonferroni's and controls the same family-wise error rate.
func Holm(p []float64) ([]float64, error) {
	if err := checkPValues(p); err != nil {
		return nil, err
	}
	order := make([]int, len(p))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return p[order[a]] < p[order[b]] })
	out := make([]float64, len(p))
	run := 0.0
	for k, i := range order {
		run = math.Max(run, p[i]*float64(len(p)-k))
		out[i] = math.Min(run, 1)
	}
	return out, nil
}

// checkPValues refuses what is no p-value: NaN, below 0, above 1.
func checkPValues(p []float64) error {
	for i, x := range p {
		if !(x >= 0 && x <= 1) {
			return fmt.Errorf("significance: p-value %d is %v, not in [0, 1]", i+1, x)
		}
	}
	return nil
}
