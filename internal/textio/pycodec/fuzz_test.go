package pycodec

import (
	"sort"
	"testing"
	"unicode/utf8"
)

// FuzzDecode decodes any bytes with every codec: no panic, and text that is valid UTF-8.
func FuzzDecode(f *testing.F) {
	names := make([]string, 0, len(modules))
	for name := range modules {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, seed := range [][]byte{[]byte("hello\n"), []byte("\x1b$B$3$s\x1b(B"), []byte("~{VP~}"),
		[]byte("+ZeVnLIqe-"), []byte(`\N{GRINNING FACE}\x41`), []byte("\xa4\xd4\xa4\xbb\xa4\xd0\xa4\xbb"),
		[]byte("\x81\x30\x81\x30"), []byte("\xff\xfe\x00\xd8")} {
		for i := range names {
			f.Add(uint8(i), seed)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, raw []byte) {
		name := names[int(which)%len(names)]
		dec, err := Lookup(name)
		if err != nil {
			return
		}
		text, derr := dec(raw)
		if derr == nil && !utf8.ValidString(text) {
			t.Errorf("%s %q: invalid UTF-8 %q", name, raw, text)
		}
		if derr != nil && (derr.Offset < 0 || derr.Offset > len(raw)) {
			t.Errorf("%s %q: error offset %d", name, raw, derr.Offset)
		}
	})
}
