package main

import (
	"github.com/sacre-mt/sacre/evaluate"
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
		Tokenizer: s.sentencePiece, Source: s.withCache, Cache: s.cache, LookupSet: s.lookupSet,
	}
}
