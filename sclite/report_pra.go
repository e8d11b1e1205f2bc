package sclite

import (
	"bufio"
	"fmt"
	"io"
)

// DefaultLineWidth is sclite's default -l: the width past which an alignment wraps.
const DefaultLineWidth = 1000

// WritePra writes sclite's pra report (-o pra) for s: the alignment of every utterance,
// speaker by speaker. It mirrors dump_SCORES_alignments(sc, fp, 1000, 0) in scores.c.
func WritePra(w io.Writer, s *System) error {
	return WriteAlignments(w, s, DefaultLineWidth, false)
}

// WritePrf writes sclite's prf report (-o prf): the pra with the file header, the label
// definitions, the utterances in alignment order and the time, confidence and weight lines
// of time-marked input. It mirrors dump_SCORES_alignments(sc, fp, 1000, 1) in scores.c.
func WritePrf(w io.Writer, s *System) error {
	return WriteAlignments(w, s, DefaultLineWidth, true)
}

// WriteAlignments is WritePra (full false) or WritePrf (full true) for sclite's -l
// lineWidth: sclite's dump_SCORES_alignments.
func WriteAlignments(w io.Writer, s *System, lineWidth int, full bool) error {
	bw := bufio.NewWriter(w)
	praHeader(bw, s, full)
	if full {
		praLabelDefs(bw, s)
		if !praFullBody(bw, s, lineWidth) {
			// sclite returns here without the closing blank line.
			return bw.Flush()
		}
	} else {
		praShortBody(bw, s, lineWidth)
	}
	bw.WriteString("\n")
	return bw.Flush()
}

// praHeader writes everything up to the list of speakers.
func praHeader(w *bufio.Writer, s *System, full bool) {
	if full {
		w.WriteString("NIST_TEXT_ALIGNMENT\nVERSION 0.1\n")
	}
	fmt.Fprintf(w, "\n\n\t\tDUMP OF SYSTEM ALIGNMENT STRUCTURE\n\n")
	fmt.Fprintf(w, "System name:   %s\n", s.Title)
	if full {
		fmt.Fprintf(w, "Ref file:      %s\n", s.RefFile)
		fmt.Fprintf(w, "Hyp file:      %s\n", s.HypFile)
		fmt.Fprintf(w, "Creation date: \"%s\"\n", s.Created)
		if s.WeightAli {
			fmt.Fprintf(w, "Word Weight Aligned by file: \"%s\"\n", s.WeightFile)
		}
		if s.FragCorr {
			w.WriteString("Fragment Correct Flag Set\n")
		}
		if s.OptDel {
			w.WriteString("Optionally Deletable Flag Set\n")
		}
	}
	w.WriteString("\n")
	if full {
		fmt.Fprintf(w, "Speaker Count: %d\n", len(s.Speakers))
	}
	w.WriteString("Speakers: \n")
	for i, sp := range s.Speakers {
		fmt.Fprintf(w, "   %2d:  %s\n", i, sp.ID)
	}
	w.WriteString("\n")
}

// praLabelDefs writes the prf's label definitions: categories first, then labels.
func praLabelDefs(w *bufio.Writer, s *System) {
	if len(s.Labels) > 0 || len(s.Categories) > 0 {
		w.WriteString("Utterance Label definitions:\n")
		for _, c := range s.Categories {
			fmt.Fprintf(w, "    Category: id: \"%s\" title: \"%s\" description: \"%s\"\n", c.ID, c.Title, c.Desc)
		}
		for _, l := range s.Labels {
			fmt.Fprintf(w, "    Label: id: \"%s\" title: \"%s\" description: \"%s\"\n", l.ID, l.Title, l.Desc)
		}
	}
	w.WriteString("\n")
}

// praShortBody writes the pra's utterances speaker by speaker. sclite clears every path
// attribute but case sensitivity for the pra, so times, confidences and weights never show.
func praShortBody(w *bufio.Writer, s *System, lineWidth int) {
	for i, sp := range s.Speakers {
		fmt.Fprintf(w, "Speaker sentences%4d:  %s   #utts: %d\n", i, sp.ID, len(sp.Paths))
		for _, p := range sp.Paths {
			writePath(w, p, lineWidth, p.Attr&CaseSense)
			w.WriteString("\n")
		}
	}
}

// praFullBody writes the prf's utterances; it reports false when there are none.
func praFullBody(w *bufio.Writer, s *System, lineWidth int) bool {
	var first *Path
	for _, sp := range s.Speakers {
		if len(sp.Paths) > 0 {
			first = sp.Paths[0]
			break
		}
	}
	if first == nil {
		w.WriteString("No utterances found\n")
		return false
	}
	if first.Sequence < 0 {
		for i, sp := range s.Speakers {
			fmt.Fprintf(w, "Speaker sentences%4d:  %s   #utts: %d\n", i, sp.ID, len(sp.Paths))
			for _, p := range sp.Paths {
				writePath(w, p, lineWidth, p.Attr)
				w.WriteString("\n")
			}
		}
		return true
	}
	praBySequence(w, s, lineWidth)
	return true
}

