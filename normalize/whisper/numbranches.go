package whisper

import (
	"math/big"
	"strconv"
	"strings"
)

// The branches of process_words for number words, one method per set.

// concatOnes is the value with a ones digit written after it, where the ones
// follow a tens word whose 0 they replace ("twenty one"), or follow another
// ones word or a str value.
func (z *numberWriter) concatOnes(prev string, ones int) string {
	v := z.str()
	if numberWords[prev].kind == tensWord && ones < 10 {
		v = strings.TrimSuffix(v, "0") // Whisper asserts the 0 is there
	}
	return v + strconv.Itoa(ones)
}

// addsOnes reports whether ones add to the int value rather than being
// written after it: the value has no ones (or no tens, for 11..19) yet.
func (z *numberWriter) addsOnes(prev string, ones int) bool {
	if z.kind == strValue || numberWords[prev].kind == onesWord {
		return false
	}
	if ones < 10 {
		return z.intMod(10) == 0
	}
	return z.intMod(100) == 0
}

func (z *numberWriter) ones(prev string, ones int) {
	switch {
	case z.kind == noValue:
		z.setInt(int64(ones))
	case z.addsOnes(prev, ones):
		z.addInt(ones)
	default:
		z.setStr(z.concatOnes(prev, ones))
	}
}

func (z *numberWriter) onesSuffixed(prev string, ones int, suffix string) {
	switch {
	case z.kind == noValue:
		z.emit(strconv.Itoa(ones) + suffix)
	case z.addsOnes(prev, ones):
		z.emit(z.plus(ones) + suffix)
	default:
		z.emit(z.concatOnes(prev, ones) + suffix)
	}
}

func (z *numberWriter) tens(tens int) {
	switch {
	case z.kind == noValue:
		z.setInt(int64(tens))
	case z.kind == intValue && z.intMod(100) == 0:
		z.addInt(tens)
	default:
		z.appendStr(strconv.Itoa(tens))
	}
}

func (z *numberWriter) tensSuffixed(tens int, suffix string) {
	switch {
	case z.kind == noValue:
		z.emit(strconv.Itoa(tens) + suffix)
	case z.kind == intValue && z.intMod(100) == 0:
		z.emit(z.plus(tens) + suffix)
	default:
		z.emit(z.str() + strconv.Itoa(tens) + suffix)
	}
}

// scaled returns the value times 10**k when that is an integer, as
// Fraction(value) * multiplier; ok is false where to_fraction returns None
// or the product is not an integer.
func (z *numberWriter) scaled(k int) (p *big.Int, ok bool) {
	if z.kind == intValue {
		return new(big.Int).Mul(&z.n, pow10(k)), true
	}
	f, ok := parseFraction(z.s, true)
	if !ok {
		return nil, false
	}
	f.Mul(f, new(big.Rat).SetInt(pow10(k)))
	if !f.IsInt() {
		return nil, false
	}
	return f.Num(), true
}

// multiplyResidual is the int branch's value // 1000 * 1000 + value % 1000 *
// multiplier: the multiplier applies to the last three digits only.
func (z *numberWriter) multiplyResidual(k int) {
	thousand := big.NewInt(1000)
	before, residual := new(big.Int).DivMod(&z.n, thousand, new(big.Int))
	before.Mul(before, thousand)
	z.n.Add(before, residual.Mul(residual, pow10(k)))
}

func (z *numberWriter) multiplier(k int) {
	switch {
	case z.kind == noValue:
		z.setBig(pow10(k))
	case z.kind == strValue || z.n.Sign() == 0:
		if p, ok := z.scaled(k); ok {
			z.setBig(p)
			return
		}
		z.emit(z.str())
		z.setBig(pow10(k))
	default:
		z.multiplyResidual(k)
	}
}

func (z *numberWriter) multiplierSuffixed(k int, suffix string) {
	switch {
	case z.kind == noValue:
		z.emit(pow10(k).String() + suffix)
	case z.kind == strValue:
		if p, ok := z.scaled(k); ok {
			z.emit(p.String() + suffix)
			return
		}
		z.emit(z.str())
		z.emit(pow10(k).String() + suffix)
	default:
		z.multiplyResidual(k)
		z.emit(z.n.String() + suffix)
	}
}

// suffixer handles "percent" and "per", which takes "cent" after it.
func (z *numberWriter) suffixer(cur, next string) (skipNext bool) {
	switch {
	case z.kind == noValue:
		z.emit(cur)
	case cur == "percent":
		z.emit(z.str() + "%")
	case next == "cent":
		z.emit(z.str() + "%")
		return true
	default:
		z.emit(z.str())
		z.emit(cur)
	}
	return false
}

// special handles "and", "double", "triple" and "point", which count only
// before a word that may be part of a number.
func (z *numberWriter) special(prev, cur, next string) (skipNext bool) {
	nw, isWord := numberWords[next]
	nextNumeric := isNumericWord(next)
	switch {
	case !isWord && !nextNumeric:
		z.flush()
		z.emit(cur)
	case cur == "and":
		// "and" after hundred, thousand, ... is dropped
		if numberWords[prev].kind != multiplierWord {
			z.flush()
			z.emit(cur)
		}
	case cur == "double" || cur == "triple":
		if nw.kind != onesWord && nw.kind != zeroWord {
			z.flush()
			z.emit(cur)
			return false
		}
		repeats := numberWords[cur].n
		z.setStr(z.orEmpty() + strings.Repeat(strconv.Itoa(nw.n), repeats))
		return true
	case cur == "point":
		// before anything but a digit word, "point" is dropped
		if nw.isDecimalWord() || nextNumeric {
			z.setStr(z.orEmpty() + ".")
		}
	}
	return false
}
