package metric_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
)

// The outputs below are SacreBLEU 2.6.0's, printed by Python for the same calls:
// print(sacrebleu.corpus_bleu(hyps, refs)) and so on.

func ExampleCorpusBLEU() {
	bleu, err := metric.CorpusBLEU(hyps, streams...)
	if err != nil {
		panic(err)
	}
	fmt.Println(bleu)
	fmt.Println(bleu.Value)
	fmt.Println(bleu.Signature)
	// Output:
	// BLEU = 48.53 82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)
	// 48.530827009929865
	// nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0+sacre.0.1.0
}

func ExampleCorpusCHRF() {
	chrf, _ := metric.CorpusCHRF(hyps, streams...)
	fmt.Println(chrf)
	// Output: chrF2 = 59.73
}

func ExampleCHRFConfig_Corpus() {
	cfg := metric.NewCHRFConfig()
	cfg.WordOrder = 2 // chrF++
	chrf, _ := cfg.Corpus(hyps, streams...)
	fmt.Println(chrf)
	fmt.Println(chrf.Line(2))
	// Output:
	// chrF2++ = 59.15
	// chrF2++|nrefs:2|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0+sacre.0.1.0 = 59.15
}

func ExampleCorpusTER() {
	ter, _ := metric.CorpusTER(hyps, streams...)
	fmt.Println(ter)
	// Output: TER = 40.00
}

func ExampleSentenceBLEU() {
	bleu, _ := metric.SentenceBLEU("It wasn't surprising.", "It was not unexpected.", "No one was surprised.")
	fmt.Println(bleu)
	// Output: BLEU = 14.79 50.0/16.7/12.5/12.5 (BP = 0.779 ratio = 0.800 hyp_len = 4 ref_len = 5)
}

func ExampleSentenceCHRF() {
	chrf, _ := metric.SentenceCHRF("It wasn't surprising.", "It was not unexpected.")
	fmt.Println(chrf, chrf.Value)
	// Output: chrF2 = 24.74 24.73801947679657
}

func ExampleSentenceTER() {
	ter, _ := metric.SentenceTER("It wasn't surprising.", "It was not unexpected.")
	fmt.Println(ter)
	// Output: TER = 75.00
}
