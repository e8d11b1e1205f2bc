package svgplot

import (
	"math"
	"strconv"
	"strings"
)

// maxAbs bounds a domain so that its span stays finite whatever the values.
const maxAbs = 1e300

// scale maps the domain [d0, d1] linearly onto the range [r0, r1].
type scale struct{ d0, d1, r0, r1 float64 }

func (s scale) at(v float64) float64 {
	v = clamp(v, -maxAbs, maxAbs)
	return s.r0 + (v-s.d0)/(s.d1-s.d0)*(s.r1-s.r0)
}

// axis is a scale whose domain ends on round numbers, with its tick step.
type axis struct {
	scale
	step float64
}

// niceAxis extends [lo, hi] to multiples of a round step (1, 2 or 5 times a power of ten)
// giving about n intervals. An empty or degenerate domain is widened first.
func niceAxis(lo, hi float64, n int, r0, r1 float64) axis {
	lo, hi = widen(lo, hi)
	step := niceStep((hi - lo) / float64(n))
	lo, hi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	return axis{scale{lo, hi, r0, r1}, step}
}

func widen(lo, hi float64) (float64, float64) {
	if math.IsNaN(lo) || math.IsNaN(hi) || lo > hi {
		return -1, 1 // no values
	}
	lo, hi = clamp(lo, -maxAbs, maxAbs), clamp(hi, -maxAbs, maxAbs)
	if lo == hi {
		d := math.Abs(lo) / 10
		lo, hi = lo-d, hi+d
	}
	if !(hi-lo > 1e-9*math.Abs(lo)) { // zero, or too narrow for float64 to step through
		lo, hi = lo-1, hi+1
	}
	return lo, hi
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

func niceStep(raw float64) float64 {
	if !(raw > 0) || math.IsInf(raw, 0) {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range [...]float64{1, 2, 5} {
		if raw <= m*p*1.0000001 {
			return m * p
		}
	}
	return 10 * p
}

// ticks lists the multiples of the step in the domain, at most 50 of them.
func (a axis) ticks() []float64 {
	k0, k1 := math.Ceil(a.d0/a.step-1e-9), math.Floor(a.d1/a.step+1e-9)
	if !(k1-k0 >= 0 && k1-k0 < 50) {
		return []float64{a.d0, a.d1}
	}
	ts := make([]float64, 0, int(k1-k0)+1)
	for i := range int(k1-k0) + 1 {
		ts = append(ts, (k0+float64(i))*a.step)
	}
	return ts
}

// tickLabel formats a tick with the decimals its step needs.
func (a axis) tickLabel(v float64) string {
	if math.Abs(v) < a.step*1e-9 {
		return "0"
	}
	if a.step >= 1e6 || a.step < 1e-4 {
		return strconv.FormatFloat(v, 'g', 3, 64)
	}
	d := max(0, int(-math.Floor(math.Log10(a.step)+1e-9)))
	return strconv.FormatFloat(v, 'f', d, 64)
}

// value formats a data value for the text alternative and labels: two decimals at most,
// scientific notation for the very large and very small.
func value(v float64) string {
	switch a := math.Abs(v); {
	case math.IsNaN(v):
		return "n/a"
	case a >= 1e9 || a != 0 && a < 0.005:
		return strconv.FormatFloat(v, 'g', 3, 64)
	}
	s := strings.TrimSuffix(strings.TrimRight(strconv.FormatFloat(v, 'f', 2, 64), "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}
