package metric

import (
	"fmt"
	"slices"
	"sync"

	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/tokenizers"
)

// A Flag is one of a metric's command-line options, as its Kind declares it: the command
// line, its help, completion and manual page are made from these.
type Flag struct {
	// Names are the option's spellings, the long one first: "--chrf-char-order", "-cc".
	Names []string
	// Dest names the option's value (SacreBLEU's argparse dest): "chrf_char_order".
	Dest string
	// Type is "" for a switch, else the type of its value: "int", "float" or "str".
	Type string
	// Choices are the values the option takes, if it takes only some.
	Choices []string
	// Metavar names the value in help; empty means Dest in capitals, as argparse does.
	Metavar string
	// Help says what the option does, with its default: "Character n-gram order. (Default: 6)".
	Help string
	// Extension is set for sacre's own options, which SacreBLEU does not have.
	Extension bool
	// Suggest lists values worth offering in a shell's completion, for a flag that takes other
	// values too (chains of normalization steps).
	Suggest func() []string
	// Apply sets the option in c, a configuration of a kind that declares the flag: v is true
	// for a switch, an int, a float64 or a string as Type says.
	Apply func(c Config, v any)
}

// Run holds the facts of a scoring run that configure a metric besides its own options.
type Run struct {
	// SentenceLevel is set when segments are scored one by one, as SacreBLEU's -sl and
	// sentence_score do (BLEU then uses effective order).
	SentenceLevel bool
	// TargetLanguage is the language of the hypotheses (-l's target): BLEU's default
	// tokenizer and SacreBLEU's advice follow it.
	TargetLanguage string
	// Normalize holds sacre's opt-in Unicode normalizations (--normalize, --casefold).
	Normalize normalize.Config
	// Tokenizer makes the tokenizers that need outside files (SentencePiece's models), or
	// returns nil for those package tokenizers makes; nil means none.
	Tokenizer func(name string) (tokenizers.Tokenizer, error)
}

// A Warner has advice to log when it is built, as SacreBLEU logs it (BLEU's tokenizer advice).
type Warner interface {
	Warnings() []string
}

var registry struct {
	sync.RWMutex
	kinds []*Kind
}

func init() {
	registry.kinds = []*Kind{BLEUKind, CHRFKind, TERKind, WERKind, CERKind, MERKind, WILKind, WIPKind}
}

// Kinds are the metrics sacre computes: SacreBLEU's in its order, then the others in the order
// they were registered.
func Kinds() []*Kind {
	registry.RLock()
	defer registry.RUnlock()
	return slices.Clone(registry.kinds)
}

// Register adds a metric to Kinds and its signature's keys to package signatures, so that the
// command line, manifests, signatures and verify know it. It panics if the kind's name, option
// or key is taken, or it lacks NewConfig, as image.RegisterFormat and sql.Register would.
func Register(k *Kind, keys []signatures.Key) {
	registry.Lock()
	defer registry.Unlock()
	if k.NewConfig == nil || k.Name == "" || k.Option == "" {
		panic(fmt.Sprintf("metric: Register of an incomplete kind %q", k.Name))
	}
	for _, o := range registry.kinds {
		if o.Name == k.Name || o.Option == k.Option || o.Key == k.Key {
			panic(fmt.Sprintf("metric: Register of %q, which is taken", k.Name))
		}
	}
	signatures.RegisterMetric(k.Name, keys)
	registry.kinds = append(registry.kinds, k)
}

// FlagsOf are the flags of kinds, each once (the error rates share --wer-norm), in the kinds'
// order.
func FlagsOf(kinds []*Kind) []*Flag {
	var out []*Flag
	for _, k := range kinds {
		for _, f := range k.Flags {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// ErrRunNormalize reports Unicode normalizations (Run.Normalize) given to a metric that has
// its own normalization instead (the error rates' Norm).
var ErrRunNormalize = fmt.Errorf("%w: Unicode normalization does not apply", ErrConfig)

// switchFlag is a flag without a value that sets a field of a kind's configuration.
func switchFlag[C Config](names []string, dest, help string, set func(C)) *Flag {
	return &Flag{Names: names, Dest: dest, Help: help, Apply: func(c Config, _ any) { set(c.(C)) }}
}

// valueFlag is a flag with a value of type T ("int", "float" or "str" as typ says).
func valueFlag[C Config, T any](names []string, dest, typ, help string, set func(C, T)) *Flag {
	return &Flag{Names: names, Dest: dest, Type: typ, Help: help, Apply: func(c Config, v any) { set(c.(C), v.(T)) }}
}
