package evaluate

import (
	"math"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
)

// Specs declares SacreBLEU 2.6.0's options in its order (sacrebleu.py parse_args),
// followed by sacre's additions, which never take part in abbreviations. The metrics' options
// are their kinds' flags (package metric), SacreBLEU's after -sl and sacre's at the end.
func Specs() []*argparse.Spec {
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

// FromResult fills Options from a parse of Specs, with SacreBLEU's defaults for what was not
// given.
func FromResult(r *argparse.Result) *Options {
	o := &Options{
		Refs: r.Positional, NumRefs: 1, Encoding: "utf-8", Metrics: []string{"bleu"}, ConfidenceN: 1000,
		PairedARN: 10000, PairedBSN: 1000, PairedJobs: 1, Width: 1, Format: "json",
	}
	p := &parse{r: r, o: o}
	p.inputs()
	p.metrics()
	p.tests()
	p.output()
	return o
}

// parse reads a Result into Options.
type parse struct {
	r *argparse.Result
	o *Options
}

func (p *parse) str(dest string, to *string) bool {
	v, ok := p.r.Values[dest]
	if ok {
		*to = v[0]
	}
	return ok
}

// integer reads an integer as Python's int() does; one beyond an int is noted (TooLarge) and
// counts as the largest.
func (p *parse) integer(dest string, to *int) {
	if v, ok := p.r.Values[dest]; ok {
		var fits bool
		if *to, fits = pyfmt.ParseInt(v[0]); !fits {
			p.o.TooLarge = append(p.o.TooLarge, [2]string{dest, v[0]})
			*to = math.MaxInt
		}
	}
}

func (p *parse) flag(dest string) bool { return p.r.Seen[dest] }

func (p *parse) inputs() {
	o := p.o
	o.Citation, o.List = p.flag("citation"), p.flag("list")
	o.HasTestSet = p.str("test_set", &o.TestSet)
	o.HasLangPair = p.str("langpair", &o.LangPair)
	o.HasOrigLang = p.str("origlang", &o.OrigLang)
	o.HasSubset = p.str("subset", &o.Subset)
	p.str("download", &o.Download)
	o.Echo = p.r.Values["echo"]
	o.Input, o.InputGiven = p.r.Values["input"]
	if o.InputGiven && o.Input == nil {
		o.Input = []string{}
	}
	p.integer("num_refs", &o.NumRefs)
	p.str("encoding", &o.Encoding)
}

// metrics reads -m, -sl and every metric's flags into its configuration.
func (p *parse) metrics() {
	o := p.o
	if v, ok := p.r.Values["metrics"]; ok {
		o.Metrics = v
	}
	o.SentenceLevel = p.flag("sentence_level")
	o.Configs = map[*metric.Kind]metric.Config{}
	for _, k := range metric.Kinds() {
		o.Configs[k] = k.NewConfig()
		for _, f := range k.Flags {
			if v, ok := p.value(f); ok {
				f.Apply(o.Configs[k], v)
			}
		}
	}
	o.CaseFold = p.flag("casefold")
	p.str("normalize", &o.Normalize)
	p.str("spm_model", &o.SPMModel)
}

func (p *parse) tests() {
	o := p.o
	o.Confidence = p.flag("confidence")
	p.integer("confidence_n", &o.ConfidenceN)
	o.PairedAR, o.PairedBS = p.flag("paired_ar"), p.flag("paired_bs")
	p.integer("paired_ar_n", &o.PairedARN)
	p.integer("paired_bs_n", &o.PairedBSN)
	p.integer("paired_jobs", &o.PairedJobs)
}

func (p *parse) output() {
	o := p.o
	o.Quiet, o.Short, o.ScoreOnly = p.flag("quiet"), p.flag("short"), p.flag("score_only")
	p.integer("width", &o.Width)
	o.Detail, o.NoColor = p.flag("detail"), p.flag("no_color")
	p.str("format", &o.Format)
	o.Alignment = p.flag("alignment")
}

// value is a metric flag's value as its type says, if it was given: integers as integer reads
// them, floats as Python reads them.
func (p *parse) value(f *metric.Flag) (any, bool) {
	if f.Type == "" {
		return true, p.r.Seen[f.Dest]
	}
	v, ok := p.r.Values[f.Dest]
	if !ok {
		return nil, false
	}
	switch f.Type {
	case "int":
		var n int
		p.integer(f.Dest, &n)
		return n, true
	case "float":
		x, _ := pyfmt.ParseFloat(v[0])
		return x, true
	}
	return v[0], true
}

// OptionName is an option's names as argparse prints them in errors ("--width/-w"), from its
// dest.
func OptionName(dest string) string {
	for _, s := range Specs() {
		if s.Dest == dest {
			return strings.Join(s.Names, "/")
		}
	}
	return dest
}

// rootGroups are the titled groups of the scoring options that are not a metric's, by dest, in
// the order help lists them after the metrics' groups; withMetrics adds options to a metric
// group (-sl's alignments are the error rates').
var (
	rootGroups = []struct {
		title string
		dests []string
	}{
		{"Confidence intervals and significance", []string{"confidence", "confidence_n", "paired_ar", "paired_bs", "paired_ar_n", "paired_bs_n", "paired_jobs"}},
		{"Output", []string{"quiet", "short", "score_only", "width", "detail", "no_color", "format", "version"}},
		{"sacre's additions (off by default; recorded in the signature when on)", []string{"normalize", "casefold", "spm_model"}},
	}
	withMetrics = map[string][]string{metric.WERKind.Group: {"alignment"}}
)

// HelpGroups sorts Specs into help's groups: the general ones, each metric group's (titled as
// the kinds say), then those of tests, output and sacre's additions.
func HelpGroups() []argparse.Group {
	specs := Specs()
	byDest := map[string]*argparse.Spec{}
	for _, s := range specs {
		byDest[s.Dest] = s
	}
	pick := func(dests []string) []*argparse.Spec {
		out := make([]*argparse.Spec, len(dests))
		for i, d := range dests {
			out[i] = byDest[d]
		}
		return out
	}
	head, _ := generalSpecs()
	groups := []argparse.Group{{Title: "options", Specs: head}}
	var titles []string
	flags := map[string][]string{}
	for _, k := range metric.Kinds() {
		if !slices.Contains(titles, k.Group) {
			titles = append(titles, k.Group)
		}
		for _, f := range k.Flags {
			if !slices.Contains(flags[k.Group], f.Dest) {
				flags[k.Group] = append(flags[k.Group], f.Dest)
			}
		}
	}
	for _, t := range titles {
		groups = append(groups, argparse.Group{Title: t, Specs: pick(append(flags[t], withMetrics[t]...))})
	}
	for _, g := range rootGroups {
		groups = append(groups, argparse.Group{Title: g.title, Specs: pick(g.dests)})
	}
	return groups
}

// Help is what a scoring command line's -h prints: its usage, its options by group (each
// metric's from its kind), the metrics and the environment.
func Help(prog string) string {
	var b strings.Builder
	b.WriteString(argparse.Usage(prog, Specs(), "[refs ...]"))
	b.WriteString(`
sacre: BLEU, chrF and TER scores identical to SacreBLEU 2.6.0's, from the same command line,
and the metrics below. Score detokenized output against your references:
    sacre ref.txt -i output.txt -m bleu chrf ter

positional arguments:
`)
	argparse.Entry(&b, "refs", "Reference files; give them before -i/--input.")
	b.WriteString("\n" + argparse.FormatGroups(HelpGroups()))
	b.WriteString("\nmetrics (-m):\n")
	for _, k := range metric.Kinds() {
		argparse.Entry(&b, k.Option, k.Help+".")
	}
	b.WriteString(`
Environment: SACREBLEU (test set cache, default ~/.sacrebleu), SACREBLEU_FORMAT, SACREBLEU_SEED
(default 12345; "none" for a random seed), NO_COLOR.
`)
	return b.String()
}
