package metric

import (
	"fmt"

	"github.com/sacre-mt/sacre/internal/editdist"
	"github.com/sacre-mt/sacre/sclite"
)

// werSclite counts a segment's errors with NIST sclite's alignment (WERConfig.Align "sclite"):
// its weighted dynamic programming and tie-breaking over the normalized tokens, which can pair
// words differently from the minimum edit count and so count more errors.
type werSclite struct {
	al sclite.WordAligner
}

// stats writes [H, S, D, I] of hyp against the reference of fewest errors (the first of those),
// as the jiwer path chooses, or returns the reference it cannot align with and why.
func (w *werSclite) stats(row []float64, hyp []string, refs [][]string) (int, error) {
	best := -1
	for k, ref := range refs {
		c, s, d, i, err := w.al.Counts(ref, hyp)
		if err != nil {
			return k, err
		}
		if edits := s + d + i; best < 0 || edits < best {
			best = edits
			row[0], row[1], row[2], row[3] = float64(c), float64(s), float64(d), float64(i)
		}
	}
	return 0, nil
}

// refTokens splits every normalized reference into the tokens the measure compares.
func (e *ErrorRate) refTokens(norm [][]string) [][][]string {
	out := make([][][]string, len(norm))
	parallel(len(norm), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			out[i] = make([][]string, len(norm[i]))
			for k, s := range norm[i] {
				out[i][k] = e.splitTokens(s)
			}
		}
	})
	return out
}

// splitTokens splits a normalized line as Tokens does.
func (e *ErrorRate) splitTokens(s string) []string {
	var out []string
	if e.chars {
		for _, r := range s {
			out = append(out, string(r))
		}
		return out
	}
	eachWord(s, func(w string) { out = append(out, w) })
	return out
}

// alignSclite is AlignSegment with sclite's alignment: its columns as chunks, runs of one
// operation as jiwer's opcodes group them.
func (e *ErrorRate) alignSclite(hyp string, r *werRefs, i int) (Alignment, error) {
	var w werSclite
	h := e.splitTokens(e.apply(hyp))
	row := make([]float64, werWidth)
	best, bestEdits := 0, -1
	for k, ref := range r.tokens[i] {
		if _, err := w.stats(row, h, [][]string{ref}); err != nil {
			return Alignment{}, e.alignError(i, k, len(r.tokens[i]), err)
		}
		if edits := int(row[1] + row[2] + row[3]); bestEdits < 0 || edits < bestEdits {
			best, bestEdits = k, edits
		}
	}
	evals, err := w.al.Evals(nil, r.tokens[i][best], h)
	if err != nil {
		return Alignment{}, e.alignError(i, best, len(r.tokens[i]), err)
	}
	return Alignment{Ref: r.tokens[i][best], Hyp: h, Chunks: chunksOf(evals)}, nil
}

// chunksOf groups sclite's columns into opcodes: runs of one operation, with their ranges.
func chunksOf(evals []sclite.Eval) []editdist.Opcode {
	var out []editdist.Opcode
	a, b := 0, 0
	for _, e := range evals {
		op, da, db := editdist.Equal, 1, 1
		switch e {
		case sclite.Sub:
			op = editdist.Substitute
		case sclite.Del:
			op, db = editdist.Delete, 0
		case sclite.Ins:
			op, da = editdist.Insert, 0
		}
		if n := len(out); n > 0 && out[n-1].Op == op {
			out[n-1].RefEnd += da
			out[n-1].HypEnd += db
		} else {
			out = append(out, editdist.Opcode{Op: op, RefStart: a, RefEnd: a + da, HypStart: b, HypEnd: b + db})
		}
		a, b = a+da, b+db
	}
	return out
}

// Align is the alignment that counts the errors: AlignJiwer or AlignSclite.
func (e *ErrorRate) Align() string { return e.align }

// ScliteEvals is every segment's alignment as the error rate counts it with sclite's
// alignment (WERConfig.Align "sclite"), in sclite's terms: evals[i] is segment i's normalized
// hypothesis aligned with the segment's reference of fewest errors (the first of those), a
// Correct, Sub, Del or Ins per column, in order (the columns AlignSegment groups into chunks,
// the counts Stats sums). An error rate with another alignment is refused (ErrConfig); an
// alignment beyond the limit fails as Stats fails, the first in segment order.
func (e *ErrorRate) ScliteEvals(hyps []string, refs Prepared) ([][]sclite.Eval, error) {
	r, ok := refs.(*werRefs)
	if !ok {
		return nil, errForeignRefs(e, refs)
	}
	if e.align != AlignSclite {
		return nil, fmt.Errorf("%w: %s counts with %s's alignment, not sclite's", ErrConfig, e.measure, e.align)
	}
	if err := checkLengths(len(hyps), r); err != nil {
		return nil, err
	}
	out := make([][]sclite.Eval, len(hyps))
	errs := make([]error, len(hyps))
	parallelWith(len(hyps), func() *werSclite { return &werSclite{} }, func(w *werSclite, lo, hi int) {
		var row [werWidth]float64
		for i := lo; i < hi; i++ {
			// As alignSclite chooses the reference, without aligning twice when there is one.
			h, best, bestEdits := e.splitTokens(e.apply(hyps[i])), 0, -1
			for k, ref := range r.tokens[i] {
				if len(r.tokens[i]) == 1 {
					break
				}
				if _, err := w.stats(row[:], h, [][]string{ref}); err != nil {
					errs[i] = e.alignError(i, k, len(r.tokens[i]), err)
					return
				}
				if edits := int(row[1] + row[2] + row[3]); bestEdits < 0 || edits < bestEdits {
					best, bestEdits = k, edits
				}
			}
			var err error
			if out[i], err = w.al.Evals(nil, r.tokens[i][best], h); err != nil {
				errs[i] = e.alignError(i, best, len(r.tokens[i]), err)
				return
			}
		}
	})
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}
