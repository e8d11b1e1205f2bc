package verify

import (
	"regexp"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
	"github.com/sacre-mt/sacre/signatures"
)

// A looseScore is a score printed apart from any signature, to be bound to one: SacreBLEU's
// score line ("BLEU = 31.2 62.0/38.1/... (BP = ...)", which its Python API and tools print,
// or its statistics after a bare score), its objects' reprs (BLEU(score=...), a BLEUScore's
// or Hugging Face's {'score': ..., 'counts': ...}), a score labelled with a metric's name
// ("bleu: 22.52", "BLEU: **25.19**", "'en-ms chrF2++': 65.91", "sacreBLEU score of 39.5"), a
// cell of a table's column, or a column of SacreBLEU's table without its signature.
type looseScore struct {
	line, last int    // its lines (indexes)
	table0     int    // 1 + the first line of its table (0: none) and its last line: near a signature
	table1     int    // over or under the table, as the table is
	name       string // the metric's name as printed: "BLEU", "chrF2++", "bleu", a header
	exact      bool   // the name is SacreBLEU's own (a score line, a table's column)
	unnamed    bool   // a table's column of scores that names no metric
	bare       bool   // SacreBLEU's own output: reported even if no signature takes it
	bound      bool   // a signature of its object took it (scan_object.go)
	// assumed is the configuration a sacrebleu command written with the score gives it, for
	// a text that prints no signature (scan_command.go).
	assumed *signatures.Parsed
	command bool // printed by a sacrebleu command written with it
	cited   bool // a table's row or a clause citing a paper: its value is the paper's
	dropped bool // prose restating a score above it: no claim of its own
	vouched bool // a column of a metric in a table whose heading names SacreBLEU
	// inProse is the offset of its number when prose gives it (a sentence labels it, or leads
	// to it), else 0 (scan_restate.go).
	inProse int
	score   FoundScore
	text    string
	notes   []string
	table   *Found // a column of SacreBLEU's table, which a signature near it completes
	// proseAt is the offset of its number when a sentence labels it ("a sacreBLEU score of
	// 39.5"), else 0: the figures compared with it are read (scan_prose.go).
	proseAt int
}

// first is the line from which the score is near a signature.
func (x *looseScore) first() int {
	if x.table0 > 0 {
		return min(x.line, x.table0-1)
	}
	return x.line
}

// end is the line up to which the score is near a signature.
func (x *looseScore) end() int { return max(x.last, x.table1) }

const number = `(-?[0-9]+(?:\.[0-9]+)?)`

var (
	// bareScore matches SacreBLEU's score line, its name as SacreBLEU prints it.
	bareScore = lazyre.New("(?:^|[\\s>:\\]|(`*#])(BLEU|chrF[0-9]+\\+*|TER) = \\**" + number + "\\**(?:[\\s,;)`*|<]|$)")
	// statsScore matches a score followed by BLEU's statistics as SacreBLEU prints them.
	statsScore = lazyre.New(`(?:^|[\s#>:])` + number + ` +[0-9.]+/[0-9.]+/[0-9.]+/[0-9.]+ \(BP = `)
	// reprScore matches SacreBLEU 1.x's BLEU namedtuple.
	reprScore = lazyre.New(`(?:^|[^A-Za-z0-9_])BLEU\(score=` + number)
	// labelledScore matches a score after a metric's name and ":", "=" or "|" (a log's, YAML's,
	// a dict's, a table's or prose's): "bleu:  22.52", `"BLEU": 25.1`, "BLEU: **25.19**",
	// "Sacrebleu-score: 4.8763", and "sacreBLEU score of 39.5".
	labelledScore = lazyre.New("(?i)(?:^|[^A-Za-z0-9_])[\"']?(?:[^\"'\\n]{0,24}? )??((?:[a-z0-9]+[-_])?sacre[- ]?bleu|spbleu|(?:(?:eval|predict|test|val|valid|validation|dev)[-_])?bleu|chrf[0-9]*(?:\\+*|[-_]?plus[-_]?plus|pp)|ter)(?:\\[[a-z0-9.-]{1,24}\\])?(?:[-_ ]?(?:score|wert|value))?[\"']?[ \\t]*([:=|]|\\s(?:of|is|was|von|de|di|da)\\s)[ \\t]*[*_`]*" +
		`(-?[0-9]+(?:[.,][0-9]+)?)` + "(?:[^0-9.A-Za-z]|\\.[^0-9A-Za-z]|\\.?$)")
	// multiBleu matches what Moses' multi-bleu.perl and fairseq print after a score (see
	// notSacre).
	multiBleu = lazyre.New(`^\**,\s*[0-9.]+/|\(BP=`)
)

