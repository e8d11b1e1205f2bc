package datasets

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// readRaw returns the bytes of a file as SacreBLEU's smart_open() reads it: gunzipped when the
// name ends in .gz.
func readRaw(path string) ([]byte, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &Error{Err: ErrMissingFile, Exception: "FileNotFoundError",
			Lines: []string{"[Errno 2] No such file or directory: " + repr(path)}}
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if !strings.HasSuffix(path, ".gz") {
		return io.ReadAll(f)
	}
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("datasets: %s: %w", path, err)
	}
	return io.ReadAll(z)
}

// readLines returns the lines of a UTF-8 text file, each with its "\n" when it has one:
// smart_open() opens files with newline="\n", so "\r" does not end a line.
//
// Invalid UTF-8 is SacreBLEU's UnicodeDecodeError, which comes with the lines Python had read
// by then: it decodes 8 KiB chunks, so it yields the complete lines of the chunks before the
// one where its decoder fails.
func readLines(path string) ([]string, error) {
	data, err := readRaw(path)
	if err != nil {
		return nil, err
	}
	if utf8.Valid(data) {
		return splitLines(string(data)), nil
	}
	bad := invalidAt(data)
	limit := len(data)
	if fail := bad + validPrefix(data[bad:]); fail < len(data) {
		limit = fail / textChunk * textChunk
	}
	good := string(data[:min(limit, bad)])
	lines := splitLines(good[:strings.LastIndexByte(good, '\n')+1])
	return lines, crash(ErrMalformed, "UnicodeDecodeError",
		fmt.Sprintf("'utf-8' codec can't decode byte 0x%02x in position %d", data[bad], bad))
}

// textChunk is the size of the chunks Python's TextIOWrapper decodes.
const textChunk = 8192

// invalidAt is the offset of the first invalid UTF-8 sequence in data.
func invalidAt(data []byte) int {
	for i := 0; i < len(data); {
		r, w := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && w == 1 {
			return i
		}
		i += w
	}
	return len(data)
}

// validPrefix is how many bytes of the invalid sequence at the start of b Python's UTF-8
// decoder accepts before it fails: none for a bad first byte, else the first byte and the
// continuation bytes that fit its range.
func validPrefix(b []byte) int {
	need, lo, hi := 0, byte(0x80), byte(0xBF)
	switch c := b[0]; {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lo = 2, 0xA0
	case c == 0xED:
		need, hi = 2, 0x9F
	case c >= 0xE1 && c <= 0xEF:
		need = 2
	case c == 0xF0:
		need, lo = 3, 0x90
	case c == 0xF4:
		need, hi = 3, 0x8F
	case c >= 0xF1 && c <= 0xF3:
		need = 3
	default:
		return 0
	}
	n := 1
	for ; n <= need && n < len(b) && b[n] >= lo && b[n] <= hi; n++ {
		lo, hi = 0x80, 0xBF
	}
	return n
}

// splitLines splits after each "\n", as iterating over a Python file does.
func splitLines(s string) []string {
	lines := make([]string, 0, strings.Count(s, "\n")+1)
	for len(s) > 0 {
		i := strings.IndexByte(s, '\n') + 1
		if i == 0 {
			i = len(s)
		}
		lines = append(lines, s[:i])
		s = s[i:]
	}
	return lines
}

// writeLines writes each line and "\n", as print(line, file=f) does. Like SacreBLEU, when line
// fails half way, the lines before it stay in the file. Unlike SacreBLEU, the file appears
// whole: it is written under a temporary name and renamed, so that a process converting the
// same set at the same time never reads it half written.
func writeLines(path string, n int, line func(i int) (string, error)) error {
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())              // after a rename, there is nothing left to remove
	if err := f.Chmod(0o644); err != nil { // CreateTemp makes it private
		f.Close()
		return err
	}
	w := bufio.NewWriter(f)
	var lineErr error
	for i := 0; i < n && lineErr == nil; i++ {
		var s string
		if s, lineErr = line(i); lineErr == nil {
			w.WriteString(s)
			w.WriteByte('\n')
		}
	}
	werr := w.Flush()
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(f.Name(), path)
	}
	if lineErr != nil {
		return lineErr
	}
	return werr
}

// convertLines writes conv's output for each input line it keeps.
// The input is read first, so a decoding error leaves the lines before it in the output.
func convertLines(in, out string, conv func(line string) (string, bool, error)) error {
	lines, err := readLines(in)
	var e *Error
	if err != nil && !(errors.As(err, &e) && e.Exception == "UnicodeDecodeError") {
		return err // the input cannot be opened: SacreBLEU fails before creating the output
	}
	var kept []string
	for _, line := range lines {
		s, keep, convErr := conv(line)
		if convErr != nil {
			err = convErr
			break
		}
		if keep {
			kept = append(kept, s)
		}
	}
	if werr := writeLines(out, len(kept), func(i int) (string, error) { return kept[i], nil }); werr != nil {
		return werr
	}
	return err
}
