package main

import (
	"math"
	"strings"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
)

// optionSpecs declares SacreBLEU 2.6.0's options in its order (sacrebleu.py parse_args),
// followed by sacre's additions, which never take part in abbreviations. The metrics' options
// are their kinds' flags (package metric), SacreBLEU's after -sl and sacre's at the end.
func optionSpecs() []*argparse.Spec {
	general, tail := generalSpecs()
	specs := append(general[:len(general):len(general)], metricSpecs(false)...)
	specs = append(specs, tail...)
	return append(specs, metricSpecs(true)...)
}

// metricSpecs are the options of the metrics' flags: SacreBLEU's, or sacre's own (extension).
func metricSpecs(extension bool) []*argparse.Spec {
	var specs []*argparse.Spec
	for _, f := range metric.FlagsOf(metric.Kinds()) {
		if f.Extension != extension {
			continue
		}
		s := &argparse.Spec{Names: f.Names, Dest: f.Dest, Type: f.Type, Choices: f.Choices, Exact: f.Extension, Metavar: f.Metavar, Help: f.Help, Complete: "none"}
		if f.Type != "" {
			s.Nargs = argparse.One
		}
		if f.Suggest != nil {
			s.Suggest = f.Suggest()
		}
		specs = append(specs, s)
	}
	return specs
}

