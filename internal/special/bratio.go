package special

import "math"

// Bratio is cdflib's bratio (Didonato and Morris, TOMS 708), as SciPy 1.10's
// cdflib-backed distributions (stdtr among them) call it: the regularized incomplete beta
// function w = I_x(a, b) and its complement w1 = 1 - I_x(a, b), for a, b >= 0 and
// x + y = 1. ierr is bratio's error code: 0 for success; 1 for a or b negative; 2 for
// both zero; 3 and 4 for x or y outside [0, 1]; 5 for x + y not 1; 6 for x = a = 0;
// 7 for y = b = 0. Both results are 0 when ierr is not 0.
func Bratio(a, b, x, y float64) (w, w1 float64, ierr int) {
	if ierr = bratioCheck(a, b, x, y); ierr != 0 {
		return 0, 0, ierr
	}
	if x == 0 || y == 0 || a == 0 || b == 0 {
		return bratioEdge(a, b, x, y)
	}
	eps := math.Max(spmpar1, 1e-15)
	if math.Max(a, b) < 1e-3*eps {
		return b / (a + b), a / (a + b), 0
	}
	p := bratioArgs{a, b, x, y, eps}
	if math.Min(a, b) > 1 {
		w, w1 = p.large()
	} else {
		w, w1 = p.small()
	}
	return w, w1, 0
}

// bratioCheck is bratio's check of its arguments.
func bratioCheck(a, b, x, y float64) int {
	switch {
	case a < 0 || b < 0:
		return 1
	case a == 0 && b == 0:
		return 2
	case x < 0 || x > 1:
		return 3
	case y < 0 || y > 1:
		return 4
	case math.Abs(((x+y)-0.5)-0.5) > 3*spmpar1:
		return 5
	}
	return 0
}

// bratioEdge is bratio where x, y, a or b is 0.
func bratioEdge(a, b, x, y float64) (w, w1 float64, ierr int) {
	switch {
	case x == 0 && a == 0:
		return 0, 0, 6
	case x == 0:
		return 0, 1, 0
	case y == 0 && b == 0:
		return 0, 0, 7
	case y == 0 || a == 0:
		return 1, 0, 0
	}
	return 0, 1, 0 // b == 0
}

// bratioArgs are bratio's a0, b0, x0, y0 and eps.
type bratioArgs struct{ a, b, x, y, eps float64 }

// swap exchanges the roles of (a, x) and (b, y): I_x(a, b) = 1 - I_y(b, a).
func (p bratioArgs) swap() bratioArgs { return bratioArgs{p.b, p.a, p.y, p.x, p.eps} }

// complement returns (1 - v, v) as bratio forms it, 0.5 + (0.5 - v).
func complement(v float64) (float64, float64) { return 0.5 + (0.5 - v), v }

// small is bratio for min(a, b) <= 1: it returns w, w1 for the original arguments.
func (p bratioArgs) small() (w, w1 float64) {
	if p.x > 0.5 {
		w1, w = p.swap().smallOrdered()
		return w, w1
	}
	return p.smallOrdered()
}

// smallOrdered is bratio's choice of method for min(a, b) <= 1 and x <= 0.5.
func (p bratioArgs) smallOrdered() (w, w1 float64) {
	a0, b0, x0, eps := p.a, p.b, p.x, p.eps
	switch {
	case b0 < math.Min(eps, eps*a0):
		w = fpser(a0, b0, x0, eps)
		return w, 0.5 + (0.5 - w)
	case a0 < math.Min(eps, eps*b0) && b0*x0 <= 1:
		return complement(apser(a0, b0, x0, eps))
	}
	if math.Max(a0, b0) <= 1 {
		switch {
		case a0 >= math.Min(0.2, b0) || math.Pow(x0, a0) <= 0.9:
			return p.bpser()
		case x0 >= 0.3:
			return p.bpserComplement()
		}
		return p.bupBgrat(20)
	}
	switch {
	case b0 <= 1:
		return p.bpser()
	case x0 >= 0.3:
		return p.bpserComplement()
	case x0 < 0.1 && math.Pow(x0*b0, a0) <= 0.7:
		return p.bpser()
	case b0 > 15:
		return p.bupBgrat(0)
	}
	return p.bupBgrat(20)
}

// bpser is bratio's w = bpser(a0, b0, x0).
func (p bratioArgs) bpser() (w, w1 float64) {
	w = bpser(p.a, p.b, p.x, p.eps)
	return w, 0.5 + (0.5 - w)
}

// bpserComplement is bratio's w1 = bpser(b0, a0, y0).
func (p bratioArgs) bpserComplement() (w, w1 float64) {
	return complement(bpser(p.b, p.a, p.y, p.eps))
}

// bupBgrat is bratio's w1 = bup(b0, a0, y0, x0, n) + bgrat(b0 + n, a0, y0, x0): bup's n
// steps first (none for n = 0).
func (p bratioArgs) bupBgrat(n int) (w, w1 float64) {
	b0 := p.b
	if n > 0 {
		w1 = bup(b0, p.a, p.y, p.x, n, p.eps)
		b0 += float64(n)
	}
	w1, _ = bgrat(b0, p.a, p.y, p.x, w1, 15*p.eps)
	return complement(w1)
}

// large is bratio for a, b > 1: it returns w, w1 for the original arguments.
func (p bratioArgs) large() (w, w1 float64) {
	var lambda float64
	if p.a > p.b {
		lambda = (p.a+p.b)*p.y - p.b
	} else {
		lambda = p.a - (p.a+p.b)*p.x
	}
	if lambda < 0 {
		w1, w = p.swap().largeOrdered(math.Abs(lambda))
		return w, w1
	}
	return p.largeOrdered(lambda)
}

// largeOrdered is bratio's choice of method for a, b > 1 once lambda >= 0.
func (p bratioArgs) largeOrdered(lambda float64) (w, w1 float64) {
	a0, b0 := p.a, p.b
	switch {
	case b0 < 40 && b0*p.x <= 0.7:
		return p.bpser()
	case b0 < 40:
		return p.largeBup()
	case a0 > b0 && (b0 <= 100 || lambda > 0.03*b0), a0 <= b0 && (a0 <= 100 || lambda > 0.03*a0):
		w = bfrac(a0, b0, p.x, p.y, lambda, 15*p.eps)
		return w, 0.5 + (0.5 - w)
	}
	w = basym(a0, b0, lambda, 100*p.eps)
	return w, 0.5 + (0.5 - w)
}

// largeBup is bratio for b0 < 40 and b0 x0 > 0.7: bup's steps from b0's fractional part,
// then bpser, or more of bup's steps and bgrat.
func (p bratioArgs) largeBup() (w, w1 float64) {
	a0, b0, x0, y0, eps := p.a, p.b, p.x, p.y, p.eps
	n := int(b0)
	b0 -= float64(n)
	if b0 == 0 {
		n--
		b0 = 1
	}
	w = bup(b0, a0, y0, x0, n, eps)
	if x0 <= 0.7 {
		w += bpser(a0, b0, x0, eps)
		return w, 0.5 + (0.5 - w)
	}
	if a0 <= 15 {
		w += bup(a0, b0, x0, y0, 20, eps)
		a0 += 20
	}
	w, _ = bgrat(a0, b0, x0, y0, w, 15*eps)
	return w, 0.5 + (0.5 - w)
}
