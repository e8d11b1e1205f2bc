package signatures

import (
	"errors"
	"fmt"
	"github.com/sacre-mt/sacre/internal/lazyre"
	"slices"
	"strconv"
	"strings"
)

// ErrSyntax is what every error Parse returns is (errors.Is).
var ErrSyntax = errors.New("signatures: malformed signature")

// A SyntaxError is a signature Parse cannot read; its message names the field and says why,
// without the package's prefix, so that a command can print it as it is.
type SyntaxError struct{ Msg string }

func (e *SyntaxError) Error() string { return e.Msg }

// Is makes errors.Is(err, ErrSyntax) true.
func (e *SyntaxError) Is(target error) bool { return target == ErrSyntax }

func syntaxErrorf(format string, a ...any) error { return &SyntaxError{fmt.Sprintf(format, a...)} }

// Form says how a signature is written.
type Form struct {
	// Legacy is SacreBLEU 1.x's form: "key.value" fields joined by "+", keys sorted by their
	// long names (BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.4.14). Otherwise
	// the form is SacreBLEU 2.x's and sacre's: "key:value" joined by "|", version last.
	Legacy bool
	// Short is the abbreviated form (-sh): "#:1|c:mixed" or "c.mixed+#.1".
	Short bool
}

// Metric kinds a signature can describe.
const (
	BLEU = "BLEU"
	CHRF = "chrF"
	TER  = "TER"
)

// Parsed is a signature read back from text, as a paper or a log prints it.
type Parsed struct {
	// Name is the metric's name written before the fields ("BLEU", "chrF2", "chrF2++", "TER"),
	// or "" when the signature was given without it.
	Name string
	// Metric is BLEU, CHRF or TER: from Name, or from the keys when Name is absent.
	Metric string
	// Fields are in the order written, each with its long and short key.
	Fields Signature
	Form   Form
	// Repairs say what Parse assumed or repaired to read a signature as published rather than
	// as printed (white space from a PDF, a chrF name without beta, LaTeX escapes, long and
	// short keys mixed, ...). Every signature SacreBLEU or sacre prints has none.
	Repairs []string
}

// Get returns the value of the field with the long key key.
func (p *Parsed) Get(key string) (string, bool) { return p.Fields.Get(key) }

// Version is the version field's value, "" when there is none (SacreBLEU 1.0 printed none).
func (p *Parsed) Version() string {
	v, _ := p.Fields.Get("version")
	return v
}

// Release1 reports whether SacreBLEU 1.x printed the signature: its version is 1.x (or
// older), or it has none and is written in 1.x's syntax. Its fields then mean what 1.x meant.
func (p *Parsed) Release1() bool {
	v := p.Version()
	if v == "" {
		return p.Form.Legacy
	}
	return strings.HasPrefix(v, "1.") || strings.HasPrefix(v, "0.")
}

// String writes p back in its own form: String(Parse(s)) == s for every signature SacreBLEU
// or sacre prints.
func (p *Parsed) String() string {
	sep, kv := "|", ":"
	if p.Form.Legacy {
		sep, kv = "+", "."
	}
	var b strings.Builder
	b.WriteString(p.Name)
	for _, f := range p.Fields {
		if b.Len() > 0 {
			b.WriteString(sep)
		}
		if p.Form.Short {
			b.WriteString(f.Short)
		} else {
			b.WriteString(f.Key)
		}
		b.WriteString(kv)
		b.WriteString(f.Value)
	}
	return b.String()
}

