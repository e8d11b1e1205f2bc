package analysis

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode/utf8"
)

// ReadFrequencyFile reads the word frequencies of a report from a file: a training corpus
// whose tokens are counted (compare-mt's freq_corpus_file, see [ReadCorpusFrequencies]), or,
// with counts, a file of "word<TAB>count" lines (its freq_count_file, see [ReadCounts]).
// The file is strict UTF-8 as compare-mt opens it (ErrEncoding, naming the line, column and
// byte), decompressed first when its name ends in ".gz" as sacre reads every input. Every
// error names the file: "cannot read frequency file PATH: ..." where the file cannot be read
// (errors.Is holds for fs.ErrNotExist and the like), "frequency file PATH:LINE: ..." for an
// invalid byte, "PATH: ..." for a line the reader refuses (ErrCount, ErrCountLine).
func ReadFrequencyFile(path string, counts bool) (Frequencies, error) {
	raw, err := readFrequencyBytes(path)
	if err != nil {
		if pe, ok := errors.AsType[*fs.PathError](err); ok {
			return nil, fmt.Errorf("cannot read frequency file %s: %w", path, pe.Err)
		}
		return nil, fmt.Errorf("frequency file %w", err)
	}
	if err := checkUTF8(raw, path); err != nil {
		return nil, fmt.Errorf("frequency file %w", err)
	}
	read := ReadCorpusFrequencies
	if counts {
		read = ReadCounts
	}
	freq, err := read(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return freq, nil
}

// readFrequencyBytes reads a file's bytes, gunzipped when its name ends in ".gz"; errors name the file
// as sacre's readers of references and systems name it.
func readFrequencyBytes(path string) ([]byte, error) {
	if !strings.HasSuffix(path, ".gz") {
		return os.ReadFile(path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(bufio.NewReaderSize(f, 1<<16))
	if err != nil {
		return nil, fmt.Errorf("%s: not a gzip file: %w", path, err)
	}
	defer zr.Close()
	data, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}

// encodingError is a byte that is not UTF-8, located; errors.Is(err, ErrEncoding) holds.
type encodingError struct{ msg string }

func (e *encodingError) Error() string        { return e.msg }
func (e *encodingError) Is(target error) bool { return target == ErrEncoding }

// checkUTF8 locates the first byte of data that is not UTF-8: its line and column, in the
// words sacre uses for every input (its advice to name the encoding with -e is the one for
// references and systems: a frequency file is UTF-8 whatever -e says).
func checkUTF8(data []byte, path string) error {
	if utf8.Valid(data) {
		return nil
	}
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return &encodingError{fmt.Sprintf("%s:%d: invalid UTF-8 (byte 0x%02x at column %d): frequency files are read as UTF-8, as compare-mt reads them (-e names the encoding of the texts only)", path, line, data[i], col)}
		}
		if data[i] == '\n' {
			line, col = line+1, 0
		}
		col++
		i += size
	}
	return nil
}
