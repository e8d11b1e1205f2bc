package sentencepiece_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/internal/sentencepiece"
)

func ExampleLoad() {
	p, err := sentencepiece.Load("testdata/unigram_nfkc.model")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Type())
	fmt.Println(p.Tokenize("Ein 28-jähriger Koch wurde tot aufgefunden."))
	fmt.Println(p.Tokenize("ﬁ\u3000①")) // nmt_nfkc normalizes
	// Output:
	// unigram
	// ▁Ein ▁2 8 - jährige r ▁Ko ch ▁wurde ▁to t ▁auf ge f und en .
	// ▁ fi ▁1
}

func ExampleProcessor_Pieces() {
	p, err := sentencepiece.Load("testdata/unigram_identity_bytes.model")
	if err != nil {
		panic(err)
	}
	// This model spells characters it does not know as byte pieces.
	fmt.Printf("%q\n", p.Pieces("Koch ꙮ"))
	// Output: ["▁K" "o" "ch" "▁" "<0xEA>" "<0x99>" "<0xAE>"]
}
