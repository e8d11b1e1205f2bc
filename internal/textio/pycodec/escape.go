package pycodec

import (
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/runenames"
)

// writeLatin1 writes the byte c as the code point of the same value.
func writeLatin1(b *strings.Builder, c byte) {
	if c < utf8.RuneSelf {
		b.WriteByte(c)
	} else {
		b.WriteRune(rune(c))
	}
}

func hexValue(c byte) (uint32, bool) {
	switch {
	case c >= '0' && c <= '9':
		return uint32(c - '0'), true
	case c >= 'a' && c <= 'f':
		return uint32(c-'a') + 10, true
	case c >= 'A' && c <= 'F':
		return uint32(c-'A') + 10, true
	}
	return 0, false
}

// readHex reads count hex digits at in[i:]: the value, or the error Python gives.
func readHex(in []byte, i, count int, truncated string) (uint32, *Error) {
	var v uint32
	for k := 0; k < count; k++ {
		d, ok := hexValue(safeAt(in, i+k))
		if !ok {
			return 0, &Error{Reason: truncated}
		}
		v = v<<4 | d
	}
	return v, nil
}

func safeAt(in []byte, i int) byte {
	if i < len(in) {
		return in[i]
	}
	return 0
}

// writeEscaped writes a code point decoded from an escape, refusing what a Go string cannot hold.
func writeEscaped(b *strings.Builder, v uint32, tooBig string) string {
	switch {
	case v > utf8.MaxRune:
		return tooBig
	case v >= 0xD800 && v < 0xE000:
		return errSurrogate
	}
	b.WriteRune(rune(v))
	return ""
}

// decodeUnicodeEscape decodes Python's "unicode_escape": bytes as Latin-1 with the escapes of a
// Python string literal.
func decodeUnicodeEscape(raw []byte) (string, *Error) {
	var b strings.Builder
	b.Grow(len(raw))
	for i := 0; i < len(raw); {
		c := raw[i]
		if c != '\\' {
			writeLatin1(&b, c)
			i++
			continue
		}
		start := i
		fail := func(reason string) (string, *Error) {
			return b.String(), &Error{Offset: start, Reason: reason}
		}
		if i+1 >= len(raw) {
			return fail(`\ at end of string`)
		}
		c = raw[i+1]
		i += 2
		switch c {
		case '\n':
		case '\\', '\'', '"':
			b.WriteByte(c)
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 'v':
			b.WriteByte('\v')
		case 'a':
			b.WriteByte('\a')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := rune(c - '0')
			for k := 0; k < 2 && i < len(raw) && raw[i] >= '0' && raw[i] <= '7'; k++ {
				v = v<<3 | rune(raw[i]-'0')
				i++
			}
			b.WriteRune(v)
		case 'x', 'u', 'U':
			count, truncated := 2, `truncated \xXX escape`
			if c == 'u' {
				count, truncated = 4, `truncated \uXXXX escape`
			} else if c == 'U' {
				count, truncated = 8, `truncated \UXXXXXXXX escape`
			}
			v, err := readHex(raw, i, count, truncated)
			if err != nil {
				return fail(err.Reason)
			}
			i += count
			if reason := writeEscaped(&b, v, "illegal Unicode character"); reason != "" {
				return fail(reason)
			}
		case 'N':
			// \N{NAME}: a character by its Unicode name.
			end := -1
			if i < len(raw) && raw[i] == '{' {
				for k := i + 1; k < len(raw); k++ {
					if raw[k] == '}' {
						end = k
						break
					}
				}
			}
			if end <= i+1 {
				return fail(`malformed \N character escape`)
			}
			r, ok := lookupName(string(raw[i+1 : end]))
			if !ok {
				return fail("unknown Unicode character name")
			}
			b.WriteRune(r)
			i = end + 1
		default:
			// Not an escape: kept as it is (Python warns, and keeps it).
			b.WriteByte('\\')
			writeLatin1(&b, c)
		}
	}
	return b.String(), nil
}

// decodeRawUnicodeEscape decodes Python's "raw_unicode_escape": bytes as Latin-1, with \uXXXX
// and \UXXXXXXXX after an odd number of backslashes.
func decodeRawUnicodeEscape(raw []byte) (string, *Error) {
	var b strings.Builder
	b.Grow(len(raw))
	for i := 0; i < len(raw); {
		c := raw[i]
		if c != '\\' {
			writeLatin1(&b, c)
			i++
			continue
		}
		j := i
		for j < len(raw) && raw[j] == '\\' {
			j++
		}
		if (j-i)%2 == 0 || j >= len(raw) || raw[j] != 'u' && raw[j] != 'U' {
			b.WriteString(strings.Repeat(`\`, j-i))
			i = j
			continue
		}
		b.WriteString(strings.Repeat(`\`, j-i-1))
		count, truncated := 4, `truncated \uXXXX escape`
		if raw[j] == 'U' {
			count, truncated = 8, `truncated \UXXXXXXXX escape`
		}
		v, err := readHex(raw, j+1, count, truncated)
		if err != nil {
			return b.String(), &Error{Offset: j - 1, Reason: err.Reason}
		}
		if reason := writeEscaped(&b, v, `\Uxxxxxxxx out of range`); reason != "" {
			return b.String(), &Error{Offset: j - 1, Reason: reason}
		}
		i = j + 1 + count
	}
	return b.String(), nil
}

var names = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, 60000)
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if n := runenames.Name(r); n != "" && n[0] != '<' {
			m[n] = r
		}
	}
	return m
})

// hangul names the Hangul syllables by rule from their jamo; Python matches these names with
// their case.
var hangul = sync.OnceValue(func() map[string]rune {
	lead := strings.Split("G GG N D DD R M B BB S SS _ J JJ C K T P H", " ")
	vowel := strings.Split("A AE YA YAE EO E YEO YE O WA WAE OE YO U WEO WE WI YU EU YI I", " ")
	tail := strings.Split("_ G GG GS N NJ NH D L LG LM LB LS LT LP LH M B BS S SS NG J C K T P H", " ")
	m := make(map[string]rune, 19*21*28)
	for s := 0; s < 19*21*28; s++ {
		n := lead[s/588] + vowel[s%588/28] + tail[s%28]
		m["HANGUL SYLLABLE "+strings.ReplaceAll(n, "_", "")] = rune(0xAC00 + s)
	}
	return m
})

// lookupName finds a character by its Unicode name, as Python's \N{} does: without regard to
// case, with the names made by rule for Hangul syllables (with their case) and CJK unified ideographs (4 or 5
// upper-case hex digits). Python also knows the names' aliases; sacre does not.
func lookupName(name string) (rune, bool) {
	if hex, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok {
		if len(hex) != 4 && len(hex) != 5 || strings.ToUpper(hex) != hex {
			return 0, false
		}
		var v uint32
		for i := 0; i < len(hex); i++ {
			d, ok := hexValue(hex[i])
			if !ok {
				return 0, false
			}
			v = v<<4 | d
		}
		if !strings.HasPrefix(runenames.Name(rune(v)), "<CJK Ideograph") {
			return 0, false
		}
		return rune(v), true
	}
	if strings.HasPrefix(name, "HANGUL SYLLABLE ") {
		r, ok := hangul()[name]
		return r, ok
	}
	r, ok := names()[strings.ToUpper(name)]
	return r, ok
}
