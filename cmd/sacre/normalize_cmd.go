package main

import (
	"bufio"
	"io"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/metric"
)

// normalizeHelp is sacre normalize's help, with the normalizations metric has.
func normalizeHelp() string {
	var steps []*argparse.Spec
	for _, n := range metric.TextNormalizers() {
		name := n.Name
		if n.Alias != "" {
			name += " (" + n.Alias + ")"
		}
		steps = append(steps, &argparse.Spec{Names: []string{name}, Help: n.Doc})
	}
	return commandHelp(helpHead("normalize"), normalizeSpecs(), argparse.Group{Title: "steps", Specs: steps})
}

func normalizeSpecs() []*argparse.Spec {
	return []*argparse.Spec{cli.HelpSpec(), {Names: []string{"--encoding", "-e"}, Dest: "encoding", Nargs: argparse.One, Type: "str", Complete: "none",
		Help: "The encoding of standard input, named as Python names its codecs, as scoring's -e takes it (default: utf-8)."}}
}

// normalizeCommand is "sacre normalize [-e ENCODING] NAME".
func normalizeCommand(args []string, e *env) int {
	fail := func(err error) int { return report(err, &evaluate.Log{W: e.stderr}, e.stderr) }
	res, exit, err := argparse.New(normalizeSpecs()).Parse(args)
	if err != nil {
		return fail(err)
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, normalizeHelp())
		return 0
	}
	apply, encoding, err := normalizeArgs(res)
	if err != nil {
		return fail(err)
	}
	lines, err := textio.StreamLines(e.stdin, encoding, "<stdin>")
	if err == nil {
		err = writeNormalized(e.stdout, lines, apply)
	}
	if err != nil {
		return fail(err)
	}
	return 0
}

// normalizeArgs are the normalization and the encoding of the command line, checked before
// anything is read: standard input may be a pipe that never ends.
func normalizeArgs(res *argparse.Result) (apply func(string) string, encoding string, err error) {
	if len(res.Positional) != 1 {
		return nil, "", ownError(2, "give one normalization, e.g. sacre normalize whisper-en (sacre normalize -h lists them)")
	}
	if _, apply, err = metric.ParseNorm(res.Positional[0]); err != nil {
		return nil, "", ownError(2, "%v", err)
	}
	encoding = "utf-8"
	if v, ok := res.Values["encoding"]; ok {
		encoding = v[len(v)-1]
	}
	if _, err := textio.Decode(nil, encoding, "<stdin>"); err != nil {
		return nil, "", ownError(2, "%v", err)
	}
	return apply, encoding, nil
}

// writeNormalized writes apply's output for each line, one line out per line in.
func writeNormalized(out io.Writer, lines textio.LineSource, apply func(string) string) error {
	w := bufio.NewWriterSize(out, 1<<16)
	for {
		line, err := lines.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		w.WriteString(apply(line))
		w.WriteByte('\n')
	}
	return w.Flush()
}
