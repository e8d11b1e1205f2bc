package significance

import (
	"errors"
	"math"

	"github.com/sacre-mt/sacre/internal/special"
)

// TestResult is a classical test's result as scipy.stats returns it: the statistic and the
// p-value, and for Wilcoxon whether SciPy's exact null distribution gave the p-value
// (method "auto" chose "exact") rather than the normal approximation.
type TestResult struct {
	Statistic, P float64
	Exact        bool
}

// ErrLength is returned for paired samples of unequal lengths, where SciPy raises
// ValueError('unequal length arrays').
var ErrLength = errors.New("significance: paired samples of unequal lengths")

// TTestRel is scipy.stats.ttest_rel(a, b) (SciPy 1.10.1, two-sided): the paired t-test on
// d = a - b, with t = mean(d) / sqrt(var(d, ddof=1) / n) and p = 2 stdtr(n - 1, -|t|),
// every mean and sum NumPy's (pairwise summation) so that t is SciPy's to the bit. As SciPy
// does, it returns NaN for both when a is empty or has one value or when every difference is
// zero, ±Inf and p = 0 when the differences are all equal and nonzero (their variance
// exactly 0; rounding may leave a tiny variance and a huge finite t instead, as in SciPy),
// and NaN for both where a difference is NaN.
func TTestRel(a, b []float64) (TestResult, error) {
	if len(a) != len(b) {
		return TestResult{}, ErrLength
	}
	n := len(a)
	if n == 0 {
		return TestResult{Statistic: math.NaN(), P: math.NaN()}, nil
	}
	d := make([]float64, n)
	for i := range a {
		d[i] = a[i] - b[i]
	}
	dm := npMean(d)
	// SciPy's _var(d, ddof=1): the mean of squared deviations times n/(n-1), which is +Inf
	// for n = 1 and so leaves NaN (0 * Inf).
	sq := make([]float64, n)
	for i, v := range d {
		dev := v - dm
		sq[i] = dev * dev
	}
	v := npMean(sq) * (float64(n) / float64(n-1))
	t := dm / math.Sqrt(v/float64(n))
	return TestResult{Statistic: t, P: special.Stdtr(float64(n-1), -math.Abs(t)) * 2}, nil
}
