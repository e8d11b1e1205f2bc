package tokenizers

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// TercomConfig holds the options of SacreBLEU's TercomTokenizer (TER's --ter-* flags).
type TercomConfig struct {
	// Normalized applies tercom's normalization: entities, punctuation, possessives.
	Normalized bool
	// NoPunct removes punctuation (and, with AsianSupport, CJK and full-width punctuation).
	NoPunct bool
	// AsianSupport splits CJK characters (with Normalized) and removes their punctuation (with NoPunct).
	AsianSupport bool
	// CaseSensitive keeps the case; otherwise the line is lowercased as Python's str.lower().
	CaseSensitive bool
}

// Tercom is TER's tokenizer, byte-identical to SacreBLEU's TercomTokenizer (a port of tercom's
// Normalizer.java). It is not one of BLEU's tokenizers: New does not know it. Safe for
// concurrent use.
type Tercom struct{ cfg TercomConfig }

// NewTercom returns the tercom tokenizer with the options of cfg.
func NewTercom(cfg TercomConfig) *Tercom { return &Tercom{cfg: cfg} }

// Signature returns "tercom", whatever the options (TER's signature records them apart).
func (*Tercom) Signature() string { return "tercom" }

// Tokenize lowercases line unless case-sensitive, normalizes it, removes punctuation as
// configured, and joins its whitespace-separated tokens with single spaces.
func (t *Tercom) Tokenize(line string) string {
	if line == "" {
		return ""
	}
	if !t.cfg.CaseSensitive {
		line = normalize.Lower(line)
	}
	if !t.cfg.Normalized && !t.cfg.NoPunct {
		return normalize.JoinFields(line)
	}
	pa, pb := bufPool.Get().(*[]byte), bufPool.Get().(*[]byte)
	a, b := (*pa)[:0], (*pb)[:0]
	if t.cfg.Normalized {
		a, b = normalizeWestern(a, b, line)
		if t.cfg.AsianSupport {
			b = padAsian(b[:0], a)
			a, b = b, a
		}
	} else {
		a = append(a, line...)
	}
	if t.cfg.NoPunct {
		b = removePunct(b[:0], a, t.cfg.AsianSupport)
		a, b = b, a
	}
	b = appendJoined(b[:0], a)
	out := string(b)
	*pa, *pb = a, b
	bufPool.Put(pa)
	bufPool.Put(pb)
	return out
}

// normalizeWestern is TercomTokenizer's _normalize_general_and_western: line breaks, the four
// entities, then the 13a rules on the padded line with tercom's possessive rule after the first.
// Its second possessive rule, "'s$" -> " 's", never fires: the padding leaves a space at the end.
// The result is in the first buffer returned; both are reused.
func normalizeWestern(a, b []byte, s string) ([]byte, []byte) {
	if strings.IndexByte(s, '\n') >= 0 {
		// tercom removes "\n-", where 13a removes "-\n".
		s = strings.ReplaceAll(s, "\n-", "")
		s = strings.ReplaceAll(s, "\n", " ")
	}
	if strings.IndexByte(s, '&') >= 0 {
		s = unescapeEntities(s)
	}
	a = append(a, "   "...) // f" {sent} ", whose spaces rule 1 pads in turn
	a = padPunct(a, s)
	a = append(a, "   "...)
	b = splitPossessive(b, a)
	a = splitBeforePeriod(a[:0], b)
	b = splitAfterPeriod(b[:0], a)
	a = splitDigitDash(a[:0], b)
	return a, b
}

var possessive = []byte("'s ")

// splitPossessive replaces every "'s " with " 's ", left to right without overlap, as re.sub does.
func splitPossessive(dst, s []byte) []byte {
	for {
		i := bytes.Index(s, possessive)
		if i < 0 {
			return append(dst, s...)
		}
		dst = append(append(dst, s[:i]...), " 's "...)
		s = s[i+3:]
	}
}

// A runeRange is an inclusive range of code points.
type runeRange struct{ lo, hi rune }

// The character classes of _normalize_asian and TercomTokenizer, as written in the Python.
var (
	// cjkRanges are the four classes _normalize_asian surrounds with spaces one after the other.
	// They overlap (U+3300..U+33FF is in two of them, U+3400..U+3F22 too), which only adds
	// spaces that the final split drops. Its three kana rules, such as
	// (^|^[\u3040-\u309f])([\u3040-\u309f]+)(?=$|^[\u3040-\u309f]), can only match a string made
	// of kana alone, since "^" only matches at the start; the normalized string starts with the
	// padding space, so they never fire and kana stay together.
	cjkRanges = []runeRange{
		{0x4E00, 0x9FFF}, {0x3400, 0x4DBF}, // CJK Unified Ideographs, Extension A
		{0x31C0, 0x31EF}, {0x2E80, 0x2EFF}, // CJK Strokes, Radicals Supplement
		{0x3300, 0x33FF}, {0xF900, 0xFAFF}, {0xFE30, 0xFE4F}, // compatibility blocks
		{0x3200, 0x3F22}, // "Enclosed CJK Letters and Months", as written (the block ends at U+32FF)
	}
	// asianPunct is TercomTokenizer.ASIAN_PUNCT.
	asianPunct = []runeRange{{0x3001, 0x3002}, {0x3008, 0x3011}, {0x3014, 0x301F}, {0xFF61, 0xFF65}, {0x30FB, 0x30FB}}
	// fullWidthPunct is TercomTokenizer.FULL_WIDTH_PUNCT: ． ， ？ ： ； ！ ＂ （ ）.
	fullWidthPunct = []runeRange{
		{0xFF0E, 0xFF0E}, {0xFF0C, 0xFF0C}, {0xFF1F, 0xFF1F}, {0xFF1A, 0xFF1A}, {0xFF1B, 0xFF1B},
		{0xFF01, 0xFF01}, {0xFF02, 0xFF02}, {0xFF08, 0xFF08}, {0xFF09, 0xFF09},
	}
)

func inRanges(r rune, ranges []runeRange) bool {
	for _, rg := range ranges {
		if rg.lo <= r && r <= rg.hi {
			return true
		}
	}
	return false
}

// isCJKSplit reports whether _normalize_asian surrounds r with spaces.
func isCJKSplit(r rune) bool {
	return inRanges(r, cjkRanges) || inRanges(r, asianPunct) || inRanges(r, fullWidthPunct)
}

// padAsian is _normalize_asian: every character of its classes gets a space on each side.
// All of them are above U+2E00, so ASCII bytes are copied without decoding.
func padAsian(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			dst = append(dst, s[i])
			i++
			continue
		}
		r, w := utf8.DecodeRune(s[i:])
		if isCJKSplit(r) {
			dst = append(append(append(dst, ' '), s[i:i+w]...), ' ')
		} else {
			dst = append(dst, s[i:i+w]...)
		}
		i += w
	}
	return dst
}

// tercomPunct is _remove_punct's class [\.,\?:;!\"\(\)].
var tercomPunct = func() (t [256]bool) {
	for _, c := range []byte(`.,?:;!"()`) {
		t[c] = true
	}
	return t
}()

// removePunct is _remove_punct, which deletes . , ? : ; ! " ( ), and with asian
// _remove_asian_punct, which also deletes the Asian and full-width punctuation.
func removePunct(dst, s []byte, asian bool) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if !tercomPunct[c] {
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, w := utf8.DecodeRune(s[i:])
		if !asian || !(inRanges(r, asianPunct) || inRanges(r, fullWidthPunct)) {
			dst = append(dst, s[i:i+w]...)
		}
		i += w
	}
	return dst
}
