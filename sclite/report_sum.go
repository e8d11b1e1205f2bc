package sclite

import (
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/sacre-mt/sacre/internal/rpg"
)

// screenWidth is sclite's SCREEN_WIDTH: reports are centered on 80 columns.
const screenWidth = 80

// WriteSum writes the sum report (sclite -o sum, file NAME.sys): the SYSTEM SUMMARY
// PERCENTAGES by SPEAKER table, byte for byte as SCTK 2.4.10's print_system_summary does
// with neither raw counts nor word weights. When every path has hypothesis confidences
// (ctm input with a confidence column), the table gains sclite's NCE column.
func WriteSum(w io.Writer, s *System) error {
	_, err := w.Write(systemSummary(rpg.New(), s, false, false))
	return err
}

// WriteRawSum writes the rsum report (sclite -o rsum, file NAME.raw): the same table with
// word counts instead of percentages, as print_system_summary does with do_raw.
func WriteRawSum(w io.Writer, s *System) error {
	_, err := w.Write(systemSummary(rpg.New(), s, true, false))
	return err
}

// WriteWeightedSum writes the wws report (sclite -o wws with -w or -L, file NAME.wws): the
// percentages computed from word weights, as print_system_summary does with do_weighted.
// It needs the weights of the words (RefWeight and HypWeight paths).
func WriteWeightedSum(w io.Writer, s *System) error {
	_, err := w.Write(systemSummary(rpg.New(), s, false, true))
	return err
}

// groupCounts is what sclite's add_PATH_score accumulates for a speaker.
type groupCounts struct {
	corr, sub, del, ins, nsent, serr int
	wRef, wCorr, wSub, wDel, wIns    float64
	words                            int // corr + sub + del
	hasConf, lacksConf, charAlign    bool
}

func countSpeaker(sp *Speaker) groupCounts {
	var g groupCounts
	for _, p := range sp.Paths {
		errs := 0
		for _, pr := range p.Pairs {
			switch pr.Eval {
			case Ins:
				g.ins++
				g.wIns += pr.Hyp.Weight
				errs++
			case Del:
				g.del++
				g.wDel += pr.Ref.Weight
				g.wRef += pr.Ref.Weight
				errs++
			case Correct:
				g.corr++
				g.wRef += pr.Ref.Weight
				g.wCorr += pr.Hyp.Weight // sclite adds the hypothesis word's weight here
			case Sub:
				g.sub++
				g.wSub += pr.Ref.Weight + pr.Hyp.Weight
				g.wRef += pr.Ref.Weight
				errs++
			}
			// merges and splits: sclite warns and counts nothing
		}
		g.nsent++
		if errs > 0 {
			g.serr++
		}
		if p.Attr&HypConf != 0 {
			g.hasConf = true
		} else {
			g.lacksConf = true
		}
		g.charAlign = g.charAlign || p.Attr&CharAlign != 0
	}
	g.words = g.corr + g.sub + g.del
	return g
}

// sumPct is sclite's pct macro: 0 when the denominator is 0.
func sumPct(num, den float64) float64 {
	if den == 0 {
		return 0
	}
	return num / den * 100
}

// speakerValues are one speaker's cells: percentages, counts (raw, or no reference words),
// or weighted percentages.
type speakerValues struct {
	corr, sub, del, ins, err, serr float64
}

func (g *groupCounts) values(raw, weighted bool) (v speakerValues, refs float64) {
	refs = float64(g.sub + g.corr + g.del)
	if weighted {
		refs = g.wRef
	}
	switch {
	case raw || refs == 0:
		v = speakerValues{float64(g.corr), float64(g.sub), float64(g.del), float64(g.ins),
			float64(g.sub + g.ins + g.del), 0}
	case weighted:
		v = speakerValues{sumPct(g.wCorr, refs), sumPct(g.wSub, refs), sumPct(g.wDel, refs),
			sumPct(g.wIns, refs), sumPct(g.wSub+g.wIns+g.wDel, refs), 0}
	default:
		v = speakerValues{sumPct(float64(g.corr), refs), sumPct(float64(g.sub), refs),
			sumPct(float64(g.del), refs), sumPct(float64(g.ins), refs),
			sumPct(float64(g.sub+g.ins+g.del), refs), 0}
	}
	v.serr = float64(g.serr)
	if !raw {
		v.serr = sumPct(float64(g.serr), float64(g.nsent))
	}
	return v, refs
}

