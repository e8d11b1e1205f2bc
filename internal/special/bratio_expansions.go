package special

import "math"

// bgrat is cdflib's bgrat: w plus I_x(a, b) by its asymptotic expansion for large a and
// b <= 1; false, with w unchanged, where the expansion fails.
func bgrat(a, b, x, y, w, eps float64) (float64, bool) {
	bm1 := (b - 0.5) - 0.5
	nu := a + 0.5*bm1
	var lnx float64
	if y > 0.375 {
		lnx = log(x)
	} else {
		lnx = alnrel(-y)
	}
	z := -nu * lnx
	if b*z == 0 {
		return w, false
	}
	// u is the leading factor of the expansion, r the one grat1 takes.
	r := b * (1.0 + gam1(b)) * exp(b*log(z))
	r = r * exp(a*lnx) * exp(0.5*bm1*lnx)
	u := algdiv(b, a) + b*log(nu)
	u = r * exp(-u)
	if u == 0 {
		return w, false
	}
	_, q := grat1(b, z, r, eps)
	sum, ok := bgratSum(b, bm1, nu, lnx, z, q/r, w/u, eps)
	if !ok {
		return w, false
	}
	return w + u*sum, true
}

// bgratSum sums bgrat's series from j = q/r, l = w/u, at most 30 terms.
func bgratSum(b, bm1, nu, lnx, z, j, l, eps float64) (float64, bool) {
	var c, d [30]float64
	v := 0.25 * ((1.0 / nu) * (1.0 / nu))
	t2 := 0.25 * lnx * lnx
	sum, t, cn, n2 := j, 1.0, 1.0, 0.0
	for n := 1; n <= 30; n++ {
		bp2n := b + n2
		j = (bp2n*(bp2n+1.0)*j + (z+bp2n+1.0)*t) * v
		n2 += 2.0
		t = t * t2
		cn = cn / (n2 * (n2 + 1.0))
		c[n-1] = cn
		s := 0.0
		coef := b - float64(n)
		for i := 1; i <= n-1; i++ {
			s += coef * c[i-1] * d[n-i-1]
			coef += b
		}
		d[n-1] = bm1*cn + s/float64(n)
		dj := d[n-1] * j
		sum += dj
		if sum <= 0 {
			return 0, false
		}
		if math.Abs(dj) <= eps*(sum+l) {
			break
		}
	}
	return sum, true
}

// grat1 is the incomplete gamma ratios P(a, x) and Q(a, x) for a <= 1, given r =
// e^-x x^a / Γ(a).
func grat1(a, x, r, eps float64) (p, q float64) {
	switch {
	case a*x == 0:
		if x <= a {
			return 0, 1
		}
		return 1, 0
	case a == 0.5:
		if x < 0.25 {
			p = cdfErf(math.Sqrt(x))
			return p, 0.5 + (0.5 - p)
		}
		q = erfc1(false, math.Sqrt(x))
		return 0.5 + (0.5 - q), q
	case x < 1.1:
		return grat1Series(a, x, eps)
	}
	return grat1Fraction(a, x, r, eps)
}

// grat1Series is grat1 for x < 1.1, by Taylor series.
func grat1Series(a, x, eps float64) (p, q float64) {
	an, c := 3.0, x
	sum := x / (a + 3.0)
	tol := 0.1 * eps / (a + 1.0)
	for {
		an += 1.0
		c = -c * (x / an)
		t := c / (a + an)
		sum += t
		if math.Abs(t) <= tol {
			break
		}
	}
	j := a * x * ((sum/6.0-0.5/(a+2.0))*x + 1.0/(a+1.0))
	z := a * log(x)
	h := gam1(a)
	g := 1.0 + h
	if (x < 0.25 && z <= -.13394) || (x >= 0.25 && a >= x/2.59) {
		w := exp(z)
		p = w * g * (0.5 + (0.5 - j))
		return p, 0.5 + (0.5 - p)
	}
	l := rexp(z)
	w := 0.5 + (0.5 + l)
	q = (w*j-l)*g - h
	if q < 0 {
		return 1, 0
	}
	return 0.5 + (0.5 - q), q
}

// grat1Fraction is grat1 for x >= 1.1, by continued fraction.
func grat1Fraction(a, x, r, eps float64) (p, q float64) {
	a2nm1, a2n := 1.0, 1.0
	b2nm1, b2n := x, x+(1.0-a)
	c := 1.0
	for {
		a2nm1 = x*a2n + c*a2nm1
		b2nm1 = x*b2n + c*b2nm1
		am0 := a2nm1 / b2nm1
		c += 1.0
		cma := c - a
		a2n = a2nm1 + cma*a2n
		b2n = b2nm1 + cma*b2n
		an0 := a2n / b2n
		if math.Abs(an0-am0) < eps*an0 {
			q = r * an0
			return 0.5 + (0.5 - q), q
		}
	}
}

