package cli

import (
	"errors"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/sacre-mt/sacre/internal/argparse"
)

func testProgram(stdout, stderr io.Writer) (*Program, *[]string) {
	var ran []string
	p := &Program{Name: "prog", Stdout: stdout, Stderr: stderr,
		Default:      func(args []string) int { ran = append(ran, "default "+strings.Join(args, " ")); return 0 },
		DefaultSpecs: func() []*argparse.Spec { return []*argparse.Spec{HelpSpec()} },
		DefaultHelp:  func() string { return "default help\n" }}
	p.Commands = []Command{{Name: "verify", Summary: "verify", Specs: func() []*argparse.Spec { return []*argparse.Spec{HelpSpec()} },
		Help: func() string { return "verify help\n" },
		Run:  func(args []string) int { ran = append(ran, "verify "+strings.Join(args, " ")); return 3 }}}
	return p, &ran
}

// TestRun: a command's name runs it, a mistyped one is refused with a suggestion, anything else
// is the default command's; a file named like a command is the default's argument.
func TestRun(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		args           []string
		code           int
		name, ran, err string
	}{
		{[]string{"verify", "-x"}, 3, "prog verify", "verify -x", ""},
		{[]string{"verfy", "a"}, 2, "prog", "", "prog: error: unknown command 'verfy' (did you mean 'verify'?)\n"},
		{[]string{"ref.txt", "-i", "h"}, 0, "prog", "default ref.txt -i h", ""},
		{[]string{"ve"}, 0, "prog", "default ve", ""}, // too short to be a command mistyped
	} {
		var stdout, stderr strings.Builder
		p, ran := testProgram(&stdout, &stderr)
		code, name := p.Run(c.args)
		got := strings.Join(*ran, ";")
		if code != c.code || name != c.name || got != c.ran || stderr.String() != c.err {
			t.Errorf("%q: %d %q ran %q stderr %q", c.args, code, name, got, stderr.String())
		}
	}
	os.WriteFile("verify", nil, 0o644)
	p, ran := testProgram(io.Discard, io.Discard)
	if p.Run([]string{"verify", "-i", "h"}); strings.Join(*ran, ";") != "default verify -i h" {
		t.Errorf("a file named verify: ran %q", *ran)
	}
}

// TestOutput: the first failed write is kept, later writes fail at once, and the failure is
// the cause without os.Stdout's file name.
func TestOutput(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	o := NewOutput(full)
	if _, err := o.Write([]byte("x")); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("write to /dev/full: %v", err)
	}
	if n, err := o.Write([]byte("y")); n != 0 || err == nil {
		t.Errorf("a write after a failure: %d %v", n, err)
	}
	if got := o.Failure(); got == nil || got.Error() != "no space left on device" {
		t.Errorf("failure %v", got)
	}
	if NewOutput(io.Discard).Failure() != nil {
		t.Error("a failure without a failed write")
	}
}
