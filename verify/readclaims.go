package verify

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// A ClaimSource is where ReadClaims finds what to verify: one signature as published with
// its score, or a file of SacreBLEU's output.
type ClaimSource struct {
	// Signatures are signatures as published. Without File, the one signature of the claim,
	// which may end in "= SCORE ..." as SacreBLEU prints it; with File, the signatures of the
	// file's table, one per metric (see Table.SetSignatures).
	Signatures []string
	// Score is the claimed score as printed, for a signature without one.
	Score string
	// File is a file of SacreBLEU's output: claims for one system, or a table (see ReadFile).
	File string
}

// The ways a ClaimSource says too little or too much; ReadClaims' errors match them with
// errors.Is. A command says them in terms of its own options.
var (
	ErrNoSignature       = errors.New("verify: neither a signature nor a claim file")
	ErrNoScore           = errors.New("verify: a signature without a score")
	ErrScoreAndFile      = errors.New("verify: a score besides a claim file, which has its own")
	ErrOwnSignatures     = errors.New("verify: signatures given for claims that print their own")
	ErrSignaturesNoTable = errors.New("verify: several signatures, which are a table's, without the table")
	ErrPlainTable        = errors.New("verify: a plain table of scores without its metrics' signatures")
)

// A ScoreConflict is a score given besides a signature that prints another.
type ScoreConflict struct {
	Given, Printed string
}

func (e *ScoreConflict) Error() string {
	return fmt.Sprintf("verify: score %s given for a signature that prints %s", e.Given, e.Printed)
}

// A SignatureError is a table's signature that cannot be read.
type SignatureError struct {
	Signature string
	Err       error
}

func (e *SignatureError) Error() string { return fmt.Sprintf("signature %s: %v", e.Signature, e.Err) }

func (e *SignatureError) Unwrap() error { return e.Err }

// ReadClaims reads what src gives to verify: the claims or the table of its file, the table
// taking src.Signatures (a plain table needs them); else the claim of its one signature with
// the score it prints or src.Score. Errors of reading the file name it.
func ReadClaims(src ClaimSource) (*Published, error) {
	if src.File != "" {
		return src.readFile()
	}
	switch len(src.Signatures) {
	case 0:
		return nil, ErrNoSignature
	case 1:
	default:
		return nil, ErrSignaturesNoTable
	}
	c, err := src.claim()
	if err != nil {
		return nil, err
	}
	return &Published{Claims: []*Claim{c}}, nil
}

// readFile reads the claims or the table of src.File and gives the table src.Signatures.
func (src ClaimSource) readFile() (*Published, error) {
	if src.Score != "" {
		return nil, ErrScoreAndFile
	}
	// ReadFile reads at most MaxClaimSize bytes: a claim file given by mistake (/dev/zero, a
	// corpus) is refused, not read whole.
	pub, err := src.scanFile(ReadFile(src.File))
	if err != nil {
		return nil, err
	}
	t := pub.Table
	switch {
	case len(src.Signatures) > 0 && t == nil:
		return nil, ErrOwnSignatures
	case len(src.Signatures) > 0:
		parsed := make([]*signatures.Parsed, len(src.Signatures))
		for i, s := range src.Signatures {
			if parsed[i], err = signatures.Parse(s); err != nil {
				return nil, &SignatureError{Signature: s, Err: err}
			}
		}
		if err := t.SetSignatures(parsed); err != nil {
			return nil, fmt.Errorf("%s: %w", Quote(src.File), err)
		}
	case t != nil && t.Format == "plain" && t.Columns[0].Name == "":
		return nil, fmt.Errorf("%s: %w", Quote(src.File), ErrPlainTable)
	}
	return pub, nil
}

// claim reads the one signature, with the score it prints (SacreBLEU's text line or JSON) or
// src.Score; with Scan when that cannot read it or misreads it.
func (src ClaimSource) claim() (*Claim, error) {
	return src.claimOrScan(src.readClaim)
}

// readClaim reads the one signature as ParseClaim or NewClaim do.
func (src ClaimSource) readClaim() (*Claim, error) {
	sig := src.Signatures[0]
	if !strings.HasPrefix(strings.TrimSpace(sig), "{") && !strings.Contains(sig, "=") {
		if src.Score == "" {
			return nil, ErrNoScore
		}
		return NewClaim(sig, src.Score)
	}
	c, err := ParseClaim(sig)
	if err != nil {
		return nil, err
	}
	if src.Score != "" && src.Score != c.Score {
		return nil, &ScoreConflict{Given: src.Score, Printed: c.Score}
	}
	return c, nil
}

// A Verdict is a verification's report: Reports for claims about one system, or a
// *TableReport, in text (Text) or JSON (encoding/json).
type Verdict interface {
	Text() string
	Verdict() bool
}

// Verdict reports whether every claim reproduces.
func (rs Reports) Verdict() bool { return rs.Reproduced() }

// Verdict reports whether every value of the table reproduces.
func (r *TableReport) Verdict() bool { return r.Reproduced }

// A Loader reads the systems of the files given (one per system) and the references.
type Loader func(files []string) (systems, refs [][]string, err error)

// Check verifies what pub holds against the systems load reads: claims about one system (the
// first file), or a table whose systems are paired with the files first (Table.Pair).
func Check(pub *Published, files []string, load Loader, opt Options) (Verdict, error) {
	if pub.Table != nil {
		paired, err := pub.Table.Pair(files)
		if err != nil {
			return nil, err
		}
		systems, refs, err := load(paired)
		if err != nil {
			return nil, err
		}
		return VerifyTable(pub.Table, TableInput{Systems: systems, Refs: refs}, opt)
	}
	systems, refs, err := load(files)
	if err != nil {
		return nil, err
	}
	return VerifyClaims(pub.Claims, Input{Hyps: systems[0], Refs: refs}, opt)
}

// Write writes v as text, or as JSON (indented by two spaces) when asJSON is set.
func Write(w io.Writer, v Verdict, asJSON bool) error {
	if !asJSON {
		_, err := io.WriteString(w, v.Text())
		return err
	}
	out, err := json.MarshalIndent(v, "", "  ")
	if err == nil {
		_, err = fmt.Fprintf(w, "%s\n", out)
	}
	return err
}

// Signature is the first signature the claims or the table hold: the one whose SacreBLEU 1.x
// fields may name the test set.
func (p *Published) Signature() *signatures.Parsed {
	if p.Table != nil {
		return p.Table.Columns[0].Signature
	}
	return p.Claims[0].Signature
}
