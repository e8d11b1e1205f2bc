package sentencepiece

import (
	"strings"
	"unicode/utf8"
)

// spaceSymbol is U+2581 LOWER ONE EIGHTH BLOCK, which stands for a space in pieces.
const spaceSymbol = "\u2581"

// normalizer mirrors sentencepiece's normalizer::Normalizer: the charsmap's
// longest-match rewriting, user-defined symbols kept as they are, and the
// whitespace rules of the NormalizerSpec.
type normalizer struct {
	charsmap     dartsTrie
	replacements string // NUL-terminated strings that charsmap values index
	userDefined  *trie  // user-defined symbols, which are never normalized; nil if none
	// class[c] says how a unit starting with byte c may be normalized
	// without walking the tries.
	class [256]byteClass

	addDummyPrefix, removeExtraWhitespaces, escapeWhitespaces bool
	treatWhitespaceAsSuffix                                   bool // from the TrainerSpec
}

// byteClass sorts bytes for the normalizer's fast path.
type byteClass uint8

const (
	// slow (0): walk the tries (user-defined symbols, charsmap rules, non-ASCII).
	_ byteClass = iota
	// plain: an ASCII byte that starts no rule and no user-defined symbol.
	plain
	// plainBeforeASCII: like plain when the next byte is ASCII or there is none.
	plainBeforeASCII
)

func newNormalizer(spec normalizerSpec, trainer trainerSpec, userDefined *trie) (*normalizer, error) {
	n := &normalizer{
		userDefined:             userDefined,
		addDummyPrefix:          spec.addDummyPrefix,
		removeExtraWhitespaces:  spec.removeExtraWhitespaces,
		escapeWhitespaces:       spec.escapeWhitespaces,
		treatWhitespaceAsSuffix: trainer.treatWhitespaceAsSuffix,
	}
	if len(spec.charsmap) > 0 {
		trie, pool, err := decodeCharsmap(spec.charsmap)
		if err != nil {
			return nil, err
		}
		n.charsmap, n.replacements = trie, string(pool)
	}
	first := n.charsmap.firstBytes()
	for c := range utf8.RuneSelf {
		switch {
		case userDefined != nil && userDefined.startsWith(byte(c)):
		case !first[c]:
			n.class[c] = plain
		case n.charsmap.endsBeforeASCII(byte(c)):
			n.class[c] = plainBeforeASCII
		}
	}
	return n, nil
}

// prefix normalizes the first unit of s: a user-defined symbol (kept as it
// is), else the longest charsmap rule, else one character. It returns the
// replacement and how many bytes of s it consumed. An invalid UTF-8 byte
// becomes U+FFFD and consumes one byte (Normalizer::NormalizePrefix).
func (n *normalizer) prefix(s string) (string, int) {
	if n.userDefined != nil {
		if l, _ := longestPrefix(n.userDefined, s); l > 0 {
			return s[:l], l
		}
	}
	if l, v := n.charsmap.longestPrefix(s); l > 0 {
		return n.replacement(v), l
	}
	if s[0] < utf8.RuneSelf {
		return s[:1], 1
	}
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && size == 1 {
		return "\uFFFD", 1
	}
	return s[:size], size
}

// replacement is the NUL-terminated string at offset v of the pool.
func (n *normalizer) replacement(v int32) string {
	if int(v) >= len(n.replacements) || v < 0 {
		return "" // a corrupt charsmap; sentencepiece would read out of bounds
	}
	r := n.replacements[v:]
	if i := strings.IndexByte(r, 0); i >= 0 {
		r = r[:i]
	}
	return r
}

// normalize appends the normalized form of s to dst, following
// Normalizer::Normalize step by step: drop leading spaces, add the dummy
// prefix, rewrite unit by unit while collapsing runs of spaces and escaping
// them as U+2581, drop trailing spaces, and add the dummy suffix.
func (n *normalizer) normalize(dst []byte, s string) []byte {
	if n.removeExtraWhitespaces {
		for len(s) > 0 {
			p, l := n.prefix(s)
			if p != " " {
				break
			}
			s = s[l:]
		}
	}
	if s == "" {
		return dst
	}
	start := len(dst)
	if !n.treatWhitespaceAsSuffix && n.addDummyPrefix {
		dst = n.appendSpace(dst)
	}
	dst = n.body(dst, s)
	if n.removeExtraWhitespaces {
		// This also drops U+2581 characters that were in the input.
		space := n.space()
		for hasSuffix(dst[start:], space) {
			dst = dst[:len(dst)-len(space)]
		}
	}
	if n.treatWhitespaceAsSuffix && n.addDummyPrefix {
		dst = n.appendSpace(dst)
	}
	return dst
}

// body rewrites s unit by unit. A unit whose replacement starts with spaces
// loses them when the previous one ended with a space, so that runs of
// spaces collapse when removeExtraWhitespaces is set.
func (n *normalizer) body(dst []byte, s string) []byte {
	prevSpace := n.removeExtraWhitespaces
	for i := 0; i < len(s); {
		if j := n.plainRun(s, i); j > i {
			// The fast path of the code below, for ASCII bytes that are left
			// as they are and are not spaces.
			dst = append(dst, s[i:j]...)
			prevSpace, i = false, j
			continue
		}
		if s[i] == ' ' && n.class[' '] == plain {
			if !prevSpace {
				dst = n.appendSpace(dst)
			}
			prevSpace, i = n.removeExtraWhitespaces, i+1
			continue
		}
		p, l := n.prefix(s[i:])
		i += l
		if prevSpace {
			p = strings.TrimLeft(p, " ")
		}
		if p != "" {
			dst = n.appendEscaped(dst, p)
			prevSpace = p[len(p)-1] == ' '
		}
		if !n.removeExtraWhitespaces {
			prevSpace = false
		}
	}
	return dst
}

// plainRun returns the end of the run of bytes from i on that no rule, no
// user-defined symbol and no space handling touches.
func (n *normalizer) plainRun(s string, i int) int {
	for ; i < len(s); i++ {
		c := s[i]
		if c == ' ' {
			return i
		}
		switch n.class[c] {
		case plain:
		case plainBeforeASCII:
			if i+1 < len(s) && s[i+1] >= utf8.RuneSelf {
				return i
			}
		default:
			return i
		}
	}
	return i
}

func (n *normalizer) space() string {
	if n.escapeWhitespaces {
		return spaceSymbol
	}
	return " "
}

func (n *normalizer) appendSpace(dst []byte) []byte {
	if n.escapeWhitespaces {
		return append(dst, 0xE2, 0x96, 0x81) // spaceSymbol, without a call to memmove
	}
	return append(dst, ' ')
}

// appendEscaped appends p with each ' ' replaced by U+2581 when escaping.
func (n *normalizer) appendEscaped(dst []byte, p string) []byte {
	if !n.escapeWhitespaces {
		return append(dst, p...)
	}
	for {
		i := strings.IndexByte(p, ' ')
		if i < 0 {
			return append(dst, p...)
		}
		dst = append(append(dst, p[:i]...), spaceSymbol...)
		p = p[i+1:]
	}
}

func hasSuffix(b []byte, s string) bool {
	return len(b) >= len(s) && string(b[len(b)-len(s):]) == s
}
