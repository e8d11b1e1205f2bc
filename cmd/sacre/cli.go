package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/editdist"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/urfave/cli/v2"
)

// A command is one of sacre's own commands: its options (parsed as argparse does, so that
// options may follow the arguments and take lists), its help, and what it runs.
type command struct {
	name, usage string
	specs       func() []*argparse.Spec
	help        string
	run         func(args []string, e *env) int
	// args complete the command's positional arguments; nil means file names.
	args []string
}

// commands are sacre's own; every other command line is SacreBLEU's. (Set in init: the man
// command describes them all.)
var commands []command

func init() {
	commands = []command{
		{name: "verify", usage: "check a published score or table against its signature", specs: verifySpecs, help: verifyHelp(), run: verifyCommand},
		{name: "check", usage: "recompute a regression manifest's scores", specs: checkSpecs, help: checkHelp(), run: checkCommand},
		{name: "segments", usage: "print every segment's scores and statistics for every system and metric (JSON Lines, TSV)", specs: segmentsSpecs, help: segmentsHelp(), run: segmentsCommand},
		{name: "matrix", usage: "score every line of A against every line of B (TSV or .npy)", specs: matrixSpecs, help: matrixHelp(), run: matrixCommand},
		{name: "report", usage: "compare systems in one HTML page (or Markdown, LaTeX): scores, all-pairs significance, plots, buckets, examples", specs: reportSpecs, help: reportHelp(), run: reportCommand},
		{name: "mbr", usage: "pick each group's candidate of highest expected utility (minimum Bayes risk)", specs: mbrSpecs, help: mbrHelp(), run: mbrCommand},
		{name: "normalize", usage: "print what a text normalization of WER and CER (--wer-norm) makes of each line of standard input", specs: normalizeSpecs, help: normalizeHelp(), run: normalizeCommand, args: textNormalizerNames()},
		{name: "completion", usage: "print a shell completion script: sacre completion bash|zsh|fish", specs: completionSpecs, help: completionHelp(), run: completionCommand, args: []string{"bash", "zsh", "fish"}},
		{name: "man", usage: "print sacre's manual page (roff): sacre man > sacre.1", specs: manSpecs, help: manHelp(), run: manCommand, args: []string{}},
	}
}

// textNormalizerNames are the names sacre normalize takes (with their aliases).
func textNormalizerNames() []string {
	var out []string
	for _, n := range metric.TextNormalizers() {
		out = append(out, n.Name)
		if n.Alias != "" {
			out = append(out, n.Alias)
		}
	}
	return out
}

// findCommand is the command of that name, or nil.
func findCommand(name string) *command {
	for i := range commands {
		if commands[i].name == name {
			return &commands[i]
		}
	}
	return nil
}

func commandNames() []string {
	names := make([]string, len(commands))
	for i, c := range commands {
		names[i] = c.name
	}
	return names
}

// isCommand reports whether args start with one of sacre's commands. A file of that name in
// the current directory makes the command line SacreBLEU's instead, so that "sacrebleu check
// -i out.txt" (a reference file called check) scores the same with sacre; "./check" always
// names the file. A directory does not: it cannot be a reference (sacre's own source tree has
// one called report).
func isCommand(args []string) bool {
	return len(args) > 0 && findCommand(args[0]) != nil && !isFile(args[0])
}

