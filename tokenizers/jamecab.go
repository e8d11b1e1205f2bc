package tokenizers

import (
	"strings"
	"sync"

	"github.com/sacre-mt/sacre/internal/mecab"
	"github.com/sacre-mt/sacre/normalize"
)

// mecabTokenizer is SacreBLEU's TokenizerJaMecab and TokenizerKoMecab: the line is stripped,
// segmented by MeCab with -Owakati, and MeCab's output (words each followed by a space, then
// a newline) is stripped again.
type mecabTokenizer struct {
	tagger    *mecab.Tagger
	signature string
}

// Tokenize returns SacreBLEU's tagger.parse(line.strip()).strip().
func (t mecabTokenizer) Tokenize(line string) string {
	var b strings.Builder
	t.tagger.AppendWakati(&b, normalize.Strip(line))
	return normalize.Strip(b.String())
}

// Signature returns "ja-mecab-0.996-IPA" or "ko-mecab-0.996/ko-0.9.2-KO".
func (t mecabTokenizer) Signature() string { return t.signature }

// lazyTagger loads a dictionary the first time a tokenizer needs it, then shares it.
type lazyTagger struct {
	once   sync.Once
	tagger *mecab.Tagger
	err    error
	load   func() (*mecab.Dict, error)
}

func (l *lazyTagger) get() (*mecab.Tagger, error) {
	l.once.Do(func() {
		d, err := l.load()
		if err != nil {
			l.err = err
			return
		}
		l.tagger = mecab.NewTagger(d)
	})
	return l.tagger, l.err
}

// jaTagger holds mecab-ipadic-2.7.0-20070801 as SacreBLEU's ipadic package has it (392,126
// entries, without the 令和 that Debian's and kagome's copies add).
var jaTagger = lazyTagger{load: func() (*mecab.Dict, error) { return mecab.NewIPADict(false) }}

// newJaMecab returns SacreBLEU's ja-mecab tokenizer: MeCab 0.996 with the IPA dictionary
// (mecab-python3 and ipadic). The dictionary is loaded on first use (about 0.5 s).
func newJaMecab() (Tokenizer, error) {
	t, err := jaTagger.get()
	if err != nil {
		return nil, err
	}
	// SacreBLEU's signature is 'ja-mecab-' + tagger.version() + '-IPA'.
	return mecabTokenizer{tagger: t, signature: "ja-mecab-" + t.Version() + "-IPA"}, nil
}
