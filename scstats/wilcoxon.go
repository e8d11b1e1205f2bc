package scstats

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// WilcoxonResult is the outcome of sc_stats's Wilcoxon signed rank test on two systems
// (compute_wilcoxon_for_treatment and wilcoxon_test_analysis).
type WilcoxonResult struct {
	Hi, Lo                 int       // the systems, the one with the larger sum of percentages first
	Diff, Rank             []float64 // per speaker: Hi's percentage minus Lo's, rank of |Diff|
	NPlus, NMinus          int
	SumPlus, SumMinus      float64
	Z, P                   float64
	Outcome                Outcome
	zeroBest, betterIsHigh bool
}

// Wilcoxon is sc_stats's Wilcoxon signed rank test (compute_wilcoxon_for_treatment) of
// systems t1 and t2 of r: ranks of the absolute differences (ties share their mean rank),
// differences within 0.005 given alternately to the positive and negative sums, and the
// normal approximation of the smaller sum, significant beyond 1.96.
func Wilcoxon(r *Rank, t1, t2 int) WilcoxonResult {
	res := WilcoxonResult{zeroBest: r.Formula == WordError}
	res.Hi, res.Lo = r.order(t1, t2)
	n := len(r.Pcts)
	abs := make([]float64, n)
	res.Diff = make([]float64, n)
	for b := range r.Pcts {
		abs[b] = math.Abs(r.Pcts[b][res.Hi] - r.Pcts[b][res.Lo])
		res.Diff[b] = r.Pcts[b][res.Hi] - r.Pcts[b][res.Lo]
	}
	res.Rank = meanRanks(abs)
	alternate := 0
	for b, d := range res.Diff {
		plus := d > 0.0 && math.Abs(d) > 0.005
		if !(d < 0.0 && math.Abs(d) > 0.005) && !plus {
			plus = alternate%2 == 0
			alternate++
		}
		if plus {
			res.NPlus++
			res.SumPlus += res.Rank[b]
		} else {
			res.NMinus++
			res.SumMinus += res.Rank[b]
		}
	}
	res.analyze()
	if res.Outcome != NoDiff && res.Hi != t1 {
		res.Outcome = -res.Outcome
	}
	return res
}

// analyze is wilcoxon_test_analysis without its text.
func (res *WilcoxonResult) analyze() {
	w := res.SumMinus
	if res.NPlus < res.NMinus {
		w = res.SumPlus
	}
	n := res.NPlus + res.NMinus
	// better 'a' is the first system (Hi).
	res.betterIsHigh = res.NPlus >= res.NMinus
	if res.zeroBest {
		res.betterIsHigh = !res.betterIsHigh
	}
	e := float64(n) * float64(n+1) / 4.0
	v := float64(n*(n+1)*(2*n+1)) / 24.0
	res.Z = (w - e) / math.Sqrt(v)
	res.P = 1.0 - (2.0 * (NormProb(math.Abs(res.Z)) - 0.50))
	if math.Abs(res.Z) > zCrit95 {
		res.Outcome = SecondBetter
		if res.betterIsHigh {
			res.Outcome = FirstBetter
		}
	}
}

// meanRanks is order.c's rank_double_arr in increasing order: 1-based ranks, tied values
// sharing the mean of their ranks.
func meanRanks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return xs[idx[a]] < xs[idx[b]] })
	ranks := make([]float64, len(xs))
	for j := 0; j < len(idx); {
		k := j
		for k+1 < len(idx) && xs[idx[k]] == xs[idx[k+1]] {
			k++
		}
		sum := 0
		for i := j; i <= k; i++ {
			sum += i
		}
		for i := j; i <= k; i++ {
			if k > j {
				ranks[idx[i]] = float64(sum)/float64(k+1-j) + 1.0
			} else {
				ranks[idx[i]] = float64(j + 1)
			}
		}
		j = k + 1
	}
	return ranks
}