// mistypedCommand is the command a first word that names no file most likely meant ("verfy":
// "verify"), or "": a word within two edits of a command's name, and not an option.
func mistypedCommand(args []string) string {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") || strings.ContainsAny(args[0], "./") || isFile(args[0]) {
		return ""
	}
	if _, err := os.Stat(args[0]); err == nil {
		return ""
	}
	for _, name := range append(commandNames(), "help") {
		if d := editDistance(args[0], name); d > 0 && d <= 2 && len(args[0]) > 2 {
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

// helpCommand is "sacre help [COMMAND]": sacre -h, or the command's help.
func helpCommand(args []string, e *env) int {
	if len(args) == 0 {
		io.WriteString(e.stdout, helpText())
		return 0
	}
	c := findCommand(args[0])
	if c == nil || len(args) > 1 {
		fmt.Fprintf(e.stderr, "sacre help: error: unknown command %s (commands: %s)\n", pyfmt.StrRepr(strings.Join(args, " ")), strings.Join(commandNames(), ", "))
		return 2
	}
	return c.run([]string{"-h"}, e)
}

// newApp is sacre's command line on urfave/cli: it dispatches sacre's commands and writes the
// manual page. Options are parsed by internal/argparse (SacreBLEU's grammar for scoring, and
// the same for sacre's commands); the flags declared here describe them for the manual.
func newApp(e *env, prog *string, code *int) *cli.App {
	app := &cli.App{
		Name:  "sacre",
		Usage: "BLEU, chrF, TER and speech recognition's error rates exactly as their reference tools compute them",
		Description: "sacre takes SacreBLEU's command line unchanged (sacre REF... -i HYP... -m bleu chrf ter) and prints " +
			"the same output, with signatures whose version names sacre. Its own commands verify published scores, " +
			"check regression manifests, score segments and pairs, and compare systems in a report.",
		UsageText:       "sacre [SacreBLEU's options] REF... [-i HYP...]\n   sacre COMMAND [options] [arguments]",
		HideHelp:        true,
		HideHelpCommand: true,
		HideVersion:     true,
		SkipFlagParsing: true,
		Reader:          e.stdin,
		Writer:          e.stdout,
		ErrWriter:       e.stderr,
		ExitErrHandler:  func(*cli.Context, error) {},
		Flags:           cliFlags(evaluate.Specs()),
		Action: func(c *cli.Context) error {
			*code = score(c.Args().Slice(), e)
			return nil
		},
	}
	for _, cmd := range commands {
		app.Commands = append(app.Commands, &cli.Command{
			Name: cmd.name, Usage: cmd.usage, SkipFlagParsing: true, HideHelp: true,
			Flags: cliFlags(cmd.specs()),
			Action: func(c *cli.Context) error {
				*prog = "sacre " + cmd.name
				*code = cmd.run(c.Args().Slice(), e)
				return nil
			},
		})
	}
	return app
}

// cliFlags describes argparse options as urfave/cli flags, for completion and the manual.
func cliFlags(specs []*argparse.Spec) []cli.Flag {
	var flags []cli.Flag
	for _, s := range specs {
		if s.Nargs == argparse.Help || s.Hidden {
			continue
		}
		// urfave/cli writes one dash before one letter and two before more: SacreBLEU's
		// single-dash long options (-tok, -cc) are named in the usage instead.
		var names, single []string
		for _, n := range s.Names {
			name := strings.TrimLeft(n, "-")
			if strings.HasPrefix(n, "--") == (len(name) > 1) {
				names = append(names, name)
			} else {
				single = append(single, n)
			}
		}
		if len(names) == 0 {
			continue
		}
		usage := s.Help
		if len(single) > 0 {
			usage = strings.TrimSpace(usage + " Also " + strings.Join(single, ", ") + ".")
		}
		if len(s.Choices) > 0 && !strings.Contains(usage, "{") {
			usage += " (" + strings.Join(s.Choices, ", ") + ")"
		}
		if s.Nargs == argparse.Flag || s.Nargs == argparse.Version {
			flags = append(flags, &cli.BoolFlag{Name: names[0], Aliases: names[1:], Usage: usage})
			continue
		}
		flags = append(flags, &cli.StringFlag{Name: names[0], Aliases: names[1:], Usage: usage})
	}
	return flags
}

func completionSpecs() []*argparse.Spec { return []*argparse.Spec{helpSpec()} }

// completionHelp is sacre completion's help.
func completionHelp() string {
	return commandHelp(helpHead("completion"), completionSpecs(), argparse.Group{Title: "positional arguments",
		Specs: []*argparse.Spec{{Names: []string{"{bash,zsh,fish}"}, Help: "The shell."}}})
}

func completionCommand(args []string, e *env) int {
	res, exit, err := argparse.New(completionSpecs()).Parse(args)
	if err == nil && exit == argparse.Help {
		io.WriteString(e.stdout, completionHelp())
		return 0
	}
	if err == nil && len(res.Positional) != 1 {
		err = fmt.Errorf("give one shell: bash, zsh or fish")
	}
	var script []byte
	if err == nil {
		if script, err = completionScripts.ReadFile("completion/sacre." + res.Positional[0]); err != nil || strings.Contains(res.Positional[0], "/") {
			err = fmt.Errorf("argument shell: invalid choice: %q (choose from bash, zsh, fish)", res.Positional[0])
		}
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "sacre completion: error: %v\n", err)
		return 2
	}
	e.stdout.Write(script)
	return 0
}

func manSpecs() []*argparse.Spec { return []*argparse.Spec{helpSpec()} }

// manHelp is sacre man's help.
func manHelp() string { return commandHelp(helpHead("man"), manSpecs()) }

func manCommand(args []string, e *env) int {
	_, exit, err := argparse.New(manSpecs()).Parse(args)
	if err == nil && exit == argparse.Help {
		io.WriteString(e.stdout, manHelp())
		return 0
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "sacre man: error: %v\n", err)
		return 2
	}
	var prog string
	var code int
	page, err := newApp(e, &prog, &code).ToManWithSection(1)
	if err != nil {
		fmt.Fprintf(e.stderr, "sacre man: error: %v\n", err)
		return 1
	}
	io.WriteString(e.stdout, page)
	return 0
}
