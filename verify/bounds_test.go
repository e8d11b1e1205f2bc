package verify

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestJSONNumberScores: a table written by hand gives its scores as JSON numbers; each keeps
// the decimals of its literal as written (28.30 two, 28.3 one, 28 none), never reformatted
// through a float64, which would print 28.30 as 28.3.
func TestJSONNumberScores(t *testing.T) {
	for _, tc := range []struct {
		literal, want string
		decimals      int
	}{
		{"28.30", "28.30", 2},
		{"28.3", "28.3", 1},
		{"28", "28", 0},
		{"28.300", "28.300", 3},
		{"-0.50", "-0.50", 2},
		{"2.830e1", "28.30", 2},
		{"283E-1", "28.3", 1},
		{"1e-05", "0.00001", 5},
		{"1.0e2", "100", 0},
	} {
		pub, err := Read(`[{"system": "a.txt", "BLEU": ` + tc.literal + `}]`)
		if err != nil {
			t.Errorf("%s: %v", tc.literal, err)
			continue
		}
		got := pub.Table.Rows[0].Cells[0].Score
		d, _ := decimals(got)
		if got != tc.want || d != tc.decimals {
			t.Errorf("%s: score %q with %d decimals, want %q with %d", tc.literal, got, d, tc.want, tc.decimals)
		}
	}
	for _, bad := range []string{`true`, `null`, `[28.3]`} {
		if _, err := Read(`[{"system": "a.txt", "BLEU": ` + bad + `}]`); err == nil || !errors.Is(err, ErrClaim) {
			t.Errorf("%s as a score: %v, want a malformed claim", bad, err)
		}
	}
}

// TestJSONDuplicateKeys: a key written twice in one object is refused, naming the key and the
// system or value; Go's decoder would keep the last one silently.
func TestJSONDuplicateKeys(t *testing.T) {
	claim := `{"name": "BLEU", "score": 22.7, "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"`
	for _, tc := range []struct{ text, want, reason string }{
		{`[{"system": "a", "BLEU": "1.0"}, {"system": "b", "BLEU": "1.0", "BLEU": "2.0"}]`,
			`system 2 of the table has the key "BLEU" twice`, "a metric twice in one system"},
		{`[{"system": "a", "system": "b", "BLEU": "1.0"}]`,
			`system 1 of the table has the key "system" twice`, "the system's name twice"},
		{`[{"system": "a", "BLEU": {"score": 1.0, "score": 2.0}}]`,
			`system 1 of the table has the key "score" twice in BLEU`, "twice inside a paired result"},
		{claim + `, "score": 22.8}`, `a JSON claim with the key "score" twice`, "one claim"},
		{"[" + claim + "}, " + claim + `, "name": "TER"}]`, `score 2 of the list: a JSON claim with the key "name" twice`, "a list of claims"},
		{claim + "}\n" + claim + `, "score": 1}`, `JSON value 2: a JSON claim with the key "score" twice`, "several outputs"},
	} {
		_, err := Read(tc.text)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.reason, err, tc.want)
		}
	}
	if _, err := ParseClaim(claim + `, "signature": "nrefs:2"}`); err == nil || !strings.Contains(err.Error(), `the key "signature" twice`) {
		t.Errorf("ParseClaim with the signature twice: %v", err)
	}
}

// notClaims is a file that is no claim at all: 80,000 lines of "x y" (320 KB).
var notClaims = strings.Repeat("x y\n", 80_000)

// TestReadNotClaimsLinear: a long file that is not a claim is refused at once, at a line
// within the first claim's longest reach, and the reading is linear: the quadratic reading
// of issue 21 (every line so far joined and matched again) allocated some 13 GB for it.
func TestReadNotClaimsLinear(t *testing.T) {
	_, err := Read(notClaims)
	if err == nil || !strings.HasPrefix(err.Error(), fmt.Sprintf("lines 1-%d: ", maxClaimLines+1)) || len(err.Error()) > 300 {
		t.Fatalf("got %v, want a short refusal at line %d", err, maxClaimLines+1)
	}
	// Each reader tried splits the text into lines once (some 18 times the text in all); the
	// quadratic reading allocated some 40,000 times it.
	got := allocated(func() { Read(notClaims) })
	t.Logf("reading %d bytes allocated %d bytes", len(notClaims), got)
	if got > 64*uint64(len(notClaims)) {
		t.Errorf("reading %d bytes allocated %d bytes, more than 64 times the text", len(notClaims), got)
	}
	long := "BLEU|nrefs:1|case:mixed " + strings.Repeat("x", maxClaimText)
	if _, err := Read(long); err == nil || !strings.HasPrefix(err.Error(), "line 1: ") || len(err.Error()) > 300 {
		t.Errorf("one line longer than any claim: %v", err)
	}
}