// centerText is pad.c's center: s in the middle of n bytes, the odd space after it.
func centerText(s string, n int) string { return rpg.Center(s, n) }

// cfmt formats like C's printf for the finite values sclite prints here: Go's %f rounds the
// exact binary value half to even, as glibc does.
func cfmt(format string, v float64) string { return fmt.Sprintf(format, v) }

// summary holds the columns of print_system_summary being built.
type summary struct {
	raw, weighted, conf bool
	t                   *rpg.State
}

// rowFormat is the row's format: first column justification (l or c), then sclite's
// "|cc|cccccc" and, with confidences, "|c".
func (sm *summary) rowFormat(first byte) string {
	f := string(first) + "|cc|cccccc"
	if sm.conf {
		f += "|c"
	}
	return f
}

// systemSummary lays the report out in t, SCTK's report generator as the run left it, and
// returns it.
func systemSummary(t *rpg.State, s *System, raw, weighted bool) []byte {
	groups := make([]groupCounts, len(s.Speakers))
	conf, lacks, charAlign := false, false, false
	for i, sp := range s.Speakers {
		groups[i] = countSpeaker(sp)
		conf = conf || groups[i].hasConf
		lacks = lacks || groups[i].lacksConf
		charAlign = charAlign || groups[i].charAlign
	}
	// sclite ignores confidences (with a warning) unless every path has them.
	sm := &summary{raw: raw, weighted: weighted, conf: conf && !lacks, t: t}
	t.Erase()
	t.SetPageCenter(screenWidth)
	var out []byte
	out = append(out, "\n\n\n"+centerText("SYSTEM SUMMARY PERCENTAGES by SPEAKER", screenWidth)+"\n\n"...)
	if weighted {
		out = append(out, weightedBanner(s)...)
	}
	sm.header(s.Title, charAlign)
	vals := make([]speakerValues, len(groups))
	var nce []float64
	var nceSys float64
	if sm.conf {
		nceSys, nce = systemNCE(s, groups)
	}
	zero := 0
	for i := range groups {
		vals[i], _ = groups[i].values(raw, weighted)
		if sm.speakerRow(s.Speakers[i].ID, &groups[i], vals[i], nce, i) {
			zero++
		}
	}
	sm.totalRow(groups, nceSys)
	sm.statRows(groups, vals, nce, zero)
	out = append(out, sm.t.Render(0)...)
	if zero > 0 && !raw {
		out = append(out, "\n"+
			"* No Reference words for this/these speaker(s).  Word counts supplied\n"+
			"  rather than percents.\n"+
			"# No Reference words for this/these speaker(s).  NCE not computable.\n"+
			"+ Speaker(s) with no reference data is ignored\n"...)
	}
	return out
}

func weightedBanner(s *System) string {
	stars := "**********************************************************************"
	return "\n\n" + centerText(stars, screenWidth) + "\n" +
		centerText("*****     Word Percentages Computed using Weighted Word Scoring  *****", screenWidth) + "\n" +
		centerText(stars, screenWidth) + "\n\n" +
		centerText("** Weights defined by file: '"+s.WeightFile+"'", screenWidth) + "\n\n"
}

func (sm *summary) header(title string, charAlign bool) {
	sm.t.AddRow("c", title)
	sm.t.AddSeparation('-', rpg.BeforeRow)
	words := "# Wrd"
	if charAlign {
		words = "# Chr"
	}
	cells := []string{" SPKR", " # Snt", words, "Corr", " Sub", " Del", " Ins", " Err", "S.Err"}
	if sm.conf {
		cells = append(cells, "NCE")
	}
	sm.t.AddRow(sm.rowFormat('l'), cells...)
}

