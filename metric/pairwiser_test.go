package metric

import (
	"math"
	"testing"
)

// plain hides a metric's PairScorers, so that Pairwise scores it as any Metric: each pair
// through Prepare and Stats.
type plain struct{ Metric }

// TestPairwiseWithoutPairwiser checks that a metric that is no Pairwiser gets the same matrix,
// bit for bit, as the fast scorers of BLEU (sentence level), chrF++, TER and WER give.
func TestPairwiseWithoutPairwiser(t *testing.T) {
	hyps := wmt17Lines(t, "uedin-nmt.4722.txt", 12)
	refs := append(wmt17Lines(t, "ref.txt", 11), "")
	bleu, _ := NewBLEU(BLEUConfig{EffectiveOrder: true})
	chrf, _ := NewCHRF(CHRFConfig{WordOrder: 2})
	ter, _ := NewTER(TERConfig{})
	wer, _ := NewErrorRate("WER", WERConfig{})
	for _, m := range []Metric{bleu, chrf, ter, wer} {
		if _, ok := m.(Pairwiser); !ok {
			t.Fatalf("%s is no Pairwiser", m.Name())
		}
		fast, slow := matrixOf(t, m, hyps, refs), matrixOf(t, plain{m}, hyps, refs)
		for i := range fast {
			for j := range fast[i] {
				if math.Float64bits(fast[i][j]) != math.Float64bits(slow[i][j]) {
					t.Errorf("%s, hypothesis %d, reference %d: %v by its PairScorers, %v by Stats", m.Name(), i, j, fast[i][j], slow[i][j])
				}
			}
		}
	}
}

func matrixOf(t *testing.T, m Metric, hyps, refs []string) [][]float64 {
	var out [][]float64
	err := Pairwise(m, hyps, refs, func(_ int, row []float64) error {
		out = append(out, append([]float64(nil), row...))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
