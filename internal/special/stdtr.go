package special

import "math"

// Stdtr is scipy.special.stdtr(df, t), Student's t CDF with df degrees of freedom, as
// SciPy 1.10 computes it: cdflib's cdft (which = 1), that is cumt's incomplete beta ratio
// I_{df/(df+t²)}(df/2, 1/2) from Bratio, halved on t's side. It is Ndtr(t) for infinite df (either sign, as cdft1_wrap tests isinf),
// and NaN for NaN arguments or df <= 0.
func Stdtr(df, t float64) float64 {
	if math.IsInf(df, 0) {
		return Ndtr(t) // cdft1_wrap's special case, NaN for NaN t
	}
	if math.IsNaN(df) || math.IsNaN(t) || df <= 0 {
		return math.NaN() // cdft's status -5 for df <= 0, which SciPy returns as NaN
	}
	cum, _ := cumt(t, df)
	return cum
}

// cumt is cdflib's cumt: the t distribution's CDF and its complement.
func cumt(t, df float64) (cum, ccum float64) {
	tt := t * t
	dfptt := df + tt
	xx := df / dfptt
	yy := tt / dfptt
	a, oma := cumbet(xx, yy, 0.5*df, 0.5)
	if t <= 0 {
		cum = 0.5 * a
		return cum, oma + cum
	}
	ccum = 0.5 * a
	return oma + ccum, ccum
}

// cumbet is cdflib's cumbet: I_x(a, b) and its complement, 0 and 1 where x <= 0 and 1 and
// 0 where y <= 0 (yy is NaN for infinite t, where xx is 0).
func cumbet(x, y, a, b float64) (cum, ccum float64) {
	switch {
	case x <= 0:
		return 0, 1
	case y <= 0:
		return 1, 0
	}
	cum, ccum, _ = Bratio(a, b, x, y)
	return cum, ccum
}
