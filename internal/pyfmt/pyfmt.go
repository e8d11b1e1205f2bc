// Package pyfmt formats numbers and JSON the way Python 3 does, so that sacre's output is
// byte-identical to SacreBLEU's: float repr, f-string fixed-point formatting and json.dumps.
package pyfmt

import (
	"math"
	"strconv"
	"strings"
)

// Fixed formats x with prec decimals like Python's f"{x:.{prec}f}": the exact binary value
// correctly rounded, ties to even, which is what strconv does too.
func Fixed(x float64, prec int) string {
	if s, ok := nonFinite(x); ok {
		return s
	}
	return strconv.FormatFloat(x, 'f', prec, 64)
}

// nonFinite spells NaN and the infinities as Python's str and format do.
func nonFinite(x float64) (string, bool) {
	switch {
	case math.IsNaN(x):
		return "nan", true
	case math.IsInf(x, 1):
		return "inf", true
	case math.IsInf(x, -1):
		return "-inf", true
	}
	return "", false
}

// Repr formats x like Python's repr(float): the shortest digits that round-trip, in fixed
// notation when the decimal exponent is in [-4, 16) and in exponent notation otherwise.
func Repr(x float64) string {
	if s, ok := nonFinite(x); ok {
		return s
	}
	sign := ""
	if math.Signbit(x) {
		sign, x = "-", -x
	}
	if x == 0 {
		return sign + "0.0"
	}
	// Shortest round-trip digits d1d2...dn with the value 0.d1d2...dn * 10^decpt.
	e := strconv.FormatFloat(x, 'e', -1, 64)
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	n, _ := strconv.Atoi(exp)
	decpt := n + 1
	if decpt <= -4 || decpt > 16 {
		return sign + expNotation(digits, decpt-1)
	}
	return sign + fixedNotation(digits, decpt)
}

func expNotation(digits string, exp int) string {
	var b strings.Builder
	b.WriteString(digits[:1])
	if len(digits) > 1 {
		b.WriteString(".")
		b.WriteString(digits[1:])
	}
	b.WriteString("e")
	if exp < 0 {
		b.WriteString("-")
		exp = -exp
	} else {
		b.WriteString("+")
	}
	if exp < 10 {
		b.WriteString("0")
	}
	b.WriteString(strconv.Itoa(exp))
	return b.String()
}

func fixedNotation(digits string, decpt int) string {
	switch {
	case decpt <= 0:
		return "0." + strings.Repeat("0", -decpt) + digits
	case decpt >= len(digits):
		return digits + strings.Repeat("0", decpt-len(digits)) + ".0"
	default:
		return digits[:decpt] + "." + digits[decpt:]
	}
}

// RoundRepr is Python's float(f"{x:.{prec}f}") printed with repr, as SacreBLEU's JSON shows scores.
func RoundRepr(x float64, prec int) string {
	if prec < 0 {
		prec = 0
	}
	v, err := strconv.ParseFloat(Fixed(x, prec), 64)
	if err != nil {
		return Repr(x)
	}
	return Repr(v)
}