// speakerRow adds a speaker's row and reports whether the speaker has no reference words
// (its counts are printed with '*' instead of percentages).
func (sm *summary) speakerRow(id string, g *groupCounts, v speakerValues, nce []float64, i int) bool {
	sm.t.AddSeparation('-', rpg.BeforeRow)
	prec, pctFmt := 1, "%5.1f "
	if sm.raw {
		prec, pctFmt = 0, "%5.0f "
	}
	cells := []string{" " + id + " ", fmt.Sprintf("%5d", g.nsent), fmt.Sprintf("%5d", g.words)}
	zero := g.words == 0 && !sm.raw
	for _, x := range []float64{v.corr, v.sub, v.del, v.ins, v.err} {
		if zero {
			cells = append(cells, cfmt("%5.0f*", rpg.FRound(x, 0)))
		} else {
			cells = append(cells, cfmt(pctFmt, rpg.FRound(x, prec)))
		}
	}
	cells = append(cells, cfmt(pctFmt, rpg.FRound(v.serr, prec)))
	if sm.conf {
		if g.words > 0 {
			cells = append(cells, cfmt("%7.3f ", rpg.FRound(nce[i], 3)))
		} else {
			cells = append(cells, "# ")
		}
	}
	sm.t.AddRow(sm.rowFormat('l'), cells...)
	return zero
}

// totalRow adds the Sum/Avg row (Sum with raw counts). sclite keeps the totals in C ints,
// so weighted totals are truncated as they are added.
func (sm *summary) totalRow(groups []groupCounts, nceSys float64) {
	var corr, sub, del, ins, ref, serr, sents, words int
	for i := range groups {
		g := &groups[i]
		_, refs := g.values(sm.raw, sm.weighted)
		if sm.weighted {
			corr, sub = int(float64(corr)+g.wCorr), int(float64(sub)+g.wSub)
			del, ins = int(float64(del)+g.wDel), int(float64(ins)+g.wIns)
		} else {
			corr, sub, del, ins = corr+g.corr, sub+g.sub, del+g.del, ins+g.ins
		}
		ref = int(float64(ref) + refs)
		serr, sents, words = serr+g.serr, sents+g.nsent, words+g.words
	}
	sm.t.AddSeparation('=', rpg.BeforeRow)
	cells := []string{" Sum/Avg", fmt.Sprintf("%5d", sents), fmt.Sprintf("%5d", words)}
	if sm.raw {
		cells[0] = " Sum"
		for _, x := range []int{corr, sub, del, ins, sub + ins + del, serr} {
			cells = append(cells, cfmt("%5.0f ", rpg.FRound(float64(x), 0)))
		}
	} else {
		r := float64(ref)
		for _, x := range []int{corr, sub, del, ins, sub + ins + del} {
			cells = append(cells, cfmt("%5.1f ", rpg.FRound(sumPct(float64(x), r), 1)))
		}
		cells = append(cells, cfmt("%5.1f ", rpg.FRound(sumPct(float64(serr), float64(sents)), 1)))
	}
	if sm.conf {
		cells = append(cells, cfmt("%7.3f ", rpg.FRound(nceSys, 3)))
	}
	sm.t.AddRow(sm.rowFormat('l'), cells...)
}

// statRows adds the Mean, S.D. and Median rows. Speakers without reference words are left
// out of the word columns by sclite's shifting loop, kept here with its quirk: it tests the
// speakers' original indexes against the shifted arrays, so with two or more such speakers
// the wrong entries can be dropped.
func (sm *summary) statRows(groups []groupCounts, vals []speakerValues, nce []float64, zero int) {
	n := len(groups)
	sents, words := make([]float64, n), make([]float64, n)
	cols := make([][]float64, 5) // corr, sub, del, ins, err
	for i := range cols {
		cols[i] = make([]float64, n)
	}
	serr := make([]float64, n)
	for i, g := range groups {
		sents[i], words[i] = float64(g.nsent), float64(g.words)
		v := vals[i]
		for k, x := range []float64{v.corr, v.sub, v.del, v.ins, v.err} {
			cols[k][i] = x
		}
		serr[i] = v.serr
	}
	if zero > 0 {
		for i := range groups {
			if groups[i].words != 0 {
				continue
			}
			for _, c := range cols {
				copy(c[i:], c[i+1:])
				c[n-1] = -1000
			}
		}
	}
	if nce == nil {
		nce = make([]float64, n)
	}
	kept := n - zero
	st := [][3]float64{intStats(sents), intStats(words)}
	for _, c := range cols {
		st = append(st, listStats(c[:kept]))
	}
	st = append(st, listStats(serr), listStats(nce))
	sm.t.AddSeparation('=', rpg.BeforeRow)
	for k, label := range []string{" Mean ", " S.D. ", "Median"} {
		sm.statRow(label, st, k, zero > 0)
	}
}