// findScores finds the loose scores of every line not read already.
func (sc *scanner) findScores() {
	t := sc.t
	for k := range t.starts {
		line := t.lineText(k)
		if sc.used[k] || !strings.ContainsAny(line, "0123456789") && !strings.Contains(line, "sacrebleu") {
			continue
		}
		sc.bareScores(k, line)
		sc.commandScores(k, line)
		sc.codeScore(k, line)
		sc.labelledScores(k, line)
		sc.dictScores(k, line)
	}
}

// bareScores finds SacreBLEU's own score lines, statistics and reprs on line k.
func (sc *scanner) bareScores(k int, line string) {
	start := sc.t.starts[k]
	add := func(name string, at, numStart, numEnd int) {
		if sc.isTaken(k, start+at) || notSacre(line[numEnd:]) {
			return
		}
		x := &looseScore{line: k, last: k, name: name, exact: true, bare: true}
		x.score = FoundScore{Line: sc.t.number(k), Score: line[numStart:numEnd]}
		end := sc.afterScore(&x.score, start+strings.IndexFunc(line[numEnd:]+"x", notStar)+numEnd)
		x.last, x.text = sc.t.line(end), sc.t.written(start+at, max(end, start+numEnd))
		sc.take(k, start+at, max(end, start+numEnd))
		sc.loose, sc.bareFound = append(sc.loose, x), true
	}
	if strings.Contains(line, " = ") {
		for _, m := range bareScore().FindAllStringSubmatchIndex(line, -1) {
			if scoreEnds(line[m[5]:]) {
				add(line[m[2]:m[3]], m[2], m[4], m[5])
			}
		}
	}
	for _, re := range []func() *regexp.Regexp{statsScore, reprScore} {
		if re == nil || !strings.Contains(line, "(BP = ") && !strings.Contains(line, "BLEU(score=") {
			continue // what both need, looked for first: the regular expressions are the cost
		}
		for _, m := range re().FindAllStringSubmatchIndex(line, -1) {
			add("BLEU", m[2], m[2], m[3])
		}
	}
}

func notStar(r rune) bool { return r != '*' }

// notSacre reports whether what follows a score is what Moses' multi-bleu.perl or fairseq
// print ("BLEU = 13.58, 47.8/23.6/... (BP=0.738, ...)"), not SacreBLEU's statistics.
func notSacre(rest string) bool { return multiBleu().MatchString(rest[:min(len(rest), 80)]) }

// scoreEnds reports whether what follows a score line's number is what SacreBLEU prints after
// it (statistics, an interval), the end of a line or of a cell, or another score: not a
// formula's operator or prose ("BLEU = 100 * BP * exp(...)").
func scoreEnds(rest string) bool {
	rest = strings.TrimLeft(strings.TrimLeft(rest, "*"), " \t")
	if rest == "" || strings.IndexByte("0123456789(,;)`|<\"'*", rest[0]) >= 0 && !strings.HasPrefix(rest, "* ") {
		return true
	}
	w, _, _ := strings.Cut(rest, " ")
	return isMetricName(w)
}

// labelledScores finds the scores labelled with a metric's name on line k.
func (sc *scanner) labelledScores(k int, line string) {
	if !mayLabel(line) {
		return
	}
	start := sc.t.starts[k]
	for _, m := range labelledScore().FindAllStringSubmatchIndex(line, -1) {
		name := line[m[2]:m[3]]
		if sc.isTaken(k, start+m[2]) || sc.isTaken(k, start+m[6]) || formulaAfter(line[m[7]:]) || notSacre(line[m[7]:]) ||
			proseWithoutDecimals(line[m[4]:m[5]], line[m[6]:m[7]]) {
			continue
		}
		if l := strings.ToLower(name); strings.Contains(l, "sacrebleu") || strings.Contains(l, "sacre bleu") || strings.Contains(l, "sacre-bleu") {
			name = "SacreBLEU"
		}
		name = spelledPlus(name)
		if i := strings.LastIndexAny(name, "-_"); i >= 0 && strings.EqualFold(name[i+1:], "bleu") {
			name = name[i+1:] // eval_bleu: a Trainer's key for its BLEU
		}
		score, point := line[m[6]:m[7]], ""
		if whole, frac, ok := strings.Cut(score, ","); ok {
			if len(frac) > 2 {
				continue // "1,000": thousands
			}
			score, point = whole+"."+frac, "decimal comma read as a point"
		}
		x := &looseScore{line: k, last: k, name: name, exact: sacreSpelled(name), text: line[m[2]:m[7]]}
		sc.take(k, start+m[6], start+m[7])
		x.score = FoundScore{Line: sc.t.number(k), Score: score}
		x.notes = appendNote(nil, point)
		if len(line[m[4]:m[5]]) > 1 {
			x.proseAt, x.inProse = start+m[6], start+m[6]
		}
		sc.loose = append(sc.loose, x)
	}
}

