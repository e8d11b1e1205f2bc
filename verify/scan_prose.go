package verify

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
	"github.com/sacre-mt/sacre/signatures"
)

// Scores bound through prose. A paragraph (lines between blank lines, rules and code fences;
// not inside a fence, nor a table's or a JSON value's lines) is read sentence by sentence:
//
//   - A sentence that names SacreBLEU, or a metric of which the text prints a signature, and
//     gives a score later in the same sentence, at most two line breaks on ("The SacreBLEU
//     score of the X model used for ... is 16.8"), claims that score for the metric. The
//     score is the first number after the name: it must follow "is", "was", "are", "were",
//     "of", "reaches", "achieves", "obtains", "at" or ":", have one or two decimals, and be
//     no part of a version ("SacreBLEU 2.0.0"), a percentage, a ratio, a formula or Moses'
//     multi-bleu output ("BLEU = 34.52, 59.4/..."; "NAME = SCORE" is the score lines'
//     reading, not prose's). No other number with decimals, and no other metric's name,
//     may come between.
//   - Such a score (or one labelled in the sentence, "a sacreBLEU score of 39.5") makes the
//     figures compared with it the same metric's: later in its sentence, a number after
//     "of", "than", "vs" or "versus", or alone in parentheses ("... of 38.8"); later in its
//     paragraph, a number alone in parentheses ("the Baidu translator (16.6)"). Each must
//     be written with the score's decimals.
//   - A paragraph that names another metric (COMET, chrF beside BLEU, ...) is ambiguous
//     about which metric a number is: nothing in it is read through prose.
//
// The scores found are loose scores, bound to a signature as any other (or refused when two
// signatures fit them; SacreBLEU's defaults only in a text that prints no signature).
const proseReach = 200

var (
	// proseName matches a metric's name in prose: SacreBLEU in any case, the others as
	// SacreBLEU spells them.
	proseName = lazyre.New(`(?i:sacre-?bleu)|\b(?:BLEU|chrF[0-9]*\+*|TER)`)
	// proseNumber matches a number in prose, with what may make it no score around it.
	proseNumber = lazyre.New(`[0-9][0-9.,:/%]*`)
	// proseLink matches what leads from a metric's name to its score, before the number.
	proseLink = lazyre.New(`(?:\s(?:is|was|are|were|of|reaches|reached|achieves|achieved|obtains|obtained|at)|:)[\s*_]*$`)
	// compareLink matches what leads to a figure compared with a score in its sentence.
	compareLink = lazyre.New(`\s(?:of|than|vs\.?|versus)\s+$`)
	// metricWord matches the names of metrics, SacreBLEU's and others', in prose.
	metricWord = lazyre.New(`(?i)\b(?:sacre-?bleu|bleu|chrf[0-9]*\+*|ter|spbleu|comet|xcomet|bleurt|bertscore|meteor|rouge(?:-[0-9l])?|wer|cer|ribes|nist|metricx|ppl|perplexity)\b`)
)

// proseAnchor is a score a sentence claims for a metric, from which its comparisons are read.
type proseAnchor struct {
	at, end  int    // the number's offsets
	name     string // the metric's name as printed
	kind     string
	decimals int
}

// findProse reads the scores bound through prose in every paragraph.
func (sc *scanner) findProse() {
	inFence, first := false, -1
	for k := 0; k <= len(sc.t.starts); k++ {
		line := ""
		if k < len(sc.t.starts) {
			line = sc.t.lineText(k)
		}
		fence := strings.HasPrefix(strings.TrimSpace(line), "```") || strings.HasPrefix(strings.TrimSpace(line), "~~~")
		if k == len(sc.t.starts) || isBreak(line) || sc.used[k] || inFence {
			if first >= 0 {
				sc.proseParagraph(sc.t.starts[first], sc.t.lineEnd(sc.t.starts[k-1]))
			}
			first = -1
			inFence = inFence != fence
			continue
		}
		if first < 0 {
			first = k
		}
	}
}

