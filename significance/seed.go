package significance

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/sacre-mt/sacre/internal/nprand"
	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// ErrSeed reports a SACREBLEU_SEED value that is neither an integer nor "none".
var ErrSeed = errors.New("significance: invalid seed")

// DefaultSeed is SacreBLEU's seed when SACREBLEU_SEED is not set.
const DefaultSeed = "12345"

// Seed is the seed of SacreBLEU's resampling, read from SACREBLEU_SEED: a non-negative
// integer, or "none" (any case) for fresh OS entropy on every draw.
type Seed struct {
	value *big.Int // nil for "none"
	text  string   // the variable's text, lower-cased
}

// ParseSeed reads a SACREBLEU_SEED value as SacreBLEU does (Python's int(), so " 7", "+7" and
// "1_000" are integers too).
func ParseSeed(s string) (Seed, error) {
	text := strings.ToLower(s)
	if text == "none" {
		return Seed{text: text}, nil
	}
	if !pyfmt.IsInt(s) {
		return Seed{}, fmt.Errorf("%w %s: SACREBLEU_SEED must be an integer or none", ErrSeed, pyfmt.StrRepr(s))
	}
	a, _ := pyfmt.Numeral(s)
	v, _ := new(big.Int).SetString(strings.TrimPrefix(a, "+"), 10)
	if v.Sign() < 0 {
		return Seed{}, fmt.Errorf("%w %s: NumPy needs a seed that is not negative", ErrSeed, pyfmt.StrRepr(s))
	}
	return Seed{value: v, text: text}, nil
}

// Text is the seed as a single system's signature shows it: the variable's text, lower-cased
// ("007" stays "007").
func (s Seed) Text() string { return s.text }

// PairedText is the seed as paired tests' signatures show it: the integer ("007" becomes "7")
// or "none".
func (s Seed) PairedText() string {
	if s.value == nil {
		return "none"
	}
	return s.value.String()
}

// generator is numpy.random.default_rng(seed), or one from OS entropy for "none".
func (s Seed) generator() *nprand.Generator {
	if s.value == nil {
		return nprand.NewFromEntropy()
	}
	g, err := nprand.New(s.value)
	if err != nil {
		panic(err) // ParseSeed admits only seeds NumPy takes
	}
	return g
}

// systemGenerator is the generator of one system's paired test. SacreBLEU passes
// `seed if seed else None`, so seed 0 draws OS entropy there although signatures say 0.
func (s Seed) systemGenerator() *nprand.Generator {
	if s.value != nil && s.value.Sign() == 0 {
		return nprand.NewFromEntropy()
	}
	return s.generator()
}
