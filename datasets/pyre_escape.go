package datasets

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// class copies a set "[...]": a "]" right after "[" or "[^" is literal in both; "[" inside
// is literal in Python but may start a POSIX class in Go.
func (t *pyTranslator) class() error {
	t.out.WriteRune('[')
	if t.peek(0) == '^' {
		t.out.WriteRune('^')
		t.i++
	}
	for first := true; t.i < len(t.src); first = false {
		r := t.src[t.i]
		t.i++
		switch {
		case r == ']' && !first:
			t.out.WriteRune(']')
			return nil
		case r == ']' || r == '[':
			if r == '[' && t.peek(0) == ':' {
				return fmt.Errorf(`"[:" in a set is not supported`)
			}
			t.out.WriteString(`\` + string(r))
		case r == '\\':
			if err := t.escape(true); err != nil {
				return err
			}
		default:
			t.out.WriteRune(r)
		}
	}
	return fmt.Errorf("unterminated character set")
}

// escape translates the escape after a backslash, in a set or not.
func (t *pyTranslator) escape(inClass bool) error {
	e := t.peek(0)
	if e < 0 {
		return fmt.Errorf("bad escape (end of pattern)")
	}
	t.i++
	if s, ok := classEscape(e, inClass); ok {
		t.out.WriteString(s)
		return nil
	}
	switch {
	case strings.ContainsRune("afnrtv", e):
		t.out.WriteString(`\` + string(e))
	case e == 'b' && inClass:
		t.out.WriteString(`\x08`)
	case !inClass && strings.ContainsRune("AbB", e):
		t.out.WriteString(`\` + string(e))
	case !inClass && e == 'Z':
		t.out.WriteString(t.endZ)
	case e == 'x' || e == 'u' || e == 'U':
		return t.hexEscape(e)
	case e >= '0' && e <= '9':
		return t.octalEscape(e, inClass)
	case e < 0x80 && (e >= 'a' && e <= 'z' || e >= 'A' && e <= 'Z'):
		return fmt.Errorf(`bad or unsupported escape \%c`, e)
	default:
		t.out.WriteString(regexp.QuoteMeta(string(e)))
	}
	return nil
}

// classEscape translates \d \D \s \S \w \W to Python's Unicode classes.
func classEscape(e rune, inClass bool) (string, bool) {
	items := map[rune]string{'d': `\p{Nd}`, 's': pySpace, 'w': pyWord}
	switch {
	case e == 'd' || e == 's' || e == 'w':
		if inClass {
			return items[e], true
		}
		return "[" + items[e] + "]", true
	case e == 'D' || ((e == 'S' || e == 'W') && !inClass):
		if e == 'D' && inClass {
			return `\P{Nd}`, true
		}
		return "[^" + items[e+'a'-'A'] + "]", true
	}
	return "", false
}

func (t *pyTranslator) hexEscape(e rune) error {
	n := map[rune]int{'x': 2, 'u': 4, 'U': 8}[e]
	if t.i+n > len(t.src) {
		return fmt.Errorf(`incomplete escape \%c`, e)
	}
	v, err := strconv.ParseUint(string(t.src[t.i:t.i+n]), 16, 32)
	if err != nil || v > 0x10FFFF {
		return fmt.Errorf(`bad escape \%c%s`, e, string(t.src[t.i:t.i+n]))
	}
	t.i += n
	fmt.Fprintf(&t.out, `\x{%x}`, v)
	return nil
}

// octalEscape: outside a set, \0 with up to two more octal digits or three octal digits, any
// other digit escape being a backreference, which RE2 cannot do; inside a set, up to three
// octal digits (sre_parse's _escape and _class_escape).
func (t *pyTranslator) octalEscape(e rune, inClass bool) error {
	isOct := func(r rune) bool { return r >= '0' && r <= '7' }
	digits := string(e)
	switch {
	case e == '0' || (inClass && isOct(e)):
		for len(digits) < 3 && isOct(t.peek(0)) {
			digits += string(t.peek(0))
			t.i++
		}
	case isOct(e) && isOct(t.peek(0)) && isOct(t.peek(1)):
		digits += string(t.src[t.i : t.i+2])
		t.i += 2
	case inClass:
		return fmt.Errorf(`bad escape \%c`, e)
	default:
		return fmt.Errorf(`backreference \%c is not supported`, e)
	}
	v, _ := strconv.ParseUint(digits, 8, 32)
	if v > 0o377 {
		return fmt.Errorf(`octal escape value \%s outside of range 0-0o377`, digits)
	}
	fmt.Fprintf(&t.out, `\x{%x}`, v)
	return nil
}
