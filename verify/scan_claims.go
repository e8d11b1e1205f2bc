package verify

import (
	"errors"
	"fmt"
	"strings"
)

// The single-claim forms of ReadClaims (-s, --claim) read with Scan where its readers cannot,
// or where what they read breaks Scan's rules: a claim read with SacreBLEU's defaults while
// the text prints a signature (score lines printed with their signature), or a version that is
// no release's (a line glued to the signature's last field).

// misread reports whether claims read by Read or ParseClaim break the finder's rules.
func misread(claims []*Claim) bool {
	for _, c := range claims {
		if _, refused := checkVersion(c.Signature.Version()); c.defaulted || refused != "" {
			return true
		}
	}
	return false
}

// fromScan reads what Scan found: its claims when every claim found can be verified (a score
// bound to a signature read), of one system or of one table; else an error saying what the
// text holds.
func fromScan(r *ScanResult) (*Published, error) {
	pub := &Published{}
	for _, f := range r.Claims {
		if err := pub.addFound(f); err != nil {
			return nil, err
		}
	}
	switch {
	case pub.Table != nil && len(pub.Claims) > 0:
		return nil, claimErrorf("the text holds both claims for one system and a table: list them with sacre verify --scan")
	case pub.Table == nil && len(pub.Claims) == 0:
		return nil, claimErrorf("no claim")
	}
	return pub, nil
}

// addFound adds a claim found to what is verified, or says why it cannot be.
func (pub *Published) addFound(f *Found) error {
	switch {
	case f.Refused != "":
		return claimErrorf("line %d: %s", f.Line, f.Refused)
	case f.parsed == nil:
		return claimErrorf("line %d: %s: %s", f.Line, shorten(f.Text), unknownConfig)
	case len(f.Scores) == 0:
		return claimErrorf("line %d: %s without a score", f.Line, shorten(f.Text))
	case f.table != nil:
		if pub.Table != nil && pub.Table != f.table {
			return claimErrorf("the text holds two tables: list them with sacre verify --scan")
		}
		pub.Table = f.table
		return nil
	}
	for _, s := range f.Scores {
		if s.System != "" {
			return claimErrorf("line %d: the scores of a table's rows: list them with sacre verify --scan", s.Line)
		}
		c, err := f.claim(s)
		if err != nil {
			return claimErrorf("line %d: %v", s.Line, err)
		}
		pub.Claims = append(pub.Claims, c)
	}
	return nil
}

// scanOne reads the one claim of -s's text with Scan, taking score when the text has none.
func scanOne(text, score string) (*Claim, error) {
	r := Scan(text)
	var claims []*Claim
	for _, f := range r.Claims {
		if f.Refused != "" {
			return nil, claimErrorf("%s", f.Refused)
		}
		if len(f.Scores) == 0 && f.parsed != nil && len(r.Claims) == 1 && score != "" {
			f.Scores = []FoundScore{{Score: score}}
		}
		pub := &Published{}
		if err := pub.addFound(f); err != nil {
			return nil, err
		}
		claims = append(claims, pub.Claims...)
	}
	if len(claims) != 1 {
		return nil, claimErrorf("the text holds %s: give one (sacre verify --scan lists them)", plural(len(claims), "claim"))
	}
	return claims[0], nil
}

// scanFile reads a claim file with Scan when Read could not (err) or misread it: what Scan
// finds if it can all be verified; else Read's error, or, for a misreading, why not. A file of
// JSON stays JSON: text after it is refused.
func (src ClaimSource) scanFile(pub *Published, err error) (*Published, error) {
	if err == nil && (pub.Table != nil || !misread(pub.Claims)) {
		return pub, nil
	}
	r, serr := ScanFile(src.File, strings.NewReader(""))
	if serr != nil || r.json {
		return pub, err
	}
	scanned, serr := fromScan(r)
	switch {
	case serr == nil:
		return scanned, nil
	case err == nil || len(r.Claims) > 0:
		return nil, fmt.Errorf("%s: %w (sacre verify --scan lists the claims it holds)", Quote(src.File), serr)
	}
	return nil, err
}

// claimOrScan reads -s's claim as ParseClaim or NewClaim do (read), else, when they cannot or
// misread it, with Scan.
func (src ClaimSource) claimOrScan(read func() (*Claim, error)) (*Claim, error) {
	c, err := read()
	if err == nil && !misread([]*Claim{c}) {
		return c, nil
	}
	if _, ok := errors.AsType[*ScoreConflict](err); ok || errors.Is(err, ErrNoScore) {
		return nil, err
	}
	sc, serr := scanOne(src.Signatures[0], src.Score)
	switch {
	case serr == nil && src.Score != "" && sc.Score != src.Score:
		return nil, &ScoreConflict{Given: src.Score, Printed: sc.Score}
	case serr == nil:
		return sc, nil
	case err == nil:
		return nil, serr
	}
	return nil, err
}
