package analysis

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/sacre-mt/sacre/internal/rawfile"
)

// ReadFrequencyFile reads the word frequencies of a report from a file: a training corpus
// whose tokens are counted (compare-mt's freq_corpus_file, see [ReadCorpusFrequencies]), its
// lines tokenized by tok first unless tok is nil (as [NewTokenized] tokenizes the texts), or,
// with counts, a file of "word<TAB>count" lines (its freq_count_file, see [ReadCounts]), whose
// words are taken as they are.
// The file is strict UTF-8 as compare-mt opens it (ErrEncoding, naming the line, column and
// byte), decompressed first when its name ends in ".gz" as sacre reads every input. Every
// error names the file: "cannot read frequency file PATH: ..." where the file cannot be read
// (errors.Is holds for fs.ErrNotExist and the like), "frequency file PATH:LINE: ..." for an
// invalid byte, "PATH: ..." for a line the reader refuses (ErrCount, ErrCountLine).
func ReadFrequencyFile(path string, counts bool, tok Tokenizer) (Frequencies, error) {
	raw, err := rawfile.Read(path, nil)
	if err != nil {
		if pe, ok := errors.AsType[*fs.PathError](err); ok {
			return nil, fmt.Errorf("cannot read frequency file %s: %w", path, pe.Err)
		}
		return nil, fmt.Errorf("frequency file %w", err)
	}
	if err := checkUTF8(raw, path); err != nil {
		return nil, fmt.Errorf("frequency file %w", err)
	}
	read := func(r io.Reader) (Frequencies, error) { return readCorpusFrequencies(r, tok) }
	if counts {
		read = ReadCounts
	}
	freq, err := read(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return freq, nil
}

// encodingError is a byte that is not UTF-8, located; errors.Is(err, ErrEncoding) holds.
type encodingError struct{ msg string }

func (e *encodingError) Error() string        { return e.msg }
func (e *encodingError) Is(target error) bool { return target == ErrEncoding }

// checkUTF8 locates the first byte of data that is not UTF-8, in the words sacre uses for every
// input, with the advice for a frequency file: it is UTF-8 whatever -e says.
func checkUTF8(data []byte, path string) error {
	if at := rawfile.InvalidUTF8(data, path); at != "" {
		return &encodingError{at + ": frequency files are read as UTF-8, as compare-mt reads them (-e names the encoding of the texts only)"}
	}
	return nil
}
