package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/sclite"
	"github.com/sacre-mt/sacre/scstats"
)

// scliteCommand is "sacre sclite": NIST's sclite (sclite.Command).
func scliteCommand(args []string, e *env) int {
	return toolCommand("sclite", args, e, func() error {
		return sclite.Command(args, sclite.Env{Stdout: e.stdout, Stderr: e.stderr, Now: cli.SourceDate(e.lookupEnv)})
	})
}

// scstatsCommand is "sacre sc_stats": SCTK's sc_stats (scstats.Command).
func scstatsCommand(args []string, e *env) int {
	return toolCommand("sc_stats", args, e, func() error { return scstats.Command(args, e.stdin, e.stdout, e.stderr) })
}

// toolCommand runs a command that takes another tool's command line as that tool parses it:
// help for -h alone (an error for sclite and sc_stats), --help or -help; otherwise run, with
// the tool's exit status 1 on an error.
func toolCommand(name string, args []string, e *env, run func() error) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		io.WriteString(e.stdout, helpHead(name))
		return 0
	}
	if err := run(); err != nil {
		msg := strings.TrimPrefix(strings.TrimPrefix(err.Error(), sclite.ErrUsage.Error()+": "), name+": ")
		fmt.Fprintf(e.stderr, "sacre %s: error: %s\n", name, msg)
		return 1
	}
	return 0
}
