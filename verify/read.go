package verify

import (
	"encoding/json"
	"github.com/sacre-mt/sacre/internal/lazyre"
	"strings"
)

// Published is what a claim file holds: SacreBLEU's output for one system (a claim per
// metric), or a table of several systems' scores.
type Published struct {
	Claims []*Claim
	Table  *Table
}

// ansi matches the colour codes SacreBLEU writes on a terminal, which text copied from a
// terminal keeps.
var ansi = lazyre.New("\x1b\\[[0-9;]*m")

// cleanText removes what files and terminals add around printed output: a byte-order mark,
// carriage returns, colour codes.
func cleanText(text string) string {
	text = strings.TrimPrefix(text, "\ufeff")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	return uncomment(strings.TrimSpace(ansi().ReplaceAllString(text, "")))
}

// uncomment removes the "# " that starts every line of output pasted into a script as a
// comment.
func uncomment(text string) string {
	lines := strings.Split(text, "\n")
	for _, l := range lines {
		if l != "#" && !strings.HasPrefix(l, "# ") && strings.TrimSpace(l) != "" {
			return text
		}
	}
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(strings.TrimPrefix(l, "#"), " ")
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// Read reads every claim of a file as SacreBLEU or a paper prints them:
//
//   - SacreBLEU's output for one system: text lines (one claim per metric; a claim broken
//     over several lines, as PDFs break them, is read whole), its JSON object or list, or
//     several JSON outputs one after the other;
//   - a table of several systems: SacreBLEU's text grid or LaTeX table with its signature
//     block, its JSON list, the paired tests' tables (-pbs, -par) in all three forms, or a
//     plain two-column table (SYSTEM SCORE; the metric from Table.SetSignatures).
func Read(text string) (*Published, error) {
	text = cleanText(text)
	if text == "" {
		return nil, claimErrorf("no claim")
	}
	if text[0] == '{' || text[0] == '[' {
		return readJSON(text)
	}
	if t, ok, err := readTable(text); ok || err != nil {
		if err != nil {
			return nil, err
		}
		return &Published{Table: t}, nil
	}
	if claims, ok, err := readClaimsTable(text); ok || err != nil {
		if err != nil {
			return nil, err
		}
		return &Published{Claims: claims}, nil
	}
	claims, err := readClaimLines(text)
	if err != nil {
		return nil, err
	}
	return &Published{Claims: claims}, nil
}

// ParseClaims reads every claim of SacreBLEU's output for one system (see Read); a table of
// several systems is an error.
func ParseClaims(text string) ([]*Claim, error) {
	pub, err := Read(text)
	if err != nil {
		return nil, err
	}
	if pub.Table != nil {
		return nil, claimErrorf("a table of %d systems, not claims for one system", len(pub.Table.Rows))
	}
	return pub.Claims, nil
}

// readClaimLines reads text claims: a line that starts a signature starts a claim, and the
// lines after it that do not continue it (a PDF's line breaks).
func readClaimLines(text string) ([]*Claim, error) {
	var claims []*Claim
	var cur []string
	start := 0
	flush := func() error {
		if len(cur) == 0 {
			return nil
		}
		c, err := ParseClaim(strings.Join(cur, "\n"))
		if err != nil {
			if len(cur) > 1 {
				return claimErrorf("lines %d-%d: %v", start+1, start+len(cur), err)
			}
			return claimErrorf("line %d: %v", start+1, err)
		}
		claims = append(claims, c)
		cur = nil
		return nil
	}
	for i, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		joined := strings.Join(cur, "\n")
		switch {
		case len(cur) == 0:
			start = i
		case !hasScore(joined) || strings.Count(joined, "(") > strings.Count(joined, ")"):
			// A claim broken over lines: its signature, or its statistics, go on.
		case startsClaim(line):
			if err := flush(); err != nil {
				return nil, err
			}
			start = i
		default:
			return nil, claimErrorf("line %d: %q is not a claim (SIGNATURE = SCORE)", i+1, shorten(line))
		}
		cur = append(cur, line)
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return claims, nil
}

// claimStart matches the start of a signature: a metric's name then a separator, or a first
// field.
var claimStart = lazyre.New(`^\s*(?i:(?:sacre|sp)?bleu|ter|chrf[0-9]*\+*)(?:[|+ ]|\s*$)|^\s*(?:nrefs|#|case|c)[:.]`)

func startsClaim(line string) bool { return claimStart().MatchString(line) }

// hasScore reports whether a claim's text has its score already.
func hasScore(text string) bool { return scoreText().MatchString(text) }

// readJSON reads SacreBLEU's JSON: one claim, a list of claims (several metrics), a list of
// systems (a table), or several of these one after the other (outputs appended to one file).
func readJSON(text string) (*Published, error) {
	dec := json.NewDecoder(strings.NewReader(text))
	pub := &Published{}
	for n := 1; ; n++ {
		if rest := strings.TrimSpace(text[dec.InputOffset():]); rest != "" && rest[0] != '{' && rest[0] != '[' {
			return nil, claimErrorf("text after the JSON: %q", shorten(rest))
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			if err.Error() == "EOF" {
				break
			}
			return nil, claimErrorf("JSON value %d: %v", n, err)
		}
		if err := pub.addJSON(raw); err != nil {
			if n > 1 || dec.More() {
				return nil, claimErrorf("JSON value %d: %v", n, err)
			}
			return nil, err
		}
	}
	if pub.Table != nil && len(pub.Claims) > 0 {
		return nil, claimErrorf("the file holds both claims for one system and a table of several: give them apart")
	}
	if pub.Table == nil && len(pub.Claims) == 0 {
		return nil, claimErrorf("no claim")
	}
	return pub, nil
}

// addJSON adds one JSON value's claims or table.
func (pub *Published) addJSON(raw json.RawMessage) error {
	if raw[0] == '{' {
		var obj jsonClaim
		if err := json.Unmarshal(raw, &obj); err != nil {
			return claimErrorf("JSON: %v", err)
		}
		c, err := obj.claim()
		if err != nil {
			return err
		}
		pub.Claims = append(pub.Claims, c)
		return nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return claimErrorf("JSON: %v", err)
	}
	if len(items) == 0 {
		return claimErrorf("an empty list")
	}
	var first map[string]json.RawMessage
	if err := json.Unmarshal(items[0], &first); err != nil {
		return claimErrorf("JSON: the list's first value is not an object")
	}
	if _, ok := first["system"]; ok {
		if pub.Table != nil {
			return claimErrorf("a second table: give one table per file")
		}
		t, err := tableFromJSON(items)
		pub.Table = t
		return err
	}
	for i, item := range items {
		var obj jsonClaim
		if err := json.Unmarshal(item, &obj); err != nil {
			return claimErrorf("score %d of the list: %v", i+1, err)
		}
		c, err := obj.claim()
		if err != nil {
			return claimErrorf("score %d of the list: %v", i+1, err)
		}
		pub.Claims = append(pub.Claims, c)
	}
	return nil
}
