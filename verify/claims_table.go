package verify

import (
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// readClaimsTable reads a Markdown table whose rows carry their own signature, as READMEs
// publish variants of one system's score:
//
//	| BLEU | Tokenization | Cased | sacreBLEU signature |
//	|:---:|:---:|:---:|:---:|
//	| **25.1** | 13a | Yes | `BLEU+case.mixed+lang.en-de+numrefs.1+...+version.1.4.3` |
//
// Each row is a claim: the signature column's signature, and the score of the column whose
// header names the metric (else the only column of numbers). ok is false for text that is
// not such a table.
func readClaimsTable(text string) (claims []*Claim, ok bool, err error) {
	var rows [][]string
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "":
		case !strings.HasPrefix(l, "|"):
			return nil, false, nil
		case isRule(l):
		default:
			rows = append(rows, splitRow(l))
		}
	}
	if len(rows) < 2 {
		return nil, false, nil
	}
	header, body := rows[0], rows[1:]
	sigCol := signatureColumn(header, body)
	if sigCol < 0 {
		return nil, false, nil
	}
	scoreCol := scoreColumn(header, body, sigCol)
	if scoreCol < 0 {
		return nil, true, claimErrorf("a table of signatures without a column of scores")
	}
	for i, row := range body {
		if len(row) != len(header) {
			return nil, true, claimErrorf("row %d of the table has %d cells where its header has %d", i+1, len(row), len(header))
		}
		c, err := NewClaim(unmark(row[sigCol]), unmark(row[scoreCol]))
		if err != nil {
			return nil, true, claimErrorf("row %d of the table: %v", i+1, err)
		}
		claims = append(claims, c)
	}
	return claims, true, nil
}

// unmark removes Markdown's emphasis and code marks around a cell's text.
func unmark(cell string) string {
	return strings.Trim(strings.TrimSpace(cell), "*_`")
}

// signatureColumn is the column headed "signature", else the one whose first row holds a
// signature; -1 if none.
func signatureColumn(header []string, body [][]string) int {
	for k, h := range header {
		if strings.Contains(strings.ToLower(h), "signature") {
			return k
		}
	}
	for k := range header {
		if k < len(body[0]) && strings.ContainsAny(body[0][k], "|+") {
			if _, err := signatures.Parse(unmark(body[0][k])); err == nil {
				return k
			}
		}
	}
	return -1
}

// scoreColumn is the column whose header is a metric's name, else the only other column
// whose cells are all numbers; -1 if none.
func scoreColumn(header []string, body [][]string, sigCol int) int {
	for k, h := range header {
		if _, _, _, err := metricKind(strings.TrimSpace(h)); err == nil && k != sigCol {
			return k
		}
	}
	found := -1
	for k := range header {
		if k == sigCol {
			continue
		}
		numeric := true
		for _, row := range body {
			numeric = numeric && k < len(row) && isNumber(unmark(row[k]))
		}
		if numeric {
			if found >= 0 {
				return -1
			}
			found = k
		}
	}
	return found
}
