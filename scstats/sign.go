package scstats

import (
	"fmt"
	"io"
	"math"
	"strings"
)

// SignResult is the outcome of sc_stats's sign test on two systems
// (compute_signtest_for_treatment and sign_test_analysis).
type SignResult struct {
	Hi, Lo             int // the systems, the one with the larger sum of percentages first
	Plus, Minus, Equal int // speakers with Hi above, below and equal (within 0.005) to Lo
	P                  float64
	Outcome            Outcome // in the order the systems were given
}

const signEqual = 0.005

// Sign is sc_stats's sign test (compute_signtest_for_treatment) of systems t1 and t2 of r:
// per speaker the sign of the difference of their percentages, ties split between the two
// signs, and a two-tailed binomial probability from sc_stats's AccBinomial, significant
// below 0.05.
func Sign(r *Rank, t1, t2 int) SignResult {
	res := SignResult{}
	res.Hi, res.Lo = r.order(t1, t2)
	for b := range r.Pcts {
		hi, lo := r.Pcts[b][res.Hi], r.Pcts[b][res.Lo]
		switch {
		case math.Abs(hi-lo) <= signEqual:
			res.Equal++
		case hi < lo:
			res.Minus++
		default:
			res.Plus++
		}
	}
	a, b := res.split()
	res.P = 1.0
	if a != b {
		res.P = 2.0 * AccBinomial(min(a, b), a+b, 0.5)
	}
	if res.P < 0.05 {
		res.Outcome = SecondBetter
		if r.Formula != WordError {
			res.Outcome = FirstBetter
		}
		if res.Hi != t1 {
			res.Outcome = -res.Outcome
		}
	}
	return res
}

// split returns N(+) and N(-) with the ties shared out, the odd one to N(-).
func (s SignResult) split() (plus, minus int) {
	return s.Plus + s.Equal/2, s.Minus + s.Equal/2 + s.Equal%2
}

// pctFormat writes v as sign and Wilcoxon tables do: "%6.2f" centered in width.
func pctFormat(v float64, width int) string {
	l := (width - 6) / 2
	return spaces(l) + fmt.Sprintf("%6.2f", v) + spaces(width-(l+6))
}

// WriteSignVerbose writes the sign test's detailed analysis of a pair, as sc_stats -v writes
// it into the .sign report (compute_signtest_for_treatment and sign_test_analysis).
func WriteSignVerbose(w io.Writer, r *Rank, s SignResult) {
	const paper = 79
	var b strings.Builder
	hiName, loName := r.Systems[s.Hi], r.Systems[s.Lo]
	blockW := len("Spkr")
	for _, n := range r.Speakers {
		blockW = max(blockW, len(n))
	}
	treatW := max(6, len(hiName), len(loName))
	diffLine := "[" + hiName + " - " + loName + "]"
	diffW := max(15, len(diffLine))
	repW := blockW + treatW*2 + 4*3 + diffW
	ind := center("", (paper-repW)/2)
	form := r.Formula.String()
	fmt.Fprintf(&b, "%s\n", center("Sign Test Calculations Table Comparing", paper))
	fmt.Fprintf(&b, "%s\n", center(fmt.Sprintf("Spkr %s Percentages for Systems %s and %s", form, hiName, loName), paper))
	fmt.Fprintf(&b, "%s\n\n", center(fmt.Sprintf("(Threshold for equal percentages +- %5.3f)", signEqual), paper))
	b.WriteString(ind + center("", blockW) + "    " + center("", treatW) + "    " + center("", treatW) + "    " + center("Difference Sign", diffW) + "\n")
	b.WriteString(ind + center("Spkr", blockW) + "    " + center(hiName, treatW) + "    " + center(loName, treatW) + "    " + center(diffLine, diffW) + "\n")
	rule := ind + strings.Repeat("-", repW) + "\n"
	b.WriteString(rule)
	sumHi, sumLo := 0.0, 0.0
	for k, name := range r.Speakers {
		hi, lo := r.Pcts[k][s.Hi], r.Pcts[k][s.Lo]
		sign := "+"
		if math.Abs(hi-lo) <= signEqual {
			sign = "0"
		} else if hi < lo {
			sign = "-"
		}
		b.WriteString(ind + center(name, blockW) + "    " + pctFormat(hi, treatW) + "    " + pctFormat(lo, treatW) + "    " + center(sign, diffW) + "\n")
		sumHi += hi
		sumLo += lo
	}
	b.WriteString(rule)
	n := float64(len(r.Speakers))
	b.WriteString(ind + center("Avg.", blockW) + "    " + pctFormat(sumHi/n, treatW) + "    " + pctFormat(sumLo/n, treatW) + "\n\n")
	fmt.Fprintf(&b, "%s\n", center(fmt.Sprintf("No. Speakers with Positive %s Differences = N(+) = %2d", form, s.Plus), paper))
	fmt.Fprintf(&b, "%s\n", center(fmt.Sprintf("No. Speakers with Negative %s Differences = N(-) = %2d", form, s.Minus), paper))
	fmt.Fprintf(&b, "%s\n", center(fmt.Sprintf("No. Speakers with No %s Differences = N(0) = %2d", form, s.Equal), paper))
	b.WriteString("\n\n")
	writeSignAnalysis(&b, s, hiName, loName, r.Formula == WordError)
	io.WriteString(w, b.String())
}

