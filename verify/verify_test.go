package verify

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"

	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// wmt17 is one WMT17 English-German system with its reference (testdata/wmt17-en-de).
func wmt17(t testing.TB, system string) Input {
	t.Helper()
	dir := filepath.Join("..", "testdata", "wmt17-en-de")
	hyps, err := textio.ReadLines(filepath.Join(dir, system), "utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ref, err := textio.ReadLines(filepath.Join(dir, "ref.txt"), "utf-8")
	if err != nil {
		t.Fatal(err)
	}
	return Input{Hyps: hyps, Refs: [][]string{ref}}
}

func verify(t *testing.T, claim string, in Input) *Report {
	t.Helper()
	c, err := ParseClaim(claim)
	if err != nil {
		t.Fatalf("ParseClaim(%q): %v", claim, err)
	}
	rep, err := Verify(c, in, Options{})
	if err != nil {
		t.Fatalf("Verify(%q): %v", claim, err)
	}
	return rep
}

// The claims below are SacreBLEU's own output on C-3MA.4959: 2.6.0's (sacrebleu-oracle, with
// -w 4 for the full digits) and 1.5.1's (run from its release).
var c3ma = "C-3MA.4959.txt"

func TestReproduces(t *testing.T) {
	in := wmt17(t, c3ma)
	for _, claim := range []string{
		"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.6746 56.2/28.7/16.9/10.3",
		"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0 = 22.67",
		"BLEU|#:1|c:mixed|e:no|tok:13a|s:exp|v:2.0.0 = 22.7",
		"BLEU|nrefs:1|case:lc|eff:no|tok:intl|smooth:exp|version:2.6.0 = 23.6151",
		"BLEU|nrefs:1|case:mixed|eff:no|tok:char|smooth:exp|version:2.6.0 = 57.79",
		"chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0 = 51.9533",
		"chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0 = 49.17",
		"TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0 = 66.8824",
		`{"name": "BLEU", "score": 22.7, "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0"}`,
		// SacreBLEU 1.5.1's output: chrF and TER between 0 and 1, with 2 and 3 decimals.
		"BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.5.1 = 22.7 56.2/28.7/16.9/10.3 (BP = 0.985 ratio = 0.985 hyp_len = 60395 ref_len = 61287)",
		"BLEU+c.lc+#.1+s.add-k[1.00]+tok.13a+v.1.5.1 = 23.2 57.4/29.4/17.2/10.5",
		"chrF2+numchars.6+space.false+version.1.5.1 = 0.52",
		"TER+tok.tercom-nonorm-punct-noasian-uncased+version.1.5.1 = 0.669",
	} {
		rep := verify(t, claim, in)
		if !rep.Reproduced {
			t.Errorf("%s\n%s", claim, rep.Text())
		}
	}
}

func TestRoundedFromPrinted(t *testing.T) {
	// 2.6.0 prints BLEU with tok:char as 57.8 (57.7895); a paper rounding it writes 58.
	rep := verify(t, "BLEU|nrefs:1|case:mixed|eff:no|tok:char|smooth:exp|version:2.6.0 = 58", wmt17(t, c3ma))
	if !rep.Reproduced {
		t.Errorf("got %+v", rep)
	}
	// 1.5.1 prints TER as 0.669 (0.668824); quoted as 0.67.
	rep = verify(t, "TER+tok.tercom-nonorm-punct-noasian-uncased+version.1.5.1 = 0.67", wmt17(t, c3ma))
	if !rep.Reproduced {
		t.Errorf("got %+v", rep)
	}
	// 22.46 is printed as 22.5 by SacreBLEU 2.x, which a paper rounds by hand to 23.
	v := &verifier{claim: &Claim{Score: "23", Signature: &signatures.Parsed{Metric: signatures.BLEU}},
		ver: release{name: "2.0.0", major: 2}}
	if _, ok, how := v.compare(22.46, 1); !ok || !strings.Contains(how, "by rounding 22.5") {
		t.Errorf("22.46 does not reproduce 23 (%q)", how)
	}
	if _, ok, how := v.compare(22.44, 1); ok {
		t.Errorf("22.44 reproduces 23 (%q)", how)
	}
}

func TestRoundHalfUp(t *testing.T) {
	for _, tc := range []struct {
		in   string
		d    int
		want string
	}{
		{"22.45", 1, "22.5"}, {"22.44", 1, "22.4"}, {"9.95", 1, "10.0"}, {"99.96", 0, "100"},
		{"0.669", 2, "0.67"}, {"22.7", 1, "22.7"}, {"-0.04", 1, "0.0"}, {"-1.25", 1, "-1.3"},
	} {
		if got := roundHalfUp(tc.in, tc.d); got != tc.want {
			t.Errorf("roundHalfUp(%s, %d) = %s, want %s", tc.in, tc.d, got, tc.want)
		}
	}
}

func TestOffByOneDigit(t *testing.T) {
	t.Parallel() // reads no package variable it or another test changes
	in := wmt17(t, c3ma)
	for i, claim := range []string{
		"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.68",
		"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.8",
		"chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0 = 51.96",
		"TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0 = 66.8",
		"chrF2+numchars.6+space.false+version.1.5.1 = 0.53",
	} {
		// The diagnosis (nearby configurations, TER's the costliest) of the first claim by
		// default, of every one with SACRE_LONG=1.
		c, err := ParseClaim(claim)
		if err != nil {
			t.Fatal(err)
		}
		diagnose := campaign.EveryNth(i, 5)
		rep, err := Verify(c, in, Options{NoDiagnosis: !diagnose})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Reproduced {
			t.Errorf("%s reproduces:\n%s", claim, rep.Text())
		}
		if diagnose && rep.Tried == 0 {
			t.Errorf("%s: no diagnosis", claim)
		}
	}
}

// TestDiagnosis gives claims whose signatures misreport the configuration: the diagnosis must
// name the change that gives the claimed number.
func TestDiagnosis(t *testing.T) {
	t.Parallel() // reads no package variable it or another test changes
	in := wmt17(t, c3ma)
	for _, tc := range []struct {
		claim string
		want  []string
	}{
		// Computed with -tok intl (23.0947), claimed as 13a.
		{"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 23.09", []string{"tok:13a→intl"}},
		// Computed with -lc (23.1742), claimed as mixed case.
		{"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 23.17", []string{"case:mixed→lc"}},
		// Both (23.6151).
		{"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 23.62", []string{"case:mixed→lc", "tok:13a→intl"}},
		// chrF++ (49.1698) reported as chrF.
		{"chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0 = 49.17", []string{"nw:0→2"}},
	} {
		rep := verify(t, tc.claim, in)
		if rep.Reproduced {
			t.Errorf("%s reproduces", tc.claim)
			continue
		}
		if tc.want == nil {
			continue
		}
		found := false
		for _, m := range rep.Matches {
			got := slices.Clone(m.Changes)
			slices.Sort(got)
			if slices.Equal(got, tc.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no match with changes %v:\n%s", tc.claim, tc.want, rep.Text())
		}
	}
}

// TestRescaled1x reads a 1.x chrF claim above 1 as multiplied by 100 by its author, and says so.
func TestRescaled1x(t *testing.T) {
	rep := verify(t, "chrF2+numchars.6+space.false+version.1.5.1 = 51.95", wmt17(t, c3ma))
	if !rep.Reproduced || len(rep.Warnings) != 1 || !strings.Contains(rep.Warnings[0], "multiplied by 100") {
		t.Errorf("got:\n%s", rep.Text())
	}
}

func TestParseClaimErrors(t *testing.T) {
	for _, text := range []string{
		"", "BLEU|nrefs:1|tok:13a", "BLEU|nrefs:1|tok:13a = ", "BLEU|nrefs:1|tok:13a = 27,3",
		"BLEU|nrefs:1|tok:13a = 27.", "BLEU|nrefs:1|tok:13b = 27.3x",
		`{"name": "BLEU", "score": "x", "signature": "nrefs:1"}`, `{"score": 1}`,
	} {
		if c, err := ParseClaim(text); err == nil {
			t.Errorf("ParseClaim(%q) = %v, want an error", text, c)
		}
	}
}

func TestMain(m *testing.M) { os.Exit(m.Run()) }

// FuzzParseClaim: any text is a claim or an error, never a panic; a claim prints back its
// score after " = ".
func FuzzParseClaim(f *testing.F) {
	f.Add("BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0 = 22.7 56.2/28.7")
	f.Add("chrF2+numchars.6+space.false+version.1.5.1 = 0.52")
	f.Add("BLEU|nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.67 (μ = 22.67 ± 0.60) 56.2")
	f.Add(`{"name": "BLEU", "score": 22.7, "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0"}`)
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseClaim(text)
		if err != nil {
			return
		}
		if !strings.Contains(c.String(), " = "+c.Score) || (c.Mean == "") != (c.CI == "") {
			t.Errorf("%q: String() = %q", text, c.String())
		}
	})
}

