package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/urfave/cli/v2"
)

// A command is one of sacre's own commands: its options (parsed as argparse does, so that
// options may follow the arguments and take lists), its help, and what it runs.
type command struct {
	name, usage string
	specs       func() []*argparse.Spec
	help        string
	run         func(args []string, e *env) int
}

// commands are sacre's own; every other command line is SacreBLEU's. (Set in init: the man
// command describes them all.)
var commands []command

func init() {
	commands = []command{
		{"verify", "check a published score or table against its signature", verifySpecs, verifyHelp, verifyCommand},
		{"check", "recompute a regression manifest's scores", checkSpecs, checkHelp, checkCommand},
		{"segments", "print every segment's scores and statistics for every system and metric (JSON Lines, TSV)", segmentsSpecs, segmentsHelp, segmentsCommand},
		{"matrix", "score every line of A against every line of B (TSV or .npy)", matrixSpecs, matrixHelp, matrixCommand},
		{"report", "compare systems in one HTML page (or Markdown, LaTeX): scores, all-pairs significance, plots, buckets, examples", reportSpecs, reportHelp, reportCommand},
		{"mbr", "pick each group's candidate of highest expected utility (minimum Bayes risk)", mbrSpecs, mbrHelp, mbrCommand},
		{"normalize", "print what a text normalization of WER and CER (--wer-norm) makes of each line of standard input", normalizeSpecs, normalizeHelp(), normalizeCommand},
		{"completion", "print a shell completion script: sacre completion bash|zsh|fish", completionSpecs, completionHelp, completionCommand},
		{"man", "print sacre's manual page (roff): sacre man > sacre.1", manSpecs, manHelp, manCommand},
	}
}

// isCommand reports whether args start with one of sacre's commands. A file of that name in
// the current directory makes the command line SacreBLEU's instead, so that "sacrebleu check
// -i out.txt" (a reference file called check) scores the same with sacre; "./check" always
// names the file. A directory does not: it cannot be a reference (sacre's own source tree has
// one called report).
func isCommand(args []string) bool {
	if len(args) == 0 || !slices.ContainsFunc(commands, func(c command) bool { return c.name == args[0] }) {
		return false
	}
	st, err := os.Stat(args[0])
	return err != nil || st.IsDir()
}

// newApp is sacre's command line on urfave/cli: it dispatches sacre's commands, completes
// command lines for shells and writes the manual page. Options are parsed by internal/argparse
// (SacreBLEU's grammar for scoring, and the same for sacre's commands); the flags declared here
// describe them for help, completion and the manual.
func newApp(e *env, prog *string, code *int) *cli.App {
	app := &cli.App{
		Name:  "sacre",
		Usage: "BLEU, chrF and TER exactly as SacreBLEU 2.6.0 computes them",
		Description: "sacre takes SacreBLEU's command line unchanged (sacre REF... -i HYP... -m bleu chrf ter) and prints " +
			"the same output, with signatures whose version names sacre. Its own commands verify published scores " +
			"and check regression manifests.",
		UsageText:            "sacre [SacreBLEU's options] REF... [-i HYP...]\n   sacre COMMAND [options] [arguments]",
		HideHelp:             true,
		HideHelpCommand:      true,
		HideVersion:          true,
		SkipFlagParsing:      true,
		EnableBashCompletion: true,
		Reader:               e.stdin,
		Writer:               e.stdout,
		ErrWriter:            e.stderr,
		ExitErrHandler:       func(*cli.Context, error) {},
		Flags:                cliFlags(optionSpecs(), helpText()),
		BashComplete: func(c *cli.Context) {
			complete(c.App.Writer, c.Args().Slice(), optionSpecs(), true)
		},
		Action: func(c *cli.Context) error {
			*code = score(c.Args().Slice(), e)
			return nil
		},
	}
	for _, cmd := range commands {
		app.Commands = append(app.Commands, &cli.Command{
			Name: cmd.name, Usage: cmd.usage, SkipFlagParsing: true, HideHelp: true,
			Flags: cliFlags(cmd.specs(), cmd.help),
			BashComplete: func(c *cli.Context) {
				complete(c.App.Writer, c.Args().Slice(), cmd.specs(), false)
			},
			Action: func(c *cli.Context) error {
				*prog = "sacre " + cmd.name
				*code = cmd.run(c.Args().Slice(), e)
				return nil
			},
		})
	}
	return app
}

// complete prints the words that may follow args: option names for a word starting with "-",
// an option's choices after it, else (for the root) sacre's commands; files are the shell's.
func complete(w io.Writer, args []string, specs []*argparse.Spec, root bool) {
	var last string
	if len(args) > 0 {
		last = args[len(args)-1]
	}
	if strings.HasPrefix(last, "-") {
		for _, s := range specs {
			for _, name := range s.Names {
				if strings.HasPrefix(name, last) && name != last {
					fmt.Fprintln(w, name)
				}
			}
		}
		// A whole option: its choices follow.
		if s := findSpec(specs, last); s == nil || len(s.Choices) == 0 {
			return
		}
	}
	if s := findSpec(specs, last); s != nil && s.Nargs != argparse.Flag {
		for _, c := range append(slices.Clone(s.Choices), s.Extra...) {
			fmt.Fprintln(w, c)
		}
		return
	}
	if root && len(args) == 0 {
		for _, c := range commands {
			fmt.Fprintln(w, c.name)
		}
	}
}

