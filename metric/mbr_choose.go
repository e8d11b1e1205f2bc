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
	if c.Aggregate {
		return MBRAggregated(m, hyps, refs)
	}
	if len(hyps) == 0 {
		return -1, nil, fmt.Errorf("%w: no hypotheses to choose from", ErrEmpty)
	}
	if utilities, err = expectedUtilities(m, hyps, refs, c.Self, c.Rows); err != nil {
		return -1, nil, err
	}
	return highest(utilities, c.LowerIsBetter), utilities, nil
}
