package metric

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/tokenizers"
)

// BLEUKind describes BLEU.
var BLEUKind = &Kind{
	Name: signatures.BLEU, Option: "bleu", Key: "BLEU",
	Help: "BLEU (Papineni et al., 2002)", Group: "BLEU", Flags: bleuFlags,
	NewConfig: func() Config { return &BLEUConfig{} },
	FromSignature: func(p *signatures.Parsed) (Config, error) {
		c, err := bleuFromSignature(p)
		if c == nil {
			return nil, err
		}
		return c, err
	},
}

// BLEUTokenizers are SacreBLEU's --tokenize choices, in its order (its error messages list them so).
var BLEUTokenizers = []string{"none", "zh", "13a", "intl", "char", "ja-mecab", "ko-mecab", "spm", "flores101", "flores200", "spBLEU-1K"}

// bleuFlags are SacreBLEU's BLEU options.
var bleuFlags = []*Flag{
	{Names: []string{"--smooth-method", "-s"}, Dest: "bleu_smooth_method", Type: "str", Choices: SmoothMethods,
		Help: "Smoothing method. (Default: exp)", Apply: func(c Config, v any) { c.(*BLEUConfig).SmoothMethod = v.(string) }},
	valueFlag([]string{"--smooth-value", "-sv"}, "bleu_smooth_value", "float", "Smoothing value for floor (default 0.1) and add-k (default 1).",
		func(c *BLEUConfig, v float64) { c.SmoothValue = &v }),
	{Names: []string{"--tokenize", "-tok"}, Dest: "bleu_tokenize", Type: "str", Choices: BLEUTokenizers,
		Help: "Tokenizer. (Default: by target language, else 13a)", Apply: func(c Config, v any) { c.(*BLEUConfig).Tokenize = v.(string) }},
	switchFlag([]string{"--lowercase", "-lc"}, "bleu_lowercase", "Case-insensitive BLEU.", func(c *BLEUConfig) { c.Lowercase = true }),
	switchFlag([]string{"--force"}, "bleu_force", "Do not warn about input that looks tokenized.", func(c *BLEUConfig) { c.Force = true }),
}

// Kind is BLEUKind.
func (c *BLEUConfig) Kind() *Kind { return BLEUKind }

// ForRun sets effective order at sentence level, the target language, the normalizations and
// a tokenizer the run makes (SentencePiece's, from its model).
func (c *BLEUConfig) ForRun(run Run) (Config, error) {
	b := c.Clone().(*BLEUConfig)
	b.EffectiveOrder = b.EffectiveOrder || run.SentenceLevel
	if run.TargetLanguage != "" {
		b.TrgLang = run.TargetLanguage
	}
	b.Normalize = run.Normalize
	if run.Tokenizer != nil && b.Tokenizer == nil && b.Tokenize != "" {
		tok, err := run.Tokenizer(b.Tokenize)
		if err != nil {
			return nil, err
		}
		b.Tokenizer = tok
	}
	return b, nil
}

// Build makes BLEU.
func (c *BLEUConfig) Build() (Resampler, error) { return NewBLEU(*c) }

// Clone copies the configuration, its smoothing value included.
func (c *BLEUConfig) Clone() Config {
	b := *c
	if b.SmoothValue != nil {
		v := *b.SmoothValue
		b.SmoothValue = &v
	}
	return &b
}

// StatsKey leaves out smoothing and effective order, which only change the formula.
func (c *BLEUConfig) StatsKey() string {
	s := c.Clone().(*BLEUConfig)
	s.SmoothMethod, s.SmoothValue, s.EffectiveOrder = "", nil, false
	tok := s.Tokenize
	if s.Tokenizer != nil {
		tok = s.Tokenizer.Signature()
		s.Tokenizer = nil
	}
	return fmt.Sprintf("%+v %s", *s, tok)
}

