package verify

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
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

// Bounds of one claim in text. The longest SacreBLEU prints (a 1.x signature with its test
// set, then -ci's interval and BLEU's statistics) is under 400 bytes, and a PDF breaks it over
// a dozen lines or so. Text that runs on past these without being a whole claim is none: it is
// refused there, which keeps reading a long file that is no claim linear and its message short.
const (
	maxClaimLines = 40
	maxClaimText  = 4 << 10
)

// readClaimLines reads text claims: a line that starts a signature starts a claim, and the
// lines after it that do not continue it (a PDF's line breaks).
func readClaimLines(text string) ([]*Claim, error) {
	var claims []*Claim
	var cur claimLines
	for i, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		switch {
		case len(cur.lines) == 0:
			cur.start = i
		case !cur.scored || cur.open > 0:
			// A claim broken over lines: its signature, or its statistics, go on.
		case startsClaim(line):
			c, err := cur.claim()
			if err != nil {
				return nil, err
			}
			claims, cur = append(claims, c), claimLines{start: i}
		default:
			return nil, claimErrorf("line %d: %q is not a claim (SIGNATURE = SCORE)", i+1, shorten(line))
		}
		if err := cur.add(i, line); err != nil {
			return nil, err
		}
	}
	if len(cur.lines) == 0 {
		return claims, nil
	}
	c, err := cur.claim()
	if err != nil {
		return nil, err
	}
	return append(claims, c), nil
}

// claimLines is a claim being read from text lines, with what decides whether the next line
// goes on with it, kept as each line comes rather than found again in all of them.
type claimLines struct {
	lines       []string
	start, last int  // the indexes of its first and last lines
	size        int  // its bytes, joined
	scored      bool // it has its score: hasScore of its lines joined
	open        int  // its parentheses left open: its statistics go on
}

// add adds line i to the claim. A score's "=" and number lie on one line or on two that
// follow each other (blank lines are not added), so the score is looked for in the last line
// with the one before it.
func (c *claimLines) add(i int, line string) error {
	if !c.scored {
		text := line
		if n := len(c.lines); n > 0 {
			text = c.lines[n-1] + "\n" + line
		}
		c.scored = hasScore(text)
	}
	c.open += strings.Count(line, "(") - strings.Count(line, ")")
	c.lines, c.last = append(c.lines, line), i
	c.size += len(line) + 1
	return c.checkBounds()
}

// checkBounds refuses a claim that runs on past the bounds of any claim, at the line that
// crosses them.
func (c *claimLines) checkBounds() error {
	bound := ""
	switch {
	case len(c.lines) > maxClaimLines:
		bound = fmt.Sprintf("%d lines", maxClaimLines)
	case c.size > maxClaimText+1: // size counts a newline after each line
		bound = fmt.Sprintf("%d bytes", maxClaimText)
	default:
		return nil
	}
	return claimErrorf("%s: not a claim (SIGNATURE = SCORE): %q runs on for more than %s, more than any claim",
		c.where(c.last), shorten(strings.Join(c.lines, "\n")), bound)
}

// claim reads the claim's lines as one claim.
func (c *claimLines) claim() (*Claim, error) {
	claim, err := ParseClaim(strings.Join(c.lines, "\n"))
	if err != nil {
		return nil, claimErrorf("%s: %v", c.where(c.last), err)
	}
	return claim, nil
}

// where names the claim's lines up to line i (indexes from 0) for a message.
func (c *claimLines) where(i int) string {
	if i == c.start {
		return fmt.Sprintf("line %d", i+1)
	}
	return fmt.Sprintf("lines %d-%d", c.start+1, i+1)
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
			if errors.Is(err, io.EOF) {
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
		c, err := decodeClaim(raw)
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
		c, err := decodeClaim(item)
		if err != nil {
			return claimErrorf("score %d of the list: %v", i+1, err)
		}
		pub.Claims = append(pub.Claims, c)
	}
	return nil
}
