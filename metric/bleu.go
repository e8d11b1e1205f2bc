package metric

import (
	"fmt"
	"strconv"
	"strings"
	"unsafe"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/tokenizers"
)

// BLEUConfig configures BLEU as SacreBLEU's BLEU constructor does; the zero value is SacreBLEU's
// default (13a tokenizer, exp smoothing, n-grams up to 4, mixed case), and each zero field means
// its default whatever the other fields hold (BLEUConfig{Lowercase: true} is SacreBLEU's -lc).
type BLEUConfig struct {
	Lowercase bool `yaml:"lowercase"`
	// Force only silences the warning about hypotheses that look tokenized.
	Force bool `yaml:"force"`
	// Tokenize names the tokenizer; empty picks SacreBLEU's default for TrgLang.
	Tokenize string `yaml:"tokenize"`
	// SmoothMethod is "exp" (the default when empty), "floor", "add-k" or "none".
	SmoothMethod string `yaml:"smooth_method"`
	// SmoothValue is floor's or add-k's value; nil means their defaults, 0.1 and 1.
	SmoothValue *float64 `yaml:"smooth_value"`
	// MaxNgramOrder is the largest n-gram order; 0 means 4.
	MaxNgramOrder int `yaml:"max_ngram_order"`
	// EffectiveOrder ignores orders without any n-gram in the hypothesis (sentence-level BLEU).
	EffectiveOrder bool `yaml:"effective_order"`
	// TrgLang is the target language, which picks the default tokenizer (zh, ja, ko).
	TrgLang string `yaml:"trg_lang"`
	// Normalize holds sacre's opt-in Unicode normalizations, off by default.
	Normalize normalize.Config `yaml:"normalize"`
	// Tokenizer, when set, is used instead of making the tokenizer Tokenize names (which then
	// only matters for SacreBLEU's language advice), e.g. a SentencePiece model from a file.
	Tokenizer tokenizers.Tokenizer `yaml:"-"`
}

// The smoothing methods and their default values (SacreBLEU's BLEU.SMOOTH_DEFAULTS).
var smoothDefaults = map[string]float64{"none": 0, "floor": 0.1, "add-k": 1, "exp": 0}

// SmoothMethods lists the smoothing methods in SacreBLEU's order.
var SmoothMethods = []string{"none", "floor", "add-k", "exp"}

const defaultMaxNgramOrder = 4

// BLEU is the BLEU metric (Papineni et al., 2002) as SacreBLEU computes it.
type BLEU struct {
	cfg      BLEUConfig
	tok      tokenizers.Tokenizer
	order    int
	smooth   string
	smoothV  float64
	warnings []string
}

// MaxBLEUOrder is the largest maximum n-gram order NewBLEU takes (SacreBLEU's command line
// has no option for it; its default is 4).
const MaxBLEUOrder = 1024

// NewBLEU builds BLEU from cfg.
func NewBLEU(cfg BLEUConfig) (*BLEU, error) {
	b := &BLEU{cfg: cfg, order: cfg.MaxNgramOrder, smooth: cfg.SmoothMethod}
	if b.order == 0 {
		b.order = defaultMaxNgramOrder
	}
	if b.smooth == "" {
		b.smooth = "exp"
	}
	def, ok := smoothDefaults[b.smooth]
	if !ok {
		return nil, fmt.Errorf("%w: unknown smoothing method %q (choose from %s)", ErrConfig, b.smooth, strings.Join(SmoothMethods, ", "))
	}
	if b.order < 1 {
		return nil, fmt.Errorf("%w: maximum n-gram order %d is not positive", ErrConfig, b.order)
	}
	if b.order > MaxBLEUOrder {
		// Every order takes two statistics per segment and a printed precision.
		return nil, fmt.Errorf("%w: maximum n-gram order %d: sacre computes BLEU up to order %d", ErrConfig, b.order, MaxBLEUOrder)
	}
	b.smoothV = def
	if cfg.SmoothValue != nil {
		b.smoothV = *cfg.SmoothValue
	}
	if err := cfg.Normalize.Validate(); err != nil {
		return nil, err
	}
	name := cfg.Tokenize
	if name == "" {
		name = tokenizers.Default(cfg.TrgLang)
	} else {
		b.warnings = tokenizerWarnings(cfg.TrgLang, name)
	}
	b.tok = cfg.Tokenizer
	if b.tok == nil {
		tok, err := tokenizers.New(name)
		if err != nil {
			return nil, err
		}
		b.tok = tok
	}
	return b, nil
}

