package report_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/report"
	"github.com/sacre-mt/sacre/significance"
)

// Two systems scored with chrF against one reference and compared by paired bootstrap
// resampling, SacreBLEU's seed and 1000 resamples.
func ExampleScore() {
	ref := []string{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}
	systems := [][]string{
		{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		{"The dog bit a man.", "It was not surprising.", "The man bit him."},
	}
	chrf, _ := metric.NewCHRF(metric.CHRFConfig{})
	refs, _ := metric.FromStreams(ref)
	prepared, _ := chrf.Prepare(refs)
	seed, _ := significance.ParseSeed(significance.DefaultSeed)
	metrics, test, err := report.Score(systems, []report.MetricInput{{Metric: chrf, Refs: prepared}}, report.TestConfig{Seed: seed})
	if err != nil {
		panic(err)
	}
	m := metrics[0]
	fmt.Printf("%s %s\n", m.Name, m.Signature)
	for s := range systems {
		fmt.Printf("system %d: %.2f, sentences %.2f\n", s+1, m.Pairs.Systems[s].Score, m.Sentences[s])
	}
	fmt.Printf("p = %.4f (%d resamples)\n", m.Pairs.P[0][1], test.Samples)
	// Output:
	// chrF2 nrefs:1|bs:1000|seed:12345|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0+sacre.0.1.0
	// system 1: 50.04, sentences [100.00 24.74 34.84]
	// system 2: 53.11, sentences [60.21 36.11 66.03]
	// p = 0.3866 (1000 resamples)
}
