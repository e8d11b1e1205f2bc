package significance

import (
	"strconv"
	"testing"

	"github.com/sacre-mt/sacre/internal/jsonl"
)

func parseHex(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestNumeric compares NumPy's sum and mean and Python's statistics.mean on the arrays of
// testdata/numeric.jsonl.gz (oracle data printed by NumPy 1.24 and Python 3.11: see
// testdata/gen_numeric.py), bit for bit.
func TestNumeric(t *testing.T) {
	type row struct {
		A                 []string
		Sum, Mean, Pymean string
	}
	n := 0
	err := jsonl.Each("testdata/numeric.jsonl.gz", func(r row, line int) error {
		n++
		a := make([]float64, len(r.A))
		for i, s := range r.A {
			a[i] = parseHex(t, s)
		}
		if got, want := npSum(a), parseHex(t, r.Sum); got != want {
			t.Errorf("line %d (%d values): npSum %x, want %x", line, len(a), got, want)
		}
		if got, want := npMean(a), parseHex(t, r.Mean); got != want {
			t.Errorf("line %d (%d values): npMean %x, want %x", line, len(a), got, want)
		}
		if got, want := exactMean(a), parseHex(t, r.Pymean); got != want {
			t.Errorf("line %d (%d values): exactMean %x, want %x", line, len(a), got, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 55 {
		t.Fatalf("only %d arrays", n)
	}
}

func TestCIBounds(t *testing.T) {
	for _, c := range []struct {
		n      int
		lo, hi int
		reason string
	}{
		{1000, 25, 974, "n//40 from both ends"},
		{39, 0, 38, "fewer than 40 scores: the extremes"},
		{40, 1, 38, "40 scores"},
		{2000, 50, 1949, "2000 resamples"},
	} {
		s := make([]float64, c.n)
		for i := range s {
			s[i] = float64(i)
		}
		if got, want := ciBounds(s), 0.5*float64(c.hi-c.lo); got != want {
			t.Errorf("n=%d: %v, want %v: %s", c.n, got, want, c.reason)
		}
	}
}
