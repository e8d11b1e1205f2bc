// Package cli is the machinery of a command line with a default command and named commands, as
// sacre's is (SacreBLEU's command line, and sacre's own commands): dispatch on urfave/cli with
// options parsed by internal/argparse, "help [COMMAND]", a mistyped command's suggestion, help
// made from the option specs, shell completion, the manual page, and standard output that
// reports a failed write once.
package cli

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/editdist"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/urfave/cli/v2"
)

// A Command is one of a program's named commands: its options (argparse specs, so that options
// may follow arguments and take lists), its help, and what it runs.
type Command struct {
	Name, Summary string
	Specs         func() []*argparse.Spec
	Help          func() string
	Run           func(args []string) int
	// Args complete the command's positional arguments; nil means file names.
	Args []string
}

// A Program is a command line: named commands, and the default command that takes every other
// argument list (whatever its first word).
type Program struct {
	Name, Summary, Description, UsageText string
	Commands                              []Command
	Default                               func(args []string) int
	DefaultSpecs                          func() []*argparse.Spec
	DefaultHelp                           func() string
	// Values completes the values of the options whose Complete names a kind of the program's.
	Values         func(kind string, words []string) []string
	Stdout, Stderr io.Writer
}

// Run runs the words after the program's name and returns the exit status and the name of
// what ran, for messages ("sacre", "sacre verify"). A first word that names a command (and
// no file: a reference file may be called check) runs it; "help [COMMAND]" prints help;
// "__complete" answers the completion scripts; a word within two edits of a command's name
// that names no file is refused with a suggestion; anything else is the default command's.
func (p *Program) Run(args []string) (int, string) {
	first := ""
	if len(args) > 0 {
		first = args[0]
	}
	switch c := p.find(first); {
	case first == completeWord:
		return p.complete(args[1:]), p.Name
	case first == "help" && !isFile("help"):
		return p.help(args[1:]), p.Name + " help"
	case c != nil && !isFile(first):
		return p.runCommand(c, args[1:]), p.Name + " " + c.Name
	}
	if name := p.mistyped(first); name != "" {
		fmt.Fprintf(p.Stderr, "%s: error: unknown command %s (did you mean %s?)\n", p.Name, pyfmt.StrRepr(first), pyfmt.StrRepr(name))
		return 2, p.Name
	}
	return p.Default(args), p.Name
}

// runCommand runs c through urfave/cli, which the manual page is also made from.
func (p *Program) runCommand(c *Command, args []string) int {
	code := 0
	app := p.app(&code)
	if err := app.Run(append([]string{p.Name, c.Name}, args...)); err != nil {
		fmt.Fprintf(p.Stderr, "%s: error: %v\n", p.Name, err)
		return 1
	}
	return code
}

func (p *Program) find(name string) *Command {
	for i := range p.Commands {
		if p.Commands[i].Name == name {
			return &p.Commands[i]
		}
	}
	return nil
}

// Names are the commands' names.
func (p *Program) Names() []string {
	names := make([]string, len(p.Commands))
	for i, c := range p.Commands {
		names[i] = c.Name
	}
	return names
}

// mistyped is the command a first word most likely meant ("verfy": "verify"), or "": a word
// of three characters or more, within two edits of a command's name, that is no option, path
// or existing file.
func (p *Program) mistyped(word string) string {
	if len(word) < 3 || strings.HasPrefix(word, "-") || strings.ContainsAny(word, "./") {
		return ""
	}
	if _, err := os.Stat(word); err == nil {
		return ""
	}
	for _, name := range append(p.Names(), "help") {
		if d := editDistance(word, name); d > 0 && d <= 2 {
			return name
		}
	}
	return ""
}

// editDistance is the Levenshtein distance of a and b, in characters.
func editDistance(a, b string) int {
	codes := func(s string) []int32 { return []int32([]rune(s)) }
	c, _ := editdist.Align(codes(a), codes(b))
	return c.Edits()
}

// isFile reports whether path names a file that is not a directory.
func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.IsDir()
}

// IsCommand reports whether args start with a command's name that names no file.
func (p *Program) IsCommand(args []string) bool {
	return len(args) > 0 && p.find(args[0]) != nil && !isFile(args[0])
}

// help is "help [COMMAND]": the default command's help, or the command's.
func (p *Program) help(args []string) int {
	if len(args) == 0 {
		io.WriteString(p.Stdout, p.DefaultHelp())
		return 0
	}
	c := p.find(args[0])
	if c == nil || len(args) > 1 {
		fmt.Fprintf(p.Stderr, "%s help: error: unknown command %s (commands: %s)\n", p.Name, pyfmt.StrRepr(strings.Join(args, " ")), strings.Join(p.Names(), ", "))
		return 2
	}
	return c.Run([]string{"-h"})
}

// app is the program on urfave/cli: it dispatches the commands and writes the manual page.
func (p *Program) app(code *int) *cli.App {
	app := &cli.App{
		Name: p.Name, Usage: p.Summary, Description: p.Description, UsageText: p.UsageText,
		HideHelp: true, HideHelpCommand: true, HideVersion: true, SkipFlagParsing: true,
		Writer: p.Stdout, ErrWriter: p.Stderr, ExitErrHandler: func(*cli.Context, error) {},
		Flags: manFlags(p.DefaultSpecs()),
		Action: func(c *cli.Context) error {
			*code = p.Default(c.Args().Slice())
			return nil
		},
	}
	for _, cmd := range p.Commands {
		app.Commands = append(app.Commands, &cli.Command{
			Name: cmd.Name, Usage: cmd.Summary, SkipFlagParsing: true, HideHelp: true, Flags: manFlags(cmd.Specs()),
			Action: func(c *cli.Context) error {
				*code = cmd.Run(c.Args().Slice())
				return nil
			},
		})
	}
	return app
}
