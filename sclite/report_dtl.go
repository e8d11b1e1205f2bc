package sclite

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"sync"
)

// WriteDtl writes sclite's dtl report (-o dtl) for s: sentence and word recognition
// performance over all speakers, then the confusion pairs, insertions, deletions,
// substitutions and falsely recognized words with their counts. It mirrors
// score_dtl_overall in sc_dtl.c.
func WriteDtl(w io.Writer, s *System) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "DETAILED OVERALL REPORT FOR THE SYSTEM: %s\n\n", s.Title)
	t := dtlTotals(s)
	dtlSentences(bw, t)
	dtlWords(bw, t)
	dtlLists(bw, s)
	return bw.Flush()
}

// dtlCounts are the counts of the dtl's first two sections.
type dtlCounts struct {
	c, s, d, i       int // words
	sents, sentErrs  int // sentences, sentences with an error
	withS, withD, wI int // sentences with a substitution, deletion, insertion
}

func dtlTotals(s *System) dtlCounts {
	var t dtlCounts
	for _, sp := range s.Speakers {
		for _, p := range sp.Paths {
			c, sub, d, i := p.Counts()
			t.c, t.s, t.d, t.i = t.c+c, t.s+sub, t.d+d, t.i+i
			t.sents++
			if sub+d+i > 0 {
				t.sentErrs++
			}
			t.withS += dtlOne(sub)
			t.withD += dtlOne(d)
			t.wI += dtlOne(i)
		}
	}
	return t
}

func dtlOne(n int) int {
	if n > 0 {
		return 1
	}
	return 0
}

func dtlSentences(w *bufio.Writer, t dtlCounts) {
	w.WriteString("SENTENCE RECOGNITION PERFORMANCE\n\n")
	fmt.Fprintf(w, " sentences                                        %4d\n", t.sents)
	fmt.Fprintf(w, " with errors                            %5.1f%%   (%4d)\n\n", dtlPct(t.sentErrs, t.sents), t.sentErrs)
	// sic: SCTK 2.4.10 prints "substitions", its spacing keeping the column.
	fmt.Fprintf(w, "   with substitions                     %5.1f%%   (%4d)\n", dtlPct(t.withS, t.sents), t.withS)
	fmt.Fprintf(w, "   with deletions                       %5.1f%%   (%4d)\n", dtlPct(t.withD, t.sents), t.withD)
	fmt.Fprintf(w, "   with insertions                      %5.1f%%   (%4d)\n", dtlPct(t.wI, t.sents), t.wI)
	w.WriteString("\n\n")
}

func dtlWords(w *bufio.Writer, t dtlCounts) {
	w.WriteString("WORD RECOGNITION PERFORMANCE\n\n")
	r, e := t.c+t.s+t.d, t.s+t.d+t.i
	if r > 0 {
		fmt.Fprintf(w, "Percent Total Error       =  %5.1f%%   (%4d)\n\n", dtlPct(e, r), e)
		fmt.Fprintf(w, "Percent Correct           =  %5.1f%%   (%4d)\n\n", dtlPct(t.c, r), t.c)
		fmt.Fprintf(w, "Percent Substitution      =  %5.1f%%   (%4d)\n", dtlPct(t.s, r), t.s)
		fmt.Fprintf(w, "Percent Deletions         =  %5.1f%%   (%4d)\n", dtlPct(t.d, r), t.d)
		fmt.Fprintf(w, "Percent Insertions        =  %5.1f%%   (%4d)\n", dtlPct(t.i, r), t.i)
		fmt.Fprintf(w, "Percent Word Accuracy     =  %5.1f%%\n", dtlRound1(100-dtlPctRaw(e, r)))
	} else {
		fmt.Fprintf(w, "Percent Total Error       =  UNDEF%%   (%4d)\n\n", e)
		fmt.Fprintf(w, "Percent Correct           =  UNDEF%%   (%4d)\n\n", t.c)
		fmt.Fprintf(w, "Percent Substitution      =  UNDEF%%   (%4d)\n", t.s)
		fmt.Fprintf(w, "Percent Deletions         =  UNDEF%%   (%4d)\n", t.d)
		fmt.Fprintf(w, "Percent Insertions        =  UNDEF%%   (%4d)\n", t.i)
		w.WriteString("Percent Word Accuracy     =  UNDEF%\n")
	}
	w.WriteString("\n\n")
	fmt.Fprintf(w, "Ref. words                =           (%4d)\n", r)
	fmt.Fprintf(w, "Hyp. words                =           (%4d)\n", t.c+t.s+t.i)
	fmt.Fprintf(w, "Aligned words             =           (%4d)\n", t.c+t.s+t.i+t.d)
}

