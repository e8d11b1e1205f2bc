package verify

import (
	"strings"
	"testing"
)

// Eight hand-made segments and two references, on which old SacreBLEU releases were run.
var (
	mixedHyps = []string{"The cat sat on the mat.", "xyz qqq", "Yes", "THE House is Big", "It costs $3,000.50, right?",
		"He said: «hello» — and left.", "Das ist ein Test-Fall (z.B. hier).", "I can't do it."}
	mixedRef1 = []string{"The cat is on the mat.", "abc def", "Yes", "the house is big", "It costs $3,000.50 - right?",
		`He said "hello" and left.`, "Das ist ein Testfall (z. B. hier).", "I cannot do it."}
	mixedRef2 = []string{"A cat sat on the mat.", "abc xyz", "Yes indeed", "The house is big", "It costs 3000 dollars, right?",
		"He said hello and then left.", "Das ist ein Test (z.B. hier).", "I can not do it."}
)

// TestOldReleases verifies claims exactly as old SacreBLEU releases printed them (each run here
// from its release tag), and checks the warnings about what they computed differently.
func TestOldReleases(t *testing.T) {
	abcd := Input{Hyps: []string{"a b c d"}, Refs: [][]string{{"a b c e"}}}
	for _, tc := range []struct {
		name, claim string
		in          Input
		reproduced  bool
		warning     string
	}{
		// 1.0.x smoothed nothing; its signature has no smooth field. It printed .2f.
		{"1.0.3 no smoothing", "BLEU+case.mixed+numrefs.1+tok.13a+version.1.0.3 = 0.00 75.0/66.7/50.0/0.0", abcd, true, "smoothed nothing"},
		{"1.1.0 exp", "BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.1.0 = 59.46 75.0/66.7/50.0/50.0", abcd, true, ""},
		// 1.3.0 to 1.4.3 accepted add-n and smoothed nothing.
		{"1.3.7 add-n", "BLEU+case.mixed+numrefs.1+smooth.add-n+tok.13a+version.1.3.7 = 0.0 75.0/66.7/50.0/0.0", abcd, true, "add-n"},
		// No match at all: 1.x gave 8.0, 2.x gives 0.
		{"1.5.1 no match", "BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.5.1 = 8.0 12.5/8.3/6.2/6.2",
			Input{Hyps: []string{"a b c d"}, Refs: [][]string{{"e f g h"}}}, false, "without any n-gram match"},
		// 1.x chrF used the first reference only (2.x gives 70.45 with both).
		{"1.5.1 chrF two refs", "chrF2+numchars.6+space.false+version.1.5.1 = 0.66",
			Input{Hyps: mixedHyps, Refs: [][]string{mixedRef1, mixedRef2}}, true, "only the first reference"},
		// chrF printed with one decimal from 1.2.12 to 1.4.10, two before and after.
		{"1.4.3 chrF", "chrF2+case.mixed+numchars.6+numrefs.1+space.False+version.1.4.3 = 0.7",
			Input{Hyps: mixedHyps, Refs: [][]string{mixedRef1}}, true, ""},
		{"1.2.10 chrF", "chrF2+case.mixed+numchars.6+numrefs.1+space.False+tok.13a+version.1.2.10 = 0.66",
			Input{Hyps: mixedHyps, Refs: [][]string{mixedRef1}}, true, ""},
		// 1.x chrF with whitespace counted the newline (2.x: 55.47).
		{"1.5.1 chrF whitespace", "chrF2+numchars.6+space.true+version.1.5.1 = 0.58",
			Input{Hyps: []string{"Hello world"}, Refs: [][]string{{"Hello World"}}}, false, "newline"},
		// A reference shorter than 6 characters: 1.x kept the hypothesis's n-grams.
		{"1.5.1 chrF short ref", "chrF2+numchars.6+space.false+version.1.5.1 = 0.88",
			Input{Hyps: []string{"Guten Morgen", "Ja, sicher"}, Refs: [][]string{{"Guten Morgen", "Ja"}}}, false, "1 reference(s) have fewer than 6"},
		// intl: 1.x never split backslashes (1.5.1 printed 0.0, 2.6.0 prints 59.5).
		{"1.5.1 intl backslash", "BLEU+case.mixed+numrefs.1+smooth.exp+tok.intl+version.1.5.1 = 0.0",
			Input{Hyps: []string{`a\b c`}, Refs: [][]string{{`a\b d`}}}, false, "backslashes"},
	} {
		c, err := ParseClaim(tc.claim)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		rep, err := Verify(c, tc.in, Options{NoDiagnosis: true})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if rep.Reproduced != tc.reproduced {
			t.Errorf("%s: reproduced %v, want %v\n%s", tc.name, rep.Reproduced, tc.reproduced, rep.Text())
		}
		found := tc.warning == ""
		for _, w := range rep.Warnings {
			found = found || strings.Contains(w, tc.warning)
		}
		if !found {
			t.Errorf("%s: no warning with %q\n%s", tc.name, tc.warning, rep.Text())
		}
	}
}

func TestReleaseOf(t *testing.T) {
	for _, tc := range []struct {
		version    string
		legacyForm bool
		before150  bool
	}{{"1.4.14", true, true}, {"1.5.0", true, false}, {"2.0.0", false, false}, {"2.6.0+sacre.0.1.0", false, false}, {"", true, true}} {
		sig := "BLEU|nrefs:1|version:" + tc.version
		if tc.legacyForm {
			sig = "BLEU+numrefs.1+version." + tc.version
		}
		if tc.version == "" {
			sig = "BLEU+numrefs.1+tok.13a"
		}
		c, err := NewClaim(sig, "1.0")
		if err != nil {
			t.Fatal(err)
		}
		if got := releaseOf(c.Signature).before(1, 5, 0); got != tc.before150 {
			t.Errorf("%q: before 1.5.0 = %v", tc.version, got)
		}
	}
}
