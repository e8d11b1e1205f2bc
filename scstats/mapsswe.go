package scstats

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/sacre-mt/sacre/sclite"
)

// MinGood is the number of words both systems must get right, in a row, to end a segment in
// sc_stats's matched pairs test (it passes "2" to do_mtch_pairs).
const MinGood = 2

// Segment is one segment of the matched pairs test: its reference words (the mean of what
// the two alignments count) and each system's errors in it.
type Segment struct{ Ref, Err1, Err2 int }

// MatchedPairsResult is the outcome of sc_stats's matched pairs sentence segment word error
// test (MAPSSWE, do_mtch_pairs_on_sys) on two systems.
type MatchedPairsResult struct {
	Name1, Name2    string
	Segments        []Segment
	Sentences       int
	Pct1, Pct2      float64 // each system's errors per reference word in the segments, in %
	SegPerSent      float64
	Mean, Std, Z    float64 // of the differences of errors per segment
	P               float64
	Outcome         Outcome
	MinGood         int
	CorrectSegments int // segments without errors, which sc_stats warns about and drops
	McNemar         McNemarResult
}

// MatchedPairs is sc_stats's MAPSSWE test (do_mtch_pairs_on_sys) of a against b: the
// utterances they share (by speaker and id, in a's order) are cut into segments bounded by
// minGood words both systems got right, and the mean difference of their errors per segment
// is tested against the normal distribution (|Z| > 1.96), its p-value from NormProb.
func MatchedPairs(a, b *sclite.System, minGood int) MatchedPairsResult {
	res := MatchedPairsResult{Name1: a.Title, Name2: b.Title, MinGood: minGood}
	eachMatchedPath(a, b, func(p, q *sclite.Path) {
		res.segment(p.Pairs, q.Pairs)
		res.Sentences++
	})
	tot, e1, e2 := 0, 0, 0
	diffs := make([]int, len(res.Segments))
	for i, s := range res.Segments {
		tot, e1, e2 = tot+s.Ref, e1+s.Err1, e2+s.Err2
		diffs[i] = s.Err1 - s.Err2
	}
	res.Pct1, res.Pct2 = pct(e1, tot), pct(e2, tot)
	res.SegPerSent = float64(len(res.Segments)) / float64(res.Sentences)
	res.Mean, _, res.Std, res.Z = meanStdZ(diffs)
	res.P = 1.0 - (2.0 * (NormProb(math.Abs(res.Z)) - 0.50))
	if math.Abs(res.Z) > zCrit95 {
		res.Outcome = SecondBetter
		if res.Mean < 0.0 {
			res.Outcome = FirstBetter
		}
	}
	res.McNemar = McNemar(res.segmentTable())
	return res
}

// segmentTable is the McNemar-style table evaluate_SEG prints in its verbose report.
func (res *MatchedPairsResult) segmentTable() [2][2]int {
	var t [2][2]int
	for _, s := range res.Segments {
		switch {
		case s.Err1 == 0 && s.Err2 == 0 && s.Ref == 0:
			t[0][0]++
		case s.Err1 > 0 && s.Err2 == 0:
			t[1][0]++
		case s.Err1 == 0 && s.Err2 > 0:
			t[0][1]++
		default:
			t[1][1]++
		}
	}
	return t
}

// segment cuts one pair of aligned utterances into segments as mtchprs.c's test_comp_sents
// does: state 'b' (no error yet), 'e' (in an error) and 'g' (counting correct words after
// one). sclite's re-synchronization of reference words never fires on SGML input (it compares
// word structures whose first bytes are always equal), so it is left out.
func (res *MatchedPairsResult) segment(s1, s2 []sclite.Pair) {
	i1, i2, eog1, eog2, good := 0, 0, 0, 0, 0
	state := byte('b')
	corr := func(s []sclite.Pair, i int) bool { return i < len(s) && s[i].Eval == sclite.Correct }
	for i1 < len(s1) {
		for i1 < len(s1) && s1[i1].Eval == sclite.Ins {
			i1, state = i1+1, 'e'
		}
		for i2 < len(s2) && s2[i2].Eval == sclite.Ins {
			i2, state = i2+1, 'e'
		}
		both := corr(s1, i1) && corr(s2, i2)
		switch state {
		case 'b':
			if both {
				eog1, eog2 = i1, i2
			} else {
				state = 'e'
			}
		case 'e', 'g':
			if !both {
				state = 'e'
				break
			}
			if state == 'e' {
				good = 1
			} else {
				good++
			}
			state = 'g'
			if good == res.MinGood {
				res.count(s1, s2, eog1-(res.MinGood-1), eog2-(res.MinGood-1), i1, i2)
				eog1, eog2, state = i1, i2, 'b'
			}
		}
		if i1 < len(s1) {
			i1++
		}
		if i2 < len(s2) {
			i2++
		}
	}
	if state != 'b' || len(s2) > i2 {
		res.count(s1, s2, eog1-(res.MinGood-1), eog2-(res.MinGood-1), len(s1)-1, len(s2)-1)
	}
}

// count is mtchprs.c's count_seg: the segment from..to of both utterances, dropped (with
// sclite's warning) when neither system has an error in it.
func (res *MatchedPairsResult) count(s1, s2 []sclite.Pair, beg1, beg2, end1, end2 int) {
	err1, ref1 := segCount(s1, max(beg1, 0), end1)
	err2, ref2 := segCount(s2, max(beg2, 0), end2)
	if err1 == 0 && err2 == 0 {
		res.CorrectSegments++
		return
	}
	res.Segments = append(res.Segments, Segment{Ref: (ref1 + ref2) / 2, Err1: err1, Err2: err2})
}

