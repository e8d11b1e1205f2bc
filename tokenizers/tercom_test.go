package tokenizers

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/internal/jsonl"
)

// tercomCases are SacreBLEU 2.6.0's test_tokenizer_ter.py tables, then cases printed by
// SacreBLEU's TercomTokenizer for tercom's own rules.
var tercomCases = []struct {
	cfg           TercomConfig
	in, want, why string
}{
	{TercomConfig{}, "a b c d", "a b c d", "test_tokenizer_ter: default"},
	{TercomConfig{}, "", "", "test_tokenizer_ter: empty"},
	{TercomConfig{}, "a b c d.", "a b c d.", "test_tokenizer_ter: no normalization keeps the period attached"},
	{TercomConfig{}, "A B C D.", "a b c d.", "test_tokenizer_ter: lowercased by default"},
	{TercomConfig{NoPunct: true}, "a b c d.", "a b c d", "test_tokenizer_ter: no_punct removes the period"},
	{TercomConfig{NoPunct: true}, "A ; B ) C : D.", "a b c d", "test_tokenizer_ter: no_punct removes ; ) :"},
	{TercomConfig{Normalized: true}, "a b (c) d.", "a b ( c ) d .", "test_tokenizer_ter: normalized splits punctuation"},
	{TercomConfig{Normalized: true}, "Jim's car.", "jim 's car .", "test_tokenizer_ter: possessive"},
	{TercomConfig{Normalized: true}, "4.2", "4.2", "test_tokenizer_ter: a period between digits stays"},
	{TercomConfig{Normalized: true, AsianSupport: true}, "美众院公布对特", "美 众 院 公 布 对 特", "test_tokenizer_ter: Chinese characters are split"},
	{TercomConfig{Normalized: true, AsianSupport: true}, "りの拳銃を持", "りの 拳 銃 を 持", "test_tokenizer_ter: hiragana stay together"},
	{TercomConfig{Normalized: true}, `He's John's, (friend) "X".`, `he 's john's , ( friend ) " x " .`, "only \"'s \" is a possessive: \"'s,\" is not"},
	{TercomConfig{Normalized: true}, "it's", "it 's", "the final 's is split thanks to the padding, not by the 's$ rule"},
	{TercomConfig{Normalized: true, CaseSensitive: true}, "IT'S", "IT'S", "the possessive rule is case-sensitive"},
	{TercomConfig{Normalized: true}, "a\n-b a-\nb", "ab a- b", `tercom removes "\n-" (13a removes "-\n"); a dash after a letter stays`},
	{TercomConfig{NoPunct: true}, "A&amp;B", "a&ampb", "without normalization entities stay, and no_punct removes the ;"},
	{TercomConfig{Normalized: true}, "&amp;lt;", "<", "entities are replaced one after the other"},
	{TercomConfig{Normalized: true, AsianSupport: true}, "中文，测试。カタカナ", "中 文 ， 测 试 。 カタカナ", "CJK and its punctuation split, katakana kept"},
	{TercomConfig{Normalized: true, AsianSupport: true}, "ひらがな", "ひらがな", "the kana rules would split a kana-only string, but the padding stops them"},
	{TercomConfig{NoPunct: true, AsianSupport: true}, "中文，测试。「x」", "中文测试x", "asian no_punct removes CJK and full-width punctuation without normalization"},
	{TercomConfig{NoPunct: true}, "中文，测试。", "中文，测试。", "without asian support CJK punctuation stays"},
	{TercomConfig{Normalized: true, AsianSupport: true}, "㍻㉑\u3f22\u3f23", "㍻ ㉑ \u3f22 \u3f23", "U+3200..U+3F22 as written in the Python, and U+3F23 as CJK Extension A"},
	{TercomConfig{}, "ΟΔΟΣ İ", "οδος i̇", "Python's str.lower(): final sigma, dotted I"},
	{TercomConfig{}, "a\u001cb\u0085c\u3000d", "a b c d", "Python's whitespace"},
}