// generalSpecs are the options that are not a metric's: those SacreBLEU declares before its
// metrics' (up to -sl), and the others.
func generalSpecs() (head, tail []*argparse.Spec) {
	str, integer := "str", "int"
	all := []*argparse.Spec{
		{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help, Help: "Show this help and exit."},
		{Names: []string{"--citation", "--cite"}, Dest: "citation", Help: "Print the BibTeX citation of the test set and exit."},
		{Names: []string{"--list"}, Dest: "list", Help: "List the standard test sets (with -t: their language pairs and fields)."},
		{Names: []string{"--test-set", "-t"}, Dest: "test_set", Nargs: argparse.One, Type: str, Complete: "testsets",
			Help: "A standard test set, or several separated by commas (concatenated)."},
		{Names: []string{"--language-pair", "-l"}, Dest: "langpair", Nargs: argparse.One, Type: str, Complete: "langpairs",
			Help: "Source-target language pair (e.g. en-de); the target language chooses the default tokenizer (zh, ja-mecab, ko-mecab, else 13a)."},
		{Names: []string{"--origlang", "-ol"}, Dest: "origlang", Nargs: argparse.One, Type: str, Complete: "none",
			Help: `Score only documents originally in this language ("non-" negates).`},
		{Names: []string{"--subset"}, Dest: "subset", Nargs: argparse.One, Type: str, Complete: "none",
			Help: "Score only documents whose domain matches this regular expression."},
		{Names: []string{"--download"}, Dest: "download", Nargs: argparse.One, Type: str, Complete: "testsets", Help: "Download a test set and exit."},
		{Names: []string{"--echo"}, Dest: "echo", Nargs: argparse.OneOrMore, Type: str, Complete: "none",
			Help: "Print fields of the test set (src, ref, docid, ..., or all) and exit."},
		{Names: []string{"--input", "-i"}, Dest: "input", Nargs: argparse.ZeroOrMore, Type: str,
			Help: "Hypothesis files, one per system (default: standard input, one system per tab-separated column)."},
		{Names: []string{"--num-refs", "-nr"}, Dest: "num_refs", Nargs: argparse.One, Type: integer,
			Help: "Split the one reference file at tabs into this many references. (Default: 1)"},
		{Names: []string{"--encoding", "-e"}, Dest: "encoding", Nargs: argparse.One, Type: str, Complete: "none",
			Help: "Encoding of the input files, as Python names its codecs. (Default: utf-8)"},
		{Names: []string{"--metrics", "-m"}, Dest: "metrics", Nargs: argparse.OneOrMore, Type: str, Choices: metric.SacreBLEUOptions(), Extra: metric.ExtensionOptions(),
			Metavar: "METRIC", Help: "Metrics to compute: " + strings.Join(metric.Options(), ", ") + " (listed below). (Default: bleu)"},
		{Names: []string{"--sentence-level", "-sl"}, Dest: "sentence_level", Help: "Score every segment on its own (one metric, one system)."},
		{Names: []string{"--confidence", "-ci"}, Dest: "confidence", Help: "Bootstrap 95% confidence interval of a single system's score."},
		{Names: []string{"--confidence-n", "-cin"}, Dest: "confidence_n", Nargs: argparse.One, Type: integer,
			Help: "Bootstrap resamples for --confidence. (Default: 1000)"},
		{Names: []string{"--paired-ar", "-par"}, Dest: "paired_ar", Conflicts: []string{"paired_bs"},
			Help: "Paired approximate randomization test against the first system."},
		{Names: []string{"--paired-bs", "-pbs"}, Dest: "paired_bs", Conflicts: []string{"paired_ar"},
			Help: "Paired bootstrap resampling test against the first system."},
		{Names: []string{"--paired-ar-n", "-parn"}, Dest: "paired_ar_n", Nargs: argparse.One, Type: integer,
			Help: "Approximate randomization trials. (Default: 10000)"},
		{Names: []string{"--paired-bs-n", "-pbsn"}, Dest: "paired_bs_n", Nargs: argparse.One, Type: integer,
			Help: "Bootstrap resamples for --paired-bs. (Default: 1000)"},
		{Names: []string{"--paired-jobs", "-j"}, Dest: "paired_jobs", Nargs: argparse.One, Type: integer,
			Help: "Accepted for SacreBLEU's scripts: sacre always uses every core (GOMAXPROCS limits them). Results do not depend on it."},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet", Help: "No informational messages."},
		{Names: []string{"--short", "-sh"}, Dest: "short", Help: "Short signatures."},
		{Names: []string{"--score-only", "-b"}, Dest: "score_only", Help: "Print only the scores."},
		{Names: []string{"--width", "-w"}, Dest: "width", Nargs: argparse.One, Type: integer, Help: "Decimals of the printed scores. (Default: 1)"},
		{Names: []string{"--detail", "-d"}, Dest: "detail", Help: "Per-origlang and per-domain breakdown (with -t)."},
		{Names: []string{"--no-color", "-nc"}, Dest: "no_color", Help: "No terminal colours (also when NO_COLOR is set)."},
		{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: str, Choices: []string{"json", "text", "latex"},
			Help: "Output format; SACREBLEU_FORMAT overrides it. (Default: json)"},
		{Names: []string{"--version", "-V"}, Dest: "version", Nargs: argparse.Version, Help: "Print the version and exit."},
		// sacre's opt-in normalizations (beyond SacreBLEU; its issue #224).
		{Names: []string{"--normalize"}, Dest: "normalize", Nargs: argparse.One, Type: str, Choices: []string{"nfc", "nfkc"}, Exact: true,
			Help: "Unicode normalization of hypotheses and references (signature: unorm:nfc)."},
		{Names: []string{"--casefold"}, Dest: "casefold", Exact: true, Help: "Full Unicode case folding of hypotheses and references (signature: case:fold)."},
		{Names: []string{"--spm-model"}, Dest: "spm_model", Nargs: argparse.One, Type: str, Exact: true, Metavar: "PATH",
			Help: "The model file of -tok spm/flores101/flores200/spBLEU-1K, instead of the one downloaded to $SACREBLEU/models (e.g. when the download is refused)."},
		// -sl's alignments of sacre's error rates of speech recognition.
		{Names: []string{"--alignment"}, Dest: "alignment", Exact: true,
			Help: "With -sl and an error rate: each segment's alignment as jiwer prints it."},
	}
	for i, s := range all {
		if s.Dest == "sentence_level" {
			return all[:i+1], all[i+1:]
		}
	}
	panic("no -sl")
}

