package textio

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/sacre-mt/sacre/normalize"
)

// blockSize is what Blocks reads at a time: large enough that a read costs little per line,
// small enough that a reader of many files holds little.
const blockSize = 1 << 20

// Blocks reads a UTF-8 file's lines as ReadLines would give them (split at "\n" only,
// right-stripped, gzip-compressed when the name ends in ".gz", invalid UTF-8 an error naming
// the line), a block at a time: memory holds the lines not yet dropped and one block, however
// large the file. A line longer than a block is read whole.
type Blocks struct {
	path string
	f    *os.File
	zr   *gzip.Reader
	r    io.Reader
	left int64  // bytes of a plain file not yet read; -1 when not known
	rest []byte // the start of a line the last read did not end
	text string // the complete lines read and not yet given
	line int    // lines read into text before its first, for errors
	eof  bool
}

// OpenBlocks opens path for reading a block at a time.
func OpenBlocks(path string) (*Blocks, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	b := &Blocks{path: path, f: f, r: f, left: -1}
	if strings.HasSuffix(path, ".gz") {
		if b.zr, err = gzip.NewReader(bufio.NewReaderSize(f, 1<<16)); err != nil {
			f.Close()
			return nil, fmt.Errorf("%s: not a gzip file: %w", path, err)
		}
		b.r = b.zr
	} else if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		b.left = st.Size()
	}
	return b, nil
}

// Next returns the next line; io.EOF after the last one. The line shares its block's memory,
// which lives while any of its lines does.
func (b *Blocks) Next() (string, error) {
	for b.text == "" {
		if b.eof {
			return "", io.EOF
		}
		if err := b.fill(); err != nil {
			return "", err
		}
	}
	i := strings.IndexByte(b.text, '\n')
	if i < 0 { // the last line, without "\n"
		line := b.text
		b.text = ""
		return normalize.TrimRight(line), nil
	}
	line := b.text[:i]
	b.text = b.text[i+1:]
	return normalize.TrimRight(line), nil
}

// fill reads the next block of complete lines into text, in a buffer of its own that is never
// written again (lines are strings over it). A line longer than what one read gives makes the
// buffer double, at most to what the file has left.
func (b *Blocks) fill() error {
	size := blockSize
	for {
		size = max(size, 2*len(b.rest))
		if b.left >= 0 {
			size = min(size, len(b.rest)+int(min(b.left, 1<<40))+1) // +1: EOF is seen without another read
		}
		buf := make([]byte, size)
		copy(buf, b.rest)
		n, err := io.ReadFull(b.r, buf[len(b.rest):])
		if b.left >= 0 {
			b.left = max(0, b.left-int64(n))
		}
		data := buf[:len(b.rest)+n]
		switch {
		case err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF):
			b.eof = true
		case err != nil:
			return fmt.Errorf("%s: %w", b.path, err)
		}
		end := len(data)
		if !b.eof {
			end = bytes.LastIndexByte(data, '\n') + 1
			if end == 0 { // no line ended: read on
				b.rest = data
				continue
			}
		}
		done := data[:end]
		b.rest = data[end:]
		if !validUTF8(done) {
			return b.invalid(done)
		}
		if len(done) > 0 {
			b.text = unsafe.String(&done[0], len(done))
		}
		// rest stays in this buffer, which is never written again: the next fill copies it
		// into its own.
		b.line += bytes.Count(done, []byte{'\n'})
		return nil
	}
}

// invalid is the error for the first byte of data that is not UTF-8, its line counted from
// the lines before data.
func (b *Blocks) invalid(data []byte) error {
	line, start := b.line+1, 0
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			col := utf8.RuneCount(data[start:i]) + 1
			return fmt.Errorf("%s:%d: invalid UTF-8 (byte 0x%02x at column %d); use -e to name the file's encoding",
				b.path, line, data[i], col)
		}
		if data[i] == '\n' {
			line, start = line+1, i+1
		}
		i += size
	}
	return nil
}

// Close closes the file.
func (b *Blocks) Close() error {
	if b.zr != nil {
		b.zr.Close()
	}
	return b.f.Close()
}

// CountLines counts a UTF-8 file's lines as ReadLines splits them (a final line without "\n"
// counts), checking that it is UTF-8: the first invalid byte is an error naming its line and
// column, as ReadLines reports it. It reads a block at a time into one buffer.
func CountLines(path string) (int, error) {
	b, err := OpenBlocks(path)
	if err != nil {
		return 0, err
	}
	defer b.Close()
	buf := make([]byte, blockSize)
	lines, carry, last := 0, 0, byte('\n')
	for {
		n, err := io.ReadFull(b.r, buf[carry:])
		data := buf[:carry+n]
		eof := err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF)
		if err != nil && !eof {
			return 0, fmt.Errorf("%s: %w", path, err)
		}
		// Check up to the last rune's start; a rune cut by the block's end is checked with the next.
		end := len(data)
		if !eof {
			end = runeCut(data)
		}
		if !validUTF8(data[:end]) {
			return countSlowly(path)
		}
		lines += bytes.Count(data[:end], []byte{'\n'})
		if end > 0 {
			last = data[end-1]
		}
		if eof {
			if last != '\n' {
				lines++
			}
			return lines, nil
		}
		carry = copy(buf, data[end:])
	}
}

// runeCut is where data's last rune starts when it may be incomplete (within data's last three
// bytes), else len(data).
func runeCut(data []byte) int {
	for i := len(data) - 1; i >= 0 && i >= len(data)-3; i-- {
		c := data[i]
		if c < utf8.RuneSelf {
			return len(data)
		}
		if utf8.RuneStart(c) {
			if utf8.FullRune(data[i:]) {
				return len(data)
			}
			return i
		}
	}
	return len(data)
}

// countSlowly counts a file that is not UTF-8 a line at a time, for the error that names the
// first invalid line.
func countSlowly(path string) (int, error) {
	b, err := OpenBlocks(path)
	if err != nil {
		return 0, err
	}
	defer b.Close()
	n := 0
	for {
		if _, err := b.Next(); err == io.EOF {
			return n, nil
		} else if err != nil {
			return 0, err
		}
		n++
	}
}