// proseParagraph reads the paragraph between offsets a and b.
func (sc *scanner) proseParagraph(a, b int) {
	par := sc.t.s[a:b]
	if !strings.ContainsAny(par, "0123456789") || !proseName().MatchString(par) {
		return
	}
	kinds := map[string]bool{}
	for _, w := range metricWord().FindAllString(par, -1) {
		kinds[wordKind(w)] = true
	}
	if len(kinds) != 1 {
		return // another metric named: which one a number is cannot be told
	}
	labelled := map[int]*looseScore{}
	for _, x := range sc.loose {
		if a <= x.proseAt && x.proseAt < b {
			labelled[x.proseAt] = x
		}
	}
	var anchor *proseAnchor
	for _, s := range sentences(par) {
		if x := sc.sentenceAnchor(a+s[0], a+s[1], labelled); x != nil {
			anchor = x
			sc.compare(anchor, anchor.end, a+s[1], compareLink)
		} else if anchor != nil {
			sc.compare(anchor, a+s[0], a+s[1], nil)
		}
	}
}

// wordKind is the metric a name in prose says: "" for one that is not SacreBLEU's.
func wordKind(w string) string {
	switch w = strings.ToLower(w); {
	case w == "bleu" || strings.HasPrefix(w, "sacre") || w == "(sacre)bleu":
		return signatures.BLEU
	case strings.HasPrefix(w, "chrf"):
		return signatures.CHRF
	case w == "ter":
		return signatures.TER
	}
	return w
}

// sentences splits a paragraph at a sentence's end: ".", "!" or "?" before white space.
func sentences(par string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(par); i++ {
		if strings.IndexByte(".!?", par[i]) >= 0 && (i+1 == len(par) || strings.IndexByte(" \t\n", par[i+1]) >= 0) {
			out = append(out, [2]int{start, i + 1})
			start = i + 1
		}
	}
	if start < len(par) {
		out = append(out, [2]int{start, len(par)})
	}
	return out
}

// sentenceAnchor is the score the sentence between offsets a and b claims for a metric: one
// labelled in it, else one its first metric's name leads to.
func (sc *scanner) sentenceAnchor(a, b int, labelled map[int]*looseScore) *proseAnchor {
	s := sc.t.s[a:b]
	for _, m := range proseNumber().FindAllStringIndex(s, -1) {
		if x := labelled[a+m[0]]; x != nil {
			return &proseAnchor{at: a + m[0], end: a + m[1], name: x.name, kind: x.kind(), decimals: decimalsOf(x.score.Score)}
		}
	}
	if x := sc.numberFirst(a, s); x != nil {
		return x
	}
	m := proseName().FindStringIndex(s)
	if m == nil || m[1] < len(s) && isWordByte(s[m[1]]) {
		return nil
	}
	name := s[m[0]:m[1]]
	if wordKind(name) == signatures.BLEU && name != "BLEU" {
		name = "SacreBLEU"
	} else if !sc.printsSig(wordKind(name)) {
		return nil // "BLEU" is SacreBLEU's only where the text prints its signature
	}
	return sc.proseScore(name, a+m[0], a+m[1], b)
}

var (
	// numberName matches a score written before its metric's name: "obtains 27.3 BLEU".
	numberName = lazyre.New(`(?:^|[\s(])([0-9]{1,3}\.[0-9]{1,2})[ \t]+((?i:sacre-?bleu|\(sacre\)bleu)|BLEU|chrF[0-9]*\+*|TER)(?:[^A-Za-z0-9_+-]|$)`)
	// differenceWords mark a number before a metric's name as a difference, not a score.
	differenceWords = lazyre.New(`(?i)(?:\b(?:by|gains?|improv\w*|increase\w*|decrease\w*|drops?|loss|boost\w*|outperform\w*|better|worse|higher|lower|up to|delta|difference|margin)\b|[+±−–]|-\s*$)[^.!?]{0,24}$`)
)

// numberFirst is the score a sentence (s, at offset a) writes before its metric's name
// ("Our model obtains 27.3 BLEU (SacreBLEU signature: ...)"), nil if none: only where the text
// prints the metric's signature or names SacreBLEU, and not a difference ("improves by 1.2
// BLEU", "+1.2 BLEU").
func (sc *scanner) numberFirst(a int, s string) *proseAnchor {
	m := numberName().FindStringSubmatchIndex(s)
	if m == nil || differenceWords().MatchString(s[:m[2]]) || tooHigh(s[m[2]:m[3]]) {
		return nil
	}
	name := s[m[4]:m[5]]
	if wordKind(name) == signatures.BLEU && name != "BLEU" {
		name = "SacreBLEU"
	} else if !sc.printsSig(wordKind(name)) {
		return nil
	}
	text := strings.Join(strings.Fields(sc.t.written(a+m[2], a+m[5])), " ")
	return sc.addProse(name, a+m[2], s[m[2]:m[3]], text, "a score given in prose before its metric's name")
}

