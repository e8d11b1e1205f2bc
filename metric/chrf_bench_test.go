package metric

import "testing"

// BenchmarkCHRF scores one WMT17 system (3004 segments) with chrF, references prepared once.
func BenchmarkCHRF(b *testing.B) { benchmarkCHRF(b, NewCHRFConfig()) }

// BenchmarkCHRFPlusPlus is the same with chrF++ (word order 2).
func BenchmarkCHRFPlusPlus(b *testing.B) {
	cfg := NewCHRFConfig()
	cfg.WordOrder = 2
	benchmarkCHRF(b, cfg)
}

func benchmarkCHRF(b *testing.B, cfg CHRFConfig) {
	m, err := NewCHRF(cfg)
	if err != nil {
		b.Fatal(err)
	}
	benchCorpus(b, m, readLines(b, "uedin-nmt.4722.txt"), readLines(b, "ref.txt"))
}
