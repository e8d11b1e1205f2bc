package datasets

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzCompilePython: any pattern compiles or fails with an error, never panics, and a compiled
// one searches any subject.
func FuzzCompilePython(f *testing.F) {
	for _, p := range []string{`\w+-social`, `[]\d\s]{,3}$`, `(?i)(?P<x>a)\Z`, `[\1\b]`, `\u00e9\0`} {
		f.Add(p, "GB-politics\n")
	}
	f.Fuzz(func(t *testing.T, pattern, subject string) {
		if re, err := compilePython(pattern); err == nil {
			re.search(subject)
		}
	})
}

// FuzzSGMLSegment: a converted <seg> line is valid UTF-8 when the line is, without newlines,
// double spaces or surrounding spaces.
func FuzzSGMLSegment(f *testing.F) {
	f.Add("<seg id=\"1\"> a\u00a0\u3000b </seg> c\n")
	f.Add("<seg </seg> odd </seg>")
	f.Fuzz(func(t *testing.T, rest string) {
		line := "<seg " + rest
		got, keep, _ := sgmlSegment(line)
		if !keep || (utf8.ValidString(line) && !utf8.ValidString(got)) ||
			strings.Contains(got, "  ") || strings.ContainsAny(got, "\n\t") || strings.TrimSpace(got) != got {
			t.Errorf("sgmlSegment(%q) = %q", line, got)
		}
	})
}

// FuzzParseXML: any input parses or fails, never panics.
func FuzzParseXML(f *testing.F) {
	f.Add([]byte(`<d><doc id="1" origlang="en"><src lang="en"><seg id="1">a<![CDATA[b]]><!--c--></seg></src></doc></d>`))
	f.Add([]byte("\ufeff<?xml version=\"1.0\" encoding=\"iso-8859-1\"?><d/>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if root, err := parseXML(data); err == nil {
			root.findAll("seg")
		}
	})
}
