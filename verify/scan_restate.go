package verify

import (
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
)

// Scores given in prose that are no claims of their own. A number prose gives that restates,
// at its decimals, a score printed in the lines just above it ("a BLEU score of 46,75" under
// {'score': 46.750469682990165, ...}) is that claim said again: not listed apart. A number
// prose gives after a citation in its clause ("the original Transformer paper
// ([arXiv](https://arxiv.org/...)) obtained a BLEU score of 41.8", "[Edunov et al., 2018]
// claims 46.53 BLEU") is the cited paper's value: refused, as a table row citing a paper is.

// restateReach bounds the lines between a score and prose restating it.
const restateReach = 12

// citedClause matches a citation: a link to a paper, "et al.", a numbered reference.
var citedClause = lazyre.New(`(?i)arxiv\.org|aclanthology\.org|aclweb\.org|doi\.org|openreview\.net|\bet al\.|\[[0-9]+(?:[,–-] ?[0-9]+)*\]`)

// proseRestatements drops prose scores that restate a score above them, and marks those that
// follow a citation in their clause.
func (sc *scanner) proseRestatements() {
	for _, x := range sc.loose {
		if x.inProse == 0 || x.bound {
			continue
		}
		if sc.restated(x) {
			x.bound, x.dropped = true, true
			continue
		}
		if citedClause().MatchString(sc.clauseBefore(x.inProse)) {
			x.cited = true
		}
	}
}

// restated reports whether a prose score says again a score printed on the lines above it.
func (sc *scanner) restated(x *looseScore) bool {
	for _, y := range sc.looseIn(x.line-2*restateReach, x.line) {
		if y != x && y.inProse == 0 && x.line-y.last <= restateReach && restates(x.score.Score, y.score.Score) {
			return true
		}
	}
	for _, s := range sc.sigsOnLines(x.line-2*restateReach, x.line) {
		for _, f := range s.f.Scores {
			if x.line-s.last <= restateReach && restates(x.score.Score, f.Score) {
				return true
			}
		}
	}
	return false
}

// clauseBefore is the text of the sentence before offset i, from its start or the number
// before it on the line.
func (sc *scanner) clauseBefore(i int) string {
	k := sc.t.line(i)
	line := sc.t.s[sc.t.starts[k]:i]
	if j := strings.LastIndex(line, ". "); j >= 0 {
		line = line[j+2:]
	}
	if m := lastNumber().FindAllStringIndex(line, -1); len(m) > 0 {
		line = line[m[len(m)-1][1]:]
	}
	return line
}

// lastNumber matches a number with decimals in prose (not in a link): a score before this one.
var lastNumber = lazyre.New(`(?:^|\s)[0-9]+[.,][0-9]+`)

// Expected values written by hand. An issue's "Should be (I think):", "Expected output:" or
// "Expected:" over a score line (blank lines and a fence between) says the line below is what
// its writer expects, not what SacreBLEU printed: the claim is refused.

// expectLabel matches a label that introduces an expected value.
var expectLabel = lazyre.New(`(?i)^[*_#> \t]*(?:should be|ought to be|expected(?: (?:output|result|score|behaviou?r|value))?|i (?:would )?expect(?:ed)?)\b[^.!?]{0,40}:?[*_ \t]*$`)

// expectedBelow reports whether the lines just above line k (blank lines and fences aside, at
// most four) hold a label introducing an expected value.
func (sc *scanner) expectedBelow(k int) bool {
	for j, seen := k-1, 0; j >= 0 && k-j <= 4 && seen < 1; j-- {
		l := strings.TrimSpace(sc.t.lineText(j))
		if l == "" || strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") {
			continue
		}
		seen++
		if expectLabel().MatchString(l) {
			return true
		}
	}
	return false
}
