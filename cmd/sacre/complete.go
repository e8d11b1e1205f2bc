package main

import (
	"embed"
	"io"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
)

// completeWord is the hidden command the completion scripts run: "sacre __complete WORD...
// CURRENT" prints what may replace CURRENT (possibly empty) after the words, one per line, and
// a last line ":files" when a file name may too.
const completeWord = "__complete"

// The completion scripts (completion/sacre.bash, .zsh, .fish) ask sacre __complete.
//
//go:embed completion
var completionScripts embed.FS

func completeCommand(args []string, e *env) int {
	if len(args) == 0 {
		return 0
	}
	c := completions(args[:len(args)-1], args[len(args)-1])
	for _, w := range c.Words {
		io.WriteString(e.stdout, w+"\n")
	}
	if c.Files {
		io.WriteString(e.stdout, ":files\n")
	}
	return 0
}

// completions completes cur after words (those after "sacre"): with the options of the
// scoring command line or of the command words start with, test sets and language pairs,
// then commands, files, or a command's own arguments.
func completions(words []string, cur string) argparse.Completion {
	specs, positional := evaluate.Specs(), func(words []string) argparse.Completion {
		switch {
		case len(words) == 0:
			return argparse.Completion{Words: append(commandNames(), "help"), Files: true}
		case len(words) == 1 && words[0] == "help":
			return argparse.Completion{Words: commandNames()}
		}
		return argparse.Completion{Files: true}
	}
	if len(words) > 0 && isCommand(words[:1]) {
		cmd := findCommand(words[0])
		specs, words = cmd.specs(), words[1:]
		positional = func([]string) argparse.Completion {
			return argparse.Completion{Words: cmd.args, Files: cmd.args == nil}
		}
	}
	return argparse.Complete(specs, words, cur, completeValues, positional)
}

// completeValues are the values of the options whose Complete is "testsets" or "langpairs".
func completeValues(kind string, words []string) []string {
	if kind == "testsets" {
		return datasets.Names()
	}
	return languagePairs(words)
}

// languagePairs are the pairs of the test sets given with -t among words, else of every set.
func languagePairs(words []string) []string {
	names := datasets.Names()
	for i, w := range words {
		if (w == "-t" || w == "--test-set") && i+1 < len(words) {
			names = strings.Split(words[i+1], ",")
		}
	}
	var out []string
	for _, name := range names {
		set, err := datasets.Lookup(name)
		if err != nil {
			continue
		}
		for _, p := range set.Pairs {
			if !slices.Contains(out, p.Name) {
				out = append(out, p.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}