// proseScore is the score a metric's name (from nameAt to from) leads to before offset b.
func (sc *scanner) proseScore(name string, nameAt, from, b int) *proseAnchor {
	seg := sc.t.s[from:min(b, from+proseReach)]
	for _, m := range proseNumber().FindAllStringIndex(seg, -1) {
		num, stop := sc.proseNum(from+m[0], from+m[1])
		switch {
		case stop:
			return nil
		case num == "":
			continue
		case strings.Count(seg[:m[0]], "\n") > 2 || notSacre(seg[m[0]+len(num):]) || formulaAfter(seg[m[0]+len(num):]) || metricWord().MatchString(seg[:m[0]]) ||
			!proseLink().MatchString(seg[max(0, m[0]-16):m[0]]) && (m[0] != 1 || seg[0] != ' '):
			return nil
		}
		text := strings.Join(strings.Fields(sc.t.written(nameAt, from+m[0]+len(num))), " ")
		return sc.addProse(name, from+m[0], num, text, "a score given in prose: its sentence names "+name)
	}
	return nil
}

// proseNum reads the number at offsets i to j: num is "" for one that is no score but need
// not end the search (an integer, "1:1", a number inside a word), and stop says it is a
// number with decimals that is not a score (a version, a percentage, a ratio).
func (sc *scanner) proseNum(i, j int) (num string, stop bool) {
	s := sc.t.s
	if i > 0 && (isWordByte(s[i-1]) || strings.IndexByte(".-+_", s[i-1]) >= 0) {
		return "", false
	}
	tok := strings.TrimRight(s[i:j], ".,:")
	if !strings.Contains(tok, ".") {
		return "", false
	}
	after := i + len(tok)
	_, frac, _ := strings.Cut(tok, ".")
	if !isNumber(tok) || len(frac) > 2 || after < len(s) && isWordByte(s[after]) || tooHigh(tok) {
		return "", true
	}
	return tok, false
}

// compare reads the figures compared with a prose score between offsets from and to: alone
// in parentheses, or, with link, after it; written with the score's decimals.
func (sc *scanner) compare(anchor *proseAnchor, from, to int, link func() *regexp.Regexp) {
	seg := sc.t.s[from:to]
	for _, m := range proseNumber().FindAllStringIndex(seg, -1) {
		at := from + m[0]
		num, _ := sc.proseNum(at, from+m[1])
		if num == "" || at == anchor.at || decimalsOf(num) != anchor.decimals {
			continue
		}
		before := seg[max(0, m[0]-16):m[0]]
		paren := strings.HasSuffix(before, "(") && strings.HasPrefix(sc.t.s[at+len(num):], ")")
		if !paren && (link == nil || !link().MatchString(before)) {
			continue
		}
		note := fmt.Sprintf("a figure compared in prose with the %s score on line %d: the same metric's", anchor.name, sc.t.number(sc.t.line(anchor.at)))
		sc.addProse(anchor.name, at, num, strings.TrimSpace(sc.t.written(max(sc.t.starts[sc.t.line(at)], at-40), at+len(num)+1)), note)
	}
}

// addProse adds a score read through prose as a loose score.
func (sc *scanner) addProse(name string, at int, num, text, note string) *proseAnchor {
	k := sc.t.line(at)
	if sc.isTaken(k, at) {
		return nil
	}
	x := &looseScore{line: k, last: k, name: name, exact: sacreSpelled(name), text: text, notes: []string{note}, inProse: at}
	x.score = FoundScore{Line: sc.t.number(k), Score: num}
	sc.loose = append(sc.loose, x)
	sc.take(k, at, at+len(num))
	return &proseAnchor{at: at, end: at + len(num), name: name, kind: x.kind(), decimals: decimalsOf(num)}
}

// printsSig reports whether the text prints a signature of the metric.
func (sc *scanner) printsSig(kind string) bool {
	for _, s := range sc.sigs {
		if s.f.parsed != nil && s.f.parsed.Metric == kind {
			return true
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// tooHigh reports whether a number is above any score's range (100).
func tooHigh(num string) bool {
	x, err := strconv.ParseFloat(num, 64)
	return err != nil || x > 100
}
