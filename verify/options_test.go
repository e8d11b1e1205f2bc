package verify

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/tokenizers"
	_ "github.com/sacre-mt/sacre/tokenizers/mecab" // what a program with ja-mecab imports
)

// ja5 is a small Japanese test of the parity campaign: SacreBLEU 2.6.0 scores it 47.9991
// with tok:none, 55.2658 with 13a and 72.6119 with ja-mecab.
func ja5(t *testing.T) Input {
	t.Helper()
	dir := filepath.Join("..", "testdata", "parity", "inputs")
	hyps, err := textio.ReadLines(filepath.Join(dir, "public.ja5.hyp.txt"), "utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ref, err := textio.ReadLines(filepath.Join(dir, "public.ja5.ref0.txt"), "utf-8")
	if err != nil {
		t.Fatal(err)
	}
	return Input{Hyps: hyps, Refs: [][]string{ref}}
}

var errNoMeCab = errors.New("no MeCab here")

// TestOptionsTokenizer: Options.Tokenizer is asked for the tokenizers that need outside data
// only, once per name; what it makes is used, what it leaves (nil) goes to tokenizers.New, and
// what it cannot make is an error for the claim and left out of the diagnosis.
func TestOptionsTokenizer(t *testing.T) {
	in := ja5(t)
	const fields = "|nrefs:1|case:mixed|eff:no|smooth:exp|version:2.6.0"
	for _, tc := range []struct {
		reason  string
		claim   string
		makes   map[string]tokenizers.Tokenizer // nil values: left to tokenizers.New
		asked   string
		printed string
		err     error
		matches string
	}{
		{"a SentencePiece model at hand: the stand-in splits as none does",
			"BLEU|tok:flores101" + fields + " = 47.9991", map[string]tokenizers.Tokenizer{"flores101": namedTokenizer("flores101")},
			"flores101", "47.9991", nil, ""},
		{"ja-mecab left to tokenizers.New, which has it from tokenizers/mecab",
			"BLEU|tok:ja-mecab-0.996-IPA" + fields + " = 72.6119", map[string]tokenizers.Tokenizer{"ja-mecab": nil},
			"ja-mecab", "72.6119", nil, ""},
		{"ja-mecab claimed where it cannot be made",
			"BLEU|tok:ja-mecab-0.996-IPA" + fields + " = 72.6119", nil, "ja-mecab", "", errNoMeCab, ""},
		{"the diagnosis of Japanese text without MeCab: the pure tokenizers only",
			"BLEU|tok:13a" + fields + " = 48.0", nil, "ja-mecab", "55.3", nil, "tok:13a→none; case:mixed→lc tok:13a→none"},
		{"the diagnosis of Japanese text with MeCab",
			"BLEU|tok:13a" + fields + " = 72.6", map[string]tokenizers.Tokenizer{"ja-mecab": nil}, "ja-mecab", "55.3", nil,
			"tok:13a→ja-mecab-0.996-IPA; case:mixed→lc tok:13a→ja-mecab-0.996-IPA"},
	} {
		var asked []string
		opt := Options{Tokenizer: func(name string) (tokenizers.Tokenizer, error) {
			asked = append(asked, name)
			if tok, ok := tc.makes[name]; ok {
				return tok, nil
			}
			return nil, errNoMeCab
		}}
		c, err := ParseClaim(tc.claim)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Verify(c, in, opt)
		if got := strings.Join(asked, " "); got != tc.asked {
			t.Errorf("%s: Tokenizer asked for %q, want %q", tc.reason, got, tc.asked)
		}
		if tc.err != nil || err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("%s: error %v, want %v", tc.reason, err, tc.err)
			}
			continue
		}
		var matches []string
		for _, m := range rep.Matches {
			matches = append(matches, strings.Join(m.Changes, " "))
		}
		if rep.Printed != tc.printed || strings.Join(matches, "; ") != tc.matches || slices.Contains(asked, "13a") {
			t.Errorf("%s: sacre %s, matches %q; want %s, %q", tc.reason, rep.Printed, matches, tc.printed, tc.matches)
		}
	}
}
