package metric

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// A Kind describes one metric: everything the command line, its help, signatures, manifests,
// verify, reports and pairwise scoring need to know of it besides its configuration. Kinds
// lists them; adding a metric is its own files (its configuration, which implements Config, and
// its Kind with its flags) and one call of Register.
type Kind struct {
	// Name is the metric's name in signatures: signatures.BLEU, CHRF or TER.
	Name string
	// Option is its name in -m/--metrics and its key in manifests: "bleu", "chrf", "ter".
	Option string
	// Key orders results as SacreBLEU does (its metric keys, sorted): "BLEU", "CHRF", "TER".
	Key string
	// Extension is set for the metrics beyond SacreBLEU's three (the error rates), which
	// SacreBLEU's messages do not list.
	Extension bool
	// LowerIsBetter is set for the metrics whose lower scores are better: TER and the error
	// rates but WIP.
	LowerIsBetter bool
	// Help says in a few words what the metric measures, for -m's help.
	Help string
	// Group heads the metric's options in help ("BLEU", "chrF"); kinds that share their
	// options (the error rates) share it.
	Group string
	// Flags are the metric's command-line options, in the order help lists them.
	Flags []*Flag
	// NewConfig returns SacreBLEU's default configuration, the base of the command line's and a
	// manifest's.
	NewConfig func() Config
	// FromSignature configures the metric as a parsed signature describes it (see FromSignature).
	FromSignature func(p *signatures.Parsed) (Config, error)
}

// A Config is one metric's configuration (*BLEUConfig, *CHRFConfig or *TERConfig).
type Config interface {
	// Kind is the metric the configuration is of.
	Kind() *Kind
	// Build makes the metric.
	Build() (Resampler, error)
	// Variants are the configurations near this one that a mistaken or misread signature most
	// often hides; tokenizers are those worth trying for a metric that tokenizes.
	Variants(tokenizers []string) []Config
	// Clone returns a copy that can be changed without changing this one.
	Clone() Config
	// StatsKey identifies the sufficient statistics the metric computes: configurations with
	// the same key (differing only in options of the formula, such as smoothing) share them.
	StatsKey() string
	// ForRun returns a copy configured for a run's facts (sentence level, target language,
	// Unicode normalization, outside tokenizers), or why the run cannot have this metric.
	ForRun(run Run) (Config, error)
}

// KindOf finds a metric by its signature name, option or key, in any case ("chrF", "chrf",
// "CHRF"); nil when there is none.
func KindOf(name string) *Kind {
	for _, k := range Kinds() {
		if strings.EqualFold(name, k.Name) || strings.EqualFold(name, k.Option) || strings.EqualFold(name, k.Key) {
			return k
		}
	}
	return nil
}

// Options lists the metrics' -m names, in Kinds' order.
func Options() []string {
	kinds := Kinds()
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = k.Option
	}
	return out
}

// SacreBLEUOptions and ExtensionOptions split Options: SacreBLEU's metrics and sacre's own.
func SacreBLEUOptions() []string { return options(false) }

// ExtensionOptions are the -m names of the metrics beyond SacreBLEU's.
func ExtensionOptions() []string { return options(true) }

func options(extension bool) []string {
	var out []string
	for _, k := range Kinds() {
		if k.Extension == extension {
			out = append(out, k.Option)
		}
	}
	return out
}

// A Spec is one metric with its configuration, as a manifest or a signature names it.
type Spec struct {
	Config Config
}

// SpecOf is the Spec of a configuration.
func SpecOf(c Config) Spec { return Spec{Config: c} }

// Kind is the metric s configures; nil for an empty Spec.
func (s Spec) Kind() *Kind {
	if s.Config == nil {
		return nil
	}
	return s.Config.Kind()
}

// New builds the metric s configures.
func (s Spec) New() (Metric, error) {
	if s.Config == nil {
		return nil, fmt.Errorf("%w: a Spec without a metric", ErrConfig)
	}
	return s.Config.Build()
}

// Clone returns a copy of s whose configuration can be changed without changing s.
func (s Spec) Clone() Spec {
	if s.Config == nil {
		return s
	}
	return Spec{Config: s.Config.Clone()}
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
	for _, k := range Kinds() {
		if k.Name == p.Metric {
			c, err := k.FromSignature(p)
			return Spec{Config: c}, err
		}
	}
	return Spec{}, fmt.Errorf("%w: signature of unknown metric %q", ErrConfig, p.Metric)
}
