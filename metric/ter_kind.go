package metric

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// TERKind describes TER.
var TERKind = &Kind{
	Name: signatures.TER, Option: "ter", Key: "TER", LowerIsBetter: true,
	Help: "translation edit rate (Snover et al., 2006), as tercom", Group: "TER (defaults reproduce tercom)", Flags: terFlags,
	NewConfig: func() Config { return &TERConfig{} },
	FromSignature: func(p *signatures.Parsed) (Config, error) {
		c, err := terFromSignature(p)
		if c == nil {
			return nil, err
		}
		return c, err
	},
}

// terFlags are SacreBLEU's TER options.
var terFlags = []*Flag{
	switchFlag([]string{"--ter-case-sensitive"}, "ter_case_sensitive", "Case-sensitive TER.", func(c *TERConfig) { c.CaseSensitive = true }),
	switchFlag([]string{"--ter-asian-support"}, "ter_asian_support", "Split CJK characters and punctuation (with --ter-normalized/--ter-no-punct).",
		func(c *TERConfig) { c.AsianSupport = true }),
	switchFlag([]string{"--ter-no-punct"}, "ter_no_punct", "Remove punctuation.", func(c *TERConfig) { c.NoPunct = true }),
	switchFlag([]string{"--ter-normalized"}, "ter_normalized", "Normalize and tokenize as tercom's -N.", func(c *TERConfig) { c.Normalized = true }),
}

// Kind is TERKind.
func (c *TERConfig) Kind() *Kind { return TERKind }

// ForRun sets the run's normalizations.
func (c *TERConfig) ForRun(run Run) (Config, error) {
	t := *c
	t.Normalize = run.Normalize
	return &t, nil
}

// Build makes TER.
func (c *TERConfig) Build() (Resampler, error) { return NewTER(*c) }

// Clone copies the configuration.
func (c *TERConfig) Clone() Config {
	t := *c
	return &t
}

// StatsKey is the whole configuration.
func (c *TERConfig) StatsKey() string { return fmt.Sprintf("%+v", *c) }

// TER is the Spec's TER configuration, nil if it configures another metric.
func (s Spec) TER() *TERConfig {
	c, _ := s.Config.(*TERConfig)
	return c
}

// Variants: each combination of its four options.
func (c *TERConfig) Variants([]string) []Config {
	var out []Config
	for bits := range 16 {
		s := c.Clone().(*TERConfig)
		s.CaseSensitive, s.Normalized = bits&1 != 0, bits&2 != 0
		s.NoPunct, s.AsianSupport = bits&4 != 0, bits&8 != 0
		out = append(out, s)
	}
	return out
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
