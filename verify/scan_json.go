package verify

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"
)

// JSON in a text: SacreBLEU's JSON output for a metric ({"name", "score", "signature", ...}),
// a list of them, or its table of several systems ([{"system": ...}, ...]), anywhere in the
// text (after a prompt, in a comment whose every line starts with "#" or "//", inside another
// object). Each value is decoded once: the brackets are matched in one pass, and the bytes
// decoded are bounded by a multiple of the text's length.

// jsonBudget bounds the bytes decoded as JSON to this many times the text's length (plus
// maxJSONValue), whatever the nesting of brackets.
const (
	jsonBudget   = 4
	maxJSONValue = 1 << 20
	maxJSONDepth = 6
)

// findJSON reads the JSON values that start a line (after a prompt or a comment's marker).
func (sc *scanner) findJSON() {
	t := sc.t
	closes := matchBrackets(t.s)
	budget := jsonBudget*len(t.s) + maxJSONValue
	for k := 0; k < len(t.starts); k++ {
		line := t.lineText(k)
		o := strings.IndexAny(line, "{[")
		if o < 0 || sc.used[k] || !jsonPrefix(line[:o]) {
			continue
		}
		open := t.starts[k] + o
		end, ok := closes[open]
		if !ok || end-open > maxJSONValue || budget < end-open {
			continue
		}
		budget -= end - open
		r := newJSONRegion(uncommentRegion(t.s[open:end+1], line[:o]), k)
		if last := sc.jsonValue(r, 0, 0, nil); last >= 0 {
			k = max(k, last)
		}
	}
}

// jsonPrefix reports whether text before a JSON value on its line lets it be read: nothing,
// a comment's marker, a prompt ("Out[3]:", ">>>"), a label ending in ":" or "=".
func jsonPrefix(p string) bool {
	p = strings.TrimSpace(p)
	return p == "" || p == "#" || p == "//" || p == ">>>" || strings.HasSuffix(p, ":") || strings.HasSuffix(p, "=")
}

// uncommentRegion removes the comment's marker that starts the value's first line from every
// line after it ("# {" ... "#  \"name\": ...").
func uncommentRegion(text, prefix string) string {
	marker := strings.TrimSpace(prefix)
	if marker != "#" && marker != "//" || !strings.Contains(text, "\n") {
		return text
	}
	lines := strings.Split(text, "\n")
	for i := 1; i < len(lines); i++ {
		l := strings.TrimLeft(lines[i], " \t")
		if rest, ok := strings.CutPrefix(l, marker); ok {
			lines[i] = rest
		}
	}
	return strings.Join(lines, "\n")
}

// matchBrackets maps each "{" and "[" of s to its matching "}" or "]", in one pass: strings
// (which JSON keeps on one line) are skipped, and a bracket that closes another kind resets.
func matchBrackets(s string) map[int]int {
	out := map[int]int{}
	var stack []int
	inString := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\n':
			inString = false
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '{' || c == '[':
			stack = append(stack, i)
		case c == '}' || c == ']':
			if n := len(stack); n > 0 && s[stack[n-1]] == c-2 {
				out[stack[n-1]] = i
				stack = stack[:n-1]
			} else {
				stack = stack[:0]
			}
		}
	}
	return out
}

// A jsonRegion is a JSON value's text (uncommented), the index of its first line and the
// offsets of its line breaks.
type jsonRegion struct {
	text  string
	line0 int
	nl    []int
}

func newJSONRegion(text string, line0 int) jsonRegion {
	r := jsonRegion{text: text, line0: line0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			r.nl = append(r.nl, i)
		}
	}
	return r
}

// line is the index of the line holding offset rel of the region.
func (r jsonRegion) line(rel int) int { return r.line0 + sort.SearchInts(r.nl, rel) }

// jsonValue reads the JSON value at offset rel of the region: its claims or its table, else
// those of the values inside it. It returns the last line it read claims from, -1 if none.
func (sc *scanner) jsonValue(r jsonRegion, rel, depth int, raw json.RawMessage) int {
	if raw == nil && (depth > maxJSONDepth || decodeOne(r.text[rel:], &raw) != nil) {
		return -1
	}
	switch raw[0] {
	case '{':
		return sc.jsonObject(r, rel, depth, raw)
	case '[':
		return sc.jsonList(r, rel, depth, raw)
	}
	return -1
}

