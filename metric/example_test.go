package metric_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// The hypotheses and references of SacreBLEU's README.
var (
	hyps    = []string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}
	streams = [][]string{
		{"The dog bit the man.", "It was not unexpected.", "The man bit him first."},
		{"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."},
	}
)

func ExampleNewBLEU() {
	bleu, err := metric.NewBLEU(metric.BLEUConfig{})
	if err != nil {
		panic(err)
	}
	refs, err := metric.FromStreams(streams...)
	if err != nil {
		panic(err)
	}
	score, err := metric.Corpus(bleu, hyps, refs)
	if err != nil {
		panic(err)
	}
	sig := bleu.Signature(signatures.Run{NumRefs: refs.NumRefs()})
	fmt.Println(score.Text(2, sig.Format(false)))
	// Output: BLEU|nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0+sacre.0.1.0 = 48.53 82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)
}

func ExampleBLEU_ComputeBLEU() {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	refs, _ := metric.FromStreams(streams...)
	prepared, _ := bleu.Prepare(refs)
	stats, _ := bleu.Stats(hyps, prepared)
	s := bleu.ComputeBLEU(stats.Sum())
	fmt.Printf("%.6f %v %v %.3f %d %d\n", s.Score.Score, s.Counts, s.Totals, s.BP, s.SysLen, s.RefLen)
	// Output: 48.530827 [14 7 5 3] [17 14 11 8] 0.943 17 18
}

func ExampleSentence() {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{EffectiveOrder: true})
	score, _ := metric.Sentence(bleu, "The cat", []string{"The cat sat"})
	fmt.Println(score.ScoreOnly(2), score.Verbose)
	// Output: 60.65 100.0/100.0/0.0/0.0 (BP = 0.607 ratio = 0.667 hyp_len = 2 ref_len = 3)
}

func ExampleRefs() {
	// A variable number of references (SacreBLEU's None): segment 2 has one, the others two.
	refs := metric.Refs{{"a b c d e", "a b c d f"}, {"x y z w"}, {"p q r s", "p q r s t u"}}
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	score, _ := metric.Corpus(bleu, []string{"a b c d e", "x y z w", "p q r s t"}, refs)
	fmt.Println(score.Score, bleu.Signature(signatures.Run{NumRefs: refs.NumRefs()}).Format(true))
	// Output: 100.00000000000004 #:var|c:mixed|e:no|tok:13a|s:exp|v:2.6.0+sacre.0.1.0
}

func ExampleNewCHRF() {
	chrf, err := metric.NewCHRF(metric.NewCHRFConfig())
	if err != nil {
		panic(err)
	}
	refs, _ := metric.FromStreams(streams...)
	score, _ := metric.Corpus(chrf, hyps, refs)
	fmt.Println(score.Score, chrf.Signature(signatures.Run{NumRefs: refs.NumRefs()}))
	// Output: 59.72751782684763 nrefs:2|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0+sacre.0.1.0
}

func ExampleSentence_chrfPlusPlus() {
	cfg := metric.NewCHRFConfig()
	cfg.WordOrder = 2 // chrF++
	chrf, _ := metric.NewCHRF(cfg)
	score, _ := metric.Sentence(chrf, "The cat sat on a mat.", []string{"The cat sat on the mat."})
	fmt.Println(score.Name, score.Score)
	// Output: chrF2++ 68.43660265040069
}

// A metric configured from a published signature (here SacreBLEU 1.4's form); SacreBLEU
// 2.6.0 prints 75.5 for these lines with -tok char.
func ExampleFromSignature() {
	p, err := signatures.Parse("BLEU+case.mixed+numrefs.1+smooth.exp+tok.char+version.1.4.14")
	if err != nil {
		fmt.Println(err)
		return
	}
	spec, err := metric.FromSignature(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	bleu, err := spec.New()
	if err != nil {
		fmt.Println(err)
		return
	}
	hyps := []string{"The cat sat on the mat.", "It was not raining today."}
	refs, _ := metric.FromStreams([]string{"The cat sat on the mat.", "It did not rain today."})
	score, err := metric.Corpus(bleu, hyps, refs)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%.1f %s\n", score.Score, bleu.Signature(signatures.Run{NumRefs: 1}))
	// Output:
	// 75.5 nrefs:1|case:mixed|eff:no|tok:char|smooth:exp|version:2.6.0+sacre.0.1.0
}