func (sm *summary) statRow(label string, st [][3]float64, k int, zero bool) {
	wordFmt, nceFmt := "%5.1f ", "%7.3f "
	if zero {
		wordFmt, nceFmt = "%5.1f+", "%7.3f#"
	}
	cells := []string{label, cfmt("%5.1f ", rpg.FRound(st[0][k], 1)), cfmt("%5.1f ", rpg.FRound(st[1][k], 1))}
	for c := 2; c < 7; c++ {
		cells = append(cells, cfmt(wordFmt, rpg.FRound(st[c][k], 1)))
	}
	cells = append(cells, cfmt("%5.1f ", rpg.FRound(st[7][k], 1)))
	if sm.conf {
		cells = append(cells, cfmt(nceFmt, rpg.FRound(st[8][k], 3)))
	}
	sm.t.AddRow(sm.rowFormat('c'), cells...)
}

// intStats returns the mean, standard deviation (n-1) and median as sclite's
// calc_mean_var_std_dev_Zstat does for integer lists.
func intStats(xs []float64) [3]float64 {
	if len(xs) == 0 {
		return [3]float64{}
	}
	return listStats(xs)
}

// listStats is calc_mean_var_std_dev_Zstat_double: all zero for an empty list, a standard
// deviation of 0 when every value is the mean.
func listStats(xs []float64) [3]float64 {
	n := len(xs)
	if n == 0 {
		return [3]float64{}
	}
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	mean := sum / float64(n)
	sorted := slices.Clone(xs)
	slices.Sort(sorted)
	median := sorted[n/2]
	if n%2 == 0 {
		median = (sorted[n/2] + sorted[n/2-1]) / 2
	}
	ss := 0.0
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	sd := 0.0
	if ss != 0 {
		sd = math.Sqrt(ss / float64(n-1))
	}
	return [3]float64{mean, sd, median}
}

// systemNCE is sclite's compute_SCORE_nce: the normalized cross entropy of the hypothesis
// words' confidences, per speaker and for the system, in bits. Confidences are clamped to
// [1e-7, 1-1e-7]; a speaker without hypothesis words gets 0.
func systemNCE(s *System, groups []groupCounts) (float64, []float64) {
	nce := make([]float64, len(groups))
	var sumC, sumI float64
	var corr, errs int
	for i, sp := range s.Speakers {
		g := &groups[i]
		corr += g.corr
		errs += g.sub + g.ins
		c, e, n := confidenceSums(sp)
		if n == 0 {
			continue
		}
		nce[i] = nceOf(g.corr, g.sub+g.ins, c, e)
		sumC += c
		sumI += e
	}
	return nceOf(corr, errs, sumC, sumI), nce
}

// nceOf is (H(C) + sumCorrect + sumIncorrect) / H(C), with H(C) the entropy of the correct
// rate, computed in sclite's order (NaN when every word is correct, as in sclite).
func nceOf(corr, errs int, sumC, sumI float64) float64 {
	p := float64(corr) / float64(errs+corr)
	h := -((float64(corr) * math.Log(p) * math.Log2E) + (float64(errs) * math.Log(1-p) * math.Log2E))
	return (h + sumC + sumI) / h
}

// confidenceSums adds log2(conf) over correct hypothesis words and log2(1-conf) over the
// others (substitutions and insertions), skipping empty hypothesis words.
func confidenceSums(sp *Speaker) (sumC, sumI float64, n int) {
	for _, p := range sp.Paths {
		for _, pr := range p.Pairs {
			if pr.Eval == Del || pr.Hyp == nil || pr.Hyp.Text == "" {
				continue
			}
			n++
			conf := min(max(pr.Hyp.Conf, 0.0000001), 0.9999999)
			if pr.Eval == Correct {
				sumC += math.Log(conf) * math.Log2E
			} else {
				sumI += math.Log(1-conf) * math.Log2E
			}
		}
	}
	return sumC, sumI, n
}