// BLEU is the Spec's BLEU configuration, nil if it configures another metric.
func (s Spec) BLEU() *BLEUConfig {
	c, _ := s.Config.(*BLEUConfig)
	return c
}

// Variants: every tokenizer given, with and without lowercasing; each smoothing (1.x's floor of
// 0 among them); effective order switched.
func (c *BLEUConfig) Variants(toks []string) []Config {
	var out []Config
	for _, tok := range toks {
		for _, lc := range []bool{false, true} {
			s := c.Clone().(*BLEUConfig)
			s.Tokenize, s.Lowercase, s.Tokenizer = tok, lc, nil
			out = append(out, s)
		}
	}
	zero, tenth, one := 0.0, 0.1, 1.0
	for _, sm := range []struct {
		method string
		value  *float64
	}{{"exp", nil}, {"floor", &tenth}, {"floor", &zero}, {"add-k", &one}, {"none", nil}} {
		s := c.Clone().(*BLEUConfig)
		s.SmoothMethod, s.SmoothValue = sm.method, sm.value
		out = append(out, s)
	}
	s := c.Clone().(*BLEUConfig)
	s.EffectiveOrder = !s.EffectiveOrder
	return append(out, s)
}

// setCase applies a case field: mixed, lc (lowercase) or fold (sacre's case folding).
func setCase(p *signatures.Parsed, lowercase *bool, fold *bool) {
	switch v, _ := p.Get("case"); v {
	case "lc":
		*lowercase = true
	case "fold":
		*fold = true
	}
}

func bleuFromSignature(p *signatures.Parsed) (*BLEUConfig, error) {
	cfg := &BLEUConfig{Tokenize: "13a"}
	setCase(p, &cfg.Lowercase, &cfg.Normalize.CaseFold)
	cfg.EffectiveOrder = get(p, "eff") == "yes"
	if v, ok := p.Get("tok"); ok {
		name, err := tokenizers.NameOf(v)
		if err != nil {
			return nil, fmt.Errorf("%w: tok:%s: %v", ErrConfig, v, err)
		}
		cfg.Tokenize = name
	}
	if v, ok := p.Get("smooth"); ok {
		method, value, err := parseSmooth(v, p.Release1())
		if err != nil {
			return nil, err
		}
		cfg.SmoothMethod, cfg.SmoothValue = method, value
	}
	if v, ok := p.Get("ngram"); ok {
		cfg.MaxNgramOrder, _ = strconv.Atoi(v)
	}
	cfg.Normalize.Form = get(p, "unorm")
	return cfg, nil
}

// parseSmooth reads exp, none, floor[0.10], add-k[1.00], and 1.x's bare floor and add-k.
func parseSmooth(v string, legacy bool) (string, *float64, error) {
	method, rest, hasValue := strings.Cut(v, "[")
	switch method {
	case "add-n":
		if legacy && !hasValue {
			// SacreBLEU 1.3.0 to 1.4.3 accepted add-n but smoothed nothing with it.
			return "none", nil, nil
		}
	case "exp", "none":
		if !hasValue {
			return method, nil, nil
		}
	case "floor", "add-k":
		if !hasValue {
			if !legacy {
				break
			}
			// SacreBLEU 1.4.4 to 1.4.14 printed no value; floor's default was then 0.
			value := smoothDefaults[method]
			if method == "floor" {
				value = 0
			}
			return method, &value, nil
		}
		num, ok := strings.CutSuffix(rest, "]")
		value, err := strconv.ParseFloat(num, 64)
		if ok && err == nil {
			return method, &value, nil
		}
	default:
		if legacy {
			return "", nil, fmt.Errorf("%w: smooth.%s: SacreBLEU 1.0's smoothing floor has no equivalent in 2.x", ErrConfig, v)
		}
	}
	return "", nil, fmt.Errorf("%w: smooth:%s is not a smoothing method", ErrConfig, v)
}

func get(p *signatures.Parsed, key string) string {
	v, _ := p.Get(key)
	return v
}
