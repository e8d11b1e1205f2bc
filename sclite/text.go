package sclite

import (
	"iter"
	"strings"
)

// word is a word as sclite's WORD keeps it while aligning.
type word struct {
	value  string // the text as printed: "(uh)" keeps its parentheses
	intern string // the text compared for an optionally deletable word: "uh"
	tag1   string // the text after a ';' in the word ("x;y" is "x" tagged "y")
	tag2   string
	tagged bool // tag1 or tag2 was given, even empty: SGML then writes both
	optDel bool // -D and the word is in parentheses
	frag   bool // -F and the word starts or ends with '-'
	empty  bool // sclite's make_empty_WORD: the missing side of an optional deletion
	plain  bool // WordAligner's: never the null word, whatever its text
}

// cmpText is the text sclite compares: the inside of an optionally deletable word.
func (w *word) cmpText() string {
	if w.optDel {
		return w.intern
	}
	return w.value
}

// isNull reports whether w is sclite's null alternative "@".
func (w *word) isNull() bool { return w != nil && !w.plain && w.value == "@" }

// isSpace is C's isspace in the "C" locale, which sclite never changes: bytes of 0x80 and
// above are never spaces.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// foldCase lower-cases s as sclite's TEXT_str_to_master does without a localization: ASCII
// letters only, in both its 8-bit and its UTF-8 mode.
func foldCase(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			return strings.Map(lowerASCII, s)
		}
	}
	return s
}

func lowerASCII(r rune) rune {
	if 'A' <= r && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

// charLen is sclite's TEXT_nbytes_of_char: one byte in its 8-bit mode, the length of the
// UTF-8 sequence (from its first byte alone) in UTF-8 mode.
func charLen(s string, i int, utf8 bool) int {
	c := s[i]
	if !utf8 || c < 0x80 {
		return 1
	}
	n := 1
	switch {
	case c&0xE0 == 0xC0:
		n = 2
	case c&0xF0 == 0xE0:
		n = 3
	case c&0xF8 == 0xF0:
		n = 4
	}
	return min(n, len(s)-i)
}

// tokens yields the tokens of s one after the other, as nextToken finds them.
func tokens(s string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for {
			tok, rest, ok := nextToken(s)
			if !ok || !yield(tok) {
				return
			}
			s = rest
		}
	}
}

// nextToken is sclite's find_next_TEXT_token: it skips spaces and returns the next word, or
// the next alternation "{ ... }" whole, nested braces included. An alternation left open
// at the end of the text is dropped, as sclite drops it. ok is false at the end.
func nextToken(s string) (tok, rest string, ok bool) {
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	if i == len(s) {
		return "", "", false
	}
	start := i
	if s[i] != '{' {
		for i < len(s) && !isSpace(s[i]) {
			i++
		}
		return s[start:i], s[i:], true
	}
	depth := 0
	for {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth--
		}
		i++
		if i == len(s) || depth <= 0 {
			break
		}
	}
	if depth > 0 {
		return "", "", false
	}
	return s[start:i], s[i:], true
}

// nextAlternative is sclite's find_next_TEXT_alternation over the inside of an alternation:
// it skips spaces and '/', then takes text up to a '/' or '}' outside nested braces.
func nextAlternative(s string) (alt, rest string, ok bool) {
	i := 0
	for i < len(s) && (isSpace(s[i]) || s[i] == '/') {
		i++
	}
	if i == len(s) {
		return "", "", false
	}
	start, depth := i, 0
	for {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth--
		}
		i++
		if i == len(s) || ((s[i] == '/' || s[i] == '}') && depth <= 0) {
			break
		}
	}
	return s[start:i], s[i:], true
}