// praSeqLimit is where sclite's merge by sequence starts its search for the lowest one: a
// path numbered at or past it is never printed.
const praSeqLimit = 999999

// praBySequence merges the speakers' paths by their sequence numbers, as sclite does: at
// each step the speaker whose next path has the lowest sequence, the first speaker on ties.
func praBySequence(w *bufio.Writer, s *System, lineWidth int) {
	next := make([]int, len(s.Speakers))
	for {
		best, min := -1, praSeqLimit
		for i, sp := range s.Speakers {
			if next[i] < len(sp.Paths) && sp.Paths[next[i]].Sequence < min {
				best, min = i, sp.Paths[next[i]].Sequence
			}
		}
		if best < 0 {
			return
		}
		sp := s.Speakers[best]
		fmt.Fprintf(w, "Speaker sentences%4d:  %s   utt# %d of %d\n", best, sp.ID, next[best], len(sp.Paths))
		writePath(w, sp.Paths[next[best]], lineWidth, sp.Paths[next[best]].Attr)
		w.WriteString("\n")
		next[best]++
	}
}

// praAuxAttrs are the attributes that print an extra line under REF or HYP; any of them
// widens every column to at least praAuxWidth.
const (
	praAuxAttrs = HypConf | RefConf | HypWordTimes | RefWordTimes | HypWeight | RefWeight
	praAuxWidth = 7
)

// praStars is the fill sclite cuts its asterisks from: a word longer than it gets only
// these forty (sclite itself reads before the start of its string there).
const praStars = "****************************************"

// writePath writes one utterance as sclite's PATH_print does, with attr in place of the
// path's own attributes.
func writePath(w *bufio.Writer, p *Path, lineWidth int, attr Attr) {
	writePathHeader(w, p, attr)
	aux := 0
	if attr&praAuxAttrs != 0 {
		aux = praAuxWidth
	}
	for used := 0; used < len(p.Pairs); {
		end := praPassEnd(p.Pairs, used, lineWidth, aux)
		if used > 0 {
			w.WriteString("\n")
		}
		for line := praRef; line <= praEval; line++ {
			if !praLineShown(line, attr) {
				continue
			}
			if used > 0 {
				w.WriteString(">> ")
			}
			w.WriteString(praLineLabels[line])
			for i := used; i < end; i++ {
				writePathCell(w, line, p.Pairs[i], aux, attr)
			}
			w.WriteString("\n")
		}
		used = end
	}
}

// writePathHeader writes the id, label, file, channel, score, attribute and time lines.
func writePathHeader(w *bufio.Writer, p *Path, attr Attr) {
	fmt.Fprintf(w, "id: %s\n", p.ID)
	if p.Labels != "" {
		fmt.Fprintf(w, "Labels: %s\n", p.Labels)
	}
	if p.File != "" {
		fmt.Fprintf(w, "File: %s\n", p.File)
	}
	if p.Channel != "" {
		fmt.Fprintf(w, "Channel: %s\n", p.Channel)
	}
	c, s, d, i := p.Counts()
	if u := len(p.Pairs) - c - s - d - i; u > 0 {
		fmt.Fprintf(w, "Scores: (#C #S #D #I #UNK) %d %d %d %d %d\n", c, s, d, i, u)
	} else {
		fmt.Fprintf(w, "Scores: (#C #S #D #I) %d %d %d %d\n", c, s, d, i)
	}
	if attr&(CharAlign|CaseSense|RefWeight|HypWeight) != 0 {
		w.WriteString("Attributes: ")
		for _, a := range []struct {
			bit  Attr
			name string
		}{{CharAlign, "Character_align "}, {CaseSense, "Case_sensitve "}, {RefWeight, "Ref_weight "}, {HypWeight, "Hyp_weight "}} {
			if attr&a.bit != 0 {
				w.WriteString(a.name) // sic: sclite spells it "Case_sensitve"
			}
		}
		w.WriteString("\n")
	}
	if attr&RefTimes != 0 {
		fmt.Fprintf(w, "Ref times: t1= %.2f t2= %.2f\n", p.RefT1, p.RefT2)
	}
	if attr&HypTimes != 0 {
		fmt.Fprintf(w, "Hyp times: t1= %.2f t2= %.2f\n", p.HypT1, p.HypT2)
	}
}

// The lines of an alignment block, in sclite's order.
const (
	praRef = iota
	praRefT1
	praRefT2
	praRefConf
	praHyp
	praHypT1
	praHypT2
	praHypConf
	praRefWeight
	praHypWeight
	praEval
)

var praLineLabels = [...]string{"REF:  ", "R_T1: ", "R_T2: ", "RCNF: ", "HYP:  ", "H_T1: ", "H_T2: ", "CONF: ", "R_WE: ", "H_WE: ", "Eval: "}

// praLineAttr is the attribute that shows each optional line (0: always shown).
var praLineAttr = [...]Attr{0, RefWordTimes, RefWordTimes, RefConf, 0, HypWordTimes, HypWordTimes, HypConf, RefWeight, HypWeight, 0}