// segCount counts the errors and reference words of pairs from..to.
func segCount(s []sclite.Pair, from, to int) (errs, refs int) {
	for i := from; i <= to; i++ {
		if s[i].Eval != sclite.Correct {
			errs++
		}
		if s[i].Eval != sclite.Ins {
			refs++
		}
	}
	return errs, refs
}

// WriteMatchedPairsVerbose writes the detailed analysis of one pair, as sc_stats -v writes it
// into the .mapsswe report (evaluate_SEG, do_McNemar and the MTCH_PR_RESULTS line).
func WriteMatchedPairsVerbose(w io.Writer, m MatchedPairsResult) {
	var b strings.Builder
	tot, e1, e2 := 0, 0, 0
	for _, s := range m.Segments {
		tot, e1, e2 = tot+s.Ref, e1+s.Err1, e2+s.Err2
	}
	b.WriteString("      SEGMENTATION REPORT FOR SYSTEMS\n")
	fmt.Fprintf(&b, "              %s and %s\n", right(m.Name1, 4), right(m.Name2, 4))
	fmt.Fprintf(&b, "Minimum Number of Correct Boundary words %1d\n\n", m.MinGood)
	fmt.Fprintf(&b, "  Number of Segments %2d,     %5.3f per sentence\n", len(m.Segments), m.SegPerSent)
	fmt.Fprintf(&b, "  Number of Sentences %2d\n\n", m.Sentences)
	fmt.Fprintf(&b, "    # Ref wrds      Err %s   Err %s\n", right(m.Name1, 4), right(m.Name2, 4))
	b.WriteString("---------------------------------------\n")
	fmt.Fprintf(&b, "Totals %4d           %4d        %4d\n\n", tot, e1, e2)
	fmt.Fprintf(&b, "Pct err              %5.1f%%      %5.1f%%\n\n", m.Pct1, m.Pct2)
	b.WriteString("\n\n\n")
	io.WriteString(w, b.String())
	WriteMcNemarVerbose(w, m.Name1, m.Name2, m.McNemar)
	diff := "Yes"
	if m.Outcome == NoDiff {
		diff = "No"
	}
	fmt.Fprintf(w, "MTCH_PR_RESULTS (systems: %s %s) (# segs: %d) (Seg per Sent: %5.3f) ", m.Name1, m.Name2, len(m.Segments), m.SegPerSent)
	fmt.Fprintf(w, "(%% Error: %5.2f %5.2f) (mean: %5.3f) (std dev: %5.3f) (Z Stat: %5.3f) (Stat Diff: %s)\n", m.Pct1, m.Pct2, m.Mean, m.Std, m.Z, diff)
}

// WriteMatchedPairsMatrix writes the comparison matrix of the matched pairs test
// (print_compare_matrix_for_sys); res[i][j] for i < j holds the test of systems i and j.
func WriteMatchedPairsMatrix(w io.Writer, names []string, res [][]MatchedPairsResult, testName string) {
	var b strings.Builder
	nameW := 0
	for _, n := range names {
		nameW = max(nameW, len(n))
	}
	block := 3 + nameW
	hy := func(n int) string { return strings.Repeat("-", min(49, max(n, 0))) }
	sp := func(n int) string { return spaces(min(49, n)) }
	cell := func(s string) string { return " " + right(s, nameW) + " |" }
	title := "COMPARISON MATRIX: FOR THE MATCHED PAIRS TEST"
	fmt.Fprintf(&b, "\n\n\n%s%s\n", padFor(title), title)
	sub := "PECENTAGES ARE MEAN PCT ERROR/SEGMENT.  FIRST # IS LEFT SYSTEM"
	fmt.Fprintf(&b, "%s%s\n", padFor(sub), sub)
	if testName != "" {
		fmt.Fprintf(&b, "%s%s\n", padFor(testName), testName)
	}
	good := "Minimum Number of Correct Boundary words"
	fmt.Fprintf(&b, "%s%s %1d\n\n", padCentN(len(good)+2), good, MinGood)
	pad := padCentN((len(names) + 1) * block)
	b.WriteString("\n" + pad + "|" + hy(block-1) + strings.Repeat(hy(block), len(names)) + "|\n")
	b.WriteString(pad + "|" + sp(block-1) + "|")
	for _, n := range names {
		b.WriteString(cell(n))
	}
	b.WriteString("\n")
	for i, ni := range names {
		b.WriteString(pad + "|" + hy(block-1) + strings.Repeat("+"+hy(block-1), len(names)) + "|\n")
		b.WriteString(pad + "|" + cell(ni))
		for j := range names {
			name, t := "", 0
			if j > i {
				name = winnerName(res[i][j].Outcome, ni, names[j])
				t = (block - 1 - len(name)) / 2
			}
			b.WriteString(sp(t) + name + sp(block-1-len(name)-t) + "|")
		}
		b.WriteString("\n")
	}
	b.WriteString(pad + "|" + hy(block-1) + strings.Repeat(hy(block), len(names)) + "|\n")
	io.WriteString(w, b.String())
}
