package main

import (
	"context"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/analysis"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/outfile"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/metric"
	rep "github.com/sacre-mt/sacre/report"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

const reportHelp = `usage: sacre report [-h] [SacreBLEU's scoring options] REF [REF ...] -i SYS SYS [SYS ...]
                    [-o FILE] [-f {html,md,latex}] [--src FILE] [--pair A B] [--examples N]
                    [--freq-corpus FILE | --freq-counts FILE] [--title TEXT] [--alpha P]

Compare systems in one report: every system's scores under every metric (-m, default bleu)
with 95% bootstrap intervals, paired bootstrap significance between every pair of systems
(-par adds approximate randomization; -pbsn and -parn set their sizes; SACREBLEU_SEED their
seed, as for scoring), significance clusters, sentence-level score distributions, the
segments each system wins, compare-mt's analyses (scores by reference length and by length
difference, word F-measure by frequency, salient n-grams) and the segments where two systems
differ most. HTML (default) is one file that opens from disk with no network; md and latex
write the same tables as Markdown or a LaTeX fragment. The scoring options are SacreBLEU's
(-t/-l test sets, -nr, -tok, -lc, --chrf-*, --ter-*, -e, -w for decimals).

options:
  -h, --help            Show this help and exit.
  --output FILE, -o FILE
                        Write the report to FILE (whole at the end or not at all; never
                        over an input or a file you may not write); standard output when
                        not given.
  --format {html,md,latex}, -f {html,md,latex}
                        Output format (default: html).
  --src FILE            The source segments, shown with the examples (a test set's source
                        is taken from the test set).
  --pair A B            The two systems compared segment by segment and in the examples:
                        names as given to -i, or numbers from 1 (default: the two best
                        under the first metric).
  --examples N          How many segments of largest difference to show (default: 20).
  --freq-corpus FILE    A training corpus whose word counts make the frequency buckets
                        (compare-mt's freq_corpus_file); default: the first reference's.
  --freq-counts FILE    The same from a file of "word<TAB>count" lines (compare-mt's
                        freq_count_file).
  --title TEXT          The report's title.
  --alpha P             The significance level of the marks and clusters (default: 0.05).
`

// reportSpecs are scoring's options and the report's own.
func reportSpecs() []*argparse.Spec {
	var specs []*argparse.Spec
	for _, s := range optionSpecs() {
		if s.Dest == "format" {
			continue
		}
		specs = append(specs, s)
	}
	str := "str"
	return append(specs,
		&argparse.Spec{Names: []string{"--output", "-o"}, Dest: "output", Nargs: argparse.One, Type: str, Exact: true},
		&argparse.Spec{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: str, Choices: []string{"html", "md", "latex"}},
		&argparse.Spec{Names: []string{"--src"}, Dest: "src", Nargs: argparse.One, Type: str, Exact: true},
		&argparse.Spec{Names: []string{"--pair"}, Dest: "pair", Nargs: argparse.OneOrMore, Type: str, Exact: true},
		&argparse.Spec{Names: []string{"--examples"}, Dest: "examples", Nargs: argparse.One, Type: "int", Exact: true},
		&argparse.Spec{Names: []string{"--freq-corpus"}, Dest: "freq_corpus", Nargs: argparse.One, Type: str, Exact: true, Conflicts: []string{"freq_counts"}},
		&argparse.Spec{Names: []string{"--freq-counts"}, Dest: "freq_counts", Nargs: argparse.One, Type: str, Exact: true, Conflicts: []string{"freq_corpus"}},
		&argparse.Spec{Names: []string{"--title"}, Dest: "title", Nargs: argparse.One, Type: str, Exact: true},
		&argparse.Spec{Names: []string{"--alpha"}, Dest: "alpha", Nargs: argparse.One, Type: "float", Exact: true},
	)
}

// reportCommand is "sacre report".
func reportCommand(args []string, e *env) int {
	res, exit, err := argparse.New(reportSpecs()).Parse(args)
	if err != nil {
		return report(err, &logger{w: e.stderr}, e.stderr)
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, reportHelp)
		return 0
	}
	o := toOptions(res)
	o.format = "html"
	if v, ok := res.Values["format"]; ok {
		o.format = v[0]
	}
	r := &runner{o: o, session: newSession(e, o.quiet, o.spmModel)}
	if err := r.report(res); err != nil {
		return report(err, r.log, e.stderr)
	}
	return 0
}

