package whisper

import (
	"math/big"
	"strings"
	"unicode/utf8"
)

// maxStrDigits is CPython 3.11's default limit on the digits int() reads from
// a str (sys.get_int_max_str_digits()); past it int() raises ValueError.
const maxStrDigits = 4300

// isNumericWord reports whether w matches ^\d+(\.\d+)?$ with Python's
// Unicode \d: process_words' test for a number written in digits.
func isNumericWord(w string) bool {
	intPart, frac, hasPoint := strings.Cut(w, ".")
	return allDecimal(intPart) && (!hasPoint || allDecimal(frac))
}

// allDecimal reports whether s is one or more \d.
func allDecimal(s string) bool {
	for _, r := range s {
		if !isDecimal(r) {
			return false
		}
	}
	return s != ""
}

// parseFraction returns Fraction(s) for the strings process_words passes to
// its to_fraction; ok is false where to_fraction returns None. Those strings
// hold only digits, periods and prefix symbols, and for them Fraction's
// syntax comes down to [+-]?(\d+(\.\d*)?|\.\d+), digits in any script.
// With limit, a part of more than maxStrDigits digits is refused as well, as
// Python's int() refuses it.
func parseFraction(s string, limit bool) (f *big.Rat, ok bool) {
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	intPart, frac, hasPoint := strings.Cut(s, ".")
	if !onlyDecimal(intPart) || !onlyDecimal(frac) || intPart == "" && frac == "" ||
		intPart == "" && !hasPoint {
		return nil, false
	}
	if limit && (utf8.RuneCountInString(intPart) > maxStrDigits || utf8.RuneCountInString(frac) > maxStrDigits) {
		return nil, false
	}
	num := decimalInt(intPart + frac)
	if neg {
		num.Neg(num)
	}
	return new(big.Rat).SetFrac(num, pow10(utf8.RuneCountInString(frac))), true
}

// onlyDecimal reports whether s is zero or more \d.
func onlyDecimal(s string) bool { return s == "" || allDecimal(s) }

// decimalInt returns the integer written in s, digits in any script; 0 for "".
func decimalInt(s string) *big.Int {
	n := new(big.Int)
	if s == "" {
		return n
	}
	if !isASCII(s) {
		ascii := make([]byte, 0, len(s))
		for _, r := range s {
			ascii = append(ascii, byte('0'+digitValue(r)))
		}
		s = string(ascii)
	}
	n.SetString(s, 10)
	return n
}

// pow10 returns 10**k.
func pow10(k int) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(k)), nil)
}
