package metric

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/signatures"
)

// CHRFConfig configures chrF as SacreBLEU's CHRF constructor does.
//
// For NewCHRF, Corpus and Sentence, a zero field means SacreBLEU's default whatever the other
// fields hold: CharOrder and WordOrder both 0 mean 6 and 0, and Beta 0 means 2. So
// CHRFConfig{} is SacreBLEU's chrF2, CHRFConfig{Lowercase: true} its chrF2 with
// lowercase=True, and CHRFConfig{CharOrder: 6, WordOrder: 2} chrF2++ (one order set is taken as
// given: WordOrder 2 alone counts word n-grams only).
//
// Build takes every field as it is, for configurations that start from NewCHRFConfig and say
// what they change (the command line, manifests, signatures): there orders 0 and 0 are an
// error, as SacreBLEU crashes on them, and beta 0 is chrF0 (precision alone).
type CHRFConfig struct {
	CharOrder int  `yaml:"char_order"`
	WordOrder int  `yaml:"word_order"`
	Beta      int  `yaml:"beta"`
	Lowercase bool `yaml:"lowercase"`
	// Whitespace keeps whitespace inside character n-grams.
	Whitespace bool `yaml:"whitespace"`
	// EpsSmoothing averages F scores with epsilon smoothing as chrF++.py, NLTK and Moses do,
	// instead of SacreBLEU's default F of averaged precision and recall over effective orders.
	EpsSmoothing bool `yaml:"eps_smoothing"`
	// Normalize holds sacre's opt-in Unicode normalizations, off by default.
	Normalize normalize.Config `yaml:"normalize"`
}

// NewCHRFConfig returns SacreBLEU's default chrF configuration: character order 6, word
// order 0, beta 2.
func NewCHRFConfig() CHRFConfig { return CHRFConfig{}.withDefaults() }

// withDefaults gives the zero fields SacreBLEU's defaults, as CHRFConfig's doc says: the only
// place that rule is written.
func (c CHRFConfig) withDefaults() CHRFConfig {
	if c.CharOrder == 0 && c.WordOrder == 0 {
		c.CharOrder = 6
	}
	if c.Beta == 0 {
		c.Beta = 2
	}
	return c
}

// CHRF is chrF (Popović 2015) and chrF++ (Popović 2017) as SacreBLEU computes them.
type CHRF struct {
	cfg    CHRFConfig
	name   string
	factor float64 // beta², as Python converts the exact integer square to float
	orders float64 // CharOrder + WordOrder, as Python converts the integer sum to float
}

// maxWordOrder bounds the word order: chrF's name holds a "+" per word order.
const maxWordOrder = 1 << 30

// unboundedOrders is the order up to which statistics are kept for every order; above it,
// only for the orders a segment can have (at most its length): the others are all zero.
const unboundedOrders = 64

// NewCHRF builds chrF from cfg, its zero fields SacreBLEU's defaults (see CHRFConfig).
func NewCHRF(cfg CHRFConfig) (*CHRF, error) { return newCHRF(cfg.withDefaults()) }

// errNoOrders reports a chrF configuration with neither character nor word n-grams.
var errNoOrders = fmt.Errorf("%w: chrF needs a character or a word n-gram order above 0", ErrConfig)

func newCHRF(cfg CHRFConfig) (*CHRF, error) {
	if cfg.CharOrder < 0 || cfg.WordOrder < 0 {
		return nil, fmt.Errorf("%w: chrF orders must not be negative (character %d, word %d)", ErrConfig, cfg.CharOrder, cfg.WordOrder)
	}
	if cfg.CharOrder+cfg.WordOrder == 0 {
		// SacreBLEU crashes (IndexError) here.
		return nil, errNoOrders
	}
	if cfg.WordOrder > maxWordOrder {
		return nil, fmt.Errorf("%w: a chrF word order of %d would need a name of %d bytes (%.1f GiB); at most %d",
			ErrConfig, cfg.WordOrder, cfg.WordOrder+5, float64(cfg.WordOrder)/(1<<30), maxWordOrder)
	}
	if err := cfg.Normalize.Validate(); err != nil {
		return nil, err
	}
	name := "chrF" + strconv.Itoa(cfg.Beta) + strings.Repeat("+", cfg.WordOrder)
	beta := big.NewInt(int64(cfg.Beta))
	factor, _ := new(big.Float).SetInt(beta.Mul(beta, beta)).Float64()
	return &CHRF{cfg: cfg, name: name, factor: factor,
		orders: float64(uint64(cfg.CharOrder) + uint64(cfg.WordOrder))}, nil
}

