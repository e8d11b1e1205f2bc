package metric_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

func ExampleNewTER() {
	ter, err := metric.NewTER(metric.TERConfig{})
	if err != nil {
		panic(err)
	}
	hyps := []string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}
	refs, err := metric.FromStreams(
		[]string{"The dog bit the man.", "It was not unexpected.", "The man bit him first."},
		[]string{"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."},
	)
	if err != nil {
		panic(err)
	}
	score, err := metric.Corpus(ter, hyps, refs)
	if err != nil {
		panic(err)
	}
	sig := ter.Signature(signatures.Run{NumRefs: refs.NumRefs()})
	fmt.Println(score.Text(2, sig.Format(false)))
	// Output: TER|nrefs:2|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0+sacre.0.1.0 = 40.00
}

func ExampleTER_ComputeTER() {
	ter, _ := metric.NewTER(metric.TERConfig{Normalized: true, CaseSensitive: true})
	refs := metric.Refs{{"The dog bit the man.", "The dog had bit the man."}}
	prepared, _ := ter.Prepare(refs)
	stats, _ := ter.Stats([]string{"The man bit the dog."}, prepared)
	s := ter.ComputeTER(stats.Sum())
	fmt.Println(s.Score.Score, s.NumEdits, s.RefLength)
	// Output: 30.76923076923077 2 6.5
}

func ExampleSentence_ter() {
	ter, _ := metric.NewTER(metric.TERConfig{})
	// One shift moves "a b c" to the front: 1 edit for 8 reference words.
	score, _ := metric.Sentence(ter, "d e f g h a b c", []string{"a b c d e f g h"})
	fmt.Println(score.ScoreOnly(2))
	// Output: 12.50
}
