package significance

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/sacre-mt/sacre/internal/jsonl"
)

// TestTTestRelSciPy compares TTestRel with scipy.stats.ttest_rel (SciPy 1.10.1) on the
// pairs of testdata/scipy/ttest.jsonl.gz (gen_scipy.py): real systems' segment scores,
// whole, per domain and in short prefixes (n = 1, 2, 3, ...), a system against itself (NaN)
// and against itself plus a constant (±Inf, or a huge t where rounding leaves a variance),
// and p-values down to 0.
func TestTTestRelSciPy(t *testing.T) {
	type row struct {
		Name         string
		A, B         []string
		Statistic, P string
	}
	var stat, p agreement
	err := jsonl.Each("testdata/scipy/ttest.jsonl.gz", func(r row, line int) error {
		a, b := parseFloats(t, r.A), parseFloats(t, r.B)
		res, err := TTestRel(a, b)
		what := fmt.Sprintf("line %d (%s, n = %d)", line, r.Name, len(a))
		if err != nil {
			t.Errorf("%s: %v", what, err)
			return nil
		}
		if !stat.add(res.Statistic, parseHex(t, r.Statistic), what) {
			t.Errorf("%s: t = %v, want %s", what, res.Statistic, r.Statistic)
		}
		if !p.add(res.P, parseHex(t, r.P), what) {
			t.Errorf("%s: p = %v, want %s", what, res.P, r.P)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	stat.log(t, "t statistics")
	p.log(t, "p-values")
}

func TestTTestRelLengths(t *testing.T) {
	if _, err := TTestRel([]float64{1, 2}, []float64{1}); !errors.Is(err, ErrLength) {
		t.Errorf("unequal lengths: %v, want ErrLength", err)
	}
	if res, _ := TTestRel([]float64{1, math.NaN(), 3}, []float64{1, 2, 3}); !math.IsNaN(res.Statistic) || !math.IsNaN(res.P) {
		t.Errorf("NaN difference: %+v, want NaN, NaN as SciPy", res)
	}
}