// mayLabel reports whether a line holds a metric's name ("bleu", "chrf", "ter" in any case), the
// cheap test before labelledScore's expression.
func mayLabel(line string) bool {
	for i := 0; i+3 <= len(line); i++ {
		switch line[i] | 0x20 {
		case 'b':
			if i+4 <= len(line) && strings.EqualFold(line[i:i+4], "bleu") {
				return true
			}
		case 'c':
			if i+4 <= len(line) && strings.EqualFold(line[i:i+4], "chrf") {
				return true
			}
		case 't':
			if strings.EqualFold(line[i:i+3], "ter") {
				return true
			}
		}
	}
	return false
}

// spelledPlus writes chrF++'s name spelled out in a key ("chrf_plus_plus", "chrfpp") as
// "chrf++".
func spelledPlus(name string) string {
	lower := strings.ToLower(name)
	if !strings.HasPrefix(lower, "chrf") {
		return name
	}
	for _, spelled := range []string{"_plus_plus", "-plus-plus", "plusplus", "_plusplus", "-plusplus", "pp"} {
		if strings.HasSuffix(lower, spelled) {
			return name[:len(name)-len(spelled)] + "++"
		}
	}
	return name
}

// proseWithoutDecimals reports whether a number follows a metric's name in prose ("BLEU is
// 13a", "BLEU of 4 references") without the decimals a score is printed with.
func proseWithoutDecimals(sep, num string) bool {
	return len(sep) > 1 && !strings.ContainsAny(num, ".,")
}

// formulaAfter reports whether an operator follows a number: a formula, not a score.
func formulaAfter(rest string) bool {
	rest = strings.TrimLeft(rest, " \t")
	return rest != "" && strings.IndexByte("*+/^", rest[0]) >= 0 && !strings.HasPrefix(rest, "**") ||
		strings.HasPrefix(rest, "×") || strings.HasPrefix(rest, "·")
}

var (
	// dictScore matches a score in a Python dict or JSON: 'score': 39.12728212969207.
	dictScore = lazyre.New(`["']score["']\s*:\s*` + number)
	// dictName matches an object's metric name: 'name': 'BLEU'.
	dictName = lazyre.New(`["']name["']\s*:\s*["'](BLEU|chrF[0-9]*\+*|TER)["']`)
	// scoreObject matches the keys of SacreBLEU's score objects (BLEUScore's attributes,
	// Hugging Face's sacrebleu result), which make a 'score' near them SacreBLEU's.
	scoreObject = lazyre.New(`["'](counts|_verbose|prec_str|sys_len|verbose_score|precisions)["']\s*:`)
)

// dictScores finds a 'score' of SacreBLEU's score objects on line k: an object whose name is
// a metric's, or that holds BLEU's counts and lengths, near it.
func (sc *scanner) dictScores(k int, line string) {
	m := dictScore().FindStringSubmatchIndex(line)
	if m == nil || sc.isTaken(k, sc.t.starts[k]+m[2]) {
		return
	}
	name, ok := "", false
	for j := max(0, k-3); j < min(len(sc.t.starts), k+12); j++ {
		l := sc.t.lineText(j)
		if n := dictName().FindStringSubmatch(l); n != nil && j <= k {
			name = n[1]
		}
		ok = ok || scoreObject().MatchString(l)
	}
	if !ok && name == "" {
		return
	}
	if name == "" {
		name = "BLEU"
	}
	x := &looseScore{line: k, last: k, name: name, exact: true, bare: true, text: line[m[0]:m[1]]}
	x.score = FoundScore{Line: sc.t.number(k), Score: line[m[2]:m[3]]}
	sc.loose, sc.bareFound = append(sc.loose, x), true
}

// sacreSpelled reports whether a metric's name is spelled as SacreBLEU spells it.
func sacreSpelled(name string) bool {
	return name == "BLEU" || name == "TER" || name == "spBLEU" || strings.HasPrefix(name, "chrF") ||
		strings.EqualFold(name, "sacrebleu")
}

