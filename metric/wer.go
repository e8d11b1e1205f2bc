package metric

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/internal/editdist"
	"github.com/sacre-mt/sacre/signatures"
)

// WERConfig configures an error rate of speech recognition (WER, CER, MER, WIL, WIP) as jiwer
// computes it. The zero value is jiwer's default: its transformation of the text and nothing
// else.
type WERConfig struct {
	// Norm is the normalization applied to references and hypotheses first: steps of
	// TextNormalizers chained with "/" ("lc/punct", "whisper-en"); empty means jiwer's default
	// for the measure ("jiwer-wer": runs of whitespace as one space and none at the ends; for
	// CER "jiwer-cer": none at the ends). The text is then split as jiwer splits it: at single
	// spaces, empty words dropped (words), or into characters (CER).
	Norm string `yaml:"norm"`
	// Align is the alignment that counts the errors: "jiwer" (or empty: the minimum edit count,
	// as jiwer and RapidFuzz give it) or "sclite" (NIST sclite's weighted alignment: substitution
	// 4, insertion and deletion 3, with its tie-breaking; see package sclite).
	Align string `yaml:"align"`
}

// The alignments an error rate counts with (WERConfig.Align).
const (
	AlignJiwer  = "jiwer"
	AlignSclite = "sclite"
)

// The measures, by their names as signatures print them.
const (
	measureWER = "WER"
	measureCER = "CER"
	measureMER = "MER"
	measureWIL = "WIL"
	measureWIP = "WIP"
)

// ErrorRate is one of jiwer's measures of a hypothesis against references, computed from the
// hits, substitutions, deletions and insertions of the Levenshtein alignment RapidFuzz gives
// (package internal/editdist), summed over the corpus:
//
//	WER = (S+D+I) / (H+S+D)        on words; CER the same on characters
//	MER = (S+D+I) / (H+S+D+I)
//	WIP = H/(H+S+D) * H/(H+S+I)    WIL = 1 - WIP
//
// Scores are printed as percentages, as SacreBLEU prints TER. With several references a
// segment counts against the one with the fewest edits (the first of those), the choice
// tercom and SacreBLEU's TER make; jiwer takes one reference.
type ErrorRate struct {
	measure string
	align   string // AlignJiwer or AlignSclite
	chars   bool
	norm    string // canonical chain, as the signature prints it
	apply   func(string) string
}

// NewErrorRate builds the measure named ("WER", "CER", "MER", "WIL" or "WIP") from cfg.
func NewErrorRate(measure string, cfg WERConfig) (*ErrorRate, error) {
	measure = strings.ToUpper(measure)
	switch measure {
	case measureWER, measureCER, measureMER, measureWIL, measureWIP:
	default:
		return nil, fmt.Errorf("%w: no error rate %q", ErrConfig, measure)
	}
	e := &ErrorRate{measure: measure, chars: measure == measureCER, align: cfg.Align}
	switch e.align {
	case "":
		e.align = AlignJiwer
	case AlignJiwer, AlignSclite:
	default:
		return nil, fmt.Errorf("%w: no alignment %q (jiwer, sclite)", ErrConfig, cfg.Align)
	}
	norm := cfg.Norm
	if norm == "" {
		norm = "jiwer-wer"
		if e.chars {
			norm = "jiwer-cer"
		}
	}
	var err error
	if e.norm, e.apply, err = ParseNorm(norm); err != nil {
		return nil, err
	}
	return e, nil
}

// Name is the measure's name: "WER", "CER", "MER", "WIL" or "WIP".
func (e *ErrorRate) Name() string { return e.measure }

// Signature records the normalization, with its version where it has one, and the alignment
// that counted the errors.
func (e *ErrorRate) Signature(run signatures.Run) signatures.Signature {
	return signatures.NewFor(e.measure, run, signatures.Field{Key: "norm", Value: e.norm}, signatures.Field{Key: "align", Value: e.align})
}

// Norm is the canonical name of the normalization.
func (e *ErrorRate) Norm() string { return e.norm }