func TestParseClaims(t *testing.T) {
	text := "        BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.7 56.2/28.7/16.9/10.3\n" +
		"      chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0 = 52.0\n\n" +
		"TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0 = 66.9\n"
	claims, err := ParseClaims(text)
	if err != nil || len(claims) != 3 || claims[1].Signature.Name != "chrF2" || claims[1].Score != "52.0" || claims[2].Decimals() != 1 {
		t.Fatalf("ParseClaims: %v, %v", claims, err)
	}
	list := `[{"name": "BLEU", "score": 22.7, "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"},
{"name": "chrF2", "score": 52.0, "signature": "nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0"}]`
	if claims, err := ParseClaims(list); err != nil || len(claims) != 2 || claims[1].Score != "52.0" {
		t.Errorf("JSON list: %v, %v", claims, err)
	}
	for text, want := range map[string]string{
		"BLEU|nrefs:1|tok:13a = 22.7\nnot a claim\n":                            `line 2: "not a claim" is not a claim`,
		`[{"name": "BLEU", "score": 1, "signature": "nrefs:1"}, {"name": "x"}]`: "score 2 of the list",
		"[]": "empty list", "  \n": "no claim",
	} {
		if _, err := ParseClaims(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseClaims(%q) = %v, want an error with %q", text, err, want)
		}
	}
}

