// Package mecab holds SacreBLEU's Japanese and Korean tokenizers, ja-mecab and ko-mecab: MeCab
// 0.996 in pure Go (internal/mecab) with the IPA dictionary and mecab-ko-dic. Importing it
// registers them with package tokenizers, for tokenizers.New and BLEU's -tok; the dictionaries,
// stored ready to use so that they load in milliseconds, make a program about 76 MB larger, so
// programs that need neither leave it out.
package mecab

import (
	"strings"
	"sync"

	"github.com/sacre-mt/sacre/tokenizers"

	engine "github.com/sacre-mt/sacre/internal/mecab"
	"github.com/sacre-mt/sacre/normalize"
)

func init() {
	tokenizers.Register("ja-mecab", newJaMecab)
	tokenizers.Register("ko-mecab", newKoMecab)
}

// JaMecab returns SacreBLEU's ja-mecab tokenizer (as tokenizers.New("ja-mecab") does).
func JaMecab() (tokenizers.Tokenizer, error) { return newJaMecab() }

// KoMecab returns SacreBLEU's ko-mecab tokenizer (as tokenizers.New("ko-mecab") does).
func KoMecab() (tokenizers.Tokenizer, error) { return newKoMecab() }

// mecabTokenizer is SacreBLEU's TokenizerJaMecab and TokenizerKoMecab: the line is stripped,
// segmented by MeCab with -Owakati, and MeCab's output (words each followed by a space, then
// a newline) is stripped again.
type mecabTokenizer struct {
	tagger    *engine.Tagger
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
	tagger *engine.Tagger
	err    error
	load   func() (*engine.Dict, error)
}

func (l *lazyTagger) get() (*engine.Tagger, error) {
	l.once.Do(func() {
		d, err := l.load()
		if err != nil {
			l.err = err
			return
		}
		l.tagger = engine.NewTagger(d)
	})
	return l.tagger, l.err
}

// jaTagger holds mecab-ipadic-2.7.0-20070801 as SacreBLEU's ipadic package has it (392,126
// entries, without the 令和 that Debian's and kagome's copies add).
var jaTagger = lazyTagger{load: func() (*engine.Dict, error) { return engine.NewIPADict(false) }}

// newJaMecab returns SacreBLEU's ja-mecab tokenizer: MeCab 0.996 with the IPA dictionary
// (mecab-python3 and ipadic). The dictionary is loaded on first use, in a few milliseconds.
func newJaMecab() (tokenizers.Tokenizer, error) {
	t, err := jaTagger.get()
	if err != nil {
		return nil, err
	}
	// SacreBLEU's signature is 'ja-mecab-' + tagger.version() + '-IPA'.
	return mecabTokenizer{tagger: t, signature: "ja-mecab-" + t.Version() + "-IPA"}, nil
}
