package metric

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/editdist"
)

// An Alignment is one segment's alignment of a hypothesis with its reference (the one of
// fewest edits), as jiwer's process_words gives it: the tokens and the chunks.
type Alignment struct {
	Ref, Hyp []string
	Chunks   []editdist.Opcode
}

// Alignments aligns each hypothesis with its reference of fewest edits (the first of those).
func (e *ErrorRate) Alignments(hyps []string, refs Prepared) ([]Alignment, error) {
	r, ok := refs.(*werRefs)
	if !ok {
		return nil, errForeignRefs(e, refs)
	}
	if err := checkLengths(len(hyps), r); err != nil {
		return nil, err
	}
	out := make([]Alignment, len(hyps))
	for i, h := range hyps {
		a, err := e.AlignSegment(h, refs, i)
		if err != nil {
			return nil, err
		}
		out[i] = a
	}
	return out, nil
}

// AlignSegment aligns one hypothesis with segment i's reference of fewest edits, as
// Alignments does for every segment.
func (e *ErrorRate) AlignSegment(hyp string, refs Prepared, i int) (Alignment, error) {
	r, ok := refs.(*werRefs)
	if !ok {
		return Alignment{}, errForeignRefs(e, refs)
	}
	if i < 0 || i >= r.Len() {
		return Alignment{}, fmt.Errorf("%w: no segment %d", ErrLength, i+1)
	}
	if e.align == AlignSclite {
		return e.alignSclite(hyp, r, i)
	}
	var s werSegment
	s.hyp = e.hypIDs(nil, e.apply(hyp), r.vocab)
	best, bestEdits := 0, -1
	for k, ref := range r.segs[i] {
		c, err := s.al.Counts(ref, s.hyp)
		if err != nil {
			return Alignment{}, e.alignError(i, k, len(r.segs[i]), err)
		}
		if bestEdits < 0 || c.Edits() < bestEdits {
			best, bestEdits = k, c.Edits()
		}
	}
	chunks, err := s.al.Opcodes(nil, r.segs[i][best], s.hyp)
	if err != nil {
		return Alignment{}, e.alignError(i, best, len(r.segs[i]), err)
	}
	return Alignment{Ref: e.Tokens(r.texts[i][best]), Hyp: e.Tokens(hyp), Chunks: chunks}, nil
}

// Text is the alignment's three lines as jiwer writes a sentence's: REF, HYP and the marks.
func (a Alignment) Text(chars bool) string { return comparison(a, !chars) }

// VisualizeAlignment writes the alignments as jiwer's visualize_alignment does with its
// defaults (skip_correct, no line width): per sentence with an error, REF, HYP and a line of
// S, D and I marks, "*" where a word is missing on one side, sentences numbered from 1 among
// all; then, with measures, the summary of all. For CER (chars) the tokens are not separated
// by spaces and the summary gives the CER.
func VisualizeAlignment(alignments []Alignment, chars, measures bool) string {
	var b strings.Builder
	var total editdist.Counts
	for i, a := range alignments {
		total = total.Add(editdist.Count(a.Chunks))
		if len(a.Chunks) == 0 || len(a.Chunks) == 1 && a.Chunks[0].Op == editdist.Equal {
			continue
		}
		fmt.Fprintf(&b, "=== SENTENCE %d ===\n\n", i+1)
		b.WriteString(comparison(a, !chars))
		b.WriteString("\n")
	}
	if !measures {
		out := b.String()
		return out[:max(0, len(out)-1)]
	}
	b.WriteString("=== SUMMARY ===\n")
	fmt.Fprintf(&b, "number of sentences: %d\n", len(alignments))
	fmt.Fprintf(&b, "substitutions=%d deletions=%d insertions=%d hits=%d\n", total.Subs, total.Dels, total.Ins, total.Hits)
	if chars {
		fmt.Fprintf(&b, "\ncer=%.2f%%\n", total.CER()*100)
	} else {
		fmt.Fprintf(&b, "\nmer=%.2f%%\nwil=%.2f%%\nwip=%.2f%%\nwer=%.2f%%\n",
			total.MER()*100, total.WIL()*100, total.WIP()*100, total.WER()*100)
	}
	return b.String()
}

// comparison is jiwer's _construct_comparison_string: each pair of tokens right-aligned to the
// longer (in code points, as Python's format counts), with a space between tokens for words.
func comparison(a Alignment, spaced bool) string {
	var ref, hyp, ops strings.Builder
	ref.WriteString("REF: ")
	hyp.WriteString("HYP: ")
	ops.WriteString("     ")
	for _, c := range a.Chunks {
		var rs, hs []string
		var mark string
		switch c.Op {
		case editdist.Equal, editdist.Substitute:
			rs, hs = a.Ref[c.RefStart:c.RefEnd], a.Hyp[c.HypStart:c.HypEnd]
			mark = " "
			if c.Op == editdist.Substitute {
				mark = "S"
			}
		case editdist.Delete:
			rs = a.Ref[c.RefStart:c.RefEnd]
			hs = stars(len(rs))
			mark = "D"
		case editdist.Insert:
			hs = a.Hyp[c.HypStart:c.HypEnd]
			rs = stars(len(hs))
			mark = "I"
		}
		for k := range min(len(rs), len(hs)) {
			r, h := rs[k], hs[k]
			n := max(utf8.RuneCountInString(r), utf8.RuneCountInString(h), 1)
			if r == "*" {
				r = strings.Repeat("*", n)
			} else if h == "*" {
				h = strings.Repeat("*", n)
			}
			pad(&ref, r, n)
			pad(&hyp, h, n)
			pad(&ops, mark, n)
			if spaced {
				ref.WriteByte(' ')
				hyp.WriteByte(' ')
				ops.WriteByte(' ')
			}
		}
	}
	trim := func(s string) string {
		if spaced {
			return s[:len(s)-1]
		}
		return s
	}
	return trim(ref.String()) + "\n" + trim(hyp.String()) + "\n" + trim(ops.String()) + "\n"
}

func stars(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "*"
	}
	return out
}

// pad writes s right-aligned in n code points.
func pad(b *strings.Builder, s string, n int) {
	b.WriteString(strings.Repeat(" ", max(0, n-utf8.RuneCountInString(s))))
	b.WriteString(s)
}
