package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/signatures"
)

// score is SacreBLEU's main(): parse, check, read, score and print, in its order.
func score(args []string, e *env) int {
	res, exit, err := argparse.New(optionSpecs()).Parse(args)
	if err != nil {
		return report(err, &logger{w: e.stderr}, e.stderr)
	}
	switch exit {
	case argparse.Help:
		io.WriteString(e.stdout, helpText())
		return 0
	case argparse.Version:
		fmt.Fprintf(e.stdout, "sacre %s\n", signatures.Version)
		return 0
	}
	o := toOptions(res)
	if f := strings.ToLower(e.getenv("SACREBLEU_FORMAT")); f == "json" || f == "text" || f == "latex" {
		o.format = f
	}
	r := &runner{o: o, session: newSession(e, o.quiet, o.spmModel)}
	r.color = e.getenv("NO_COLOR") == "" && !o.noColor && e.stdoutTTY
	if r.color {
		// colorama, which SacreBLEU initializes at this point, resets the terminal at exit.
		defer io.WriteString(e.stdout, ansiReset)
	}
	if err := r.run(); err != nil {
		return report(err, r.log, e.stderr)
	}
	return 0
}

// runner carries one scoring run.
type runner struct {
	*session
	o     *options
	color bool
	out   strings.Builder // stdout, written only once everything succeeded
	src   *inputs.Source  // made on first use
}

func (r *runner) run() error {
	done, err := r.checkOptions()
	if err != nil || done {
		r.flush()
		return err
	}
	refs, err := r.source().References()
	if err != nil {
		return err
	}
	systems, names, err := r.source().Systems()
	if err != nil {
		return err
	}
	if err := r.checkSystems(systems, names, refs); err != nil {
		return err
	}
	metrics, err := r.buildMetrics(refs)
	if err != nil {
		return err
	}
	if err := r.evaluate(metrics, systems, names); err != nil {
		return err
	}
	return r.flush()
}

// flush writes what the run printed to standard output.
func (r *runner) flush() error {
	_, err := io.WriteString(r.e.stdout, r.out.String())
	r.out.Reset()
	return err
}

// checkOptions are SacreBLEU's checks and actions before reading any input, in its order.
// done is set by the actions that end a run: --download, --list, --citation, --echo.
func (r *runner) checkOptions() (done bool, err error) {
	o := r.o
	switch {
	case o.download != "":
		return true, r.download()
	case o.list:
		return true, r.list()
	case o.sentenceLevel && len(o.metrics) > 1:
		return false, &exitError{Code: 1, Msg: "Only one metric can be used in sentence-level mode."}
	case o.citation:
		return true, r.citation()
	case o.numRefs != 1 && (o.hasTestSet || len(o.refs) > 1):
		return false, &exitError{Code: 1, Msg: "The --num-refs argument allows you to provide any number of tab-delimited references in a single file.\n" +
			"You can only use it with externally provided references, however (i.e., not with `-t`),\n" +
			"and you cannot then provide multiple reference files."}
	}
	if err := r.checkReferences(); err != nil {
		return false, err
	}
	if o.echo != nil {
		if !o.hasLangPair || !o.hasTestSet {
			return false, &exitError{Code: 1, Msg: "--echo requires a test set (--t) and a language pair (-l)"}
		}
		return true, r.echo()
	}
	if err := r.checkNumbers(); err != nil {
		return false, err
	}
	if o.hasTestSet && o.bleu().Tokenize == "none" {
		r.log.warn("You are turning off BLEU's internal tokenizer presumably to supply your own tokenized files.")
		r.log.warn("Published numbers will not be comparable to other papers.")
	}
	return false, nil
}

// checkReferences requires either reference files or test sets (-t with -l).
func (r *runner) checkReferences() error { return r.source().CheckReferences() }
