package glibm

import "math"

const (
	logOff = 0x3fe6000000000000 // bits of 0x1.6p-1: z is reduced into [OFF, 2*OFF)
	nearLo = 0x3fee000000000000 // bits of 1 - 0x1p-4
	nearHi = 0x3ff1090000000000 // bits of 1 + 0x1.09p-4
)

// Log returns the natural logarithm of x, rounded exactly as glibc 2.36's
// log (FMA variant) rounds it.
func Log(x float64) float64 {
	ix := math.Float64bits(x)
	if ix-nearLo < nearHi-nearLo {
		return logNear1(x)
	}
	top := ix >> 48
	if top-0x0010 >= 0x7ff0-0x0010 {
		// x < 0x1p-1022 (including zero and negatives), Inf or NaN.
		switch {
		case ix<<1 == 0:
			return math.Inf(-1) // glibc's __math_divzero(1).
		case ix == 0x7ff0000000000000:
			return x
		case x != x:
			return quiet(x) // glibc's __math_invalid: (x-x)/(x-x).
		case top&0x8000 != 0:
			// Negative: (x-x)/(x-x) is 0/0 or Inf-Inf, whose x86 default
			// NaN has the sign bit set.
			return math.Float64frombits(0xfff8000000000000)
		}
		// Subnormal: normalize exactly.
		ix = math.Float64bits(x*0x1p52) - 52<<52
	}

	// x = 2^k z, with z in [OFF, 2*OFF) exact; the range is split into N
	// subintervals and c is near the centre of z's subinterval.
	tmp := ix - logOff
	i := (tmp >> (52 - logTableBits)) % logN
	k := int64(tmp) >> 52 // arithmetic shift
	z := math.Float64frombits(ix - (tmp & (0xfff << 52)))
	invc, logc := logTab[i].invc, logTab[i].logc

	// log(x) = log1p(z/c - 1) + log(c) + k*Ln2, with r = z/c - 1 from one
	// rounding (glibc's __FP_FAST_FMA path).
	r := math.FMA(z, invc, -1)
	kd := float64(k)

	// hi + lo = r + log(c) + k*Ln2; k*Ln2hi + logc is exact.
	w := math.FMA(kd, logLn2hi, logc)
	hi := w + r
	lo := math.FMA(kd, logLn2lo, w-hi+r)

	// log(x) = lo + (log1p(r) - r) + hi, with the polynomial
	// r2*A0 + r*r2*(A1 + r*A2 + r2*(A3 + r*A4)) fused as in glibc.
	r2 := r * r
	p := math.FMA(math.FMA(r, logA4, logA3), r2, math.FMA(r, logA2, logA1))
	y := math.FMA(r*r2, p, math.FMA(r2, logA0, lo))
	return y + hi
}

// logNear1 computes log(x) for x in [1-0x1p-4, 1+0x1.09p-4), where the
// table method loses relative accuracy, using a degree-12 polynomial in
// r = x-1 (exact) and extra precision for the r + B0*r^2 leading terms.
func logNear1(x float64) float64 {
	if x == 1 {
		return 0
	}
	r := x - 1
	r2 := r * r
	r3 := r * r2
	// y = r3*(B1 + r*B2 + r2*B3 + r3*(B4 + r*B5 + r2*B6 +
	//     r3*(B7 + r*B8 + r2*B9 + r3*B10))), fused as in glibc.
	p := math.FMA(r3, logB10, math.FMA(r2, logB9, math.FMA(r, logB8, logB7)))
	p = math.FMA(p, r3, math.FMA(r2, logB6, math.FMA(r, logB5, logB4)))
	p = math.FMA(p, r3, math.FMA(r2, logB3, math.FMA(r, logB2, logB1)))

	// Split r = rhi + rlo, rhi keeping the upper half of r's bits so that
	// rhi*rhi is nearly exact. glibc computes w = r*0x1p27, rhi = r+w-w,
	// with both multiplications by 0x1p27 fused into the additions.
	rhi := math.FMA(-r, 0x1p27, math.FMA(r, 0x1p27, r))
	rlo := r - rhi
	// hi + lo = r + B0*r^2 (B0 == -0.5).
	hi := math.FMA(rhi*rhi, logB0, r)
	lo := math.FMA(rhi*rhi, logB0, r-hi)
	lo = math.FMA(logB0*rlo, rhi+r, lo)
	return hi + math.FMA(p, r3, lo)
}
