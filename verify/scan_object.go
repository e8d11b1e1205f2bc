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
		if s.f.parsed == nil {
			continue
		}
		sc.bindObject(s, first, last)
	}
}

// nameFromObject names a signature whose fields name no metric ("signature": "version:2.6.0")
// by the scores of its object, when they are all of one metric; it reports whether it could.
func (sc *scanner) nameFromObject(s *foundSig, first, last int) bool {
	kind := ""
	for _, x := range sc.looseIn(first, last) {
		if x.bound || x.unnamed {
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
	return sc.nameAs(s, kind, fmt.Sprintf("its fields name no metric: %s, the metric of the scores in its object", kind))
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
	others := sc.sigsOnLines(first, last)
	for _, x := range sc.looseIn(first, last) {
		if x.bound || x.table != nil || !x.fits(s.f.parsed) || x.unnamed {
			continue
		}
		for _, o := range others {
			if o.f.parsed != nil && o.f.Signature != s.f.Signature && x.fits(o.f.parsed) {
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

// restates reports whether score a is b written with fewer decimals (or b itself), as a
// claim's number is compared with SacreBLEU's (sameNumber).
func restates(a, b string) bool {
	x, err := strconv.ParseFloat(b, 64)
	return a == b || err == nil && sameNumber(a, x, decimalsOf(b))
}

// nearbyName names each signature whose fields name no metric ("version:2.4.1 =" in code
// reading SacreBLEU's score lines) by the metric the lines around it name (# BLEU,
// bleu_output, ".bleu"), when they name one only; else it stays refused.
func (sc *scanner) nearbyNames() {
	var prev *foundSig
	for _, s := range sc.sigs {
		if s.f.parsed != nil || !strings.Contains(s.f.Refused, "names no metric") {
			continue
		}
		if prev != nil && sc.repeated(prev, s) {
			s.f.merged = true // the same fragment written again on the next line: one claim
			continue
		}
		prev = s
		kinds := map[string]bool{}
		for k := max(0, s.line-nameReach); k <= min(len(sc.t.starts)-1, s.last+nameReach); k++ {
			for _, w := range metricPart().FindAllString(sc.t.lineText(k), -1) {
				kinds[wordKind(w)] = true
			}
		}
		if len(kinds) != 1 {
			continue
		}
		for kind := range kinds {
			sc.nameAs(s, kind, fmt.Sprintf("its fields name no metric: %s, the metric the lines around it name", kind))
		}
	}
}

// nameReach bounds the lines around a signature that may name its metric.
const nameReach = 8

// metricPart matches a metric's name as part of a word (bleu_output, ".bleu", "# BLEU").
var metricPart = lazyre.New(`(?i)(?:sacre)?bleu|chrf|\bter\b`)

// nameAs reads a signature whose fields name no metric as kind's, with a note, unless that
// reading is refused.
func (sc *scanner) nameAs(s *foundSig, kind, note string) bool {
	p, notes, err := parseSpan(kind + "|" + sc.t.s[s.span.start:s.span.end])
	if err != nil {
		return false
	}
	vnote, refused := checkVersion(p.Version())
	if refused == "" {
		refused = configError(p)
	}
	if refused != "" {
		return false
	}
	f := s.f
	f.parsed, f.Signature, f.Metric, f.Refused = p, p.String(), p.Name, ""
	f.Repairs = appendNote(append(append(notes, note), f.Repairs...), vnote)
	return true
}

// repeated reports whether a fragment naming no metric, s, is t written again on the line
// after it, neither with a score (a test on a line, then its split: `if "version:2.4.1 =" in line:` and
// `line.split("version:2.4.1 = ")`).
func (sc *scanner) repeated(t, s *foundSig) bool {
	return s.line-t.last == 1 && len(s.f.Scores) == 0 && len(t.f.Scores) == 0 && !s.scored && !t.scored &&
		sc.t.s[s.span.start:s.span.end] == sc.t.s[t.span.start:t.span.end]
}

// looseIn are the loose scores whose first line is from first to last, in the order of their
// lines (an index built once: what the object and restatement rules look up stays linear).
func (sc *scanner) looseIn(first, last int) []*looseScore {
	if sc.looseByLine == nil {
		sc.looseByLine = map[int][]*looseScore{}
		for _, x := range sc.loose {
			sc.looseByLine[x.line] = append(sc.looseByLine[x.line], x)
		}
	}
	var out []*looseScore
	for k := max(first, 0); k <= last && k < len(sc.t.starts); k++ {
		out = append(out, sc.looseByLine[k]...)
	}
	return out
}

// sigsOnLines are the signatures whose first line is from first to last.
func (sc *scanner) sigsOnLines(first, last int) []*foundSig {
	var out []*foundSig
	for k := max(first, 0); k <= last && k < len(sc.t.starts); k++ {
		out = append(out, sc.onLine[k]...)
	}
	return out
}
