package verify

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// Binding loose scores to signatures. Signatures and loose scores whose lines are at most
// maxGap lines apart (blank lines, a code fence, a heading, a "Notes:" line between them) form
// a group, as a block of score lines printed with the signature they were computed with does,
// before or after them, and a table with the signature printed under or over it. In a group, a
// loose score goes to the signature that fits it (same metric; SacreBLEU's own names must
// match: chrF2++ is not chrF2) on its own line, else in its paragraph (no blank line, rule or
// fence between), else in the group: to the only one, or to the nearest of several that are
// one signature written again. A signature that has a score of its own ("= SCORE") or in its
// table's row takes no other. When two different signatures fit a score, which one it was
// computed with cannot be told: it is refused. A score no signature takes is read without a
// configuration when the text prints a signature (never SacreBLEU's defaults then), with
// SacreBLEU's defaults (said) only when the text prints none.
const maxGap = 3

// bindItem is a signature or a loose score in the order of lines.
type bindItem struct {
	line, last int
	s          *foundSig
	x          *looseScore
}

// bind binds every loose score it can, and reports those it cannot.
func (sc *scanner) bind() {
	sc.blanks = make([]int, len(sc.t.starts)+1)
	for k := range sc.t.starts {
		sc.blanks[k+1] = sc.blanks[k]
		if isBreak(sc.t.lineText(k)) {
			sc.blanks[k+1]++
		}
	}
	sc.proseRestatements()
	sc.bindObjects()
	sc.nearbyNames()
	items := sc.bindItems()
	for start := 0; start < len(items); {
		end, last := start+1, items[start].last
		for end < len(items) && sc.near(last, items[end].line) {
			last = max(last, items[end].last)
			end++
		}
		sc.bindGroup(items[start:end])
		start = end
	}
}

// near reports whether lines a < b are near enough to be of one group: at most maxGap lines
// of text between them, and at most maxSpread lines in all (blank lines, rules and fences
// between a signature and its table separate less than text does).
func (sc *scanner) near(a, b int) bool {
	between := b - a - 1
	if between <= maxGap {
		return true
	}
	text := between - (sc.blanks[b] - sc.blanks[a+1])
	return text <= maxGap && between <= maxSpread
}

// maxSpread bounds the lines between two items of a group.
const maxSpread = 8

// bindItems are the signatures and loose scores in the order of their lines.
func (sc *scanner) bindItems() []bindItem {
	var items []bindItem
	for _, s := range sc.sigs {
		line := s.line
		if k, ok := sc.trailer[s.line]; ok {
			line = k // a table's signature block: next to the table
		}
		items = append(items, bindItem{line: line, last: s.last, s: s})
	}
	for _, x := range sc.loose {
		items = append(items, bindItem{line: x.first(), last: x.end(), x: x})
	}
	sort.SliceStable(items, func(i, j int) bool { return items[i].line < items[j].line })
	return items
}

// bindGroup binds the loose scores of a group to its signatures.
func (sc *scanner) bindGroup(group []bindItem) {
	var sigs []*foundSig
	for _, it := range group {
		if it.s != nil && !it.s.scored {
			sigs = append(sigs, it.s)
		}
	}
	fits := map[looseKey]*fitSets{}
	for _, it := range group {
		if it.x == nil || it.x.bound {
			continue
		}
		if it.x.cited {
			if sc.identifiable(it.x) || slices.ContainsFunc(sigs, func(s *foundSig) bool { return it.x.fits(s.f.parsed) }) {
				sc.unbound(it.x, "") // a cited paper's value where a SacreBLEU claim could be read: refused
			}
			continue
		}
		key := looseKey{it.x.name, it.x.exact}
		if fits[key] == nil {
			fits[key] = sc.newFitSets(it.x, sigs)
		}
		s, ambiguous := fits[key].pick(it.x, sc)
		switch {
		case s != nil:
			sc.bindLoose(it.x, s)
		case it.x.table != nil:
			sc.completeColumn(it.x, nil)
		case ambiguous != "" || sc.identifiable(it.x):
			sc.unbound(it.x, ambiguous)
		}
	}
}

// bindLoose binds a loose score to a signature.
func (sc *scanner) bindLoose(x *looseScore, s *foundSig) {
	if x.table != nil {
		sc.completeColumn(x, s)
		s.f.merged = true
		return
	}
	how := "same line"
	switch {
	case x.last < s.line:
		how = "line before"
	case x.line > s.last:
		how = "line after"
	}
	for _, n := range x.notes {
		s.f.Repairs = appendNote(s.f.Repairs, n)
	}
	sc.addScore(s.f, x.score, how)
}

// unbound reports a score no signature takes: refused when several fit it; read without a
// configuration when the text prints a signature; else read with SacreBLEU's defaults.
func (sc *scanner) unbound(x *looseScore, ambiguous string) {
	f := &Found{Line: x.score.Line, Kind: "score", Text: x.text, Metric: metricName(x.name), Repairs: x.notes}
	x.score.Bound = "none"
	f.Scores = []FoundScore{x.score}
	switch {
	case x.cited:
		f.Refused = "no SacreBLEU claim: its clause cites a paper, whose value it gives: not computed here"
		if x.table0 > 0 {
			f.Refused = fmt.Sprintf("no SacreBLEU claim: the row %q cites a paper, whose value it shows: not computed here", x.score.System)
		}
	case ambiguous != "":
		f.Refused = fmt.Sprintf("the signatures on lines %s all fit this score: which one it was computed with cannot be told", ambiguous)
	case sc.hasSig:
		f.Repairs = append(f.Repairs, fmt.Sprintf("no signature printed next to it fits this %s score: its configuration is unknown", f.Metric))
	case x.assumed != nil:
		f.parsed, f.Assumed, f.defaulted = x.assumed, x.assumed.String(), true
		f.Repairs = append(f.Repairs, fmt.Sprintf("the text prints no signature: the command's options on SacreBLEU's defaults assumed (%s)", x.assumed))
	case x.command:
		f.Repairs = append(f.Repairs, "the text prints no signature, and the command's options cannot all be read: its configuration is unknown")
	default:
		p, err := defaultSignature(f.Metric)
		if err != nil {
			f.Repairs = append(f.Repairs, "no signature in the text: its configuration is unknown")
			break
		}
		f.parsed, f.Assumed, f.defaulted = p, p.String(), true
		f.Repairs = append(f.Repairs, fmt.Sprintf("the text prints no signature: SacreBLEU's defaults for %s assumed (%s)", f.Metric, p))
	}
	sc.found = append(sc.found, f)
}

// metricName is the name SacreBLEU prints for the metric a label names (bleu, SacreBLEU and
// spBLEU are BLEU; chrf is chrF2).
func metricName(label string) string {
	kind, beta := labelMetric(label)
	switch {
	case kind != signatures.CHRF:
		return kind
	case beta == "":
		beta = "2"
	}
	return "chrF" + beta + strings.Repeat("+", strings.Count(label, "+"))
}

// isBreak reports whether a line ends a paragraph: blank, a rule ("-----", "***"), a code
// fence.
func isBreak(l string) bool {
	l = strings.TrimSpace(l)
	return strings.Trim(l, "-=*_~ ") == "" || strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~")
}