// parseWord is sclite's new_WORD_parseText for a trn token: an alternation is kept whole;
// any other token is split at ';' not preceded by '\' into the text and up to two tags
// (more are dropped), every '\' is removed, and a final '*' is dropped from a text longer
// than one byte.
func parseWord(tok string) word {
	if strings.HasPrefix(tok, "{") {
		return word{value: trimStar(tok)}
	}
	text, rest, more := cutUnescaped(tok)
	w := word{value: trimStar(unescape(text))}
	if more {
		w.tagged = true
		var t1 string
		t1, rest, more = cutUnescaped(rest)
		w.tag1 = unescape(t1)
		if more {
			t2, _, _ := cutUnescaped(rest)
			w.tag2 = unescape(t2)
		}
	}
	return w
}

// cutUnescaped splits s at its first ';' that does not follow a '\'.
func cutUnescaped(s string) (before, after string, found bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == ';' && (i == 0 || s[i-1] != '\\') {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// unescape is sclite's TEXT_strBdup_noEscape: it drops every backslash.
func unescape(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	return strings.ReplaceAll(s, `\`, "")
}

func trimStar(s string) string {
	if len(s) > 1 && s[len(s)-1] == '*' {
		return s[:len(s)-1]
	}
	return s
}

// decodeOptDel is sclite's decode_opt_del (-D): a word written "(text)" may be deleted.
func (w *word) decodeOptDel() {
	n := len(w.value)
	if n > 0 && w.value[0] == '(' && w.value[n-1] == ')' {
		w.optDel = true
		if n >= 2 {
			w.intern = w.value[1 : n-1]
		}
	}
}

// decodeFragment is sclite's decode_fragment (-F): a word starting or ending with '-' (or,
// optionally deletable, ending with "-)") is a fragment.
func (w *word) decodeFragment() {
	v := w.value
	n := len(v)
	if n == 0 {
		return
	}
	if v[0] == '-' || v[n-1] == '-' || (w.optDel && n >= 2 && v[n-2] == '-') {
		w.frag = true
	}
}

// separateChars is sclite's TEXT_separate_chars for -c: characters separated by one
// space; with NOASCII, runs of ASCII characters stay together (in sclite's 8-bit mode
// every byte counts as ASCII); with DH, hyphens are deleted.
func separateChars(s string, utf8, noASCII, delHyphen bool) string {
	var b strings.Builder
	b.Grow(2 * len(s))
	lastASCII, lastSpace := false, true
	for i := 0; i < len(s); {
		n := charLen(s, i, utf8)
		ch := s[i : i+n]
		ascii := !utf8 || s[i] < 0x80
		space := n == 1 && s[i] == ' '
		i += n
		if delHyphen && ch == "-" {
			continue
		}
		if b.Len() > 0 && !lastSpace && !space && !(noASCII && ascii && lastASCII) {
			b.WriteByte(' ')
		}
		b.WriteString(ch)
		lastASCII, lastSpace = ascii, space
	}
	return b.String()
}

// equalWords is sclite's equal_WORD2: equal texts, or, when either word is a fragment, a
// fragment "-xyz" equal to a word ending in "xyz" and "xyz-" to a word starting with it.
// sclite tests the reference's hyphens first, then the hypothesis's.
func equalWords(r, h *word) bool {
	a, b := r.cmpText(), h.cmpText()
	if r.frag || h.frag {
		if eq, decided := fragEqual(a, b); decided {
			return eq
		}
		if eq, decided := fragEqual(b, a); decided {
			return eq
		}
	}
	return a == b
}

// fragEqual compares a possibly hyphenated a with b; decided is false when a is no fragment.
func fragEqual(a, b string) (eq, decided bool) {
	n := len(a)
	if n <= 1 {
		return false, false
	}
	if a[0] == '-' {
		if len(b) < n-1 {
			return false, true
		}
		return a[1:] == b[len(b)-(n-1):], true
	}
	if a[n-1] == '-' {
		return strncmpEqual(a[:n-1], b), true
	}
	return false, false
}

// strncmpEqual is strncmp(p, b, len(p)) == 0 on C strings: b may be shorter than p.
func strncmpEqual(p, b string) bool {
	return strings.HasPrefix(b, p)
}
