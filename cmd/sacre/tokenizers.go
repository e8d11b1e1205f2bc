package main

// The command line offers every tokenizer SacreBLEU has: MeCab's (ja-mecab, ko-mecab) and
// SentencePiece's (spm, flores101, flores200, spBLEU-1K) register themselves when imported.
import (
	_ "github.com/sacre-mt/sacre/tokenizers/mecab"
	_ "github.com/sacre-mt/sacre/tokenizers/spm"
)
