// Package mecab is a morphological analyzer that reproduces MeCab 0.996's segmentation
// (as `mecab -Owakati` prints it) on MeCab system dictionaries: the IPA dictionary and
// mecab-ko-dic, as tables derived from kagome's copies (internal/mkdict) and embedded.
//
// It mirrors MeCab's tokenizer.cpp (dictionary lookup, SPACE skipping, unknown words by
// character category with char.def's INVOKE, GROUP and LENGTH), char_property.cpp (UCS-2
// decoding and category bit sets) and viterbi.cpp (the lattice, connection costs and the
// order in which equal-cost paths are resolved), plus mecab-ko's left-space penalty
// (connector.cpp of mecab-ko 0.996/ko-0.9.2).
package mecab

import (
	"strings"
	"sync"
)

// Tagger segments sentences with one dictionary. It is safe for concurrent use.
type Tagger struct {
	dict     *Dict
	lattices sync.Pool
}

// NewTagger returns a Tagger for d.
func NewTagger(d *Dict) *Tagger {
	return &Tagger{dict: d, lattices: sync.Pool{New: func() any { return new(lattice) }}}
}

// Version is what MeCab's Tagger::version() reports for the library this dictionary is
// meant for (e.g. "0.996").
func (t *Tagger) Version() string { return t.dict.version }

// Wakati returns MeCab's -Owakati output for sentence: the surface of each word on the best
// path followed by a space, then a newline.
//
// The sentence is cut at its first NUL byte, as Tagger::parse(const char *) (the entry point
// of the Python bindings) measures it with strlen.
func (t *Tagger) Wakati(sentence string) string {
	var b strings.Builder
	t.AppendWakati(&b, sentence)
	return b.String()
}

// AppendWakati writes Wakati(sentence) to b.
func (t *Tagger) AppendWakati(b *strings.Builder, sentence string) {
	if i := strings.IndexByte(sentence, 0); i >= 0 {
		sentence = sentence[:i]
	}
	l := t.lattices.Get().(*lattice)
	defer t.lattices.Put(l)
	eos := l.viterbi(t.dict, sentence)
	b.Grow(len(sentence) + len(sentence)/2 + 1)
	for _, i := range l.bestPath(eos) {
		n := &l.nodes[i]
		b.WriteString(sentence[n.begin:n.end])
		b.WriteByte(' ')
	}
	b.WriteByte('\n')
}
