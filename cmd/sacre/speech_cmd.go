package main

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/sclite"
	"github.com/sacre-mt/sacre/scstats"
)

// scliteCommand is "sacre sclite": NIST's sclite (sclite.Command). The alignments are all kept
// until the reports: the collector runs less often (a quarter less CPU, 4% more memory).
func scliteCommand(args []string, e *env) int {
	debug.SetGCPercent(400)
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
// the tool's exit status 1 on an error, or 2 where sacre refuses input the tool reads on.
func toolCommand(name string, args []string, e *env, run func() error) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		io.WriteString(e.stdout, helpHead(name))
		return 0
	}
	if err := run(); err != nil {
		msg, code := sclite.Failure(err)
		fmt.Fprintf(e.stderr, "sacre %s: error: %s\n", name, strings.TrimPrefix(msg, name+": "))
		return code
	}
	return 0
}
