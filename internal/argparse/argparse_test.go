package argparse

import (
	"errors"
	"slices"
	"testing"
)

// TestParse reads a small command line as Python's argparse would: positionals before the
// options, a list that stops at the next option, a unique prefix, an attached value, and the
// errors argparse gives. (cmd/sacre's TestArgparseOracle checks SacreBLEU's whole command
// line against Python's own parser.)
func TestParse(t *testing.T) {
	specs := []*Spec{
		{Names: []string{"--input", "-i"}, Dest: "input", Nargs: OneOrMore, Type: "str"},
		{Names: []string{"--width", "-w"}, Dest: "width", Nargs: One, Type: "int"},
		{Names: []string{"--format", "-f"}, Dest: "format", Nargs: One, Type: "str", Choices: []string{"json", "text"}},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet"},
	}
	res, exit, err := New(specs).Parse([]string{"ref1", "ref2", "-i", "a", "b", "--wid=3", "-q"})
	if err != nil || exit != 0 {
		t.Fatal(err, exit)
	}
	if !slices.Equal(res.Positional, []string{"ref1", "ref2"}) || !slices.Equal(res.Values["input"], []string{"a", "b"}) ||
		res.Values["width"][0] != "3" || !res.Seen["quiet"] {
		t.Errorf("%+v", res)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-w", "x"}, "argument --width/-w: invalid int value: 'x'"},
		{[]string{"-f", "xml"}, "argument --format/-f: invalid choice: 'xml' (choose from 'json', 'text')"},
		{[]string{"-i"}, "argument --input/-i: expected at least one argument"},
		{[]string{"--bogus"}, "unrecognized arguments: --bogus"},
	} {
		_, _, err := New(specs).Parse(c.args)
		var ae *Error
		if !errors.As(err, &ae) || err.Error() != c.want {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
		}
	}
}
