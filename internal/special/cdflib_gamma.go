package special

import (
	"math"

	"github.com/sacre-mt/sacre/internal/glibm"
)

// This file holds the elementary functions of cdflib (TOMS 708) behind bratio, each
// computed with the operations, in the order, of SciPy 1.10's Fortran; exp and log round
// as glibc's do (internal/glibm).

var (
	exp = glibm.Exp
	log = glibm.Log
)

// cdflib's machine constants for IEEE doubles: spmpar(1) = 2^-52, and exparg's ln 2.
const (
	spmpar1 float64 = 0x1p-52
	lnb     float64 = .69314718055995
)

// exparg is cdflib's exparg(l): computed at run time, as Fortran does, so that 0.99999 is
// rounded to a double before the product.
func exparg(l int) float64 {
	m := -1022
	if l == 0 {
		m = 1024
	}
	return 0.99999 * (float64(m) * lnb)
}

// Coefficients shared by algdiv, bcorr and gamln: the Stirling series of ln Γ.
const (
	stirC0 float64 = .833333333333333e-01
	stirC1 float64 = -.277777777760991e-02
	stirC2 float64 = .793650666825390e-03
	stirC3 float64 = -.595202931351870e-03
	stirC4 float64 = .837308034031215e-03
	stirC5 float64 = -.165322962780713e-02
)

// stirlingSeries is ((((c5 t + c4) t + c3) t + c2) t + c1) t + c0.
func stirlingSeries(t float64) float64 {
	return ((((stirC5*t+stirC4)*t+stirC3)*t+stirC2)*t+stirC1)*t + stirC0
}

// stirlingDelta is the series of algdiv and bcorr with s_k = (1-x^k)/(1-x) factors.
func stirlingDelta(x, t float64) float64 {
	x2 := x * x
	s3 := 1.0 + (x + x2)
	s5 := 1.0 + (x + x2*s3)
	s7 := 1.0 + (x + x2*s5)
	s9 := 1.0 + (x + x2*s7)
	s11 := 1.0 + (x + x2*s9)
	return ((((stirC5*s11*t+stirC4*s9)*t+stirC3*s7)*t+stirC2*s5)*t+stirC1*s3)*t + stirC0
}

// esum is exp(mu + x), avoiding an intermediate overflow or underflow.
func esum(mu int, x float64) float64 {
	if x > 0 {
		if mu <= 0 {
			if w := float64(mu) + x; w >= 0 {
				return exp(w)
			}
		}
	} else if mu >= 0 {
		if w := float64(mu) + x; w <= 0 {
			return exp(w)
		}
	}
	return exp(float64(mu)) * exp(x)
}

// alnrel is ln(1 + a).
func alnrel(a float64) float64 {
	const (
		p1 float64 = -.129418923021993e+01
		p2 float64 = .405303492862024e+00
		p3 float64 = -.178874546012214e-01
		q1 float64 = -.162752256355323e+01
		q2 float64 = .747811014037616e+00
		q3 float64 = -.845104217945565e-01
	)
	if math.Abs(a) > 0.375 {
		return log(1.0 + a)
	}
	t := a / (a + 2.0)
	t2 := t * t
	w := (((p3*t2+p2)*t2+p1)*t2 + 1.0) / (((q3*t2+q2)*t2+q1)*t2 + 1.0)
	return 2.0 * t * w
}

// rlog1 is x - ln(1 + x).
func rlog1(x float64) float64 {
	const (
		a  float64 = .566749439387324e-01
		b  float64 = .456512608815524e-01
		p0 float64 = .333333333333333e+00
		p1 float64 = -.224696413112536e+00
		p2 float64 = .620886815375787e-02
		q1 float64 = -.127408923933623e+01
		q2 float64 = .354508718369557e+00
	)
	if x < -0.39 || x > 0.57 {
		w := (x + 0.5) + 0.5
		return x - log(w)
	}
	h, w1 := x, 0.0
	if x < -0.18 {
		h = (x + 0.3) / 0.7
		w1 = a - h*0.3
	} else if x > 0.18 {
		h = 0.75*x - 0.25
		w1 = b + h/3.0
	}
	r := h / (h + 2.0)
	t := r * r
	w := ((p2*t+p1)*t + p0) / ((q2*t+q1)*t + 1.0)
	return 2.0*t*(1.0/(1.0-r)-r*w) + w1
}

