package analysis

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// ErrEncoding reports input that is not UTF-8, which compare-mt's open(..., encoding="utf-8")
// refuses too.
var ErrEncoding = errors.New("analysis: invalid UTF-8")

// eachToken calls yield with the tokens of line as compare-mt's corpus_utils.load_tokens
// makes them: line.strip().split(' '). Python's strip removes all of its whitespace
// (normalize.Strip) but split(' ') cuts at single spaces only, so an empty line is one empty
// token and two spaces make an empty token between them; a tab stays inside a token.
func eachToken(line string, yield func(string)) {
	s := normalize.Strip(line)
	for {
		i := strings.IndexByte(s, ' ')
		if i < 0 {
			yield(s)
			return
		}
		yield(s[:i])
		s = s[i+1:]
	}
}

// ReadLines reads r as compare-mt reads its input files: UTF-8, a line ended by "\n", "\r\n"
// or "\r" (Python's universal newlines; U+0085 and U+2028 do not end a line). Lines keep
// their other whitespace: the analyses strip it as compare-mt does.
func ReadLines(r io.Reader) ([]string, error) {
	var lines []string
	err := eachLine(r, func(line string) error {
		lines = append(lines, line)
		return nil
	})
	return lines, err
}

// eachLine calls f with each line of r, read as ReadLines reads it; errors name the line.
func eachLine(r io.Reader, f func(string) error) error {
	br := bufio.NewReaderSize(r, 1<<16)
	n := 0
	for {
		s, err := br.ReadString('\n')
		if err != nil && err != io.EOF {
			return fmt.Errorf("analysis: after line %d: %w", n, err)
		}
		if s == "" {
			return nil
		}
		// One "\n" ends a text holding one line per "\r" more; "\r\n" ends one line, and so
		// does a "\r" at the end of the input.
		body, nl := strings.CutSuffix(s, "\n")
		if nl || strings.HasSuffix(body, "\r") {
			body = strings.TrimSuffix(body, "\r")
		}
		for line := range strings.SplitSeq(body, "\r") {
			n++
			if !utf8.ValidString(line) {
				return fmt.Errorf("%w on line %d", ErrEncoding, n)
			}
			if err := f(line); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}
