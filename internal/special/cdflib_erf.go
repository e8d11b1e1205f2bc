package special

import "math"

// cdflib's erf and erfc1 share these rational approximations: A/B for |x| <= 0.5, P/Q for
// 0.5 < |x| <= 4 and R/S beyond (index 0 of cdfErfQ and cdfErfS is 1 or absent as cdflib
// has it).
var (
	cdfErfA = [...]float64{
		.771058495001320e-04, -.133733772997339e-02, .323076579225834e-01,
		.479137145607681e-01, .128379167095513e+00,
	}
	cdfErfB = [...]float64{.301048631703895e-02, .538971687740286e-01, .375795757275549e+00}
	cdfErfP = [...]float64{
		-1.36864857382717e-07, 5.64195517478974e-01, 7.21175825088309e+00, 4.31622272220567e+01,
		1.52989285046940e+02, 3.39320816734344e+02, 4.51918953711873e+02, 3.00459261020162e+02,
	}
	cdfErfQ = [...]float64{
		1.00000000000000e+00, 1.27827273196294e+01, 7.70001529352295e+01, 2.77585444743988e+02,
		6.38980264465631e+02, 9.31354094850610e+02, 7.90950925327898e+02, 3.00459260956983e+02,
	}
	cdfErfR = [...]float64{
		2.10144126479064e+00, 2.62370141675169e+01, 2.13688200555087e+01,
		4.65807828718470e+00, 2.82094791773523e-01,
	}
	cdfErfS = [...]float64{
		9.41537750555460e+01, 1.87114811799590e+02, 9.90191814623914e+01, 1.80124575948747e+01,
	}
)

const cdfErfC float64 = .564189583547756 // 1/sqrt(π)

// horner is a[0] x^n + a[1] x^(n-1) + ... + a[n], evaluated as cdflib writes it.
func horner(x float64, a []float64) float64 {
	r := a[0]
	for _, c := range a[1:] {
		r = r*x + c
	}
	return r
}

// cdfErfSmall is x A(x²)/B(x²), erf(x) for |x| <= 0.5.
func cdfErfSmall(x float64) float64 {
	t := x * x
	top := horner(t, cdfErfA[:]) + 1.0
	bot := horner(t, cdfErfB[:])*t + 1.0
	return x * (top / bot)
}

// cdfErfMid is P(|x|)/Q(|x|), exp(x²) erfc(|x|) for 0.5 < |x| <= 4.
func cdfErfMid(ax float64) float64 {
	return horner(ax, cdfErfP[:]) / horner(ax, cdfErfQ[:])
}

// cdfErfTail is R/S in t = 1/x², of x² bot (the caller's use differs).
func cdfErfTail(t float64) (top, bot float64) {
	return horner(t, cdfErfR[:]), horner(t, cdfErfS[:])*t + 1.0
}

// cdfErf is cdflib's erf.
func cdfErf(x float64) float64 {
	ax := math.Abs(x)
	if ax <= 0.5 {
		return cdfErfSmall(x)
	}
	var e float64
	switch {
	case ax <= 4:
		e = 0.5 + (0.5 - exp(-x*x)*horner(ax, cdfErfP[:])/horner(ax, cdfErfQ[:]))
	case ax < 5.8:
		x2 := x * x
		top, bot := cdfErfTail(1.0 / x2)
		e = (cdfErfC - top/(x2*bot)) / ax
		e = 0.5 + (0.5 - exp(-x2)*e)
	default:
		return math.Copysign(1, x)
	}
	if x < 0 {
		e = -e
	}
	return e
}

// erfc1 is cdflib's erfc1: erfc(x), or exp(x²) erfc(x) if scaled.
func erfc1(scaled bool, x float64) float64 {
	ax := math.Abs(x)
	if ax <= 0.5 {
		e := 0.5 + (0.5 - cdfErfSmall(x))
		if scaled {
			e = exp(x*x) * e
		}
		return e
	}
	var e float64
	switch {
	case ax <= 4:
		e = cdfErfMid(ax)
	case x <= -5.6:
		if scaled {
			return 2.0 * exp(x*x)
		}
		return 2.0
	case !scaled && (x > 100 || x*x > -exparg(1)):
		return 0
	default:
		r := 1.0 / x
		t := r * r
		top, bot := cdfErfTail(t)
		e = (cdfErfC - t*top/bot) / ax
	}
	return erfc1Finish(scaled, x, e)
}

// erfc1Finish turns e = exp(x²) erfc(|x|) into erfc1's result for x.
func erfc1Finish(scaled bool, x, e float64) float64 {
	if scaled {
		if x < 0 {
			e = 2.0*exp(x*x) - e
		}
		return e
	}
	// cdflib splits x² into a single-precision part and a remainder, both exact here.
	w := x * x
	e = ((0.5 + (0.5 - (w - w))) * exp(-w)) * e
	if x < 0 {
		e = 2.0 - e
	}
	return e
}
