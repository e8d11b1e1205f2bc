package verify

import "testing"

// BenchmarkDiagnosis verifies a failing BLEU claim on one WMT17 system (3004 segments), with
// the diagnosis over every nearby configuration.
func BenchmarkDiagnosis(b *testing.B) {
	for _, claim := range []string{
		"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 23.09",
		"chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0 = 49.17",
		"TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0 = 66.8",
	} {
		c, err := ParseClaim(claim)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.Signature.Metric, func(b *testing.B) {
			in := wmt17(b, c3ma)
			tried := 0
			for b.Loop() {
				rep, err := Verify(c, in, Options{})
				if err != nil {
					b.Fatal(err)
				}
				tried = rep.Tried
			}
			b.ReportMetric(float64(tried+1)*float64(b.N)/b.Elapsed().Seconds(), "configs/s")
		})
	}
}