func findSpec(specs []*argparse.Spec, name string) *argparse.Spec {
	for _, s := range specs {
		if slices.Contains(s.Names, name) {
			return s
		}
	}
	return nil
}

// helpUsages reads each option's description from an argparse help text, by its first
// spelling: an option's line starts with two spaces and a dash, its spellings end at two
// spaces, and its description may go on in lines indented by 24.
func helpUsages(help string) map[string]string {
	out := map[string]string{}
	var key string
	for _, line := range strings.Split(help, "\n") {
		if strings.HasPrefix(line, "  -") {
			spellings, desc, _ := strings.Cut(line[2:], "  ")
			key = strings.TrimSuffix(strings.Fields(spellings)[0], ",")
			out[key] = strings.TrimSpace(desc)
			continue
		}
		if key != "" && strings.HasPrefix(line, strings.Repeat(" ", 24)) {
			out[key] = strings.TrimSpace(out[key] + " " + strings.TrimSpace(line))
			continue
		}
		key = ""
	}
	return out
}

// cliFlags describes argparse options as urfave/cli flags, for completion and the manual.
func cliFlags(specs []*argparse.Spec, help string) []cli.Flag {
	usages := helpUsages(help)
	var flags []cli.Flag
	for _, s := range specs {
		if s.Nargs == argparse.Help {
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
		usage := usages[s.Names[0]]
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

const completionHelp = `usage: sacre completion [-h] {bash,zsh,fish}

Print a script that completes sacre's command lines in a shell: options, their choices (metrics,
tokenizers, formats) and sacre's commands. Install it with, for example:

    sacre completion bash > /etc/bash_completion.d/sacre
    sacre completion zsh > "${fpath[1]}/_sacre"
    sacre completion fish > ~/.config/fish/completions/sacre.fish

positional arguments:
  {bash,zsh,fish}       The shell.

options:
  -h, --help            Show this help and exit.
`

func completionSpecs() []*argparse.Spec {
	return []*argparse.Spec{{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help}}
}

// The scripts ask sacre itself what may follow the words typed so far.
var completionScripts = map[string]string{
	"bash": `# bash completion for sacre
_sacre() {
  local cur words
  cur="${COMP_WORDS[COMP_CWORD]}"
  words=("${COMP_WORDS[@]:1:$((COMP_CWORD-1))}")
  if [[ "$cur" == -* ]]; then words+=("$cur"); fi
  local opts
  opts=$(sacre "${words[@]}" --generate-bash-completion 2>/dev/null)
  COMPREPLY=($(compgen -W "${opts}" -- "${cur}"))
}
complete -o bashdefault -o default -F _sacre sacre
`,
	"zsh": `#compdef sacre
# zsh completion for sacre
_sacre() {
  local -a opts words_before
  words_before=("${(@)words[2,CURRENT-1]}")
  if [[ "${words[CURRENT]}" == -* ]]; then words_before+=("${words[CURRENT]}"); fi
  opts=("${(@f)$(sacre "${words_before[@]}" --generate-bash-completion 2>/dev/null)}")
  compadd -a opts
  _files
}
compdef _sacre sacre
`,
	"fish": `# fish completion for sacre
function __sacre_complete
    set -l words (commandline -opc)[2..-1]
    set -l cur (commandline -ct)
    if string match -q -- '-*' $cur
        set -a words $cur
    end
    sacre $words --generate-bash-completion 2>/dev/null
end
complete -c sacre -a '(__sacre_complete)'
`,
}

func completionCommand(args []string, e *env) int {
	res, exit, err := argparse.New(completionSpecs()).Parse(args)
	if err == nil && exit == argparse.Help {
		io.WriteString(e.stdout, completionHelp)
		return 0
	}
	if err == nil && len(res.Positional) != 1 {
		err = fmt.Errorf("give one shell: bash, zsh or fish")
	}
	var script string
	if err == nil {
		var ok bool
		if script, ok = completionScripts[res.Positional[0]]; !ok {
			err = fmt.Errorf("argument shell: invalid choice: %q (choose from bash, zsh, fish)", res.Positional[0])
		}
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "sacre completion: error: %v\n", err)
		return 2
	}
	io.WriteString(e.stdout, script)
	return 0
}

const manHelp = `usage: sacre man [-h]

Print sacre's manual page, in roff, generated from its commands and options:

    sacre man > sacre.1 && man ./sacre.1

options:
  -h, --help            Show this help and exit.
`

func manSpecs() []*argparse.Spec {
	return []*argparse.Spec{{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help}}
}

func manCommand(args []string, e *env) int {
	_, exit, err := argparse.New(manSpecs()).Parse(args)
	if err == nil && exit == argparse.Help {
		io.WriteString(e.stdout, manHelp)
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