// WriteWilcoxonVerbose writes the Wilcoxon test's detailed analysis of a pair, as sc_stats -v
// writes it into the .wilc report.
func WriteWilcoxonVerbose(w io.Writer, r *Rank, s WilcoxonResult) {
	const paper = 79
	var b strings.Builder
	hiName, loName := r.Systems[s.Hi], r.Systems[s.Lo]
	blockW := len("Spkr")
	for _, n := range r.Speakers {
		blockW = max(blockW, len(n))
	}
	treatW := max(6, len(hiName), len(loName))
	repW := blockW + treatW*2 + 37
	ind := center("", (paper-repW)/2)
	fmt.Fprintf(&b, "%s\n", center("Wilcoxon Test Calculations Table", paper))
	fmt.Fprintf(&b, "%s\n\n", center(fmt.Sprintf("Comparing Spkr %s Percentages for Systems %s and %s", r.Formula, hiName, loName), paper))
	b.WriteString(ind + center("", blockW) + "    " + center("", treatW) + "    " + center("", treatW) + "  " + "                    Signed\n")
	b.WriteString(ind + center("Spkr", blockW) + "    " + center(hiName, treatW) + "    " + center(loName, treatW) + "  " + "Difference   Rank    Rank\n")
	rule := ind + strings.Repeat("-", repW) + "\n"
	b.WriteString(rule)
	sumHi, sumLo, sumDiff := 0.0, 0.0, 0.0
	for k, name := range r.Speakers {
		hi, lo := r.Pcts[k][s.Hi], r.Pcts[k][s.Lo]
		b.WriteString(ind + center(name, blockW) + "    " + pctFormat(hi, treatW) + "    " + pctFormat(lo, treatW) + "   ")
		fmt.Fprintf(&b, "%6.2f    %5.1f    ", s.Diff[k], s.Rank[k])
		sumHi += hi
		sumLo += lo
		sumDiff += s.Diff[k]
		signed := s.Rank[k]
		if s.Diff[k] < 0.0 && math.Abs(s.Diff[k]) > 0.005 {
			signed = -1.0 * s.Rank[k]
		}
		fmt.Fprintf(&b, "%5.1f\n", signed)
	}
	b.WriteString(rule)
	n := float64(len(r.Speakers))
	b.WriteString(ind + center("Avg.", blockW) + "    " + pctFormat(sumHi/n, treatW) + "    " + pctFormat(sumLo/n, treatW) + "   ")
	fmt.Fprintf(&b, "%6.2f\n\n", sumDiff/n)
	fmt.Fprintf(&b, "%s\n", center(fmt.Sprintf("Sum of %2d positive ranks = %4.1f", s.NPlus, s.SumPlus), paper))
	fmt.Fprintf(&b, "%s\n", center(fmt.Sprintf("Sum of %2d negative ranks = %4.1f", s.NMinus, s.SumMinus), paper))
	b.WriteString("\n\n")
	s.writeAnalysis(&b, hiName, loName)
	io.WriteString(w, b.String())
}

const wilcoxonHypotheses = `    The Null Hypothesis:

         The two populations represented by the respective matched
         pairs are identical.

    Alternate Hypothesis:

         The two populations are not equal and therefore
         there is a difference between systems.

    Decision Analysis:

         Assumptions:
              The distribution of signed ranks is approximated
              by the normal distribution if the number of Blocks
              is greater than equal to 8.

         Rejection Threshold:
`

// writeAnalysis is wilcoxon_test_analysis's verbose text.
func (s WilcoxonResult) writeAnalysis(b *strings.Builder, hiName, loName string) {
	b.WriteString(wilcoxonHypotheses)
	fmt.Fprintf(b, "              Based on a %2.0f%% confidence interval, the Z-score should\n", 0.95*100.0)
	fmt.Fprintf(b, "              be greater than %4.2f or less than -%4.2f.\n\n", zCrit95, zCrit95)
	b.WriteString("         Decision:\n")
	fmt.Fprintf(b, "              The Z statistic = %4.2f, therefore the Hypothesis\n", s.Z)
	if math.Abs(s.Z) > zCrit95 {
		better := loName
		if s.betterIsHigh {
			better = hiName
		}
		b.WriteString("              is REJECTED in favor of the Null Hypothesis.\n\n")
		fmt.Fprintf(b, "              Further, %s is the better System.\n", better)
	} else {
		b.WriteString("              is ACCEPTED.\n")
	}
	b.WriteString(formFeed)
}
