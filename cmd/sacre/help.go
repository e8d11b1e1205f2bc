package main

import (
	"embed"
	"strings"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
)

//go:embed help
var helpHeads embed.FS

// helpHead is the usage and description of a command's help (help/NAME.txt).
func helpHead(name string) string {
	b, err := helpHeads.ReadFile("help/" + name + ".txt")
	if err != nil {
		panic(err) // a command without its help file: a build error
	}
	return string(b)
}

// helpText is what sacre -h prints: SacreBLEU's command line (evaluate.Help) and sacre's own
// commands.
func helpText(p *cli.Program) string {
	var b strings.Builder
	b.WriteString(evaluate.Help("sacre"))
	b.WriteString("\nsacre's own commands (sacre help COMMAND, or sacre COMMAND -h, for their options):\n")
	for _, c := range p.Commands {
		argparse.Entry(&b, c.Name, c.Summary+".")
	}
	return b.String()
}

// commandHelp is a command's help (see cli.CommandHelp), the scoring options it shares with
// sacre's command line named, not described again.
func commandHelp(head string, specs []*argparse.Spec, groups ...argparse.Group) string {
	return cli.CommandHelp(head, specs, evaluate.Specs(), groups...)
}

// refusedOption is an error for the first of the scoring options a command refuses (dests)
// that the parse res holds.
func refusedOption(res *argparse.Result, refused []string, command string) error {
	for _, dest := range refused {
		if _, given := res.Values[dest]; given || res.Seen[dest] {
			return ownError(2, "argument %s: not an option of %s", evaluate.OptionName(dest), command)
		}
	}
	return nil
}
