package scstats

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/rpg"
	"github.com/sacre-mt/sacre/sclite"
)

// McNemarResult is the outcome of sc_stats's McNemar test on a 2x2 table (do_McNemar).
type McNemarResult struct {
	// Table counts [first system wrong][second system wrong]: Table[0][0] both correct,
	// Table[1][0] only the first wrong, Table[0][1] only the second wrong.
	Table   [2][2]int
	P       float64
	Outcome Outcome
}

// McNemarSentences is sc_stats's McNemar test on sentence errors (do_McNemar_by_sent): the
// utterances of a's speakers found, by speaker and utterance id, in b, counted by which
// system has an error in them.
func McNemarSentences(a, b *sclite.System) McNemarResult {
	var t [2][2]int
	eachMatchedPath(a, b, func(p, q *sclite.Path) {
		t[pathHasError(p)][pathHasError(q)]++
	})
	return McNemar(t)
}

// eachMatchedPath calls f on each path of a with the path of b that has the same speaker and
// id, in a's order, as sc_stats's tests pair utterances: the first of b's speakers of that id,
// and its first path of that id (sc_stats searches them one by one; indexed here, so that
// 100,000 utterances take no longer than the pairs).
func eachMatchedPath(a, b *sclite.System, f func(p, q *sclite.Path)) {
	speakers := make(map[string]*sclite.Speaker, len(b.Speakers))
	for _, s := range b.Speakers {
		if _, seen := speakers[s.ID]; !seen {
			speakers[s.ID] = s
		}
	}
	for _, sa := range a.Speakers {
		sb := speakers[sa.ID]
		if sb == nil {
			continue
		}
		paths := make(map[string]*sclite.Path, len(sb.Paths))
		for _, q := range sb.Paths {
			if _, seen := paths[q.ID]; !seen {
				paths[q.ID] = q
			}
		}
		for _, p := range sa.Paths {
			if q := paths[p.ID]; q != nil {
				f(p, q)
			}
		}
	}
}

// pathHasError is 1 when any pair of the path is not correct.
func pathHasError(p *sclite.Path) int {
	for _, w := range p.Pairs {
		if w.Eval != sclite.Correct {
			return 1
		}
	}
	return 0
}

// McNemar is sc_stats's do_McNemar: no difference when the two discordant counts are equal,
// otherwise the two-tailed probability 2·AccBinomial(min, sum, 0.5), significant below 0.05.
func McNemar(t [2][2]int) McNemarResult {
	res := McNemarResult{Table: t, P: 1.00}
	a, b := t[1][0], t[0][1]
	if a == b {
		return res
	}
	res.P = 2.0 * AccBinomial(min(a, b), a+b, 0.5)
	if res.P < 0.05 {
		res.Outcome = FirstBetter
		if a > b {
			res.Outcome = SecondBetter
		}
	}
	return res
}

// WriteMcNemarVerbose writes do_McNemar's detailed analysis, as sc_stats -v writes it into the
// .mcn report and, for the segments, into the .mapsswe report.
func WriteMcNemarVerbose(w io.Writer, name1, name2 string, m McNemarResult) {
	var b strings.Builder
	t := m.Table
	b.WriteString("\n\n")
	b.WriteString("                            McNemar test results\n")
	b.WriteString("                            ====================\n\n")
	fmt.Fprintf(&b, "                                     %s\n\n", name2)
	b.WriteString("                                  corr     incorr\n")
	fmt.Fprintf(&b, "      %s      corr   %3d        %3d\n", right(name1, 15), t[0][0], t[0][1])
	fmt.Fprintf(&b, "\t                 incorr   %3d        %3d\n", t[1][0], t[1][1])
	if t[0][1] == t[1][0] {
		b.WriteString("\n\n\t\tSUMMARY:\n\t\t-------\n\n")
		b.WriteString("\n\n\tThe two totals for utterances missed by either test results\n")
		b.WriteString("\tare both zero, therefore there is no significant difference\n")
		b.WriteString("\tbetween the two tests!\n")
	} else {
		writeMcNemarAnalysis(&b, name1, name2, m)
	}
	io.WriteString(w, b.String())
}

