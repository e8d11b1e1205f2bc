package tokenizers

import "strings"

// T13a is the tokenizer of mteval-v13a.pl, WMT's standard and SacreBLEU's default (Tokenizer13a).
// It is ASCII-only: non-ASCII punctuation such as “ ” — … stays attached to words.
type T13a struct{}

// Tokenize applies mteval-v13a's preprocessing and rules to line.
func (t T13a) Tokenize(line string) string {
	pb := bufPool.Get().(*[]byte)
	b := t.AppendTokens((*pb)[:0], line)
	out := string(b)
	*pb = b
	bufPool.Put(pb)
	return out
}

// AppendTokens appends Tokenize(line) to dst.
func (T13a) AppendTokens(dst []byte, line string) []byte {
	return appendRegexpTokens(dst, rewrite13a(line), true)
}

// AppendSpans appends the spans of Tokenize(line)'s tokens in the rewritten line it returns.
func (T13a) AppendSpans(dst []uint32, line string) (string, []uint32) {
	// The spans are found first, and with them whether the line needs rewriting at all (rare):
	// one pass over most lines rather than three searches and then the spans.
	n := len(dst)
	dst, marked := appendRegexpSpansMarked(dst, line, true)
	if !marked {
		return line, dst
	}
	if r := rewrite13a(line); r != line {
		return r, appendRegexpSpans(dst[:n], r, true)
	}
	return line, dst
}

// rewrite13a is what 13a does to a line before its rules: "<skipped>" removed, lines joined,
// the four entities unescaped.
func rewrite13a(line string) string {
	if strings.Contains(line, "<skipped>") {
		line = strings.ReplaceAll(line, "<skipped>", "")
	}
	if strings.IndexByte(line, '\n') >= 0 {
		line = strings.ReplaceAll(line, "-\n", "")
		line = strings.ReplaceAll(line, "\n", " ")
	}
	if strings.IndexByte(line, '&') >= 0 {
		line = unescapeEntities(line)
	}
	return line
}

// unescapeEntities replaces the four entities one after the other, as SacreBLEU's chained
// str.replace calls do: "&amp;lt;" becomes "&lt;" and then "<".
func unescapeEntities(line string) string {
	line = strings.ReplaceAll(line, "&quot;", `"`)
	line = strings.ReplaceAll(line, "&amp;", "&")
	line = strings.ReplaceAll(line, "&lt;", "<")
	return strings.ReplaceAll(line, "&gt;", ">")
}

// Signature returns "13a".
func (T13a) Signature() string { return "13a" }
