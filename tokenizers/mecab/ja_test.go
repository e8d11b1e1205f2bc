package mecab

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/internal/jsonl"
	engine "github.com/sacre-mt/sacre/internal/mecab"
	"github.com/sacre-mt/sacre/tokenizers"
)

const jaOracle = "../testdata/mecab_ja_oracle.jsonl.gz"

// jaOracleSampled says which lines of each source TestJaMecabOracle checks by default: every
// nth; the sources not listed (the Kyoto test set of SacreBLEU's own ja-mecab test, the parity
// inputs) are checked in full, and every line of every source with SACRE_LONG=1. About a
// quarter of the text (6641 of 25182 lines) is checked by default.
var jaOracleSampled = map[string]int{"man": 10, "doc": 5, "mo": 5, "stress": 3}

// TestJaMecabOracle compares ja-mecab with Debian's MeCab 0.996 and mecab-ipadic on the lines of
// testdata/mecab_ja_oracle.jsonl.gz (oracle data: see testdata/gen_mecab_oracle.py; the subset
// jaOracleSampled says by default). Debian's dictionary has 令和, SacreBLEU's has not: ja-mecab
// may differ only on lines with 令和, and the same engine with 令和 added must agree on every line.
func TestJaMecabOracle(t *testing.T) {
	t.Parallel() // loading Debian's dictionary overlaps with loading ko-mecab's
	tok := mustJaMecab(t)
	d, err := engine.NewIPADict(true)
	if err != nil {
		t.Fatal(err)
	}
	debian := mecabTokenizer{tagger: engine.NewTagger(d)}
	type row struct {
		Src, In string
		JaMecab string `json:"ja-mecab"`
	}
	lines, checked, reiwa, failures := 0, 0, 0, 0
	perSource, full := map[string]int{}, campaign.Full()
	err = jsonl.Each(jaOracle, func(row row, _ int) error {
		lines++
		perSource[row.Src]++
		if n, ok := jaOracleSampled[row.Src]; ok && !full && (perSource[row.Src]-1)%n != 0 {
			return nil
		}
		checked++
		in, want := row.In, row.JaMecab
		if got := debian.Tokenize(in); got != want {
			failures++
			if failures <= 10 {
				t.Errorf("with 令和: %.200q\n got %.200q\nwant %.200q", in, got, want)
			}
		}
		if got := tok.Tokenize(in); got != want {
			if strings.Contains(in, "令和") {
				reiwa++
				return nil
			}
			failures++
			if failures <= 10 {
				t.Errorf("ja-mecab: %.200q\n got %.200q\nwant %.200q", in, got, want)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if lines < 20000 {
		t.Fatalf("read only %d oracle lines", lines)
	}
	t.Logf("%d lines, %d checked, %d differ only by 令和", lines, checked, reiwa)
	if failures > 0 {
		t.Errorf("%d mismatches over %d lines", failures, checked)
	}
}

func mustJaMecab(t testing.TB) tokenizers.Tokenizer {
	t.Helper()
	tok, err := newJaMecab()
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// The expected values were printed by SacreBLEU's TokenizerJaMecab on Debian's MeCab 0.996
// (mecab-python3's MeCab.Tagger("-Owakati")), except the 令和 rows, which follow SacreBLEU's
// dictionary (ipadic 1.0.0, without that entry).
var jaCases = []struct{ in, want, reason string }{
	{"今日は良い天気です。", "今日 は 良い 天気 です 。", "SacreBLEU's documented example"},
	{"  今日は\t良い 天気\u3000です。 ", "今日 は 良い 天気 \u3000 です 。", "spaces and tabs separate words; U+3000 is a SYMBOL word"},
	{"a\u3000b", "a \u3000 b", "U+3000 is not MeCab's SPACE"},
	{"今日\x00は天気", "今日", "the line ends at a NUL: parse(const char*) uses strlen"},
	{"😀😀今日", "😀😀 今日", "characters outside the BMP decode to U+0000: DEFAULT, grouped"},
	{"\uffff\uffffあ", "\uffff \uffff あ", "U+FFFF is past MeCab's table: no category, never grouped"},
	{"ÐÐ", "ÐÐ", "char.def's 0x00D0 SPACE is overridden by the later Latin-1 ALPHA range"},
	{"a\r\nb", "a \r b", "CR is a DEFAULT word, LF is MeCab's SPACE"},
	{"ヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌ", "ヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌ", "25 katakana: a group of up to 24+1 characters is a word"},
	{"ヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌ", "ヌヌ ヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌヌ", "26 katakana: too long to group from the first, grouped from the third"},
	{"あ〜あ～", "あ〜 あ ～", "あ〜 is in ipadic as iconv decodes it (U+301C), not as kagome does (U+FF5E)"},
	{"令和元年", "令 和 元年", "no 令和 in SacreBLEU's ipadic"},
	{"", "", "the empty line"},
	{" \t\u3000 ", "", "only whitespace"},
}

func TestJaMecabCases(t *testing.T) {
	tok := mustJaMecab(t)
	for _, c := range jaCases {
		if got := tok.Tokenize(c.in); got != c.want {
			t.Errorf("Tokenize(%q) = %q, want %q: %s", c.in, got, c.want, c.reason)
		}
	}
	if got, want := tok.Signature(), "ja-mecab-0.996-IPA"; got != want {
		t.Errorf("Signature() = %q, want %q", got, want)
	}
}

func TestJaMecabConcurrent(t *testing.T) {
	tok := mustJaMecab(t)
	done := make(chan bool)
	for range 4 {
		go func() {
			for _, c := range jaCases {
				if got := tok.Tokenize(c.in); got != c.want {
					t.Errorf("concurrent Tokenize(%q) = %q, want %q", c.in, got, c.want)
				}
			}
			done <- true
		}()
	}
	for range 4 {
		<-done
	}
}

func FuzzJaMecab(f *testing.F) {
	for _, c := range jaCases {
		f.Add(c.in)
	}
	tok := mustJaMecab(f)
	f.Fuzz(func(t *testing.T, in string) {
		out := tok.Tokenize(in)
		if !utf8.ValidString(in) {
			// SacreBLEU's lines are Python strings. MeCab does not check continuation bytes,
			// so on malformed input a "character" may swallow a space: no property holds.
			return
		}
		if !utf8.ValidString(out) {
			t.Errorf("Tokenize(%q) = %q: invalid UTF-8", in, out)
		}
		if strings.Contains(out, "  ") {
			t.Errorf("Tokenize(%q) = %q: double space", in, out)
		}
		if strings.Map(dropSpace, out) != strings.Map(dropSpace, cutNUL(in)) {
			t.Errorf("Tokenize(%q) = %q: words do not add up to the line", in, out)
		}
	})
}

// dropSpace drops what MeCab may leave out between words (its SPACE category) and what
// Python's strip removes at the ends, for FuzzJaMecab's coverage check.
func dropSpace(r rune) rune {
	if r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r' || r == 0x85 || r == 0xa0 ||
		r == 0x1c || r == 0x1d || r == 0x1e || r == 0x1f || r == 0x1680 || (r >= 0x2000 && r <= 0x200a) ||
		r == 0x2028 || r == 0x2029 || r == 0x202f || r == 0x205f || r == 0x3000 {
		return -1
	}
	return r
}

func cutNUL(s string) string {
	if i := strings.IndexByte(s, 0); i >= 0 {
		return s[:i]
	}
	return s
}

func Example_jaMecab() {
	tok, err := newJaMecab()
	if err != nil {
		panic(err)
	}
	fmt.Println(tok.Tokenize("SacreBLEUは機械翻訳の評価に使われます。"))
	fmt.Println(tok.Signature())
	// Output:
	// SacreBLEU は 機械 翻訳 の 評価 に 使わ れ ます 。
	// ja-mecab-0.996-IPA
}

// BenchmarkJaMecab tokenizes the real Japanese lines of the oracle (man pages, manuals, message
// catalogs, the Kyoto test set), as SacreBLEU's ja-mecab would.
func BenchmarkJaMecab(b *testing.B) {
	var lines []string
	size := 0
	err := jsonl.Each(jaOracle, func(row map[string]string, _ int) error {
		if row["src"] != "stress" {
			lines = append(lines, row["in"])
			size += len(row["in"])
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	tok := mustJaMecab(b)
	b.SetBytes(int64(size))
	for b.Loop() {
		for _, l := range lines {
			tok.Tokenize(l)
		}
	}
	b.ReportMetric(float64(len(lines))*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}
