package verify

import (
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
)

// The grammar of a signature as Scan finds it in any text, SacreBLEU 1.x's and 2.x's alike:
//
//	signature := [name sep] field {sep field}
//	field     := key (":" | ".") value
//	sep       := "|" | "+"        (white space around it, a line break after it or before it)
//	name      := BLEU | chrF<beta><+...> | TER | sacreBLEU | spBLEU   (any case)
//
// A signature starts at a key SacreBLEU printed (sigKeys) and runs as long as fields follow
// each other. It ends at the first text that is not a field: a closing quote, parenthesis,
// backtick, HTML tag, table delimiter or prose. It ends too after its version field (the last
// one every release prints), and before a key it already has or a 2.x nrefs (the first one):
// two signatures side by side are two. A line break ends it unless the line ends in a
// separator or the next line starts with one, so that no line is glued into a field.
// Placeholders (%s, {13a,zh}, <tok>) and elisions (...) are kept in it, for
// signatures.Parse to refuse by name.

// sigKeys are the keys of every release, long and short, 1.x and 2.x; strong ones are found
// in signatures only (a signature needs one, or its metric's name joined to it).
var sigKeys = map[string]bool{
	"nrefs": true, "numrefs": true, "#": true, "tok": true, "smooth": true, "version": true, "eff": true,
	"nc": true, "nw": true, "numchars": true, "norm": true, "punct": true, "asian": true,
	"case": false, "space": false, "bs": false, "ar": false, "seed": false, "rs": false, "test": false,
	"lang": false, "origlang": false, "subset": false, "ngram": false, "unorm": false, "c": false,
	"e": false, "s": false, "t": false, "l": false, "o": false, "S": false, "v": false, "n": false,
	"ng": false, "un": false, "nr": false, "pn": false, "as": false,
}

// longKey gives a short key's long form, to tell a key repeated in a run of fields.
var longKey = map[string]string{"#": "nrefs", "numrefs": "nrefs", "c": "case", "e": "eff", "v": "version",
	"rs": "seed", "l": "lang", "o": "origlang", "S": "subset", "ng": "ngram", "un": "unorm", "nr": "norm",
	"pn": "punct", "as": "asian", "n": "numchars"}

// A sigSpan is a signature found in the text (offsets in the normalized text).
type sigSpan struct {
	start, end int    // the signature: its joined name, or its first field, to its last value
	name       string // the metric's name joined to it ("BLEU|", "chrF2+")
	label      string // a metric's name before it, apart ("chrf: ", "BLEU   ")
	labelStart int
	fields     int
	fragment   bool // it starts with a separator and no name: fields before it are missing
}

// findSignatures finds every signature of the text, left to right, outside the spans skip
// reports.
func (t *scanText) findSignatures(skip func(i int) bool) []sigSpan {
	var out []sigSpan
	s := t.s
	for i := 0; i < len(s); {
		w := keyWord(s, i)
		if w == 0 {
			i++
			continue
		}
		if _, known := sigKeys[s[i:i+w]]; !known || !keyBoundary(s, i, w) || skip(i) {
			i += w
			continue
		}
		sp, ok := t.signatureAt(i)
		if !ok {
			i += w
			continue
		}
		out = append(out, sp)
		i = sp.end
	}
	return out
}

