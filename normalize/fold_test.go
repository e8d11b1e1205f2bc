package normalize

import (
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"golang.org/x/text/transform"
)

func foldWithTransformer(t *testing.T, s string) string {
	t.Helper()
	out, _, err := transform.String(CaseFold(), s)
	if err != nil {
		t.Fatalf("CaseFold(%+q): %v", s, err)
	}
	return out
}

func TestCaseFoldEdges(t *testing.T) {
	tests := []struct {
		in, want string
		reason   string
	}{
		{"Straße", "strasse", "ß folds to ss, unlike lower"},
		{"ẞ", "ss", "capital sharp s"},
		{"İ", "i\u0307", "U+0130 full folding"},
		{"ıI", "ıi", "dotless ı stays; no Turkish tailoring"},
		{"ǅ", "ǆ", "titlecase digraph"},
		{"ᎠᏴ", "ᎠᏴ", "Cherokee capitals stay (x/text alone gives small letters)"},
		{"ꭰᏸ", "ᎠᏰ", "Cherokee small letters fold to capitals"},
		{"ΟΔΟΣ ς", "οδοσ σ", "no final sigma: both sigmas fold to σ"},
		{"\u0345", "ι", "ypogegrammeni folds to iota"},
		{"ΐﬀ", "ι\u0308\u0301ff", "multi-rune foldings"},
	}
	for _, tt := range tests {
		if got := foldWithTransformer(t, tt.in); got != tt.want {
			t.Errorf("CaseFold(%+q) = %+q, want %+q: %s", tt.in, got, tt.want, tt.reason)
		}
		if got := (Config{CaseFold: true}).Apply(tt.in); got != tt.want {
			t.Errorf("Config{CaseFold}.Apply(%+q) = %+q, want %+q: %s", tt.in, got, tt.want, tt.reason)
		}
	}
}

// TestCaseFoldAllCodePoints compares CaseFold with Python's casefold() on the code points
// casedRunes gives (every one with SACRE_LONG=1).
func TestCaseFoldAllCodePoints(t *testing.T) {
	fold := oracleMapping(t, "casefold.txt")
	casedRunes(func(r rune) {
		want, ok := fold[r]
		if !ok {
			want = string(r)
		}
		if got := foldWithTransformer(t, string(r)); got != want {
			t.Errorf("CaseFold(%U) = %+q, Python %+q", r, got, want)
		}
	})
}

func TestCaseFoldStrings(t *testing.T) {
	for _, rec := range oracleJSON[caseRecord](t, "sigma_strings.jsonl") {
		if got := foldWithTransformer(t, rec.In); got != rec.Casefold {
			t.Errorf("CaseFold(%+q) = %+q, Python %+q", rec.In, got, rec.Casefold)
		}
	}
}

// TestCaseFoldStreaming feeds the transformer one byte at a time, so that
// runes and foldings are split across calls.
func TestCaseFoldStreaming(t *testing.T) {
	in := strings.Repeat("ᎠꭰᏴᏸ ßİ ΣΑΣ abc ", 300)
	r := transform.NewReader(iotest.OneByteReader(strings.NewReader(in)), CaseFold())
	got, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Repeat("ᎠᎠᏴᏰ ssi\u0307 σασ abc ", 300)
	if string(got) != want {
		t.Errorf("streamed CaseFold differs from the expected folding")
	}
}
