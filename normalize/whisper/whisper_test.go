package whisper

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/campaign"
	"golang.org/x/text/unicode/norm"
)

// Expected values below were printed by Whisper's normalizers at Commit
// under CPython 3.11, as the oracle's are.

func TestBasicEdges(t *testing.T) {
	tests := []struct {
		in, want string
		reason   string
	}{
		{"Hello, World! (um) [inaudible] <noise> ok", "hello world ok", "bracketed and parenthesized text goes"},
		{"\u0130stanbul", "i stanbul", "lower() gives İ a combining dot, a mark, so a space"},
		{"ﬁ ½ x²", "fi 1 2 x2", "NFKC expands ligatures and fractions; the fraction slash is a symbol"},
		{"a" + strings.Repeat("\u0316", 31) + "\u0301", "\u00e1 ", "the acute composes past 31 marks (norm would insert U+034F)"},
		{"a\U00010efd\u0301", "a\U00010efd ", "U+10EFD is unassigned in Unicode 14: a starter, kept, and blocks composition"},
		{"  two  spaces  ", " two spaces ", "whitespace runs become one space, not stripped"},
		{"Crème brûlée", "crème brûlée", "diacritics stay"},
		{"ΟΔΟΣ.", "οδος ", "final sigma"},
		{"中文，标点。", "中文 标点 ", "CJK punctuation is punctuation"},
		{"(a(b)c) ()", "c ", "a parenthesis ends at the first ); () is not matched"},
		{"[a <b] c>", " c ", "a bracket ends at the first > or ]"},
		{"\U0001e030\u0301", "\U0001e030 ", "U+1E030 is unassigned in Unicode 14: no NFKC mapping"},
		{"a\xffb", "a b", "an invalid byte reads as U+FFFD, a symbol"},
	}
	for _, tt := range tests {
		if got := Basic(tt.in); got != tt.want {
			t.Errorf("Basic(%+q) = %+q, want %+q: %s", tt.in, got, tt.want, tt.reason)
		}
	}
}

func TestEnglishEdges(t *testing.T) {
	tests := []struct {
		in, want string
		reason   string
	}{
		{"1,2,3", "12 3", "comma removals do not overlap"},
		{"Mr. Smith's dog won't bark.", "mister smith is dog will not bark", "titles and contractions"},
		{"I'ma go", "i am going to go", "i'ma"},
		{"$0x5", "$0 x 5", "letters and digits are spaced apart before cents are read"},
		{"nine ninth nineth", "9 ninth 9th", `Whisper spells the ordinal of nine "nineth"`},
		{"one and a half", "one.5", `"and a half" is "point five"; a lone 1 is spelled out again`},
		{"and a half", "", `"and a half" after nothing goes`},
		{"١٢٣ point ٥", "123 ٥", "Arabic-Indic digits are read as an int; after a point they stay a str"},
		{"한국어", "\u1112\u1161\u11ab\u1100\u116e\u11a8\u110b\u1165", "NFKD takes Hangul syllables apart"},
		{"hmm, uh... um yes", " yes", "fillers go, leaving a space"},
		{"The colour centre", "the color center", "British spellings"},
		{"3.14 and 3.", "3.14 and 3", "a period after a number stays only before a digit"},
		{"twenty one", "21", "tens and ones"},
		{"one hundred and five", "105", `"and" after a multiplier`},
		{"double seven", "77", "double"},
		{"minus five", "-5", "a sign before a number"},
		{"fifty per cent", "50%", "per cent"},
		{"€1.5 million", "€1500000", "a decimal times a multiplier"},
		{"£3 and 7 cents", "£3.07", "cents join the pounds"},
		{"007", "7", "digits are read as an int"},
		{"x%", "x ", "a percent sign not after a digit"},
		{"a.b..c", "a b c", "periods"},
		{"he 's here", "he is here", "a space before an apostrophe goes"},
		{"Crème brûlée, Straße, Łódź, Þór", "creme brulee strasse lodz thor", "diacritics go, ß and Ł are spelled out"},
		{"1 st", "one saint", `"st" is "saint" before numbers are read`},
		{"eleven twelve", "1112", "teens are written one after the other"},
	}
	for _, tt := range tests {
		if got := English(tt.in); got != tt.want {
			t.Errorf("English(%+q) = %+q, want %+q: %s", tt.in, got, tt.want, tt.reason)
		}
	}
}

// TestRaises runs the inputs on which Whisper's English normalizer raises
// (numbers past 4300 digits): Basic must match, English must not panic.
func TestRaises(t *testing.T) {
	n := 0
	readGzipLines(t, "raises.jsonl.gz", func(line []byte) {
		var r struct{ Input, Basic, Raises string }
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		if got := Basic(r.Input); got != r.Basic {
			t.Errorf("Basic(%+q) = %+q, want %+q", clip(r.Input), clip(got), clip(r.Basic))
		}
		if got := English(r.Input); !utf8.ValidString(got) || got == "" {
			t.Errorf("English(%+q) = %+q where Whisper raises %s", clip(r.Input), clip(got), r.Raises)
		}
		n++
	})
	if n == 0 {
		t.Fatal("no lines in raises.jsonl.gz")
	}
}

// TestNFKCPaths checks the exact NFKC against norm's on random strings that
// norm handles as Python does: runs of fewer than 30 marks, no code point
// new in Unicode 15. The first 5000 of 20000 strings by default, all with
// SACRE_LONG=1.
func TestNFKCPaths(t *testing.T) {
	pool := []rune("aeoAEOuUnNcCsSzZyYkKhH \u1100\u1161\u11a8\uac00\u0915\u093c\u0b47\u0b3e\u0b57\u0627" +
		"\u0653\u0654\u03b1\u0391\u03b9\u0399\u1f00\u0438\u0306\u3099\u309a\u304b\u30cf\uff8a\uff9f" +
		"\u0300\u0301\u0302\u0303\u0308\u0313\u0316\u0323\u0327\u0328\u0342\u0345\u05b0\u064b\u0651\u1ab0" +
		"\u0f71\u0f72\u0f80\u0f73\u0344\u2126\u212b\u00c5\u1e9b\u00bd\ufb01\u3300\U0001d15f\U0001d165")
	rng := rand.New(rand.NewPCG(1, 2))
	n := 5000
	if campaign.Full() {
		n = 20000
	}
	for range n {
		rs := make([]rune, rng.IntN(20))
		for i := range rs {
			rs[i] = pool[rng.IntN(len(pool))]
		}
		s := string(rs)
		if want := norm.NFKC.String(s); nfkcExact(s) != want || nfkc(s) != want {
			t.Fatalf("NFKC(%+q): exact %+q, nfkc %+q, norm %+q", s, nfkcExact(s), nfkc(s), want)
		}
	}
}
