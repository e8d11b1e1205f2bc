package report

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzReport builds and writes reports of two systems with any names and texts: no panic, and
// no name or word reaches the HTML page unescaped.
func FuzzReport(f *testing.F) {
	f.Add("a<b", `"q" & 'r'`, "the cat\tsat", "a cat  sat", "", 3)
	f.Add("نظام", "\x00\u202e", "x", "", "y y y y y", 1)
	f.Fuzz(func(t *testing.T, nameA, nameB, ref, hypA, hypB string, examples int) {
		if !utf8.ValidString(nameA + nameB + ref + hypA + hypB) {
			return
		}
		// A mark no markup holds: a raw "mark<..." in the page would be unescaped text.
		const mark = "ZQX"
		nameA, nameB, hypA, hypB, ref = mark+nameA+mark, mark+nameB+mark, mark+hypA+mark, mark+hypB+mark, mark+ref+mark
		d := smallData()
		d.Names = []string{nameA, nameB, "c"}
		d.Refs = [][]string{{ref, ref + " z", "a", ""}}
		d.Hyps = [][]string{{hypA, hypB, ref, ""}, {hypB, hypA, "", ref}, {ref, ref, ref, ref}}
		d.Examples = examples % 10
		r, err := Build(d)
		if err != nil {
			if d.Examples < 0 {
				return
			}
			t.Fatal(err)
		}
		var page, md, tex bytes.Buffer
		for _, w := range []func() error{func() error { return r.WriteHTML(&page) }, func() error { return r.WriteMarkdown(&md) },
			func() error { return r.WriteLaTeX(&tex) }} {
			if err := w(); err != nil {
				t.Fatal(err)
			}
		}
		for _, s := range []string{nameA, nameB, hypA, hypB, ref} {
			if strings.ContainsAny(s, "<>\"'") && strings.Contains(page.String(), s) {
				t.Errorf("%q is in the page unescaped", s)
			}
		}
	})
}
