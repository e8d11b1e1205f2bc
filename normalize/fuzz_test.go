package normalize

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

var fuzzSeeds = []string{
	"", " ", "ΟΔΟΣ ΟΔΟΣ.", "İstanbul", "A\u0345Σ", "a\x1cb\u0085c\u00a0d\u3000",
	"  two  spaces  ", "\t\r\n", "Straße ᎠᏴ ǅ", "\xff\xfe invalid", "AΣ'''''B",
}

func FuzzLower(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Lower(s)
		if !utf8.ValidString(s) {
			return
		}
		if !utf8.ValidString(got) {
			t.Fatalf("Lower(%+q) = %+q is not valid UTF-8", s, got)
		}
		// Without U+0130 and U+03A3 Python's lower() is Go's rune mapping.
		if !strings.ContainsAny(s, "İΣ") && got != strings.ToLower(s) {
			t.Errorf("Lower(%+q) = %+q, strings.ToLower %+q", s, got, strings.ToLower(s))
		}
		// Without U+03A3 it is also x/text's (same per-rune mapping).
		if !strings.ContainsRune(s, capitalSigma) && got != cases.Lower(language.Und).String(s) {
			t.Errorf("Lower(%+q) = %+q differs from x/text", s, got)
		}
	})
}

func FuzzFields(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fields := Fields(s)
		for _, w := range fields {
			if w == "" || strings.ContainsFunc(w, IsSpace) {
				t.Fatalf("Fields(%+q) has field %+q", s, w)
			}
		}
		if want := strings.FieldsFunc(s, IsSpace); !slices.Equal(fields, want) && len(fields)+len(want) > 0 {
			t.Errorf("Fields(%+q) = %+q, want %+q", s, fields, want)
		}
		if app := AppendFields(nil, s); !slices.Equal(app, fields) {
			t.Errorf("AppendFields(%+q) = %+q, Fields %+q", s, app, fields)
		}
		joined := JoinFields(s)
		if joined != strings.Join(fields, " ") {
			t.Errorf("JoinFields(%+q) = %+q, want the fields joined", s, joined)
		}
		if strings.Contains(joined, "  ") || joined != Strip(joined) {
			t.Errorf("JoinFields(%+q) = %+q has a double, leading or trailing space", s, joined)
		}
		if got, want := Strip(s), strings.TrimFunc(s, IsSpace); got != want {
			t.Errorf("Strip(%+q) = %+q, want %+q", s, got, want)
		}
		if got, want := TrimRight(s), strings.TrimRightFunc(s, IsSpace); got != want {
			t.Errorf("TrimRight(%+q) = %+q, want %+q", s, got, want)
		}
		if utf8.ValidString(s) && !utf8.ValidString(joined) {
			t.Errorf("JoinFields(%+q) = %+q is not valid UTF-8", s, joined)
		}
	})
}
