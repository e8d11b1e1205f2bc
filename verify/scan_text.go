package verify

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// scanText is the text Scan reads, normalized so that one grammar finds signatures however
// they were set: LaTeX's and Markdown's escapes (\|, \textbar{}, $|$, \_), HTML's entities
// (&#124;), compatibility characters from PDFs (full-width forms, ligatures, Unicode hyphens,
// "│"), carriage returns, colour codes. No line break is added or removed, so that a line of
// the normalized text is a line of the text as given; each normalized byte knows where it
// came from (edits), so that a claim is quoted as written.
type scanText struct {
	s, src string
	edits  []edit // where the normalized text's offsets stop matching src's
	starts []int  // the offset in s where each line starts
	lineNo []int  // each line's number (1-based) in the file as given
}

// An edit says that from normalized offset at on, src's offset is at+delta.
type edit struct{ at, delta int }

// newScanText normalizes src, whose lines are the file's lines numbered lineNo (nil: 1, 2,
// ...).
func newScanText(src string, lineNo []int) *scanText {
	t := &scanText{src: src}
	t.normalize()
	t.starts = append(t.starts, 0)
	for i := 0; i < len(t.s); i++ {
		if t.s[i] == '\n' {
			t.starts = append(t.starts, i+1)
		}
	}
	t.lineNo = lineNo
	if t.lineNo == nil {
		t.lineNo = make([]int, len(t.starts))
		for i := range t.lineNo {
			t.lineNo[i] = i + 1
		}
	}
	return t
}

// normalize makes t.s of t.src, recording the edits.
func (t *scanText) normalize() {
	var b strings.Builder
	b.Grow(len(t.src))
	for i := 0; i < len(t.src); {
		out, n := replacement(t.src, i)
		if n == 0 {
			b.WriteByte(t.src[i])
			i++
			continue
		}
		b.WriteString(out)
		i += n
		if d := i - b.Len(); len(t.edits) == 0 || t.edits[len(t.edits)-1].delta != d {
			t.edits = append(t.edits, edit{b.Len(), d})
		}
	}
	t.s = b.String()
}

// orig is the offset in src of the normalized offset i.
func (t *scanText) orig(i int) int {
	k := sort.Search(len(t.edits), func(k int) bool { return t.edits[k].at > i })
	if k == 0 {
		return i
	}
	return i + t.edits[k-1].delta
}

// written is the text as given between two normalized offsets.
func (t *scanText) written(start, end int) string { return t.src[t.orig(start):t.orig(end)] }

// line is the index of the line holding offset i.
func (t *scanText) line(i int) int { return sort.SearchInts(t.starts, i+1) - 1 }

// lineText is line k's text, without its line break.
func (t *scanText) lineText(k int) string {
	end := len(t.s)
	if k+1 < len(t.starts) {
		end = t.starts[k+1] - 1
	}
	return t.s[t.starts[k]:end]
}

// lineEnd is the offset of the end of the line holding offset i (its line break, or the
// text's end).
func (t *scanText) lineEnd(i int) int {
	if k := t.line(i) + 1; k < len(t.starts) {
		return t.starts[k] - 1
	}
	return len(t.s)
}

// number is line k's number in the file as given.
func (t *scanText) number(k int) int { return t.lineNo[min(k, len(t.lineNo)-1)] }

// escapes are what sources write for the characters of signatures: LaTeX, Markdown, HTML.
var escapes = []struct{ from, to string }{
	{`\\|`, "|"}, {`\textbar{}`, "|"}, {`\textbar`, "|"}, {`$\vert$`, "|"}, {`$\mid$`, "|"}, {`\vert`, "|"}, {`\|`, "|"},
	{`\textasciitilde{}`, "~"}, {`\_`, "_"}, {`\#`, "#"}, {`\%`, "%"}, {`\+`, "+"}, {`\{`, "{"}, {`\}`, "}"},
	{"&#124;", "|"}, {"&#x7c;", "|"}, {"&#x7C;", "|"}, {"&vert;", "|"}, {"&verbar;", "|"}, {"&#43;", "+"},
	{"&plus;", "+"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", `"`}, {"&#39;", "'"}, {"&apos;", "'"},
	{"&amp;", "&"}, {"&nbsp;", " "}, {"\r\n", "\n"}, {"\r", "\n"},
}

// replacement is what normalizes the text at src[i:], and how many bytes of src it takes
// (0: src[i] stays).
func replacement(src string, i int) (string, int) {
	c := src[i]
	switch {
	case c == '\\' || c == '&' || c == '\r' || c == '$' && i+1 < len(src) && src[i+1] == '\\':
		for _, e := range escapes {
			if strings.HasPrefix(src[i:], e.from) {
				return e.to, len(e.from)
			}
		}
	case c == '$':
		return mathReplacement(src, i)
	case c == 0x1b:
		return "", ansiLength(src[i:])
	case c >= utf8.RuneSelf:
		r, n := utf8.DecodeRuneInString(src[i:])
		if out, ok := compatRune(r); ok {
			return out, n
		}
	}
	return "", 0
}

// mathReplacement undoes LaTeX's inline math around what PDF conversions make of "+" and
// "|": $|$, $^+$, $1+$, $^{+}$.
func mathReplacement(src string, i int) (string, int) {
	end := strings.IndexByte(src[i+1:min(len(src), i+10)], '$')
	if end < 1 {
		return "", 0
	}
	inner := src[i+1 : i+1+end]
	if strings.Trim(inner, "0123456789+|^{} ") != "" || !strings.ContainsAny(inner, "+|") {
		return "", 0
	}
	return strings.NewReplacer("^", "", "{", "", "}", "", " ", "").Replace(inner), end + 2
}

// ansiLength is the length of a terminal's colour code at the start of s (0 if none).
func ansiLength(s string) int {
	if len(s) < 3 || s[1] != '[' {
		return 0
	}
	for j := 2; j < len(s) && j < 16; j++ {
		switch c := s[j]; {
		case c == 'm':
			return j + 1
		case c != ';' && (c < '0' || c > '9'):
			return 0
		}
	}
	return 0
}

// compatRune is what a compatibility character stands for: full-width forms, ligatures,
// hyphens, odd spaces and bars, and nothing for the invisible ones.
func compatRune(r rune) (string, bool) {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return string(r - 0xFEE0), true
	case r >= 0xFB00 && r <= 0xFB04:
		return []string{"ff", "fi", "fl", "ffi", "ffl"}[r-0xFB00], true
	case r >= 0x2010 && r <= 0x2013 || r == 0x2212:
		return "-", true
	case r == 0x00A0 || r >= 0x2000 && r <= 0x200A || r == 0x202F:
		return " ", true
	case r == 0x2502 || r == 0x2223:
		return "|", true
	case r == 0x00AD || r >= 0x200B && r <= 0x200D || r == 0x2060 || r == 0xFEFF:
		return "", true
	case r == 0x2026:
		return "...", true
	}
	return "", false
}
