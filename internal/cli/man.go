package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/urfave/cli/v2"
)

// ManCommand is "PROGRAM man": the manual page, in roff, made from the commands and options.
func (p *Program) ManCommand() Command {
	specs := func() []*argparse.Spec { return []*argparse.Spec{HelpSpec()} }
	help := func() string { return CommandHelp(head("man"), specs(), nil) }
	return Command{Name: "man", Summary: "print " + p.Name + "'s manual page (roff): " + p.Name + " man > " + p.Name + ".1",
		Specs: specs, Help: help, Args: []string{}, Run: func(args []string) int {
			_, exit, err := argparse.New(specs()).Parse(args)
			if err == nil && exit == argparse.Help {
				io.WriteString(p.Stdout, help())
				return 0
			}
			if err != nil {
				fmt.Fprintf(p.Stderr, "%s man: error: %v\n", p.Name, err)
				return 2
			}
			var code int
			page, err := p.app(&code).ToManWithSection(1)
			if err != nil {
				fmt.Fprintf(p.Stderr, "%s man: error: %v\n", p.Name, err)
				return 1
			}
			io.WriteString(p.Stdout, page)
			return 0
		}}
}

// manFlags describes argparse options as urfave/cli flags, for the manual page.
func manFlags(specs []*argparse.Spec) []cli.Flag {
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
		flags = append(flags, manFlag(s, names, single))
	}
	return flags
}

func manFlag(s *argparse.Spec, names, single []string) cli.Flag {
	usage := s.Help
	if len(single) > 0 {
		usage = strings.TrimSpace(usage + " Also " + strings.Join(single, ", ") + ".")
	}
	if len(s.Choices) > 0 && !strings.Contains(usage, "{") {
		usage += " (" + strings.Join(s.Choices, ", ") + ")"
	}
	if s.Nargs == argparse.Flag || s.Nargs == argparse.Version {
		return &cli.BoolFlag{Name: names[0], Aliases: names[1:], Usage: usage}
	}
	return &cli.StringFlag{Name: names[0], Aliases: names[1:], Usage: usage}
}
