package compare

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/significance"
)

// ErrArgs is a command-line value compare cannot take.
var ErrArgs = errors.New("compare: bad argument")

// MaxSamples bounds Args.Samples: every system keeps a score per resample.
const MaxSamples = 1_000_000

// Args are a command line's values, as typed.
type Args struct {
	Tests   []string // test names; none means bs
	Alpha   string   // "" means 0.05
	Samples string   // "" means the test's default
	Seed    string   // SACREBLEU_SEED's value; "" means SacreBLEU's default
	LPs     []string // the language pairs to compare; none means all
	// Speakers is a file of the segments' speakers (one id a line), for sign-sc and
	// wilcoxon-sc; "" means none.
	Speakers string
}

// Config checks the values and makes the comparison's configuration.
func (a Args) Config() (Config, error) {
	cfg := Config{Alpha: 0.05, LPs: a.LPs}
	tests := a.Tests
	if len(tests) == 0 {
		tests = []string{string(Bootstrap)}
	}
	for _, name := range tests {
		t, err := ParseTest(name)
		if err != nil {
			return cfg, err
		}
		cfg.Tests = append(cfg.Tests, t)
	}
	if a.Alpha != "" {
		f, err := strconv.ParseFloat(strings.TrimSpace(a.Alpha), 64)
		if err != nil || !(f > 0 && f < 1) {
			return cfg, fmt.Errorf("%w: --alpha %s is not a significance level between 0 and 1", ErrArgs, a.Alpha)
		}
		cfg.Alpha = f
	}
	if a.Samples != "" {
		n, err := strconv.Atoi(strings.TrimSpace(a.Samples))
		if err != nil || n < 1 || n > MaxSamples {
			return cfg, fmt.Errorf("%w: --samples %s is not a number of resamples from 1 to %d", ErrArgs, a.Samples, MaxSamples)
		}
		cfg.Samples = n
	}
	if a.Speakers != "" {
		if !slices.ContainsFunc(cfg.Tests, Test.BySpeaker) {
			return cfg, fmt.Errorf("%w: --speakers is for the tests of speakers (sign-sc, wilcoxon-sc), and none is asked for", ErrArgs)
		}
		spk, err := ReadSpeakers(a.Speakers)
		if err != nil {
			return cfg, err
		}
		cfg.Speakers = spk
	}
	if err := checkScliteConfig(cfg); err != nil {
		return cfg, err
	}
	seed := a.Seed
	if seed == "" {
		seed = significance.DefaultSeed
	}
	var err error
	cfg.Seed, err = significance.ParseSeed(seed)
	return cfg, err
}
