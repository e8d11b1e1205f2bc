package whisper

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// EnglishNumberNormalizer's preprocess and postprocess: regular expressions
// over the whole text, written out.

// preprocessNumbers is preprocess: "and a half" after a number becomes
// "point five", then spaces go in between letters and digits ("b747" to "b
// 747") and out between a digit and an ordinal or plural suffix ("10 th" to
// "10th").
func preprocessNumbers(s string) string {
	s = replaceHalves(s)
	if !strings.ContainsAny(s, "0123456789") {
		return s // the other three need an ASCII digit
	}
	s = spaceBetween(s, asciiLetterAt, asciiDigitAt)
	s = spaceBetween(s, asciiDigitAt, asciiLetterAt)
	return joinSuffixes(s)
}

// replaceHalves splits s at r"\band\s+a\s+half\b", drops the parts that are
// only whitespace (with the "and a half" after them), and joins the rest with
// spaces, putting back after each part but the last "point five" if the
// part's last word is a digit word or multiplier, else "and a half".
func replaceHalves(s string) string {
	first := nextHalf(s, 0)
	if first < 0 && normalize.Strip(s) != "" {
		return s
	}
	var parts []string
	for start, i := 0, first; ; i = nextHalf(s, start) {
		if i < 0 {
			parts = appendHalfPart(parts, s[start:], true)
			break
		}
		end := halfEnd(s, i)
		parts = appendHalfPart(parts, s[start:i], false)
		start = end
	}
	return strings.Join(parts, " ")
}

// appendHalfPart appends a part of s split at "and a half", unless blank,
// with the words that replace the "and a half" after it.
func appendHalfPart(parts []string, seg string, last bool) []string {
	if normalize.Strip(seg) == "" {
		return parts
	}
	parts = append(parts, seg)
	if last {
		return parts
	}
	fields := normalize.Fields(seg)
	w := numberWords[fields[len(fields)-1]]
	if w.isDecimalWord() || w.kind == multiplierWord {
		return append(parts, "point five")
	}
	return append(parts, "and a half")
}

// nextHalf returns the start of the first match of \band\s+a\s+half\b in s
// at or after from, or -1.
func nextHalf(s string, from int) int {
	for from < len(s) {
		j := strings.Index(s[from:], "and")
		if j < 0 {
			return -1
		}
		i := from + j
		if halfEnd(s, i) > 0 {
			return i
		}
		from = i + 1
	}
	return -1
}

// halfEnd returns the end of the match of \band\s+a\s+half\b at s[i:] (which
// starts with "and"), or 0 when there is none.
func halfEnd(s string, i int) int {
	if wordBefore(s, i) {
		return 0
	}
	j := skipSpaces(s, i+len("and"))
	if j == i+len("and") || !strings.HasPrefix(s[j:], "a") {
		return 0
	}
	k := skipSpaces(s, j+1)
	if k == j+1 || !strings.HasPrefix(s[k:], "half") || wordAt(s, k+len("half")) {
		return 0
	}
	return k + len("half")
}

// spaceBetween is re.sub(r"(A)(B)", r"\1 \2", s) for two ASCII classes: a
// space between each A and the B after it.
func spaceBetween(s string, a, b func(string, int) bool) string {
	var out []byte
	last := 0
	for i := 0; i+1 < len(s); i++ {
		if a(s, i) && b(s, i+1) {
			out = append(out, s[last:i+1]...)
			out = append(out, ' ')
			last = i + 1
			i++ // the B is part of this match
		}
	}
	if out == nil {
		return s
	}
	return string(append(out, s[last:]...))
}

// joinSuffixes is re.sub(r"([0-9])\s+(st|nd|rd|th|s)\b", r"\1\2", s).
func joinSuffixes(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		if !asciiDigitAt(s, i) {
			continue
		}
		j := skipSpaces(s, i+1)
		if j == i+1 {
			continue
		}
		for _, suffix := range [...]string{"st", "nd", "rd", "th", "s"} {
			if end := j + len(suffix); strings.HasPrefix(s[j:], suffix) && !wordAt(s, end) {
				b.WriteString(s[last : i+1])
				b.WriteString(suffix)
				last = end
				i = end - 1
				break
			}
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// postprocessNumbers is postprocess: "$2 and ¢7" to "$2.07", "$0.36" to
// "¢36", and a lone "1" or "1s" back to "one" or "ones".
func postprocessNumbers(s string) string {
	return spellOnes(extractCents(combineCents(s)))
}

// currencyAt returns the width of the €, £ or $ at s[i:], or 0.
func currencyAt(s string, i int) int {
	for _, c := range [...]string{"$", "€", "£"} {
		if strings.HasPrefix(s[i:], c) {
			return len(c)
		}
	}
	return 0
}

// cents returns the end of the one or two ASCII digits at s[i:] that
// [0-9]{1,2}\b matches, or 0.
func cents(s string, i int) int {
	n := 0
	for n < 3 && asciiDigitAt(s, i+n) {
		n++
	}
	if n == 0 || n == 3 || wordAt(s, i+n) {
		return 0
	}
	return i + n
}

// combineCents is re.sub(r"([€£$])([0-9]+) (?:and )?¢([0-9]{1,2})\b",
// combine_cents, s), which writes currency, integer, ".", cents in two digits.
func combineCents(s string) string {
	if !strings.Contains(s, "¢") {
		return s
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		w := currencyAt(s, i)
		if w == 0 {
			continue
		}
		j := i + w
		for asciiDigitAt(s, j) {
			j++
		}
		if j == i+w || !strings.HasPrefix(s[j:], " ") {
			continue
		}
		k := j + 1
		if strings.HasPrefix(s[k:], "and ") {
			k += len("and ")
		}
		if !strings.HasPrefix(s[k:], "¢") {
			continue
		}
		end := cents(s, k+len("¢"))
		if end == 0 {
			continue
		}
		c, _ := strconv.Atoi(s[k+len("¢") : end])
		b.WriteString(s[last:j])
		b.WriteByte('.')
		b.WriteString(strconv.Itoa(c/10) + strconv.Itoa(c%10))
		last = end
		i = end - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// extractCents is re.sub(r"[€£$]0.([0-9]{1,2})\b", extract_cents, s), which
// writes "¢" and the cents as an int. The "." is any character but a newline.
func extractCents(s string) string {
	if !containsCurrency(s) {
		return s
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		w := currencyAt(s, i)
		if w == 0 || !strings.HasPrefix(s[i+w:], "0") || i+w+1 >= len(s) {
			continue
		}
		any, n := utf8.DecodeRuneInString(s[i+w+1:])
		if any == '\n' {
			continue
		}
		start := i + w + 1 + n
		end := cents(s, start)
		if end == 0 {
			continue
		}
		c, _ := strconv.Atoi(s[start:end])
		b.WriteString(s[last:i])
		b.WriteString("¢" + strconv.Itoa(c))
		last = end
		i = end - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// spellOnes is re.sub(r"\b1(s?)\b", r"one\1", s).
func spellOnes(s string) string {
	if strings.IndexByte(s, '1') < 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '1' || wordBefore(s, i) {
			continue
		}
		end := i + 1
		if end < len(s) && s[end] == 's' && !wordAt(s, end+1) {
			end++
		} else if wordAt(s, end) {
			continue
		}
		b.WriteString(s[last:i])
		b.WriteString("one" + s[i+1:end])
		last = end
		i = end - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}
