package main

import (
	_ "embed"
	"errors"
	"fmt"
	"io"
	"syscall"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/manifest"
)

// checkHelp is sacre check's help.
func checkHelp() string {
	return commandHelp(helpHead("check"), checkSpecs(), argparse.Group{Title: "positional arguments",
		Specs: []*argparse.Spec{{Names: []string{"MANIFEST"}, Help: "The manifest (YAML)."}}})
}

// Exit statuses of sacre check (and 128 + a signal's number for an update it interrupted).
const (
	checkPassed   = 0
	checkDrifted  = 1
	checkUsage    = 2 // a bad command line, manifest or input: nothing was checked
	checkUnproven = 3 // nothing drifted, but some scores have no expected value to check
)

func checkSpecs() []*argparse.Spec {
	return []*argparse.Spec{
		cli.HelpSpec(),
		{Names: []string{"--update"}, Dest: "update", Help: "Rewrite the expected values in place with the scores recomputed, " +
			"keeping their decimals, the comments and the order (new ones get 2 decimals, 4 for score files)."},
		{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: "str", Choices: []string{"text", "json"},
			Help: "Report format (default: text)."},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet", Help: "Print no log messages."},
	}
}

// checkCommand is "sacre check MANIFEST": recompute a manifest's scores, report any drift.
func checkCommand(args []string, e *env) int {
	res, exit, err := argparse.New(checkSpecs()).Parse(args)
	switch {
	case err != nil:
		return checkFailed(e, err)
	case exit == argparse.Help:
		io.WriteString(e.stdout, checkHelp())
		return checkPassed
	case len(res.Positional) != 1:
		return checkFailed(e, errors.New("give one manifest file (sacre check MANIFEST.yaml)"))
	}
	m, err := manifest.Load(res.Positional[0])
	if err != nil {
		return checkFailed(e, err)
	}
	data, err := m.Read(newSession(e, res.Seen["quiet"], "").withCache(m.Source()))
	if err != nil {
		return checkFailed(e, errors.New(oneLine(err)))
	}
	rows, err := m.Check(data)
	format := res.Values["format"]
	switch {
	case err != nil:
		return checkFailed(e, err)
	case res.Seen["update"]:
		return updateManifest(m, rows, e)
	case len(format) > 0 && format[0] == "json":
		manifest.WriteJSON(e.stdout, rows)
	default:
		manifest.WriteTable(e.stdout, rows, "record them with sacre check --update "+manifest.Shown(m.Path))
	}
	if c := manifest.Count(rows); c.Drifted > 0 {
		return checkDrifted
	} else if c.Missing > 0 {
		return checkUnproven
	}
	return checkPassed
}

// checkFailed reports why nothing was checked or updated, status 2; or an update interrupted
// by a signal, with the status of a program the signal ended: 128 + its number.
func checkFailed(e *env, err error) int {
	var ie *manifest.InterruptedError
	switch {
	case errors.As(err, &ie):
		fmt.Fprintf(e.stderr, "sacre check: %v\n", err)
		if s, ok := ie.Signal.(syscall.Signal); ok {
			return 128 + int(s)
		}
		return 130
	case errors.Is(err, manifest.ErrChanged):
		err = fmt.Errorf("%w; run check --update again", err)
	}
	fmt.Fprintf(e.stderr, "sacre check: error: %v\n", err)
	return checkUsage
}

// updateManifest rewrites the expected values that drifted or are missing (manifest.Replace
// says how the file is written).
func updateManifest(m *manifest.Manifest, rows []manifest.Row, e *env) int {
	c, path := manifest.Count(rows), manifest.Shown(m.Path)
	if c.Drifted+c.Missing == 0 {
		fmt.Fprintf(e.stdout, "%s: all %d scores as expected, nothing to update\n", path, c.All)
		return checkPassed
	}
	data, err := m.Update(rows)
	if err == nil {
		err = m.Replace(data)
	}
	if err != nil {
		return checkFailed(e, err)
	}
	fmt.Fprintf(e.stdout, "%s: updated %d of %d expected scores\n", path, c.Drifted+c.Missing, c.All)
	return checkPassed
}
