package argparse

import (
	"slices"
	"testing"
)

func TestComplete(t *testing.T) {
	specs := []*Spec{
		{Names: []string{"--test-set", "-t"}, Dest: "test_set", Nargs: One, Type: "str", Complete: "sets"},
		{Names: []string{"--tokenize", "-tok"}, Dest: "tok", Nargs: One, Type: "str", Choices: []string{"13a", "intl"}},
		{Names: []string{"--metrics", "-m"}, Dest: "metrics", Nargs: OneOrMore, Type: "str", Choices: []string{"bleu"}, Extra: []string{"wer"}},
		{Names: []string{"--output", "-o"}, Dest: "output", Nargs: One, Type: "str"},
		{Names: []string{"--width", "-w"}, Dest: "width", Nargs: One, Type: "int"},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet"},
	}
	values := func(kind string, _ []string) []string { return []string{kind + "1", kind + "2"} }
	positional := func(words []string) Completion { return Completion{Words: []string{"pos"}, Files: true} }
	for _, c := range []struct {
		reason string
		words  []string
		cur    string
		want   Completion
	}{
		{"option names by prefix", nil, "-t", Completion{Words: []string{"-t", "-tok"}}},
		{"a whole option's value, not a longer option", []string{"-t"}, "", Completion{Words: []string{"sets1", "sets2"}}},
		{"choices and extras", []string{"-m", "bleu"}, "", Completion{Words: []string{"bleu", "wer"}}},
		{"a file for a string", []string{"-o"}, "", Completion{Files: true}},
		{"nothing for a number", []string{"-w"}, "", Completion{}},
		{"positional after a switch", []string{"-q"}, "p", Completion{Words: []string{"pos"}, Files: true}},
		{"positional after an option's value", []string{"-tok", "intl"}, "", Completion{Words: []string{"pos"}, Files: true}},
	} {
		got := Complete(specs, c.words, c.cur, values, positional)
		if !slices.Equal(got.Words, c.want.Words) || got.Files != c.want.Files {
			t.Errorf("%s: %+v, want %+v", c.reason, got, c.want)
		}
	}
}
