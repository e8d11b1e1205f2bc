package sclite

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Segment is one record of an stm reference: "file channel speaker begin end [<labels>] text",
// as sclite's parse_stm_line splits it.
type Segment struct {
	File, Channel, Speaker string
	T1, T2                 float64
	Labels                 string // the "<...>" token after the times, "" when none
	Text                   string // the rest of the line, from its first token
	Line                   int    // 1-based line number in the file
}

// Ignored reports whether sclite leaves the segment (and the hypothesis words matched to it)
// out of scoring: its text contains IGNORE_TIME_SEGMENT_IN_SCORING, or the same without the
// underscores, anywhere and in any case (sclite's TEXT_strstr is case-insensitive and does not
// look for word boundaries).
func (s *Segment) Ignored() bool {
	return containsFold(s.Text, "IGNORE_TIME_SEGMENT_IN_SCORING") ||
		containsFold(s.Text, "IGNORETIMESEGMENTINSCORING")
}

// STM is a parsed stm reference file.
type STM struct {
	Name       string
	Segments   []Segment
	Labels     []Label  // ";; LABEL" definitions, without duplicates
	Categories []Label  // ";; CATEGORY" definitions
	Warnings   []string // what sclite prints on stderr while reading the segments, a line each (without its last newline)
	// labelWarnings are printed when sclite reads the file again for its labels.
	labelWarnings []string
	// warnSeg gives, for each of Warnings, the segment sclite is reading when it prints it
	// (len(Segments) for the lines after the last segment), and lastAtEOF whether the last
	// segment's line ends the file without a newline: sclite reads the file by blocks as it
	// aligns, so these place the warnings among the others (stmCursor).
	warnSeg   []int
	lastAtEOF bool
}

// ReadSTM reads an stm file as sclite's fill_STM does. Unless caseSense (-s), every line is
// lower-cased before it is split, as sclite does: file, channel and speaker names and labels
// included. name is used in errors, which wrap ErrInput.
//
// sclite's quirks kept here: ";;" lines and "**" lines are skipped, a line starting with a
// single ';' or '*' is read as a segment after a warning, and a last line without a newline is
// read as a segment even when it is a comment. sclite crashes on a line with fewer than five
// fields; this returns an error instead.
func ReadSTM(r io.Reader, name string, caseSense bool) (*STM, error) {
	stm := &STM{Name: name}
	lines := newLineReader(r)
	for {
		line, n, atEOF, ok := lines.next()
		if !ok {
			return stm, lines.err(name)
		}
		if !utf8.ValidString(line) {
			return nil, refuse(fmt.Errorf("%w: %s:%d: invalid UTF-8 (sacre reads UTF-8 only; sclite's 8-bit mode would read the bytes)", ErrInput, name, n))
		}
		addLabelLine(line, &stm.Labels, &stm.Categories, &stm.labelWarnings)
		// read_stm_line tests a line only while the file is not at its end, so a last line
		// without a newline is parsed whatever it is.
		skip := !atEOF && skipSTMLine(line, &stm.Warnings)
		for len(stm.warnSeg) < len(stm.Warnings) {
			stm.warnSeg = append(stm.warnSeg, len(stm.Segments))
		}
		if skip {
			continue
		}
		if !caseSense {
			line = foldCase(line)
		}
		seg, err := parseSTMLine(line)
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %v", ErrInput, name, n, err)
		}
		seg.Line = n
		stm.Segments = append(stm.Segments, seg)
		stm.lastAtEOF = atEOF
	}
}

// skipSTMLine is sclite's read_stm_line test: comments (";;"), comment information ("**") and
// blank lines are skipped; a single ';' or '*' only draws a warning.
func skipSTMLine(line string, warnings *[]string) bool {
	if isComment(line, warnings) || isCommentInfo(line, warnings) {
		return true
	}
	return stmBlank(line)
}

// isComment is sclite's TEXT_is_comment, with its warning.
func isComment(line string, warnings *[]string) bool {
	return isMarked(line, ';', warnings, "comment")
}

// isCommentInfo is sclite's TEXT_is_comment_info, with its warning.
func isCommentInfo(line string, warnings *[]string) bool {
	return isMarked(line, '*', warnings, "comment info")
}

func isMarked(line string, c byte, warnings *[]string, what string) bool {
	if line == "" || line[0] != c {
		return false
	}
	if len(line) > 1 && line[1] == c {
		return true
	}
	// sclite prints the line as read, newline included, then one more: the warning is kept
	// without the last, as every warning here is a line without its newline.
	*warnings = append(*warnings, fmt.Sprintf("Warning: The comment designation is now %c%c, the line below\n"+
		"         has only one %s character, this may be an error\n         %s", c, c, what, line))
	return false
}

// stmBlank is sclite's TEXT_is_empty on a line (any byte above 127 counts as text).
func stmBlank(line string) bool {
	for i := 0; i < len(line); i++ {
		if !isSpace(line[i]) {
			return false
		}
	}
	return true
}

const stmDelims = " \t\n"

