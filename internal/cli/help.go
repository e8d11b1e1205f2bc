package cli

import (
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/internal/argparse"
)

// HelpSpec is -h.
func HelpSpec() *argparse.Spec {
	return &argparse.Spec{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help, Help: "Show this help and exit."}
}

// CommandHelp is a command's help: head (its usage and description), the groups given (its
// positional arguments, say), and its options described from their specs. The options it
// shares with the default command (shared: the same dest and help) are named, not described
// again.
func CommandHelp(head string, specs, shared []*argparse.Spec, groups ...argparse.Group) string {
	defaults := map[string]string{}
	for _, s := range shared {
		defaults[s.Dest] = s.Help
	}
	var own []*argparse.Spec
	var named []string
	for _, s := range specs {
		if help, ok := defaults[s.Dest]; ok && help == s.Help && s.Nargs != argparse.Help {
			if !s.Hidden {
				named = append(named, s.Names[len(s.Names)-1])
			}
			continue
		}
		own = append(own, s)
	}
	var b strings.Builder
	b.WriteString(strings.TrimRight(head, "\n") + "\n\n")
	b.WriteString(argparse.FormatGroups(append(groups, argparse.Group{Title: "options", Specs: own})))
	if len(named) > 0 {
		b.WriteString("\nscoring options (sacre -h describes them):\n")
		argparse.Paragraph(&b, 2, strings.Join(named, " "))
	}
	return b.String()
}

// Hide marks the options of specs with the dests given Hidden (a command that shares the
// default command's options but refuses these), on copies.
func Hide(specs []*argparse.Spec, dests ...string) []*argparse.Spec {
	for i, s := range specs {
		if slices.Contains(dests, s.Dest) {
			h := *s
			h.Hidden = true
			specs[i] = &h
		}
	}
	return specs
}
