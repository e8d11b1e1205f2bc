package verify

import (
	"encoding/json"
	"strings"
)

// A Jupyter notebook is JSON whose cells hold their source and outputs as lists of strings.
// Scan reads the text of each cell's source and of its text outputs ("text", "text/plain",
// "text/markdown", "text/latex"), cells apart, each line numbered as the line of the
// notebook's file that holds its string.

// notebookKeys are the keys whose strings are a cell's text.
var notebookKeys = map[string]bool{"source": true, "text": true, "text/plain": true, "text/markdown": true, "text/latex": true}

// notebookText is a notebook's text to scan, nil if text is no notebook.
func notebookText(text string) *scanText {
	head := strings.TrimSpace(text[:min(len(text), 256)])
	if !strings.HasPrefix(head, "{") || !strings.Contains(text[:min(len(text), 1<<16)], `"cells"`) {
		return nil
	}
	nb := &notebook{src: text, dec: json.NewDecoder(strings.NewReader(text))}
	if !nb.value("", 0, false) || len(nb.lines) == 0 {
		return nil
	}
	return newScanText(strings.Join(nb.lines, "\n"), nb.numbers)
}

// notebook reads a notebook's JSON token by token, keeping each string's line.
type notebook struct {
	src     string
	dec     *json.Decoder
	lines   []string
	numbers []int
	line    int // the line of the decoder's offset
	lastOff int
	open    bool // the last line added did not end: the next string continues it
}

// lineAt is the 1-based line of offset off (offsets only grow).
func (nb *notebook) lineAt(off int) int {
	nb.line += strings.Count(nb.src[nb.lastOff:off], "\n")
	nb.lastOff = off
	return nb.line + 1
}

// value reads one JSON value, whose key is key (a list's items have their list's key), in a
// list or not.
func (nb *notebook) value(key string, depth int, inList bool) bool {
	tok, err := nb.dec.Token()
	if err != nil || depth > 64 {
		return false
	}
	switch v := tok.(type) {
	case json.Delim:
		return nb.container(v, key, depth)
	case string:
		if notebookKeys[key] {
			if !inList {
				nb.separate()
			}
			nb.add(v, nb.lineAt(int(nb.dec.InputOffset())))
		}
	}
	return true
}

// container reads an object's members or a list's items.
func (nb *notebook) container(d json.Delim, key string, depth int) bool {
	if notebookKeys[key] && d == '[' {
		nb.separate()
	}
	for nb.dec.More() {
		k := key
		if d == '{' {
			tok, err := nb.dec.Token()
			if err != nil {
				return false
			}
			k, _ = tok.(string)
		}
		if !nb.value(k, depth+1, d == '[') {
			return false
		}
	}
	_, err := nb.dec.Token()
	return err == nil
}

// add adds a string of a cell's text: its lines, each numbered as the string's line. A
// string that does not end in a line break is continued by the next one.
func (nb *notebook) add(s string, line int) {
	parts := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	if nb.open && len(nb.lines) > 0 {
		nb.lines[len(nb.lines)-1] += parts[0]
		parts = parts[1:]
	}
	for _, p := range parts {
		nb.lines, nb.numbers = append(nb.lines, p), append(nb.numbers, line)
	}
	nb.open = !strings.HasSuffix(s, "\n")
}

// separate sets the next text apart by a blank line.
func (nb *notebook) separate() {
	nb.open = false
	if len(nb.lines) == 0 {
		return
	}
	nb.lines, nb.numbers = append(nb.lines, ""), append(nb.numbers, nb.numbers[len(nb.numbers)-1])
}
