package metric

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/tokenizers"
)

// A Spec is one metric with its configuration, as a manifest or a signature names it: exactly
// one of BLEU, CHRF and TER is set.
type Spec struct {
	BLEU *BLEUConfig
	CHRF *CHRFConfig
	TER  *TERConfig
}

// Kind is signatures.BLEU, signatures.CHRF or signatures.TER; "" for an empty Spec.
func (s Spec) Kind() string {
	switch {
	case s.BLEU != nil:
		return signatures.BLEU
	case s.CHRF != nil:
		return signatures.CHRF
	case s.TER != nil:
		return signatures.TER
	}
	return ""
}

// New builds the metric s configures.
func (s Spec) New() (Metric, error) {
	n := 0
	for _, set := range []bool{s.BLEU != nil, s.CHRF != nil, s.TER != nil} {
		if set {
			n++
		}
	}
	if n != 1 {
		return nil, fmt.Errorf("%w: a Spec sets %d metrics; it must set exactly one", ErrConfig, n)
	}
	switch {
	case s.BLEU != nil:
		return NewBLEU(*s.BLEU)
	case s.CHRF != nil:
		return NewCHRF(*s.CHRF)
	}
	return NewTER(*s.TER)
}

// Clone returns a copy of s whose configuration can be changed without changing s.
func (s Spec) Clone() Spec {
	var c Spec
	if s.BLEU != nil {
		b := *s.BLEU
		if b.SmoothValue != nil {
			v := *b.SmoothValue
			b.SmoothValue = &v
		}
		c.BLEU = &b
	}
	if s.CHRF != nil {
		ch := *s.CHRF
		c.CHRF = &ch
	}
	if s.TER != nil {
		t := *s.TER
		c.TER = &t
	}
	return c
}

// FromSignature configures the metric a signature describes, field by field: the metric built
// from the result prints the same fields (apart from version and the run's facts: references,
// resampling, test set). Fields a signature leaves out take SacreBLEU's defaults.
//
// Legacy (SacreBLEU 1.x) fields are read as 1.x meant them: BLEU's smooth "floor" without a
// value is 1.x's floor of 0 and "add-n" (1.3.0 to 1.4.3) smoothed nothing; chrF's case.lc
// did not lowercase and its space is a Python boolean; TER's tok spells its options
// (tercom-nonorm-punct-noasian-uncased). Scores' scale and the behaviour of old releases
// are not this function's business (see package verify).
func FromSignature(p *signatures.Parsed) (Spec, error) {
	var s Spec
	var err error
	switch p.Metric {
	case signatures.BLEU:
		s.BLEU, err = bleuFromSignature(p)
	case signatures.CHRF:
		s.CHRF, err = chrfFromSignature(p)
	case signatures.TER:
		s.TER, err = terFromSignature(p)
	default:
		err = fmt.Errorf("%w: signature of unknown metric %q", ErrConfig, p.Metric)
	}
	return s, err
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

func chrfFromSignature(p *signatures.Parsed) (*CHRFConfig, error) {
	cfg := NewCHRFConfig()
	plus := 0
	if p.Name != "" {
		digits := strings.TrimPrefix(p.Name, "chrF")
		plus = len(digits) - len(strings.TrimRight(digits, "+"))
		beta, err := strconv.Atoi(strings.TrimRight(digits, "+"))
		if err != nil {
			return nil, fmt.Errorf("%w: %s is not chrF with a beta", ErrConfig, p.Name)
		}
		cfg.Beta = beta
	}
	cfg.WordOrder = plus
	if !p.Release1() {
		// SacreBLEU 1.x wrote case.lc into chrF's signature with -lc but never lowercased.
		setCase(p, &cfg.Lowercase, &cfg.Normalize.CaseFold)
	}
	for _, key := range []string{"nc", "numchars"} {
		if v, ok := p.Get(key); ok {
			cfg.CharOrder, _ = strconv.Atoi(v)
		}
	}
	if v, ok := p.Get("nw"); ok {
		cfg.WordOrder, _ = strconv.Atoi(v)
		if p.Name != "" && cfg.WordOrder != plus {
			return nil, fmt.Errorf("%w: %s means word order %d, but the signature says nw:%s", ErrConfig, p.Name, plus, v)
		}
	}
	switch v, _ := p.Get("space"); v {
	case "yes", "true", "True":
		cfg.Whitespace = true
	}
	cfg.EpsSmoothing = get(p, "eff") == "no"
	cfg.Normalize.Form = get(p, "unorm")
	return &cfg, nil
}

func terFromSignature(p *signatures.Parsed) (*TERConfig, error) {
	cfg := &TERConfig{}
	if v, _ := p.Get("tok"); p.Form.Legacy && v == "" || strings.HasPrefix(v, "tercom-") {
		// SacreBLEU 1.x: tok.tercom-nonorm-punct-noasian-uncased holds every option.
		if v == "" {
			return cfg, nil
		}
		opts := strings.Split(v, "-")
		want := [][2]string{{"norm", "nonorm"}, {"nopunct", "punct"}, {"asian", "noasian"}, {"cased", "uncased"}}
		if len(opts) != 5 || opts[0] != "tercom" {
			return nil, fmt.Errorf("%w: tok.%s is not tercom-[no]norm-[no]punct-[no]asian-[un]cased", ErrConfig, v)
		}
		flags := []*bool{&cfg.Normalized, &cfg.NoPunct, &cfg.AsianSupport, &cfg.CaseSensitive}
		for i, opt := range opts[1:] {
			switch opt {
			case want[i][0]:
				*flags[i] = true
			case want[i][1]:
			default:
				return nil, fmt.Errorf("%w: tok.%s: %q is neither %s nor %s", ErrConfig, v, opt, want[i][0], want[i][1])
			}
		}
		return cfg, nil
	}
	if v, ok := p.Get("tok"); ok && v != "tercom" {
		return nil, fmt.Errorf("%w: TER's tok:%s is not tercom", ErrConfig, v)
	}
	switch v, _ := p.Get("case"); v {
	case "mixed":
		cfg.CaseSensitive = true
	case "fold":
		cfg.Normalize.CaseFold = true
	}
	cfg.Normalized = get(p, "norm") == "yes"
	cfg.NoPunct = get(p, "punct") == "no"
	cfg.AsianSupport = get(p, "asian") == "yes"
	cfg.Normalize.Form = get(p, "unorm")
	return cfg, nil
}

func get(p *signatures.Parsed, key string) string {
	v, _ := p.Get(key)
	return v
}