// rexp is exp(x) - 1.
func rexp(x float64) float64 {
	const (
		p1 float64 = .914041914819518e-09
		p2 float64 = .238082361044469e-01
		q1 float64 = -.499999999085958e+00
		q2 float64 = .107141568980644e+00
		q3 float64 = -.119041179760821e-01
		q4 float64 = .595130811860248e-03
	)
	if math.Abs(x) <= 0.15 {
		return x * (((p2*x+p1)*x + 1.0) / ((((q4*x+q3)*x+q2)*x+q1)*x + 1.0))
	}
	w := exp(x)
	if x > 0 {
		return w * (0.5 + (0.5 - 1.0/w))
	}
	return (w - 0.5) - 0.5
}

// gam1 is 1/Γ(a+1) - 1 for -0.5 <= a <= 1.5.
func gam1(a float64) float64 {
	t := a
	d := a - 0.5
	if d > 0 {
		t = d - 0.5
	}
	switch {
	case t == 0:
		return 0
	case t > 0:
		top := (((((gam1P[6]*t+gam1P[5])*t+gam1P[4])*t+gam1P[3])*t+gam1P[2])*t+gam1P[1])*t + gam1P[0]
		bot := (((gam1Q[4]*t+gam1Q[3])*t+gam1Q[2])*t+gam1Q[1])*t + 1.0
		w := top / bot
		if d > 0 {
			return (t / a) * ((w - 0.5) - 0.5)
		}
		return a * w
	case t < 0:
		top := (((((((gam1R[8]*t+gam1R[7])*t+gam1R[6])*t+gam1R[5])*t+gam1R[4])*t+gam1R[3])*t+gam1R[2])*t+gam1R[1])*t + gam1R[0]
		bot := (gam1S2*t+gam1S1)*t + 1.0
		w := top / bot
		if d > 0 {
			return t * w / a
		}
		return a * ((w + 0.5) + 0.5)
	}
	return math.NaN()
}

var gam1P = [...]float64{
	.577215664901533e+00, -.409078193005776e+00, -.230975380857675e+00,
	.597275330452234e-01, .766968181649490e-02, -.514889771323592e-02, .589597428611429e-03,
}
var gam1Q = [...]float64{
	.100000000000000e+01, .427569613095214e+00, .158451672430138e+00,
	.261132021441447e-01, .423244297896961e-02,
}
var gam1R = [...]float64{
	-.422784335098468e+00, -.771330383816272e+00, -.244757765222226e+00,
	.118378989872749e+00, .930357293360349e-03, -.118290993445146e-01,
	.223047661158249e-02, .266505979058923e-03, -.132674909766242e-03,
}

const (
	gam1S1 float64 = .273076135303957e+00
	gam1S2 float64 = .559398236957378e-01
)

// gamln1 is ln Γ(1 + a) for -0.2 <= a <= 1.25.
func gamln1(a float64) float64 {
	if a < 0.6 {
		p, q := gamln1P, gamln1Q
		w := ((((((p[6]*a+p[5])*a+p[4])*a+p[3])*a+p[2])*a+p[1])*a + p[0]) /
			((((((q[6]*a+q[5])*a+q[4])*a+q[3])*a+q[2])*a+q[1])*a + 1.0)
		return -a * w
	}
	x := (a - 0.5) - 0.5
	r, s := gamln1R, gamln1S
	w := (((((r[5]*x+r[4])*x+r[3])*x+r[2])*x+r[1])*x + r[0]) /
		(((((s[5]*x+s[4])*x+s[3])*x+s[2])*x+s[1])*x + 1.0)
	return x * w
}

// gamln1's coefficients; index 0 of gamln1Q and gamln1S is unused (cdflib's q0 = s0 = 1).
var (
	gamln1P = [...]float64{
		.577215664901533e+00, .844203922187225e+00, -.168860593646662e+00,
		-.780427615533591e+00, -.402055799310489e+00, -.673562214325671e-01, -.271935708322958e-02,
	}
	gamln1Q = [...]float64{
		1, .288743195473681e+01, .312755088914843e+01, .156875193295039e+01,
		.361951990101499e+00, .325038868253937e-01, .667465618796164e-03,
	}
	gamln1R = [...]float64{
		.422784335098467e+00, .848044614534529e+00, .565221050691933e+00,
		.156513060486551e+00, .170502484022650e-01, .497958207639485e-03,
	}
	gamln1S = [...]float64{
		1, .124313399877507e+01, .548042109832463e+00, .101552187439830e+00,
		.713309612391000e-02, .116165475989616e-03,
	}
)