// TestExplain: each kind of change prints as Variant.Changes shows it, and is explained by
// the SacreBLEU release or slip it corresponds to.
func TestExplain(t *testing.T) {
	for _, tc := range []struct {
		change change
		kind   string
		text   string
		why    string
	}{
		{change{kind: fieldChanged, key: "nw", from: "0", to: "2"}, "chrF", "nw:0→2", "chrF and chrF++ confused"},
		{change{kind: fieldChanged, key: "nw", from: "2", to: "0"}, "chrF", "nw:2→0", "chrF and chrF++ confused"},
		{change{kind: fieldChanged, key: "nw", from: "0", to: "1"}, "chrF", "nw:0→1", ""},
		{fewerRefs(2, 1), "chrF", "references:2→1", "SacreBLEU 1.x's chrF, which used the first reference only"},
		{fewerRefs(3, 2), "chrF", "references:3→2", "fewer references than given"},
		{fewerRefs(2, 1), "BLEU", "references:2→1", "fewer references than given"},
		{change{kind: fieldChanged, key: "smooth", from: "exp", to: "floor[0.00]"}, "BLEU", "smooth:exp→floor[0.00]", "SacreBLEU 1.x's floor smoothing (0 before 1.5.0)"},
		{change{kind: fieldChanged, key: "smooth", from: "exp", to: "none"}, "BLEU", "smooth:exp→none", "no smoothing, as SacreBLEU 1.0 and 1.3's add-n"},
		{change{kind: fieldAdded, key: "smooth", to: "none"}, "BLEU", "smooth:none", ""},
		{change{kind: fieldDropped, key: "eff"}, "chrF", "no eff", ""},
		{change{kind: fieldChanged, key: "tok", from: "13a", to: "intl"}, "BLEU", "tok:13a→intl", ""},
		{change{kind: swappedInputs}, "BLEU", "hypotheses and references swapped", "the files given in the wrong order"},
		{change{kind: scale1}, "TER", "score on the 0-1 scale (SacreBLEU 1.x)", "SacreBLEU 1.x's scale"},
		{change{kind: scale100}, "TER", "score on the 0-100 scale", ""},
	} {
		if got := tc.change.String(); got != tc.text {
			t.Errorf("%+v prints %q, want %q", tc.change, got, tc.text)
		}
		if got := explain([]change{tc.change}, tc.kind); got != tc.why {
			t.Errorf("explain(%s) for %s = %q, want %q", tc.text, tc.kind, got, tc.why)
		}
	}
	both := []change{fewerRefs(2, 1), {kind: swappedInputs}}
	if got, want := explain(both, "BLEU"), "fewer references than given; the files given in the wrong order"; got != want {
		t.Errorf("explain(%v) = %q, want %q", both, got, want)
	}
}

