package signatures

import (
	"github.com/sacre-mt/sacre/internal/lazyre"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// clean undoes what copying does to a signature's text, and says what it undid: quotes or
// backticks around it, LaTeX escapes (a signature set in a paper's source), and Unicode
// compatibility forms that PDF text extraction leaves (ligatures, full-width letters, non-ASCII
// hyphens). Whitespace is left to Parse, which tells the name from the fields by it.
func clean(s string) (string, []string) {
	var notes []string
	s = strings.TrimSpace(s)
	if t, ok := unquote(s); ok {
		s = strings.TrimSpace(t)
		notes = append(notes, "quotes around it removed")
	}
	if t := unLaTeX(s); t != s {
		s = t
		notes = append(notes, "LaTeX escapes undone")
	}
	if t := unCompat(s); t != s {
		s = t
		notes = append(notes, "Unicode compatibility characters (ligatures, full-width forms, hyphens) replaced")
	}
	if t := trimTrailing(s); t != s {
		s = t
		notes = append(notes, "punctuation after it dropped")
	}
	return s, notes
}

// trimTrailing drops what ends a sentence or a markup after a signature: a period, a comma,
// backticks, asterisks, quotes, an HTML comment's end, a closing parenthesis without its
// opening one. No field's value ends in them.
func trimTrailing(s string) string {
	for {
		t := strings.TrimSpace(strings.TrimSuffix(s, "-->"))
		t = strings.TrimRight(t, ",;=`*'\"”’")
		if strings.HasSuffix(t, ".") && !strings.HasSuffix(t, "...") {
			t = t[:len(t)-1] // a sentence's period; "..." is an elision, refused later
		}
		if strings.HasSuffix(t, ")") && strings.Count(t, ")") > strings.Count(t, "(") {
			t = t[:len(t)-1]
		}
		if t == s {
			return s
		}
		s = t
	}
}

// unquote removes one pair of quotes or backticks around s.
func unquote(s string) (string, bool) {
	for _, q := range []string{"`", "'", `"`, "“”", "‘’", "``"} {
		open, close := q, q
		if n := utf8.RuneCountInString(q); n == 2 && q != "``" {
			r, size := utf8.DecodeRuneInString(q)
			open, close = string(r), q[size:]
		}
		if len(s) > len(open)+len(close) && strings.HasPrefix(s, open) && strings.HasSuffix(s, close) {
			inner := s[len(open) : len(s)-len(close)]
			if !strings.ContainsAny(inner, "`\"“”") {
				return inner, true
			}
		}
	}
	return s, false
}

// latexEscapes are what LaTeX sources write for the characters signatures contain, and what
// tabulate's latex formats escape.
var latexEscapes = strings.NewReplacer(
	`\|`, "|", `\textbar{}`, "|", `\textbar`, "|", `$|$`, "|", `$\vert$`, "|", `$\mid$`, "|", `\vert`, "|",
	`\textasciitilde{}`, "~", `\textbackslash{}`, `\`, `\^{}`, "^",
	`\_`, "_", `\#`, "#", `\%`, "%", `\&`, "&", `\{`, "{", `\}`, "}", `\$`, "$",
	`\texttt{`, "", `\url{`, "", `\verb|`, "", `{\tt `, "", `{\small `, "", `{\footnotesize `, "",
)

// mathText matches LaTeX's inline math, which PDF conversions make of "+" and "|": $^+$, $1+$.
var mathText = lazyre.New(`\$([^$]*)\$`)

// unLaTeX undoes LaTeX's (and Markdown's) escapes and drops the commands that set a signature
// in type.
func unLaTeX(s string) string {
	if !strings.ContainsAny(s, `\$`) {
		return s
	}
	t := latexEscapes.Replace(s)
	t = mathText().ReplaceAllStringFunc(t, func(m string) string {
		return strings.NewReplacer("$", "", "^", "", "{", "", "}", "").Replace(m)
	})
	if t == s {
		return s
	}
	// The commands' closing braces: a signature has no braces of its own outside smoothing's
	// brackets, and placeholders such as tok.{13a,zh} must stay as written to be refused.
	if strings.Count(t, "}") > strings.Count(t, "{") {
		t = strings.TrimRight(t, "}")
	}
	return t
}

// unCompat replaces compatibility characters by what they stand for (NFKC: ﬂ is fl, ＋ is +),
// non-ASCII hyphens and minus signs by "-", and drops soft hyphens and zero-width characters.
func unCompat(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	s = norm.NFKC.String(s)
	return strings.Map(func(r rune) rune {
		switch r {
		case '\u2010', '\u2011', '\u2012', '\u2013', '\u2212':
			return '-'
		case '\u00ad', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff':
			return -1
		case '\u2502':
			return '|'
		}
		return r
	}, s)
}

// removeSpace deletes every white space character of s, and says whether there was any.
func removeSpace(s string) (string, bool) {
	if strings.IndexFunc(s, unicode.IsSpace) < 0 {
		return s, false
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s), true
}