// identifiable reports whether a loose score no signature takes is SacreBLEU's, and so a
// claim: SacreBLEU's own output, or labelled SacreBLEU, or with a name only SacreBLEU prints
// (chrF2, chrF2++), or with a metric's name in a text that shows SacreBLEU's work (a
// signature, its output or statistics, a name only it prints), or BLEU's name in a text that
// names SacreBLEU and never says it is not used (SacreBLEU's name stands for its BLEU). A
// column of numbers whose header names no metric is not (unless the table's heading names
// SacreBLEU, see bindTable); nor is a Trainer's "Bleu: 27.6" in a text that never names it.
func (sc *scanner) identifiable(x *looseScore) bool {
	switch {
	case x.unnamed:
		return false
	case x.bare, x.vouched, strings.EqualFold(x.name, "sacrebleu"), strings.HasPrefix(x.name, "chrF") && len(labelBeta(x.name)) > 0:
		return true
	}
	return sacreSpelled(x.name) && sc.showsSacre() || isMetricName(x.name) && (sc.hasSig || sc.bareFound) ||
		x.kind() == signatures.BLEU && sc.namesSacre()
}

// namesSacre reports whether the text names SacreBLEU (sacreBLEU, sacre-bleu, "(sacre)BLEU",
// the sacrebleu package or command), and never to say it is not used ("does not use
// SacreBLEU", "without sacreBLEU", "instead of SacreBLEU").
func (sc *scanner) namesSacre() bool {
	if sc.named == 0 {
		sc.named = 1
		if namesSacre(sc.t.s) {
			sc.named = 2
		}
	}
	return sc.named == 2
}

// namesSacre reports whether text names SacreBLEU, and never in a negation (a text that says
// some score does not use SacreBLEU leaves its numbers' origin in doubt).
func namesSacre(text string) bool {
	named := false
	for _, m := range sacreName().FindAllStringIndex(text, -1) {
		if negatedBefore().MatchString(text[max(0, m[0]-40):m[0]]) {
			return false
		}
		named = true
	}
	return named
}

var (
	// sacreName matches SacreBLEU's name in any spelling.
	sacreName = lazyre.New(`(?i)sacre-?bleu|\(sacre\)bleu`)
	// negatedBefore matches a negation just before a name: "does not use", "without".
	negatedBefore = lazyre.New(`(?i)(?:\bnot|n't|\bwithout|\binstead of|\brather than|\bunlike|\bnor|\bno)\b[^.!?\n]{0,30}$`)
)

// showsSacre reports whether the text shows SacreBLEU's work: a signature, its output or its
// statistics ("hyp_len = "), a name only it prints (chrF2).
func (sc *scanner) showsSacre() bool {
	if sc.sacre == 0 {
		sc.sacre = 1
		if sc.hasSig || sc.bareFound || strings.Contains(sc.t.s, "hyp_len = ") || strings.Contains(sc.t.s, "chrF2") {
			sc.sacre = 2
		}
	}
	return sc.sacre == 2
}

// kind is the metric the score's name says.
func (x *looseScore) kind() string {
	k, _ := labelMetric(x.name)
	if strings.EqualFold(x.name, "sacrebleu") {
		return signatures.BLEU
	}
	return k
}

// fits reports whether a signature read as p may be the one the score was computed with: the
// same metric (any, for a column that names none), and, when the score's name is SacreBLEU's
// own, the same word order (chrF2++ is not chrF2) and beta if it says one.
func (x *looseScore) fits(p *signatures.Parsed) bool {
	switch {
	case p == nil:
		return false
	case x.unnamed:
		return true
	case p.Metric != x.kind():
		return false
	case strings.EqualFold(x.name, "spBLEU"):
		// spBLEU is BLEU on SentencePiece pieces: a BLEU signature fits it only when its
		// tokenizer is one (flores101, flores200, spBLEU-1K), never 13a's.
		tok, _ := p.Get("tok")
		return strings.HasPrefix(tok, "flores") || strings.HasPrefix(strings.ToLower(tok), "spm") || strings.EqualFold(tok, "spBLEU-1K")
	case !x.exact || p.Metric != signatures.CHRF:
		return true
	}
	name := strings.ToLower(p.Name)
	beta := labelBeta(x.name)
	return strings.Count(name, "+") == strings.Count(x.name, "+") && (beta == "" || labelBeta(name) == beta)
}
