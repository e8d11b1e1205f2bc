// Package glibm provides exp and log functions that are bit-identical to
// glibc 2.36's libm on x86-64.
//
// It mirrors the algorithms of glibc's sysdeps/ieee754/dbl-64/e_exp.c and
// e_log.c (which come from ARM's optimized-routines, with the tables of
// e_exp_data.c and e_log_data.c) in the variant glibc selects on CPUs with
// FMA and AVX2 (e_exp-fma.c, e_log-fma.c, built with -mfma -mavx2). In that
// build GCC contracts some a*b+c expressions into fused multiply-adds; this
// package calls math.FMA exactly where the compiled glibc code does (read
// from its disassembly) and nowhere else, so results do not depend on the
// machine running Go. SacreBLEU's scores go through Python's math.exp and
// math.log, which call these glibc functions.
package glibm

import "math"

// Exp returns e**x, rounded exactly as glibc 2.36's exp (FMA variant) rounds it.
func Exp(x float64) float64 {
	ix := math.Float64bits(x)
	abstop := (ix >> 52) & 0x7ff
	// The unsigned subtraction sends |x| < 2^-54 (abstop < 0x3c9) around
	// to huge values, so one comparison catches both tiny and large |x|.
	if abstop-0x3c9 >= 0x408-0x3c9 {
		if abstop < 0x3c9 {
			// |x| < 2^-54: exp(x) rounds to 1, and so does glibc's 1+x.
			return 1 + x
		}
		if abstop >= 0x409 { // |x| >= 1024, Inf or NaN.
			switch {
			case ix == 0xfff0000000000000: // -Inf
				return 0
			case abstop == 0x7ff:
				return quiet(x) // NaN or +Inf: glibc returns 1.0 + x.
			case ix>>63 != 0:
				return 0 // glibc's __math_uflow: 0x1p-767 * 0x1p-767.
			default:
				return math.Inf(1) // glibc's __math_oflow: 0x1p769 * 0x1p769.
			}
		}
		// 512 <= |x| < 1024: the result may overflow or be subnormal.
		abstop = 0
	}

	// exp(x) = 2^(k/N) * exp(r), with x = k*ln2/N + r and |r| <= ln2/2N.
	// Adding Shift rounds x*N/ln2 to an integer k held in kd's low bits;
	// glibc fuses the multiply with that addition.
	kd := math.FMA(x, expInvLn2N, expShift)
	ki := math.Float64bits(kd)
	kd -= expShift
	r := math.FMA(kd, expNegLn2loN, math.FMA(kd, expNegLn2hiN, x))

	// 2^(k/N) ~= scale * (1 + tail).
	idx := 2 * (ki % expN)
	top := ki << (52 - expTableBits)
	tail := math.Float64frombits(expTab[idx])
	sbits := expTab[idx+1] + top // Valid only when -1023*N < k < 1024*N.

	// tmp = tail + r + r2*(C2 + r*C3) + r2*r2*(C4 + r*C5), fused as in glibc.
	r2 := r * r
	tmp := math.FMA(math.FMA(r, expC3, expC2), r2, tail+r)
	tmp = math.FMA(r2*r2, math.FMA(r, expC5, expC4), tmp)
	if abstop == 0 {
		return expSpecial(tmp, sbits, ki)
	}
	scale := math.Float64frombits(sbits)
	return math.FMA(scale, tmp, scale)
}

// expSpecial computes scale*(1+tmp) when it may overflow or underflow.
// The exponent in sbits may have wrapped into the sign bit; the sign of
// k (bit 31 of ki) says which way the result may leave the normal range.
func expSpecial(tmp float64, sbits, ki uint64) float64 {
	if ki&0x80000000 == 0 {
		// k > 0: scale down by 2^1009 so the sum itself cannot overflow.
		scale := math.Float64frombits(sbits - 1009<<52)
		return 0x1p1009 * math.FMA(scale, tmp, scale)
	}
	// k < 0: scale up by 2^1022 and compute in the normal range.
	scale := math.Float64frombits(sbits + 1022<<52)
	st := float64(scale * tmp) // glibc does not fuse here; float64() forbids Go from fusing.
	y := scale + st
	if y < 1 {
		// The result will be subnormal. Round y to the precision it will
		// have there before scaling, to avoid double rounding.
		lo := scale - y + st
		hi := 1 + y
		lo = 1 - hi + y + lo
		y = (hi + lo) - 1
		if y == 0 {
			y = 0 // glibc avoids -0 in downward rounding; harmless here.
		}
	}
	return 0x1p-1022 * y
}

// quiet returns the NaN x with its quiet bit set, or x itself if it is
// not a NaN. It gives the bits x86-64 SSE arithmetic produces for NaN
// operands, independent of the architecture running Go.
func quiet(x float64) float64 {
	if x != x {
		return math.Float64frombits(math.Float64bits(x) | 1<<51)
	}
	return x
}
