package verify

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
)

// Binding within an object. A signature written as a key's value (`"signature": "nrefs:..."`,
// `SIG = "nrefs:..."`, `chrf: nrefs:...`, in JSON, a Python dict, YAML, a config) belongs to
// the object holding the key: the lines around it indented at least as deeply, up to the lines
// indented less that open and close the object. It takes the scores of its metric written in
// that object, however deeply nested ("scores": {"en-de": {"bleu": 12.5}}), and its "score"
// written beside it. A signature keyed by its metric's name ("chrf": "nrefs:..." in a map of
// signatures) speaks for the object that holds the map. When two different signatures of a
// metric are in the object, the object cannot say which score goes with which: the layout
// rules of bind decide, or refuse. An object is at most maxObjectLines lines.
const maxObjectLines = 80

var (
	// keyBefore matches a key before a value on its line: `"signature": "`, `SIG = '`,
	// `chrf: `, `'bleu':`.
	keyBefore = lazyre.New(`^[ \t]*(?:[-*][ \t]+)?["']?([A-Za-z_][A-Za-z0-9_ .+-]{0,40}?)["']?[ \t]*(?::|=|=>)[ \t]*(?:[rfbu]?["'` + "`" + `])?$`)
	// siblingScore matches a "score" key's number: the score of the object's own signature.
	siblingScore = lazyre.New(`^[ \t]*["']?score["']?[ \t]*[:=][ \t]*(-?[0-9]+(?:\.[0-9]+)?)[ \t]*[,}]?[ \t]*(?:#.*|//.*)?$`)
)

// bindObjects binds the scores of each keyed signature's object.
func (sc *scanner) bindObjects() {
	for _, s := range sc.sigs {
		if s.scored || s.line != s.last || s.f.parsed == nil && !strings.Contains(s.f.Refused, "names no metric") ||
			s.f.parsed != nil && s.f.Refused != "" {
			continue
		}
		t := sc.t
		m := keyBefore().FindStringSubmatch(t.s[t.starts[s.line]:s.span.start])
		if m == nil || strings.HasPrefix(strings.TrimSpace(t.lineText(s.line)), "|") {
			continue
		}
		key := strings.TrimSpace(m[1])
		first, last, ok := sc.object(s.line)
		if ok && isMetricName(strings.Trim(strings.ToLower(key), "_")) {
			first, last, ok = sc.object(first - 1) // a map of signatures: its owner
		}
		if !ok || s.f.parsed == nil && !sc.nameFromObject(s, first, last) {
			continue
		}
		sc.bindObject(s, first, last)
	}
}

// nameFromObject names a signature whose fields name no metric ("signature": "version:2.6.0")
// by the scores of its object, when they are all of one metric; it reports whether it could.
func (sc *scanner) nameFromObject(s *foundSig, first, last int) bool {
	kind := ""
	for _, x := range sc.loose {
		if x.line < first || x.line > last || x.bound || x.unnamed {
			continue
		}
		if kind != "" && x.kind() != kind {
			return false
		}
		kind = x.kind()
	}
	if kind == "" {
		return false
	}
	p, notes, err := parseSpan(kind + "|" + sc.t.s[s.span.start:s.span.end])
	if err != nil {
		return false
	}
	note, refused := checkVersion(p.Version())
	if refused == "" {
		refused = configError(p)
	}
	if refused != "" {
		return false
	}
	f := s.f
	f.parsed, f.Signature, f.Metric, f.Refused = p, p.String(), p.Name, ""
	f.Repairs = appendNote(append(append(notes, fmt.Sprintf("its fields name no metric: %s, the metric of the scores in its object", kind)), f.Repairs...), note)
	return true
}

// object is the block of lines around line k indented at least as deeply as it (blank lines
// and comments inside), bounded by the lines indented less; ok is false when line k is not
// indented, or the block runs past maxObjectLines or the text's ends without a closing line.
func (sc *scanner) object(k int) (first, last int, ok bool) {
	t := sc.t
	if k < 0 {
		return 0, 0, false
	}
	in := indent(t.lineText(k))
	if in == 0 {
		return 0, 0, false
	}
	first, last = k, k
	for first > 0 && k-first < maxObjectLines {
		l := t.lineText(first - 1)
		if strings.TrimSpace(l) != "" && indent(l) < in {
			break
		}
		first--
	}
	for last+1 < len(t.starts) && last-k < maxObjectLines {
		l := t.lineText(last + 1)
		if strings.TrimSpace(l) != "" && indent(l) < in {
			break
		}
		last++
	}
	return first, last, last-first < maxObjectLines
}

// indent is the width of a line's leading white space (a tab counts as four).
func indent(l string) int {
	n := 0
	for _, c := range l {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

// bindObject binds to signature s the scores of its metric in lines first to last, and its
// sibling "score", when it is the only signature there they fit (others written the same way
// aside).
func (sc *scanner) bindObject(s *foundSig, first, last int) {
	var xs []*looseScore
	for _, x := range sc.loose {
		if x.bound || x.line < first || x.line > last || x.table != nil || !x.fits(s.f.parsed) || x.unnamed {
			continue
		}
		for _, o := range sc.sigs {
			if o.line >= first && o.line <= last && o.f.parsed != nil && o.f.Signature != s.f.Signature && x.fits(o.f.parsed) {
				return // two configurations of its metric: which score is whose, the object does not say
			}
		}
		xs = append(xs, x)
	}
	var own []FoundScore
	in := indent(sc.t.lineText(s.line))
	for k := first; k <= last; k++ {
		l := sc.t.lineText(k)
		if m := siblingScore().FindStringSubmatchIndex(l); m != nil && indent(l) == in && !sc.isTaken(k, sc.t.starts[k]+m[2]) {
			own = append(own, FoundScore{Line: sc.t.number(k), Score: l[m[2]:m[3]]})
		}
	}
	switch {
	case len(own) == 1:
		sc.addScore(s.f, own[0], "object")
		for _, x := range xs {
			if restates(x.score.Score, own[0].Score) {
				x.bound = true // the same score, rounded ("verbose": "BLEU = 29.62")
			}
		}
	case len(own) > 1 || len(xs) == 0:
		return
	default:
		for _, x := range xs {
			x.bound = true
			for _, n := range x.notes {
				s.f.Repairs = appendNote(s.f.Repairs, n)
			}
			sc.addScore(s.f, x.score, "object")
		}
	}
	s.scored = true
}

// restates reports whether score a is b rounded to a's decimals.
func restates(a, b string) bool {
	if a == b {
		return true
	}
	da, err1 := decimals(a)
	x, err2 := strconv.ParseFloat(b, 64)
	y, err3 := strconv.ParseFloat(a, 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return false
	}
	return strconv.FormatFloat(x, 'f', da, 64) == strconv.FormatFloat(y, 'f', da, 64)
}
