package significance_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/significance"
)

// statsOf computes a system's BLEU statistics against one reference per segment.
func statsOf(m metric.Metric, hyps, refs []string) *metric.Stats {
	r, _ := metric.FromStreams(refs)
	p, _ := m.Prepare(r)
	st, _ := m.Stats(hyps, p)
	return st
}

var (
	refs = []string{"the cat sat on the mat", "a dog barked at the postman", "it was a sunny day", "we went to the beach", "the sea was calm and blue"}
	sys1 = []string{"the cat sat on a mat", "a dog barked at the mailman", "it was sunny", "we went to a beach", "the sea was calm and blue"}
	sys2 = []string{"a cat is on the mat", "the dog barks", "it was a day", "we went beach", "sea calm blue"}
)

// The expected outputs of these examples were printed by SacreBLEU 2.6.0 on the same input
// (BLEU(effective_order=True).corpus_score(..., n_bootstrap=1000), and PairedTest).
func ExampleConfidenceInterval() {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{EffectiveOrder: true})
	seed, _ := significance.ParseSeed(significance.DefaultSeed)
	mean, ci := significance.ConfidenceInterval(bleu, statsOf(bleu, sys1, refs), 1000, seed)
	fmt.Printf("%.4f %.4f\n", mean, ci)
	// Output: 61.6849 24.4675
}

func ExamplePaired() {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{EffectiveOrder: true})
	seed, _ := significance.ParseSeed(significance.DefaultSeed)
	stats := [][]*metric.Stats{{statsOf(bleu, sys1, refs), statsOf(bleu, sys2, refs)}}
	res := significance.Paired([]metric.Resampler{bleu}, stats, significance.PairedConfig{Samples: 1000, Seed: seed})
	fmt.Printf("baseline %.2f (%.2f ± %.2f)\n", res[0][0].Score, *res[0][0].Mean, *res[0][0].CI)
	fmt.Printf("system   %.2f (%.2f ± %.2f) p = %.4f\n", res[0][1].Score, *res[0][1].Mean, *res[0][1].CI, *res[0][1].PValue)
	// Output:
	// baseline 63.08 (61.68 ± 24.47)
	// system   18.83 (18.91 ± 9.50) p = 0.0030
}
