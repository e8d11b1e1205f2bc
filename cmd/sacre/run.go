package main

import (
	"io"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/metric"
)

// runner is a command's run: the scoring run of its options (package evaluate) in the
// session that reaches the outside world.
type runner struct {
	*evaluate.Run
	*session
}

// newRunner is a run of the options o in e.
func newRunner(e *env, o *evaluate.Options) *runner {
	s := newSession(e, o.Quiet, o.SPMModel)
	return &runner{Run: evaluate.New(o, s.evaluateEnv(o)), session: s}
}

// with is a run over a copy of the options changed by change.
func (r *runner) with(change func(*evaluate.Options)) *runner {
	return &runner{Run: r.Run.With(change), session: r.session}
}

// evaluateEnv is the session as package evaluate needs it.
func (s *session) evaluateEnv(o *evaluate.Options) evaluate.Env {
	return evaluate.Env{
		Stdin: s.e.stdin, Stdout: s.e.stdout, Log: s.log, Getenv: s.e.lookupEnv,
		Progress:  func(label string) (func(done, total int), func()) { return s.progress(label, o.Quiet) },
		Tokenizer: s.sentencePiece, Source: s.withCache,
	}
}

// parsedCommand runs a command whose options argparse parses: it prints the help, or makes a
// runner over the options and runs it. Its scores are sentences' (sentence: -sl's metrics,
// BLEU with effective order) and its output in format unless -f says otherwise.
func parsedCommand(args []string, e *env, specs []*argparse.Spec, help, format string, sentence bool, run func(*runner, *argparse.Result) error) int {
	res, exit, err := argparse.New(specs).Parse(args)
	if err != nil {
		return report(err, &evaluate.Log{W: e.stderr}, e.stderr)
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, help)
		return 0
	}
	o := evaluate.FromResult(res)
	if _, given := res.Values["format"]; !given {
		o.Format = format
	}
	o.SentenceLevel = o.SentenceLevel || sentence
	r := newRunner(e, o)
	if err := run(r, res); err != nil {
		return report(err, r.log, e.stderr)
	}
	return 0
}

// scoringSpecs are scoring's options but its --format, for the commands that add their own
// options (extra) to them; their -m lists every metric in its errors (SacreBLEU's lists its
// three).
func scoringSpecs(extra ...*argparse.Spec) []*argparse.Spec {
	var specs []*argparse.Spec
	for _, s := range evaluate.Specs() {
		if s.Dest == "metrics" {
			m := *s
			m.Choices, m.Extra = metric.Options(), nil
			s = &m
		}
		if s.Dest != "format" {
			specs = append(specs, s)
		}
	}
	return append(specs, extra...)
}
