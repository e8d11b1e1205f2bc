// Package rawfile reads a file's bytes as sacre's readers of texts take them: decompressed when
// the name ends in ".gz", a plain file into one buffer of its size; and locates the first byte
// that is not UTF-8 for an error naming its line. It is small, so that light packages
// (analysis) read files as the text readers (internal/textio) do without their codecs.
package rawfile

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/hugepages"
	"github.com/sacre-mt/sacre/internal/mapped"
)

// Read reads a file's bytes, decompressed when its name ends in ".gz", into buf if it has room.
// A plain file is mapped once a command asked for it (mapped.Enable): its bytes are then
// read-only. Else it is read into one buffer of its size (memory, not io.ReadAll's doublings,
// is what costs most on a machine with slow page faults); a file that grows meanwhile is read
// to its end. Errors name the file.
func Read(path string, buf []byte) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if strings.HasSuffix(path, ".gz") {
		return readGzip(f, path)
	}
	size := 0
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() < 1<<40 {
		size = int(st.Size())
	}
	if data := mapped.File(f, path, size); data != nil {
		return data, nil
	}
	data := buf[:0]
	if cap(data) < size+1 {
		data = hugepages.Bytes(size + 1)[:0] // +1: EOF is seen without growing
	}
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := f.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			return data, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
}

func readGzip(f *os.File, path string) ([]byte, error) {
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

// InvalidUTF8 locates the first byte of data that is not UTF-8: "NAME:LINE: invalid UTF-8
// (byte 0x.. at column N)", or "" when data is UTF-8.
func InvalidUTF8(data []byte, name string) string {
	if utf8.Valid(data) {
		return ""
	}
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return fmt.Sprintf("%s:%d: invalid UTF-8 (byte 0x%02x at column %d)", name, line, data[i], col)
		}
		if data[i] == '\n' {
			line, col = line+1, 0
		}
		col++
		i += size
	}
	return ""
}
