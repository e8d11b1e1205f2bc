package textio

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/textio/pycodec"
)

// checkUTF8 is the error for the first invalid UTF-8 in line n of a file, as ReadLines
// reports it, or nil.
func checkUTF8(s, name string, n int) error {
	if utf8.ValidString(s) {
		return nil
	}
	col := 1
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 {
			return fmt.Errorf("%s:%d: invalid UTF-8 (byte 0x%02x at column %d); use -e to name the file's encoding",
				name, n, s[i], col)
		}
		i += size
		col++
	}
	return nil
}

// UniversalLines reads UTF-8 text a line at a time as SplitUniversal splits it (Python's
// universal newlines: "\r\n", "\r" and "\n" end a line; lines are not stripped), for standard
// input. Invalid UTF-8 is an error naming the line and column as Decode's does (lines counted
// at "\n").
type UniversalLines struct {
	br      *bufio.Reader
	name    string
	line    int
	pending []string
	eof     bool
}

// NewUniversalLines reads r's lines; name is what errors call it ("<stdin>").
func NewUniversalLines(r io.Reader, name string) *UniversalLines {
	return &UniversalLines{br: bufio.NewReaderSize(r, 1<<16), name: name}
}

// Next returns the next line; io.EOF after the last one.
func (u *UniversalLines) Next() (string, error) {
	for len(u.pending) == 0 {
		if u.eof {
			return "", io.EOF
		}
		s, err := u.br.ReadString('\n')
		if err == io.EOF {
			u.eof = true
			if s == "" {
				return "", io.EOF
			}
		} else if err != nil {
			return "", fmt.Errorf("%s: %w", u.name, err)
		}
		u.line++
		if err := checkUTF8(s, u.name, u.line); err != nil {
			return "", err
		}
		// The text up to a "\n" holds one line per "\r" more ("\r\n" ends one line); at the
		// end of the input, a final "\r" ends the last line.
		c, nl := strings.CutSuffix(s, "\n")
		if nl {
			c = strings.TrimSuffix(c, "\r")
		} else if strings.HasSuffix(c, "\r") {
			c = c[:len(c)-1]
		}
		u.pending = strings.Split(c, "\r")
	}
	line := u.pending[0]
	u.pending = u.pending[1:]
	return line, nil
}

// A LineSource gives lines one at a time, io.EOF after the last.
type LineSource interface{ Next() (string, error) }

// StreamLines reads the lines of r (named name in errors) as scoring reads a file: strictly
// decoded with the encoding (Python's codec names), split as Python's universal newlines
// split them. UTF-8 is read a line at a time, so that r may be a pipe that never ends; another
// codec, which may keep state from line to line (UTF-16, ISO-2022), decodes the whole input
// first.
func StreamLines(r io.Reader, encoding, name string) (LineSource, error) {
	if pycodec.Module(encoding) == "utf_8" {
		return NewUniversalLines(r, name), nil
	}
	raw, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", name, err)
	}
	text, err := Decode(raw, encoding, name)
	if err != nil {
		return nil, err
	}
	return &sliceLines{lines: SplitUniversal(text)}, nil
}

// sliceLines are lines already split.
type sliceLines struct{ lines []string }

func (s *sliceLines) Next() (string, error) {
	if len(s.lines) == 0 {
		return "", io.EOF
	}
	line := s.lines[0]
	s.lines = s.lines[1:]
	return line, nil
}
