package main

import (
	"context"
	"errors"
	"io"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/analysis"
	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/internal/outfile"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	rep "github.com/sacre-mt/sacre/report"
	"github.com/sacre-mt/sacre/significance"
	"github.com/sacre-mt/sacre/tokenizers"
)

// reportRefused are the scoring options sacre report refuses.
var reportRefused = []string{"citation", "list", "download", "echo", "sentence_level", "detail", "score_only", "confidence", "confidence_n"}

// reportSpecs are scoring's options and the report's own.
func reportSpecs() []*argparse.Spec {
	str := "str"
	return cli.Hide(scoringSpecs(
		&argparse.Spec{Names: []string{"--output", "-o"}, Dest: "output", Nargs: argparse.One, Type: str, Exact: true, Metavar: "FILE",
			Help: "Write the report to FILE (whole at the end or not at all; never over an input or a file you may not write); standard output when not given."},
		&argparse.Spec{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: str, Choices: []string{"html", "md", "latex"},
			Help: "Output format (default: html)."},
		&argparse.Spec{Names: []string{"--src"}, Dest: "src", Nargs: argparse.One, Type: str, Exact: true, Metavar: "FILE",
			Help: "The source segments, shown with the examples (a test set's source is taken from the test set)."},
		&argparse.Spec{Names: []string{"--pair"}, Dest: "pair", Nargs: argparse.OneOrMore, Type: str, Exact: true, Metavar: "A B", Complete: "none",
			Help: "The two systems compared segment by segment and in the examples: names as given to -i, or numbers from 1 (default: the two best under the first metric)."},
		&argparse.Spec{Names: []string{"--examples"}, Dest: "examples", Nargs: argparse.One, Type: "int", Exact: true, Metavar: "N",
			Help: "How many segments of largest difference to show (default: 20)."},
		&argparse.Spec{Names: []string{"--freq-corpus"}, Dest: "freq_corpus", Nargs: argparse.One, Type: str, Exact: true, Conflicts: []string{"freq_counts"}, Metavar: "FILE",
			Help: "A training corpus whose word counts make the frequency buckets (compare-mt's freq_corpus_file); default: the first reference's."},
		&argparse.Spec{Names: []string{"--freq-counts"}, Dest: "freq_counts", Nargs: argparse.One, Type: str, Exact: true, Conflicts: []string{"freq_corpus"}, Metavar: "FILE",
			Help: `The same from a file of "word<TAB>count" lines (compare-mt's freq_count_file).`},
		&argparse.Spec{Names: []string{"--analysis-tok"}, Dest: "analysis_tok", Nargs: argparse.One, Type: str, Choices: tokenizers.Names(), Exact: true, Metavar: "TOK",
			Help: "The tokenizer that makes the words of the buckets, frequencies and n-grams, as compare-mt run on text pre-tokenized by it (none: compare-mt's own split at spaces). Default: BLEU's (its -tok, or the default for -l's target language: zh, ja-mecab, ko-mecab), else TER's, else 13a."},
		&argparse.Spec{Names: []string{"--correction"}, Dest: "correction", Nargs: argparse.One, Type: str, Choices: []string{"holm", "bonferroni"}, Exact: true,
			Help: "Correct the pairs' p-values for their number (Holm's step-down method or Bonferroni's): marks and clusters follow the corrected values, recorded as corr: in the signatures. Default: none."},
		&argparse.Spec{Names: []string{"--names"}, Dest: "names", Nargs: argparse.OneOrMore, Type: str, Exact: true, Metavar: "NAME", Complete: "none",
			Help: "The systems' names in the report, one per -i file in order (default: the files' names less the directory, prefix and suffix they all share, e.g. .txt); --pair and --scores still name the files."},
		&argparse.Spec{Names: []string{"--title"}, Dest: "title", Nargs: argparse.One, Type: str, Exact: true, Metavar: "TEXT", Complete: "none",
			Help: "The report's title."},
		&argparse.Spec{Names: []string{"--alpha"}, Dest: "alpha", Nargs: argparse.One, Type: "float", Exact: true, Metavar: "P",
			Help: "The significance level of the marks and clusters (default: 0.05)."},
		&argparse.Spec{Names: []string{"--scores"}, Dest: "scores", Nargs: argparse.One, Type: str, Appends: true, Exact: true, Metavar: "NAME=FILE[,FILE...]", Help: "A metric's per-segment scores of the -i systems, read as sacre compare reads them (COMET's output, one score per line, a long table...), tested and shown as sacre's own metrics are. Repeat for more metrics."},
		&argparse.Spec{Names: []string{"--scores-sig"}, Dest: "scores_sig", Nargs: argparse.One, Type: str, Appends: true, Exact: true, Metavar: "NAME=SIGNATURE", Complete: "none", Help: "The scores' own description, recorded in their signature."},
		&argparse.Spec{Names: []string{"--lower"}, Dest: "lower", Nargs: argparse.One, Type: str, Appends: true, Exact: true, Metavar: "NAME", Complete: "none", Help: "A metric of --scores whose lower scores are better."},
		&argparse.Spec{Names: []string{"--examples-by"}, Dest: "examples_by", Nargs: argparse.One, Type: str, Exact: true, Metavar: "METRIC", Complete: "none", Help: "The metric whose differences pick and order the examples, as the report names it (default: the first)."},
	), reportRefused...)
}

