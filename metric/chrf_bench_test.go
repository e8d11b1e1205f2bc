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
	ref, systems, _ := wmt17(b)
	hyps := systems[len(systems)-2] // uedin-nmt.4722
	m, err := NewCHRF(cfg)
	if err != nil {
		b.Fatal(err)
	}
	refs, _ := FromStreams(ref)
	var size int64
	for i := range hyps {
		size += int64(len(hyps[i]) + len(ref[i]) + 2)
	}
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Corpus(m, hyps, refs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(hyps))*float64(b.N)/b.Elapsed().Seconds(), "segments/s")
}
