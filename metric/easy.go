package metric

import (
	"github.com/sacre-mt/sacre/signatures"
)

// A Result is a score with the signature of the metric that computed it, as SacreBLEU's
// corpus_bleu and sentence_bleu return one: its String is Python's str(score).
type Result struct {
	// Value is the score (Python's score.score).
	Value float64
	// Score is everything SacreBLEU's Score holds: the name, BLEU's verbose part, a bootstrap
	// interval.
	Score *Score
	// Signature records the configuration (print it with String or Format(true)).
	Signature signatures.Signature
}

// String is the score as Python prints it: "BLEU = 48.53 82.4/50.0/45.5/37.5 (BP = ...)".
func (r Result) String() string { return r.Score.Text(2, "") }

// Line is the score as the sacrebleu command prints it with -f text: its name, the signature,
// and the score with width decimals.
func (r Result) Line(width int) string { return r.Score.Text(width, r.Signature.Format(false)) }

// CorpusBLEU is SacreBLEU's corpus_bleu(hyps, refs) with its defaults (13a, exp smoothing):
// refs are reference streams, each as long as hyps.
func CorpusBLEU(hyps []string, refs ...[]string) (Result, error) {
	return BLEUConfig{}.Corpus(hyps, refs...)
}

// SentenceBLEU is SacreBLEU's sentence_bleu(hyp, refs): BLEU with effective order, as
// sentence_bleu uses it.
func SentenceBLEU(hyp string, refs ...string) (Result, error) {
	return BLEUConfig{EffectiveOrder: true}.Sentence(hyp, refs...)
}

// CorpusCHRF is SacreBLEU's corpus_chrf(hyps, refs) with its defaults (chrF2); for chrF++ use
// a CHRFConfig from NewCHRFConfig with WordOrder 2.
func CorpusCHRF(hyps []string, refs ...[]string) (Result, error) {
	return CHRFConfig{}.Corpus(hyps, refs...)
}

// SentenceCHRF is SacreBLEU's sentence_chrf(hyp, refs).
func SentenceCHRF(hyp string, refs ...string) (Result, error) {
	return CHRFConfig{}.Sentence(hyp, refs...)
}

// CorpusTER is SacreBLEU's corpus_ter(hyps, refs) with its defaults.
func CorpusTER(hyps []string, refs ...[]string) (Result, error) {
	return TERConfig{}.Corpus(hyps, refs...)
}

// SentenceTER is SacreBLEU's sentence_ter(hyp, refs).
func SentenceTER(hyp string, refs ...string) (Result, error) {
	return TERConfig{}.Sentence(hyp, refs...)
}

// Corpus scores hyps against reference streams with this configuration.
func (c BLEUConfig) Corpus(hyps []string, refs ...[]string) (Result, error) {
	m, err := NewBLEU(c)
	if err != nil {
		return Result{}, err
	}
	return corpusResult(m, hyps, refs)
}

// Sentence scores one hypothesis against its references with this configuration.
func (c BLEUConfig) Sentence(hyp string, refs ...string) (Result, error) {
	m, err := NewBLEU(c)
	if err != nil {
		return Result{}, err
	}
	return sentenceResult(m, hyp, refs)
}

// Corpus scores hyps against reference streams with this configuration.
func (c CHRFConfig) Corpus(hyps []string, refs ...[]string) (Result, error) {
	m, err := NewCHRF(c)
	if err != nil {
		return Result{}, err
	}
	return corpusResult(m, hyps, refs)
}

// Sentence scores one hypothesis against its references with this configuration.
func (c CHRFConfig) Sentence(hyp string, refs ...string) (Result, error) {
	m, err := NewCHRF(c)
	if err != nil {
		return Result{}, err
	}
	return sentenceResult(m, hyp, refs)
}

// Corpus scores hyps against reference streams with this configuration.
func (c TERConfig) Corpus(hyps []string, refs ...[]string) (Result, error) {
	m, err := NewTER(c)
	if err != nil {
		return Result{}, err
	}
	return corpusResult(m, hyps, refs)
}

// Sentence scores one hypothesis against its references with this configuration.
func (c TERConfig) Sentence(hyp string, refs ...string) (Result, error) {
	m, err := NewTER(c)
	if err != nil {
		return Result{}, err
	}
	return sentenceResult(m, hyp, refs)
}

func corpusResult(m Metric, hyps []string, streams [][]string) (Result, error) {
	refs, err := FromStreams(streams...)
	if err != nil {
		return Result{}, err
	}
	sc, err := Corpus(m, hyps, refs)
	if err != nil {
		return Result{}, err
	}
	return Result{Value: sc.Score, Score: sc, Signature: m.Signature(signatures.Run{NumRefs: refs.NumRefs()})}, nil
}

func sentenceResult(m Metric, hyp string, refs []string) (Result, error) {
	sc, err := Sentence(m, hyp, refs)
	if err != nil {
		return Result{}, err
	}
	return Result{Value: sc.Score, Score: sc, Signature: m.Signature(signatures.Run{NumRefs: len(refs)})}, nil
}