// bfrac is I_x(a, b) by continued fraction, for a, b > 1 and bratio's lambda >= 0.
func bfrac(a, b, x, y, lambda, eps float64) float64 {
	lead := brcomp(a, b, x, y)
	if lead == 0 {
		return 0
	}
	c := 1.0 + lambda
	c0 := b / a
	c1 := 1.0 + 1.0/a
	yp1 := y + 1.0
	n, p, s := 0.0, 1.0, a+1.0
	an, bn, anp1, bnp1 := 0.0, 1.0, 1.0, c/c1
	r := c1 / c
	for {
		n += 1.0
		t := n / a
		w := n * (b - n) * x
		e := a / s
		alpha := (p * (p + c0) * e * e) * (w * x)
		e = (1.0 + t) / (c1 + t + t)
		beta := n + w/s + e*(c+n*yp1)
		p = 1.0 + t
		s += 2.0
		an, anp1 = anp1, alpha*an+beta*anp1
		bn, bnp1 = bnp1, alpha*bn+beta*bnp1
		r0 := r
		r = anp1 / bnp1
		if !(math.Abs(r-r0) > eps*r) {
			return lead * r
		}
		// Rescale to keep the recurrence in range.
		an /= bnp1
		bn /= bnp1
		anp1, bnp1 = r, 1.0
	}
}

// basym is I_x(a, b) by the asymptotic expansion for large a and b (over 100), with
// bratio's lambda >= 0 at most 3% of the smaller.
func basym(a, b, lambda, eps float64) float64 {
	const (
		e0 float64 = 1.12837916709551 // 2/sqrt(π)
		e1 float64 = .353553390593274 // 2^(-3/2)
	)
	var h, r0, r1, w0 float64
	if a >= b {
		h = b / a
		r0 = 1.0 / (1.0 + h)
		r1 = (b - a) / a
		w0 = 1.0 / math.Sqrt(b*(1.0+h))
	} else {
		h = a / b
		r0 = 1.0 / (1.0 + h)
		r1 = (b - a) / b
		w0 = 1.0 / math.Sqrt(a*(1.0+h))
	}
	f := a*rlog1(-lambda/a) + b*rlog1(lambda/b)
	t := exp(-f)
	if t == 0 {
		return 0
	}
	z0 := math.Sqrt(f)
	s := basymSeries{h: h, r0: r0, r1: r1, w0: w0, z0: z0, z: 0.5 * (z0 / e1), z2: f + f, eps: eps}
	s.j0 = (0.5 / e0) * erfc1(true, z0)
	u := exp(-bcorr(a, b))
	return e0 * t * u * s.sum()
}

// basymSeries is basym's state: the coefficients a0, b0, c, d (1-based, as cdflib's
// arrays) and the term j0.
type basymSeries struct {
	h, r0, r1, w0, z0, z, z2, eps, j0 float64
	a0, b0, c, d                      [22]float64
}

// sum is basym's sum, up to 20 terms.
func (s *basymSeries) sum() float64 {
	const e1 float64 = .353553390593274
	s.a0[1] = (2.0 / 3.0) * s.r1
	s.c[1] = -0.5 * s.a0[1]
	s.d[1] = -s.c[1]
	j1 := e1
	sum := s.j0 + s.d[1]*s.w0*j1
	ss, h2, hn, w := 1.0, s.h*s.h, 1.0, s.w0
	znm1, zn := s.z, s.z2
	for n := 2; n <= 20; n += 2 {
		hn = h2 * hn
		s.a0[n] = 2.0 * s.r0 * (1.0 + s.h*hn) / (float64(n) + 2.0)
		np1 := n + 1
		ss += hn
		s.a0[np1] = 2.0 * s.r1 * ss / (float64(n) + 3.0)
		for i := n; i <= np1; i++ {
			s.coefficients(i)
		}
		s.j0 = e1*znm1 + (float64(n)-1.0)*s.j0
		j1 = e1*zn + float64(n)*j1
		znm1 = s.z2 * znm1
		zn = s.z2 * zn
		w = s.w0 * w
		t0 := s.d[n] * w * s.j0
		w = s.w0 * w
		t1 := s.d[np1] * w * j1
		sum += t0 + t1
		if math.Abs(t0)+math.Abs(t1) <= s.eps*sum {
			break
		}
	}
	return sum
}

// coefficients computes basym's b0[1..i], c[i] and d[i].
func (s *basymSeries) coefficients(i int) {
	r := -0.5 * (float64(i) + 1.0)
	s.b0[1] = r * s.a0[1]
	for m := 2; m <= i; m++ {
		bsum := 0.0
		for j := 1; j <= m-1; j++ {
			mmj := m - j
			bsum += (float64(j)*r - float64(mmj)) * s.a0[j] * s.b0[mmj]
		}
		s.b0[m] = r*s.a0[m] + bsum/float64(m)
	}
	s.c[i] = s.b0[i] / (float64(i) + 1.0)
	dsum := 0.0
	for j := 1; j <= i-1; j++ {
		dsum += s.d[i-j] * s.c[j]
	}
	s.d[i] = -(dsum + s.c[i])
}
