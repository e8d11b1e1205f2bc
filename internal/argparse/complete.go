package argparse

import (
	"slices"
	"strings"
)

// A Completion is what may replace the word a shell user is typing: Words, and file names too
// when Files is set.
type Completion struct {
	Words []string
	Files bool
}

// Complete completes cur, the word being typed after words (the command line's words so far,
// after the program and its command): option names for a word that starts with "-"; after an
// option that takes a value (or a list), its Choices and Suggest, a file name for a "str"
// option with neither, or values(Complete, words) for an option whose Complete names what
// the program completes; else positional(words).
func Complete(specs []*Spec, words []string, cur string, values func(kind string, words []string) []string,
	positional func(words []string) Completion) Completion {
	var c Completion
	switch s := valueOf(specs, words); {
	case strings.HasPrefix(cur, "-"):
		for _, s := range specs {
			if !s.Hidden {
				c.Words = append(c.Words, s.Names...)
			}
		}
	case s == nil:
		c = positional(words)
	case len(s.Choices) > 0 || len(s.Suggest) > 0:
		c.Words = slices.Concat(s.Choices, s.Extra, s.Suggest)
	case s.Complete == "":
		c.Files = s.Type == "str"
	case s.Complete != "none":
		c.Words = values(s.Complete, words)
	}
	c.Words = slices.DeleteFunc(c.Words, func(w string) bool { return !strings.HasPrefix(w, cur) })
	return c
}

// valueOf is the option whose value the next word is, if any: the last option among words,
// with no value yet or taking a list.
func valueOf(specs []*Spec, words []string) *Spec {
	for i := len(words) - 1; i >= 0; i-- {
		if !strings.HasPrefix(words[i], "-") {
			continue
		}
		s := find(specs, words[i])
		switch {
		case s == nil || s.Nargs == Flag || s.Nargs == Help || s.Nargs == Version:
			return nil
		case s.Nargs == One && i < len(words)-1:
			return nil
		}
		return s
	}
	return nil
}

// find is the option spelt name, or nil.
func find(specs []*Spec, name string) *Spec {
	for _, s := range specs {
		if slices.Contains(s.Names, name) {
			return s
		}
	}
	return nil
}
