package sclite

import (
	"bytes"
	"errors"
	"testing"
)

func TestWriteLur(t *testing.T) {
	for _, c := range praCases {
		if !c.lur {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			s := praLoad(t, c.name)
			praCompare(t, c.name, ".lur", func(b *bytes.Buffer) error { return WriteLur(b, s) })
		})
	}
}

func TestWriteLurBadLabels(t *testing.T) {
	for _, labels := range []string{"o,wa>", "<o,xx>", "<wa,o>"} {
		s := &System{
			Labels:   []Label{{ID: "O"}, {ID: "WA"}},
			Speakers: []*Speaker{{ID: "a", Paths: []*Path{{ID: "(a-1)", Labels: "<o,wa>"}, {ID: "(a-2)", Labels: labels}}}},
		}
		var b bytes.Buffer
		if err := WriteLur(&b, s); !errors.Is(err, ErrInput) {
			t.Errorf("labels %q: error %v, want ErrInput", labels, err)
		}
	}
}

func TestLurNextPiece(t *testing.T) {
	for _, c := range []struct {
		in          string
		width       int
		piece, rest string
	}{
		{"abc", 5, "abc", ""},
		{"ab//cd", 5, "ab", "cd"},
		{"ab cd ef", 5, "ab cd", "ef"}, // cut at the space after the width
		{"ab cd ef", 4, "ab", "cd ef"},
		{"abcdefgh", 3, "abc", "defgh"},
	} {
		p, r := lurNextPiece(c.in, c.width)
		if p != c.piece || r != c.rest {
			t.Errorf("lurNextPiece(%q, %d) = %q, %q; want %q, %q", c.in, c.width, p, r, c.piece, c.rest)
		}
	}
}
