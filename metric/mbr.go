package metric

// MBR is minimum Bayes risk selection among hyps: every hypothesis's expected utility against
// refs (ExpectedUtilities; with self, against the other hypotheses) and the index of the
// highest, ties going to the first. A metric whose lower scores are better (lowerIsBetter: TER
// and the error rates but WIP) counts each expected score as its negative, so that the highest
// utility is always the best.
func MBR(m Metric, lowerIsBetter bool, hyps, refs []string, self bool) (best int, utilities []float64, err error) {
	return MBRConfig{LowerIsBetter: lowerIsBetter, Self: self}.Choose(m, hyps, refs)
}

// highest negates the utilities if lower is better and returns the index of the highest, ties
// going to the first.
func highest(utilities []float64, lowerIsBetter bool) int {
	best := 0
	for i := range utilities {
		if lowerIsBetter {
			utilities[i] = -utilities[i]
		}
		if utilities[i] > utilities[best] {
			best = i
		}
	}
	return best
}
