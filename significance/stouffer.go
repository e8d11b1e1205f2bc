package significance

import (
	"math"

	"github.com/sacre-mt/sacre/internal/special"
)

// Stouffer is the combination of per-domain p-values in WMT24's
// humeval/tools.py (weighted_wilcoxon_signed_rank_test, macro_avg=True): z_i =
// norm.ppf(1 - p_i), and 1 - norm.cdf(np.sum(z) / np.sqrt(k)), with NumPy's pairwise sum
// and SciPy's ndtri and ndtr, so that it is bit for bit the script's. A p-value of 1 gives
// z = -Inf and one of 0 gives +Inf (p = 1 and 0 overall, NaN with both); no p-values give
// NaN, as the script's 0/0.
func Stouffer(p []float64) float64 {
	z := make([]float64, len(p))
	for i, pi := range p {
		z[i] = special.Ndtri(1 - pi)
	}
	return 1 - special.Ndtr(npSum(z)/math.Sqrt(float64(len(p))))
}

// WMT24PValue is humeval/tools.py's weighted_wilcoxon_signed_rank_test(df, x, y,
// macro_avg=True), the p-value WMT24's human ranking gives systems x and y from paired
// segment scores x[i], y[i] in domain domains[i]: for each domain, in the order of first
// appearance (pandas' unique()), the two-sided Wilcoxon p-value of the differences x - y
// in row order, combined by Stouffer. Combining two-sided p-values makes it undirected:
// swapping x and y changes it only where SciPy truncates a tied rank sum. A domain whose
// differences are all zero makes the script raise ValueError; WMT24PValue returns
// ErrAllZero. Unequal lengths give ErrLength. (With macro_avg=False the script's p-value
// is Wilcoxon's of all the differences.)
func WMT24PValue(x, y []float64, domains []string) (float64, error) {
	if len(x) != len(y) || len(x) != len(domains) {
		return 0, ErrLength
	}
	var order []string
	diffs := map[string][]float64{}
	for i, dom := range domains {
		if _, ok := diffs[dom]; !ok {
			order = append(order, dom)
		}
		diffs[dom] = append(diffs[dom], x[i]-y[i])
	}
	p := make([]float64, len(order))
	for i, dom := range order {
		res, err := Wilcoxon(diffs[dom])
		if err != nil {
			return 0, err
		}
		p[i] = res.P
	}
	return Stouffer(p), nil
}
