package evaluate

import (
	"math"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/outfile"
)

// Bounds on what users' numbers may make sacre allocate or print.
const (
	// maxWidth is the most decimals sacre prints: a float64 has no nonzero digit after the
	// 1074th, and Python's 2^31-1 would be 2 GiB of zeros per score.
	maxWidth = 1 << 20
	// ScoreMemory is the most memory resampled scores may take (8 bytes each).
	ScoreMemory = 4 << 30
)

// checkNumbers refuses, before any work, the numbers that SacreBLEU rejects or that would
// need more memory than a run should take, naming the option and the memory.
func (r *Run) CheckNumbers() error {
	o := r.o
	for _, tl := range o.TooLarge {
		if tl[0] == "width" {
			continue
		}
		return inputs.Errorf("argument %s: %s is too large; sacre counts up to %d", OptionName(tl[0]), tl[1], math.MaxInt)
	}
	switch {
	case o.Width < 0:
		return inputs.Errorf("argument --width/-w: %d is negative; give a number of decimals from 0 on", o.Width)
	case o.Width > math.MaxInt32:
		return inputs.Errorf("argument --width/-w: precision too big (Python formats at most %d decimals)", math.MaxInt32)
	case o.Width > maxWidth:
		return inputs.Errorf("argument --width/-w: %d decimals would print %s per score; sacre prints at most %d "+
			"(a float64 has no nonzero digit after the 1074th)", o.Width, outfile.Bytes(float64(o.Width)), maxWidth)
	}
	metrics := max(len(o.Metrics), 1)
	systems := max(len(o.Input), 2)
	for _, c := range []struct {
		on     bool
		dest   string
		n      int
		scores float64 // scores kept per resample
	}{
		{o.Confidence, "confidence_n", o.ConfidenceN, 2},
		{o.PairedBS, "paired_bs_n", o.PairedBSN, float64(systems*metrics) + 1},
		{o.PairedAR, "paired_ar_n", o.PairedARN, float64(2*systems*metrics) + 1},
	} {
		if need := float64(c.n) * c.scores * 8; c.on && need > ScoreMemory {
			return inputs.Errorf("argument %s: %d resamples would need %s for their scores; sacre keeps at most %s",
				OptionName(c.dest), c.n, outfile.Bytes(need), outfile.Bytes(ScoreMemory))
		}
	}
	return nil
}
