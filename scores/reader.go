package scores

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// maxLine is the longest line read, a variable so that tests can lower it.
var maxLine = 64 << 20

const signaturePrefix = "# signature:"

// A lineReader gives a file's lines one at a time, checked: at most maxLine bytes, valid
// UTF-8, without "\n" or "\r\n", and without a leading byte order mark. A first line
// "# signature: ..." is kept aside as the signature rather than given.
type lineReader struct {
	path string
	br   *bufio.Reader
	n    int    // the number of the last line given
	buf  []byte // the last line given, reused
	sig  string
}

func newLineReader(path string, br *bufio.Reader) *lineReader {
	return &lineReader{path: path, br: br}
}

// next returns the next line, valid until the following call, and its number; io.EOF after
// the last.
func (r *lineReader) next() ([]byte, int, error) {
	line, err := r.read()
	if err == nil && r.n == 1 {
		line = bytes.TrimPrefix(line, []byte("\uFEFF"))
		if s, ok := bytes.CutPrefix(line, []byte(signaturePrefix)); ok {
			r.sig = strings.TrimSpace(string(s))
			line, err = r.read()
		}
	}
	return line, r.n, err
}

func (r *lineReader) read() ([]byte, error) {
	r.buf = r.buf[:0]
	for {
		chunk, err := r.br.ReadSlice('\n')
		// The bound comes before the append, so that no line costs more than maxLine bytes.
		if len(r.buf)+len(chunk) > maxLine+1 {
			return nil, errorAt(r.path, r.n+1, ErrLineTooLong, "over "+strconv.Itoa(maxLine)+" bytes")
		}
		r.buf = append(r.buf, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && len(r.buf) == 0 {
			return nil, io.EOF
		}
		if err != nil && err != io.EOF {
			return nil, &Error{Path: r.path, Kind: ErrFile, Err: unwrapPath(err)}
		}
		break
	}
	r.n++
	line := bytes.TrimSuffix(bytes.TrimSuffix(r.buf, []byte("\n")), []byte("\r"))
	if !utf8.Valid(line) {
		return nil, errorAt(r.path, r.n, ErrUTF8, invalidUTF8(line))
	}
	return line, nil
}

// invalidUTF8 describes the first byte of b that is not valid UTF-8 and its column (in
// characters, from 1).
func invalidUTF8(b []byte) string {
	col := 1
	for i := 0; i < len(b); col++ {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return fmt.Sprintf("byte 0x%02x at column %d", b[i], col)
		}
		i += size
	}
	return ""
}

// A streamReader gives a lineReader's checked lines as one stream, for encoding/csv and
// encoding/json, and says on which line a byte of the stream stands.
type streamReader struct {
	lr      *lineReader
	pending []byte
	off     int64       // bytes given so far
	starts  []lineStart // the lines given, from the first one a caller may still ask about
	err     error
}

type lineStart struct {
	off int64
	n   int
}

func (s *streamReader) Read(p []byte) (int, error) {
	if len(s.pending) == 0 {
		if s.err != nil {
			return 0, s.err
		}
		line, n, err := s.lr.next()
		if err != nil {
			s.err = err
			return 0, err
		}
		s.starts = append(s.starts, lineStart{s.off, n})
		s.pending = append(line, '\n')
	}
	k := copy(p, s.pending)
	s.pending = s.pending[k:]
	s.off += int64(k)
	return k, nil
}

// lineAt is the number of the line holding byte off of the stream. Callers ask about
// increasing offsets, so the lines before off are forgotten.
func (s *streamReader) lineAt(off int64) int {
	for len(s.starts) > 1 && s.starts[1].off <= off {
		s.starts = s.starts[1:]
	}
	if len(s.starts) == 0 {
		return s.lr.n
	}
	return s.starts[0].n
}

// parseScore reads a score as Python's float() does, refusing NaN and infinities.
func parseScore(path string, n int, s string) (float64, error) {
	x, ok := pyfmt.ParseFloat(s)
	if !ok {
		return 0, errorAt(path, n, ErrNumber, quote(s))
	}
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return 0, errorAt(path, n, ErrNonFinite, quote(s))
	}
	return x, nil
}

// parseJSONNumber reads a JSON number literal; one too large for float64 is infinite, as in
// Python, and refused.
func parseJSONNumber(path string, n int, lit string) (float64, error) {
	x, err := strconv.ParseFloat(lit, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, errorAt(path, n, ErrNumber, quote(lit))
	}
	if math.IsInf(x, 0) {
		return 0, errorAt(path, n, ErrNonFinite, quote(lit))
	}
	return x, nil
}

// systemName is a file's name without its directory and last extension: "out/a.comet" gives
// "a", "sys.seg.txt" gives "sys.seg", and a name that is all extension (".comet") stays whole.
// A gzipped file's ".gz" goes first ("a.comet.gz" gives "a"). Both "/" and "\" end a
// directory, since comet-score may have run on Windows.
func systemName(p string) string {
	base := p[strings.LastIndexAny(p, `/\`)+1:]
	if trimmed := strings.TrimSuffix(base, ".gz"); trimmed != "" && trimmed[0] != '.' {
		base = trimmed
	}
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	return base
}

// quote quotes s for an error message, shortened to 80 bytes (at a UTF-8 boundary).
func quote(s string) string {
	if len(s) > 80 {
		cut := 80
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		return strconv.Quote(s[:cut]) + "..."
	}
	return strconv.Quote(s)
}