func praLineShown(line int, attr Attr) bool {
	return praLineAttr[line] == 0 || attr&praLineAttr[line] != 0
}

// praLens returns the byte lengths sclite measures a pair by: 1 for a missing word. sclite
// counts bytes, not characters, so multi-byte words pad by bytes (as C's %-*s does).
func praLens(pr Pair) (a, b int) {
	a, b = 1, 1
	if pr.Eval != Ins && pr.Ref != nil {
		a = len(pr.Ref.Text)
	}
	if pr.Eval != Del && pr.Hyp != nil {
		b = len(pr.Hyp.Text)
	}
	return a, b
}

func praWidth(pr Pair, aux int) int {
	a, b := praLens(pr)
	return max(aux, a, b)
}

// praPassEnd returns the end of the block that starts at used: sclite adds columns while
// the line is shorter than lineWidth, then gives back the column that crossed it.
func praPassEnd(pairs []Pair, used, lineWidth, aux int) int {
	plen := 6
	if used > 0 {
		plen = 9
	}
	i := used
	for ; plen < lineWidth && i < len(pairs); i++ {
		plen += 1 + praWidth(pairs[i], aux)
	}
	if i < len(pairs) {
		i--
	}
	// sclite loops for ever when a single column is wider than the line; print it alone.
	return max(i, used+1)
}

// writePathCell writes one column of one line, padded to the column's width plus a space.
func writePathCell(w *bufio.Writer, line int, pr Pair, aux int, attr Attr) {
	width := praWidth(pr, aux)
	switch line {
	case praRef:
		praPad(w, praWordText(pr, pr.Eval == Ins, pr.Ref, pr.Hyp, attr), width)
	case praHyp:
		praPad(w, praWordText(pr, pr.Eval == Del, pr.Hyp, pr.Ref, attr), width)
	case praRefT1, praRefT2, praRefConf, praRefWeight:
		praNumber(w, line, pr.Eval != Ins, pr.Ref, width)
	case praHypT1, praHypT2, praHypConf, praHypWeight:
		praNumber(w, line, pr.Eval != Del, pr.Hyp, width)
	case praEval:
		praPad(w, praEvalMark(pr), width)
	}
}

// praWordText is a word as the REF or HYP line shows it: asterisks as long as the other
// side's word when missing, upper-cased when it is an error and case does not matter.
func praWordText(pr Pair, missing bool, word, other *Word, attr Attr) string {
	if missing {
		n := 1
		if other != nil {
			n = len(other.Text)
		}
		return praStars[:min(n, len(praStars))]
	}
	if attr&CaseSense == 0 && pr.Eval != Correct {
		return praUpper(word.Text)
	}
	return word.Text
}

func praEvalMark(pr Pair) string {
	switch {
	case pr.Eval == Ins:
		return "I"
	case pr.Eval == Del:
		return "D"
	case pr.Eval != Correct:
		return "S"
	}
	return ""
}

// praNumber writes a time (2 decimals) or a confidence or weight (4 decimals), or blanks
// where the word is missing.
func praNumber(w *bufio.Writer, line int, present bool, word *Word, width int) {
	if !present || word == nil {
		fmt.Fprintf(w, "%*s ", width, "")
		return
	}
	switch line {
	case praRefT1, praHypT1:
		fmt.Fprintf(w, "%-*.2f ", width, word.T1)
	case praRefT2, praHypT2:
		fmt.Fprintf(w, "%-*.2f ", width, word.T2)
	case praRefConf, praHypConf:
		fmt.Fprintf(w, "%-*.4f ", width, word.Conf)
	default:
		fmt.Fprintf(w, "%-*.4f ", width, word.Weight)
	}
}

// praPad writes s left-justified in width bytes and a space, as C's "%-*s " does: it
// counts bytes, so a column of multi-byte words looks narrower on screen.
func praPad(w *bufio.Writer, s string, width int) {
	w.WriteString(s)
	for n := len(s); n < width; n++ {
		w.WriteByte(' ')
	}
	w.WriteByte(' ')
}

// praUpper upper-cases the ASCII letters of s and leaves every other byte alone, as
// sclite's TEXT_str_to_master does in its default encodings (ASCII, and UTF-8 without a
// language profile): "28-jähriger" becomes "28-JäHRIGER".
func praUpper(s string) string {
	return praMapASCII(s, 'a', 'z', 'A'-'a')
}

// praLower is praUpper's counterpart, for sclite's case-blind comparisons (TEXT_strcasecmp).
func praLower(s string) string {
	return praMapASCII(s, 'A', 'Z', 'a'-'A')
}

// praMapASCII shifts the bytes of s between lo and hi by delta, byte by byte, so that
// invalid UTF-8 passes through untouched as it does in sclite.
func praMapASCII(s string, lo, hi byte, delta int) string {
	i := 0
	for i < len(s) && (s[i] < lo || s[i] > hi) {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if lo <= b[i] && b[i] <= hi {
			b[i] = byte(int(b[i]) + delta)
		}
	}
	return string(b)
}