// toOptions fills options from a parse, with SacreBLEU's defaults for what was not given.
func toOptions(r *argparse.Result) *evaluate.Options {
	o := &evaluate.Options{
		Refs: r.Positional, NumRefs: 1, Encoding: "utf-8", Metrics: []string{"bleu"}, ConfidenceN: 1000,
		PairedARN: 10000, PairedBSN: 1000, PairedJobs: 1, Width: 1, Format: "json",
	}
	str := func(dest string, to *string) bool {
		v, ok := r.Values[dest]
		if ok {
			*to = v[0]
		}
		return ok
	}
	integer := func(dest string, to *int) {
		if v, ok := r.Values[dest]; ok {
			var fits bool
			if *to, fits = pyfmt.ParseInt(v[0]); !fits {
				// Python's int has no bound; sacre's counts stop at 2^63-1.
				o.TooLarge = append(o.TooLarge, [2]string{dest, v[0]})
				*to = math.MaxInt
			}
		}
	}
	flag := func(dest string) bool { return r.Seen[dest] }

	o.Citation, o.List = flag("citation"), flag("list")
	o.HasTestSet = str("test_set", &o.TestSet)
	o.HasLangPair = str("langpair", &o.LangPair)
	o.HasOrigLang = str("origlang", &o.OrigLang)
	o.HasSubset = str("subset", &o.Subset)
	str("download", &o.Download)
	o.Echo = r.Values["echo"]
	o.Input, o.InputGiven = r.Values["input"]
	if o.InputGiven && o.Input == nil {
		o.Input = []string{}
	}
	integer("num_refs", &o.NumRefs)
	str("encoding", &o.Encoding)
	if v, ok := r.Values["metrics"]; ok {
		o.Metrics = v
	}
	o.SentenceLevel = flag("sentence_level")
	o.Configs = map[*metric.Kind]metric.Config{}
	for _, k := range metric.Kinds() {
		o.Configs[k] = k.NewConfig()
		for _, f := range k.Flags {
			if v, ok := flagValue(f, r, integer); ok {
				f.Apply(o.Configs[k], v)
			}
		}
	}
	o.Confidence = flag("confidence")
	integer("confidence_n", &o.ConfidenceN)
	o.PairedAR, o.PairedBS = flag("paired_ar"), flag("paired_bs")
	integer("paired_ar_n", &o.PairedARN)
	integer("paired_bs_n", &o.PairedBSN)
	integer("paired_jobs", &o.PairedJobs)
	o.Quiet, o.Short, o.ScoreOnly = flag("quiet"), flag("short"), flag("score_only")
	integer("width", &o.Width)
	o.Detail, o.NoColor = flag("detail"), flag("no_color")
	str("format", &o.Format)
	str("normalize", &o.Normalize)
	o.CaseFold = flag("casefold")
	str("spm_model", &o.SPMModel)
	o.Alignment = flag("alignment")
	return o
}

// flagValue is a metric flag's value as its type says, if it was given: integers as integer
// reads them (noting those beyond an int), floats as Python reads them.
func flagValue(f *metric.Flag, r *argparse.Result, integer func(string, *int)) (any, bool) {
	if f.Type == "" {
		return true, r.Seen[f.Dest]
	}
	v, ok := r.Values[f.Dest]
	if !ok {
		return nil, false
	}
	switch f.Type {
	case "int":
		var n int
		integer(f.Dest, &n)
		return n, true
	case "float":
		x, _ := pyfmt.ParseFloat(v[0])
		return x, true
	}
	return v[0], true
}

// optionName is an option's names as argparse prints them, from its dest.
func optionName(dest string) string {
	for _, s := range optionSpecs() {
		if s.Dest == dest {
			return strings.Join(s.Names, "/")
		}
	}
	return dest
}
