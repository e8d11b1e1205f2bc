package special

import "math"

// fpser is I_x(a, b) for b < min(eps, eps a) and x <= 0.5.
func fpser(a, b, x, eps float64) float64 {
	r := 1.0
	if a > 1e-3*eps {
		t := a * log(x)
		if t < exparg(1) {
			return 0
		}
		r = exp(t)
	}
	r = (b / a) * r
	tol := eps / a
	an := a + 1.0
	t := x
	s := t / an
	for {
		an += 1.0
		t = x * t
		c := t / an
		s += c
		if math.Abs(c) <= tol {
			break
		}
	}
	return r * (1.0 + a*s)
}

// apser is 1 - I_x(a, b) for a <= min(eps, eps b), b x <= 1 and x <= 0.5.
func apser(a, b, x, eps float64) float64 {
	const g float64 = .577215664901533 // Euler's constant
	bx := b * x
	t := x - bx
	var c float64
	if b*eps <= 2e-2 {
		c = log(x) + psi(b) + g + t
	} else {
		c = log(bx) + g + t
	}
	tol := 5.0 * eps * math.Abs(c)
	j, s := 1.0, 0.0
	for {
		j += 1.0
		t = t * (x - bx/j)
		aj := t / j
		s += aj
		if math.Abs(aj) <= tol {
			break
		}
	}
	return -a * (c + s)
}

// bpser is I_x(a, b) by its power series, for b <= 1 or b x <= 0.7.
func bpser(a, b, x, eps float64) float64 {
	if x == 0 {
		return 0
	}
	r := bpserLead(a, b, x)
	if r == 0 || a <= 0.1*eps {
		return r
	}
	sum, n, c := 0.0, 0.0, 1.0
	tol := eps / a
	for {
		n += 1.0
		c = c * (0.5 + (0.5 - b/n)) * x
		w := c / (a + n)
		sum += w
		if math.Abs(w) <= tol {
			break
		}
	}
	return r * (1.0 + a*sum)
}

// bpserLead is bpser's leading factor x^a / (a B(a, b)).
func bpserLead(a, b, x float64) float64 {
	a0 := math.Min(a, b)
	if a0 >= 1 {
		z := a*log(x) - betaln(a, b)
		return exp(z) / a
	}
	b0 := math.Max(a, b)
	switch {
	case b0 >= 8:
		u := gamln1(a0) + algdiv(a0, b0)
		z := a*log(x) - u
		return (a0 / a) * exp(z)
	case b0 > 1:
		return bpserLeadMid(a, a0, b0, x)
	}
	r := math.Pow(x, a)
	if r == 0 {
		return 0
	}
	apb := a + b
	var z float64
	if apb > 1 {
		u := a + b - 1.0
		z = (1.0 + gam1(u)) / apb
	} else {
		z = 1.0 + gam1(apb)
	}
	c := (1.0 + gam1(a)) * (1.0 + gam1(b)) / z
	return r * c * (b / apb)
}

// bpserLeadMid is bpserLead for a0 = min(a, b) < 1 < b0 = max(a, b) < 8: b0 is reduced to
// (1, 2] by recurrence.
func bpserLeadMid(a, a0, b0, x float64) float64 {
	u := gamln1(a0)
	if m := int(b0 - 1.0); m >= 1 {
		c := 1.0
		for range m {
			b0 -= 1.0
			c = c * (b0 / (a0 + b0))
		}
		u = log(c) + u
	}
	z := a*log(x) - u
	b0 -= 1.0
	apb := a0 + b0
	var t float64
	if apb > 1 {
		u = a0 + b0 - 1.0
		t = (1.0 + gam1(u)) / apb
	} else {
		t = 1.0 + gam1(apb)
	}
	return exp(z) * (a0 / a) * (1.0 + gam1(b0)) / t
}

// bup is I_x(a, b) - I_x(a + n, b) for a positive integer n.
func bup(a, b, x, y float64, n int, eps float64) float64 {
	apb := a + b
	ap1 := a + 1.0
	mu, d := 0, 1.0
	if n != 1 && a >= 1 && apb >= 1.1*ap1 {
		mu = int(math.Abs(exparg(1)))
		if k := int(exparg(0)); k < mu {
			mu = k
		}
		d = exp(-float64(mu))
	}
	r := brcmp1(mu, a, b, x, y) / a
	if n == 1 || r == 0 {
		return r
	}
	nm1 := n - 1
	// The first k terms may grow: no convergence test; the rest stop once negligible.
	k := bupGrowing(a, b, x, y, nm1)
	w := d
	for i := 1; i <= nm1; i++ {
		l := float64(i - 1)
		d = ((apb + l) / (ap1 + l)) * x * d
		w += d
		if i > k && d <= eps*w {
			break
		}
	}
	return r * w
}

// bupGrowing is bup's k, the number of its series' terms that may still grow.
func bupGrowing(a, b, x, y float64, nm1 int) int {
	if b <= 1 {
		return 0
	}
	if y <= 1e-4 {
		return nm1
	}
	r := (b-1.0)*x/y - a
	if r < 1 {
		return 0
	}
	if r < float64(nm1) {
		return int(r)
	}
	return nm1
}
