package metric

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/normalize"
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
	signatures.RegisterMetric(name, []signatures.Key{{Long: "norm", Short: "nm", Check: checkNorm}, {Long: "align", Short: "al", Check: checkAlign}})
	return &Kind{
		Name: name, Option: strings.ToLower(name), Key: name, LowerIsBetter: lower, Extension: true,
		Help: errorRateHelp[name], Group: "Speech recognition (sacre's additions)", Flags: []*Flag{werNormFlag, werAlignFlag},
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
			if v, ok := p.Get("align"); ok && v != AlignJiwer {
				c.Align = v // a signature without align (sacre before 0.2) counted as jiwer does
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

// checkAlign refuses an alignment sacre does not know.
func checkAlign(v string) error {
	if v != AlignJiwer && v != AlignSclite {
		return fmt.Errorf("%w: no alignment %q (jiwer, sclite)", ErrConfig, v)
	}
	return nil
}

// ErrorRateConfig is the Config of one error rate: the measure (set by its Kind; empty is WER,
// as Kind says), the normalization and the alignment (see WERConfig).
type ErrorRateConfig struct {
	Measure string `yaml:"-"`
	Norm    string `yaml:"norm"`
	Align   string `yaml:"align"`
}

// errorRateHelp says what each measure is, for -m's help.
var errorRateHelp = map[string]string{
	measureWER: "word error rate, as jiwer", measureCER: "character error rate, as jiwer",
	measureMER: "match error rate, as jiwer", measureWIL: "word information lost, as jiwer",
	measureWIP: "word information preserved, as jiwer",
}

// werNormFlag is the error rates' normalization, one option for all five.
var werNormFlag = &Flag{
	Names: []string{"--wer-norm"}, Dest: "wer_norm", Type: "str", Metavar: "NORM", Extension: true,
	Help: "The error rates' text normalization, steps joined with / (signature: norm:NORM): jiwer-wer " +
		"(WER's default), jiwer-cer (CER's), none, lc, punct, whisper-basic, whisper-en (sacre normalize -h lists them).",
	Apply:   func(c Config, v any) { c.(*ErrorRateConfig).Norm = v.(string) },
	Suggest: normalizerNames,
}

// werAlignFlag is the error rates' alignment, one option for all five.
var werAlignFlag = &Flag{
	Names: []string{"--wer-align"}, Dest: "wer_align", Type: "str", Metavar: "ALIGN", Extension: true,
	Choices: []string{AlignJiwer, AlignSclite},
	Help: "The alignment that counts the error rates' errors (signature: align:ALIGN): jiwer (the minimum " +
		"edit count, default) or sclite (NIST sclite's weighted alignment: substitution 4, insertion and " +
		"deletion 3, its tie-breaking; sacre sclite takes sclite's own command line).",
	Apply: func(c Config, v any) { c.(*ErrorRateConfig).Align = v.(string) },
}

// normalizerNames are the text normalizations' names and aliases.
func normalizerNames() []string {
	var out []string
	for _, n := range TextNormalizers() {
		out = append(out, n.Name)
		if n.Alias != "" {
			out = append(out, n.Alias)
		}
	}
	return out
}

// ForRun refuses the run's Unicode normalizations: an error rate's normalization is all in Norm.
func (c *ErrorRateConfig) ForRun(run Run) (Config, error) {
	if run.Normalize != (normalize.Config{}) {
		return nil, fmt.Errorf("%w to %s: its normalization is all in its Norm", ErrRunNormalize, c.Kind().Name)
	}
	return c.Clone(), nil
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
	return NewErrorRate(measure, WERConfig{Norm: c.Norm, Align: c.Align})
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
	return fmt.Sprintf("%s %s %s", unit, c.Norm, c.Align)
}

// Variants are the normalizations most often used, alone and lowercased with punctuation
// removed, each counted by jiwer's alignment and by sclite's.
func (c *ErrorRateConfig) Variants([]string) []Config {
	var out []Config
	for _, align := range []string{"", AlignSclite} {
		for _, n := range []string{"", "none", "lc", "punct", "lc/punct", "whisper-basic", "whisper-en"} {
			canonical, _, err := ParseNorm(n)
			if n != "" && err != nil {
				continue
			}
			d := c.Clone().(*ErrorRateConfig)
			d.Norm, d.Align = canonical, align
			if n == "" {
				d.Norm = ""
			}
			out = append(out, d)
		}
	}
	return out
}
