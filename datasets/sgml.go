package datasets

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sacre-mt/sacre/normalize"
)

// sgmlFieldnames mirrors FakeSGMLDataset.fieldnames(): src, then ref or ref:0..ref:k-1, then
// the document metadata, which wmt08* sets lack.
func sgmlFieldnames(s *Set, p *Pair) []string {
	fields := []string{"src"}
	if len(p.Paths) == 2 {
		fields = append(fields, "ref")
	} else {
		for i := range p.Paths[1:] {
			fields = append(fields, fmt.Sprintf("ref:%d", i))
		}
	}
	if !strings.HasPrefix(s.Name, "wmt08") {
		fields = append(fields, "docid", "genre", "origlang")
	}
	return fields
}

// processSGML mirrors FakeSGMLDataset.process_to_text() for one pair, which WMTAddition and
// IWSLT share: src and ref fields come from their own files, metadata from the source file.
func (c *Cache) processSGML(s *Set, p *Pair) error {
	raw := c.RawDir(s.Name)
	for i, field := range sgmlFieldnames(s, p) {
		out := c.TextPath(s.Name, p.Name, field)
		var err error
		switch {
		case strings.HasPrefix(field, "src") || strings.HasPrefix(field, "ref"):
			in := filepath.Join(raw, p.Paths[i])
			if s.Format == WMTAddition && !strings.HasSuffix(in, ".sgm") {
				err = convertLines(in, out, plainLine) // WMTAdditionDataset._convert_format
			} else {
				err = convertLines(in, out, sgmlSegment)
			}
		default:
			err = convertMeta(filepath.Join(raw, p.Paths[0]), field, out)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// sgmlSegment is _convert_format's step for one line: only lines starting "<seg " count.
func sgmlSegment(line string) (string, bool, error) {
	if !strings.HasPrefix(line, "<seg ") {
		return "", false, nil
	}
	return clean(segText(line)), true, nil
}

// segText mirrors re.sub(r"<seg.*?>(.*)</seg>.*?", r"\1", line) on a line that starts with
// "<seg ". The lazy ".*?>" stops at the first ">" after "<seg", the greedy "(.*)" runs to the
// last "</seg>" after that ">", and the final lazy ".*?" matches nothing, so what follows the
// last "</seg>" stays. Without a "</seg>" after the first ">", the line is left whole.
// "." cannot cross "\n", which only ends the line.
func segText(line string) string {
	gt := strings.IndexByte(line[len("<seg"):], '>')
	if gt < 0 {
		return line
	}
	start := len("<seg") + gt + 1
	end := strings.LastIndex(line[start:], "</seg>")
	if end < 0 {
		return line
	}
	return line[start:start+end] + line[start+end+len("</seg>"):]
}

// clean mirrors Dataset._clean, re.sub(r"\s+", " ", s.strip()): Python's \s and strip()
// share str.isspace(), so this is ' '.join(s.split()).
func clean(s string) string { return normalize.JoinFields(s) }

// convertMeta mirrors _convert_meta(): each "<seg " line gets the value of field from the
// latest "<doc " line that has one. A "<doc " line without it keeps the previous value.
func convertMeta(in, field, out string) error {
	value := ""
	return convertLines(in, out, func(line string) (string, bool, error) {
		if strings.HasPrefix(line, "<doc ") {
			if v, ok := firstAttr(line, field); ok {
				value = v
			}
			return "", false, nil
		}
		return value, strings.HasPrefix(line, "<seg "), nil
	})
}

// firstAttr mirrors re.search(rf'{field}="(.*?)"', line): the text between the first
// `field="` and the next quote. If the first occurrence has no closing quote, no later one has.
// The match need not start at an attribute boundary: "docid" also matches in "sysdocid".
func firstAttr(line, field string) (string, bool) {
	i := strings.Index(line, field+`="`)
	if i < 0 {
		return "", false
	}
	rest := line[i+len(field)+2:]
	j := strings.IndexByte(rest, '"')
	if j < 0 {
		return "", false
	}
	return rest[:j], true
}

// lastAttr mirrors re.sub(rf'.* {name}="([^"]+)".*\n', r'\1', line), with which
// filter_subset and get_available_origlangs read <doc> lines. The greedy ".*" picks the last
// ` name="` followed by a non-empty value and a quote, and the whole line becomes that value.
// With no such attribute, or no "\n" at the end (a last line), the line stays whole,
// newline included.
func lastAttr(line, name string) string {
	body, ok := strings.CutSuffix(line, "\n")
	if !ok {
		return line
	}
	key := " " + name + `="`
	for end := len(body); ; {
		i := strings.LastIndex(body[:end], key)
		if i < 0 {
			return line
		}
		rest := body[i+len(key):]
		if j := strings.IndexByte(rest, '"'); j > 0 {
			return rest[:j]
		}
		end = i + len(key) - 1
	}
}
