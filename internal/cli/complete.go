package cli

import (
	"embed"
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/argparse"
)

// completeWord is the hidden command the completion scripts run: "PROGRAM __complete WORD...
// CURRENT" prints what may replace CURRENT (possibly empty) after the words, one per line, and
// a last line ":files" when a file name may too.
const completeWord = "__complete"

// The completion scripts (completion/sacre.bash, .zsh, .fish) ask the program __complete.
//
//go:embed completion help
var files embed.FS

func (p *Program) complete(args []string) int {
	if len(args) == 0 {
		return 0
	}
	c := p.Completions(args[:len(args)-1], args[len(args)-1])
	for _, w := range c.Words {
		io.WriteString(p.Stdout, w+"\n")
	}
	if c.Files {
		io.WriteString(p.Stdout, ":files\n")
	}
	return 0
}

// Completions completes cur after words (those after the program's name): with the options of
// the default command or of the command words start with, then commands, files, or a
// command's own arguments.
func (p *Program) Completions(words []string, cur string) argparse.Completion {
	specs, positional := p.DefaultSpecs(), func(words []string) argparse.Completion {
		switch {
		case len(words) == 0:
			return argparse.Completion{Words: append(p.Names(), "help"), Files: true}
		case len(words) == 1 && words[0] == "help":
			return argparse.Completion{Words: p.Names()}
		}
		return argparse.Completion{Files: true}
	}
	if p.IsCommand(words) {
		cmd := p.find(words[0])
		specs, words = cmd.Specs(), words[1:]
		positional = func([]string) argparse.Completion {
			return argparse.Completion{Words: cmd.Args, Files: cmd.Args == nil}
		}
	}
	return argparse.Complete(specs, words, cur, p.Values, positional)
}

// CompletionCommand is "PROGRAM completion SHELL": the script that completes the program's
// command lines in bash, zsh or fish.
func (p *Program) CompletionCommand() Command {
	specs := func() []*argparse.Spec { return []*argparse.Spec{HelpSpec()} }
	help := func() string {
		return CommandHelp(head("completion"), specs(), nil, argparse.Group{Title: "positional arguments",
			Specs: []*argparse.Spec{{Names: []string{"{bash,zsh,fish}"}, Help: "The shell."}}})
	}
	return Command{Name: "completion", Summary: "print a shell completion script: " + p.Name + " completion bash|zsh|fish",
		Specs: specs, Help: help, Args: []string{"bash", "zsh", "fish"}, Run: func(args []string) int {
			res, exit, err := argparse.New(specs()).Parse(args)
			if err == nil && exit == argparse.Help {
				io.WriteString(p.Stdout, help())
				return 0
			}
			if err == nil && len(res.Positional) != 1 {
				err = fmt.Errorf("give one shell: bash, zsh or fish")
			}
			var script []byte
			if err == nil {
				if script, err = files.ReadFile("completion/sacre." + res.Positional[0]); err != nil || strings.Contains(res.Positional[0], "/") {
					err = fmt.Errorf("argument shell: invalid choice: %q (choose from bash, zsh, fish)", res.Positional[0])
				}
			}
			if err != nil {
				fmt.Fprintf(p.Stderr, "%s completion: error: %v\n", p.Name, err)
				return 2
			}
			p.Stdout.Write(script)
			return 0
		}}
}

// head is the usage and description of one of this package's commands' help.
func head(name string) string {
	b, err := files.ReadFile("help/" + name + ".txt")
	if err != nil {
		panic(err) // a command without its help file: a build error
	}
	return string(b)
}
