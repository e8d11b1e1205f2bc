package sclite

import (
	"bufio"
	"fmt"
	"io"
)

// sntLineWidth is the width at which the snt report wraps its alignments (sclite's -l is not
// used there).
const sntLineWidth = 120

// sntRule is the line of '=' that frames the snt report's title.
const sntRule = "===============================================================================\n"

// WriteSnt writes sclite's snt report (-o snt) of the speaker sp of s: each of its utterances'
// alignments as the prf shows them (path attributes kept, 120 columns), then the utterance's
// counts and percentages with the speaker's running totals. sclite writes it to the file
// ROOT.snt.SPEAKER, or, with -o stdout, every speaker's one after the other. It mirrors
// score_dtl_sent in sc_dtl.c.
func WriteSnt(w io.Writer, s *System, sp *Speaker) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(sntRule + "\n")
	bw.WriteString("                     SENTENCE LEVEL REPORT FOR THE SYSTEM:\n")
	fmt.Fprintf(bw, "    Name: %s\n\n", s.Title)
	bw.WriteString(sntRule + "\n\n")
	fmt.Fprintf(bw, "SPEAKER %s\n", sp.ID)
	var tot sntCounts
	for _, p := range sp.Paths {
		writePath(bw, p, sntLineWidth, p.Attr)
		bw.WriteString("\n")
		var u sntCounts
		u.c, u.s, u.d, u.i = p.Counts()
		u.u = len(p.Pairs) - u.c - u.s - u.d - u.i
		u.n = len(p.Pairs)
		tot = tot.add(u)
		sntUtterance(bw, u, tot)
		bw.WriteString("-------------------------------------------------------------------------------\n\n")
	}
	return bw.Flush()
}

// sntCounts are an utterance's counts, or a speaker's running totals: correct words,
// substitutions, deletions, insertions, pairs of any other evaluation, and all pairs.
type sntCounts struct{ c, s, d, i, u, n int }

func (a sntCounts) add(b sntCounts) sntCounts {
	return sntCounts{a.c + b.c, a.s + b.s, a.d + b.d, a.i + b.i, a.u + b.u, a.n + b.n}
}

// sntUtterance writes an utterance's counts (u) beside the speaker's totals so far (t). The
// percentages are of the utterance's reference words, UNDEF when it has none; the UNKNOWN line
// shows once the speaker has had a pair of another evaluation.
func sntUtterance(w *bufio.Writer, u, t sntCounts) {
	r := u.c + u.s + u.d
	line := func(label string, n, total int) {
		if r > 0 {
			fmt.Fprintf(w, "%-22s=  %5.1f%%   %2d   (%3d)\n", label, dtlPct(n, r), n, total)
		} else {
			fmt.Fprintf(w, "%-22s=  UNDEF%%   %2d   (%3d)\n", label, n, total)
		}
	}
	line("Correct", u.c, t.c)
	line("Substitutions", u.s, t.s)
	line("Deletions", u.d, t.d)
	line("Insertions", u.i, t.i)
	if t.u > 0 {
		line("UNKNOWN", u.u, t.u)
	}
	w.WriteString("\n")
	line("Errors", u.s+u.d+u.i, t.s+t.d+t.i)
	w.WriteString("\n")
	fmt.Fprintf(w, "Ref. words            =           %2d   (%3d)\n", r, t.c+t.s+t.d)
	fmt.Fprintf(w, "Hyp. words            =           %2d   (%3d)\n", u.c+u.s+u.i, t.c+t.s+t.i)
	fmt.Fprintf(w, "Aligned words         =           %2d   (%3d)\n\n", u.n, t.n)
}

// WriteSpk writes sclite's spk report (-o spk) of the speaker sp of s: the dtl report's
// sections (sentence and word recognition performance, confusion pairs, insertions,
// deletions, substitutions, falsely recognized words) over that speaker's utterances alone.
// sclite writes it to the file ROOT.spk.SPEAKER, or, with -o stdout, every speaker's one after
// the other. It mirrors score_dtl_spkr in sc_dtl.c.
func WriteSpk(w io.Writer, s *System, sp *Speaker) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "SCORING FOR SPEAKER: %s\n     of %s\n\n", sp.ID, s.Title)
	one := &System{Title: s.Title, Speakers: []*Speaker{sp}}
	t := dtlTotals(one)
	dtlSentences(bw, t)
	dtlWords(bw, t)
	dtlLists(bw, one)
	return bw.Flush()
}
