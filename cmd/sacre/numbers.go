package main

import (
	"math"
	"strings"

	"github.com/sacre-mt/sacre/internal/outfile"
)

// Bounds on what users' numbers may make sacre allocate or print.
const (
	// maxWidth is the most decimals sacre prints: a float64 has no nonzero digit after the
	// 1074th, and Python's 2^31-1 would be 2 GiB of zeros per score.
	maxWidth = 1 << 20
	// scoreMemory is the most memory resampled scores may take (8 bytes each).
	scoreMemory = 4 << 30
)

// checkNumbers refuses, before any work, the numbers that SacreBLEU rejects or that would
// need more memory than a run should take, naming the option and the memory.
func (r *runner) checkNumbers() error {
	o := r.o
	for _, tl := range o.tooLarge {
		if tl[0] == "width" {
			continue
		}
		return ownError(1, "argument %s: %s is too large; sacre counts up to %d", optionName(tl[0]), tl[1], math.MaxInt)
	}
	switch {
	case o.width < 0:
		return ownError(1, "argument --width/-w: %d is negative; give a number of decimals from 0 on", o.width)
	case o.width > math.MaxInt32:
		return ownError(1, "argument --width/-w: precision too big (Python formats at most %d decimals)", math.MaxInt32)
	case o.width > maxWidth:
		return ownError(1, "argument --width/-w: %d decimals would print %s per score; sacre prints at most %d "+
			"(a float64 has no nonzero digit after the 1074th)", o.width, outfile.Bytes(float64(o.width)), maxWidth)
	}
	metrics := max(len(o.metrics), 1)
	systems := max(len(o.input), 2)
	for _, c := range []struct {
		on     bool
		dest   string
		n      int
		scores float64 // scores kept per resample
	}{
		{o.confidence, "confidence_n", o.confidenceN, 2},
		{o.pairedBS, "paired_bs_n", o.pairedBSN, float64(systems*metrics) + 1},
		{o.pairedAR, "paired_ar_n", o.pairedARN, float64(2*systems*metrics) + 1},
	} {
		if need := float64(c.n) * c.scores * 8; c.on && need > scoreMemory {
			return ownError(1, "argument %s: %d resamples would need %s for their scores; sacre keeps at most %s",
				optionName(c.dest), c.n, outfile.Bytes(need), outfile.Bytes(scoreMemory))
		}
	}
	return nil
}

// optionName is an option's names as argparse prints them, from its dest.
func optionName(dest string) string {
	for _, s := range optionSpecs() {
		if s.Dest == dest {
			return strings.Join(s.Names, "/")
		}
	}
	return dest
}
