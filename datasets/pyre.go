package datasets

import (
	"fmt"
	"regexp"
	"strings"
)

// matcher is re.search(pattern, s) for --subset, compiled when first used: SacreBLEU compiles
// the pattern only when it has a domain or tag to search.
type matcher struct {
	pattern string
	re      *pyRegexp
	err     error
}

func (m *matcher) search(s string) (bool, error) {
	if m.re == nil && m.err == nil {
		m.re, m.err = compilePython(m.pattern)
	}
	if m.err != nil {
		return false, m.err
	}
	return m.re.search(s), nil
}

// Python's character classes as Go class items: \s is str.isspace(), \w is str.isalnum() or
// "_" (letters and numbers), \d is the decimal digits.
const (
	pySpace = `\t\n\v\f\r\x1c-\x1f \x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}`
	pyWord  = `\p{L}\p{N}_`
	noMatch = `[^\x00-\x{10FFFF}]`
)

// pyRegexp is a Python pattern run by RE2. Python's "$" also matches before a final "\n",
// which RE2's does not: when the subject ends in "\n", a second search runs on the subject
// without it, where "\Z" (the true end) cannot match.
type pyRegexp struct {
	full, beforeNewline *regexp.Regexp // beforeNewline is nil when the pattern has no "$"
}

// search is re.search(pattern, s) is not None.
func (r *pyRegexp) search(s string) bool {
	if r.full.MatchString(s) {
		return true
	}
	head, ok := strings.CutSuffix(s, "\n")
	return ok && r.beforeNewline != nil && r.beforeNewline.MatchString(head)
}

// compilePython compiles a pattern of Python's re module with Go's regexp (RE2), so that a
// search finds a match exactly when Python's does, for the syntax both share. It translates
// what differs: \d, \w, \s and their negations are Unicode in Python and ASCII in Go, \Z is
// Go's \z, \uXXXX, \UXXXXXXXX and octal escapes become \x{...}, {,n} is {0,n}, a "[" or "]"
// that Python reads literally is escaped, and "$" gets the search described at [pyRegexp].
// It rejects what RE2 cannot do or reads differently: backreferences, lookarounds, atomic
// groups, possessive quantifiers, conditionals, \N{...}, the a, L and x flags, "[:" inside a
// set, a negated \S or \W inside a set, and repeat counts over 1000. Python's own syntax
// errors are rejected too, with the re.error exception.
//
// Remaining differences: \b and \B see ASCII word characters only (exact on the ASCII
// domains and tags of the test sets); "$" matched before a final "\n" that the pattern then
// consumes ("$\n") is missed; case-insensitive matching uses Go's simple case folding; the
// Unicode tables are Go's (15.0), not Python 3.11's (14.0).
func compilePython(pattern string) (*pyRegexp, error) {
	full, dollar, err := translate(pattern, `\z`)
	r := &pyRegexp{}
	if err == nil {
		r.full, err = regexp.Compile(full)
	}
	if err == nil && dollar {
		before, _, _ := translate(pattern, noMatch)
		r.beforeNewline, err = regexp.Compile(before)
	}
	if err != nil {
		return nil, crash(ErrSubsetRegex, "re.error", fmt.Sprintf("%s: %v", repr(pattern), err))
	}
	return r, nil
}

// translate rewrites pattern for RE2, with endZ for Python's \Z, and reports whether it has
// a "$" outside a set.
func translate(pattern, endZ string) (string, bool, error) {
	t := &pyTranslator{src: []rune(pattern), endZ: endZ}
	err := t.run()
	return t.out.String(), t.dollar, err
}

type pyTranslator struct {
	src     []rune
	i       int
	out     strings.Builder
	leading bool   // only global flag groups so far
	global  bool   // the last token was a global flag group
	endZ    string // what \Z becomes
	dollar  bool   // a "$" was seen outside a set
}

func (t *pyTranslator) peek(k int) rune {
	if t.i+k < len(t.src) {
		return t.src[t.i+k]
	}
	return -1
}

