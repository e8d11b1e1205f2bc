// Package pycodec decodes bytes with Python's text codecs, strictly, as SacreBLEU's
// open(path, encoding=...) does: every codec Python 3.11 offers for text files on Linux, with
// Python's own tables (gen.py writes them from Python), and an error where Python raises one.
//
// Left out, each with an error that says so: "idna" labels starting with "xn--" (Python checks
// them by IDNA 2003's nameprep), "punycode" (Python decodes each 8 KB chunk of a file on its
// own), and text that decodes to a lone surrogate (a Go string cannot hold one; Python's
// utf-7, unicode_escape and raw_unicode_escape can produce them).
package pycodec

import (
	"bufio"
	"bytes"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"
)

// Error is a decoding error: the offset of the first byte that cannot be decoded, and why.
type Error struct {
	Offset int
	Reason string
}

func (e *Error) Error() string { return fmt.Sprintf("byte %d: %s", e.Offset, e.Reason) }

// ErrUnknown is returned by Lookup for a name Python does not know as a text encoding.
var ErrUnknown = errors.New("unknown encoding")

// Decoder decodes a whole file's bytes; on an error, the text is what was decoded before it.
type Decoder func(raw []byte) (string, *Error)

//go:embed aliases.txt
var aliasesTxt []byte

var aliases = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(aliasesTxt))
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 2 && !strings.HasPrefix(f[0], "#") {
			m[f[0]] = f[1]
		}
	}
	return m
})

// Normalize normalizes an encoding name as Python's codec lookup does (_Py_normalize_encoding,
// then encodings.normalize_encoding): ASCII letters lower-cased, and each run of other bytes
// than ASCII letters, digits and "." made one "_" (none at the start or the end).
func Normalize(name string) string {
	var b strings.Builder
	punct := false
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			if punct && b.Len() > 0 {
				b.WriteByte('_')
			}
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			punct = false
			continue
		}
		punct = true
	}
	return b.String()
}

// Module is the codec module Python's encodings package finds for name ("" when none).
func Module(name string) string {
	norm := Normalize(name)
	candidates := []string{norm}
	if a, ok := aliases()[norm]; ok {
		candidates = []string{a, norm}
	} else if a, ok := aliases()[strings.ReplaceAll(norm, ".", "_")]; ok {
		candidates = []string{a, norm}
	}
	for _, c := range candidates {
		if _, ok := modules[c]; ok && !strings.Contains(c, ".") {
			return c
		}
	}
	return ""
}

// notText are codecs Python has but open() refuses: "is not a text encoding".
var notText = map[string]bool{"base64_codec": true, "bz2_codec": true, "hex_codec": true,
	"quopri_codec": true, "uu_codec": true, "zlib_codec": true, "rot_13": true}

// modules are the codec modules of Python's encodings package on Linux (mbcs and oem are
// Windows only), each with how sacre decodes it.
var modules = map[string]func(string) (Decoder, error){
	"ascii":              simple(decodeASCII),
	"latin_1":            simple(decodeLatin1),
	"charmap":            simple(decodeLatin1), // open() gives no mapping: Latin-1
	"utf_8":              simple(decodeUTF8),
	"utf_8_sig":          simple(decodeUTF8Sig),
	"utf_16":             simple(func(raw []byte) (string, *Error) { return decodeUTF16(raw, nil) }),
	"utf_16_le":          simple(func(raw []byte) (string, *Error) { return decodeUTF16(raw, binary.LittleEndian) }),
	"utf_16_be":          simple(func(raw []byte) (string, *Error) { return decodeUTF16(raw, binary.BigEndian) }),
	"utf_32":             simple(func(raw []byte) (string, *Error) { return decodeUTF32(raw, nil) }),
	"utf_32_le":          simple(func(raw []byte) (string, *Error) { return decodeUTF32(raw, binary.LittleEndian) }),
	"utf_32_be":          simple(func(raw []byte) (string, *Error) { return decodeUTF32(raw, binary.BigEndian) }),
	"utf_7":              simple(decodeUTF7),
	"unicode_escape":     simple(decodeUnicodeEscape),
	"raw_unicode_escape": simple(decodeRawUnicodeEscape),
	"idna":               simple(decodeIDNA),
	"undefined":          simple(func([]byte) (string, *Error) { return "", &Error{Reason: "undefined encoding"} }),
	"punycode": func(string) (Decoder, error) {
		return nil, fmt.Errorf("sacre does not decode punycode files: Python decodes each 8 KB chunk of them on its own")
	},
	"hz": func(string) (Decoder, error) {
		t, err := getTable("hz")
		if err != nil {
			return nil, err
		}
		return func(raw []byte) (string, *Error) { return decodeHZ(t, raw) }, nil
	},
}

