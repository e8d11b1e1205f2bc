package significance

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/sacre-mt/sacre/internal/jsonl"
)

// scipyTolerance is the largest relative error accepted against SciPy where the operations
// are not exact (p-values through ndtr and stdtr); the tests log how many values are equal
// bit for bit.
const scipyTolerance = 1e-12

// scipyRelErr is |got - want| / |want|: 0 for equal values (NaNs included), +Inf where only
// one is NaN, or where they differ and one is infinite or want is 0.
func scipyRelErr(got, want float64) float64 {
	switch {
	case got == want || math.IsNaN(got) && math.IsNaN(want):
		return 0
	case math.IsNaN(got) || math.IsNaN(want) || math.IsInf(got, 0) || math.IsInf(want, 0) || want == 0:
		return math.Inf(1)
	}
	return math.Abs(got-want) / math.Abs(want)
}

// sameBits is true for identical floats and for two NaNs.
func sameBits(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || math.IsNaN(a) && math.IsNaN(b)
}

// agreement tallies a test's agreement with SciPy.
type agreement struct {
	n, bits int
	max     float64
	worst   string
}

// add records one p-value and reports whether it is within scipyTolerance.
func (a *agreement) add(got, want float64, what string) bool {
	a.n++
	if sameBits(got, want) {
		a.bits++
	}
	e := scipyRelErr(got, want)
	if e > a.max {
		a.max, a.worst = e, fmt.Sprintf("%s: %v, want %v", what, got, want)
	}
	return e <= scipyTolerance
}

func (a *agreement) log(t *testing.T, what string) {
	t.Helper()
	t.Logf("%s: %d values, %d bit for bit, largest relative error %.3g %s", what, a.n, a.bits, a.max, a.worst)
}

func parseFloats(t *testing.T, s []string) []float64 {
	t.Helper()
	f := make([]float64, len(s))
	for i, v := range s {
		f[i] = parseHex(t, v)
	}
	return f
}

// TestWilcoxonSciPy compares WilcoxonAlt with scipy.stats.wilcoxon (SciPy 1.10.1) on the
// differences of testdata/scipy/wilcoxon.jsonl.gz (gen_scipy.py): paired differences of
// real systems' segment scores (WMT24 human ratings, WMT25 metrics, a WMT17 F1), small
// slices of them on the exact path (with and without tied |d|) and the approximate one
// (zeros, n > 50), and constructed edge cases, in all three alternatives. Statistics and
// exact-path p-values are exact and must be equal; approximate p-values go through ndtr.
func TestWilcoxonSciPy(t *testing.T) {
	type row struct {
		Name     string
		D        []string
		Exact    bool
		Error    string
		TwoSided []string `json:"two-sided"`
		Greater  []string
		Less     []string
	}
	var exact, approx agreement
	err := jsonl.Each("testdata/scipy/wilcoxon.jsonl.gz", func(r row, line int) error {
		d := parseFloats(t, r.D)
		for alt, want := range map[Alternative][]string{TwoSided: r.TwoSided, Greater: r.Greater, Less: r.Less} {
			res, err := WilcoxonAlt(d, alt)
			what := fmt.Sprintf("line %d (%s, n = %d, %v)", line, r.Name, len(d), alt)
			if r.Error != "" {
				if !errors.Is(err, ErrAllZero) {
					t.Errorf("%s: %+v, %v; want ErrAllZero", what, res, err)
				}
				continue
			}
			checkWilcoxon(t, what, res, err, r.Exact, parseFloats(t, want), &exact, &approx)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	exact.log(t, "exact p-values")
	approx.log(t, "normal-approximation p-values")
}

func checkWilcoxon(t *testing.T, what string, res TestResult, err error, exact bool, want []float64, ex, ap *agreement) {
	t.Helper()
	switch {
	case err != nil:
		t.Errorf("%s: %v", what, err)
	case !sameBits(res.Statistic, want[0]) || res.Exact != exact:
		t.Errorf("%s: statistic %v (exact %v), want %v (exact %v)", what, res.Statistic, res.Exact, want[0], exact)
	case exact:
		if ex.add(res.P, want[1], what); !sameBits(res.P, want[1]) {
			t.Errorf("%s: exact p %v, want %v", what, res.P, want[1])
		}
	case !ap.add(res.P, want[1], what):
		t.Errorf("%s: p %v, want %v", what, res.P, want[1])
	}
}

// TestSignedRankCounts: the counts sum to 2^n and are symmetric.
func TestSignedRankCounts(t *testing.T) {
	for _, n := range []int{1, 2, 10, 50} {
		c := signedRankCounts(n)
		if got := sumCounts(c); got != 1<<n {
			t.Errorf("n = %d: counts sum to %d", n, got)
		}
		for s := range c {
			if c[s] != c[len(c)-1-s] {
				t.Fatalf("n = %d: count of %d is %d, of %d is %d", n, s, c[s], len(c)-1-s, c[len(c)-1-s])
			}
		}
	}
}

func TestWilcoxonAlternative(t *testing.T) {
	if _, err := WilcoxonAlt([]float64{1, 2}, Alternative(7)); err == nil {
		t.Error("no error for an unknown alternative")
	}
	if got := Less.String(); got != "less" {
		t.Errorf("Less.String() = %q", got)
	}
}

// The example of scipy.stats.wilcoxon's docstring (SciPy 1.10.1): the corn heights of
// Wilcoxon (1945), where SciPy prints (24.0, 0.041259765625) and, for
// alternative='greater', (96.0, 0.0206298828125), both from the exact distribution.
func ExampleWilcoxon() {
	d := []float64{6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75}
	res, _ := Wilcoxon(d)
	fmt.Println(res.Statistic, res.P, res.Exact)
	res, _ = WilcoxonAlt(d, Greater)
	fmt.Println(res.Statistic, res.P)
	// Output:
	// 24 0.041259765625 true
	// 96 0.0206298828125
}
