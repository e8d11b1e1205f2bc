package svgplot

import (
	"fmt"
	"math"
	"slices"
)

// extent is the span a value axis should cover for the sorted values, within the range
// rg: their minimum and maximum, except at an unbounded end where the extreme lies more
// than half the spread of the central 98% beyond the 1st or 99th percentile: there the
// percentile. See Range.
func extent(sorted []float64, rg Range) (lo, hi float64) {
	n := len(sorted)
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	rlo, rhi := rg.ends()
	lo, hi = sorted[0], sorted[n-1]
	p1, p99 := quantile(sorted, .01), quantile(sorted, .99)
	spread := p99 - p1
	if math.IsInf(rhi, 1) && hi > p99+spread/2 {
		hi = p99
	}
	if math.IsInf(rlo, -1) && lo < p1-spread/2 {
		lo = p1
	}
	return clamp(lo, rlo, rhi), clamp(hi, rlo, rhi)
}

// pooled is the finite values of every sample, sorted.
func pooled(samples [][]float64) []float64 {
	var all []float64
	for _, s := range samples {
		f, _ := finite(s)
		all = append(all, f...)
	}
	slices.Sort(all)
	return all
}

// within keeps a's domain inside the range rg: rounding outward must not run past it.
func (a axis) within(rg Range) axis {
	lo, hi := rg.ends()
	if lo < a.d1 && hi > a.d0 {
		a.d0, a.d1 = max(a.d0, lo), min(a.d1, hi)
	}
	return a
}

// clipped counts the sorted values below and above a's domain, by more than rounding: a
// sentence BLEU of 100 may be 100.00000000000001 after exp(log(...)).
func (a axis) clipped(sorted []float64) (below, above int) {
	below, _ = slices.BinarySearch(sorted, a.d0-a.slack())
	i, found := slices.BinarySearch(sorted, a.d1+a.slack())
	for found && i < len(sorted) && sorted[i] == a.d1+a.slack() {
		i++
	}
	return below, len(sorted) - i
}

// beyond reports whether v lies below or above a's domain by more than rounding.
func (a axis) beyond(v float64) (below, above bool) {
	return v < a.d0-a.slack(), v > a.d1+a.slack()
}

// slack is how far a value may lie beyond the domain by rounding alone.
func (a axis) slack() float64 { return 1e-9 * (a.d1 - a.d0) }

// pin is v's position on a, held at the axis' ends.
func (a axis) pin(v float64) float64 { return a.at(clamp(v, a.d0, a.d1)) }

// clipText says how many values lie beyond a's ends: "2 clipped above 200", or "" if none.
func (a axis) clipText(below, above int) string {
	switch {
	case below > 0 && above > 0:
		return fmt.Sprintf("%d clipped below %s, %d above %s", below, a.tickLabel(a.d0), above, a.tickLabel(a.d1))
	case below > 0:
		return fmt.Sprintf("%d clipped below %s", below, a.tickLabel(a.d0))
	case above > 0:
		return fmt.Sprintf("%d clipped above %s", above, a.tickLabel(a.d1))
	}
	return ""
}

// fitAxis is niceAxis with at most n intervals, as many as leave the tick labels of a
// horizontal axis apart, kept within the range rg.
func fitAxis(lo, hi float64, n int, r0, r1 float64, rg Range) axis {
	for ; n > 1; n-- {
		if a := niceAxis(lo, hi, n, r0, r1).within(rg); a.labelsApart() {
			return a
		}
	}
	return niceAxis(lo, hi, 1, r0, r1).within(rg)
}

// labelsApart reports whether the tick labels of a horizontal axis, centred on their
// ticks, leave a gap between each other.
func (a axis) labelsApart() bool {
	ts := a.ticks()
	for i := 1; i < len(ts); i++ {
		w := (textWidth(a.tickLabel(ts[i-1]), fontSize) + textWidth(a.tickLabel(ts[i]), fontSize)) / 2
		if math.Abs(a.at(ts[i])-a.at(ts[i-1])) < w+6 {
			return false
		}
	}
	return true
}
