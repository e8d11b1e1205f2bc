package significance

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/sacre-mt/sacre/internal/special"
)

// Alternative is the alternative hypothesis of a test, as scipy.stats' alternative
// argument names it.
type Alternative int

const (
	// TwoSided is alternative="two-sided", SciPy's default.
	TwoSided Alternative = iota
	// Greater is alternative="greater": the differences are stochastically greater than a
	// distribution symmetric about zero.
	Greater
	// Less is alternative="less".
	Less
)

// String is the alternative as SciPy spells it.
func (a Alternative) String() string {
	switch a {
	case TwoSided:
		return "two-sided"
	case Greater:
		return "greater"
	case Less:
		return "less"
	}
	return fmt.Sprintf("Alternative(%d)", int(a))
}

// ErrAllZero is returned by the Wilcoxon test of differences that are all zero, where
// SciPy raises ValueError("zero_method 'wilcox' and 'pratt' do not work if x - y is zero
// for all elements.").
var ErrAllZero = errors.New("significance: Wilcoxon test of differences that are all zero")

// exactMaxN is the largest sample on which SciPy 1.10's method "auto" uses the exact
// distribution (if no difference is zero).
const exactMaxN = 50

// Wilcoxon is scipy.stats.wilcoxon(d) with SciPy 1.10.1's defaults: WilcoxonAlt(d,
// TwoSided).
func Wilcoxon(d []float64) (TestResult, error) { return WilcoxonAlt(d, TwoSided) }

// WilcoxonAlt is scipy.stats.wilcoxon(d, alternative=alt) with SciPy 1.10.1's other
// defaults (zero_method="wilcox", correction=False, method="auto"). With at most 50
// differences and none zero, the p-value comes from the exact distribution of the sum of
// positive ranks; ranks tied on |d| still count their average there, and SciPy truncates
// that sum to an integer (int(r_plus)) before reading the distribution. Otherwise zeros are
// dropped and the normal approximation is used, its variance corrected for ties. The
// statistic is min(r+, r-) for TwoSided and r+ otherwise. Empty d, or d with a NaN, gives
// NaN for both, as SciPy; all-zero d gives ErrAllZero.
func WilcoxonAlt(d []float64, alt Alternative) (TestResult, error) {
	if alt < TwoSided || alt > Less {
		return TestResult{}, fmt.Errorf("significance: unknown alternative %v", alt)
	}
	if len(d) == 0 || slices.ContainsFunc(d, math.IsNaN) {
		return TestResult{Statistic: math.NaN(), P: math.NaN()}, nil
	}
	nonzero := slices.DeleteFunc(slices.Clone(d), func(v float64) bool { return v == 0 })
	if len(d) <= exactMaxN && len(nonzero) == len(d) {
		return wilcoxonExact(d, alt), nil
	}
	if len(nonzero) == 0 {
		return TestResult{}, ErrAllZero
	}
	return wilcoxonApprox(nonzero, alt), nil
}

// signedRanks are the sums of the average ranks of |d| (scipy.stats.rankdata) over the
// positive and the negative differences, and the sum over groups of t tied values of
// t³ - t, the normal approximation's tie correction.
type signedRanks struct {
	plus, minus float64
	ties        int64
}

// rankSigned ranks |d|. Ranks are halves of integers and their sums are exact, so the
// order of summation (NumPy's pairwise one) does not matter.
func rankSigned(d []float64) signedRanks {
	idx := make([]int, len(d))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(i, j int) int { return cmpAbs(d[i], d[j]) })
	var r signedRanks
	for lo := 0; lo < len(idx); {
		hi := lo + 1
		for hi < len(idx) && math.Abs(d[idx[hi]]) == math.Abs(d[idx[lo]]) {
			hi++
		}
		r.addTied(d, idx[lo:hi], 0.5*float64(lo+1+hi)) // the average of ranks lo+1..hi
		lo = hi
	}
	return r
}

// addTied adds the differences d[i], i in group, of equal |d|, at rank rank.
func (r *signedRanks) addTied(d []float64, group []int, rank float64) {
	for _, i := range group {
		if d[i] > 0 {
			r.plus += rank
		} else if d[i] < 0 {
			r.minus += rank
		}
	}
	if t := int64(len(group)); t > 1 {
		r.ties += t * (t*t - 1)
	}
}

func cmpAbs(a, b float64) int {
	a, b = math.Abs(a), math.Abs(b)
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// statistic is SciPy's T: min(r+, r-) for TwoSided, r+ otherwise.
func (r signedRanks) statistic(alt Alternative) float64 {
	if alt == TwoSided {
		return math.Min(r.plus, r.minus)
	}
	return r.plus
}

// wilcoxonApprox is SciPy's mode "approx" on nonzero differences, without continuity
// correction: z = (T - n(n+1)/4) / sqrt((n(n+1)(2n+1) - Σ(t³-t)/2) / 24).
func wilcoxonApprox(d []float64, alt Alternative) TestResult {
	r := rankSigned(d)
	t := r.statistic(alt)
	n := float64(len(d))
	mn := n * (n + 1) * 0.25
	se := n * (n + 1) * (2*n + 1)
	if r.ties != 0 {
		se -= 0.5 * float64(r.ties)
	}
	se = math.Sqrt(se / 24)
	z := (t - mn) / se
	var p float64
	switch alt {
	case TwoSided:
		p = 2 * special.Ndtr(-math.Abs(z)) // 2 norm.sf(|z|)
	case Greater:
		p = special.Ndtr(-z)
	default:
		p = special.Ndtr(z)
	}
	return TestResult{Statistic: t, P: p}
}

// wilcoxonExact is SciPy's mode "exact": r+ is truncated to an integer (SciPy's
// int(r_plus)) and the p-value summed from the exact distribution of r+. The
// distribution's probabilities are counts over 2^n (SciPy's halving recurrence computes
// the same dyadic values exactly), so every partial sum is exact and the sums here are
// bit for bit NumPy's, whatever its order.
func wilcoxonExact(d []float64, alt Alternative) TestResult {
	r := rankSigned(d)
	counts := signedRankCounts(len(d))
	k := int(r.plus)
	scale := math.Ldexp(1, -len(d))
	less := scale * float64(sumCounts(counts[:k+1]))
	greater := scale * float64(sumCounts(counts[k:]))
	var p float64
	switch {
	case alt == Greater:
		p = greater
	case alt == Less:
		p = less
	case k == (len(counts)-1)/2: // r+ at the centre of the distribution
		p = 1
	default:
		p = 2 * math.Min(greater, less)
	}
	return TestResult{Statistic: r.statistic(alt), P: min(max(p, 0), 1), Exact: true}
}

// signedRankCounts returns, for s = 0..n(n+1)/2, the number of subsets of {1..n} that sum
// to s: 2^n times SciPy's _get_wilcoxon_distr(n). n <= 50 keeps every count below 2^50.
func signedRankCounts(n int) []uint64 {
	c := make([]uint64, n*(n+1)/2+1)
	c[0] = 1
	for k := 1; k <= n; k++ {
		top := k * (k + 1) / 2
		for s := top; s >= k; s-- {
			c[s] += c[s-k]
		}
	}
	return c
}

func sumCounts(c []uint64) uint64 {
	var s uint64
	for _, v := range c {
		s += v
	}
	return s
}
