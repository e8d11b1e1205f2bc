package verify

import (
	"bytes"
	"encoding/json"
	"errors"
	"github.com/sacre-mt/sacre/compare"
	"io"
	"os"
	"regexp"
	"strings"
)

// compareClaim is one table of sacre compare's output as the claim file holds it.
type compareClaim struct {
	line    int    // where it starts in the file
	metric  string // the metric's name, which --scores gives the files of
	sig     *compareSig
	json    *compareJSON  // for JSON: the numbers at full precision
	printed *printedTable // for text and Markdown: the cells as printed
}

// compareJSON is a table of compare's JSON output (compare.WriteJSON).
type compareJSON = compare.JSONTable

// readClaimFile reads at most MaxClaimSize bytes of a claim file, as ReadFile does.
func readClaimFile(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", fileError(name, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxClaimSize+1))
	if err != nil {
		return "", fileError(name, err)
	}
	if len(data) > MaxClaimSize {
		return "", claimErrorf("%s: larger than %d MiB, the most sacre reads of a claim file", Quote(name), MaxClaimSize>>20)
	}
	return string(data), nil
}

// readCompare reads the tables of compare's output in data, the content of the file called
// name: JSON ({"metrics": [...]}), text or Markdown. The format is "" when data holds none
// of them, so that the caller can say what the file is not.
func readCompare(name, data string) (format string, claims []*compareClaim, err error) {
	switch {
	case strings.HasPrefix(strings.TrimSpace(data), "{"):
		claims, err = readCompareJSON(name, data)
		format = "json"
	case mdHeader.MatchString(data):
		claims, err = readPrinted(name, data, true)
		format = "md"
	case textHeader.MatchString(data):
		claims, err = readPrinted(name, data, false)
		format = "text"
	default:
		return "", nil, claimErrorf("%s: no table of sacre compare (its JSON, text or Markdown output)", Quote(name))
	}
	if err == nil && len(claims) == 0 {
		err = claimErrorf("%s: no table of sacre compare", Quote(name))
	}
	return format, claims, err
}

var (
	textHeader = regexp.MustCompile(`(?m)^ *# {2,}System {2,}Score`)
	mdHeader   = regexp.MustCompile(`(?m)^\| # \| System \| Score \|`)
)

// readCompareJSON reads {"metrics": [TABLE, ...]}, refusing keys compare does not write and a
// key written twice; errors name the line.
func readCompareJSON(name, data string) ([]*compareClaim, error) {
	dec := json.NewDecoder(strings.NewReader(data))
	dec.DisallowUnknownFields()
	var doc struct {
		Metrics []json.RawMessage `json:"metrics"`
	}
	if err := dec.Decode(&doc); err != nil {
		return nil, jsonError(name, data, 0, err)
	}
	if rest := strings.TrimSpace(data[dec.InputOffset():]); rest != "" {
		return nil, claimErrorf("%s:%d: text after the JSON value", Quote(name), lineAt(data, int(dec.InputOffset())+strings.Index(data[dec.InputOffset():], rest)))
	}
	var out []*compareClaim
	at := 0
	for _, raw := range doc.Metrics {
		// The table's offset, to name the lines of its errors: its text is in data as it was.
		at += strings.Index(data[at:], string(raw))
		c := &compareClaim{line: lineAt(data, at), json: &compareJSON{}}
		if key, off, dup := duplicateKey(raw); dup {
			return nil, claimErrorf("%s:%d: the key %q twice in one object", Quote(name), lineAt(data, at+off), key)
		}
		td := json.NewDecoder(bytes.NewReader(raw))
		td.DisallowUnknownFields()
		if err := td.Decode(c.json); err != nil {
			return nil, jsonError(name, data, at, err)
		}
		sig, err := parseCompareSig(c.json.Signature)
		if err != nil {
			return nil, claimErrorf("%s:%d: %v", Quote(name), c.line, err)
		}
		c.metric, c.sig = c.json.Name, sig
		out = append(out, c)
		at += len(raw)
	}
	return out, nil
}

// jsonError names the line of a JSON error at offset base in data.
func jsonError(name, data string, base int, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		base += int(syn.Offset)
	case errors.As(err, &typ):
		base += int(typ.Offset)
	default:
		// An unknown field: its key is named, the line is the table's.
		msg := strings.TrimPrefix(err.Error(), "json: ")
		return claimErrorf("%s:%d: %s, which sacre compare does not write", Quote(name), lineAt(data, base), msg)
	}
	return claimErrorf("%s:%d: JSON: %v", Quote(name), lineAt(data, min(base, len(data))), strings.TrimPrefix(err.Error(), "json: "))
}

// lineAt is the line (from 1) of a byte offset.
func lineAt(data string, offset int) int {
	return 1 + strings.Count(data[:min(max(offset, 0), len(data))], "\n")
}

// duplicateKey finds a key written twice in one object of a JSON value (which Go's decoder,
// like Python's, would keep the last of silently), and its offset: a table's value twice is
// a mistake to name.
func duplicateKey(raw []byte) (string, int, bool) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	var stack []map[string]bool // the keys of each object open, nil for an array
	expectKey := func() bool { return len(stack) > 0 && stack[len(stack)-1] != nil }
	afterKey := false
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", 0, false // the decoder names a syntax error
		}
		switch v := tok.(type) {
		case json.Delim:
			if v == '{' {
				stack = append(stack, map[string]bool{})
			} else if v == '[' {
				stack = append(stack, nil)
			} else {
				stack = stack[:len(stack)-1]
			}
			afterKey = false
		case string:
			if expectKey() && !afterKey {
				if stack[len(stack)-1][v] {
					return v, int(dec.InputOffset()), true
				}
				stack[len(stack)-1][v], afterKey = true, true
				continue
			}
			afterKey = false
		default:
			afterKey = false
		}
		if len(stack) == 0 {
			return "", 0, false
		}
	}
}

// captionMetric is the metric's name in a caption, "NAME[, LP]: TEST...": as the signature's
// scores when the caption says another test.
func captionMetric(caption string, sig *compareSig) string {
	i := strings.Index(caption, ": "+sig.test.Describe())
	if i < 0 {
		name, _, _ := strings.Cut(sig.desc, "[")
		return name
	}
	return strings.TrimSuffix(caption[:i], ", "+sig.lp)
}

// mdCells splits a Markdown table's row at the pipes compare did not escape, each cell
// unescaped and trimmed.
func mdCells(line string) []string {
	line = strings.TrimSpace(line)
	if !strings.HasPrefix(line, "|") || !strings.HasSuffix(line, "|") || len(line) < 2 {
		return nil
	}
	var cells []string
	var b strings.Builder
	for i := 1; i < len(line); i++ {
		switch {
		case line[i] == '\\' && i+1 < len(line):
			b.WriteString(line[i : i+2])
			i++
		case line[i] == '|':
			cells = append(cells, mdUnescape(strings.TrimSpace(b.String())))
			b.Reset()
		default:
			b.WriteByte(line[i])
		}
	}
	return cells
}

// mdUnescape undoes compare's Markdown escapes: a backslash before a character, &lt; for <.
func mdUnescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s):
			i++
			b.WriteByte(s[i])
		case strings.HasPrefix(s[i:], "&lt;"):
			b.WriteByte('<')
			i += 3
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}
