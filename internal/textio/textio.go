// Package textio reads reference and hypothesis files as SacreBLEU does: gzip by name, a
// Python codec, lines split at "\n" and right-stripped, and errors that name the file and line.
package textio

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"sync"
	"unsafe"

	"github.com/sacre-mt/sacre/internal/mapped"
	"github.com/sacre-mt/sacre/internal/rawfile"
	"github.com/sacre-mt/sacre/internal/textio/pycodec"
	"github.com/sacre-mt/sacre/normalize"
)

// ReadLines reads a reference or hypothesis file as SacreBLEU's smart_open does: gzip-compressed
// when the name ends in ".gz", decoded with the given encoding, split only at "\n" (a "\r"
// inside a line stays), each line stripped of trailing whitespace.
func ReadLines(path, encoding string) ([]string, error) {
	return ReadLinesInto(path, encoding, nil)
}

// ReadLinesInto is ReadLines reading a plain file into buf when it fits (its capacity holds
// the file and one byte more); buf is then owned by the lines. Reading several files into parts
// of one buffer touches fewer new pages than one buffer each.
func ReadLinesInto(path, encoding string, buf []byte) ([]string, error) {
	raw, err := readRaw(path, buf)
	if err != nil {
		return nil, err
	}
	return Lines(raw, encoding, path)
}

// ReadRawInto reads a file's bytes as ReadLinesInto does, into buf if it has room, for Lines.
func ReadRawInto(path string, buf []byte) ([]byte, error) { return readRaw(path, buf) }

// Lines is what ReadLinesInto makes of a file's bytes raw (which the lines then own): decoded,
// split and right-stripped, with errors naming the file path.
func Lines(raw []byte, encoding, path string) ([]string, error) {
	if len(raw) >= halvesBytes && pycodec.Module(encoding) == "utf_8" {
		if lines, ok := splitHalves(raw); ok {
			return lines, nil
		}
		// Invalid UTF-8 somewhere: Decode names the first bad line.
	}
	text, err := Decode(raw, encoding, path)
	if err != nil {
		return nil, err
	}
	return SplitLines(text), nil
}

// halvesBytes is the size from which a UTF-8 file is checked and split in two halves at once.
const halvesBytes = 1 << 20

// splitHalves is Decode and SplitLines of UTF-8 raw, the halves before and after its middle
// line break on two goroutines; ok is false if raw has no line break past its middle or is not
// valid UTF-8. No character spans a line break, so the halves are valid exactly when raw is.
func splitHalves(raw []byte) (lines []string, ok bool) {
	cut := bytes.IndexByte(raw[len(raw)/2:], '\n')
	if cut < 0 {
		return nil, false
	}
	cut += len(raw)/2 + 1
	var second []string
	var secondOK bool
	var panicked any // a mapped file cut short (see mapped), raised again here
	var wg sync.WaitGroup
	wg.Go(func() {
		defer mapped.Guard()()
		defer func() { panicked = recover() }()
		if secondOK = validUTF8(raw[cut:]); secondOK {
			second = SplitLines(unsafe.String(unsafe.SliceData(raw[cut:]), len(raw)-cut))
		}
	})
	ok = validUTF8(raw[:cut])
	if ok {
		lines = SplitLines(unsafe.String(unsafe.SliceData(raw), cut))
	}
	wg.Wait()
	if panicked != nil {
		panic(panicked)
	}
	if !ok || !secondOK {
		return nil, false
	}
	return append(lines, second...), true
}

// ReadRaw reads a file's bytes, decompressed when its name ends in ".gz". A plain file is
// read into one buffer of its size (memory, not io.ReadAll's doublings, is what costs most on
// a machine with slow page faults); a file that grows meanwhile is read to its end.
func ReadRaw(path string) ([]byte, error) { return readRaw(path, nil) }

// PlainSize is the size of a file ReadLinesInto reads into its buffer, 0 for a compressed one
// or one it cannot tell.
func PlainSize(path string) int {
	if strings.HasSuffix(path, ".gz") {
		return 0
	}
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() >= 1<<40 {
		return 0
	}
	return int(st.Size())
}

func readRaw(path string, buf []byte) ([]byte, error) { return rawfile.Read(path, buf) }

// SplitLines splits at "\n" like Python's file iteration with newline="\n" (a final line
// without "\n" counts; an empty file has no lines) and right-strips each line.
func SplitLines(text string) []string {
	if text == "" {
		return nil
	}
	n := strings.Count(text, "\n")
	if !strings.HasSuffix(text, "\n") {
		n++
	}
	lines := make([]string, 0, n)
	for len(text) > 0 {
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			lines = append(lines, normalize.TrimRight(text))
			break
		}
		lines = append(lines, normalize.TrimRight(text[:i]))
		text = text[i+1:]
	}
	return lines
}

// SplitUniversal splits like Python's universal-newline mode, used for standard input:
// "\r\n", "\r" and "\n" all end a line. Lines keep no terminator and are not stripped.
func SplitUniversal(text string) []string {
	var lines []string
	for len(text) > 0 {
		i := strings.IndexAny(text, "\r\n")
		if i < 0 {
			lines = append(lines, text)
			break
		}
		lines = append(lines, text[:i])
		if text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			i++
		}
		text = text[i+1:]
	}
	return lines
}

// invalidUTF8 locates the first invalid UTF-8 sequence of data, for an error naming the line.
func invalidUTF8(data []byte, name string) error {
	if at := rawfile.InvalidUTF8(data, name); at != "" {
		return fmt.Errorf("%s; use -e to name the file's encoding", at)
	}
	return nil
}