// Tokens normalizes a line and splits it as the measure compares it: words at single spaces
// (jiwer's ReduceToListOfListOfWords, empty words dropped) or characters.
func (e *ErrorRate) Tokens(line string) []string {
	s := e.apply(line)
	if e.chars {
		out := make([]string, 0, len(s))
		for _, r := range s {
			out = append(out, string(r))
		}
		return out
	}
	var out []string
	for w := range strings.SplitSeq(s, " ") {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// werRefs are the references as token ids: segs[i][k] is reference k of segment i. Words
// are numbered from 1 across the corpus (vocab); a hypothesis word absent from vocab gets 0,
// which matches nothing. Characters are their code points.
type werRefs struct {
	segs    [][][]int32
	vocab   *idTable[string] // read-only once prepared, so shared by Stats' goroutines
	texts   Refs             // the references as given, for Alignments
	tokens  [][][]string     // the normalized references' tokens, for sclite's alignment
	numRefs int
}

func (r *werRefs) Len() int     { return len(r.segs) }
func (r *werRefs) NumRefs() int { return r.numRefs }

// Prepare normalizes and splits the references and numbers their tokens.
func (e *ErrorRate) Prepare(refs Refs) (Prepared, error) {
	out := &werRefs{segs: make([][][]int32, len(refs)), texts: refs, numRefs: refs.NumRefs()}
	for i, seg := range refs {
		if len(seg) == 0 {
			return nil, fmt.Errorf("%w: segment %d has no reference", ErrLength, i+1)
		}
		out.segs[i] = make([][]int32, len(seg))
	}
	norm := make([][]string, len(refs))
	parallel(len(refs), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			norm[i] = make([]string, len(refs[i]))
			for k, r := range refs[i] {
				norm[i][k] = e.apply(r)
			}
		}
	})
	if !e.chars {
		out.vocab = &idTable[string]{}
		out.vocab.reset(1 << 12)
	}
	for i, seg := range norm {
		for k, s := range seg {
			out.segs[i][k] = e.refIDs(s, out.vocab)
		}
	}
	if e.align == AlignSclite {
		out.tokens = e.refTokens(norm)
	}
	return out, nil
}

// refIDs numbers a normalized reference's tokens, adding its words to vocab.
func (e *ErrorRate) refIDs(s string, vocab *idTable[string]) []int32 {
	if e.chars {
		return []int32([]rune(s))
	}
	var ids []int32
	eachWord(s, func(w string) { ids = append(ids, int32(vocab.id(w, true))) })
	return ids
}

// hypIDs numbers a normalized hypothesis's tokens into dst: words by vocab (0 when absent),
// characters by code point.
func (e *ErrorRate) hypIDs(dst []int32, s string, vocab *idTable[string]) []int32 {
	dst = dst[:0]
	if e.chars {
		for _, r := range s {
			dst = append(dst, r)
		}
		return dst
	}
	return wordIDs(dst, s, vocab)
}

// wordIDs appends the numbers of the words of s, split as eachWord splits it, as BLEU's
// spacedIDs finds and hashes a token shorter than 8 bytes from one 8-byte load.
func wordIDs(dst []int32, s string, vocab *idTable[string]) []int32 {
	for s != "" {
		if len(s) >= 8 {
			w := load64(s)
			if n := spaceInWord(w); n < 8 {
				if n > 0 {
					dst = append(dst, int32(vocab.idHashed(s[:n], strHashWord(w, n), false)))
				}
				s = s[n+1:]
				continue
			}
		}
		n := indexSpace(s)
		if n < 0 {
			return append(dst, int32(vocab.id(s, false)))
		}
		if n > 0 {
			dst = append(dst, int32(vocab.id(s[:n], false)))
		}
		s = s[n+1:]
	}
	return dst
}

// eachWord calls f with the words of s as jiwer's ReduceToListOfListOfWords splits it: at
// single spaces, empty words dropped.
func eachWord(s string, f func(string)) {
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			if i > start {
				f(s[start:i])
			}
			start = i + 1
		}
	}
	if start < len(s) {
		f(s[start:])
	}
}

// werWidth is the statistics per segment: hits, substitutions, deletions, insertions.
const werWidth = 4

// Stats computes each segment's [H, S, D, I] against its reference of fewest edits.
func (e *ErrorRate) Stats(hyps []string, refs Prepared) (*Stats, error) {
	r, ok := refs.(*werRefs)
	if !ok {
		return nil, errForeignRefs(e, refs)
	}
	if err := checkLengths(len(hyps), r); err != nil {
		return nil, err
	}
	st := newStats(werWidth, len(hyps))
	errs := make([]error, len(hyps)) // the first error in segment order is the one reported
	parallel(len(hyps), func(lo, hi int) {
		var s werSegment
		for i := lo; i < hi; i++ {
			h := e.apply(hyps[i])
			if k, err := e.tooLong(h, r.segs[i], r.vocab); err != nil {
				errs[i] = e.alignError(i, k, len(r.segs[i]), err)
				return
			}
			if k, err := e.segmentStats(&s, st.Row(i), h, r, i); err != nil {
				errs[i] = e.alignError(i, k, len(r.segs[i]), err)
				return
			}
		}
	})
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return st, nil
}

