package whisper

import (
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// standardizeNumbers is Whisper's EnglishNumberNormalizer: preprocess,
// process_words over the whitespace-separated words, postprocess.
func standardizeNumbers(s string) string {
	s = preprocessNumbers(s)
	var z numberWriter
	z.b.Grow(len(s))
	z.process(normalize.Fields(s))
	return postprocessNumbers(z.b.String())
}

// valueKind is the type of process_words' value: None, an int or a str.
type valueKind uint8

const (
	noValue valueKind = iota
	intValue
	strValue
)

// numberWriter holds the state of process_words, whose words it writes,
// space-separated, to b. Python's ints are unbounded, so n is a big.Int.
type numberWriter struct {
	b      strings.Builder
	words  int    // words written
	prefix string // "" for None
	kind   valueKind
	n      big.Int // the value when kind == intValue
	s      string  // the value when kind == strValue
}

// emit is process_words' output(result): it writes the prefix and result
// and resets value and prefix to None.
func (z *numberWriter) emit(result string) {
	if z.words > 0 {
		z.b.WriteByte(' ')
	}
	z.words++
	z.b.WriteString(z.prefix)
	z.b.WriteString(result)
	z.prefix, z.kind = "", noValue
}

// str is str(value).
func (z *numberWriter) str() string {
	if z.kind == intValue {
		return z.n.String()
	}
	return z.s
}

// orEmpty is str(value or ""): an int 0 is falsy too.
func (z *numberWriter) orEmpty() string {
	if z.kind == noValue || z.kind == intValue && z.n.Sign() == 0 {
		return ""
	}
	return z.str()
}

// flush is "if value is not None: yield output(value)".
func (z *numberWriter) flush() {
	if z.kind != noValue {
		z.emit(z.str())
	}
}

func (z *numberWriter) setInt(n int64)       { z.kind = intValue; z.n.SetInt64(n) }
func (z *numberWriter) setBig(n *big.Int)    { z.kind = intValue; z.n.Set(n) }
func (z *numberWriter) setStr(s string)      { z.kind = strValue; z.s = s }
func (z *numberWriter) intMod(m int64) int64 { return new(big.Int).Mod(&z.n, big.NewInt(m)).Int64() }
func (z *numberWriter) addInt(n int)         { z.n.Add(&z.n, big.NewInt(int64(n))) }
func (z *numberWriter) plus(n int) string {
	return new(big.Int).Add(&z.n, big.NewInt(int64(n))).String()
}
func (z *numberWriter) appendStr(tail string) { z.setStr(z.str() + tail) }

// process is process_words: it walks the words with the one before and the
// one after ("" for None: no word is empty).
func (z *numberWriter) process(words []string) {
	skip := false
	for i, cur := range words {
		if skip {
			skip = false
			continue
		}
		var prev, next string
		if i > 0 {
			prev = words[i-1]
		}
		if i+1 < len(words) {
			next = words[i+1]
		}
		skip = z.word(prev, cur, next)
	}
	z.flush()
}

// word handles one word and reports whether to skip the next.
func (z *numberWriter) word(prev, cur, next string) bool {
	first, w := utf8.DecodeRuneInString(cur)
	bare := cur
	if isPrefix(first) {
		bare = cur[w:]
	}
	if isNumericWord(bare) {
		z.digits(cur, bare)
		return false
	}
	nw, ok := numberWords[cur]
	if !ok {
		z.flush()
		z.emit(cur)
		return false
	}
	switch nw.kind {
	case zeroWord:
		z.setStr(z.orEmpty() + "0")
	case onesWord:
		z.ones(prev, nw.n)
	case onesSuffixed:
		z.onesSuffixed(prev, nw.n, nw.suffix)
	case tensWord:
		z.tens(nw.n)
	case tensSuffixed:
		z.tensSuffixed(nw.n, nw.suffix)
	case multiplierWord:
		z.multiplier(nw.n)
	case multiplierSuffixed:
		z.multiplierSuffixed(nw.n, nw.suffix)
	case precedingPrefixer:
		z.flush()
		if _, ok := numberWords[next]; ok || isNumericWord(next) {
			z.prefix = nw.suffix
		} else {
			z.emit(cur)
		}
	case followingPrefixer:
		if z.kind == noValue {
			z.emit(cur)
		} else {
			z.prefix = nw.suffix
			z.emit(z.str())
		}
	case suffixer:
		return z.suffixer(cur, next)
	case special:
		return z.special(prev, cur, next)
	}
	return false
}

// digits handles a number written in digits, bare being cur without its
// prefix symbol.
func (z *numberWriter) digits(cur, bare string) {
	f, ok := parseFraction(bare, true)
	if !ok {
		// Whisper asserts here: more than 4300 digits. Read them all.
		f, _ = parseFraction(bare, false)
	}
	if z.kind != noValue {
		if z.kind == strValue && strings.HasSuffix(z.s, ".") {
			z.s += cur // decimals, or IP address parts
			return
		}
		z.emit(z.str())
	}
	if len(bare) < len(cur) {
		z.prefix = cur[:len(cur)-len(bare)]
	}
	if f.IsInt() {
		z.setBig(f.Num())
	} else {
		z.setStr(bare)
	}
}
