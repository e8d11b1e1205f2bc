package main

import (
	"bufio"
	"fmt"
	"io"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/internal/textio/pycodec"
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
	fail := func(err error) int { return report(err, &logger{w: e.stderr}, e.stderr) }
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
	lines, err := stdinLines(e.stdin, encoding)
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

// A lineSource gives lines one at a time, io.EOF after the last.
type lineSource interface{ Next() (string, error) }

// stdinLines reads standard input as scoring reads it (strict decoding with the encoding, then
// Python's universal newlines). UTF-8 is read a line at a time, so that it can be a pipe that
// never ends; another codec, which may keep state from line to line (UTF-16, ISO-2022), decodes
// the whole input first, as scoring does.
func stdinLines(r io.Reader, encoding string) (lineSource, error) {
	if pycodec.Module(encoding) == "utf_8" {
		return textio.NewUniversalLines(r, "<stdin>"), nil
	}
	raw, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading standard input: %w", err)
	}
	text, err := textio.Decode(raw, encoding, "<stdin>")
	if err != nil {
		return nil, err
	}
	return &sliceLines{lines: textio.SplitUniversal(text)}, nil
}

// sliceLines are lines already split.
type sliceLines struct{ lines []string }

func (s *sliceLines) Next() (string, error) {
	if len(s.lines) == 0 {
		return "", io.EOF
	}
	line := s.lines[0]
	s.lines = s.lines[1:]
	return line, nil
}

// writeNormalized writes apply's output for each line, one line out per line in.
func writeNormalized(out io.Writer, lines lineSource, apply func(string) string) error {
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
