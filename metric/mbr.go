package metric

import "fmt"

// MBR is minimum Bayes risk selection among hyps: every hypothesis's expected utility against
// refs (ExpectedUtilities; with self, against the other hypotheses) and the index of the
// highest, ties going to the first. A metric whose lower scores are better (lowerIsBetter: TER
// and the error rates but WIP) counts each expected score as its negative, so that the highest
// utility is always the best.
func MBR(m Metric, lowerIsBetter bool, hyps, refs []string, self bool) (best int, utilities []float64, err error) {
	if len(hyps) == 0 {
		return -1, nil, fmt.Errorf("%w: no hypotheses to choose from", ErrEmpty)
	}
	utilities, err = ExpectedUtilities(m, hyps, refs, self)
	if err != nil {
		return -1, nil, err
	}
	sign := 1.0
	if lowerIsBetter {
		sign = -1
	}
	for i, u := range utilities {
		utilities[i] = sign * u
		if utilities[i] > utilities[best] {
			best = i
		}
	}
	return best, utilities, nil
}
