package analysis_test

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/analysis"
	"github.com/sacre-mt/sacre/tokenizers"
)

// Three lines and two systems. The numbers printed are compare-mt 0.2.11's for the same
// lines (checked by running it), save the order of n-grams of equal salience.
var (
	ref  = []string{"the cat sat on the mat", "a dog barked", "it rained all day long"}
	sys1 = []string{"the cat sat on the mat", "a dog was barking", "it rained all day"}
	sys2 = []string{"a cat sat on a mat", "the dog barked", "all day long it rained"}
)

func ExampleNew() {
	c, err := analysis.New(ref, sys1, sys2)
	if err != nil {
		panic(err)
	}
	fmt.Print(c.LengthBuckets())
	// Output:
	// length	sys1	sys2
	// <10	80.5404 (3)	57.2125 (3)
	// [10,20)	0.0000 (0)	0.0000 (0)
	// [20,30)	0.0000 (0)	0.0000 (0)
	// [30,40)	0.0000 (0)	0.0000 (0)
	// [40,50)	0.0000 (0)	0.0000 (0)
	// [50,60)	0.0000 (0)	0.0000 (0)
	// >=60	0.0000 (0)	0.0000 (0)
}

func ExampleComparison_LengthDiffBuckets() {
	c, _ := analysis.New(ref, sys1, sys2)
	for _, b := range c.LengthDiffBuckets().Buckets {
		if b.Sentences[0]+b.Sentences[1] > 0 {
			fmt.Printf("%s\t%d\t%d\n", b.Label, b.Sentences[0], b.Sentences[1])
		}
	}
	// Output:
	// -1	1	0
	// 0	1	3
	// 1	1	0
}

func ExampleComparison_WordAccuracy() {
	c, _ := analysis.New(ref, sys1, sys2)
	words := c.WordAccuracy(nil) // frequencies from the reference, compare-mt's default
	fmt.Print(words)
	st := words.Buckets[1].Systems[0]
	fmt.Printf("sys1, words seen once: %d of %d match, recall %.4f, precision %.4f\n",
		st.Matches, st.Words, st.Recall, st.Precision)
	// Output:
	// frequency	# words	sys1	sys2
	// <1	0	0.0000	0.0000
	// 1	12	0.9091	0.8800
	// 2	2	1.0000	0.0000
	// 3	0	0.0000	0.0000
	// 4	0	0.0000	0.0000
	// [5,10)	0	0.0000	0.0000
	// [10,100)	0	0.0000	0.0000
	// [100,1000)	0	0.0000	0.0000
	// >=1000	0	0.0000	0.0000
	// sys1, words seen once: 10 of 10 match, recall 0.8333, precision 1.0000
}

func ExampleComparison_SalientNgrams() {
	c, _ := analysis.New(ref, sys1, sys2)
	ngrams, err := c.SalientNgrams(0, 1, analysis.SalienceOptions{Length: 3})
	if err != nil {
		panic(err)
	}
	fmt.Print(ngrams)
	// Output:
	// --- 3 n-grams where sys1>sys2 in match
	// the	0.7500 (sys1=2, sys2=0)
	// a	0.6667 (sys1=1, sys2=0)
	// a dog	0.6667 (sys1=1, sys2=0)
	// --- 3 n-grams where sys2>sys1 in match
	// all day long	0.3333 (sys1=0, sys2=1)
	// barked	0.3333 (sys1=0, sys2=1)
	// day long	0.3333 (sys1=0, sys2=1)
}

func ExampleReadCounts() {
	counts, err := analysis.ReadCounts(strings.NewReader("the\t46796\ncat\t12\n"))
	if err != nil {
		panic(err)
	}
	c, _ := analysis.New(ref, sys1, sys2)
	for _, b := range c.WordAccuracy(counts).Buckets {
		if b.Ref > 0 {
			fmt.Printf("%s\t%d\t%.4f\t%.4f\n", b.Label, b.Ref, b.Systems[0].FMeasure, b.Systems[1].FMeasure)
		}
	}
	// Output:
	// <1	11	0.8182	0.8696
	// [10,100)	1	1.0000	1.0000
	// >=1000	2	1.0000	0.0000
}

// Chinese has no spaces between words: compare-mt's split makes each line one word, while
// BLEU's zh tokenizer makes each Chinese character one. The numbers are compare-mt's on the
// lines pre-tokenized by SacreBLEU's zh tokenizer.
func ExampleNewTokenized() {
	ref := []string{"猫坐在垫子上。", "今天下雨了，我们待在家里看书。"}
	sys1 := []string{"猫坐在垫子上。", "今天下雨，我们在家看书。"}
	sys2 := []string{"一只猫坐在地毯上。", "今天下雨了，我们在家里读书。"}
	c, err := analysis.NewTokenized(tokenizers.Zh{}, ref, sys1, sys2)
	if err != nil {
		panic(err)
	}
	fmt.Print(c.LengthBuckets(10, 20))
	// Output:
	// length	sys1	sys2
	// <10	100.0000 (1)	41.5351 (1)
	// [10,20)	33.0221 (1)	61.4215 (1)
	// >=20	0.0000 (0)	0.0000 (0)
}
