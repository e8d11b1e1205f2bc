package textio

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/textio/pycodec"
	"github.com/sacre-mt/sacre/normalize"
)

// A LineReader reads a UTF-8 file's lines one at a time, as ReadLines would give them: split
// at "\n" only, right-stripped, gzip-compressed when the name ends in ".gz", invalid UTF-8 an
// error naming the line.
type LineReader struct {
	path string
	f    *os.File
	zr   *gzip.Reader
	br   *bufio.Reader
	line int
}

// OpenLines opens path for reading line by line.
func OpenLines(path string) (*LineReader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	lr := &LineReader{path: path, f: f}
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		if lr.zr, err = gzip.NewReader(bufio.NewReaderSize(f, 1<<16)); err != nil {
			f.Close()
			return nil, fmt.Errorf("%s: not a gzip file: %w", path, err)
		}
		r = lr.zr
	}
	lr.br = bufio.NewReaderSize(r, 1<<16)
	return lr, nil
}

// Next returns the next line; io.EOF after the last one.
func (lr *LineReader) Next() (string, error) {
	s, err := lr.br.ReadString('\n')
	if err == io.EOF && s == "" {
		return "", io.EOF
	}
	if err != nil && err != io.EOF {
		return "", fmt.Errorf("%s: %w", lr.path, err)
	}
	lr.line++
	s = strings.TrimSuffix(s, "\n")
	if err := checkUTF8(s, lr.path, lr.line); err != nil {
		return "", err
	}
	return normalize.TrimRight(s), nil
}

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

// Close closes the file.
func (lr *LineReader) Close() error {
	if lr.zr != nil {
		lr.zr.Close()
	}
	return lr.f.Close()
}

// CountLines counts a UTF-8 file's lines as ReadLines would read them, checking the text,
// without holding it.
func CountLines(path string) (int, error) {
	lr, err := OpenLines(path)
	if err != nil {
		return 0, err
	}
	defer lr.Close()
	n := 0
	for {
		if _, err := lr.Next(); err == io.EOF {
			return n, nil
		} else if err != nil {
			return 0, err
		}
		n++
	}
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