// parseSTMLine splits one stm line as parse_stm_line does with strtok: five fields, an optional
// "<labels>" token, and the text, which is the rest of the line from its first token (only that
// token's delimiter becomes a space; the final newline is dropped).
func parseSTMLine(line string) (Segment, error) {
	var seg Segment
	var fields [5]string
	rest := line
	for i := range fields {
		var ok bool
		fields[i], rest, ok = stmToken(rest)
		if !ok {
			return seg, fmt.Errorf("stm line has %d fields, sclite needs at least 5 (file channel speaker begin end): %q",
				i, strings.TrimRight(line, "\n"))
		}
	}
	seg.File, seg.Channel, seg.Speaker = fields[0], fields[1], fields[2]
	// sclite's TEXT_atof returns a C float: segment times are rounded to float32, which
	// decides which words a segment ends before and how R_T1 and R_T2 print.
	seg.T1, seg.T2 = float64(float32(cAtof(fields[3]))), float64(float32(cAtof(fields[4])))
	tok, after, ok := stmToken(rest)
	if ok && tok[0] == '<' {
		seg.Labels = tok
		tok, after, ok = stmToken(after)
	}
	if ok {
		if after != "" { // strtok's NUL after the token becomes a space again
			after = " " + after[1:]
		}
		seg.Text = tok + after
		if n := len(seg.Text); n > 1 && seg.Text[n-1] == '\n' {
			seg.Text = seg.Text[:n-1]
		}
	}
	return seg, nil
}

// stmToken is strtok(" \t\n"): it skips delimiters and returns the token and what follows
// it, delimiter included.
func stmToken(s string) (tok, rest string, ok bool) {
	i := 0
	for i < len(s) && strings.IndexByte(stmDelims, s[i]) >= 0 {
		i++
	}
	if i == len(s) {
		return "", "", false
	}
	j := i
	for j < len(s) && strings.IndexByte(stmDelims, s[j]) < 0 {
		j++
	}
	return s[i:j], s[j:], true
}

// cAtof reads a number as C's atof does: leading white space, then the longest prefix that is a
// number (decimal, "inf" or "nan"); 0 when there is none. sclite reads every time this way,
// so "abc" is 0 and "1.5s" is 1.5.
func cAtof(s string) float64 {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	end := numberPrefix(s)
	if end == 0 {
		return 0
	}
	// Out of range, ParseFloat returns ±Inf or 0 with an error, as strtod does.
	v, _ := strconv.ParseFloat(s[:end], 64)
	return v
}

// numberPrefix returns the length of the longest prefix of s that strtod reads as a decimal
// number, infinity or NaN.
func numberPrefix(s string) int {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	for _, word := range []string{"infinity", "inf", "nan"} {
		if len(s)-i >= len(word) && strings.EqualFold(s[i:i+len(word)], word) {
			return i + len(word)
		}
	}
	digits := 0
	for ; i < len(s) && isDigit(s[i]); i++ {
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for ; i < len(s) && isDigit(s[i]); i++ {
			digits++
		}
	}
	if digits == 0 {
		return 0
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && isDigit(s[j]) {
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			i = j
		}
	}
	return i
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// containsFold is sclite's TEXT_strstr: an ASCII case-insensitive substring search.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// addLabelLine reads a ";; LABEL" or ";; CATEGORY" definition as sclite's
// parse_input_comment_line does when load_comment_labels_from_file reads a file again at the
// end: from the raw line (never case-folded), dropping exact duplicates and definitions with
// fewer than three quoted strings. sclite reads the reference's, then the hypothesis's.
func addLabelLine(line string, labels, categories *[]Label, warnings *[]string) {
	if !isComment(line, warnings) {
		return
	}
	var list *[]Label
	switch {
	case strings.HasPrefix(line, ";; LABEL "):
		list = labels
	case strings.HasPrefix(line, ";; CATEGORY "):
		list = categories
	default:
		return
	}
	var q [3]string
	rest := line
	for i := range q {
		var ok bool
		if q[i], rest, ok = quoted(rest); !ok {
			return
		}
	}
	*list = addLabels(*list, []Label{{ID: q[0], Title: q[1], Desc: q[2]}})
}

// quoted returns the text between the next two '"' of s and what follows.
func quoted(s string) (string, string, bool) {
	_, after, ok := strings.Cut(s, `"`)
	if !ok {
		return "", "", false
	}
	in, after, ok := strings.Cut(after, `"`)
	return in, after, ok
}

// lineReader returns lines with their newline, as fgets does, numbering them.
type lineReader struct {
	br   *bufio.Reader
	n    int
	fail error
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{br: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next line with its '\n', its number, and whether it ended at the end of
// the input without a newline (when C's feof becomes true after fgets); ok is false at the
// end. As in C, a line stops at a NUL byte.
func (lr *lineReader) next() (line string, n int, atEOF, ok bool) {
	b, err := lr.br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		full := append([]byte(nil), b...)
		for err == bufio.ErrBufferFull {
			b, err = lr.br.ReadSlice('\n')
			full = append(full, b...)
		}
		b = full
	}
	if err != nil && err != io.EOF {
		lr.fail = err
		return "", lr.n, true, false
	}
	if len(b) == 0 {
		return "", lr.n, true, false
	}
	lr.n++
	atEOF = b[len(b)-1] != '\n'
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return string(b), lr.n, atEOF, true
}

// err is the read error that ended the lines, if any, wrapped for file name.
func (lr *lineReader) err(name string) error {
	if lr.fail == nil {
		return nil
	}
	return fmt.Errorf("%w: %s: %v", ErrInput, name, lr.fail)
}
