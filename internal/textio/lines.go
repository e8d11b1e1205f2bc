package textio

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

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
	if !utf8.ValidString(s) {
		col := 1
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size <= 1 {
				return "", fmt.Errorf("%s:%d: invalid UTF-8 (byte 0x%02x at column %d); use -e to name the file's encoding",
					lr.path, lr.line, s[i], col)
			}
			i += size
			col++
		}
	}
	return normalize.TrimRight(s), nil
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
