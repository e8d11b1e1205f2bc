// Command sacre computes BLEU, chrF and TER scores exactly as SacreBLEU 2.6.0 does, from the
// same command line: replace "sacrebleu" with "sacre" in a script and its output stays the same,
// except that signatures name sacre in their version field.
package main

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/internal/hugepages"
	"github.com/sacre-mt/sacre/internal/mapped"
	"golang.org/x/term"
)

func main() {
	hugepages.Enable()
	defer mapped.Enable(os.Stderr, "sacre")()
	e := &env{
		stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, lookupEnv: os.LookupEnv,
		stdoutTTY: term.IsTerminal(int(os.Stdout.Fd())), stderrTTY: term.IsTerminal(int(os.Stderr.Fd())),
	}
	os.Exit(run(os.Args[1:], e))
}

// env is the outside world of one run, replaced in tests.
type env struct {
	stdin                io.Reader
	stdout, stderr       io.Writer
	lookupEnv            func(string) (string, bool)
	stdoutTTY, stderrTTY bool // colour (stdout) and progress (stderr) only on a terminal

	// httpClient and lookupSet reach the test sets' servers; nil means the network and the
	// registry. Tests point test sets at local servers with them.
	httpClient *http.Client
	lookupSet  func(name string) (*datasets.Set, error)
}

// run executes sacre with the arguments after the program name and returns the exit status.
// Standard output goes through a cli.Output: whatever a command printed, a write that failed
// (a full disk, a closed terminal) is reported here, once, and fails the run.
func run(args []string, e *env) int {
	out := cli.NewOutput(e.stdout)
	local := *e
	local.stdout = out
	code, prog := program(&local).Run(args)
	if err := out.Failure(); err != nil {
		fmt.Fprintf(e.stderr, "%s: error: cannot write standard output: %v\n", prog, err)
		return max(code, 1)
	}
	return code
}

// exitError is one of the command's own errors, with its exit status (2: the command line).
type exitError struct {
	Code int
	Msg  string
}

func (e *exitError) Error() string { return e.Msg }

func ownError(code int, format string, a ...any) *exitError {
	return &exitError{Code: code, Msg: fmt.Sprintf(format, a...)}
}

// report prints err and returns its exit status: SacreBLEU's failures (inputs.Error) as it
// logs them, with its status; the command's own with theirs. A failed write to standard
// output is reported by run.
func report(err error, log evaluate.Logger, stderr io.Writer) int {
	if _, ok := errors.AsType[*cli.OutputError](err); ok {
		return 1
	}
	if ae, ok := errors.AsType[*argparse.Error](err); ok {
		fmt.Fprintf(stderr, "sacre: error: %s\n", ae.Error())
		return 2
	}
	if ee, ok := errors.AsType[*exitError](err); ok {
		fmt.Fprintf(stderr, "sacre: error: %s\n", ee.Msg)
		return ee.Code
	}
	ie, ok := errors.AsType[*inputs.Error](err)
	switch {
	case !ok:
		fmt.Fprintf(stderr, "sacre: error: %v\n", err)
		return 1
	case ie.Own:
		fmt.Fprintf(stderr, "sacre: error: %s\n", ie.Msg)
		return 1
	}
	for _, l := range ie.Lines() {
		log.Error(l)
	}
	if ie.Fields {
		return 17 // SacreBLEU's sys.exit(17)
	}
	return 1
}
