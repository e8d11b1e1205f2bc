// Package metric computes BLEU, chrF and TER scores from hypotheses and references.
//
// It mirrors SacreBLEU 2.6.0's metrics package: each metric turns a segment into a row of
// additive sufficient statistics, a corpus score is the formula applied to their sum, and
// resampling (bootstrap, approximate randomization) re-sums rows. Floating-point operations
// follow SacreBLEU's order, with glibc-compatible exp and log, so scores agree to the last digit.
package metric

import (
	"errors"
	"fmt"

	"github.com/sacre-mt/sacre/signatures"
)

var (
	// ErrLength reports hypotheses and references of different lengths.
	ErrLength = errors.New("metric: hypotheses and references differ in length")
	// ErrEmpty reports a corpus without segments.
	ErrEmpty = errors.New("metric: no segments to score")
	// ErrConfig reports an invalid metric configuration.
	ErrConfig = errors.New("metric: invalid configuration")
)

// A Metric scores hypotheses against references through per-segment sufficient statistics.
// Implementations are safe for concurrent use once built.
type Metric interface {
	// Name is the metric's name as printed, e.g. "BLEU", "chrF2++" or "TER".
	Name() string
	// Prepare preprocesses references once, to score one or several systems against them.
	Prepare(refs Refs) (Prepared, error)
	// Stats returns one row of sufficient statistics per hypothesis.
	Stats(hyps []string, refs Prepared) (*Stats, error)
	// Compute turns summed statistics into a score.
	Compute(sum []float64) *Score
	// Signature describes the configuration, with the run's facts (references, bootstrap).
	Signature(run signatures.Run) signatures.Signature
}

// Prepared holds references preprocessed by a Metric's Prepare.
type Prepared interface {
	// Len is the number of segments.
	Len() int
	// NumRefs is the number of references per segment, or signatures.VarRefs if it varies.
	NumRefs() int
}

// Corpus scores hypotheses against references with m: the score of the summed statistics.
func Corpus(m Metric, hyps []string, refs Refs) (*Score, error) {
	st, err := CorpusStats(m, hyps, refs)
	if err != nil {
		return nil, err
	}
	return m.Compute(st.Sum()), nil
}

// CorpusStats returns the per-segment statistics of hypotheses against references, to
// compute scores from them under several formulas or resamples.
func CorpusStats(m Metric, hyps []string, refs Refs) (*Stats, error) {
	p, err := m.Prepare(refs)
	if err != nil {
		return nil, err
	}
	return m.Stats(hyps, p)
}

// Sentence scores one hypothesis against its references with m.
func Sentence(m Metric, hyp string, refs []string) (*Score, error) {
	return Corpus(m, []string{hyp}, Refs{refs})
}

func checkLengths(hyps int, refs Prepared) error {
	if hyps == 0 {
		return ErrEmpty
	}
	if hyps != refs.Len() {
		return fmt.Errorf("%w: %d hypotheses, %d reference segments", ErrLength, hyps, refs.Len())
	}
	return nil
}

// MultiSystem is implemented by metrics that share work between systems scored against the
// same references.
type MultiSystem interface {
	// StatsMany returns the statistics of each system, as Stats would.
	StatsMany(systems [][]string, refs Prepared) ([]*Stats, error)
}

// StatsAll computes the statistics of several systems, sharing work when m allows it.
func StatsAll(m Metric, systems [][]string, refs Prepared) ([]*Stats, error) {
	if ms, ok := m.(MultiSystem); ok {
		return ms.StatsMany(systems, refs)
	}
	out := make([]*Stats, len(systems))
	for i, hyps := range systems {
		st, err := m.Stats(hyps, refs)
		if err != nil {
			return nil, err
		}
		out[i] = st
	}
	return out, nil
}