// TestReadClaimLinesKept: what the linear reading keeps of the old one: a claim broken over
// lines (its score on the line after its "=", its statistics' parenthesis open), and several
// claims one after the other.
func TestReadClaimLinesKept(t *testing.T) {
	sig := "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"
	stats := "56.2/28.7/16.9/10.3 (BP = 0.985 ratio = 0.985 hyp_len = 60395 ref_len = 61287)"
	for _, tc := range []struct {
		text   string
		claims int
		reason string
	}{
		{sig + " =\n22.7", 1, "the score after the line's '='"},
		{"BLEU|nrefs:1|case:mixed|\neff:no|tok:13a|smooth:exp|\nversion:2.6.0 = 22.7", 1, "the signature broken over lines"},
		{sig + " = 22.7 56.2/28.7/16.9/10.3 (BP = 0.985\nratio = 0.985 hyp_len = 60395\nref_len = 61287)", 1, "the statistics broken"},
		{sig + " = 22.7 " + stats + "\n" + sig + " = 22.7\n\n" + sig + " =\n 22.7", 3, "three claims"},
	} {
		claims, err := ParseClaims(tc.text)
		if err != nil || len(claims) != tc.claims {
			t.Errorf("%s: %d claims, %v; want %d", tc.reason, len(claims), err, tc.claims)
		}
	}
}

// allocated is how many bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestReadFileCap: a claim file is read up to MaxClaimSize and no further; a larger one is
// refused naming the file and the cap, and a claim of just the cap's size is read.
func TestReadFileCap(t *testing.T) {
	dir := t.TempDir()
	claim := `{"name": "BLEU", "score": 22.7, "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"}`
	padded := claim + strings.Repeat(" ", MaxClaimSize-len(claim))
	for _, tc := range []struct {
		name, text, want string
	}{
		{"padded.json", padded, ""},
		{"big.json", padded + " ", "big.json: larger than 4 MiB"},
		{"huge.txt", strings.Repeat("x y\n", 10<<20/4), "huge.txt: larger than 4 MiB"},
	} {
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		pub, err := ReadFile(path)
		switch {
		case tc.want == "" && (err != nil || len(pub.Claims) != 1):
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), path)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	if _, err := ReadFile(filepath.Join(dir, "none")); err == nil || !strings.Contains(err.Error(), "cannot read claim file") {
		t.Errorf("a missing file: %v", err)
	}
}

// TestListNames: messages name a few items of a long list and count the rest; names that
// would break the line are quoted.
func TestListNames(t *testing.T) {
	many := make([]string, 1_000_000)
	for i := range many {
		many[i] = fmt.Sprintf("s%d", i+1)
	}
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b", "c", "d", "e"}, "a, b, c, d, e"},
		{[]string{"a", "b", "c", "d", "e", "f"}, "a, b, c and 3 more"},
		{many, "s1, s2, s3 and 999,997 more"},
		{[]string{"two\nlines", " spaced", "plain.txt", ""}, `"two\nlines", " spaced", plain.txt, ""`},
	} {
		if got := listNames(tc.names); got != tc.want {
			t.Errorf("%.40q: got %q, want %q", tc.names, got, tc.want)
		}
	}
}

// TestMatchSystemsBounded: a table of a million systems given one file is refused in one
// short line (issue 21: 10.9 MB naming every system).
func TestMatchSystemsBounded(t *testing.T) {
	tab := &Table{}
	for i := range 1_000_000 {
		tab.Rows = append(tab.Rows, &Row{System: fmt.Sprintf("sys%d.txt", i+1)})
	}
	tab.Rows[1].System = "two\nlines"
	_, _, err := tab.MatchSystems([]string{"a.txt"})
	want := `the table has 1000000 systems (sys1.txt, "two\nlines", sys3.txt and 999,997 more) and 1 file was given (a.txt)`
	if err == nil || !strings.HasPrefix(err.Error(), want) || len(err.Error()) > 300 {
		t.Errorf("got %v\nwant %s", err, want)
	}
	files := make([]string, len(tab.Rows))
	for i := range files {
		files[i] = fmt.Sprintf("f%d", i)
	}
	_, notes, err := tab.MatchSystems(files)
	if err != nil || len(notes) != 1 || len(notes[0]) > 300 || !strings.Contains(notes[0], "and 999,997 more") {
		t.Errorf("paired by order: %v %.400q", err, notes)
	}
}