func (t *pyTranslator) run() error {
	t.leading = true
	for t.i < len(t.src) {
		r := t.src[t.i]
		t.i++
		var err error
		switch r {
		case '\\':
			err = t.escape(false)
		case '[':
			err = t.class()
		case '(':
			err = t.group()
		case '{':
			err = t.brace()
		case '}':
			t.out.WriteString(`\}`)
		case '*', '+', '?':
			t.out.WriteRune(r)
			err = t.quantifierEnd()
		case '$':
			t.out.WriteRune(r)
			t.dollar = true
		default:
			t.out.WriteRune(r)
		}
		if err != nil {
			return err
		}
		t.leading = t.leading && t.global
		t.global = false
	}
	return nil
}

// quantifierEnd copies a lazy "?" and rejects a possessive "+".
func (t *pyTranslator) quantifierEnd() error {
	switch t.peek(0) {
	case '?':
		t.out.WriteRune('?')
		t.i++
	case '+':
		return fmt.Errorf("possessive quantifiers are not supported")
	}
	return nil
}

// brace handles "{": a repeat {m}, {m,}, {,n}, {m,n} or {,}, else a literal "{".
func (t *pyTranslator) brace() error {
	j := t.i
	lo := t.digits(&j)
	hi, comma := "", false
	if j < len(t.src) && t.src[j] == ',' {
		j++
		hi, comma = t.digits(&j), true
	}
	if j >= len(t.src) || t.src[j] != '}' || (lo == "" && !comma) {
		t.out.WriteString(`\{`)
		return nil
	}
	t.i = j + 1
	if lo == "" {
		lo = "0"
	}
	if comma {
		lo += "," + hi
	}
	t.out.WriteString("{" + lo + "}")
	return t.quantifierEnd()
}

func (t *pyTranslator) digits(j *int) string {
	start := *j
	for *j < len(t.src) && t.src[*j] >= '0' && t.src[*j] <= '9' {
		*j++
	}
	return string(t.src[start:*j])
}

// group handles "(": plain, (?:, (?P<name>, flags, comments; rejects the rest.
func (t *pyTranslator) group() error {
	if t.peek(0) != '?' {
		t.out.WriteRune('(')
		return nil
	}
	t.i++
	switch c := t.peek(0); {
	case c == ':':
		t.i++
		t.out.WriteString("(?:")
	case c == 'P' && t.peek(1) == '<':
		t.i += 2
		t.out.WriteString("(?P<")
	case c == '#':
		for t.i < len(t.src) && t.src[t.i] != ')' {
			t.i++
		}
		t.i++
	case strings.ContainsRune("imsuaLx-", c):
		return t.flags()
	default:
		return fmt.Errorf("(?%c...) groups are not supported", c)
	}
	return nil
}

// flags handles (?ims) at the start, where Python wants global flags, and (?ims-ims:...).
func (t *pyTranslator) flags() error {
	var kept strings.Builder
	for ; t.i < len(t.src) && strings.ContainsRune("imsuaLx-", t.src[t.i]); t.i++ {
		switch c := t.src[t.i]; c {
		case 'a', 'L', 'x':
			return fmt.Errorf("flag %c is not supported", c)
		case 'u': // Python's default for str patterns
		default:
			kept.WriteRune(c)
		}
	}
	end := t.peek(0)
	t.i++
	switch {
	case end == ':':
		t.out.WriteString("(?" + kept.String() + ":")
	case end == ')' && t.leading && strings.Contains(kept.String(), "-"):
		return fmt.Errorf("bad inline flags: cannot turn off global flag")
	case end == ')' && t.leading:
		t.global = true
		if k := kept.String(); k != "" {
			t.out.WriteString("(?" + k + ")")
		}
	case end == ')':
		return fmt.Errorf("global flags not at the start of the expression")
	default:
		return fmt.Errorf("bad flag group")
	}
	return nil
}
