package main

import (
	"io"
	"strings"

	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/internal/outfile"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// compareRefused are the scoring options sacre compare refuses: its own tests replace
// SacreBLEU's.
var compareRefused = []string{"citation", "list", "download", "echo", "sentence_level", "detail", "score_only", "confidence", "confidence_n",
	"paired_bs", "paired_ar", "paired_bs_n", "paired_ar_n", "paired_jobs"}

// compareSpecs are scoring's options (for sacre's own metrics: REF... -i SYS... -m ...) and
// compare's.
func compareSpecs() []*argparse.Spec {
	one, many, str := argparse.One, argparse.OneOrMore, "str"
	return cli.Hide(scoringSpecs(
		&argparse.Spec{Names: []string{"--scores"}, Dest: "scores", Nargs: one, Type: str, Appends: true, Exact: true, Metavar: "NAME=FILE[,FILE...]",
			Help: "A metric's per-segment scores (FILE may be a quoted pattern, e.g. 'scores/*.jsonl'): a long table (TSV, CSV, JSON Lines with system, item, score), one file per system with a score a line, COMET's output, mt-metrics-eval's .seg.score or WMT25's automatic_scores .jsonl. Repeat for more metrics."},
		&argparse.Spec{Names: []string{"--scores-sig"}, Dest: "scores_sig", Nargs: one, Type: str, Appends: true, Exact: true, Metavar: "NAME=SIGNATURE", Complete: "none",
			Help: "The metric's own description, recorded in the signature (instead of a '# signature:' line in its file)."},
		&argparse.Spec{Names: []string{"--test"}, Dest: "test", Nargs: many, Type: str, Appends: true, Exact: true, Choices: compare.TestNames(), Metavar: "TEST",
			Help: "The tests to run (default: bs): bs and ar as SacreBLEU's paired tests, ttest and wilcoxon as SciPy's, wmt24 as WMT24's human ranking; for -m wer --wer-align sclite, sc_stats's mapsswe, mcnemar, sign-sc and wilcoxon-sc (these two need --speakers)."},
		&argparse.Spec{Names: []string{"--speakers"}, Dest: "speakers", Nargs: one, Type: str, Exact: true, Metavar: "FILE", Help: "The segments' speakers, one id a line, which sign-sc and wilcoxon-sc compare (each speaker's word error rate)."},
		&argparse.Spec{Names: []string{"--lp"}, Dest: "lp", Nargs: many, Type: str, Appends: true, Exact: true, Metavar: "LP", Complete: "none",
			Help: "Compare only these language pairs (the scores' lp field, e.g. en-cs_CZ); default: each language pair in turn."},
		&argparse.Spec{Names: []string{"--lower"}, Dest: "lower", Nargs: one, Type: str, Appends: true, Exact: true, Metavar: "NAME", Complete: "none",
			Help: "A metric of --scores whose lower scores are better (MetricX on its own scale is known to be)."},
		&argparse.Spec{Names: []string{"--alpha"}, Dest: "alpha", Nargs: one, Type: "float", Exact: true, Metavar: "P", Help: "The significance level of rank ranges and clusters (default: 0.05)."},
		&argparse.Spec{Names: []string{"--samples"}, Dest: "samples", Nargs: one, Type: "int", Exact: true, Metavar: "N",
			Help: "Bootstrap resamples or AR trials (default: SacreBLEU's, 1000 and 10000). The seed is SACREBLEU_SEED's, as for SacreBLEU."},
		&argparse.Spec{Names: []string{"--input-format"}, Dest: "input_format", Nargs: one, Type: str, Exact: true, Choices: []string{"long", "lines", "comet", "comet-json", "mtme", "wmt25"},
			Help: "The score files' format (default: detected from each file)."},
		&argparse.Spec{Names: []string{"--format", "-f"}, Dest: "format", Nargs: one, Type: str, Choices: compare.FormatNames(), Help: "Output format (default: text)."},
		&argparse.Spec{Names: []string{"--output", "-o"}, Dest: "output", Nargs: one, Type: str, Exact: true, Metavar: "FILE",
			Help: "Write the tables to FILE (whole or not at all; never over an input); standard output when not given."},
	), compareRefused...)
}

func compareHelp() string { return commandHelp(helpHead("compare"), compareSpecs()) }

// compareCommand is "sacre compare": significance, intervals, rank ranges and clusters for
// per-segment scores of any origin, and sacre's own metrics beside them.
func compareCommand(args []string, e *env) int {
	return parsedCommand(args, e, compareSpecs(), compareHelp(), "text", false, (*runner).compare)
}

func (r *runner) compare(res *argparse.Result) error {
	if err := refusedOption(res, compareRefused, "sacre compare"); err != nil {
		return err
	}
	seed, _ := r.e.lookupEnv("SACREBLEU_SEED")
	cfg, err := compare.Args{Tests: res.Values["test"], Alpha: first(res, "alpha"), Samples: first(res, "samples"), Seed: seed, LPs: res.Values["lp"], Speakers: first(res, "speakers")}.Config()
	if err != nil {
		return usage(err)
	}
	src := compare.Sources{Scores: res.Values["scores"], Signatures: res.Values["scores_sig"], Lower: res.Values["lower"], Format: first(res, "input_format")}
	metrics, err := compare.Load(src)
	if err != nil {
		return usage(err)
	}
	if own, err := r.ownMetrics(metrics); err != nil || own != nil {
		if metrics = append(own, metrics...); err != nil {
			return err
		}
	}
	if len(metrics) == 0 {
		return ownError(2, "give the scores to compare (--scores NAME=FILE[,FILE...]), or references, -i and -m for sacre's own metrics")
	}
	var out *outfile.Target
	if path := first(res, "output"); path != "" {
		if out, err = outfile.Check(path, -1, append(append(compare.Paths(metrics), r.InputPaths()...), cfg.Speakers.Inputs()...)...); err != nil {
			return usage(err)
		}
	}
	update, finish := r.progress("compare", r.Options().Quiet)
	cfg.Progress = update
	tables, err := compare.Run(metrics, cfg)
	if finish(); err != nil {
		return usage(err)
	}
	write := compare.Formats[r.Options().Format]
	if out == nil {
		return write(r.e.stdout, tables)
	}
	return out.Write(func(w io.Writer) error { return write(w, tables) })
}

// ownMetrics are sacre's metrics (-m) of the -i systems against the references, when given:
// corpus statistics for SacreBLEU's paired tests, -sl's sentence scores for the others. The
// score files must score the same systems.
func (r *runner) ownMetrics(scored []compare.Metric) ([]compare.Metric, error) {
	if !r.Options().InputGiven {
		return nil, nil
	}
	if err := r.CheckReferences(); err != nil {
		return nil, err
	}
	systems, _, refs, err := r.ReadSelected()
	if err != nil {
		return nil, err
	}
	names := compare.SystemNames(r.Options().Input)
	if err := compare.MatchSystems(names, scored); err != nil {
		return nil, usage(err)
	}
	files, err := compare.Digests(r.Options().Input)
	if err != nil {
		return nil, err
	}
	scorers, err := r.Metrics(refs)
	if err != nil {
		return nil, err
	}
	sentenceLevel := r.with(func(o *evaluate.Options) { o.SentenceLevel = true })
	var out []compare.Metric
	for _, s := range scorers {
		stats, err := metric.StatsAll(s.Metric, systems, s.Refs)
		if err != nil {
			return nil, err
		}
		sentence, err := sentenceLevel.Metric(s.Key)
		if err != nil {
			return nil, err
		}
		run := signatures.Run{NumRefs: s.Refs.NumRefs()}
		out = append(out, compare.Own(s.Metric, sentence, names, files, stats, metric.KindOf(s.Key).LowerIsBetter, run).WithTexts(systems, s.Refs))
	}
	return out, nil
}

// usage makes a failure of the inputs exit with status 2, nothing written, its message
// without package prefixes.
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

// first is an option's last value, "" if not given.
func first(res *argparse.Result, dest string) string {
	v := res.Values[dest]
	return strings.Join(v[max(len(v)-1, 0):], "")
}
