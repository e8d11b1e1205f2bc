package tokenizers

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// The expected values of these tables were printed by SacreBLEU 2.6.0's tokenizers.
var cases = map[string][]struct {
	in, want, reason string
}{
	"13a": {
		{"Hello, world!", "Hello , world !", "ASCII punctuation is split off"},
		{"It costs $1,000.50 today.", "It costs $ 1,000.50 today .", "a comma or period between digits stays"},
		{"in 2019.", "in 2019 .", "13a pads the line, so a final period after a digit is split"},
		{"U.S.A. e-mail 9-5", "U . S . A . e-mail 9 - 5", "periods before letters split; a dash after a digit is split"},
		{"&quot;Hi&quot; &amp; &lt;b&gt; &apos;x&apos;", "\" Hi \" & < b > & apos ; x & apos ;", "four entities are unescaped, &apos; is not"},
		{"&amp;lt;", "<", "entities are unescaped one after the other: &amp;lt; becomes <"},
		{"a <skipped> b", "a b", "<skipped> is removed"},
		{"line-\nbreak\nhere", "linebreak here", "a hyphen before a newline joins, a newline becomes a space"},
		{"“Quoted” — text… «fr»", "“Quoted” — text… «fr»", "non-ASCII punctuation is untouched"},
		{"a\u00A0b\u3000c\u001Cd\u0085e", "a b c d e", "Python's whitespace (with U+001C..U+001F and U+0085) separates tokens"},
		{"a\u200Bb", "a\u200Bb", "U+200B is not whitespace"},
		{"x.,y", "x . , y", "re.sub does not overlap matches: the comma after a split period stays attached"},
		{"", "", "the empty line"},
		{"   ", "", "only spaces"},
	},
	"intl": {
		{"Hello, world!", "Hello , world !", "punctuation after a non-number is split"},
		{"in 2019.", "in 2019.", "no padding: a period after a digit at the end stays"},
		{"1,000.50 and 3.14", "1,000.50 and 3.14", "punctuation between digits stays"},
		{"“Quoted” — text… «fr»", "“ Quoted ” — text … « fr »", "Unicode punctuation is split"},
		{"price €5 and ™ ©", "price € 5 and ™ ©", "symbols are split"},
		{"²³ ½ Ⅻ ①", "²³ ½ Ⅻ ①", "Unicode numbers are not punctuation"},
		{"中文，测试。", "中文 ， 测试 。", "CJK punctuation is split, CJK characters are not"},
		{"&quot;x&quot;", "& quot ; x & quot ;", "no entity unescaping"},
		{"\U0001F6DC \U00011F43", "\U0001F6DC \U00011F43", "Unicode 15.0 symbols and punctuation (as the regex module of SacreBLEU's environment)"},
		{"a..b", "a . . b", "pairs do not overlap"},
		{"😀👍🏽", "😀 👍 🏽", "emoji are symbols; the skin-tone modifier is a symbol too"},
	},
	"zh": {
		{"我爱北京天安门。", "我 爱 北 京 天 安 门 。", "each Chinese character is separated"},
		{"price €5 and ™", "price € 5 and ™", "U+2001..U+2A6D count as Chinese (SacreBLEU issue #298)"},
		{"“引号”—…", "“ 引 号 ” — …", "general punctuation counts as Chinese through the same bug"},
		{"𠀀𪛖", "𠀀𪛖", "real CJK Extension B is not Chinese"},
		{"１２３ＡＢＣ", "１ ２ ３ Ａ Ｂ Ｃ", "full-width forms are Chinese"},
		{"in 2019.", "in 2019.", "the 13a rules without padding"},
		{"&amp; <skipped>", "& amp ; < skipped >", "no 13a preprocessing"},
		{"  中 文  ", "中 文", "the line is stripped first"},
		{"\u2000x\u2001y", "x y", "U+2000 and U+2001 are whitespace: stripped, and split away though U+2001 counts as Chinese"},
	},
	"char": {
		{"abc", "a b c", "every character is separated"},
		{"a b", "a   b", "spaces are characters too"},
		{"中文😀", "中 文 😀", "code points, not bytes or UTF-16 units"},
		{"e\u0301", "e \u0301", "a combining mark is its own character"},
		{"", "", "the empty line"},
	},
}

