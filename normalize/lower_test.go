package normalize

import (
	"strings"
	"testing"
	"unicode"
)

func TestLowerEdges(t *testing.T) {
	tests := []struct {
		in, want string
		reason   string
	}{
		{"", "", "empty"},
		{"ABC xyz 123", "abc xyz 123", "ASCII"},
		{"İstanbul", "i\u0307stanbul", "U+0130 takes its full mapping, i + U+0307"},
		{"ıI", "ıi", "dotless ı stays; no Turkish tailoring"},
		{"Straße ẞ", "straße ß", "lower keeps ß; capital ẞ lowers to ß"},
		{"ǄǅǆǇ", "ǆǆǆǉ", "titlecase ǅ lowers like its capital"},
		{"ᎠᏴꭰᏸ", "ꭰᏼꭰᏸ", "Cherokee capitals lower to the small letters"},
		{"\u212a\u2126", "kω", "Kelvin and Ohm signs"},
		{"ΟΔΟΣ ΟΔΟΣ.", "οδος οδος.", "final sigma at word ends"},
		{"Σ", "σ", "lone sigma: nothing cased before it"},
		{"ΣΑ", "σα", "sigma at the start of a word"},
		{"AΣ", "aς", "sigma at the end of the string after a Latin letter"},
		{"AΣB", "aσb", "sigma between letters"},
		{"AΣ1", "aς1", "a digit after is not cased"},
		{"1Σ", "1σ", "a digit before is not cased"},
		{"A Σ", "a σ", "a space before is not case-ignorable"},
		{"A'Σ", "a'ς", "apostrophe before is case-ignorable"},
		{"AΣ'B", "aσ'b", "apostrophe after is skipped, B is cased"},
		{"A.Σ", "a.ς", "full stop is case-ignorable (MidNumLet)"},
		{"A\u00adΣ", "a\u00adς", "soft hyphen (Cf) is case-ignorable"},
		{"AΣ\u00adB", "aσ\u00adb", "soft hyphen after is skipped"},
		{"A\u0307Σ", "a\u0307ς", "combining dot (Mn) before is skipped"},
		{"A\u0345Σ", "a\u0345ς", "U+0345 is cased and case-ignorable: skipped"},
		{"\u0345Σ", "\u0345σ", "U+0345 alone before: skipped, nothing cased (x/text gives ς)"},
		{"ΑΣ\u0345", "ας\u0345", "U+0345 after: skipped, end of string"},
		{"\u1d2cΣ", "\u1d2cσ", "modifier letter ᴬ (Lm, cased) is skipped (x/text gives ς)"},
		{"ΣΣ", "σς", "a sigma is a cased letter for its neighbour"},
		{"ΟΔΟΣ'Σ", "οδοσ'ς", "sigma, apostrophe, sigma"},
		{"A\U0001e030Σ", "a\U0001e030σ", "U+1E030 is unassigned in Unicode 14: not case-ignorable"},
		{"AΣ\U00011f00B", "aς\U00011f00b", "U+11F00 is unassigned in Unicode 14: stops the scan"},
		{"AΣ" + strings.Repeat("\u0301", 40) + "B", "aσ" + strings.Repeat("\u0301", 40) + "b",
			"the scan is unbounded (x/text stops after 30 ignorables)"},
	}
	for _, tt := range tests {
		if got := Lower(tt.in); got != tt.want {
			t.Errorf("Lower(%+q) = %+q, want %+q: %s", tt.in, got, tt.want, tt.reason)
		}
	}
}

func TestLowerReturnsInput(t *testing.T) {
	for _, s := range []string{"", "abc", "schön ς σ", "中文", "i\u0307"} {
		if got := Lower(s); !sameString(got, s) {
			t.Errorf("Lower(%+q) copied input that has nothing to lower", s)
		}
	}
}

// TestUnicodeVersion guards the Unicode 14.0 patches in caseprops.go, which
// assume Go's Unicode 15.0.0 tables.
func TestUnicodeVersion(t *testing.T) {
	if unicode.Version != "15.0.0" {
		t.Fatalf("unicode.Version = %s; newInUnicode15 assumes 15.0.0", unicode.Version)
	}
}

// TestLowerAllCodePoints compares Lower with Python's lower() on the code points casedRunes
// gives (every one with SACRE_LONG=1).
func TestLowerAllCodePoints(t *testing.T) {
	lower := oracleMapping(t, "lower.txt")
	casedRunes(func(r rune) {
		want, ok := lower[r]
		if !ok {
			want = string(r)
		}
		if got := Lower(string(r)); got != want {
			t.Errorf("Lower(%U) = %+q, Python %+q", r, got, want)
		}
	})
}

// TestSigmaContextsAllCodePoints puts every code point c next to a capital
// sigma, as c+Σ, A+c+Σ and A+Σ+c, which together tell cased, case-ignorable
// and other code points apart: every code point casedRunes gives (all with
// SACRE_LONG=1).
func TestSigmaContextsAllCodePoints(t *testing.T) {
	want := make(map[rune]string)
	for _, line := range oracleLines(t, "sigma_contexts.txt") {
		f := strings.Fields(line)
		for r := parseHex(t, f[0]); r <= parseHex(t, f[1]); r++ {
			want[r] = f[2]
		}
	}
	casedRunes(func(r rune) {
		if r == capitalSigma {
			return
		}
		c := string(r)
		before, after, between := Lower(c+"Σ"), Lower("AΣ"+c), Lower("A"+c+"Σ")
		got := sigmaLetter(before[len(before)-2:]) + sigmaLetter(between[len(between)-2:]) + sigmaLetter(after[1:3])
		w, ok := want[r]
		if !ok {
			w = "ssf"
		}
		if got != w {
			t.Errorf("sigma contexts of %U: %s, Python %s", r, got, w)
		}
	})
}

// sigmaLetter encodes a lowered sigma as gen_oracle.py does.
func sigmaLetter(sigma string) string {
	if sigma == "ς" {
		return "f"
	}
	return "s"
}

// caseRecord is one line of sigma_strings.jsonl.
type caseRecord struct {
	In       string `json:"in"`
	Lower    string `json:"lower"`
	Casefold string `json:"casefold"`
}

func TestLowerSigmaStrings(t *testing.T) {
	recs := oracleJSON[caseRecord](t, "sigma_strings.jsonl")
	if len(recs) < 500 {
		t.Fatalf("only %d sigma strings", len(recs))
	}
	for _, rec := range recs {
		if got := Lower(rec.In); got != rec.Lower {
			t.Errorf("Lower(%+q) = %+q, Python %+q", rec.In, got, rec.Lower)
		}
	}
}