// layout is how many character and word orders statistics keep when the longest segment
// (or reference) has longest characters: every order up to 64, else those up to the
// longest segment, above which n-gram counts are all 0.
func (c *CHRF) layout(longest int) (chars, words int) {
	k := max(longest, unboundedOrders)
	return min(c.cfg.CharOrder, k), min(c.cfg.WordOrder, k)
}

// split recovers the layout from the number of orders statistics keep: layout is
// increasing in longest until both orders are kept whole, so one value gives kept.
func (c *CHRF) split(kept int) (chars, words int) {
	C, W := c.cfg.CharOrder, c.cfg.WordOrder
	if C <= unboundedOrders && W <= unboundedOrders || kept >= C+W && C+W >= 0 {
		return C, W
	}
	lo, hi := unboundedOrders, max(C, W)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if a, b := c.layout(mid); a+b < kept {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return c.layout(lo)
}

// Name is chrF followed by beta and a "+" per word order, e.g. "chrF2" or "chrF2++".
func (c *CHRF) Name() string { return c.name }

// Config returns the configuration chrF was built from.
func (c *CHRF) Config() CHRFConfig { return c.cfg }

// Signature describes the configuration: case, eff, nc, nw, space, and sacre's additions.
// As in SacreBLEU, beta is not in the signature; the name carries it.
func (c *CHRF) Signature(run signatures.Run) signatures.Signature {
	fields := []signatures.Field{
		{Key: "case", Value: caseValue(c.cfg.Lowercase, c.cfg.Normalize)},
		{Key: "eff", Value: signatures.YesNo(!c.cfg.EpsSmoothing)},
		{Key: "nc", Value: strconv.Itoa(c.cfg.CharOrder)},
		{Key: "nw", Value: strconv.Itoa(c.cfg.WordOrder)},
		{Key: "space", Value: signatures.YesNo(c.cfg.Whitespace)},
	}
	return signatures.NewFor(signatures.CHRF, run, append(fields, normalizeFields(c.cfg.Normalize)...)...)
}

// Compute scores summed statistics: triples [hypothesis n-grams, reference n-grams, matches]
// per order, character orders first.
func (c *CHRF) Compute(sum []float64) *Score {
	return &Score{Name: c.name, Score: c.fScore(sum)}
}

// fScore is SacreBLEU's CHRF._compute_f_score, in its order of floating-point operations.
func (c *CHRF) fScore(stats []float64) float64 {
	return c.fScoreDiv(stats, func(a, b float64) float64 { return a / b })
}

// fScoreDiv is fScore with the division of precision and recall given: NumPy's resampling
// path divides float32 by float32 there.
func (c *CHRF) fScoreDiv(stats []float64, div func(a, b float64) float64) float64 {
	const eps = 1e-16
	factor := c.factor
	score, avgPrec, avgRec, effective := 0.0, 0.0, 0.0, 0
	chars, words := c.split(len(stats) / 3)
	// The orders statistics do not keep have no n-grams: each adds the term of prec = rec =
	// eps to score, and nothing to the averages.
	zero := eps
	if denom := factor*eps + eps; denom > 0 {
		zero = (1 + factor) * eps * eps / denom
	}
	for i := range chars + words {
		hyp, ref, match := stats[3*i], stats[3*i+1], stats[3*i+2]
		prec, rec := eps, eps
		if hyp > 0 {
			prec = div(match, hyp)
		}
		if ref > 0 {
			rec = div(match, ref)
		}
		if denom := factor*prec + rec; denom > 0 {
			score += (1 + factor) * prec * rec / denom
		} else {
			score += eps
		}
		if hyp > 0 && ref > 0 {
			avgPrec += prec
			avgRec += rec
			effective++
		}
		if c.cfg.EpsSmoothing && i == chars-1 {
			score = addRepeated(score, zero, uint64(c.cfg.CharOrder-chars))
		}
	}
	if c.cfg.EpsSmoothing {
		score = addRepeated(score, zero, uint64(c.cfg.WordOrder-words))
		return 100 * score / c.orders
	}
	if effective == 0 {
		avgPrec, avgRec = 0, 0
	} else {
		avgPrec /= float64(effective)
		avgRec /= float64(effective)
	}
	if avgPrec+avgRec == 0 {
		return 0.0
	}
	f := (1 + factor) * avgPrec * avgRec
	f /= factor*avgPrec + avgRec
	return 100 * f
}

// preprocess lowercases if asked; chrF has no tokenizer, and the CLI has already stripped
// trailing whitespace.
func (c *CHRF) preprocess(s string) string {
	s = c.cfg.Normalize.Apply(s)
	if c.cfg.Lowercase {
		s = normalize.Lower(s)
	}
	return s
}
