package scstats

import (
	"io"
	"path/filepath"

	"github.com/sacre-mt/sacre/internal/outfile"
	"github.com/sacre-mt/sacre/sclite"
)

// Command is sc_stats as a program: it parses sc_stats's command line (ParseArgs), reads the
// SGML alignments of stdin, and runs the tests (Run) between sc_stats's first and last lines.
// Report files appear whole (outfile.CreateWhole); a directory they cannot be written in is
// refused before any test, where sc_stats would print the reports to stdout with a warning.
func Command(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	o, err := ParseArgs(args, stderr)
	if err != nil {
		return err
	}
	if o.Name != "-" {
		if err := outfile.CheckDir(filepath.Dir(filepath.Join(o.OutDir, o.Name))); err != nil {
			return err
		}
	}
	systems, err := sclite.ReadSGMLSystems(stdin, "<stdin>")
	if err != nil {
		return err
	}
	if o.Feedback >= 1 {
		io.WriteString(stdout, Banner)
	}
	if err := Run(systems, o, outfile.CreateWhole, stdout, stderr); err != nil {
		return err
	}
	if o.Feedback >= 1 {
		io.WriteString(stdout, Done)
	}
	return nil
}
