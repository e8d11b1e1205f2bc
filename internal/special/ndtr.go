package special

import (
	"math"

	"github.com/sacre-mt/sacre/internal/glibm"
)

// Cephes' erfc = exp(-x²) P(x)/Q(x) for 1 <= x < 8, with Q's leading coefficient 1.
var erfcP = [...]float64{
	2.46196981473530512524e-10, 5.64189564831068821977e-1, 7.46321056442269912687e0,
	4.86371970985681366614e1, 1.96520832956077098242e2, 5.26445194995477358631e2,
	9.34528527171957607540e2, 1.02755188689515710272e3, 5.57535335369399327526e2,
}
var erfcQ = [...]float64{
	1.32281951154744992508e1, 8.67072140885989742329e1, 3.54937778887819891062e2,
	9.75708501743205489753e2, 1.82390916687909736289e3, 2.24633760818710981792e3,
	1.65666309194161350182e3, 5.57535340817727675546e2,
}

// Cephes' erfc = exp(-x²) R(x)/S(x) for x >= 8.
var erfcR = [...]float64{
	5.64189583547755073984e-1, 1.27536670759978104416e0, 5.01905042251180477414e0,
	6.16021097993053585195e0, 7.40974269950448939160e0, 2.97886665372100240670e0,
}
var erfcS = [...]float64{
	2.26052863220117276590e0, 9.39603524938001434673e0, 1.20489539808096656605e1,
	1.70814450747565897222e1, 9.60896809063285878198e0, 3.36907645100081516050e0,
}

// Cephes' erf = x T(x²)/U(x²) for |x| <= 1.
var erfT = [...]float64{
	9.60497373987051638749e0, 9.00260197203842689217e1, 2.23200534594684319226e3,
	7.00332514112805075473e3, 5.55923013010394962768e4,
}
var erfU = [...]float64{
	3.35617141647503099647e1, 5.21357949780152679795e2, 4.59432382970980127987e3,
	2.26290000613890934246e4, 4.92673942608635921086e4,
}

const (
	sqrt1_2 float64 = 0.70710678118654752440 // C's M_SQRT1_2
	maxLog  float64 = 7.09782712893383996843e2
)

// polevl is cephes' polevl: Horner's rule from the highest coefficient, c[0].
func polevl(x float64, c []float64) float64 {
	ans := c[0]
	for _, ci := range c[1:] {
		ans = ans*x + ci
	}
	return ans
}

// p1evl is cephes' p1evl: polevl with an implicit leading coefficient 1.
func p1evl(x float64, c []float64) float64 {
	ans := x + c[0]
	for _, ci := range c[1:] {
		ans = ans*x + ci
	}
	return ans
}

// Ndtr is scipy.special.ndtr (scipy.stats.norm.cdf), the standard normal CDF, as cephes'
// ndtr computes it: erf near 0 and erfc in the tails, whose exp(-x²) is rounded as glibc's
// exp rounds it (internal/glibm). It is NaN for NaN.
func Ndtr(a float64) float64 {
	if math.IsNaN(a) {
		return math.NaN()
	}
	x := a * sqrt1_2
	z := math.Abs(x)
	if z < sqrt1_2 {
		return 0.5 + 0.5*erf(x)
	}
	y := 0.5 * erfc(z)
	if x > 0 {
		y = 1.0 - y
	}
	return y
}

// erfc is cephes' erfc; it underflows to 0 (2 for negative a) where exp(-a²) would.
func erfc(a float64) float64 {
	x := math.Abs(a)
	if x < 1.0 {
		return 1.0 - erf(a)
	}
	z := -a * a
	if z < -maxLog {
		return erfcUnder(a)
	}
	z = glibm.Exp(z)
	var y float64
	if x < 8.0 {
		y = (z * polevl(x, erfcP[:])) / p1evl(x, erfcQ[:])
	} else {
		y = (z * polevl(x, erfcR[:])) / p1evl(x, erfcS[:])
	}
	if a < 0 {
		y = 2.0 - y
	}
	if y == 0 {
		return erfcUnder(a)
	}
	return y
}

// erfcUnder is cephes' erfc past underflow.
func erfcUnder(a float64) float64 {
	if a < 0 {
		return 2.0
	}
	return 0.0
}

// erf is cephes' erf: a rational function for |x| <= 1, 1 - erfc(x) beyond.
func erf(x float64) float64 {
	if x < 0.0 {
		return -erf(-x)
	}
	if x > 1.0 {
		return 1.0 - erfc(x)
	}
	z := x * x
	return x * polevl(z, erfT[:]) / p1evl(z, erfU[:])
}
