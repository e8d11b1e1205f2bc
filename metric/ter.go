package metric

import (
	"fmt"

	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/tokenizers"
)

// TERConfig configures TER as SacreBLEU's TER constructor does; the zero value is SacreBLEU's
// default (lowercased, tercom tokenization without normalization, punctuation kept).
type TERConfig struct {
	Normalized    bool `yaml:"normalized"`
	NoPunct       bool `yaml:"no_punct"`
	AsianSupport  bool `yaml:"asian_support"`
	CaseSensitive bool `yaml:"case_sensitive"`
	// Normalize holds sacre's opt-in Unicode normalizations, applied first; off by default.
	Normalize normalize.Config `yaml:"normalize"`
}

// TER is the translation edit rate (Snover et al., 2006) as SacreBLEU computes it: tercom's
// shifts with lib_ter's banded edit distance and its limits, which differ from tercom's
// in extreme cases.
type TER struct {
	cfg TERConfig
	tok *tokenizers.Tercom
}

// NewTER builds TER from cfg.
func NewTER(cfg TERConfig) (*TER, error) {
	if err := cfg.Normalize.Validate(); err != nil {
		return nil, err
	}
	tok := tokenizers.NewTercom(tokenizers.TercomConfig{
		Normalized: cfg.Normalized, NoPunct: cfg.NoPunct,
		AsianSupport: cfg.AsianSupport, CaseSensitive: cfg.CaseSensitive,
	})
	return &TER{cfg: cfg, tok: tok}, nil
}

// Name returns "TER".
func (t *TER) Name() string { return "TER" }

// Config returns the configuration TER was built from.
func (t *TER) Config() TERConfig { return t.cfg }

// Signature describes the configuration: case, tok, norm, punct, asian, and sacre's additions.
func (t *TER) Signature(run signatures.Run) signatures.Signature {
	fields := []signatures.Field{
		{Key: "case", Value: caseValue(!t.cfg.CaseSensitive, t.cfg.Normalize)},
		{Key: "tok", Value: t.tok.Signature()},
		{Key: "norm", Value: signatures.YesNo(t.cfg.Normalized)},
		{Key: "punct", Value: signatures.YesNo(!t.cfg.NoPunct)},
		{Key: "asian", Value: signatures.YesNo(t.cfg.AsianSupport)},
	}
	fields = append(fields, normalizeFields(t.cfg.Normalize)...)
	return signatures.NewFor(signatures.TER, run, fields...)
}

// preprocess is SacreBLEU's TER._preprocess_segment (the tercom tokenizer on the right-stripped
// segment), after sacre's opt-in normalizations.
func (t *TER) preprocess(s string) string {
	return t.tok.Tokenize(normalize.TrimRight(t.cfg.Normalize.Apply(s)))
}

// refWords preprocesses a reference twice, as SacreBLEU 2.6.0 does: Metric._cache_references
// preprocesses every reference and TER._extract_reference_info preprocesses the result again.
// The second pass matters with normalization: "Nima's," becomes "nima's ," and then
// "nima 's ,", since the possessive rule sees "'s " only after the first pass split the comma.
func (t *TER) refWords(s string) []string {
	return normalize.Fields(t.tok.Tokenize(t.preprocess(s)))
}

// terRefs are references split into words for TER: segs[i][k] is reference k of segment i.
type terRefs struct {
	segs    [][][]string
	numRefs int
}

func (r *terRefs) Len() int     { return len(r.segs) }
func (r *terRefs) NumRefs() int { return r.numRefs }

// Prepare tokenizes the references (twice, see refWords). A segment without references is
// an error: SacreBLEU would divide by zero averaging their lengths.
func (t *TER) Prepare(refs Refs) (Prepared, error) {
	out := &terRefs{segs: make([][][]string, len(refs)), numRefs: refs.NumRefs()}
	for i, seg := range refs {
		if len(seg) == 0 {
			return nil, fmt.Errorf("%w: segment %d has no reference", ErrLength, i+1)
		}
		out.segs[i] = make([][]string, len(seg))
	}
	parallel(len(refs), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			for k, r := range refs[i] {
				out.segs[i][k] = t.refWords(r)
			}
		}
	})
	return out, nil
}

// Stats computes each segment's [edits, reference length]: the fewest edits over the
// references and the average of their lengths, as SacreBLEU does (tercom's convention).
func (t *TER) Stats(hyps []string, refs Prepared) (*Stats, error) {
	r, ok := refs.(*terRefs)
	if !ok {
		return nil, errForeignRefs(t, refs)
	}
	if err := checkLengths(len(hyps), r); err != nil {
		return nil, err
	}
	st := newStats(2, len(hyps))
	parallel(len(hyps), func(lo, hi int) {
		var s terSegment
		for i := lo; i < hi; i++ {
			s.stats(st.Row(i), normalize.Fields(t.preprocess(hyps[i])), r.segs[i])
		}
	})
	return st, nil
}

// terSegment scores segments one after the other with reused buffers.
type terSegment struct {
	ids  idTable[string]
	hyp  []int32
	refs [][]int32
	pair terPair
}

// stats writes [edits, average reference length] of hyp against refs to row.
func (s *terSegment) stats(row []float64, hyp []string, refs [][]string) {
	s.number(hyp, refs)
	best, total := -1, 0
	for _, ref := range s.refs {
		edits := s.pair.editRate(s.hyp, ref)
		if best < 0 || edits < best {
			best = edits
		}
		total += len(ref)
	}
	row[0], row[1] = float64(best), float64(total)/float64(len(refs))
}

// number turns the words into numbers, equal for equal words. A hypothesis word found in no
// reference gets 0, which matches nothing.
func (s *terSegment) number(hyp []string, refs [][]string) {
	n := len(hyp)
	for _, r := range refs {
		n += len(r)
	}
	s.ids.reset(min(n, 1<<12)) // the table grows as needed: long lines repeat words
	s.refs = resize(s.refs, len(refs))
	for k, r := range refs {
		s.refs[k] = s.refs[k][:0]
		for _, w := range r {
			s.refs[k] = append(s.refs[k], int32(s.ids.id(w, true)))
		}
	}
	s.hyp = s.hyp[:0]
	for _, w := range hyp {
		s.hyp = append(s.hyp, int32(s.ids.id(w, false)))
	}
}

// TERScore is a TER score with its parts.
type TERScore struct {
	Score
	NumEdits  int     // edits summed over segments
	RefLength float64 // average reference lengths summed over segments
}

// Compute scores summed statistics (see Stats).
func (t *TER) Compute(sum []float64) *Score { return &t.ComputeTER(sum).Score }

// ComputeTER scores summed statistics: 100 * edits / reference length; without reference
// words, 100 if there are edits and 0 otherwise (SacreBLEU 2.6.0).
func (t *TER) ComputeTER(sum []float64) *TERScore {
	edits, length := sum[0], sum[1]
	score := 0.0
	switch {
	case length > 0:
		score = edits / length
	case edits > 0:
		score = 1
	}
	return &TERScore{Score: Score{Name: "TER", Score: 100 * score}, NumEdits: int(edits), RefLength: length}
}