// dtlList is one of the dtl's word lists: its title and the note sclite writes after it.
type dtlList struct {
	title string
	note  string
}

var dtlListDefs = []dtlList{
	{"CONFUSION PAIRS", ""},
	{"INSERTIONS", ""},
	{"DELETIONS", ""},
	{"SUBSTITUTIONS", "* NOTE: The 'Substitution' words are those reference words\n" +
		"        for which the recognizer supplied an incorrect word.\n"},
	{"FALSELY RECOGNIZED", "* NOTE: The 'Falsely Recognized' words are those hypothesis words\n" +
		"        which the recognizer incorrectly substituted for a reference word.\n"},
}

// confusion is a substitution's two words, written "a ==> b" once the counting is done (a
// string built per pair would cost an allocation each).
type confusion struct{ ref, hyp string }

// dtlLists writes the five word lists with the blank lines and notes sclite puts around
// them. The substitutions and the falsely recognized words are the confusion pairs' sides,
// summed; insertions, deletions and confusions are counted on three goroutines.
func dtlLists(w *bufio.Writer, s *System) {
	var conf map[confusion]int
	var ins, del map[string]int
	var wg sync.WaitGroup
	wg.Go(func() {
		conf = map[confusion]int{}
		eachPair(s, Sub, func(p Pair) { conf[confusion{p.Ref.Text, p.Hyp.Text}]++ })
	})
	wg.Go(func() { ins = dtlCount(s, Ins, func(p Pair) string { return p.Hyp.Text }) })
	wg.Go(func() { del = dtlCount(s, Del, func(p Pair) string { return p.Ref.Text }) })
	wg.Wait()
	pairs, subs, falsely := map[string]int{}, map[string]int{}, map[string]int{}
	for k, n := range conf {
		pairs[k.ref+" ==> "+k.hyp] += n
		subs[k.ref] += n
		falsely[k.hyp] += n
	}
	for i, counts := range []map[string]int{pairs, ins, del, subs, falsely} {
		l := dtlListDefs[i]
		w.WriteString("\n")
		dtlCountList(w, l.title, counts)
		w.WriteString("\n")
		if l.note != "" {
			w.WriteString(l.note + "\n")
		}
	}
}

// eachPair calls f on every pair evaluated eval, over every speaker's paths.
func eachPair(s *System, eval Eval, f func(Pair)) {
	for _, sp := range s.Speakers {
		for _, p := range sp.Paths {
			for _, pr := range p.Pairs {
				if pr.Eval == eval {
					f(pr)
				}
			}
		}
	}
}

// dtlCount counts the texts key gives the pairs evaluated eval.
func dtlCount(s *System, eval Eval, key func(Pair) string) map[string]int {
	counts := map[string]int{}
	eachPair(s, eval, func(p Pair) { counts[key(p)]++ })
	return counts
}

// dtlCountList writes a list of texts with their counts as sclite's AUTO_LEX_printout
// does with its threshold of 1: by count, highest first, and texts of equal count in byte
// order (sclite's TEXT_strcmp, which agrees with byte order on valid UTF-8).
func dtlCountList(w *bufio.Writer, title string, counts map[string]int) {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool {
		if counts[keys[a]] != counts[keys[b]] {
			return counts[keys[a]] > counts[keys[b]]
		}
		return keys[a] < keys[b]
	})
	fmt.Fprintf(w, "%-30s   Total                 (%d)\n", title, len(keys))
	fmt.Fprintf(w, "%-30s   With >=%3d occurrences (%d)\n\n", "", 1, len(keys))
	sum := 0
	for i, k := range keys {
		fmt.Fprintf(w, "%4d: %4d  ->  %s\n", i+1, counts[k], k)
		sum += counts[k]
	}
	fmt.Fprintf(w, "     -------\n     %5d\n\n", sum)
}

// dtlPctRaw is sclite's pct macro: 0 when the denominator is 0.
func dtlPctRaw(num, den int) float64 {
	if den == 0 {
		return 0
	}
	return float64(num) / float64(den) * 100
}

// dtlPct is F_ROUND(pct(num, den), 1), the value sclite prints with %5.1f.
func dtlPct(num, den int) float64 {
	return dtlRound1(dtlPctRaw(num, den))
}

// dtlRound1 is sclite's F_ROUND(x, 1): half away from zero at the first decimal, computed
// as (int)(x*10 ± 0.5) / 10. Printing the result with %.1f then gives the same digits in
// Go as in C, since both format the exact binary value correctly rounded.
func dtlRound1(x float64) float64 {
	h := 0.5
	if !(x > 0) {
		h = -0.5
	}
	return float64(int(x*10+h)) / 10
}