// Parse reads a signature in any form SacreBLEU 1.x, SacreBLEU 2.x or sacre prints, long or
// short, with or without the metric's name in front:
//
//	BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0
//	BLEU|#:1|c:mixed|e:no|tok:13a|s:exp|v:2.0.0
//	chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0
//	BLEU+case.mixed+lang.de-en+numrefs.1+smooth.exp+test.wmt17+tok.13a+version.1.4.14
//	BLEU+c.mixed+l.de-en+#.1+s.exp+t.wmt17+tok.13a+v.1.4.14
//
// It also reads what people publish when the meaning stays unambiguous, and says in Repairs
// what it assumed or repaired: the name separated by spaces (as SacreBLEU's tables print it:
// "BLEU       nrefs:1|..."), white space and line breaks inside (PDF text), quotes and LaTeX
// escapes around and inside, "chrF" or "chrF++" without beta (SacreBLEU's default, 2), long and
// short keys mixed, SacreBLEU 1.x's key.value fields with a 2.x version or joined by "|", 2.x's
// key:value fields joined by "+", Python's booleans for yes and no, smoothing values without
// two decimals, a key repeated with the same value, an empty field.
//
// What cannot be resolved is an error naming the field: an unknown metric name, a key no
// release printed (#refs, numwords), a key without a value, a placeholder (tok.%s,
// tok.{13a,zh}), an elision (...), a value no release printed (nrefs:all, case:upper), a key
// repeated with another value.
func Parse(s string) (*Parsed, error) {
	text, repairs := clean(s)
	if text == "" {
		return nil, syntaxErrorf("empty signature")
	}
	p, err := parseText(text, repairs)
	if err == nil {
		return p, nil
	}
	// The signature may sit in other text: a label, a log line's prefix, a footnote's number or
	// a comment's marker before it, the next line of a log after it. What is dropped must hold
	// no signature of its own. (Signatures are short: longer text is not searched.)
	if len(text) > maxSearch {
		return nil, err
	}
	for _, start := range append([]int{0}, signatureStarts(text)...) {
		for _, end := range lineEnds(text, start) {
			var notes []string
			if start > 0 {
				notes = append(notes, fmt.Sprintf("text before it dropped: %q", strings.TrimSpace(text[:start])))
			}
			if end < len(text) {
				notes = append(notes, fmt.Sprintf("text after it dropped: %q", strings.TrimSpace(text[end:])))
			}
			piece := strings.TrimSpace(text[start:end])
			q, err := parseText(piece, append(slices.Clone(repairs), notes...))
			if err != nil {
				continue
			}
			if t := trimTrailing(piece); t != piece {
				// Punctuation ending the line goes too, as at the end of the text, so that the
				// signature reads back the same.
				if qt, err := parseText(t, append(slices.Clone(repairs), append(notes, "punctuation after it dropped")...)); err == nil {
					q = qt
				}
			}
			if holdsSignature(text[:start]) || holdsSignature(text[end:]) {
				return nil, syntaxErrorf("the text holds more than one signature; give one")
			}
			return q, nil
		}
	}
	return nil, err
}

// maxSearch is the longest text searched for a signature inside it.
const maxSearch = 4096

// lineEnds are the ends to try for a signature starting at start: the end of the text, then
// each line's end before it, latest first.
func lineEnds(text string, start int) []int {
	ends := []int{len(text)}
	for i := len(text) - 1; i > start; i-- {
		if text[i] == '\n' {
			ends = append(ends, i)
		}
	}
	return ends
}

// holdsSignature reports whether text has a signature of its own, on one of its lines.
func holdsSignature(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		line, _ = clean(line)
		if _, err := parseText(line, nil); err == nil {
			return true
		}
		for _, start := range signatureStarts(line) {
			if _, err := parseText(line[start:], nil); err == nil {
				return true
			}
		}
	}
	return false
}

// startText matches where a signature may start: a metric's name, or a first field.
var startText = lazyre.New(`(?i)bleu|chrf|ter|nrefs[:.]|numrefs\.|#:|case[:.]|c\.(?:mixed|lc)`)

// signatureStarts are the positions after 0 where a signature may start in text, each after
// text that is not part of a signature (not after "|", "+" or ".", which join fields).
func signatureStarts(text string) []int {
	var out []int
	for _, loc := range startText().FindAllStringIndex(text, -1) {
		if i := loc[0]; i > 0 && !strings.ContainsRune("|+.:", rune(text[i-1])) {
			out = append(out, i)
		}
	}
	return out
}

