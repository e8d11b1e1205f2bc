package sclite

// WordAligner is sclite's alignment of two sequences of words taken as they are: no markup
// (sclite's "@" null word, "(word)", "{a / b}" and ";" tags are plain words here) and no case
// folding (sclite -s), so that a caller that normalizes the text itself (sacre's -m wer
// --wer-align sclite) gets the pairs sclite's dynamic programming and tie-breaking give. The
// buffers are reused from one call to the next: a WordAligner is not safe for concurrent use.
type WordAligner struct {
	al       aligner
	ref, hyp side
	rw, hw   []word
	evals    []Eval
}

// Counts aligns hyp with ref as sclite does (substitution 4, insertion and deletion 3, sclite's
// tie-breaking) and returns the correct words, substitutions, deletions and insertions. An
// alignment of more than DefaultMaxCells cells, or of more than 65,534 words a side (sclite's
// limit), is refused with an error wrapping ErrInput.
func (w *WordAligner) Counts(ref, hyp []string) (c, s, d, i int, err error) {
	w.evals, err = w.Evals(w.evals[:0], ref, hyp)
	if err != nil {
		return 0, 0, 0, 0, err
	}
	c, s, d, i = countEvals(len(w.evals), func(k int) Eval { return w.evals[k] })
	return c, s, d, i, nil
}

// Evals appends to dst the alignment's columns in order: each Correct or Sub takes the next
// word of both sides, each Del the next of ref, each Ins the next of hyp.
func (w *WordAligner) Evals(dst []Eval, ref, hyp []string) ([]Eval, error) {
	w.rw = chainOf(&w.ref, w.rw, ref)
	w.hw = chainOf(&w.hyp, w.hw, hyp)
	pairs, err := w.al.align(&w.ref, &w.hyp, DefaultMaxCells)
	if err != nil {
		return dst, err
	}
	for _, p := range pairs {
		dst = append(dst, p.eval)
	}
	return dst, nil
}

// chainOf makes s the chain of words, reusing s's and ws's storage.
func chainOf(s *side, ws []word, words []string) []word {
	ws = ws[:0]
	for _, t := range words {
		ws = append(ws, word{value: t, plain: true})
	}
	s.words = append(s.words[:0], nil)
	for k := range ws {
		s.words = append(s.words, &ws[k])
	}
	s.chain()
	return ws
}
