package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/render"
	"github.com/sacre-mt/sacre/signatures"
)

// score is SacreBLEU's main(): parse, check, read, score and print, in its order.
func score(args []string, e *env) int {
	res, exit, err := argparse.New(evaluate.Specs()).Parse(args)
	if err != nil {
		return report(err, &evaluate.Log{W: e.stderr}, e.stderr)
	}
	switch exit {
	case argparse.Help:
		io.WriteString(e.stdout, program(e).DefaultHelp())
		return 0
	case argparse.Version:
		fmt.Fprintf(e.stdout, "sacre %s\n", signatures.Version)
		return 0
	}
	o := evaluate.FromResult(res)
	if f, _ := e.lookupEnv("SACREBLEU_FORMAT"); slices.Contains([]string{"json", "text", "latex"}, strings.ToLower(f)) {
		o.Format = strings.ToLower(f)
	}
	s := newSession(e, o.Quiet, o.SPMModel)
	env := s.evaluateEnv(o)
	noColor, _ := e.lookupEnv("NO_COLOR")
	env.Color = noColor == "" && !o.NoColor && e.stdoutTTY
	if env.Color {
		// colorama, which SacreBLEU initializes at this point, resets the terminal at exit.
		defer io.WriteString(e.stdout, render.Reset)
	}
	if err := evaluate.New(o, env).Score(); err != nil {
		return report(err, s.log, e.stderr)
	}
	return 0
}
