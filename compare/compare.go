// Package compare tests, ranks and clusters systems by per-item scores of any origin (COMET's,
// MetricX's, human ratings, sacre's own metrics): SacreBLEU's paired bootstrap and approximate
// randomization, SciPy's paired t-test and Wilcoxon signed-rank test, and WMT24's human
// ranking (humeval/tools.py), each giving the numbers its reference implementation gives; and,
// for sacre's own error rates counted with sclite's alignment, NIST sc_stats's matched pairs,
// McNemar, sign and Wilcoxon tests (ScliteTests), with sc_stats's p-values and decisions.
package compare

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/significance"
)

// Test names a significance test.
type Test string

// The tests, as --test names them.
const (
	Bootstrap Test = "bs"       // SacreBLEU's paired bootstrap (_paired_bs_test)
	AR        Test = "ar"       // SacreBLEU's approximate randomization (_paired_ar_test)
	TTest     Test = "ttest"    // scipy.stats.ttest_rel
	Wilcoxon  Test = "wilcoxon" // scipy.stats.wilcoxon, SciPy 1.10's defaults
	WMT24     Test = "wmt24"    // WMT24's human ranking: Wilcoxon per domain, Stouffer's Z
)

// Tests lists the tests of per-item scores in the order help shows them; ScliteTests follow.
var Tests = []Test{Bootstrap, AR, TTest, Wilcoxon, WMT24}

// Errors, wrapped with the metric, file and line concerned.
var (
	ErrTest     = errors.New("compare: unknown test")
	ErrNoCommon = errors.New("compare: no item in common")
	ErrDomain   = errors.New("compare: a domain needs two items")
	ErrSystems  = errors.New("compare: two systems are needed")
)

// ParseTest reads a --test name.
func ParseTest(name string) (Test, error) {
	t := Test(strings.ToLower(name))
	if !slices.Contains(Tests, t) && !t.Sclite() {
		return "", fmt.Errorf("%w %q (choose from %s)", ErrTest, name, strings.Join(TestNames(), ", "))
	}
	return t, nil
}

// TestNames lists the tests' names: Tests, then ScliteTests.
func TestNames() []string {
	var names []string
	for _, t := range slices.Concat(Tests, ScliteTests) {
		names = append(names, string(t))
	}
	return names
}

// Describe says what a test is, for captions.
func (t Test) Describe() string {
	switch t {
	case Bootstrap:
		return "paired bootstrap resampling (SacreBLEU)"
	case AR:
		return "approximate randomization (SacreBLEU)"
	case TTest:
		return "paired t-test (scipy.stats.ttest_rel)"
	case Wilcoxon:
		return "Wilcoxon signed-rank test (scipy.stats.wilcoxon)"
	case MAPSSWE:
		return "matched pairs sentence segment word error test (sc_stats -t mapsswe)"
	case McNemar:
		return "McNemar's test on sentence errors (sc_stats -t mcn)"
	case SignSC:
		return "sign test on speakers' word error rates (sc_stats -t sign)"
	case WilcoxonSC:
		return "Wilcoxon signed rank test on speakers' word error rates (sc_stats -t wilc)"
	}
	return "WMT24's ranking (Wilcoxon per domain, combined by Stouffer's Z)"
}

// Resampling reports whether the test draws resamples or trials (and so has a seed).
func (t Test) Resampling() bool { return t == Bootstrap || t == AR }

// Config configures a comparison. The zero value runs nothing: Tests must name one test at
// least; Alpha 0 means 0.05.
type Config struct {
	Tests []Test
	// Samples is the number of bootstrap resamples or AR trials; 0 or less means SacreBLEU's
	// defaults, 1000 and 10000.
	Samples int
	Seed    significance.Seed
	Alpha   float64
	// LPs, if any, are the language pairs compared; the others are left out (scores without
	// a language pair are always compared).
	LPs []string
	// Progress, if set, is called with the resamples (or trials) done and their total.
	Progress func(done, total int)
	// Speakers are the segments' speakers, which sign-sc and wilcoxon-sc compare (their
	// word error rates); nil for none, which those two tests refuse.
	Speakers *Speakers
}

func (c Config) alpha() float64 {
	if c.Alpha == 0 {
		return 0.05
	}
	return c.Alpha
}

// samples is the number of resamples or trials test t runs.
func (c Config) samples(t Test) int {
	return significance.PairedConfig{AR: t == AR, Samples: c.Samples}.N()
}