// reportArgs are the report's own options, checked.
type reportArgs struct {
	output, src, freqCorpus, freqCounts, title string
	pair                                       []string
	examples                                   int
	alpha                                      float64
}

func (r *runner) reportArgs(res *argparse.Result) (*reportArgs, error) {
	for _, dest := range []string{"citation", "list", "download", "echo", "sentence_level", "detail", "score_only", "confidence", "confidence_n"} {
		if _, given := res.Values[dest]; given || res.Seen[dest] {
			return nil, ownError(2, "argument %s: not an option of sacre report", optionName(dest))
		}
	}
	a := &reportArgs{examples: 20, alpha: 0.05}
	one := func(dest string, to *string) {
		if v, ok := res.Values[dest]; ok {
			*to = v[0]
		}
	}
	one("output", &a.output)
	one("src", &a.src)
	one("freq_corpus", &a.freqCorpus)
	one("freq_counts", &a.freqCounts)
	one("title", &a.title)
	a.pair = res.Values["pair"]
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

// maxExamples bounds --examples: each example shows every system's segment.
const maxExamples = 10000

// report reads the systems, scores and tests them and writes the report.
func (r *runner) report(res *argparse.Result) error {
	a, err := r.reportArgs(res)
	if err != nil {
		return err
	}
	o := r.o
	if err := r.checkReferences(); err != nil {
		return err
	}
	// The sizes are checked as for a paired test (the report runs the bootstrap always), but
	// the systems are read as a table's: a system given twice is an error, not a baseline.
	o.pairedBS = !o.pairedAR
	err = r.checkReportNumbers()
	o.pairedBS = false
	if err != nil {
		return err
	}
	systems, names, refs, err := r.readSelected()
	if err != nil {
		return err
	}
	if err := r.checkReportSystems(len(systems)); err != nil {
		return err
	}
	d := rep.Data{Title: a.title, Names: names, Hyps: systems, Refs: refs, Examples: a.examples}
	var sourceFiles []string
	if d.Source, sourceFiles, err = r.reportSource(a, len(refs[0])); err != nil {
		return err
	}
	if d.Pair, err = pickPair(a.pair, names); err != nil {
		return err
	}
	if d.Freq, d.FreqSource, err = r.reportFrequencies(a); err != nil {
		return err
	}
	var out *outfile.Target
	if a.output != "" {
		inputs := append(r.inputPaths(), sourceFiles...)
		if out, err = outputTarget(a.output, -1, append(inputs, a.freqCorpus, a.freqCounts)...); err != nil {
			return err
		}
	}
	var scorers []*scorer
	if d.Metrics, d.Test, scorers, err = r.reportMetrics(systems, refs, a.alpha); err != nil {
		return err
	}
	d.Alignment, d.AlignmentOf = reportAlignment(scorers, systems)
	built, err := rep.Build(d)
	if err != nil {
		return ownError(1, "%v", err)
	}
	write := map[string]func(io.Writer) error{"html": built.WriteHTML, "md": built.WriteMarkdown, "latex": built.WriteLaTeX}[o.format]
	if out == nil {
		return write(r.e.stdout)
	}
	return writeOutput(out, write)
}

// checkReportNumbers bounds the test sizes and the decimals as scoring does.
func (r *runner) checkReportNumbers() error {
	if r.o.inputGiven {
		if err := r.checkReportSystems(len(r.o.input)); err != nil {
			return err
		}
	}
	return r.checkNumbers()
}

// maxReportSystems bounds the systems of one report: its significance matrices grow with the
// square of their number (100 systems: 4950 pairs per metric).
const maxReportSystems = 100

// checkReportSystems checks the number of systems, and the memory all-pairs approximate
// randomization would keep: two scores per pair, trial and metric.
func (r *runner) checkReportSystems(n int) error {
	o := r.o
	switch {
	case n < 2:
		return ownError(1, "sacre report compares systems: give at least two with -i")
	case n > maxReportSystems:
		return ownError(1, "sacre report compares at most %d systems, not %d: its significance matrices grow with the square of their number", maxReportSystems, n)
	}
	if !o.pairedAR {
		return nil
	}
	pairs, metrics := n*(n-1)/2, max(len(o.metrics), 1)
	trials := significance.PairedConfig{AR: true, Samples: o.pairedARN}.N()
	if need := float64(trials) * float64(pairs*metrics) * 2 * 8; need > scoreMemory {
		return ownError(1, "argument --paired-ar-n/-parn: %d trials of all %d pairs would need %s for their scores; sacre keeps at most %s",
			trials, pairs, outfile.Bytes(need), outfile.Bytes(scoreMemory))
	}
	return nil
}

// reportSource reads --src, or a test set's source: its lines and the files they came from.
func (r *runner) reportSource(a *reportArgs, n int) ([]string, []string, error) {
	var lines, files []string
	switch {
	case a.src != "":
		var err error
		if lines, err = textio.ReadLines(a.src, r.o.encoding); err != nil {
			return nil, nil, fileError(a.src, "source", err)
		}
		files = []string{a.src}
	case r.o.hasTestSet:
		// Read as the references are read (universal newlines), and filtered as they are.
		for _, name := range r.setNames() {
			path, err := r.cache().SourceFile(context.Background(), name, r.o.langPair)
			if err != nil {
				return nil, nil, datasetError(err)
			}
			part, err := textio.ReadLines(path, r.o.encoding)
			if err != nil {
				return nil, nil, fileError(path, "source", err)
			}
			lines, files = append(lines, part...), append(files, path)
		}
		streams, err := r.cache().Filter(r.o.testSet, r.o.langPair, r.filter(), [][]string{lines})
		if err != nil {
			return nil, nil, datasetError(err)
		}
		lines = streams[0]
	default:
		return nil, nil, nil
	}
	if len(lines) != n {
		return nil, nil, ownError(1, "the source %s has %d lines, the references %d", sourceName(a.src), len(lines), n)
	}
	return lines, files, nil
}

func sourceName(path string) string {
	if path == "" {
		return "of the test set"
	}
	return path
}

// pickPair finds --pair's systems by name or number from 1.
func pickPair(pair, names []string) ([]int, error) {
	if pair == nil {
		return nil, nil
	}
	out := make([]int, 2)
	for i, p := range pair {
		out[i] = -1
		for s, name := range names {
			if name == p {
				out[i] = s
			}
		}
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

// reportMetrics scores every system under every metric, corpus and sentence level, and tests
// every pair.
func (r *runner) reportMetrics(systems [][]string, refs [][]string, alpha float64) ([]rep.Metric, rep.Test, []*scorer, error) {
	o := r.o
	seed, err := r.seed()
	if err != nil {
		return nil, rep.Test{}, nil, err
	}
	scorers, err := r.buildMetrics(refs)
	if err != nil {
		return nil, rep.Test{}, nil, err
	}
	// SacreBLEU runs its defaults for sizes of 0 or less (-pbsn 0: 1000 resamples): the report
	// states, and the signatures print, the sizes the tests ran.
	bsCfg := significance.PairedConfig{Samples: o.pairedBSN, Seed: seed}
	arCfg := significance.PairedConfig{AR: true, Samples: o.pairedARN, Seed: seed}
	test := rep.Test{Seed: seed.PairedText(), Samples: bsCfg.N(), Alpha: alpha, Width: o.width}
	if o.pairedAR {
		test.ARTrials = arCfg.N()
	}
	ms := make([]metric.Resampler, len(scorers))
	stats := make([][]*metric.Stats, len(scorers))
	for k, s := range scorers {
		ms[k] = s.m
		if stats[k], err = metric.StatsAll(s.m, systems, s.refs); err != nil {
			return nil, test, nil, ownError(1, "%v", err)
		}
		for _, hyps := range systems {
			r.warnTokenized(s, hyps)
		}
	}
	p := r.newProgress("paired bootstrap resampling, every pair")
	bsCfg.Progress = p.update
	bs := significance.AllPairs(ms, stats, bsCfg)
	p.finish()
	var ar []significance.Pairs
	if o.pairedAR {
		p := r.newProgress("paired approximate randomization, every pair")
		arCfg.Progress = p.update
		ar = significance.AllPairs(ms, stats, arCfg)
		p.finish()
	}
	out := make([]rep.Metric, len(scorers))
	for k, s := range scorers {
		run := signatures.Run{NumRefs: s.refs.NumRefs(), Seed: seed.PairedText(), Bootstrap: test.Samples}
		m := rep.Metric{Name: s.m.Name(), Signature: s.m.Signature(run).Format(o.short), LowerBetter: metric.KindOf(s.key).LowerIsBetter, Pairs: bs[k]}
		if ar != nil {
			m.AR = &ar[k]
		}
		sentence, err := r.sentenceMetric(s)
		if err != nil {
			return nil, test, nil, err
		}
		m.SentenceSignature = sentence.Signature(signatures.Run{NumRefs: s.refs.NumRefs()}).Format(o.short)
		for _, st := range stats[k] {
			scores := make([]float64, st.Len())
			for i := range scores {
				scores[i] = sentence.Compute(append([]float64(nil), st.Row(i)...)).Score
			}
			m.Sentences = append(m.Sentences, scores)
		}
		out[k] = m
	}
	return out, test, scorers, nil
}

// reportAlignment gives the report the alignments of the first error rate among the metrics
// (in -m's order): jiwer's text of each hypothesis against its reference.
func reportAlignment(scorers []*scorer, systems [][]string) (func(system, segment int) (string, error), string) {
	var first *scorer
	for _, s := range scorers {
		if _, ok := s.m.(*metric.ErrorRate); ok && (first == nil || s.order < first.order) {
			first = s
		}
	}
	if first == nil {
		return nil, ""
	}
	e := first.m.(*metric.ErrorRate)
	return func(system, segment int) (string, error) {
		a, err := e.AlignSegment(systems[system][segment], first.refs, segment)
		if err != nil {
			return "", ownError(1, "%v", err)
		}
		return a.Text(e.Name() == "CER"), nil
	}, e.Name()
}

// sentenceMetric is the metric of SacreBLEU's sentence_score for s: BLEU with effective
// order, the others as they are. BLEU's statistics are the same either way.
func (r *runner) sentenceMetric(s *scorer) (metric.Resampler, error) {
	if !s.bleu {
		return s.m, nil
	}
	r.o.sentenceLevel = true
	defer func() { r.o.sentenceLevel = false }()
	return r.newMetric(s.key)
}

// reportFrequencies reads --freq-corpus or --freq-counts, as compare-mt reads them.
func (r *runner) reportFrequencies(a *reportArgs) (analysis.Frequencies, string, error) {
	path, read := a.freqCorpus, analysis.ReadCorpusFrequencies
	if a.freqCounts != "" {
		path, read = a.freqCounts, analysis.ReadCounts
	}
	if path == "" {
		return nil, "", nil
	}
	// Strict UTF-8, as compare-mt reads it; errors name the line and byte.
	raw, err := textio.ReadRaw(path)
	if err != nil {
		return nil, "", fileError(path, "frequency", err)
	}
	text, err := textio.Decode(raw, "utf-8", path)
	if err != nil {
		return nil, "", fileError(path, "frequency", err)
	}
	freq, err := read(strings.NewReader(text))
	if err != nil {
		return nil, "", ownError(1, "%s: %v", path, err)
	}
	return freq, path, nil
}