// gamln is ln Γ(a) for a > 0.
func gamln(a float64) float64 {
	const d float64 = .418938533204673 // 0.5 (ln(2π) - 1)
	switch {
	case a <= 0.8:
		return gamln1(a) - log(a)
	case a <= 2.25:
		return gamln1((a - 0.5) - 0.5)
	case a < 10:
		n := int(a - 1.25)
		t, w := a, 1.0
		for range n {
			t -= 1.0
			w = t * w
		}
		return gamln1(t-1.0) + log(w)
	}
	r := 1.0 / a
	w := stirlingSeries(r*r) / a
	return (d + w) + (a-0.5)*(log(a)-1.0)
}

// gsumln is ln Γ(a + b) for 1 <= a <= 2 and 1 <= b <= 2.
func gsumln(a, b float64) float64 {
	x := a + b - 2.0
	switch {
	case x <= 0.25:
		return gamln1(1.0 + x)
	case x <= 1.25:
		return gamln1(x) + alnrel(x)
	}
	return gamln1(x-1.0) + log(x*(1.0+x))
}

// algdiv is ln Γ(b) - ln Γ(a + b) for b >= 8.
func algdiv(a, b float64) float64 {
	var h, c, x, d float64
	if a > b {
		h = b / a
		c = 1.0 / (1.0 + h)
		x = h / (1.0 + h)
		d = a + (b - 0.5)
	} else {
		h = a / b
		c = h / (1.0 + h)
		x = 1.0 / (1.0 + h)
		d = b + (a - 0.5)
	}
	r := 1.0 / b
	w := stirlingDelta(x, r*r) * (c / b)
	u := d * alnrel(a/b)
	v := a * (log(b) - 1.0)
	if u > v {
		return (w - v) - u
	}
	return (w - u) - v
}

// bcorr is del(a0) + del(b0) - del(a0 + b0), where ln Γ(a) = (a - 0.5) ln a - a +
// 0.5 ln(2π) + del(a), for a0, b0 >= 8.
func bcorr(a0, b0 float64) float64 {
	a, b := math.Min(a0, b0), math.Max(a0, b0)
	h := a / b
	c := h / (1.0 + h)
	x := 1.0 / (1.0 + h)
	r := 1.0 / b
	w := stirlingDelta(x, r*r) * (c / b)
	r = 1.0 / a
	return stirlingSeries(r*r)/a + w
}

// betaln is ln B(a0, b0).
func betaln(a0, b0 float64) float64 {
	a, b := math.Min(a0, b0), math.Max(a0, b0)
	switch {
	case a >= 8:
		return betalnLarge(a, b)
	case a < 1:
		if b < 8 {
			return gamln(a) + (gamln(b) - gamln(a+b))
		}
		return gamln(a) + algdiv(a, b)
	case a <= 2:
		if b <= 2 {
			return gamln(a) + gamln(b) - gsumln(a, b)
		}
		if b >= 8 {
			return gamln(a) + algdiv(a, b)
		}
		return betalnReduceB(a, b, 0)
	case b > 1000:
		return betalnHugeB(a, b)
	}
	// 2 < a < 8, b <= 1000: reduce a to (1, 2].
	n := int(a - 1.0)
	w := 1.0
	for range n {
		a -= 1.0
		h := a / b
		w = w * (h / (1.0 + h))
	}
	w = log(w)
	if b >= 8 {
		return w + gamln(a) + algdiv(a, b)
	}
	return betalnReduceB(a, b, w)
}

// betalnHugeB is betaln for 2 < a < 8 and b > 1000: a is reduced to (1, 2].
func betalnHugeB(a, b float64) float64 {
	n := int(a - 1.0)
	w := 1.0
	for range n {
		a -= 1.0
		w = w * (a / (1.0 + a/b))
	}
	return (log(w) - float64(n)*log(b)) + (gamln(a) + algdiv(a, b))
}

