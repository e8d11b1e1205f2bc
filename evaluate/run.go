// Package evaluate runs a scoring command line as SacreBLEU 2.6.0's main does: its checks and
// actions in its order (--download, --list, --citation, --echo), the reading of references and
// systems, the metrics its options configure, corpus and sentence scores, confidence intervals,
// paired tests and the --detail breakdown, printed in every output format as SacreBLEU prints
// them, with SacreBLEU's log lines through a Logger. The sacre command parses the options and
// gives a Run its outside world (Env); its other commands build on a Run's reading and metrics.
package evaluate

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/tokenizers"
)

// Run is one scoring run: its options and the outside world it reads, logs and prints to.
type Run struct {
	o   *Options
	env Env
	out strings.Builder // stdout, written only once everything succeeded
	src *inputs.Source  // made on first use
}

// Env is what a run needs of the outside world. Log is required; nil functions do nothing.
type Env struct {
	Stdin  io.Reader // the systems when no -i files are given
	Stdout io.Writer // where Score prints, once everything succeeded
	Log    Logger
	// Getenv reads an environment variable (SACREBLEU_SEED).
	Getenv func(key string) (string, bool)
	// Color paints the output with terminal colours, as SacreBLEU does on a terminal.
	Color bool
	// Progress starts showing the progress of a long computation (label names it) and returns
	// the functions that update and end the display.
	Progress func(label string) (update func(done, total int), finish func())
	// Tokenizer makes the tokenizers that need outside files (SentencePiece's models).
	Tokenizer func(name string) (tokenizers.Tokenizer, error)
	// Source completes a Source with the test-set cache (and its registry) and the log.
	Source func(*inputs.Source) *inputs.Source
}

// A Logger prints SacreBLEU's log lines.
type Logger interface {
	Info(msg string)
	Warn(msg string)
	Error(msg string)
}

// Log prints SacreBLEU's log lines to W: "sacreBLEU: " before each; with Quiet (-q) no INFO
// lines and no prefix (Python's logging is then left unconfigured).
type Log struct {
	W     io.Writer
	Quiet bool
}

func (l *Log) Info(msg string) {
	if !l.Quiet {
		fmt.Fprintf(l.W, "sacreBLEU: %s\n", msg)
	}
}

func (l *Log) Warn(msg string) { l.Error(msg) }

func (l *Log) Error(msg string) {
	if l.Quiet {
		fmt.Fprintln(l.W, msg)
		return
	}
	fmt.Fprintf(l.W, "sacreBLEU: %s\n", msg)
}

// New is a run of the options in env.
func New(o *Options, env Env) *Run { return &Run{o: o, env: env} }

// Options are the run's options.
func (r *Run) Options() *Options { return r.o }

// With is a run over a copy of the options changed by change: a step that needs other options
// (the sentence-level variant of a metric) gets them without changing this run's.
func (r *Run) With(change func(*Options)) *Run {
	o := *r.o
	change(&o)
	return &Run{o: &o, env: r.env, src: r.src}
}

// progress starts a progress display, or one that shows nothing.
func (r *Run) progress(label string) (update func(done, total int), finish func()) {
	if r.env.Progress == nil {
		return nil, func() {}
	}
	return r.env.Progress(label)
}

// Score is SacreBLEU's main() after parsing: its checks and actions in its order, reading,
// scoring and printing; nothing is printed unless the whole run succeeds (but for --list and
// --echo, which print what they have).
func (r *Run) Score() error {
	done, err := r.checkOptions()
	if err != nil || done {
		r.flush()
		return err
	}
	if r.streamable() {
		return r.scoreStream()
	}
	r.Source().PrefetchSystems() // read while the references are
	refs, err := r.Source().References()
	if err != nil {
		return err
	}
	systems, names, err := r.Source().Systems()
	if err != nil {
		return err
	}
	if err := r.checkSystems(systems, names, refs); err != nil {
		return err
	}
	metrics, err := r.Metrics(refs)
	if err != nil {
		return err
	}
	if err := r.evaluate(metrics, systems, names); err != nil {
		return err
	}
	return r.flush()
}

// flush writes what the run printed to standard output.
func (r *Run) flush() error {
	_, err := io.WriteString(r.env.Stdout, r.out.String())
	r.out.Reset()
	return err
}

// checkOptions are SacreBLEU's checks and actions before reading any input, in its order.
// done is set by the actions that end a run: --download, --list, --citation, --echo.
func (r *Run) checkOptions() (done bool, err error) {
	o := r.o
	switch {
	case o.Download != "":
		return true, r.download()
	case o.List:
		return true, r.list()
	case o.SentenceLevel && len(o.Metrics) > 1:
		return false, &inputs.Error{Msg: "Only one metric can be used in sentence-level mode."}
	case o.Citation:
		return true, r.citation()
	case o.NumRefs != 1 && (o.HasTestSet || len(o.Refs) > 1):
		return false, &inputs.Error{Msg: "The --num-refs argument allows you to provide any number of tab-delimited references in a single file.\n" +
			"You can only use it with externally provided references, however (i.e., not with `-t`),\n" +
			"and you cannot then provide multiple reference files."}
	}
	if err := r.CheckReferences(); err != nil {
		return false, err
	}
	if o.Echo != nil {
		if !o.HasLangPair || !o.HasTestSet {
			return false, &inputs.Error{Msg: "--echo requires a test set (--t) and a language pair (-l)"}
		}
		return true, r.echo()
	}
	if err := r.CheckNumbers(); err != nil {
		return false, err
	}
	if o.HasTestSet && o.BLEU().Tokenize == "none" {
		r.env.Log.Warn("You are turning off BLEU's internal tokenizer presumably to supply your own tokenized files.")
		r.env.Log.Warn("Published numbers will not be comparable to other papers.")
	}
	return false, nil
}

// checkReferences requires either reference files or test sets (-t with -l).
func (r *Run) CheckReferences() error { return r.Source().CheckReferences() }
