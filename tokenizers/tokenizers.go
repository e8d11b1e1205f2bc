// Package tokenizers holds the tokenizers BLEU applies before counting n-grams.
//
// Each one is byte-identical to its SacreBLEU 2.6.0 counterpart (sacrebleu/tokenizers), quirks included,
// and names itself for the metric signature the way SacreBLEU does. This package has the pure ones
// (13a, intl, zh, char, none, and TER's tercom); MeCab's (ja-mecab, ko-mecab) and SentencePiece's
// (spm, flores101, flores200, spBLEU-1K) need data, so they live in tokenizers/mecab and
// tokenizers/spm, which register them with New when a program imports them.
package tokenizers

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// A Tokenizer splits a line into space-separated tokens. Implementations are safe for concurrent use.
type Tokenizer interface {
	// Tokenize returns the tokens of line joined by single spaces
	// (except none and char, which mirror SacreBLEU and may keep other whitespace).
	Tokenize(line string) string
	// Signature is the value of the tok field in BLEU's signature, e.g. "13a".
	Signature() string
}

// An Appender is a Tokenizer that also appends its output to a buffer, allocating nothing:
// AppendTokens(dst, line) is append(dst, Tokenize(line)...). Scoring uses it on hot paths.
type Appender interface {
	Tokenizer
	AppendTokens(dst []byte, line string) []byte
}

// A Spanner is a Tokenizer whose tokens are pieces of a text: AppendSpans returns that text
// (line, or line as the tokenizer rewrote it first) and appends to dst the start and end of
// each token in it, so that Tokenize(line) is the pieces joined with single spaces. Scoring
// numbers the tokens where they lie rather than writing and rescanning the tokenized line.
type Spanner interface {
	Tokenizer
	AppendSpans(dst []uint32, line string) (text string, spans []uint32)
}

// ErrUnknown reports a tokenizer name SacreBLEU does not know.
var ErrUnknown = errors.New("tokenizers: unknown tokenizer")

// constructors maps SacreBLEU's tokenizer names (its --tokenize choices) to constructors: the
// pure tokenizers here, and those that packages register when imported.
var (
	registry     sync.RWMutex
	constructors = map[string]func() (Tokenizer, error){
		"none": func() (Tokenizer, error) { return None{}, nil },
		"13a":  func() (Tokenizer, error) { return T13a{}, nil },
		"intl": func() (Tokenizer, error) { return Intl{}, nil },
		"char": func() (Tokenizer, error) { return Char{}, nil },
		"zh":   func() (Tokenizer, error) { return Zh{}, nil },
	}
)

// registered are SacreBLEU's tokenizers that need data this package leaves out, and the package
// whose import registers them.
var registered = map[string]string{
	"ja-mecab":  "github.com/sacre-mt/sacre/tokenizers/mecab",
	"ko-mecab":  "github.com/sacre-mt/sacre/tokenizers/mecab",
	"spm":       "github.com/sacre-mt/sacre/tokenizers/spm",
	"flores101": "github.com/sacre-mt/sacre/tokenizers/spm",
	"flores200": "github.com/sacre-mt/sacre/tokenizers/spm",
	"spBLEU-1K": "github.com/sacre-mt/sacre/tokenizers/spm",
}

// NeedsData reports whether the tokenizer SacreBLEU calls name loads a dictionary or a model
// when made (MeCab's, SentencePiece's), as those of the mecab and spm packages do.
func NeedsData(name string) bool {
	_, ok := registered[name]
	return ok
}

// ErrNotLinked reports a tokenizer whose package the program does not import.
var ErrNotLinked = errors.New("tokenizers: tokenizer not linked in")

// Register makes New return ctor's tokenizers for name: the MeCab and SentencePiece packages
// register theirs when imported.
func Register(name string, ctor func() (Tokenizer, error)) {
	registry.Lock()
	defer registry.Unlock()
	constructors[name] = ctor
}

// New returns the tokenizer SacreBLEU calls name. The MeCab and SentencePiece tokenizers need
// their packages imported (for their side effect): tokenizers/mecab, tokenizers/spm.
func New(name string) (Tokenizer, error) {
	registry.RLock()
	c, ok := constructors[name]
	registry.RUnlock()
	if ok {
		return c()
	}
	if pkg, ok := registered[name]; ok {
		return nil, fmt.Errorf("%w: %s needs import _ %q", ErrNotLinked, name, pkg)
	}
	return nil, fmt.Errorf("%w %q (choose from %s)", ErrUnknown, name, strings.Join(Names(), ", "))
}

// Names lists every tokenizer name SacreBLEU knows (those of unimported packages too), sorted.
func Names() []string {
	registry.RLock()
	defer registry.RUnlock()
	names := make([]string, 0, len(constructors)+len(registered))
	for name := range constructors {
		names = append(names, name)
	}
	for name := range registered {
		if _, ok := constructors[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// Default is the tokenizer SacreBLEU picks when none is given: by target language, else 13a.
func Default(trgLang string) string {
	switch trgLang {
	case "zh":
		return "zh"
	case "ja":
		return "ja-mecab"
	case "ko":
		return "ko-mecab"
	}
	return "13a"
}

// SingleSpaced reports whether t's output always consists of tokens without whitespace
// separated by single spaces (SacreBLEU's ' '.join(line.split())), so that a caller may split
// it at ' ' alone. It holds for 13a, intl and zh; none and char keep the input's whitespace.
func SingleSpaced(t Tokenizer) bool {
	switch t.(type) {
	case T13a, Intl, Zh:
		return true
	}
	return false
}

// NameOf returns the name New takes for the tokenizer a signature records as sig: the names
// themselves ("13a", "flores101"), and the MeCab tokenizers with their versions, as in
// "ja-mecab-0.996-IPA" or "ko-mecab-0.996/ko-0.9.2-KO", whatever the versions, and
// SacreBLEU 2.1's "spm-flores".
func NameOf(sig string) (string, error) {
	switch {
	case strings.HasPrefix(sig, "ja-mecab-") && strings.HasSuffix(sig, "-IPA"):
		return "ja-mecab", nil
	case strings.HasPrefix(sig, "ko-mecab-") && strings.HasSuffix(sig, "-KO"):
		return "ko-mecab", nil
	case sig == "spm-flores" || sig == "spm":
		// SacreBLEU 2.1 and 2.2 printed the flores101 model's tokenizer as spm-flores.
		return "flores101", nil
	}
	registry.RLock()
	_, ok := constructors[sig]
	registry.RUnlock()
	if _, heavy := registered[sig]; ok || heavy {
		return sig, nil
	}
	return "", fmt.Errorf("%w %q in a signature", ErrUnknown, sig)
}
