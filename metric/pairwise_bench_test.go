package metric

import (
	"os"
	"strings"
	"testing"
)

// benchPairwise scores 512 x 512 WMT17 sentences (uedin-nmt against the reference).
func benchPairwise(b *testing.B, m Metric) {
	read := func(path string) []string {
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		return strings.Split(string(data), "\n")[:512]
	}
	hyps := read("../testdata/wmt17-en-de/uedin-nmt.4722.txt")
	refs := read("../testdata/wmt17-en-de/ref.txt")
	b.ResetTimer()
	for b.Loop() {
		if err := Pairwise(m, hyps, refs, func(int, []float64) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(hyps)*len(refs))/b.Elapsed().Seconds(), "pairs/s")
}

func BenchmarkPairwiseBLEU(b *testing.B) {
	m, _ := NewBLEU(BLEUConfig{EffectiveOrder: true})
	benchPairwise(b, m)
}

func BenchmarkPairwiseCHRF(b *testing.B) {
	m, _ := NewCHRF(NewCHRFConfig())
	benchPairwise(b, m)
}

func BenchmarkPairwiseCHRFPlusPlus(b *testing.B) {
	cfg := NewCHRFConfig()
	cfg.WordOrder = 2
	m, _ := NewCHRF(cfg)
	benchPairwise(b, m)
}

func BenchmarkPairwiseTER(b *testing.B) {
	m, _ := NewTER(TERConfig{})
	benchPairwise(b, m)
}
