package sclite

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Token is one record of a ctm file, "file channel begin duration word [confidence [correct]]",
// as sclite's fill_mark_struct reads it. Alternations are spelled over several records:
// "<ALT_BEGIN>", the words of each alternative separated by "<ALT>", then "<ALT_END>".
type Token struct {
	File, Channel string
	T1, Dur       float64
	Text          string
	Conf          float64 // 0 when absent or "NA", as sclite stores it (a C float)
	HasConf       bool    // the record has a confidence other than "NA"
	BadTime       bool    // the begin time was written "&&t" (sclite's bad_marking)
	Alternate     bool    // part of an alternation, markers included
	Line          int
}

// IsAltMarker reports whether the token is one of the alternation markers ("<ALT" and anything
// after it, in any case, as sclite's TEXT_strCcasecmp(..., 4) tests).
func (t *Token) IsAltMarker() bool {
	return len(t.Text) >= 4 && strings.EqualFold(t.Text[:4], "<ALT")
}

// Mid is the token's midpoint, which sclite compares with a segment's end time.
func (t *Token) Mid() float64 { return t.T1 + t.Dur/2.0 }

// CTM is a parsed ctm file.
type CTM struct {
	Name       string
	Tokens     []Token
	Labels     []Label // ";; LABEL" definitions, without duplicates
	Categories []Label // ";; CATEGORY" definitions
	// labelWarnings are printed when sclite reads the file again for its labels.
	labelWarnings []string
	// firstConf is the index of the first token with a confidence (len(Tokens) when none):
	// whether words carry confidences depends on how much sclite has read (ctmCursor).
	firstConf int
}

// ctmFieldMax is sclite's LINE_LENGTH: fill_mark_struct copies each field with
// TEXT_strBcpy(..., 500), which keeps at most 500 bytes.
const ctmFieldMax = 500

// ReadCTM reads a ctm file as sclite's fill_mark_struct does. Unless caseSense (-s), each
// record is lower-cased before it is split, as sclite does. Lines that
// start with ';' are comments. An empty line is an error, as in sclite ("Conversation is
// empty"); sclite crashes on a record with fewer than five fields, this returns an error.
// Errors wrap ErrInput and name the file and line.
func ReadCTM(r io.Reader, name string, caseSense bool) (*CTM, error) {
	ctm := &CTM{Name: name, firstConf: -1}
	lines := newLineReader(r)
	for {
		line, n, _, ok := lines.next()
		if !ok {
			break
		}
		if !utf8.ValidString(line) {
			return nil, fmt.Errorf("%w: %s:%d: invalid UTF-8 (sacre reads UTF-8 only; sclite's 8-bit mode would read the bytes)", ErrInput, name, n)
		}
		addLabelLine(line, &ctm.Labels, &ctm.Categories, &ctm.labelWarnings)
		if strings.HasPrefix(line, ";") {
			continue
		}
		if !caseSense {
			line = foldCase(line)
		}
		tok, err := parseCTMLine(strings.TrimSuffix(line, "\n"))
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %v", ErrInput, name, n, err)
		}
		tok.Line = n
		ctm.add(tok)
	}
	if err := lines.err(name); err != nil {
		return nil, err
	}
	if ctm.firstConf < 0 {
		ctm.firstConf = len(ctm.Tokens)
	}
	return ctm, nil
}

// add appends a token, marking it as in an alternation as sclite does: from a marker starting
// with "<ALT" through the following "<ALT_END>".
func (c *CTM) add(t Token) {
	if n := len(c.Tokens); n > 0 {
		prev := &c.Tokens[n-1]
		t.Alternate = prev.Alternate && !strings.EqualFold(prev.Text, "<ALT_END>")
	}
	if t.IsAltMarker() {
		t.Alternate = true
	}
	if t.HasConf && c.firstConf < 0 {
		c.firstConf = len(c.Tokens)
	}
	c.Tokens = append(c.Tokens, t)
}

// parseCTMLine splits a record (without its newline) at spaces, tabs and newlines.
func parseCTMLine(line string) (Token, error) {
	var t Token
	if line == "" {
		return t, fmt.Errorf("empty line (sclite: \"Conversation is empty\")")
	}
	var f [7]string
	nf := 0
	for rest := line; nf < len(f); nf++ {
		tok, after, ok := stmToken(rest)
		if !ok {
			break
		}
		if len(tok) > ctmFieldMax {
			tok = tok[:ctmFieldMax]
		}
		f[nf], rest = tok, after
	}
	if nf < 5 {
		return t, fmt.Errorf("ctm record has %d fields, sclite needs at least 5 (file channel begin duration word): %q", nf, line)
	}
	t.File, t.Channel, t.Text = f[0], f[1], f[4]
	if strings.HasPrefix(f[2], "&&") {
		t.BadTime, f[2] = true, f[2][2:]
	}
	t.T1, t.Dur = cAtof(f[2]), cAtof(f[3])
	if f[5] != "" && !strings.EqualFold(f[5], "NA") {
		t.Conf, t.HasConf = float64(float32(cAtof(f[5]))), true
	}
	return t, nil
}

// ctmBlock is the number of words sclite's WTOKE_STR1_init makes room for; fill_mark_struct
// reads until one less is held, and grows the table by 1.3 only while the file being read
// continues.
const ctmBlock = 5000

// loadedAfter returns how many tokens sclite has read from the ctm once it has made sure
// that the file (conversation) starting at token start is fully loaded, when loaded tokens had
// been read before and its table holds *capacity (updated). It follows fill_WTOKE_structure and
// fill_mark_struct: the table keeps the tokens from start on and reads until it holds
// capacity-1 of them, growing by 1.3 only while the last token read belongs to the file at the
// table's head. Only the confidence flag depends on it (see ctmCursor).
func (c *CTM) loadedAfter(start, loaded int, capacity *int) int {
	for loaded < len(c.Tokens) && c.fileEnd(start, loaded) == loaded {
		held := max(loaded-start, 0)
		if held >= *capacity-1 {
			return loaded // fill_mark_struct reads nothing and reports the end of file
		}
		for held < *capacity-1 && loaded < len(c.Tokens) {
			loaded++
			held++
			if held >= *capacity-1 && c.Tokens[loaded-1].File == c.Tokens[max(start, loaded-held)].File {
				*capacity = int(float64(*capacity) * 1.3)
			}
		}
	}
	return loaded
}

// fileEnd returns the index after the last loaded token of the file starting at start, or
// loaded when that file runs to the end of what is loaded.
func (c *CTM) fileEnd(start, loaded int) int {
	for i := start; i < loaded; i++ {
		if c.Tokens[i].File != c.Tokens[start].File {
			return i
		}
	}
	return loaded
}
