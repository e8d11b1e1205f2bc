package main

import (
	"io"
	"strings"

	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/internal/outfile"
)

func compareSpecs() []*argparse.Spec {
	one, many, str := argparse.One, argparse.OneOrMore, "str"
	return []*argparse.Spec{
		cli.HelpSpec(),
		{Names: []string{"--scores", "-s"}, Dest: "scores", Nargs: one, Type: str, Appends: true, Exact: true, Metavar: "NAME=FILE[,FILE...]",
			Help: "A metric's per-segment scores (FILE may be a quoted pattern, e.g. 'scores/*.jsonl'): a long table (TSV, CSV, JSON Lines with system, item, score), one file per system with a score a line, COMET's output, mt-metrics-eval's .seg.score or WMT25's automatic_scores .jsonl. Repeat for more metrics."},
		{Names: []string{"--scores-sig"}, Dest: "scores_sig", Nargs: one, Type: str, Appends: true, Exact: true, Metavar: "NAME=SIGNATURE", Complete: "none",
			Help: "The metric's own description, recorded in the signature (instead of a '# signature:' line in its file)."},
		{Names: []string{"--test", "-t"}, Dest: "test", Nargs: many, Type: str, Appends: true, Choices: compare.TestNames(), Metavar: "TEST",
			Help: "The tests to run (default: bs): bs and ar as SacreBLEU's paired tests, ttest and wilcoxon as SciPy's, wmt24 as WMT24's human ranking."},
		{Names: []string{"--lp"}, Dest: "lp", Nargs: many, Type: str, Appends: true, Exact: true, Metavar: "LP", Complete: "none",
			Help: "Compare only these language pairs (the scores' lp field, e.g. en-cs_CZ); default: each language pair in turn."},
		{Names: []string{"--lower"}, Dest: "lower", Nargs: one, Type: str, Appends: true, Exact: true, Metavar: "NAME", Complete: "none",
			Help: "A metric whose lower scores are better (MetricX on its own scale is known to be)."},
		{Names: []string{"--alpha"}, Dest: "alpha", Nargs: one, Type: "float", Exact: true, Metavar: "P", Help: "The significance level of rank ranges and clusters (default: 0.05)."},
		{Names: []string{"--samples", "-n"}, Dest: "samples", Nargs: one, Type: "int", Exact: true, Metavar: "N",
			Help: "Bootstrap resamples or AR trials (default: SacreBLEU's, 1000 and 10000). The seed is SACREBLEU_SEED's, as for SacreBLEU."},
		{Names: []string{"--input-format"}, Dest: "input_format", Nargs: one, Type: str, Choices: []string{"long", "lines", "comet", "comet-json", "mtme", "wmt25"},
			Help: "The score files' format (default: detected from each file)."},
		{Names: []string{"--format", "-f"}, Dest: "format", Nargs: one, Type: str, Choices: compare.FormatNames(), Help: "Output format (default: text)."},
		{Names: []string{"--output", "-o"}, Dest: "output", Nargs: one, Type: str, Exact: true, Metavar: "FILE",
			Help: "Write the tables to FILE (whole or not at all; never over a score file); standard output when not given."},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet", Help: "Show no progress."},
	}
}

func compareHelp() string { return commandHelp(helpHead("compare"), compareSpecs()) }

// compareCommand is "sacre compare": significance, intervals, rank ranges and clusters for
// per-segment scores of any origin.
func compareCommand(args []string, e *env) int {
	res, exit, err := argparse.New(compareSpecs()).Parse(args)
	if err == nil && exit == argparse.Help {
		io.WriteString(e.stdout, compareHelp())
		return 0
	}
	if err == nil {
		err = runCompare(res, e)
	}
	if err != nil {
		return report(usage(err), nil, e.stderr)
	}
	return 0
}

// usage makes a failure of the inputs exit with status 2, nothing written.
func usage(err error) error {
	if _, ok := err.(*exitError); ok {
		return err
	}
	msg := strings.Replace(oneLine(err), ": compare: ", ": ", 1)
	for _, prefix := range []string{"compare: ", "scores: ", "significance: "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	return ownError(2, "%s", msg)
}

func runCompare(res *argparse.Result, e *env) error {
	seed, _ := e.lookupEnv("SACREBLEU_SEED")
	cfg, err := compare.Args{Tests: res.Values["test"], Alpha: first(res, "alpha"), Samples: first(res, "samples"), Seed: seed, LPs: res.Values["lp"]}.Config()
	if err != nil {
		return err
	}
	if len(res.Values["scores"]) == 0 {
		return ownError(2, "give the scores to compare: --scores NAME=FILE[,FILE...]")
	}
	src := compare.Sources{Scores: res.Values["scores"], Signatures: res.Values["scores_sig"], Lower: res.Values["lower"], Format: first(res, "input_format")}
	metrics, err := compare.Load(src)
	if err != nil {
		return err
	}
	var out *outfile.Target
	if path := first(res, "output"); path != "" {
		if out, err = outfile.Check(path, -1, compare.Paths(metrics)...); err != nil {
			return err
		}
	}
	update, finish := newSession(e, false, "").progress("compare", res.Seen["quiet"])
	cfg.Progress = update
	tables, err := compare.Run(metrics, cfg)
	finish()
	if err != nil {
		return err
	}
	format := first(res, "format")
	if format == "" {
		format = "text"
	}
	if out == nil {
		return compare.Formats[format](e.stdout, tables)
	}
	return out.Write(func(w io.Writer) error { return compare.Formats[format](w, tables) })
}

// first is an option's last value, "" if not given.
func first(res *argparse.Result, dest string) string {
	if v := res.Values[dest]; len(v) > 0 {
		return v[len(v)-1]
	}
	return ""
}
