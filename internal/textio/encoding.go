package textio

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// Decode turns raw file contents into text with the encoding named as Python's codecs would
// name it (-e/--encoding). UTF-8, the default, is checked strictly, as Python decodes it: an
// invalid byte is an error naming the file and line. A byte order mark is kept, as Python's
// "utf-8" codec keeps it ("utf-8-sig" removes it).
func Decode(raw []byte, name, file string) (string, error) {
	key := pyCodecKey(name)
	switch key {
	case "utf_8", "utf8", "u8", "utf", "cp65001", "utf_8_sig", "utf8_sig":
		if !utf8.Valid(raw) {
			return "", invalidUTF8(raw, file)
		}
		if strings.HasSuffix(key, "sig") {
			raw = bytes.TrimPrefix(raw, []byte("\uFEFF"))
		}
		return string(raw), nil
	case "ascii", "us_ascii", "646":
		for i, b := range raw {
			if b >= 0x80 {
				return "", fmt.Errorf("%s:%d: byte 0x%02x is not ASCII", file, bytes.Count(raw[:i], []byte("\n"))+1, b)
			}
		}
		return string(raw), nil
	}
	enc, err := lookupEncoding(key, name)
	if err != nil {
		return "", err
	}
	text, err := enc.NewDecoder().Bytes(raw)
	if err != nil {
		return "", fmt.Errorf("%s: cannot decode as %s: %w", file, name, err)
	}
	return string(text), nil
}

// pyCodecKey normalizes an encoding name as Python's encodings.normalize_encoding does,
// lower-cased: runs of characters other than letters, digits and "." become "_".
func pyCodecKey(name string) string {
	var b strings.Builder
	pendingSep := false
	for _, r := range strings.ToLower(strings.TrimSpace(name)) {
		if r == '.' || ('a' <= r && r <= 'z') || ('0' <= r && r <= '9') {
			if pendingSep && b.Len() > 0 {
				b.WriteByte('_')
			}
			pendingSep = false
			b.WriteRune(r)
			continue
		}
		pendingSep = true
	}
	return b.String()
}

// pyCodecs maps Python codec names and aliases that x/text's IANA index does not know.
var pyCodecs = map[string]encoding.Encoding{
	"latin_1": charmap.ISO8859_1, "latin1": charmap.ISO8859_1, "l1": charmap.ISO8859_1,
	"iso8859_1": charmap.ISO8859_1, "iso_8859_1": charmap.ISO8859_1, "8859": charmap.ISO8859_1,
	"cp819": charmap.ISO8859_1, "latin": charmap.ISO8859_1,
	"utf_16":    unicode.UTF16(unicode.LittleEndian, unicode.UseBOM),
	"utf16":     unicode.UTF16(unicode.LittleEndian, unicode.UseBOM),
	"utf_16_le": unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM),
	"utf_16le":  unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM),
	"utf_16_be": unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM),
	"utf_16be":  unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM),
	"utf_32":    utf32.UTF32(utf32.LittleEndian, utf32.UseBOM),
	"utf_32_le": utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM),
	"utf_32_be": utf32.UTF32(utf32.BigEndian, utf32.IgnoreBOM),
}

// ErrUnknownEncoding reports an encoding name Python would not know.
var ErrUnknownEncoding = errors.New("unknown encoding")

func lookupEncoding(key, name string) (encoding.Encoding, error) {
	if enc, ok := pyCodecs[key]; ok {
		return enc, nil
	}
	for _, try := range []string{name, strings.ReplaceAll(key, "_", "-")} {
		if enc, err := ianaindex.IANA.Encoding(try); err == nil && enc != nil {
			return enc, nil
		}
	}
	for _, cp := range []string{"windows-" + strings.TrimPrefix(key, "cp")} {
		if enc, err := ianaindex.IANA.Encoding(cp); err == nil && enc != nil {
			return enc, nil
		}
	}
	return nil, fmt.Errorf("%w %s (-e/--encoding)", ErrUnknownEncoding, pyfmt.StrRepr(name))
}
