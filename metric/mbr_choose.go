package metric

import "fmt"

// MBRConfig says how Choose picks a candidate by minimum Bayes risk: the zero value is MBR's
// choice against given references, by the mean of the metric's sentence scores.
type MBRConfig struct {
	// LowerIsBetter counts expected scores as their negatives (TER, the error rates but WIP).
	LowerIsBetter bool
	// Self: the hypotheses are their own references, each leaving itself out of its mean (an
	// aggregate holds them all, as mbrs's and fastChrF's do).
	Self bool
	// Aggregate scores each hypothesis against the references aggregated (MBRAggregated)
	// instead of by the mean of its pairwise scores.
	Aggregate bool
	// Rows, when set, receives every row of pairwise scores as Pairwise gives it, e.g. to keep
	// the utility matrix. An aggregated choice has none, and never calls it.
	Rows func(i int, scores []float64) error
}

// Choose is MBR (or MBRAggregated) with c's options.
func (c MBRConfig) Choose(m Metric, hyps, refs []string) (best int, utilities []float64, err error) {
	switch {
	case c.Aggregate:
		return MBRAggregated(m, hyps, refs)
	case c.Rows == nil:
		return MBR(m, c.LowerIsBetter, hyps, refs, c.Self)
	case len(hyps) == 0:
		return -1, nil, fmt.Errorf("%w: no hypotheses to choose from", ErrEmpty)
	}
	// MBR's means (ExpectedUtilities's: summed in reference order, divided by their number),
	// each row handed to Rows first.
	utilities = make([]float64, len(hyps))
	err = Pairwise(m, hyps, refs, func(i int, row []float64) error {
		sum, n := 0.0, 0
		for j, x := range row {
			if !c.Self || i != j {
				sum, n = sum+x, n+1
			}
		}
		if n > 0 {
			utilities[i] = sum / float64(n)
		}
		return c.Rows(i, row)
	})
	if err != nil {
		return -1, nil, err
	}
	sign := 1.0
	if c.LowerIsBetter {
		sign = -1
	}
	for i := range utilities {
		if utilities[i] *= sign; utilities[i] > utilities[best] {
			best = i
		}
	}
	return best, utilities, nil
}
