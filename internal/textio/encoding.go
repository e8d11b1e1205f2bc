package textio

import (
	"errors"
	"fmt"
	"strings"
	"unsafe"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/internal/textio/pycodec"
)

// Decode turns raw file contents into text with the encoding named as Python's codecs would
// name it (-e/--encoding), strictly, as Python reads a file: bytes the codec cannot decode are
// an error naming the file, the line and the byte, never a replacement character. UTF-8, the
// default, keeps a byte order mark, as Python's "utf-8" codec does ("utf-8-sig" removes it).
//
// Decode owns raw: valid UTF-8 becomes the text without a copy (a 100 MB file is not held
// twice), so the caller must not change raw afterwards.
func Decode(raw []byte, name, file string) (string, error) {
	mod := pycodec.Module(name)
	switch mod {
	case "utf_8":
		if !validUTF8(raw) {
			return "", invalidUTF8(raw, file)
		}
		return unsafe.String(unsafe.SliceData(raw), len(raw)), nil
	case "":
		return "", fmt.Errorf("%w %s (-e/--encoding)", ErrUnknownEncoding, pyfmt.StrRepr(name))
	}
	dec, err := pycodec.Lookup(name)
	if errors.Is(err, pycodec.ErrUnknown) {
		return "", fmt.Errorf("%w %s (-e/--encoding): %v", ErrUnknownEncoding, pyfmt.StrRepr(name),
			strings.TrimPrefix(err.Error(), pycodec.ErrUnknown.Error()+": "))
	}
	if err != nil {
		return "", fmt.Errorf("%w %s (-e/--encoding): %v", ErrUnknownEncoding, pyfmt.StrRepr(name), err)
	}
	text, derr := dec(raw)
	if derr != nil {
		return "", decodeError(raw, text, derr, name, file)
	}
	return text, nil
}

// decodeError names the line (counted in the text decoded before the error) and the byte.
func decodeError(raw []byte, before string, e *pycodec.Error, name, file string) error {
	line := strings.Count(before, "\n") + 1
	at := "at the end of the file"
	if e.Offset < len(raw) {
		at = fmt.Sprintf("byte 0x%02x (offset %d in the file)", raw[e.Offset], e.Offset)
	}
	return fmt.Errorf("%s:%d: cannot decode as %s: %s: %s", file, line, name, at, e.Reason)
}

// ErrUnknownEncoding reports an encoding name Python would not know, or could not open a text
// file with.
var ErrUnknownEncoding = errors.New("unknown encoding")
