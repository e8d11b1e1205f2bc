package special

import "math"

// brcomp is x^a y^b / B(a, b).
func brcomp(a, b, x, y float64) float64 {
	if x == 0 || y == 0 {
		return 0
	}
	// esum(0, z) is exp(z) exactly: brcomp is brcmp1 without the scaling.
	return brcmp1(0, a, b, x, y)
}

// brcmp1 is exp(mu) x^a y^b / B(a, b).
func brcmp1(mu int, a, b, x, y float64) float64 {
	a0 := math.Min(a, b)
	if a0 >= 8 {
		return brcmp1Large(mu, a, b, x, y)
	}
	lnx, lny := logs(x, y)
	z := a*lnx + b*lny
	if a0 >= 1 {
		return esum(mu, z-betaln(a, b))
	}
	b0 := math.Max(a, b)
	switch {
	case b0 >= 8:
		u := gamln1(a0) + algdiv(a0, b0)
		return a0 * esum(mu, z-u)
	case b0 > 1:
		return brcmp1Mid(mu, a0, b0, z)
	}
	return brcmp1Small(mu, a, b, a0, b0, z)
}

// logs returns ln x and ln y for x + y = 1, the smaller one's complement through alnrel.
func logs(x, y float64) (lnx, lny float64) {
	switch {
	case x <= 0.375:
		return log(x), alnrel(-x)
	case y <= 0.375:
		return alnrel(-y), log(y)
	}
	return log(x), log(y)
}

// brcmp1Small is brcmp1 for a, b <= 1, z = a ln x + b ln y.
func brcmp1Small(mu int, a, b, a0, b0, z float64) float64 {
	r := esum(mu, z)
	if r == 0 {
		return 0
	}
	apb := a + b
	if apb > 1 {
		u := a + b - 1.0
		z = (1.0 + gam1(u)) / apb
	} else {
		z = 1.0 + gam1(apb)
	}
	c := (1.0 + gam1(a)) * (1.0 + gam1(b)) / z
	return r * (a0 * c) / (1.0 + a0/b0)
}

// brcmp1Mid is brcmp1 for a0 < 1 < b0 < 8, z = a ln x + b ln y: b0 is reduced to (1, 2].
func brcmp1Mid(mu int, a0, b0, z float64) float64 {
	u := gamln1(a0)
	if n := int(b0 - 1.0); n >= 1 {
		c := 1.0
		for range n {
			b0 -= 1.0
			c = c * (b0 / (a0 + b0))
		}
		u = log(c) + u
	}
	z -= u
	b0 -= 1.0
	apb := a0 + b0
	var t float64
	if apb > 1 {
		u = a0 + b0 - 1.0
		t = (1.0 + gam1(u)) / apb
	} else {
		t = 1.0 + gam1(apb)
	}
	return a0 * esum(mu, z) * (1.0 + gam1(b0)) / t
}

// brcmp1Large is brcmp1 for a, b >= 8, by Temme's expansion about the mean.
func brcmp1Large(mu int, a, b, x, y float64) float64 {
	const rsqrt2pi float64 = .398942280401433 // 1/sqrt(2π)
	var h, x0, y0, lambda float64
	if a > b {
		h = b / a
		x0 = 1.0 / (1.0 + h)
		y0 = h / (1.0 + h)
		lambda = (a+b)*y - b
	} else {
		h = a / b
		x0 = h / (1.0 + h)
		y0 = 1.0 / (1.0 + h)
		lambda = a - (a+b)*x
	}
	u := rlog1Or(-lambda/a, x/x0)
	v := rlog1Or(lambda/b, y/y0)
	z := esum(mu, -(a*u + b*v))
	return rsqrt2pi * math.Sqrt(b*x0) * z * exp(-bcorr(a, b))
}

// rlog1Or is rlog1(e) = e - ln(1 + e) where |e| <= 0.6, else e - ln(ratio), ratio being
// 1 + e computed without cancellation.
func rlog1Or(e, ratio float64) float64 {
	if math.Abs(e) > 0.6 {
		return e - log(ratio)
	}
	return rlog1(e)
}