func init() {
	ix := []string{"iso2022_jp", "iso2022_jp_1", "iso2022_jp_2", "iso2022_jp_2004", "iso2022_jp_3",
		"iso2022_jp_ext", "iso2022_kr"}
	for _, name := range ix {
		modules[name] = func(name string) (Decoder, error) {
			c, err := newISO2022(name)
			if err != nil {
				return nil, err
			}
			return c.decode, nil
		}
	}
	for _, name := range tableCodecs {
		modules[name] = func(name string) (Decoder, error) {
			t, err := getTable(name)
			if err != nil {
				return nil, err
			}
			return func(raw []byte) (string, *Error) { return decodeTable(t, raw) }, nil
		}
	}
	for name := range notText {
		modules[name] = func(name string) (Decoder, error) {
			return nil, fmt.Errorf("%w: %s is not a text encoding", ErrUnknown, name)
		}
	}
}

// tableCodecs are the stateless codecs decoded by Python's tables.
var tableCodecs = []string{"cp037", "cp1006", "cp1026", "cp1125", "cp1140", "cp1250", "cp1251",
	"cp1252", "cp1253", "cp1254", "cp1255", "cp1256", "cp1257", "cp1258", "cp273", "cp424", "cp437",
	"cp500", "cp720", "cp737", "cp775", "cp850", "cp852", "cp855", "cp856", "cp857", "cp858", "cp860",
	"cp861", "cp862", "cp863", "cp864", "cp865", "cp866", "cp869", "cp874", "cp875", "hp_roman8",
	"iso8859_10", "iso8859_11", "iso8859_13", "iso8859_14", "iso8859_15", "iso8859_16", "iso8859_2",
	"iso8859_3", "iso8859_4", "iso8859_5", "iso8859_6", "iso8859_7", "iso8859_8", "iso8859_9",
	"koi8_r", "koi8_t", "koi8_u", "kz1048", "mac_arabic", "mac_croatian", "mac_cyrillic",
	"mac_farsi", "mac_greek", "mac_iceland", "mac_latin2", "mac_roman", "mac_romanian",
	"mac_turkish", "palmos", "ptcp154", "tis_620",
	"euc_jp", "shift_jis", "cp932", "euc_jis_2004", "euc_jisx0213", "shift_jis_2004",
	"shift_jisx0213", "euc_kr", "cp949", "johab", "gb2312", "gbk", "gb18030", "big5", "cp950",
	"big5hkscs"}

func simple(d Decoder) func(string) (Decoder, error) {
	return func(string) (Decoder, error) { return d, nil }
}

// Lookup returns the decoder of the codec Python would use for name.
func Lookup(name string) (Decoder, error) {
	mod := Module(name)
	if mod == "" {
		return nil, ErrUnknown
	}
	return modules[mod](mod)
}

func decodeASCII(raw []byte) (string, *Error) {
	for i, c := range raw {
		if c >= 0x80 {
			return string(raw[:i]), &Error{Offset: i, Reason: "ordinal not in range(128)"}
		}
	}
	return string(raw), nil
}

func decodeLatin1(raw []byte) (string, *Error) {
	var b strings.Builder
	b.Grow(len(raw) + len(raw)/4)
	for _, c := range raw {
		writeLatin1(&b, c)
	}
	return b.String(), nil
}

func decodeUTF8(raw []byte) (string, *Error) {
	if i := invalidUTF8(raw); i >= 0 {
		return string(raw[:i]), &Error{Offset: i, Reason: "invalid UTF-8"}
	}
	return string(raw), nil
}

// decodeUTF8Sig is UTF-8 with one leading byte order mark removed.
func decodeUTF8Sig(raw []byte) (string, *Error) {
	s, err := decodeUTF8(bytes.TrimPrefix(raw, []byte("\uFEFF")))
	if err != nil && len(raw) >= 3 && bytes.HasPrefix(raw, []byte("\uFEFF")) {
		err.Offset += 3
	}
	return s, err
}

// decodeIDNA decodes Python's "idna" codec, which splits the text at dots into labels: a label
// of ASCII not starting with "xn--" is itself.
func decodeIDNA(raw []byte) (string, *Error) {
	if s, err := decodeASCII(raw); err != nil {
		return s, err
	}
	start := 0
	for i := 0; i <= len(raw); i++ {
		if i < len(raw) && raw[i] != '.' {
			continue
		}
		if bytes.HasPrefix(raw[start:i], []byte("xn--")) {
			return string(raw[:start]), &Error{Offset: start,
				Reason: `an IDNA label starting with "xn--", which sacre does not decode (Python checks it with IDNA 2003's nameprep)`}
		}
		start = i + 1
	}
	return string(raw), nil
}

// invalidUTF8 is the offset of the first byte that is not valid UTF-8 (Python's strict rules
// are Go's: no surrogates, no overlong forms), or -1.
func invalidUTF8(raw []byte) int {
	for i := 0; i < len(raw); {
		if raw[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(raw[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}
