package whisper

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Python's unicodedata.normalize("NFKC"/"NFKD") with Unicode 14.0 data,
// built on golang.org/x/text/unicode/norm (Unicode 15.0). The two agree on
// every single code point assigned in 14.0 (TestUnicode14), but norm differs
// from Python on whole strings in two ways:
//
//   - It writes the Stream-Safe Text Format: after 30 non-starters in a row it
//     inserts U+034F COMBINING GRAPHEME JOINER, a starter, which keeps later
//     marks from reordering before it and from composing with the base.
//   - A few code points new in 15.0 decompose (U+1E030..U+1E06D) or have a
//     non-zero combining class (U+10EFD.., U+11F41.., U+1E08F, U+1E4EC..); to
//     Python they are unassigned starters with no decomposition.
//
// nfkc uses norm when neither can happen and a slower exact path otherwise.

const graphemeJoiner = "\u034F"

// Hangul syllable arithmetic (Unicode §3.12), which norm's Properties leave
// out of Decomposition.
const (
	hangulBase  = 0xAC00
	hangulCount = 11172
	jamoLBase   = 0x1100
	jamoVBase   = 0x1161
	jamoTBase   = 0x11A7
	jamoVCount  = 21
	jamoTCount  = 28
)

// nfkc returns unicodedata.normalize("NFKC", s).
func nfkc(s string) string {
	if isASCII(s) {
		return s
	}
	if !hasNormNew15(s) {
		out := norm.NFKC.String(s)
		if !strings.Contains(out, graphemeJoiner) ||
			strings.Count(out, graphemeJoiner) == strings.Count(s, graphemeJoiner) {
			return out
		}
	}
	return nfkcExact(s)
}

// hasNormNew15 reports whether s holds a code point new in Unicode 15.0
// that norm would not treat as Python does. All such code points take four
// bytes in UTF-8, so strings without a four-byte sequence are skipped fast.
func hasNormNew15(s string) bool {
	for i := strings.IndexByte(s, 0xF0); i >= 0 && i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if isNewInUnicode15(r) {
			return true
		}
		j := strings.IndexByte(s[i+w:], 0xF0)
		if j < 0 {
			break
		}
		i += w + j
	}
	return false
}

// ccRune is a rune with its canonical combining class.
type ccRune struct {
	r   rune
	ccc uint8
}

// nfkcExact is NFKC without norm's stream-safe limit and with Unicode 14.0
// data: full decomposition, canonical ordering of every run of non-starters
// however long, then canonical composition.
func nfkcExact(s string) string {
	rs := make([]ccRune, 0, len(s))
	for i := 0; i < len(s); {
		var w int
		rs, w = appendDecomposed(rs, s[i:])
		i += w
	}
	reorder(rs)
	rs = compose(rs)
	var b strings.Builder
	b.Grow(len(s))
	for _, c := range rs {
		b.WriteRune(c.r)
	}
	return b.String()
}

// appendDecomposed appends the NFKD of the first rune of s to rs and returns
// the rune's width.
func appendDecomposed(rs []ccRune, s string) ([]ccRune, int) {
	r, w := utf8.DecodeRuneInString(s)
	switch {
	case isNewInUnicode15(r):
		return append(rs, ccRune{r, 0}), w
	case hangulBase <= r && r < hangulBase+hangulCount:
		l, v, t := decomposeHangul(r)
		rs = append(rs, ccRune{l, 0}, ccRune{v, 0})
		if t != 0 {
			rs = append(rs, ccRune{t, 0})
		}
		return rs, w
	}
	p := norm.NFKD.PropertiesString(s)
	d := p.Decomposition()
	if d == nil {
		return append(rs, ccRune{r, p.CCC()}), w
	}
	for len(d) > 0 {
		q := norm.NFKD.Properties(d)
		c, n := utf8.DecodeRune(d)
		rs = append(rs, ccRune{c, q.CCC()})
		d = d[n:]
	}
	return rs, w
}

// decomposeHangul returns the jamo of a Hangul syllable; t is 0 for a
// syllable without a trailing consonant.
func decomposeHangul(r rune) (l, v, t rune) {
	i := r - hangulBase
	l = jamoLBase + i/(jamoVCount*jamoTCount)
	v = jamoVBase + i%(jamoVCount*jamoTCount)/jamoTCount
	if i%jamoTCount != 0 {
		t = jamoTBase + i%jamoTCount
	}
	return l, v, t
}

// reorder sorts every run of non-starters by combining class, keeping equal
// classes in order (the Canonical Ordering Algorithm).
func reorder(rs []ccRune) {
	for i := 1; i < len(rs); i++ {
		c := rs[i]
		if c.ccc == 0 {
			continue
		}
		j := i
		for ; j > 0 && rs[j-1].ccc > c.ccc; j-- {
			rs[j] = rs[j-1]
		}
		rs[j] = c
	}
}

// compose applies the Canonical Composition Algorithm in place: each
// character that is not blocked from the last starter and forms a primary
// composite with it replaces the starter. The runs of non-starters in rs are
// sorted, so the last character kept after the starter is the one with the
// highest class and alone decides whether the next one is blocked.
func compose(rs []ccRune) []ccRune {
	out := rs[:0]
	starter := -1
	for _, c := range rs {
		if starter >= 0 {
			last := out[len(out)-1]
			adjacent := len(out)-1 == starter
			if adjacent || last.ccc < c.ccc {
				if p, ok := composePair(out[starter].r, c.r); ok {
					out[starter].r = p
					continue
				}
			}
		}
		if c.ccc == 0 {
			starter = len(out)
		}
		out = append(out, c)
	}
	return out
}

// composePair returns the primary composite of the starter a followed by b,
// if there is one. norm composes the pair: a is in NFC (an original starter
// or a composite) and b is not decomposable, so NFC(a+b) is a single rune
// exactly when the pair composes, Hangul jamo included.
func composePair(a, b rune) (rune, bool) {
	if isNewInUnicode15(a) || isNewInUnicode15(b) {
		return 0, false
	}
	var src, dst [2 * utf8.UTFMax]byte
	n := utf8.EncodeRune(src[:], a)
	n += utf8.EncodeRune(src[n:], b)
	out := norm.NFC.Append(dst[:0], src[:n]...)
	if r, w := utf8.DecodeRune(out); w > 0 && w == len(out) {
		return r, true
	}
	return 0, false
}

// isASCII reports whether s is all ASCII, which every normalization form
// leaves as it is.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
