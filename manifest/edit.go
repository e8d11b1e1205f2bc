package manifest

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"gopkg.in/yaml.v3"
)

// Text is the text the manifest was parsed from.
func (m *Manifest) Text() []byte { return m.src }

// edit replaces the bytes [start, end) of line (1-based) with text.
type edit struct {
	line, start, end int
	text             string
}

// Update returns the manifest's text with the expected values of the rows that drifted replaced by
// the scores got, with the decimals they were written with (Width or ScoresWidth for new ones),
// and the scores missing from a system's expected mapping added to it. Only those values change:
// every other byte stays, quotes, anchors, tags and comments included. A value written through an
// alias, or an expected mapping the text edit cannot place, is rewritten through the YAML tree
// (comments stay, layout does not).
func (m *Manifest) Update(rows []Row) ([]byte, error) {
	lines := bytes.SplitAfter(m.src, []byte("\n"))
	var edits []edit
	added := map[*System][]Row{}
	var order []*System
	for _, r := range rows {
		if r.OK {
			continue
		}
		s := m.system(r.System)
		if s == nil {
			return nil, fmt.Errorf("%s: no system %q", m.Path, r.System)
		}
		e := s.Expected[r.Metric]
		if e == nil {
			if added[s] == nil {
				order = append(order, s)
			}
			added[s] = append(added[s], r)
			continue
		}
		ed, ok := valueEdit(lines, e.node, newValue(r, e))
		if !ok {
			return m.updateTree(rows)
		}
		edits = append(edits, ed)
	}
	for _, s := range order {
		ed, ok := m.insertEdit(lines, s, added[s])
		if !ok {
			return m.updateTree(rows)
		}
		edits = append(edits, ed)
	}
	// Right to left within a line, so that an edit leaves the columns of the next one.
	slices.SortFunc(edits, func(a, b edit) int {
		if a.line != b.line {
			return a.line - b.line
		}
		return b.start - a.start
	})
	for _, e := range edits {
		line := lines[e.line-1]
		lines[e.line-1] = slices.Concat(line[:e.start], []byte(e.text), line[e.end:])
	}
	return bytes.Join(lines, nil), nil
}

// newValue is the text of a drifted row's new expected value.
func newValue(r Row, e *Expected) string {
	if e == nil || e.Text == "" {
		return pyfmt.Fixed(r.Got, r.decimals())
	}
	return r.Printed
}

// valueEdit replaces a scalar's text in place: after its anchor and tag, inside its quotes.
func valueEdit(lines [][]byte, n *yaml.Node, val string) (edit, bool) {
	if n.Kind != yaml.ScalarNode || n.Line < 1 || n.Line > len(lines) {
		return edit{}, false
	}
	line := string(lines[n.Line-1])
	pos := byteOffset(line, n.Column-1)
	// yaml.v3 places a node with an anchor or a tag at the first of them.
	for pos < len(line) && (line[pos] == '&' || line[pos] == '!') {
		end := strings.IndexAny(line[pos:], " \t")
		if end < 0 {
			return edit{}, false
		}
		pos += end
		for pos < len(line) && (line[pos] == ' ' || line[pos] == '\t') {
			pos++
		}
	}
	old := n.Value
	switch n.Style &^ (yaml.TaggedStyle | yaml.FlowStyle) {
	case yaml.DoubleQuotedStyle, yaml.SingleQuotedStyle:
		if pos >= len(line) || line[pos] != '"' && line[pos] != '\'' {
			return edit{}, false
		}
		pos++
	case 0:
		if n.Tag == "!!null" {
			old = ""
			for _, null := range []string{"null", "Null", "NULL", "~"} {
				if strings.HasPrefix(line[pos:], null) {
					old = null
				}
			}
			if old == "" {
				// Nothing written: the value goes after the key's colon and a space.
				return edit{line: n.Line, start: pos, end: pos, text: " " + val}, strings.HasSuffix(strings.TrimRight(line[:pos], " \t"), ":")
			}
		}
	default:
		return edit{}, false
	}
	if !strings.HasPrefix(line[pos:], old) {
		return edit{}, false
	}
	return edit{line: n.Line, start: pos, end: pos + len(old), text: val}, true
}