const mcnemarHypotheses = `The NULL Hypothesis:

     The number unique utterance errors are equal for both systems.

Alternate Hypothesis:

     The number of unique utterance errors for both systems are NOT equal.
Decision Analysis:

     Assumptions:
        A1: The distribution of unique utterance errors
            follows the binomial distribution for N fair coin tosses.

     Rejection criterion:
        Reject the null hypothesis at the 95% confidence level based
        on the following critical values table.  N is the sum of the
        unique utterance errors for both systems being compared and
        MIN(uue) is the minimum number of unique utterance
        foe either system.

`

// writeMcNemarAnalysis is compute_McNemar's verbose text.
func writeMcNemarAnalysis(b *strings.Builder, name1, name2 string, m McNemarResult) {
	na, nb := m.Table[1][0], m.Table[0][1]
	n := na + nb
	b.WriteString(mcnemarHypotheses)
	fmt.Fprintf(b, "          MIN(uue)      P(MIN(uue) | N=%3d)\n", n)
	b.WriteString("          --------      -------------------\n")
	for i := 0; 2.0*AccBinomial(i-1, n, 0.5) < max(0.25, m.P); i++ {
		val := 2.0 * AccBinomial(i, n, 0.5)
		if val >= 0.0005 {
			fmt.Fprintf(b, "             %3d               %5.3f", i, val)
		} else {
			fmt.Fprintf(b, "             %3d                 -  ", i)
		}
		if val < 0.05 && 2.0*AccBinomial(i+1, n, 0.5) > 0.05 {
			b.WriteString("  <---  Null Hypothesis rejection threshold\n")
		} else {
			b.WriteString("\n")
		}
	}
	b.WriteString("\n     Decision:\n")
	fmt.Fprintf(b, "        There were MIN(uue)=%d unique utterance errors, the probability of\n", min(na, nb))
	fmt.Fprintf(b, "        it occurring is %5.3f, therefore the null hypothesis ", m.P)
	if m.P < 0.05 {
		better := name1
		if na > nb {
			better = name2
		}
		b.WriteString("is REJECTED\n")
		fmt.Fprintf(b, "        in favor of the Alternate Hypothesis.  Further, %s is the\n", better)
		b.WriteString("        better System.\n")
	} else {
		b.WriteString("is ACCEPTED\n")
		fmt.Fprintf(b, "        There is no statistical difference between %s and %s\n", name1, name2)
	}
	b.WriteString(formFeed)
}

// WriteMcNemarMatrix writes the comparison matrix of the McNemar test
// (print_compare_matrix_for_sent_M), laid out by SCTK's report generator.
func (rep *Reporter) WriteMcNemarMatrix(w io.Writer, names []string, res [][]McNemarResult, testName string) {
	d := rep.rpg
	format := "c" + strings.Repeat("|c", len(names))
	d.Erase()
	d.SetPageCenter(screenWidth)
	d.AddRow("c", "COMPARISON MATRIX: McNEMAR'S TEST ON CORRECT SENTENCES FOR THE TEST:")
	d.AddSeparation(' ', rpg.AfterRow)
	d.AddSeparation('-', rpg.AfterRow)
	d.AddRow("c", testName)
	d.AddRow(format, append([]string{""}, names...)...)
	for i, ni := range names {
		d.AddSeparation('-', rpg.BeforeRow)
		confs, winners := []string{ni}, []string{""}
		for j := range names {
			conf, name := "", ""
			if j > i {
				p := res[i][j].P
				if p < 0.001 {
					p = 0.001
				}
				conf = fmt.Sprintf("Conf=(%.3f)", p)
				name = winnerName(res[i][j].Outcome, ni, names[j])
			}
			confs, winners = append(confs, conf), append(winners, name)
		}
		d.AddRow(format, confs...)
		d.AddRow(format, winners...)
	}
	d.Dump(w, 1)
}

// winnerName is what sc_stats's matrices write for an outcome: the better system, or "same".
func winnerName(o Outcome, first, second string) string {
	switch o {
	case SecondBetter:
		return second
	case FirstBetter:
		return first
	}
	return "same"
}
