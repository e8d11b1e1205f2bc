package significance

import (
	"errors"
	"fmt"
	"testing"

	"github.com/sacre-mt/sacre/internal/jsonl"
)

// TestWMT24SciPy compares WMT24PValue with humeval/tools.py's
// weighted_wilcoxon_signed_rank_test (run by gen_scipy.py from the script's own source,
// SciPy 1.10.1, NumPy 1.24, pandas 1.5) on real systems' paired scores with their domains
// (WMT24 human ratings in 3 domains, WMT25 metrics in 5, WMT17 in 4 pseudo-domains), and
// Stouffer with its combination of given p-values (the real per-domain ones, lists of up
// to 130 for NumPy's pairwise sum, and p-values of 0 and 1), in
// testdata/scipy/wmt24.jsonl.gz.
func TestWMT24SciPy(t *testing.T) {
	type row struct {
		Name     string
		X, Y     []string
		Domains  []string
		Pvalues  []string
		P, Error string
	}
	var combined, given agreement
	err := jsonl.Each("testdata/scipy/wmt24.jsonl.gz", func(r row, line int) error {
		what := fmt.Sprintf("line %d (%s)", line, r.Name)
		if r.Pvalues != nil {
			if got := Stouffer(parseFloats(t, r.Pvalues)); !given.add(got, parseHex(t, r.P), what) {
				t.Errorf("%s: Stouffer(%v) = %v, want %s", what, r.Pvalues, got, r.P)
			}
			return nil
		}
		got, err := WMT24PValue(parseFloats(t, r.X), parseFloats(t, r.Y), r.Domains)
		switch {
		case r.Error != "":
			if !errors.Is(err, ErrAllZero) {
				t.Errorf("%s: %v, %v; want ErrAllZero", what, got, err)
			}
		case err != nil:
			t.Errorf("%s: %v", what, err)
		case !combined.add(got, parseHex(t, r.P), what):
			t.Errorf("%s: p = %v, want %s", what, got, r.P)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	combined.log(t, "WMT24PValue")
	given.log(t, "Stouffer")
}

func TestWMT24PValueLengths(t *testing.T) {
	if _, err := WMT24PValue([]float64{1, 2}, []float64{1, 2}, []string{"news"}); !errors.Is(err, ErrLength) {
		t.Errorf("unequal lengths: %v, want ErrLength", err)
	}
}