func reportHelp() string { return commandHelp(helpHead("report"), reportSpecs()) }

// reportCommand is "sacre report".
func reportCommand(args []string, e *env) int {
	return parsedCommand(args, e, reportSpecs(), reportHelp(), "html", false, (*runner).report)
}

// reportArgs are the report's own options, checked.
type reportArgs struct {
	output, src, freqCorpus, freqCounts, title, examplesBy, correction, analysisTok string
	pair, names                                                                     []string
	examples                                                                        int
	alpha                                                                           float64
	scores                                                                          compare.Sources
	external                                                                        []rep.MetricInput // read from --scores
}

func parseReportArgs(res *argparse.Result) (*reportArgs, error) {
	if err := refusedOption(res, reportRefused, "sacre report"); err != nil {
		return nil, err
	}
	a := &reportArgs{pair: res.Values["pair"], names: res.Values["names"], examples: 20, alpha: 0.05, scores: compare.Sources{Scores: res.Values["scores"], Signatures: res.Values["scores_sig"], Lower: res.Values["lower"]}}
	for dest, to := range map[string]*string{"correction": &a.correction, "output": &a.output, "src": &a.src, "freq_corpus": &a.freqCorpus, "freq_counts": &a.freqCounts, "title": &a.title, "examples_by": &a.examplesBy, "analysis_tok": &a.analysisTok} {
		if v, ok := res.Values[dest]; ok {
			*to = v[0]
		}
	}
	if a.pair != nil && len(a.pair) != 2 {
		return nil, ownError(2, "argument --pair: expected 2 systems, got %d", len(a.pair))
	}
	if v, ok := res.Values["examples"]; ok {
		n, fits := pyfmt.ParseInt(v[0])
		if !fits || n < 0 || n > maxExamples {
			return nil, ownError(2, "argument --examples: %s is not a number of examples from 0 to %d", v[0], maxExamples)
		}
		a.examples = n
	}
	if v, ok := res.Values["alpha"]; ok {
		f, _ := pyfmt.ParseFloat(v[0])
		if !(f > 0 && f < 1) {
			return nil, ownError(2, "argument --alpha: %s is not a significance level between 0 and 1", v[0])
		}
		a.alpha = f
	}
	return a, nil
}

