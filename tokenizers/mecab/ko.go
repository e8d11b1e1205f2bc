package mecab

import (
	engine "github.com/sacre-mt/sacre/internal/mecab"
	"github.com/sacre-mt/sacre/tokenizers"
)

// koTagger holds mecab-ko-dic-2.1.1-20180720 for mecab-ko 0.996/ko-0.9.2.
var koTagger = lazyTagger{load: engine.NewKoDict}

// newKoMecab returns SacreBLEU's ko-mecab tokenizer: mecab-ko with mecab-ko-dic (the Python
// packages mecab-ko and mecab-ko-dic). The dictionary is loaded on first use, in a few milliseconds.
func newKoMecab() (tokenizers.Tokenizer, error) {
	t, err := koTagger.get()
	if err != nil {
		return nil, err
	}
	// SacreBLEU's signature is 'ko-mecab-' + tagger.version() + '-KO'.
	return mecabTokenizer{tagger: t, signature: "ko-mecab-" + t.Version() + "-KO"}, nil
}