// betalnReduceB is betaln's ending for 1 <= a <= 2 and b < 8: w + ln B(a, b), b reduced to
// (1, 2].
func betalnReduceB(a, b, w float64) float64 {
	n := int(b - 1.0)
	z := 1.0
	for range n {
		b -= 1.0
		z = z * (b / (a + b))
	}
	return w + log(z) + (gamln(a) + (gamln(b) - gsumln(a, b)))
}

// betalnLarge is betaln for a, b >= 8.
func betalnLarge(a, b float64) float64 {
	const e float64 = .918938533204673 // 0.5 ln(2π)
	w := bcorr(a, b)
	h := a / b
	c := h / (1.0 + h)
	u := -(a - 0.5) * log(c)
	v := b * alnrel(h)
	if u > v {
		return (((-0.5*log(b) + e) + w) - v) - u
	}
	return (((-0.5*log(b) + e) + w) - u) - v
}

// psi is the digamma function ψ(x) (cdflib's psi, W. J. Cody's rational approximations).
func psi(xx float64) float64 {
	const xsmall = 1e-9
	xmax1 := math.Min(float64(math.MaxInt32), 1.0/spmpar1)
	x, aug := xx, 0.0
	if x < 0.5 {
		if math.Abs(x) <= xsmall {
			if x == 0 {
				return 0
			}
			aug = -1.0 / x
		} else {
			var ok bool
			if aug, ok = psiReflect(x, xmax1); !ok {
				return 0
			}
		}
		x = 1.0 - x
	}
	if x <= 3 {
		return psiNear(x) + aug
	}
	if x < xmax1 {
		aug = psiFar(x) - 0.5/x + aug
	}
	return aug + log(x)
}

// psiFar is psi's rational approximation in 1/x² for x > 3.
func psiFar(x float64) float64 {
	w := 1.0 / (x * x)
	den, upper := w, psiP2[0]*w
	for i := range 3 {
		den = (den + psiQ2[i]) * w
		upper = (upper + psiP2[i+1]) * w
	}
	return upper / (den + psiQ2[3])
}

// psiReflect is psi's term -π cot(πx) for x < 0.5, |x| > xsmall, reducing πx to [0, π/4];
// false where cdflib returns 0 (the argument too large, or a pole).
func psiReflect(x, xmax1 float64) (float64, bool) {
	const piov4 float64 = .785398163397448
	w, sgn := -x, piov4
	if w <= 0 {
		w, sgn = -w, -sgn
	}
	if w >= xmax1 {
		return 0, false
	}
	w -= float64(int(w))
	nq := int(w * 4.0)
	w = 4.0 * (w - float64(nq)*.25)
	n := nq / 2
	if n+n != nq {
		w = 1.0 - w
	}
	z := piov4 * w
	if m := n / 2; m+m != n {
		sgn = -sgn
	}
	n = (nq + 1) / 2
	if m := (n / 2) * 2; m != n {
		return sgn * ((math.Sin(z) / math.Cos(z)) * 4.0), true
	}
	if z == 0 {
		return 0, false
	}
	return sgn * ((math.Cos(z) / math.Sin(z)) * 4.0), true
}

// psiNear is psi's rational approximation for 0.5 <= x <= 3, times x - x0 with x0 the
// zero of ψ.
func psiNear(x float64) float64 {
	const dx0 float64 = 1.461632144968362341262659542325721325
	den, upper := x, psiP1[0]*x
	for i := range 5 {
		den = (den + psiQ1[i]) * x
		upper = (upper + psiP1[i+1]) * x
	}
	den = (upper + psiP1[6]) / (den + psiQ1[5])
	return den * (x - dx0)
}

var (
	psiP1 = [...]float64{
		.895385022981970e-02, .477762828042627e+01, .142441585084029e+03, .118645200713425e+04,
		.363351846806499e+04, .413810161269013e+04, .130560269827897e+04,
	}
	psiQ1 = [...]float64{
		.448452573429826e+02, .520752771467162e+03, .221000799247830e+04, .364127349079381e+04,
		.190831076596300e+04, .691091682714533e-05,
	}
	psiP2 = [...]float64{-.212940445131011e+01, -.701677227766759e+01, -.448616543918019e+01, -.648157123766197e+00}
	psiQ2 = [...]float64{.322703493791143e+02, .892920700481861e+02, .546117738103215e+02, .777788548522962e+01}
)
