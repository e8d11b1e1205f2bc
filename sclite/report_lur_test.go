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
