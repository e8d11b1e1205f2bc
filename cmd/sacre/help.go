package main

import (
	"embed"
	"strings"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/metric"
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

// helpText is what sacre -h prints: the options of SacreBLEU's command line (the metrics'
// from their kinds), the metrics, the environment and sacre's own commands.
func helpText(p *cli.Program) string {
	specs := evaluate.Specs()
	var b strings.Builder
	b.WriteString(argparse.Usage("sacre", specs, "[refs ...]"))
	b.WriteString(`
sacre: BLEU, chrF and TER scores identical to SacreBLEU 2.6.0's, from the same command line,
and the metrics below. Score detokenized output against your references:
    sacre ref.txt -i output.txt -m bleu chrf ter

positional arguments:
`)
	argparse.Entry(&b, "refs", "Reference files; give them before -i/--input.")
	b.WriteString("\n" + argparse.FormatGroups(evaluate.HelpGroups()))
	b.WriteString("\nmetrics (-m):\n")
	for _, k := range metric.Kinds() {
		argparse.Entry(&b, k.Option, k.Help+".")
	}
	b.WriteString(`
Environment: SACREBLEU (test set cache, default ~/.sacrebleu), SACREBLEU_FORMAT, SACREBLEU_SEED
(default 12345; "none" for a random seed), NO_COLOR.

sacre's own commands (sacre help COMMAND, or sacre COMMAND -h, for their options):
`)
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