const signHypotheses = `The NULL Hypothesis:

     The number of speakers for which the differences is positive
     equals the number of speakers for which the differences is
     negative.
			 P(N(+)) = P(N(-)) = 0.50

Alternate Hypothesis:

     The number of speakers for which the differences is positive 
     is NOT equal to the number of speakers for which the difference
     is negative.

Decision Analysis:

     Assumptions:
        A1: The distibrution of positive and negative differences
            follows the binomial distribution for N fair coin tosses.

        A2: In order to resolve the complication caused by cases where the
            difference in Word Accuracy is zero, half of the cases will
            be assigned to N(+) and half to N(-).  In the event of an
            odd number of zero differences, N(-) will get one extra, this
            reduces the probability of there being a difference between
            the two systems.

     Rejection criterion:
        Reject the null hypothesis at the 95% confidence level based
        on the following critical values table.  N is the number of
        speakers being compared and N(-) is the number of negative
        differences.

`

// writeSignAnalysis is sign_test_analysis's verbose text: hypotheses, the table of critical
// values and the decision.
func writeSignAnalysis(b *strings.Builder, s SignResult, hiName, loName string, zeroBest bool) {
	a, m := s.split()
	n := a + m
	b.WriteString(signHypotheses)
	fmt.Fprintf(b, "          MIN(N(-),N(+))      P(MIN(N(-),N(+)) | N=%2d)\n", n)
	b.WriteString("          --------------      ------------------------\n")
	for i := 0; i <= n/2 && i-3 <= m; i++ {
		val, next := 2.0*AccBinomial(i, n, 0.5), 2.0*AccBinomial(i+1, n, 0.5)
		if val >= 0.0005 {
			fmt.Fprintf(b, "          %3d                 %5.3f", i, val)
		} else {
			fmt.Fprintf(b, "          %3d                <0.001  ", i)
		}
		if val < 0.05 && next > 0.05 {
			b.WriteString("  <---  Null Hypothesis rejected at or below this point\n")
		} else {
			b.WriteString("\n")
		}
	}
	b.WriteString("\n     Decision:\n")
	fmt.Fprintf(b, "        There were N(-)=%d negative differences , the probability of\n", m)
	fmt.Fprintf(b, "        it occurring is %5.3f, therefore the null hypothesis ", s.P)
	if s.P < 0.05 {
		better := hiName
		if zeroBest {
			better = loName
		}
		b.WriteString("is REJECTED\n")
		fmt.Fprintf(b, "        in favor of the Alternate Hypothesis.  Further, %s is the\n", better)
		b.WriteString("        better System.\n")
	} else {
		b.WriteString("is ACCEPTED\n")
		fmt.Fprintf(b, "        There is no statistical difference between %s and %s\n", hiName, loName)
	}
	b.WriteString(formFeed)
}