// renamed is --names in place of the systems' names, checked: one each, distinct, not blank.
func renamed(names, given []string) ([]string, error) {
	if given == nil {
		return names, nil
	}
	if len(given) != len(names) {
		return nil, ownError(2, "argument --names: got %d, one for each of the %d systems expected", len(given), len(names))
	}
	for i, n := range given {
		switch {
		case strings.TrimSpace(n) == "" || strings.ContainsAny(n, "\n\r"):
			return nil, ownError(2, "argument --names: name %d, %q, is blank or holds a line break", i+1, n)
		case slices.Contains(given[:i], n):
			return nil, ownError(2, "argument --names: %q names two systems", n)
		}
	}
	return given, nil
}

// maxExamples bounds --examples: each example shows every system's segment.
const maxExamples = 10000

// report reads the systems, has package report score, test and build the report, and writes it.
func (r *runner) report(res *argparse.Result) error {
	a, err := parseReportArgs(res)
	if err != nil {
		return err
	}
	if err := r.CheckReferences(); err != nil {
		return err
	}
	if err := r.checkReportNumbers(); err != nil {
		return err
	}
	systems, names, refs, err := r.ReadSelected()
	if err != nil {
		return err
	}
	if err := checkReportSystems(r.Options(), len(systems)); err != nil {
		return err
	}
	d := rep.Data{Title: a.title, Names: names, Hyps: systems, Refs: refs, Examples: a.examples, ExamplesBy: a.examplesBy}
	out, err := r.reportInputs(a, &d)
	if err != nil {
		return err
	}
	if a.names == nil {
		d.Names, d.NamesNote = rep.ShortNames(d.Names)
	} else if d.Names, err = renamed(d.Names, a.names); err != nil {
		return err
	}
	if err := r.scoreReport(&d, a); err != nil {
		return err
	}
	built, err := rep.Build(d)
	if err != nil {
		return usage(err)
	}
	write := map[string]func(io.Writer) error{"html": built.WriteHTML, "md": built.WriteMarkdown, "latex": built.WriteLaTeX}[r.Options().Format]
	if out == nil {
		return write(r.e.stdout)
	}
	return out.Write(write)
}

// reportInputs reads the source, the pair and the score files (into a.external) into d, and
// checks the output (nil: standard output), which may be none of the inputs (the frequency
// files included, which reportWords reads once the metrics say how to tokenize them).
func (r *runner) reportInputs(a *reportArgs, d *rep.Data) (*outfile.Target, error) {
	var err error
	var sourceFiles, scoreFiles []string
	if d.Source, sourceFiles, err = r.Source().SourceLines(context.Background(), a.src, len(d.Refs[0])); err != nil {
		return nil, err
	}
	if d.Pair, err = pickPair(a.pair, d.Names); err != nil {
		return nil, err
	}
	if a.external, scoreFiles, err = rep.LoadScores(a.scores, d.Names, len(d.Refs[0])); err != nil {
		return nil, usage(err)
	}
	if a.output == "" {
		return nil, nil
	}
	return outfile.Check(a.output, -1, slices.Concat(r.InputPaths(), sourceFiles, scoreFiles, []string{a.freqCorpus, a.freqCounts})...)
}

// scoreReport has package report score and test the systems under the metrics of -m, each with
// its sentence-level variant (-sl's: BLEU with effective order), and those of --scores.
func (r *runner) scoreReport(d *rep.Data, a *reportArgs) error {
	seed, err := r.Seed()
	if err != nil {
		return err
	}
	scorers, err := r.Metrics(d.Refs)
	if err != nil {
		return err
	}
	sentenceLevel := r.with(func(o *evaluate.Options) { o.SentenceLevel = true })
	metrics := make([]rep.MetricInput, len(scorers))
	for k, s := range scorers {
		for _, hyps := range d.Hyps {
			r.WarnTokenized(s, hyps)
		}
		sentence, err := sentenceLevel.Metric(s.Key)
		if err != nil {
			return err
		}
		metrics[k] = rep.MetricInput{Metric: s.Metric, Refs: s.Refs, Sentence: sentence, LowerBetter: metric.KindOf(s.Key).LowerIsBetter, Order: s.Order}
	}
	if err := reportWords(d, a, metrics, r.sentencePiece); err != nil {
		return err
	}
	metrics = append(metrics, a.external...)
	o := r.Options()
	cfg := rep.TestConfig{Seed: seed, Samples: o.PairedBSN, AR: o.PairedAR, ARTrials: o.PairedARN, Alpha: a.alpha, Width: o.Width, Short: o.Short, Correction: a.correction,
		Progress: func(label string) (func(done, total int), func()) { return r.progress(label, o.Quiet) }}
	if d.Metrics, d.Test, err = rep.Score(d.Hyps, metrics, cfg); errors.Is(err, rep.ErrData) {
		return usage(err) // scores of --scores that do not fit
	} else if err != nil {
		return err
	}
	d.Alignment, d.AlignmentOf = rep.Alignment(d.Hyps, metrics)
	return nil
}