// StatsMany computes several systems' statistics segment by segment: a hypothesis the same
// as an earlier system's copies its row (short segments often repeat across systems).
func (e *ErrorRate) StatsMany(systems [][]string, refs Prepared) ([]*Stats, error) {
	r, ok := refs.(*werRefs)
	if !ok {
		return nil, errForeignRefs(e, refs)
	}
	out := make([]*Stats, len(systems))
	for s, hyps := range systems {
		if err := checkLengths(len(hyps), r); err != nil {
			return nil, err
		}
		out[s] = newStats(werWidth, len(hyps))
	}
	errs := make([]error, r.Len())
	parallelWith(r.Len(), func() *werSegment { return &werSegment{} }, func(seg *werSegment, lo, hi int) {
		for i := lo; i < hi; i++ {
			seg.rep.find(systems, i)
			for s, hyps := range systems {
				if t := seg.rep.same[s]; t >= 0 {
					copy(out[s].Row(i), out[t].Row(i))
					continue
				}
				h := e.apply(hyps[i])
				if k, err := e.tooLong(h, r.segs[i], r.vocab); err != nil {
					errs[i] = e.alignError(i, k, len(r.segs[i]), err)
					return
				}
				if k, err := e.segmentStats(seg, out[s].Row(i), h, r, i); err != nil {
					errs[i] = e.alignError(i, k, len(r.segs[i]), err)
					return
				}
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

// werSegment aligns segments one after the other with reused buffers.
type werSegment struct {
	hyp    []int32
	al     editdist.Aligner
	sclite werSclite
	rep    repeats // the systems that repeat an earlier one's hypothesis
}

// segmentStats writes [H, S, D, I] of the normalized hypothesis h against segment i's
// reference of fewest edits, counted by e's alignment.
func (e *ErrorRate) segmentStats(s *werSegment, row []float64, h string, r *werRefs, i int) (int, error) {
	if e.align == AlignSclite {
		return s.sclite.stats(row, e.splitTokens(h), r.tokens[i])
	}
	s.hyp = e.hypIDs(s.hyp, h, r.vocab)
	return s.stats(row, r.segs[i])
}

// stats writes [H, S, D, I] of s.hyp against the reference of fewest edits (the first of
// those), or returns the reference it cannot align with and why.
func (s *werSegment) stats(row []float64, refs [][]int32) (int, error) {
	best := -1
	for k, ref := range refs {
		c, err := s.al.Counts(ref, s.hyp)
		if err != nil {
			return k, err
		}
		if edits := c.Edits(); best < 0 || edits < best {
			best = edits
			row[0], row[1], row[2], row[3] = float64(c.Hits), float64(c.Subs), float64(c.Dels), float64(c.Ins)
		}
	}
	return 0, nil
}

// Compute scores summed statistics [H, S, D, I].
func (e *ErrorRate) Compute(sum []float64) *Score {
	return &Score{Name: e.measure, Score: 100 * e.rate(sum[0], sum[1], sum[2], sum[3])}
}

// ScoreAs scores resampled sums; the precision does not matter.
func (e *ErrorRate) ScoreAs(sum []float64, _ Precision) float64 {
	return 100 * e.rate(sum[0], sum[1], sum[2], sum[3])
}

// rate is the measure from summed counts, with jiwer's values for empty input (see
// editdist.Counts). Sums of counts, resampled or not, are whole numbers.
func (e *ErrorRate) rate(h, s, d, i float64) float64 {
	return measure(e.measure, editdist.Counts{Hits: int(h), Subs: int(s), Dels: int(d), Ins: int(i)})
}

// measure is the named measure of c.
func measure(name string, c editdist.Counts) float64 {
	switch name {
	case measureMER:
		return c.MER()
	case measureWIL:
		return c.WIL()
	case measureWIP:
		return c.WIP()
	}
	return c.WER()
}