// parseText parses a cleaned signature.
func parseText(text string, repairs []string) (*Parsed, error) {
	p := &Parsed{}
	name, fields := splitName(text)
	if name != "" {
		kind, canonical, note, err := metricOfName(name)
		if err != nil {
			return nil, err
		}
		p.Name, p.Metric = canonical, kind
		repairs = appendNote(repairs, note)
	}
	fields, spaced := removeSpace(fields)
	if spaced {
		repairs = append(repairs, "white space inside removed")
	}
	if fields == "" {
		return nil, syntaxErrorf("%s has no fields after the metric's name", quote(text))
	}
	if name == "" && (fields[0] == '|' || fields[0] == '+') {
		return nil, syntaxErrorf("%s starts with a separator: a fragment, whose fields before it cannot be known", quote(text))
	}
	parts, plus, notes, err := splitFields(fields)
	if err != nil {
		return nil, err
	}
	p.Repairs = append(repairs, notes...)
	if err := p.readFields(parts, plus); err != nil {
		return nil, err
	}
	return p, nil
}

// splitName separates a leading metric name from the fields: the name ends at white space, at
// "|", or at the last "+" of a run before a field (1.x's chrF2+numchars.6 is chrF2, then
// numchars.6; chrF2+++nrefs:1 is chrF2++, then nrefs:1). Text that starts with a field has
// no name.
func splitName(text string) (name, fields string) {
	i := 0
	for i < len(text) && (isASCIILetter(text[i]) || text[i] >= '0' && text[i] <= '9') {
		i++
	}
	j := i
	for j < len(text) && text[j] == '+' {
		j++
	}
	if i == 0 {
		return "", text
	}
	rest := text[j:]
	switch {
	case rest == "":
		return text, ""
	case rest[0] == '|' || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '\r':
		rest = strings.TrimLeft(rest, " \t\r\n")
		return text[:j], strings.TrimPrefix(rest, "|")
	case rest[0] == ':' && len(rest) > 1 && (rest[1] == ' ' || rest[1] == '\t'):
		// "BLEU: nrefs:1|...", a label in the metric's name.
		return text[:j], strings.TrimLeft(rest[1:], " \t")
	case j > i && (isASCIILetter(rest[0]) || rest[0] == '#'):
		return text[:j-1], rest
	}
	return "", text
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// splitFields splits the fields at "|" (2.x) or, when there is none, at "+" (1.x); sacre's
// version (2.6.0+sacre.0.1.0) keeps its "+". Empty fields are dropped; an elision is an error.
// plus reports that the separator was "+".
func splitFields(fields string) (parts []string, plus bool, notes []string, err error) {
	sep := "|"
	if !strings.Contains(fields, "|") {
		sep = "+"
	}
	for i, part := range strings.Split(fields, sep) {
		if strings.Contains(part, "...") {
			return nil, false, nil, syntaxErrorf("field %d %q is an elision: the fields left out cannot be known", i+1, part)
		}
		switch {
		case part == "":
			notes = appendNote(notes, "empty fields dropped")
		case sep == "+" && strings.HasPrefix(part, "sacre.") && len(parts) > 0:
			parts[len(parts)-1] += "+" + part
		default:
			parts = append(parts, part)
		}
	}
	if len(parts) == 0 {
		return nil, false, nil, syntaxErrorf("%s has no fields", quote(fields))
	}
	return parts, sep == "+", notes, nil
}

// rawField is one field as written.
type rawField struct {
	key, value, text string
	colon            bool // key:value (2.x), not key.value (1.x)
}

// readFields reads each field: its syntax, key and value.
func (p *Parsed) readFields(parts []string, plus bool) error {
	raws := make([]rawField, len(parts))
	colons := 0
	for i, part := range parts {
		f, err := cutField(i, part)
		if err != nil {
			return err
		}
		raws[i] = f
		if f.colon {
			colons++
		}
	}
	p.Form.Legacy = colons == 0 || colons < len(raws) && plus
	switch {
	case colons > 0 && colons < len(raws):
		p.Repairs = append(p.Repairs, "key:value (2.x) and key.value (1.x) fields mixed")
	case colons > 0 && plus && len(raws) > 1:
		p.Repairs = append(p.Repairs, "2.x key:value fields joined by \"+\" (SacreBLEU 2.x joins them with \"|\")")
	case colons == 0 && !plus && len(raws) > 1:
		p.Repairs = append(p.Repairs, "1.x key.value fields joined by \"|\" (SacreBLEU 1.x joins them with \"+\")")
	}
	if p.Metric == "" {
		p.Metric = inferMetric(raws, p.Form.Legacy)
		if p.Metric == "" {
			return syntaxErrorf("%s names no metric and its keys fit none (BLEU, chrF, TER)", quote(strings.Join(parts, "|")))
		}
	}
	return p.readKeys(raws)
}

// cutField splits a field at its first ":" (2.x), else at its first "." (1.x).
func cutField(i int, part string) (rawField, error) {
	f := rawField{text: part}
	var ok bool
	if f.key, f.value, ok = strings.Cut(part, ":"); ok {
		f.colon = true
	} else if f.key, f.value, ok = strings.Cut(part, "."); !ok {
		return f, fieldError(i, part, "is a key without a value (key:value or key.value)")
	}
	switch {
	case f.key == "":
		return f, fieldError(i, part, "has no key")
	case f.value == "":
		return f, fieldError(i, part, "has a key without a value")
	case strings.ContainsAny(f.value, "%{}<>"):
		return f, fieldError(i, part, "has a placeholder where a value belongs")
	case strings.ContainsAny(f.value, ":,;()=\"'`$\\"):
		return f, fieldError(i, part, "has a value no release printed (it runs into other text)")
	case strings.Contains(f.value, "+") && !sacreVersion(f.value):
		// Only sacre's version (2.6.0+sacre.0.1.0) holds a "+"; any other could not be written
		// back in 1.x's form, where "+" joins the fields.
		return f, fieldError(i, part, "has a value no release printed (it holds a \"+\")")
	case strings.TrimRight(f.value, "*”’") != f.value:
		// What follows a signature (a footnote's mark, a closing quote) is dropped there; inside
		// a signature it belongs to no value.
		return f, fieldError(i, part, "has a value no release printed (it ends in a footnote mark or a quote)")
	case strings.HasSuffix(f.value, "."):
		// A sentence's period after a signature is dropped; inside it belongs to no value.
		return f, fieldError(i, part, "has a value no release printed (it ends in a period)")
	}
	return f, nil
}

// sacreVersion reports whether v is written as sacre's version is: a release, "+sacre.", a
// release, with no other "+".
func sacreVersion(v string) bool {
	before, after, ok := strings.Cut(v, "+sacre.")
	return ok && before != "" && after != "" && !strings.Contains(before+after, "+")
}

// readKeys finds each field's key in the metric's tables, checks its value and fills
// p.Fields.
func (p *Parsed) readKeys(raws []rawField) error {
	specs, other := keySpecs(p.Metric, p.Form.Legacy), keySpecs(p.Metric, !p.Form.Legacy)
	short, long := 0, 0
	for i, f := range raws {
		spec, isShort, ok := findKey(specs, f.key, f.value, p.Metric)
		if !ok {
			if spec, isShort, ok = findKey(other, f.key, f.value, p.Metric); ok {
				p.Repairs = append(p.Repairs, fmt.Sprintf("key %q is SacreBLEU %s's", f.key, map[bool]string{true: "2.x", false: "1.x"}[p.Form.Legacy]))
			}
		}
		if !ok {
			if everPrinted(f.key) {
				return fieldError(i, f.text, fmt.Sprintf("has a key %s signatures do not have", describeKey(f.key, p)))
			}
			return fieldError(i, f.text, fmt.Sprintf("has a key %q that no SacreBLEU release printed", f.key))
		}
		if spec.long != spec.short {
			if isShort {
				short++
			} else {
				long++
			}
		}
		value, note, err := spec.check(f.value)
		if err != nil {
			return fieldError(i, f.text, err.Error())
		}
		if note != "" {
			p.Repairs = append(p.Repairs, fmt.Sprintf("%s read as %s (%s)", f.text, spec.long+kvSep(f.colon)+value, note))
		}
		if old, seen := p.Fields.Get(spec.long); seen {
			if old != value {
				return fieldError(i, f.text, "repeats the key "+strconv.Quote(spec.long)+" with another value")
			}
			p.Repairs = appendNote(p.Repairs, "repeated fields dropped")
			continue
		}
		p.Fields = append(p.Fields, Field{Key: spec.long, Short: spec.short, Value: value})
	}
	if short > 0 && long > 0 {
		p.Repairs = append(p.Repairs, "long keys and short ones mixed")
	}
	p.Form.Short = short > long
	if v := p.Version(); p.Form.Legacy && v != "" && !strings.HasPrefix(v, "1.") && !strings.HasPrefix(v, "0.") {
		p.Repairs = append(p.Repairs, fmt.Sprintf("SacreBLEU 1.x's syntax with version %s: read as %s computes", v, v))
	}
	return nil
}

func kvSep(colon bool) string {
	if colon {
		return ":"
	}
	return "."
}

// appendNote appends note unless it is empty or already there.
func appendNote(notes []string, note string) []string {
	if note == "" || slices.Contains(notes, note) {
		return notes
	}
	return append(notes, note)
}

func describeKey(key string, p *Parsed) string {
	form := "SacreBLEU 2.x " + p.Metric
	if p.Form.Legacy {
		form = "SacreBLEU 1.x " + p.Metric
	}
	return strconv.Quote(key) + " " + form
}

func fieldError(i int, text, msg string) error {
	return syntaxErrorf("field %d %s %s", i+1, quote(text), msg)
}

// quote quotes text for a message, white space runs as one space and cut after 80 characters.
func quote(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if r := []rune(text); len(r) > 80 {
		text = string(r[:77]) + "..."
	}
	return strconv.Quote(text)
}

// metricOfName tells the metric from its printed name: BLEU, TER, or chrF followed by beta
// and a "+" per word order. Other spellings whose meaning is clear (bleu, sacreBLEU, spBLEU,
// chrF without beta) are read with a note.
func metricOfName(name string) (kind, canonical, note string, err error) {
	lower := strings.ToLower(name)
	switch lower {
	case "bleu", "sacrebleu", "spbleu":
		if name != "BLEU" {
			note = fmt.Sprintf("the name %q read as BLEU", name)
		}
		return BLEU, "BLEU", note, nil
	case "ter":
		if name != "TER" {
			note = fmt.Sprintf("the name %q read as TER", name)
		}
		return TER, "TER", note, nil
	}
	if rest, ok := strings.CutPrefix(lower, "chrf"); ok {
		digits := strings.TrimRight(rest, "+")
		pluses := rest[len(digits):]
		if strings.Trim(digits, "0123456789") == "" {
			canonical = "chrF" + digits + pluses
			switch {
			case digits == "":
				canonical = "chrF2" + pluses
				note = fmt.Sprintf("%q has no beta: beta 2 assumed, SacreBLEU's default", name)
			case canonical != name:
				note = fmt.Sprintf("the name %q read as %s", name, canonical)
			}
			return CHRF, canonical, note, nil
		}
	}
	if n, _, ok := registeredMetric(name); ok {
		if n != name {
			note = fmt.Sprintf("the name %q read as %s", name, n)
		}
		return n, n, note, nil
	}
	return "", "", "", syntaxErrorf("%s is not a metric's name (BLEU, chrF2, chrF2++, TER, ...)", quote(name))
}

// inferMetric guesses the metric of a signature printed without its name, from the keys (and
// values) only one metric has.
func inferMetric(fields []rawField, legacy bool) string {
	for _, f := range fields {
		k, v := f.key, f.value
		isBool := v == "yes" || v == "no" || v == "true" || v == "false" || v == "True" || v == "False"
		switch {
		case (k == "tok" || k == "t") && strings.HasPrefix(v, "tercom"):
			return TER
		case !legacy && (k == "norm" || k == "nr" || k == "punct" || k == "pn" || k == "asian" || k == "as"):
			return TER
		case k == "smooth" || k == "s" && !isBool || !legacy && (k == "ng" || k == "ngram"):
			return BLEU
		case !legacy && (k == "nc" || k == "nw") || k == "space" || k == "s" && isBool || legacy && (k == "numchars" || k == "n"):
			return CHRF
		}
	}
	for _, f := range fields {
		if f.key == "tok" {
			return BLEU
		}
	}
	return ""
}