func TestTercom(t *testing.T) {
	for _, c := range tercomCases {
		if got := NewTercom(c.cfg).Tokenize(c.in); got != c.want {
			t.Errorf("%+v Tokenize(%q) = %q, want %q: %s", c.cfg, c.in, got, c.want, c.why)
		}
	}
	if got := NewTercom(TercomConfig{}).Signature(); got != "tercom" {
		t.Errorf("Signature() = %q, want tercom", got)
	}
}

// tercomConfig is option combination k of the oracle file: bits normalized, no_punct,
// asian_support, case_sensitive.
func tercomConfig(k int) TercomConfig {
	return TercomConfig{Normalized: k&1 != 0, NoPunct: k&2 != 0, AsianSupport: k&4 != 0, CaseSensitive: k&8 != 0}
}

// TestTercomOracle compares the 16 option combinations with SacreBLEU 2.6.0's TercomTokenizer
// on the lines of testdata/tercom_oracle.jsonl.gz (oracle data: see testdata/gen_tercom_oracle.py):
// every line under every combination with SACRE_LONG=1; by default line i under the four
// combinations k with (i+k)%4 == 0, so that every line is checked with and without Asian
// support and case sensitivity, and each combination on a quarter of the lines.
func TestTercomOracle(t *testing.T) {
	var toks [16]*Tercom
	for k := range toks {
		toks[k] = NewTercom(tercomConfig(k))
	}
	type row struct {
		In  string
		Out []string
	}
	lines, checks, failures, full := 0, 0, 0, campaign.Full()
	err := jsonl.Each("testdata/tercom_oracle.jsonl.gz", func(r row, _ int) error {
		lines++
		for k, tok := range toks {
			if !full && (lines+k)%4 != 0 {
				continue
			}
			checks++
			if got := tok.Tokenize(r.In); got != r.Out[k] {
				if failures++; failures <= 20 {
					t.Errorf("%+v Tokenize(%q)\n got %q\nwant %q", tercomConfig(k), r.In, got, r.Out[k])
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if lines < 6000 {
		t.Fatalf("read only %d oracle lines", lines)
	}
	if failures > 0 {
		t.Errorf("%d mismatches in %d checks (%d lines, 16 combinations)", failures, checks, lines)
	}
}

func TestTercomNotRegistered(t *testing.T) {
	for _, name := range Names() {
		if name == "tercom" {
			t.Fatal("tercom is TER's tokenizer, not one of BLEU's")
		}
	}
}

// FuzzTercom checks every option combination: no panic, valid UTF-8 out, single spaces only.
func FuzzTercom(f *testing.F) {
	for _, c := range tercomCases {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if !utf8.ValidString(in) {
			t.Skip("tokenizers take valid UTF-8")
		}
		for k := range 16 {
			out := NewTercom(tercomConfig(k)).Tokenize(in)
			if !utf8.ValidString(out) {
				t.Fatalf("%+v Tokenize(%q) = %q is not valid UTF-8", tercomConfig(k), in, out)
			}
			if strings.Contains(out, "  ") || strings.HasPrefix(out, " ") || strings.HasSuffix(out, " ") {
				t.Fatalf("%+v Tokenize(%q) = %q has stray spaces", tercomConfig(k), in, out)
			}
		}
	})
}

func BenchmarkTercom(b *testing.B) {
	line := `He said: "The U.S. economy's growth, 3.5% in 2019, wasn't bad" (Reuters).`
	for _, k := range []int{0, 1, 3, 7} {
		tok := NewTercom(tercomConfig(k))
		b.Run(fmt.Sprintf("%+v", tercomConfig(k)), func(b *testing.B) {
			b.SetBytes(int64(len(line)))
			b.ReportAllocs()
			for b.Loop() {
				tok.Tokenize(line)
			}
		})
	}
}

func ExampleNewTercom() {
	tok := NewTercom(TercomConfig{Normalized: true})
	fmt.Println(tok.Tokenize(`He's John's, (friend) "X".`))
	fmt.Println(NewTercom(TercomConfig{NoPunct: true, CaseSensitive: true}).Tokenize("A ; B ) C : D."))
	// Output:
	// he 's john's , ( friend ) " x " .
	// A B C D
}
