package whisper

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

var fuzzSeeds = []string{
	"", " ", "Hello, World! (um) [x]", "İstanbul ΟΔΟΣ", "a\u0316\u0316\u0301", "\U0001e030\u0301",
	"twenty one point five million dollars", "$0.36 and 1,000,000 per cent", "one and a half",
	"double oh seven, minus 5", "Mr. Smith's won't y'all", "١٢٣ point ٥ thousand", "한국어 ﬁ ½",
	"\xff\xfe invalid", "a\x1cb\u0085c\u00a0d\u3000", "9.9.9 $ £ € ¢ %%",
}

// checkCollapsed fails unless out is valid UTF-8 whose only whitespace is
// single U+0020 spaces, as Whisper's final re.sub(r"\s+", " ", s) leaves it.
func checkCollapsed(t *testing.T, name, in, out string) {
	t.Helper()
	if !utf8.ValidString(out) {
		t.Fatalf("%s(%+q) = %+q is not valid UTF-8", name, in, out)
	}
	if strings.Contains(out, "  ") || strings.ContainsFunc(out, func(r rune) bool {
		return r != ' ' && normalize.IsSpace(r)
	}) {
		t.Fatalf("%s(%+q) = %+q has whitespace left", name, in, out)
	}
}

// FuzzBasic: no panic, valid UTF-8 with single spaces, and idempotence when
// the output holds no mark. (Whisper is not idempotent in general: its
// second lower() turns an İ that NFKC composed into i + U+0307, a mark that
// a second pass turns into a space; "ᴵ\u0307" gives "i\u0307", then "i ".)
func FuzzBasic(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Basic(s)
		checkCollapsed(t, "Basic", s, out)
		if !strings.ContainsFunc(out, func(r rune) bool { return unicode.Is(unicode.M, r) }) {
			if again := Basic(out); again != out {
				t.Fatalf("Basic(%+q) = %+q, but Basic of that = %+q", s, out, again)
			}
		}
	})
}

// FuzzEnglish: no panic, valid UTF-8 with single spaces. English is not
// idempotent ("007" gives "7", "10 mm" gives "10 mm" and then "10").
func FuzzEnglish(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkCollapsed(t, "English", s, English(s))
	})
}
