package inputs

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/normalize"
)

// stdinSystems reads one or more systems from standard input as SacreBLEU does: universal
// newlines, one system per tab-separated column, the number of columns set by the first line.
// The first line's fields are not stripped one by one, the later lines' are (SacreBLEU's quirk).
// Empty input is one system with one empty line.
func stdinSystems(text string) ([][]string, error) {
	lines := textio.SplitUniversal(text)
	first := ""
	if len(lines) > 0 {
		first = lines[0]
	}
	fields := stdinFields(first, true)
	systems := make([][]string, len(fields))
	for i, f := range fields {
		systems[i] = []string{f}
	}
	for n, line := range lines[min(1, len(lines)):] {
		fields := stdinFields(line, false)
		if len(fields) != len(systems) {
			return nil, stdinFieldsError(n+2, len(fields), len(systems))
		}
		for i, f := range fields {
			systems[i] = append(systems[i], f)
		}
	}
	return systems, nil
}

// stdinFields splits a line of standard input into its systems' hypotheses: the first line
// is right-stripped as a whole, the others field by field as well (SacreBLEU's quirk).
func stdinFields(line string, first bool) []string {
	fields := strings.Split(normalize.TrimRight(line), "\t")
	if !first {
		for i, f := range fields {
			fields[i] = normalize.TrimRight(f)
		}
	}
	return fields
}

// stdinFieldsError is SacreBLEU's error for line n of standard input with got fields where
// the first line has want.
func stdinFieldsError(n, got, want int) error {
	return &Error{Fields: true, Msg: "FATAL: the number of tab-delimited fields in the input stream differ across lines.",
		Detail: fmt.Sprintf("stdin line %d has %d fields, line 1 has %d", n, got, want)}
}

// spool holds the systems of standard input (UTF-8, tab-separated) in a temporary file, so
// that they can be checked first and then read a chunk at a time.
type spool struct {
	f            *os.File
	width, count int // systems, and lines of each
	lines        *textio.UniversalLines
	read         int // lines read so far
}

// spoolStdin copies in to a temporary file (removed at once where the system allows: it
// lives while open) and checks it as stdinSystems does: UTF-8 anywhere first, then each
// line's number of fields against the first line's.
func spoolStdin(in io.Reader) (*spool, error) {
	f, err := os.CreateTemp("", "sacre-stdin-*")
	if err != nil {
		return nil, fmt.Errorf("cannot keep standard input in a temporary file: %w", err)
	}
	os.Remove(f.Name()) // where this fails (Windows), close removes it
	sp := &spool{f: f}
	if err := sp.fill(in); err != nil {
		sp.close()
		return nil, err
	}
	return sp, nil
}

// fill copies in, counts and checks its lines, and rewinds for reading.
func (sp *spool) fill(in io.Reader) error {
	if _, err := io.Copy(sp.f, in); err != nil {
		return fmt.Errorf("reading standard input: %w", err)
	}
	if err := sp.rewind(); err != nil {
		return err
	}
	if err := sp.check(); err != nil {
		return err
	}
	if sp.count == 0 { // empty input: one system with one empty line
		sp.width, sp.count = 1, 1
	}
	return sp.rewind()
}

// check counts the lines and their fields. A line with the wrong number of fields is
// reported only once the whole input is known to be UTF-8, as stdinSystems does.
func (sp *spool) check() error {
	var fieldsErr error
	for {
		line, err := sp.lines.Next()
		if err == io.EOF {
			return fieldsErr
		}
		if err != nil {
			return err
		}
		n := len(stdinFields(line, sp.count == 0))
		if sp.count == 0 {
			sp.width = n
		} else if n != sp.width && fieldsErr == nil {
			fieldsErr = stdinFieldsError(sp.count+1, n, sp.width)
		}
		sp.count++
	}
}

// rewind starts reading the file's lines from its beginning.
func (sp *spool) rewind() error {
	if _, err := sp.f.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("reading standard input: %w", err)
	}
	sp.lines = textio.NewUniversalLines(sp.f, "<stdin>")
	return nil
}

// chunk reads the next n lines as one stream per system, fewer once they hold more than
// chunkBytes.
func (sp *spool) chunk(n int) ([][]string, error) {
	out := make([][]string, sp.width)
	for k := range out {
		out[k] = make([]string, 0, min(n, 1<<14))
	}
	for i, size := 0, 0; i < n && size <= chunkBytes; i++ {
		line, err := sp.lines.Next()
		if err != nil && err != io.EOF { // EOF: the empty input's one empty line
			return nil, err
		}
		for k, f := range stdinFields(line, sp.read == 0) {
			out[k] = append(out[k], f)
		}
		size += len(line)
		sp.read++
	}
	return out, nil
}

func (sp *spool) close() error {
	err := sp.f.Close()
	os.Remove(sp.f.Name())
	return err
}
