package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/metric"
)

// normalizeHelp lists the normalizations from metric's registry.
func normalizeHelp() string {
	var b strings.Builder
	b.WriteString(`usage: sacre normalize [-h] NAME

Read lines on standard input and write what the text normalization NAME makes of each, one
line out per line in: exactly what WER and CER (--wer-norm NAME) compare, before they split the
text into words (at single spaces) or characters. NAME is a step or steps joined with "/", in
the order applied (lc/punct), as signatures print it (norm:...).

steps:
`)
	for _, n := range metric.TextNormalizers() {
		name := n.Name
		if n.Alias != "" {
			name += " (" + n.Alias + ")"
		}
		fmt.Fprintf(&b, "  %-24s%s\n", name, n.Doc)
	}
	b.WriteString(`
options:
  -h, --help            Show this help and exit.
`)
	return b.String()
}

func normalizeSpecs() []*argparse.Spec {
	return []*argparse.Spec{{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help}}
}

// normalizeCommand is "sacre normalize NAME".
func normalizeCommand(args []string, e *env) int {
	res, exit, err := argparse.New(normalizeSpecs()).Parse(args)
	if err != nil {
		return report(err, &logger{w: e.stderr}, e.stderr)
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, normalizeHelp())
		return 0
	}
	if len(res.Positional) != 1 {
		return report(ownError(2, "give one normalization, e.g. sacre normalize whisper-en (sacre normalize -h lists them)"), &logger{w: e.stderr}, e.stderr)
	}
	_, apply, err := metric.ParseNorm(res.Positional[0])
	if err != nil {
		return report(ownError(2, "%v", err), &logger{w: e.stderr}, e.stderr)
	}
	// Standard input is read as SacreBLEU reads it (strict UTF-8, universal newlines), a line
	// at a time, so that it can be a pipe that never ends.
	lines := textio.NewUniversalLines(e.stdin, "<stdin>")
	w := bufio.NewWriterSize(e.stdout, 1<<16)
	for {
		line, err := lines.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return report(err, &logger{w: e.stderr}, e.stderr)
		}
		w.WriteString(apply(line))
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		return report(err, &logger{w: e.stderr}, e.stderr)
	}
	return 0
}
