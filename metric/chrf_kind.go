package metric

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// CHRFKind describes chrF and chrF++.
var CHRFKind = &Kind{
	Name: signatures.CHRF, Option: "chrf", Key: "CHRF",
	Help: "chrF and chrF++ (Popović 2015, 2017)", Group: "chrF", Flags: chrfFlags,
	NewConfig: func() Config { c := NewCHRFConfig(); return &c },
	FromSignature: func(p *signatures.Parsed) (Config, error) {
		c, err := chrfFromSignature(p)
		if c == nil {
			return nil, err
		}
		return c, err
	},
}

// chrfFlags are SacreBLEU's chrF options.
var chrfFlags = []*Flag{
	valueFlag([]string{"--chrf-char-order", "-cc"}, "chrf_char_order", "int", "Character n-gram order. (Default: 6)",
		func(c *CHRFConfig, v int) { c.CharOrder = v }),
	valueFlag([]string{"--chrf-word-order", "-cw"}, "chrf_word_order", "int", "Word n-gram order; 2 gives chrF++. (Default: 0)",
		func(c *CHRFConfig, v int) { c.WordOrder = v }),
	valueFlag([]string{"--chrf-beta"}, "chrf_beta", "int", "Weight of recall against precision. (Default: 2)",
		func(c *CHRFConfig, v int) { c.Beta = v }),
	switchFlag([]string{"--chrf-whitespace"}, "chrf_whitespace", "Keep whitespace in character n-grams.", func(c *CHRFConfig) { c.Whitespace = true }),
	switchFlag([]string{"--chrf-lowercase"}, "chrf_lowercase", "Case-insensitive chrF.", func(c *CHRFConfig) { c.Lowercase = true }),
	switchFlag([]string{"--chrf-eps-smoothing"}, "chrf_eps_smoothing", "Epsilon smoothing (as chrF++.py, NLTK, Moses) instead of effective order.",
		func(c *CHRFConfig) { c.EpsSmoothing = true }),
}

// Kind is CHRFKind.
func (c *CHRFConfig) Kind() *Kind { return CHRFKind }

// ForRun sets the run's normalizations.
func (c *CHRFConfig) ForRun(run Run) (Config, error) {
	ch := *c
	ch.Normalize = run.Normalize
	return &ch, nil
}

// Build makes chrF exactly as configured (see CHRFConfig): orders of 0 and 0 are an error and
// beta 0 is chrF0 here, not the defaults, since a command line, a manifest or a signature
// starts from NewCHRFConfig and says so explicitly.
func (c *CHRFConfig) Build() (Resampler, error) { return newCHRF(*c) }

// Clone copies the configuration.
func (c *CHRFConfig) Clone() Config {
	ch := *c
	return &ch
}

// StatsKey leaves out beta and epsilon smoothing, which only change the formula.
func (c *CHRFConfig) StatsKey() string {
	s := *c
	s.Beta, s.EpsSmoothing = 0, false
	return fmt.Sprintf("%+v", s)
}

// CHRF is the Spec's chrF configuration, nil if it configures another metric.
func (s Spec) CHRF() *CHRFConfig {
	c, _ := s.Config.(*CHRFConfig)
	return c
}

// Variants: word orders 0 to 2, with and without whitespace, epsilon smoothing and
// lowercasing; betas 1 to 3.
func (c *CHRFConfig) Variants([]string) []Config {
	var out []Config
	for _, wo := range []int{0, 1, 2} {
		for _, space := range []bool{false, true} {
			for _, eps := range []bool{false, true} {
				for _, lc := range []bool{false, true} {
					s := c.Clone().(*CHRFConfig)
					s.WordOrder, s.Whitespace, s.EpsSmoothing, s.Lowercase = wo, space, eps, lc
					out = append(out, s)
				}
			}
		}
	}
	for _, beta := range []int{1, 2, 3} {
		s := c.Clone().(*CHRFConfig)
		s.Beta = beta
		out = append(out, s)
	}
	return out
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
