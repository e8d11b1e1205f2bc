package metric

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// The error rates of speech recognition, as jiwer computes them (see ErrorRate).
var (
	WERKind = errorRateKind(measureWER, true)
	CERKind = errorRateKind(measureCER, true)
	MERKind = errorRateKind(measureMER, true)
	WILKind = errorRateKind(measureWIL, true)
	WIPKind = errorRateKind(measureWIP, false)
)

// errorRateKind describes one measure and registers its signature's keys with package
// signatures, so that Parse reads them.
func errorRateKind(name string, lower bool) *Kind {
	signatures.RegisterMetric(name, []signatures.Key{{Long: "norm", Short: "nm", Check: checkNorm}})
	return &Kind{
		Name: name, Option: strings.ToLower(name), Key: name, LowerIsBetter: lower, Extension: true,
		NewConfig: func() Config { return &ErrorRateConfig{Measure: name} },
		FromSignature: func(p *signatures.Parsed) (Config, error) {
			c := &ErrorRateConfig{Measure: name}
			if v, ok := p.Get("norm"); ok {
				canonical, _, err := ParseNorm(v)
				if err != nil {
					return nil, err
				}
				c.Norm = canonical
			}
			return c, nil
		},
	}
}

// checkNorm refuses a normalization sacre does not know (another Whisper release among them).
func checkNorm(v string) error {
	_, _, err := ParseNorm(v)
	return err
}

// ErrorRateConfig is the Config of one error rate: the measure (set by its Kind; empty is WER,
// as Kind says) and the normalization (see WERConfig).
type ErrorRateConfig struct {
	Measure string `yaml:"-"`
	Norm    string `yaml:"norm"`
}

// Kind is the measure's kind.
func (c *ErrorRateConfig) Kind() *Kind {
	for _, k := range []*Kind{WERKind, CERKind, MERKind, WILKind, WIPKind} {
		if k.Name == c.Measure {
			return k
		}
	}
	return WERKind
}

// Build makes the measure.
func (c *ErrorRateConfig) Build() (Resampler, error) {
	measure := c.Measure
	if measure == "" {
		measure = measureWER
	}
	return NewErrorRate(measure, WERConfig{Norm: c.Norm})
}

// Clone copies the configuration.
func (c *ErrorRateConfig) Clone() Config {
	d := *c
	return &d
}

// StatsKey is the normalization and whether characters or words are compared: WER, MER,
// WIL and WIP share their counts.
func (c *ErrorRateConfig) StatsKey() string {
	unit := "words"
	if c.Measure == measureCER {
		unit = "chars"
	}
	return fmt.Sprintf("%s %s", unit, c.Norm)
}

// Variants are the normalizations most often used, alone and lowercased with punctuation
// removed.
func (c *ErrorRateConfig) Variants([]string) []Config {
	var out []Config
	for _, n := range []string{"", "none", "lc", "punct", "lc/punct", "whisper-basic", "whisper-en"} {
		canonical, _, err := ParseNorm(n)
		if n != "" && err != nil {
			continue
		}
		d := c.Clone().(*ErrorRateConfig)
		d.Norm = canonical
		if n == "" {
			d.Norm = ""
		}
		out = append(out, d)
	}
	return out
}
