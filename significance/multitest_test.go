package significance

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestMultipleComparisons checks Holm and Bonferroni against statsmodels' multipletests run on
// SacreBLEU's p-values of WMT17 systems and on edge cases (testdata/multitest_oracle.json,
// gen_multitest.py): every adjusted p-value equal, bit for bit.
func TestMultipleComparisons(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "multitest_oracle.json"))
	if err != nil {
		t.Fatal(err)
	}
	var oracle struct {
		Cases []struct {
			Source           string
			P                []float64
			Holm, Bonferroni []float64
		}
	}
	if err := json.Unmarshal(data, &oracle); err != nil {
		t.Fatal(err)
	}
	if len(oracle.Cases) < 10 {
		t.Fatalf("%d cases", len(oracle.Cases))
	}
	for _, c := range oracle.Cases {
		for _, m := range []struct {
			name string
			f    func([]float64) ([]float64, error)
			want []float64
		}{{"holm", Holm, c.Holm}, {"bonferroni", Bonferroni, c.Bonferroni}} {
			got, err := m.f(c.P)
			if err != nil {
				t.Fatalf("%s %s: %v", c.Source, m.name, err)
			}
			for i := range got {
				if got[i] != m.want[i] {
					t.Errorf("%s %s: p %d = %v, statsmodels %v", c.Source, m.name, i, got[i], m.want[i])
				}
			}
		}
	}
	for _, bad := range [][]float64{{0.1, math.NaN()}, {-0.1}, {1.5}} {
		if _, err := Holm(bad); err == nil {
			t.Errorf("Holm(%v): no error", bad)
		}
		if _, err := Bonferroni(bad); err == nil {
			t.Errorf("Bonferroni(%v): no error", bad)
		}
	}
}
