package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// score is SacreBLEU's main(): parse, check, read, score and print, in its order.
func score(args []string, e *env) int {
	res, exit, err := newArgParser(optionSpecs()).parse(args)
	if err != nil {
		return report(err, &logger{w: e.stderr}, e.stderr)
	}
	switch exit {
	case helpAction:
		io.WriteString(e.stdout, helpText)
		return 0
	case versionAction:
		fmt.Fprintf(e.stdout, "sacre %s\n", signatures.Version)
		return 0
	}
	o := toOptions(res)
	if f := strings.ToLower(e.getenv("SACREBLEU_FORMAT")); f == "json" || f == "text" || f == "latex" {
		o.format = f
	}
	r := &runner{o: o, e: e, log: &logger{w: e.stderr, quiet: o.quiet}}
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
	o     *options
	e     *env
	log   *logger
	color bool
	out   strings.Builder // stdout, written only once everything succeeded
}

func (r *runner) run() error {
	if err := r.checkOptions(); err != nil {
		return err
	}
	refs, err := r.readRefs()
	if err != nil {
		return err
	}
	systems, names, err := r.readSystems()
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
	_, err = io.WriteString(r.e.stdout, r.out.String())
	return err
}

// checkOptions are SacreBLEU's checks before reading any input, in its order.
func (r *runner) checkOptions() error {
	o := r.o
	if o.download != "" || o.list {
		return ownError(1, "standard test sets (--download, --list) are not supported by this sacre release yet")
	}
	if o.sentenceLevel && len(o.metrics) > 1 {
		return &exitError{code: 1, msg: "Only one metric can be used in sentence-level mode."}
	}
	if o.citation {
		return ownError(1, "standard test sets (--citation) are not supported by this sacre release yet")
	}
	if o.numRefs != 1 && (o.hasTestSet || len(o.refs) > 1) {
		return &exitError{code: 1, msg: "The --num-refs argument allows you to provide any number of tab-delimited references in a single file.\n" +
			"You can only use it with externally provided references, however (i.e., not with `-t`),\n" +
			"and you cannot then provide multiple reference files."}
	}
	if o.hasTestSet {
		return ownError(1, "standard test sets (-t %s) are not supported by this sacre release yet; give reference files instead", o.testSet)
	}
	if len(o.refs) == 0 {
		return &exitError{code: 1, msg: "If manual references given, make sure to provide them before the -i/--input argument to avoid confusion.\n" +
			"Otherwise, I need a predefined test set (-t) from the following list:\n" + testSetListRepr}
	}
	if o.echo != nil {
		return &exitError{code: 1, msg: "--echo requires a test set (--t) and a language pair (-l)"}
	}
	if o.width < 0 {
		return ownError(1, "argument --width/-w: %d is negative; give a number of decimals from 0 on", o.width)
	}
	return nil
}
