package verify

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/signatures"
)

// TestReadClaims reads every combination a ClaimSource can hold: a signature with its score
// (in it, beside it, or both), a file of claims, a table with and without signatures, and
// the combinations that say too little or too much.
func TestReadClaims(t *testing.T) {
	const sig = "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"
	const chrf = "chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0"
	tables := filepath.Join("testdata", "tables")
	plain := filepath.Join(t.TempDir(), "plain.txt")
	if err := os.WriteFile(plain, []byte("a.txt 22.7\nb.txt 23.1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		reason string
		src    ClaimSource
		want   string // the claims' scores, or the table's format and its columns' names and sources
		err    error  // errors.Is the error
	}{
		{"the score as SacreBLEU prints it", ClaimSource{Signatures: []string{sig + " = 22.7"}}, "claims BLEU=22.7", nil},
		{"the score beside the signature", ClaimSource{Signatures: []string{sig}, Score: "22.7"}, "claims BLEU=22.7", nil},
		{"the same score both ways", ClaimSource{Signatures: []string{sig + " = 22.7"}, Score: "22.7"}, "claims BLEU=22.7", nil},
		{"SacreBLEU's JSON for one metric", ClaimSource{Signatures: []string{`{"name": "BLEU", "score": 22.70, "signature": "nrefs:1|tok:13a"}`}},
			"claims BLEU=22.70", nil},
		{"a file of claims for one system", ClaimSource{File: filepath.Join(tables, "kit.text")}, "claims BLEU=29.0 chrF2=56.4 TER=60.7", nil},
		{"a table and a signature for one of its columns", ClaimSource{File: filepath.Join(tables, "multi.json"), Signatures: []string{chrf}},
			"table json BLEU: chrF2:given TER:", nil},
		{"a plain table takes its metric from the signature", ClaimSource{File: plain, Signatures: []string{sig}}, "table plain BLEU:given", nil},
		{"neither a signature nor a file", ClaimSource{}, "", ErrNoSignature},
		{"a signature without a score", ClaimSource{Signatures: []string{sig}}, "", ErrNoScore},
		{"two signatures without a table", ClaimSource{Signatures: []string{sig, chrf}, Score: "22.7"}, "", ErrSignaturesNoTable},
		{"a score besides a file", ClaimSource{File: filepath.Join(tables, "kit.text"), Score: "22.7"}, "", ErrScoreAndFile},
		{"signatures for claims with their own", ClaimSource{File: filepath.Join(tables, "kit.text"), Signatures: []string{sig}}, "", ErrOwnSignatures},
		{"a plain table without signatures", ClaimSource{File: plain}, "", ErrPlainTable},
		{"a table's signature that is none", ClaimSource{File: filepath.Join(tables, "multi.json"), Signatures: []string{"BLEU|nrefs:1|colour:x"}},
			"", signatures.ErrSyntax},
		{"a malformed claim", ClaimSource{Signatures: []string{sig + " = 22.7.1"}}, "", ErrClaim},
	} {
		pub, err := ReadClaims(tc.src)
		switch {
		case tc.err != nil && !errors.Is(err, tc.err):
			t.Errorf("%s: error %v, want %v", tc.reason, err, tc.err)
		case tc.err == nil && err != nil:
			t.Errorf("%s: %v", tc.reason, err)
		case tc.err == nil && describe(pub) != tc.want:
			t.Errorf("%s: %s, want %s", tc.reason, describe(pub), tc.want)
		}
	}
}

// describe is what a test checks of what ReadClaims read.
func describe(pub *Published) string {
	if pub.Table == nil {
		var out []string
		for _, c := range pub.Claims {
			out = append(out, c.Signature.Name+"="+c.Score)
		}
		return "claims " + strings.Join(out, " ")
	}
	out := []string{"table", pub.Table.Format}
	for _, c := range pub.Table.Columns {
		out = append(out, c.Name+":"+c.Source)
	}
	return strings.Join(out, " ")
}

// TestReadClaimsErrors: the errors a command words in terms of its options carry what it
// needs, and those about the file name it.
func TestReadClaimsErrors(t *testing.T) {
	const sig = "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"
	_, err := ReadClaims(ClaimSource{Signatures: []string{sig + " = 22.7"}, Score: "22.8"})
	if c, ok := errors.AsType[*ScoreConflict](err); !ok || c.Given != "22.8" || c.Printed != "22.7" {
		t.Errorf("conflicting scores: %v, want a ScoreConflict of 22.8 and 22.7", err)
	}
	multi := filepath.Join("testdata", "tables", "multi.json")
	_, err = ReadClaims(ClaimSource{File: multi, Signatures: []string{"BLEU|nrefs:1|colour:x"}})
	if s, ok := errors.AsType[*SignatureError](err); !ok || s.Signature != "BLEU|nrefs:1|colour:x" ||
		err.Error() != `signature BLEU|nrefs:1|colour:x: field 2 "colour:x" has a key "colour" that no SacreBLEU release printed` {
		t.Errorf("a malformed signature: %v", err)
	}
	_, err = ReadClaims(ClaimSource{File: multi, Signatures: []string{"TER|nrefs:1"}})
	if err != nil {
		t.Errorf("a signature for the table's TER column: %v", err)
	}
	_, err = ReadClaims(ClaimSource{File: multi, Signatures: []string{"chrF2++|nrefs:1"}})
	if err == nil || !strings.HasPrefix(err.Error(), multi+": the signature chrF2++|nrefs:1 fits no column of the table (BLEU, chrF2, TER)") {
		t.Errorf("a signature that fits no column: %v", err)
	}
	_, err = ReadClaims(ClaimSource{File: filepath.Join(t.TempDir(), "none")})
	if err == nil || !strings.Contains(err.Error(), "cannot read claim file") {
		t.Errorf("a missing file: %v", err)
	}
}
