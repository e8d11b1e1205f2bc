package spm_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/tokenizers/spm"
)

func ExampleNew() {
	// A small model trained for the tests; SacreBLEU's flores101 model is
	// downloaded to ~/.sacrebleu/models/sacrebleu_tokenizer_spm.model.
	tok, err := spm.New("spm", "../../internal/sentencepiece/testdata/unigram_nfkc.model")
	if err != nil {
		panic(err)
	}
	fmt.Println(tok.Tokenize("Ein 28-jähriger Koch wurde tot aufgefunden."))
	fmt.Println(tok.Signature())
	fmt.Println(spm.Warnings("spm"))
	// Output:
	// ▁Ein ▁2 8 - jährige r ▁Ko ch ▁wurde ▁to t ▁auf ge f und en .
	// flores101
	// [Tokenizer 'spm' has been changed to 'flores101', and may be removed in the future.]
}
