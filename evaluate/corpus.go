package evaluate

import (
	"github.com/sacre-mt/sacre/metric"
)

// corpus is what corpus scoring reads of the systems: each metric's statistics of the systems
// and how many hypotheses end in a tokenized period. whole computes them from lines read at
// once; streamed holds them summed (or kept per segment) a chunk at a time. Scoring asks in
// SacreBLEU's order, so that its log lines and first error come in that order either way.
type corpus interface {
	// stats are the statistics of system sys.
	stats(s *Scorer, sys int) (*metric.Stats, error)
	// statsAll are every system's statistics.
	statsAll(s *Scorer) ([]*metric.Stats, error)
	// sumsAll are every system's statistics summed, for its corpus score.
	sumsAll(s *Scorer) ([][]float64, error)
	// periods counts system sys's lines that end in " .".
	periods(sys int) int
}

// whole is a corpus read at once.
type whole [][]string

func (w whole) stats(s *Scorer, sys int) (*metric.Stats, error) {
	return s.Metric.Stats(w[sys], s.Refs)
}

func (w whole) statsAll(s *Scorer) ([]*metric.Stats, error) {
	return metric.StatsAll(s.Metric, w, s.Refs)
}

func (w whole) sumsAll(s *Scorer) ([][]float64, error) {
	return metric.SumsAll(s.Metric, w, s.Refs)
}

func (w whole) periods(sys int) int { return metric.TokenizedPeriods(w[sys]) }
