package main

import (
	"embed"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
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

// helpSpec is -h.
func helpSpec() *argparse.Spec {
	return &argparse.Spec{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help, Help: "Show this help and exit."}
}

// helpText is what sacre -h prints: the options of SacreBLEU's command line (the metrics'
// from their kinds), the metrics, the environment and sacre's own commands.
func helpText() string {
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
	for _, c := range commands {
		argparse.Entry(&b, c.name, c.usage+".")
	}
	return b.String()
}

// commandHelp is a command's help: head (its usage and description), the groups given (its
// positional arguments, say), and its options described from their specs; the scoring
// options it shares with sacre's command line are named, and sacre -h describes them.
func commandHelp(head string, specs []*argparse.Spec, groups ...argparse.Group) string {
	scoring := map[string]string{}
	for _, s := range evaluate.Specs() {
		scoring[s.Dest] = s.Help
	}
	var own []*argparse.Spec
	var shared []string
	for _, s := range specs {
		if help, ok := scoring[s.Dest]; ok && help == s.Help && s.Nargs != argparse.Help {
			if !s.Hidden {
				shared = append(shared, s.Names[len(s.Names)-1])
			}
			continue
		}
		own = append(own, s)
	}
	var b strings.Builder
	b.WriteString(strings.TrimRight(head, "\n") + "\n\n")
	b.WriteString(argparse.FormatGroups(append(groups, argparse.Group{Title: "options", Specs: own})))
	if len(shared) > 0 {
		b.WriteString("\nscoring options (sacre -h describes them):\n")
		argparse.Paragraph(&b, 2, strings.Join(shared, " "))
	}
	return b.String()
}

// hide marks the options of specs with the dests given Hidden: a command that shares scoring's
// options but refuses these.
func hide(specs []*argparse.Spec, dests ...string) []*argparse.Spec {
	for i, s := range specs {
		if slices.Contains(dests, s.Dest) {
			h := *s
			h.Hidden = true
			specs[i] = &h
		}
	}
	return specs
}

// refusedOption is the first of the refused scoring options (dests) the parse res holds, as
// the error of the command named.
func refusedOption(res *argparse.Result, refused []string, command string) error {
	for _, dest := range refused {
		if _, given := res.Values[dest]; given || res.Seen[dest] {
			return ownError(2, "argument %s: not an option of %s", evaluate.OptionName(dest), command)
		}
	}
	return nil
}