// reportWords sets the analyses' tokenizer and reads the frequencies, a corpus tokenized alike.
func reportWords(d *rep.Data, a *reportArgs, metrics []rep.MetricInput, spm func(string) (tokenizers.Tokenizer, error)) (err error) {
	if d.Tokenizer, d.TokenizerFrom, err = rep.AnalysisTokenizer(a.analysisTok, metrics, spm); err != nil || a.freqCorpus+a.freqCounts == "" {
		return err
	}
	d.FreqSource = a.freqCorpus + a.freqCounts // they conflict: one at most is given
	d.Freq, err = analysis.ReadFrequencyFile(d.FreqSource, a.freqCounts != "", d.Tokenizer)
	return err
}

// checkReportNumbers bounds the test sizes and the decimals as scoring does. The sizes are
// checked as for a paired test (the report runs the bootstrap always), but the systems are
// read as a table's: a system given twice is an error, not a baseline.
func (r *runner) checkReportNumbers() error {
	if r.Options().InputGiven {
		if err := checkReportSystems(r.Options(), len(r.Options().Input)); err != nil {
			return err
		}
	}
	return r.with(func(o *evaluate.Options) { o.PairedBS = !o.PairedAR }).CheckNumbers()
}

// maxReportSystems bounds the systems of one report: its significance matrices grow with the
// square of their number (100 systems: 4950 pairs per metric).
const maxReportSystems = 100

// checkReportSystems checks the number of systems, and the memory all-pairs approximate
// randomization would keep: two scores per pair, trial and metric.
func checkReportSystems(o *evaluate.Options, n int) error {
	switch {
	case n < 2:
		return ownError(1, "sacre report compares systems: give at least two with -i")
	case n > maxReportSystems:
		return ownError(1, "sacre report compares at most %d systems, not %d: its significance matrices grow with the square of their number", maxReportSystems, n)
	}
	if !o.PairedAR {
		return nil
	}
	pairs, metrics := n*(n-1)/2, max(len(o.Metrics), 1)
	trials := significance.PairedConfig{AR: true, Samples: o.PairedARN}.N()
	if need := float64(trials) * float64(pairs*metrics) * 2 * 8; need > evaluate.ScoreMemory {
		return ownError(1, "argument --paired-ar-n/-parn: %d trials of all %d pairs would need %s for their scores; sacre keeps at most %s",
			trials, pairs, outfile.Bytes(need), outfile.Bytes(evaluate.ScoreMemory))
	}
	return nil
}

// pickPair finds --pair's systems by name or number from 1.
func pickPair(pair, names []string) ([]int, error) {
	if pair == nil {
		return nil, nil
	}
	out := make([]int, 2)
	for i, p := range pair {
		out[i] = slices.Index(names, p)
		if n, ok := pyfmt.ParseInt(p); out[i] < 0 && ok && n >= 1 && n <= len(names) {
			out[i] = n - 1
		}
		if out[i] < 0 {
			return nil, ownError(2, "argument --pair: %s is neither a system given to -i nor a number from 1 to %d", pyfmt.StrRepr(p), len(names))
		}
	}
	if out[0] == out[1] {
		return nil, ownError(2, "argument --pair: give two different systems")
	}
	return out, nil
}