func TestTokenizers(t *testing.T) {
	for name, rows := range cases {
		tok, err := New(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range rows {
			if got := tok.Tokenize(row.in); got != row.want {
				t.Errorf("%s(%q) = %q, want %q: %s", name, row.in, got, row.want, row.reason)
			}
		}
	}
}

func TestNone(t *testing.T) {
	for _, in := range []string{"", "  a  b ", "x\u00a0y", "&amp;"} {
		if got := (None{}).Tokenize(in); got != in {
			t.Errorf("none(%q) = %q, want the input unchanged", in, got)
		}
	}
}

func TestSignatures(t *testing.T) {
	for name, want := range map[string]string{"none": "none", "13a": "13a", "intl": "intl", "zh": "zh", "char": "char"} {
		tok, err := New(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := tok.Signature(); got != want {
			t.Errorf("New(%q).Signature() = %q, want %q", name, got, want)
		}
	}
}

func TestRegistry(t *testing.T) {
	want := []string{"13a", "char", "flores101", "flores200", "intl", "ja-mecab", "ko-mecab", "none", "spBLEU-1K", "spm", "zh"}
	if got := Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %q, want %q", got, want)
	}
	if _, err := New("nosuch"); !errors.Is(err, ErrUnknown) {
		t.Errorf("New(nosuch) error = %v, want ErrUnknown", err)
	}
	// This package alone does not link MeCab or SentencePiece: the error names the package.
	if _, err := New("ja-mecab"); !errors.Is(err, ErrNotLinked) || !strings.Contains(err.Error(), "tokenizers/mecab") {
		t.Errorf("New(ja-mecab) error = %v, want ErrNotLinked naming tokenizers/mecab", err)
	}
}

func TestDefault(t *testing.T) {
	for lang, want := range map[string]string{"zh": "zh", "ja": "ja-mecab", "ko": "ko-mecab", "de": "13a", "": "13a", "zh-Hant": "13a"} {
		if got := Default(lang); got != want {
			t.Errorf("Default(%q) = %q, want %q", lang, got, want)
		}
	}
}

func TestIsChineseChar(t *testing.T) {
	for _, row := range []struct {
		r      rune
		want   bool
		reason string
	}{
		{0x4E00, true, "CJK unified ideograph"},
		{0x2000, false, "just below the range created by the malformed escape"},
		{0x2001, true, "first character of the malformed range"},
		{0x2A6D, true, "last character of the malformed range"},
		{0x2A6E, false, "just after the malformed range"},
		{0x2F81, true, "start of the second malformed range (inside Kangxi radicals anyway)"},
		{0x20000, false, "CJK Extension B is not matched"},
		{0x2F800, false, "CJK Compatibility Supplement is not matched"},
		{0xFFEF, true, "last half-width form"},
		{0xFFF0, false, "specials"},
		{'a', false, "ASCII"},
	} {
		if got := IsChineseChar(row.r); got != row.want {
			t.Errorf("IsChineseChar(%U) = %v, want %v: %s", row.r, got, row.want, row.reason)
		}
	}
}

// fuzzTokenizer checks properties that hold for every input: no panic, valid UTF-8 out, and
// for the tokenizers that normalize whitespace, no leading, trailing or double spaces.
func fuzzTokenizer(f *testing.F, name string, normalized bool) {
	for _, rows := range cases {
		for _, row := range rows {
			f.Add(row.in)
		}
	}
	tok, err := New(name)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if !utf8.ValidString(in) {
			t.Skip("tokenizers take valid UTF-8")
		}
		out := tok.Tokenize(in)
		if !utf8.ValidString(out) {
			t.Fatalf("%s(%q) = %q is not valid UTF-8", name, in, out)
		}
		if normalized && (strings.Contains(out, "  ") || strings.HasPrefix(out, " ") || strings.HasSuffix(out, " ")) {
			t.Fatalf("%s(%q) = %q has stray spaces", name, in, out)
		}
	})
}

func Fuzz13a(f *testing.F)  { fuzzTokenizer(f, "13a", true) }
func FuzzIntl(f *testing.F) { fuzzTokenizer(f, "intl", true) }
func FuzzZh(f *testing.F)   { fuzzTokenizer(f, "zh", true) }
func FuzzChar(f *testing.F) { fuzzTokenizer(f, "char", false) }
func FuzzNone(f *testing.F) { fuzzTokenizer(f, "none", false) }

func TestNameOf(t *testing.T) {
	for sig, want := range map[string]string{
		"13a": "13a", "intl": "intl", "none": "none", "char": "char", "zh": "zh",
		"ja-mecab-0.996-IPA": "ja-mecab", "ko-mecab-0.996/ko-0.9.2-KO": "ko-mecab",
		"flores101": "flores101", "flores200": "flores200", "spBLEU-1K": "spBLEU-1K",
		"spm-flores": "flores101",
	} {
		got, err := NameOf(sig)
		if err != nil || got != want {
			t.Errorf("NameOf(%q) = %q, %v; want %q", sig, got, err, want)
		}
	}
	for _, sig := range []string{"", "13b", "ja-mecab-0.996", "tercom"} {
		if _, err := NameOf(sig); !errors.Is(err, ErrUnknown) {
			t.Errorf("NameOf(%q) = %v, want ErrUnknown", sig, err)
		}
	}
	// Every tokenizer's own signature maps back to its name.
	for _, name := range []string{"13a", "intl", "none", "char", "zh"} {
		tok, _ := New(name)
		if got, _ := NameOf(tok.Signature()); got != name {
			t.Errorf("NameOf(New(%q).Signature()) = %q", name, got)
		}
	}
}
