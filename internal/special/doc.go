// Package special mirrors the scipy.special functions of SciPy 1.10.1 that sacre's
// significance tests call: cephes' ndtr and ndtri, and stdtr, which SciPy computes with
// cdflib's cdft (TOMS 708's incomplete beta ratio, bratio).
package special

// Each function performs SciPy's floating-point operations in SciPy's order, its exp and
// log rounded as glibc 2.36's (internal/glibm), so that results are SciPy's bit for bit on
// amd64, where Go fuses no multiply-adds. Go's math.Pow, Sin and Cos stand in for glibc's,
// which only cdflib's paths for shape parameters below 1 call (off by a few ulps at most).