// jsonObject reads an object: a claim when it has a signature, else the values in it.
func (sc *scanner) jsonObject(r jsonRegion, rel, depth int, raw json.RawMessage) int {
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil {
		return -1
	}
	if _, ok := fields["signature"]; ok {
		return sc.jsonClaim(r, rel, raw)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.Token() // the "{"
	last := -1
	for dec.More() && depth < maxJSONDepth {
		if _, err := dec.Token(); err != nil {
			break
		}
		at := int(dec.InputOffset())
		var v json.RawMessage
		if dec.Decode(&v) != nil {
			break
		}
		if len(v) > 0 && (v[0] == '{' || v[0] == '[') {
			last = max(last, sc.jsonValue(r, rel+at, depth+1, v))
		}
	}
	return last
}

// jsonList reads a list: SacreBLEU's table when its objects name systems, else the values in
// it.
func (sc *scanner) jsonList(r jsonRegion, rel, depth int, raw json.RawMessage) int {
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil || len(items) == 0 {
		return -1
	}
	var first map[string]json.RawMessage
	if json.Unmarshal(items[0], &first) == nil && first["system"] != nil {
		return sc.jsonTable(items, r.line(rel), r.line(rel+len(raw)-1))
	}
	last, pos := -1, 0
	for _, item := range items {
		if at := bytes.Index(raw[pos:], item); at >= 0 {
			pos += at
		}
		if len(item) > 0 && (item[0] == '{' || item[0] == '[') && depth < maxJSONDepth {
			last = max(last, sc.jsonValue(r, rel+pos, depth+1, item))
		}
	}
	return last
}

// jsonClaim reads SacreBLEU's JSON output for one metric at offset rel of the region.
func (sc *scanner) jsonClaim(r jsonRegion, rel int, raw json.RawMessage) int {
	t := sc.t
	first, last := r.line(rel), r.line(rel+len(raw)-1)
	f := &Found{Line: t.number(r.line(rel + max(0, bytes.Index(raw, []byte(`"signature"`))))), Kind: "json", Text: shorten(string(raw))}
	c, err := decodeClaim(raw)
	if err != nil {
		c, err = namelessClaim(raw, err)
	}
	if err != nil {
		f.Refused = err.Error()
	} else {
		sc.claimFound(f, c)
		f.Scores = []FoundScore{claimScore(c, t.number(r.line(rel+max(0, bytes.Index(raw, []byte(`"score"`))))), "JSON")}
	}
	sc.found, sc.hasSig = append(sc.found, f), true
	sc.useLines(first, last)
	return last
}

// namelessClaim reads a JSON claim without its metric's name ({"score": 22.7, "signature":
// "nrefs:1|..."}) from its signature's fields; err is decodeClaim's, returned for any other
// object.
func namelessClaim(raw json.RawMessage, err error) (*Claim, error) {
	var obj jsonClaim
	if json.Unmarshal(raw, &obj) != nil || obj.Name != "" || obj.Signature == "" || len(obj.Score) == 0 {
		return nil, err
	}
	score, ok := jsonLiteral(obj.Score)
	if !ok {
		return nil, err
	}
	c, cerr := NewClaim(obj.Signature, score)
	if cerr != nil {
		return nil, cerr
	}
	c.Notes = append(c.Notes, "the JSON names no metric: read from the signature's fields")
	return c, nil
}

// useLines marks lines first to last as read.
func (sc *scanner) useLines(first, last int) {
	for k := first; k <= last && k < len(sc.used); k++ {
		sc.used[k] = true
	}
}

// claimFound fills a claim's configuration and repairs, checking its version and
// configuration as signatures found in text are.
func (sc *scanner) claimFound(f *Found, c *Claim) {
	f.parsed, f.Signature, f.Metric, f.Repairs = c.Signature, c.Signature.String(), c.Signature.Name, c.Notes
	note, refused := checkVersion(c.Signature.Version())
	f.Repairs = appendNote(f.Repairs, note)
	if refused == "" {
		refused = configError(c.Signature)
	}
	f.Refused = refused
}

// claimScore is a claim's score as Scan reports it.
func claimScore(c *Claim, line int, how string) FoundScore {
	s := FoundScore{Line: line, Score: c.Score, Mean: c.Mean, CI: c.CI, Bound: how, stats: c.Stats}
	if c.Stats != nil {
		s.Stats = c.Stats.String()
	}
	return s
}
