package sclite

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// TRN is a transcript file in sclite's trn format: one utterance a line, its text followed by
// its id in parentheses, "the cat sat (spk1_001)".
type TRN struct {
	Name       string      // the file name, for messages and the SGML's ref_fname/hyp_fname
	Utts       []Utterance // in file order
	Labels     []Label     // ";; LABEL "id" "title" "desc"" lines, in file order
	Categories []Label     // ";; CATEGORY "id" "title" "desc"" lines
	// Unterminated is a last line without its '\n'. sclite never reads it (its fgets loop
	// stops at end of file before using the line), so Score ignores it too.
	Unterminated string
}

// Utterance is one line of a trn file.
type Utterance struct {
	ID   string // the id with its parentheses, as written: "(spk1_001)"
	Text string // the text before the id, spaces kept
	Line int    // the line number, from 1
}

// ReadTRN reads a trn file as sclite does: lines starting ";;" are comments (sclite keeps
// the LABEL and CATEGORY ones), lines starting "**" and blank lines are skipped, the id is
// the text between the last '(' and the last ')'. name is used in messages; every error
// wraps ErrInput and names the file and line: a line without an id, a lone parenthesis,
// invalid UTF-8 (sclite's 8-bit mode would read it as bytes; sacre reads UTF-8 only).
func ReadTRN(r io.Reader, name string) (*TRN, error) {
	t := &TRN{Name: name}
	br := bufio.NewReaderSize(r, 1<<16)
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		if err != nil && err != io.EOF {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if err == io.EOF {
			if len(line) > 0 && !isBlank(line) {
				t.Unterminated = string(line)
			}
			return t, nil
		}
		if perr := t.addLine(line[:len(line)-1], n); perr != nil {
			return nil, perr
		}
	}
}

// addLine reads one complete line.
func (t *TRN) addLine(line []byte, n int) error {
	switch {
	case bytes.HasPrefix(line, []byte(";;")):
		t.addComment(string(line))
		return nil
	case bytes.HasPrefix(line, []byte("**")), isBlank(line):
		return nil
	}
	if !utf8.Valid(line) {
		return refuse(fmt.Errorf("%w: %s:%d: invalid UTF-8 (sacre reads UTF-8 only; sclite's 8-bit mode would read the bytes)", ErrInput, t.Name, n))
	}
	if bytes.IndexByte(line, 0) >= 0 {
		return refuse(fmt.Errorf("%w: %s:%d: NUL byte in the line", ErrInput, t.Name, n))
	}
	s := string(line)
	l, r := strings.LastIndexByte(s, '('), strings.LastIndexByte(s, ')')
	switch {
	case (l < 0) != (r < 0):
		return fmt.Errorf("%w: %s:%d: unparsable utterance id %q", ErrInput, t.Name, n, s)
	case l < 0 || l > r:
		return fmt.Errorf("%w: %s:%d: no utterance id \"(...)\" at the end of the line", ErrInput, t.Name, n)
	}
	t.Utts = append(t.Utts, Utterance{ID: s[l : r+1], Text: s[:l], Line: n})
	return nil
}

// isBlank is sclite's TEXT_is_empty: only C spaces.
func isBlank(b []byte) bool {
	for _, c := range b {
		if !isSpace(c) {
			return false
		}
	}
	return true
}

// addComment keeps a ";; LABEL " or ";; CATEGORY " line's three quoted fields, as sclite's
// parse_input_comment_line does; malformed ones are ignored, as sclite ignores them.
func (t *TRN) addComment(line string) {
	var to *[]Label
	switch {
	case strings.HasPrefix(line, ";; LABEL "):
		to = &t.Labels
	case strings.HasPrefix(line, ";; CATEGORY "):
		to = &t.Categories
	default:
		return
	}
	var f [3]string
	rest := line
	for i := range f {
		_, after, ok := strings.Cut(rest, `"`)
		if !ok {
			return
		}
		f[i], rest, ok = strings.Cut(after, `"`)
		if !ok {
			return
		}
	}
	*to = append(*to, Label{ID: f[0], Title: f[1], Desc: f[2]})
}

// addLabels appends the labels sclite has not seen yet: it drops an exact duplicate.
func addLabels(to []Label, from []Label) []Label {
	for _, l := range from {
		dup := false
		for _, k := range to {
			dup = dup || k == l
		}
		if !dup {
			to = append(to, l)
		}
	}
	return to
}

// speakerOf is sclite's extract_speaker. ok is false when an rm-style id has neither '-'
// nor '_'; sclite then prints an error and goes on with the previous utterance's speaker.
func speakerOf(id string, it idType) (spk string, ok bool) {
	switch it {
	case idSP:
		return id, true
	case idWSJ:
		return id[1:min(len(id), 4)], true
	}
	p := strings.IndexByte(id, '-')
	if p < 0 {
		p = strings.IndexByte(id, '_')
	}
	if p < 0 {
		return "", false
	}
	return id[1:p], true
}
