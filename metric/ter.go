package metric

import (
	"fmt"
	"runtime"
	"slices"
	"strings"

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

// refTerWords is refWords, keeping a long reference's text unsplit (see terWords).
func (t *TER) refTerWords(s string) terWords {
	return terWordsOf(t.tok.Tokenize(t.preprocess(s)))
}

// terLongText is the length of a preprocessed segment from which its words are not split
// into a slice (16 bytes a word) but read from the text as they are numbered.
const terLongText = 1 << 16

// terHugeText is the length of a preprocessed hypothesis from which garbage is collected
// before it is scored: hundreds of megabytes are then at stake, and one collection is cheap
// next to the scoring.
const terHugeText = 1 << 24

// terWords are the words of a preprocessed segment: split, or for a long one its text.
type terWords struct {
	words []string
	text  string // a long segment's text, if words is nil
}

// terWordsOf splits a preprocessed segment into words, unless it is long.
func terWordsOf(text string) terWords {
	if len(text) >= terLongText {
		return terWords{text: text}
	}
	return terWords{words: normalize.Fields(text)}
}

// terRefs are references split into words for TER: segs[i][k] is reference k of segment i.
type terRefs struct {
	segs    [][]terWords
	numRefs int
}

func (r *terRefs) Len() int     { return len(r.segs) }
func (r *terRefs) NumRefs() int { return r.numRefs }

// Prepare tokenizes the references (twice, see refWords). A segment without references is
// an error: SacreBLEU would divide by zero averaging their lengths.
func (t *TER) Prepare(refs Refs) (Prepared, error) {
	out := &terRefs{segs: make([][]terWords, len(refs)), numRefs: refs.NumRefs()}
	for i, seg := range refs {
		if len(seg) == 0 {
			return nil, fmt.Errorf("%w: segment %d has no reference", ErrLength, i+1)
		}
		out.segs[i] = make([]terWords, len(seg))
	}
	parallel(len(refs), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			for k, r := range refs[i] {
				out.segs[i][k] = t.refTerWords(r)
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
			s.score(st.Row(i), terWordsOf(t.preprocess(hyps[i])), r.segs[i])
		}
	})
	return st, nil
}

// terSegment scores segments one after the other with reused buffers.
type terSegment struct {
	ids   idTable[string]
	hyp   []int32
	refs  [][]int32
	wrefs []terWords // stats's references
	pair  terPair
}

// stats writes [edits, average reference length] of hyp against refs to row.
func (s *terSegment) stats(row []float64, hyp []string, refs [][]string) {
	s.wrefs = resize(s.wrefs, len(refs))
	for k, r := range refs {
		s.wrefs[k] = terWords{words: r}
	}
	s.score(row, terWords{words: hyp}, s.wrefs)
}

// score is stats for words that may be long texts.
func (s *terSegment) score(row []float64, hyp terWords, refs []terWords) {
	// hyp is not used after numbering, so that its text can be collected.
	long, huge := hyp.text != "", len(hyp.text) >= terHugeText
	s.number(hyp, refs)
	if huge {
		// Let the tokenizer's garbage go before the pair's arrays are allocated, rather than
		// let the heap grow to twice what is live.
		runtime.GC()
	}
	best, total := -1, 0
	for k, ref := range s.refs {
		words := s.hyp
		if long && k == len(s.refs)-1 {
			// The pair shifts its copy of the hypothesis: for the last reference of a long
			// one, it takes the numbered words themselves (reset's copy is then a no-op).
			s.hyp, s.pair.hyp = s.pair.hyp, s.hyp
			words = s.pair.hyp
		}
		edits := s.pair.editRate(words, ref)
		if best < 0 || edits < best {
			best = edits
		}
		total += len(ref)
	}
	row[0], row[1] = float64(best), float64(total)/float64(len(refs))
}

// number turns the words into numbers, equal for equal words. A hypothesis word found in no
// reference gets 0, which matches nothing.
func (s *terSegment) number(hyp terWords, refs []terWords) {
	n, long := len(hyp.words), hyp.text != ""
	for _, r := range refs {
		n += len(r.words)
		long = long || r.text != ""
	}
	if long {
		n = 1 << 12
	}
	s.ids.reset(min(n, 1<<12)) // the table grows as needed: long lines repeat words
	s.refs = resize(s.refs, len(refs))
	for k, r := range refs {
		s.refs[k] = s.numbered(s.refs[k][:0], r, true)
	}
	s.hyp = s.numbered(s.hyp[:0], hyp, false)
	if long {
		// The table's keys are substrings of the texts: forget them, so that the
		// hypothesis's text can be collected while the pair is scored.
		s.ids.reset(0)
	}
}

// numbered appends the numbers of the words w to dst, numbering new words if add is set.
func (s *terSegment) numbered(dst []int32, w terWords, add bool) []int32 {
	if w.words == nil && w.text != "" {
		// Sized at once: growing a slice this long would leave several times its size
		// as garbage.
		dst = slices.Grow(dst, strings.Count(w.text, " ")+1)
		for x := range normalize.FieldsSeq(w.text) {
			dst = append(dst, int32(s.ids.id(x, add)))
		}
		return dst
	}
	for _, x := range w.words {
		dst = append(dst, int32(s.ids.id(x, add)))
	}
	return dst
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
