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
			return nil, refuse(fmt.Errorf("%w: %s:%d: invalid UTF-8 (sacre reads UTF-8 only; sclite's 8-bit mode would read the bytes)", ErrInput, name, n))
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

// ctmCursor follows sclite's table of ctm tokens (WTOKE_STR1) as it reads the file by blocks
// while aligning: which tokens it has read (for its has_conf flag) and which token each slot
// of the table holds (for what it reads outside a range).
type ctmCursor struct {
	ctm    *CTM
	loaded int // tokens read
	base   int // the token in slot 1 (slot 0 is never written and reads as a zero token)
	n      int // slots in use, 1..n: tokens base..loaded-1
	atEOF  bool
	// slots gives the token each slot holds, -1 for memory never written; slots past n keep
	// what they held before the table was moved down (nil until the first read).
	slots []int32
}

// load is fill_WTOKE_structure with the table starting at token start: it makes sure that the
// file (conversation) of that token is loaded whole. When it reads, fill_mark_struct first
// moves the table down so that start is in slot 1, then reads until the table holds one token
// less than its size, growing it by 1.3 while the last token read belongs to the file in slot
// 1; it reads nothing, and reports the end of the file, when the table is full already.
func (c *ctmCursor) load(start int) {
	if c.slots == nil {
		c.slots = make([]int32, ctmBlock)
		for i := range c.slots {
			c.slots[i] = -1
		}
	}
	eof := c.atEOF
	for !eof && c.fileRunsOn(start) {
		eof = c.fillMark(start)
	}
}

// fileRunsOn is locate_WTOKE_boundary by file finding no end: the tokens from start to the
// last loaded all belong to start's file (or start is past them).
func (c *ctmCursor) fileRunsOn(start int) bool {
	toks := c.ctm.Tokens
	for i := start + 1; i < c.loaded; i++ {
		if toks[i].File != toks[start].File {
			return false
		}
	}
	return true
}

// fillMark is fill_mark_struct; it returns its end-of-file flag.
func (c *ctmCursor) fillMark(start int) bool {
	if s := start - c.base + 1; s > 1 {
		for i := s; i <= c.n; i++ {
			c.slots[i-s+1] = c.slots[i]
		}
		c.n -= s - 1
		c.base = start
	}
	toks := c.ctm.Tokens
	read := false
	for c.n < len(c.slots)-1 {
		if c.loaded == len(toks) {
			c.atEOF = true
			return true
		}
		read = true
		c.n++
		c.slots[c.n] = int32(c.loaded)
		c.loaded++
		if c.n >= len(c.slots)-1 && toks[c.slots[c.n]].File == toks[c.slots[1]].File {
			grown := make([]int32, int(float64(len(c.slots))*1.3))
			for i := copy(grown, c.slots); i < len(grown); i++ {
				grown[i] = -1
			}
			c.slots = grown
		}
	}
	return !read // no line was read: sclite's fgets result is still NULL
}

// slot returns the token in slot i of the table, nil for a zero token.
func (c *ctmCursor) slot(i int) *Token {
	if i < 1 || i >= len(c.slots) || c.slots[i] < 0 {
		return nil
	}
	return &c.ctm.Tokens[c.slots[i]]
}

// at returns token i if the table holds it in its slots (or reads it past them), nil for a
// zero token.
func (c *ctmCursor) at(i int) *Token { return c.slot(i - c.base + 1) }

// hasConfAt is sclite's has_conf once the file starting at token start is loaded: whether any
// token read so far had a confidence. sclite never resets the flag, so a file can get
// confidences from a later file's tokens read with it.
func (c *ctmCursor) hasConfAt(start int) bool {
	c.load(start)
	return c.ctm.firstConf < c.loaded
}
