package verify

import (
	"slices"
	"strings"
	"unicode"

	"github.com/sacre-mt/sacre/metric"
)

// neighbours are the configurations near base that a mistaken or misread signature most
// often hides: the metric's variants (metric.Config's Variants: for BLEU every tokenizer with
// and without lowercasing, each smoothing and effective order; for chrF the word order,
// whitespace, epsilon smoothing, lowercasing and beta; for TER each combination of its options),
// and for all: fewer references, hypotheses and references swapped, and the other scale (1.x
// printed chrF and TER in [0, 1]).
func (v *verifier) neighbours(base candidate) []candidate {
	var out []candidate
	add := func(spec metric.Spec) {
		out = append(out, candidate{spec: spec, nrefs: base.nrefs, scale: base.scale})
	}
	var toks []string
	if b := base.spec.BLEU(); b != nil {
		toks = v.tokenizers(b.Tokenize)
	}
	for _, c := range base.spec.Config.Variants(toks) {
		add(metric.SpecOf(c))
	}
	for k := 1; k <= len(v.in.Refs); k++ {
		if k != base.nrefs {
			c := base
			c.nrefs = k
			c.changes = []change{fewerRefs(base.nrefs, k)}
			out = append(out, c)
		}
	}
	swapped := base
	swapped.swapped, swapped.nrefs = true, 1
	swapped.changes = []change{{kind: swappedInputs}}
	out = append(out, swapped)
	if base.spec.BLEU() == nil {
		other := base
		other.scale, other.changes = 1, []change{{kind: scale100}}
		if base.scale == 1 {
			other.scale, other.changes = 0.01, []change{{kind: scale1}}
		}
		out = append(out, other)
	}
	return out
}

// tokenizers lists the tokenizers to try instead of the claimed one: the five that need no
// outside data, the MeCab ones when the text has Japanese or Korean (left out when the
// program cannot make them), and Options' extras.
func (v *verifier) tokenizers(claimed string) []string {
	toks := slices.Clone(pureTokenizers)
	ja, ko := v.scripts()
	if ja || claimed == "ja-mecab" {
		toks = append(toks, "ja-mecab")
	}
	if ko || claimed == "ko-mecab" {
		toks = append(toks, "ko-mecab")
	}
	toks = append(toks, v.opt.ExtraTokenizers...)
	if !slices.Contains(toks, claimed) {
		toks = append([]string{claimed}, toks...)
	}
	return toks
}

// scripts reports whether the hypotheses or the first references have kana or Hangul.
func (v *verifier) scripts() (ja, ko bool) {
	for _, lines := range [][]string{v.in.Hyps, v.in.Refs[0]} {
		for _, line := range lines {
			if !ja && strings.IndexFunc(line, func(r rune) bool { return unicode.In(r, unicode.Hiragana, unicode.Katakana) }) >= 0 {
				ja = true
			}
			if !ko && strings.IndexFunc(line, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) >= 0 {
				ko = true
			}
			if ja && ko {
				return
			}
		}
	}
	return
}