// keyWord is the length of the key-like word at s[i:]: letters and "#".
func keyWord(s string, i int) int {
	j := i
	for j < len(s) && (isASCIILetter(s[j]) || s[j] == '#') {
		j++
	}
	return j - i
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool       { return c >= '0' && c <= '9' }
func isAlnum(c byte) bool       { return isASCIILetter(c) || isDigit(c) }

// keyBoundary reports whether a key of w bytes at s[i:] starts a word: no letter before it
// (a footnote's number may be glued to a long key: "5nrefs:1|...").
func keyBoundary(s string, i, w int) bool {
	if i == 0 {
		return true
	}
	c := s[i-1]
	if isDigit(c) {
		return w >= 3 && (i < 2 || !isASCIILetter(s[i-2]))
	}
	return !isASCIILetter(c) && c != '_'
}

// signatureAt reads the signature whose first field starts at s[i:].
func (t *scanText) signatureAt(i int) (sigSpan, bool) {
	sp := sigSpan{start: i, labelStart: -1}
	strong, seen, pos := false, map[string]bool{}, i
	for {
		f, ok := t.field(pos, sp.fields == 0, pos > 0 && (t.s[pos-1] == '|' || t.s[pos-1] == '+'))
		key := canonicalKey(f.key)
		if !ok || seen[key] || sp.fields > 0 && key == "nrefs" && f.colon {
			break
		}
		seen[key], strong = true, strong || sigKeys[f.key]
		sp.fields, sp.end = sp.fields+1, f.end
		if pos, ok = t.separator(sp.end); !ok || key == "version" {
			break
		}
	}
	sp.end = trimPeriod(t.s, i, sp.end)
	t.nameBefore(&sp)
	return sp, (strong || sp.name != "") && (sp.fields >= 2 || sp.fields == 1 && (sp.name != "" || signatureKey().MatchString(t.s[max(t.starts[t.line(i)], i-64):i]) || scoreLineTail(t.s, i, sp.end)))
}

// scoreLineTail reports whether a field from i to end is "version:V" followed by " =", the
// tail of SacreBLEU's score line (`line.split("version:2.4.1 = ")`): a signature of which only
// the version is written.
func scoreLineTail(s string, i, end int) bool {
	return strings.HasPrefix(s[i:], "version:") && strings.HasPrefix(strings.TrimLeft(s[end:min(len(s), end+4)], " "), "=")
}

// signatureKey matches a key naming its value a signature, before it on its line:
// `"signature": "`, `sacrebleu_signature = '`, `sig: `. A value of one field there is a
// signature all the same ("signature": "version:2.6.0").
var signatureKey = lazyre.New(`(?i)(?:^|[^A-Za-z0-9])["']?[A-Za-z_]*sig(?:nature)?["']?[ \t]*[:=][ \t]*["'` + "`" + `]?$`)

// canonicalKey is a key's long form, to tell a key written again in another form.
func canonicalKey(key string) string {
	if long, ok := longKey[key]; ok {
		return long
	}
	return key
}

// trimPeriod drops a sentence's period after the last value (not an elision's "...").
func trimPeriod(s string, start, end int) int {
	if end-start > 1 && s[end-1] == '.' && !strings.HasSuffix(s[start:end], "...") {
		return end - 1
	}
	return end
}

// A sigField is one field: its key and where it ends. An elision ("...") is a field without
// a key.
type sigField struct {
	key   string
	colon bool
	end   int
}

// field reads the field at s[i:]: a key SacreBLEU printed for the first, and after it any
// key-like word joined to the separator (tight), for Parse to name it if no release printed
// it.
func (t *scanText) field(i int, first, tight bool) (sigField, bool) {
	s := t.s
	if !first && strings.HasPrefix(s[i:], "...") {
		return sigField{end: i + 3}, true
	}
	w := keyWord(s, i)
	if w == 0 || i+w >= len(s) || s[i+w] != ':' && s[i+w] != '.' {
		return sigField{}, false
	}
	key := s[i : i+w]
	if _, known := sigKeys[key]; !known && (first || !tight) {
		return sigField{}, false
	}
	f := sigField{key: key, colon: s[i+w] == ':'}
	start := t.skipBlanks(i+w+1, true)
	end := valueEnd(s, start, key)
	if end == start {
		return sigField{}, false
	}
	f.end = end
	return f, true
}

// skipBlanks skips spaces and tabs from i, and a line break when nothing but blanks follows
// on the line (lineBreak) and the next line has text.
func (t *scanText) skipBlanks(i int, lineBreak bool) int {
	s := t.s
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if lineBreak && j < len(s) && s[j] == '\n' {
		k := j + 1
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if k < len(s) && s[k] != '\n' {
			return k
		}
	}
	return j
}

// separator reads the separator after a value ending at i, and returns where the next field
// starts. A line break may come after the separator, or before it (the next line starting
// with it); a line break alone separates nothing.
func (t *scanText) separator(i int) (int, bool) {
	s := t.s
	j := t.skipBlanks(i, false)
	if j < len(s) && s[j] == '\n' {
		k := t.skipBlanks(j+1, false)
		if k >= len(s) || s[k] != '|' && s[k] != '+' {
			return 0, false
		}
		return t.skipBlanks(k+1, false), true
	}
	if j >= len(s) || s[j] != '|' && s[j] != '+' {
		return 0, false
	}
	return t.skipBlanks(j+1, true), true
}

// isValueByte reports whether c may be in a value as releases print them (tok:ja-mecab-0.996-IPA,
// test.wmt14/full, floor[0.10]).
func isValueByte(c byte) bool {
	return isAlnum(c) || c == '.' || c == '-' || c == '_' || c == '/' || c == '[' || c == ']' || c == '~'
}

// valueEnd is where the value starting at s[i:] ends. Placeholders are kept in it; sacre's
// version keeps its "+sacre.".
func valueEnd(s string, i int, key string) int {
	j, open := i, 0
	for j < len(s) {
		switch {
		case s[j] == ']' && open == 0:
			return j // a closing bracket around the signature: "[... version.1.2.20]"
		case isValueByte(s[j]):
			open += strings.Count(s[j:j+1], "[") - strings.Count(s[j:j+1], "]")
			j++
		case (key == "version" || key == "v") && strings.HasPrefix(s[j:], "+sacre.") && j > i:
			j += len("+sacre.")
		case (key == "version" || key == "v") && j > i && isDigit(s[j-1]) && strings.HasPrefix(s[j:], " .") && j+2 < len(s) && isDigit(s[j+2]):
			j++ // "1.2 .20": a space a PDF or a translation put inside the number (readSpan removes it)
		default:
			n := placeholderLen(s[j:], j == i)
			if n == 0 {
				return j
			}
			j += n
		}
	}
	return j
}

// placeholderLen is the length of a placeholder at the start of s: %s, {src}, and <tok> where
// a value starts (elsewhere "<" starts markup: "2.0.0</td>").
func placeholderLen(s string, atStart bool) int {
	switch {
	case len(s) > 1 && s[0] == '%' && isASCIILetter(s[1]):
		return 2
	case s[0] == '{':
		if end := strings.IndexByte(s[:min(len(s), 32)], '}'); end > 0 && !strings.ContainsAny(s[1:end], "\n{") {
			return end + 1
		}
	case s[0] == '<' && atStart && len(s) > 1 && isASCIILetter(s[1]):
		if end := strings.IndexByte(s[:min(len(s), 24)], '>'); end > 0 && strings.Trim(s[1:end], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == "" {
			return end + 1
		}
	}
	return 0
}