// insertEdit adds missing scores to a system's expected mapping: at the end of a flow mapping
// ({BLEU: 27.1, chrF: 55.2}), or as lines after the last entry of a block mapping.
func (m *Manifest) insertEdit(lines [][]byte, s *System, rows []Row) (edit, bool) {
	var exp *yaml.Node
	for i := 0; i+1 < len(s.node.Content); i += 2 {
		if s.node.Content[i].Value == "expected" {
			exp = s.node.Content[i+1]
		}
	}
	if exp == nil || exp.Kind != yaml.MappingNode || exp.Anchor != "" {
		return edit{}, false
	}
	pairs := make([]string, len(rows))
	for i, r := range rows {
		pairs[i] = yamlKey(r.Metric) + ": " + pyfmt.Fixed(r.Got, r.decimals())
	}
	if len(exp.Content) == 0 {
		// "{}": the scores go inside the braces.
		if exp.Style&yaml.FlowStyle == 0 || exp.Line > len(lines) {
			return edit{}, false
		}
		line := string(lines[exp.Line-1])
		pos := byteOffset(line, exp.Column-1)
		if !strings.HasPrefix(line[pos:], "{") {
			return edit{}, false
		}
		return edit{line: exp.Line, start: pos + 1, end: pos + 1, text: strings.Join(pairs, ", ")}, true
	}
	lastKey, last := exp.Content[len(exp.Content)-2], exp.Content[len(exp.Content)-1]
	if last.Kind != yaml.ScalarNode || last.Line > len(lines) {
		return edit{}, false
	}
	ed, ok := valueEdit(lines, last, last.Value)
	if !ok || last.Tag == "!!null" {
		return edit{}, false
	}
	if exp.Style&yaml.FlowStyle != 0 {
		end := ed.end
		if last.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
			end++
		}
		return edit{line: last.Line, start: end, end: end, text: ", " + strings.Join(pairs, ", ")}, true
	}
	if lastKey.Line != last.Line {
		return edit{}, false
	}
	indent := strings.Repeat(" ", lastKey.Column-1)
	line := lines[last.Line-1]
	if !bytes.HasSuffix(line, []byte("\n")) {
		return edit{}, false
	}
	text := indent + strings.Join(pairs, "\n"+indent) + "\n"
	return edit{line: last.Line, start: len(line), end: len(line), text: text}, true
}

// yamlKey writes a metric name as a YAML key, quoted when it must be.
func yamlKey(name string) string {
	out, err := yaml.Marshal(name)
	if err != nil {
		return fmt.Sprintf("%q", name)
	}
	return strings.TrimSuffix(string(out), "\n")
}

// updateTree changes the drifted values and adds the missing ones through the YAML tree: comments
// stay, but yaml.v3 re-indents the document and drops blank lines. A changed value keeps its
// quotes; no tag is added.
func (m *Manifest) updateTree(rows []Row) ([]byte, error) {
	for _, r := range rows {
		if r.OK {
			continue
		}
		s := m.system(r.System)
		if s == nil {
			return nil, fmt.Errorf("%s: no system %q", m.Path, r.System)
		}
		e := s.Expected[r.Metric]
		val := newValue(r, e)
		if e != nil {
			e.node.Value, e.node.Tag = val, ""
			if e.node.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) == 0 {
				e.node.Style = 0
			}
			continue
		}
		exp := s.expectedNode()
		exp.Content = append(exp.Content,
			&yaml.Node{Kind: yaml.ScalarNode, Value: r.Metric},
			&yaml.Node{Kind: yaml.ScalarNode, Value: val})
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(m.doc); err != nil {
		return nil, err
	}
	return b.Bytes(), enc.Close()
}
