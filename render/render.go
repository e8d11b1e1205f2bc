// Package render prints scoring results as SacreBLEU 2.6.0 prints them: single-system scores,
// tables of several systems with their signatures, and paired significance tests. Each output
// format implements Renderer in a file of its own (json.go, text.go, latex.go); a new format is
// one new file and one entry in formats. Segments (segments.go) writes every segment's
// sentence-level scores and statistics, as JSON Lines or TSV.
package render

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// Options are the printing options every format shares.
type Options struct {
	Width     int  // decimals (-w)
	Short     bool // short signature keys (-sh), where the format prints them
	ScoreOnly bool // scores alone (-b)
	Color     bool // colours as SacreBLEU's colorama writes them on a terminal
}

// A Result is one system's score under one metric, with the metric's signature.
type Result struct {
	System    string
	Score     *metric.Score
	Signature signatures.Signature
}

// A Table holds several systems' results: one column per metric, one row per system.
type Table struct {
	Systems []string
	Columns []Column
}

// A Column is one metric's results over the systems, plain or from a paired test.
type Column struct {
	Metric    string // the metric's printed name
	Signature signatures.Signature
	Scores    []*metric.Score       // a plain table
	Paired    []significance.Result // a paired test's, the baseline first
}

// A Test describes a paired test for the explanation under its table.
type Test struct {
	AR      bool // approximate randomization, else bootstrap resampling
	Samples int  // the number of samples as the option gave it
}

// A Renderer prints results in one format.
type Renderer interface {
	// Single prints one system's results under each metric.
	Single(w io.Writer, results []Result) error
	// Table prints several systems' results with the metrics' signatures.
	Table(w io.Writer, t *Table) error
	// Paired prints a paired test's results (t's columns are Paired).
	Paired(w io.Writer, t *Table, test Test) error
}

// formats are the output formats (-f), each a Renderer.
var formats = map[string]func(Options) Renderer{
	"json":  func(o Options) Renderer { return jsonRenderer{o} },
	"text":  func(o Options) Renderer { return textRenderer{o} },
	"latex": func(o Options) Renderer { return latexRenderer{textRenderer{o}} },
}

// Formats lists the output formats, sorted.
func Formats() []string {
	out := make([]string, 0, len(formats))
	for f := range formats {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// New returns the Renderer of a format.
func New(format string, opt Options) (Renderer, error) {
	f, ok := formats[format]
	if !ok {
		return nil, fmt.Errorf("render: unknown format %q (%s)", format, strings.Join(Formats(), ", "))
	}
	return f(opt), nil
}

// ErrNoSystems reports a table without systems.
var ErrNoSystems = errors.New("no systems to tabulate: -i was given without files")

// Sentences prints sentence-level scores, one text line per segment whatever the format, as
// SacreBLEU does.
func Sentences(w io.Writer, scores []*metric.Score, sig signatures.Signature, opt Options) {
	s := sig.Format(opt.Short)
	for _, sc := range scores {
		if opt.ScoreOnly {
			fmt.Fprintln(w, sc.ScoreOnly(opt.Width))
		} else {
			fmt.Fprintln(w, sc.Text(opt.Width, s))
		}
	}
}

// ANSI colours as colorama writes them, used only on a terminal.
const (
	Reset  = "\x1b[0m"
	Red    = "\x1b[31m"
	Green  = "\x1b[32m"
	Yellow = "\x1b[33m"
	Cyan   = "\x1b[36m"
)

// Paint colours s when the options ask for colours.
func (o Options) Paint(s, color string) string {
	if !o.Color {
		return s
	}
	return color + s + Reset
}

// PadRight is Python's f"{s:<n}".
func PadRight(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}