// TestVerifyClaims: the claims of SacreBLEU 2.6.0's output for KIT (three metrics) verified
// together report as each verified alone, and print as SacreBLEU's JSON does: one object for
// one metric, a list for several.
func TestVerifyClaims(t *testing.T) {
	pub, err := ReadFile(filepath.Join("testdata", "tables", "kit.text"))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("testdata", "tables")
	hyps, err := textio.ReadLines(filepath.Join(dir, "KIT.txt"), "utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ref, err := textio.ReadLines(filepath.Join(dir, "ref.txt"), "utf-8")
	if err != nil {
		t.Fatal(err)
	}
	in := Input{Hyps: hyps, Refs: [][]string{ref}}
	reps, err := VerifyClaims(pub.Claims, in, Options{})
	if err != nil || len(reps) != 3 || !reps.Reproduced() {
		t.Fatalf("VerifyClaims: %d reports, reproduced %v, %v", len(reps), err == nil && reps.Reproduced(), err)
	}
	var texts []string
	for i, c := range pub.Claims {
		alone, err := Verify(c, in, Options{})
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(alone)
		b, _ := json.Marshal(reps[i])
		if string(a) != string(b) {
			t.Errorf("claim %d verified with the others:\n%s\nalone:\n%s", i+1, b, a)
		}
		texts = append(texts, alone.Text())
	}
	if got, want := reps.Text(), strings.Join(texts, "\n"); got != want {
		t.Errorf("Text:\n%s\nwant\n%s", got, want)
	}
	if out, _ := json.Marshal(reps); !strings.HasPrefix(string(out), `[{"claim":"BLEU|`) {
		t.Errorf("three reports are a list: %.40s", out)
	}
	if out, _ := json.Marshal(reps[2:]); !strings.HasPrefix(string(out), `{"claim":"TER|`) {
		t.Errorf("one report is an object: %.40s", out)
	}
	reps[1].Reproduced = false
	if reps.Reproduced() {
		t.Error("Reproduced with one claim that does not")
	}
}

// TestVerifyErrors: errors of the packages verify calls keep their sentinels.
func TestVerifyErrors(t *testing.T) {
	in := Input{Hyps: []string{"the cat sat on the mat"}, Refs: [][]string{{"the cat sat on the mat"}}}
	for _, tc := range []struct {
		claim string
		want  error
	}{
		{"BLEU|nrefs:1|tok:13b = 100.0", metric.ErrConfig},
		{"BLEU|nrefs:1|bs:10|seed:abc|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 100.0 (μ = 100.0 ± 0.0)", significance.ErrSeed},
	} {
		c, err := ParseClaim(tc.claim)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Verify(c, in, Options{}); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.claim, err, tc.want)
		}
	}
}