// tokenizerWarnings are SacreBLEU's advice when a target language has a better tokenizer.
func tokenizerWarnings(trgLang, tok string) []string {
	switch {
	case trgLang == "zh" && tok != "zh":
		return []string{"Consider using the 'zh' or 'spm' tokenizer for Chinese."}
	case trgLang == "ja" && tok != "ja-mecab":
		return []string{"Consider using the 'ja-mecab' or 'spm' tokenizer for Japanese."}
	case trgLang == "ko" && tok != "ko-mecab":
		return []string{"Consider using the 'ko-mecab' or 'spm' tokenizer for Korean."}
	}
	return nil
}

// Warnings returns the warnings SacreBLEU logs when building this configuration.
func (b *BLEU) Warnings() []string { return b.warnings }

// Name returns "BLEU".
func (b *BLEU) Name() string { return "BLEU" }

// Config returns the configuration BLEU was built from.
func (b *BLEU) Config() BLEUConfig { return b.cfg }

// Signature describes the configuration: case, eff, tok, smooth, and sacre's additions.
func (b *BLEU) Signature(run signatures.Run) signatures.Signature {
	smooth := b.smooth
	if b.smooth == "floor" || b.smooth == "add-k" {
		smooth += "[" + pyfmt.Fixed(b.smoothV, 2) + "]"
	}
	fields := []signatures.Field{
		{Key: "case", Value: caseValue(b.cfg.Lowercase, b.cfg.Normalize)},
		{Key: "eff", Value: signatures.YesNo(b.cfg.EffectiveOrder)},
		{Key: "tok", Value: b.tok.Signature()},
		{Key: "smooth", Value: smooth},
	}
	// SacreBLEU leaves the order out (its issue #251); sacre records it when it is not the default.
	if b.order != defaultMaxNgramOrder {
		fields = append(fields, signatures.Field{Key: "ngram", Value: strconv.Itoa(b.order)})
	}
	fields = append(fields, normalizeFields(b.cfg.Normalize)...)
	return signatures.NewFor(signatures.BLEU, run, fields...)
}

// caseValue is the case field: "lc" or "mixed" as in SacreBLEU, or "fold" with sacre's case folding.
func caseValue(lowercase bool, n normalize.Config) string {
	switch {
	case n.CaseFold:
		return "fold"
	case lowercase:
		return "lc"
	}
	return "mixed"
}

// normalizeFields records sacre's opt-in Unicode normalization form, so such a score is never
// mistaken for a default one.
func normalizeFields(n normalize.Config) []signatures.Field {
	if n.Form == "" {
		return nil
	}
	return []signatures.Field{{Key: "unorm", Value: n.Form}}
}

// preprocess lowercases (optionally), strips trailing whitespace and tokenizes a segment,
// in SacreBLEU's order, after sacre's opt-in normalizations.
func (b *BLEU) preprocess(s string) string {
	return b.tok.Tokenize(b.normalized(s))
}

// appendPreprocess appends preprocess(s) to dst, with a tokenizer that appends.
func (b *BLEU) appendPreprocess(dst []byte, tok tokenizers.Appender, s string) []byte {
	return tok.AppendTokens(dst, b.normalized(s))
}

// normalized is a segment as preprocess tokenizes it: normalized, lowercased (optionally),
// without trailing whitespace.
func (b *BLEU) normalized(s string) string {
	s = b.cfg.Normalize.Apply(s)
	if b.cfg.Lowercase {
		s = normalize.Lower(s)
	}
	return normalize.TrimRight(s)
}

// preprocessRef is preprocess for a reference, which Prepare keeps. A long one is tokenized
// into a buffer allocated once with room for any tokenizer's output (at most twice the input's
// bytes, a space after each), which becomes the string: its tokens' only copy, where Tokenize
// would grow buffers (several times its size for the collector) and then copy the result.
func (b *BLEU) preprocessRef(s string) string {
	app, ok := b.tok.(tokenizers.Appender)
	if _, none := b.tok.(tokenizers.None); !ok || none || len(s) <= longBytes {
		// none returns the segment itself, a copy of nothing.
		return b.preprocess(s)
	}
	s = b.normalized(s)
	buf := app.AppendTokens(make([]byte, 0, 2*len(s)), s)
	return unsafe.String(unsafe.SliceData(buf), len(buf))
}
