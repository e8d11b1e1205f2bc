package metric

import "testing"

// BenchmarkAggregated measures reference-aggregated MBR utilities of 1024 WMT17 lines (one
// system's first 1024 hypotheses) as candidates and as their own pseudo-references: the
// issue's 1024 x 1024, reported as ms per call.
func BenchmarkAggregated(b *testing.B) {
	lines := readLines(b, "uedin-nmt.4722.txt")[:1024]
	chrf, _ := NewCHRF(CHRFConfig{})
	bleu, _ := NewBLEU(BLEUConfig{EffectiveOrder: true})
	for _, m := range []Aggregator{chrf, bleu} {
		b.Run(m.Name(), func(b *testing.B) {
			for b.Loop() {
				if _, err := m.AggregatedUtilities(lines, lines); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e6/float64(b.N), "ms/1024x1024")
		})
	}
}
