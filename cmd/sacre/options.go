package main

import (
	"math"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
)

// tokenizeChoices are SacreBLEU's --tokenize choices, in its order (for its error message).
var tokenizeChoices = []string{"none", "zh", "13a", "intl", "char", "ja-mecab", "ko-mecab", "spm", "flores101", "flores200", "spBLEU-1K"}

// optionSpecs declares SacreBLEU 2.6.0's options in its order (sacrebleu.py parse_args),
// followed by sacre's additions, which never take part in abbreviations.
func optionSpecs() []*argparse.Spec {
	str, integer, float := "str", "int", "float"
	return []*argparse.Spec{
		{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help},
		{Names: []string{"--citation", "--cite"}, Dest: "citation"},
		{Names: []string{"--list"}, Dest: "list"},
		{Names: []string{"--test-set", "-t"}, Dest: "test_set", Nargs: argparse.One, Type: str},
		{Names: []string{"--language-pair", "-l"}, Dest: "langpair", Nargs: argparse.One, Type: str},
		{Names: []string{"--origlang", "-ol"}, Dest: "origlang", Nargs: argparse.One, Type: str},
		{Names: []string{"--subset"}, Dest: "subset", Nargs: argparse.One, Type: str},
		{Names: []string{"--download"}, Dest: "download", Nargs: argparse.One, Type: str},
		{Names: []string{"--echo"}, Dest: "echo", Nargs: argparse.OneOrMore, Type: str},
		{Names: []string{"--input", "-i"}, Dest: "input", Nargs: argparse.ZeroOrMore, Type: str},
		{Names: []string{"--num-refs", "-nr"}, Dest: "num_refs", Nargs: argparse.One, Type: integer},
		{Names: []string{"--encoding", "-e"}, Dest: "encoding", Nargs: argparse.One, Type: str},
		{Names: []string{"--metrics", "-m"}, Dest: "metrics", Nargs: argparse.OneOrMore, Type: str, Choices: metric.SacreBLEUOptions(), Extra: metric.ExtensionOptions()},
		{Names: []string{"--sentence-level", "-sl"}, Dest: "sentence_level"},
		{Names: []string{"--smooth-method", "-s"}, Dest: "bleu_smooth_method", Nargs: argparse.One, Type: str, Choices: []string{"none", "floor", "add-k", "exp"}},
		{Names: []string{"--smooth-value", "-sv"}, Dest: "bleu_smooth_value", Nargs: argparse.One, Type: float},
		{Names: []string{"--tokenize", "-tok"}, Dest: "bleu_tokenize", Nargs: argparse.One, Type: str, Choices: tokenizeChoices},
		{Names: []string{"--lowercase", "-lc"}, Dest: "bleu_lowercase"},
		{Names: []string{"--force"}, Dest: "bleu_force"},
		{Names: []string{"--chrf-char-order", "-cc"}, Dest: "chrf_char_order", Nargs: argparse.One, Type: integer},
		{Names: []string{"--chrf-word-order", "-cw"}, Dest: "chrf_word_order", Nargs: argparse.One, Type: integer},
		{Names: []string{"--chrf-beta"}, Dest: "chrf_beta", Nargs: argparse.One, Type: integer},
		{Names: []string{"--chrf-whitespace"}, Dest: "chrf_whitespace"},
		{Names: []string{"--chrf-lowercase"}, Dest: "chrf_lowercase"},
		{Names: []string{"--chrf-eps-smoothing"}, Dest: "chrf_eps_smoothing"},
		{Names: []string{"--ter-case-sensitive"}, Dest: "ter_case_sensitive"},
		{Names: []string{"--ter-asian-support"}, Dest: "ter_asian_support"},
		{Names: []string{"--ter-no-punct"}, Dest: "ter_no_punct"},
		{Names: []string{"--ter-normalized"}, Dest: "ter_normalized"},
		{Names: []string{"--confidence", "-ci"}, Dest: "confidence"},
		{Names: []string{"--confidence-n", "-cin"}, Dest: "confidence_n", Nargs: argparse.One, Type: integer},
		{Names: []string{"--paired-ar", "-par"}, Dest: "paired_ar", Conflicts: []string{"paired_bs"}},
		{Names: []string{"--paired-bs", "-pbs"}, Dest: "paired_bs", Conflicts: []string{"paired_ar"}},
		{Names: []string{"--paired-ar-n", "-parn"}, Dest: "paired_ar_n", Nargs: argparse.One, Type: integer},
		{Names: []string{"--paired-bs-n", "-pbsn"}, Dest: "paired_bs_n", Nargs: argparse.One, Type: integer},
		{Names: []string{"--paired-jobs", "-j"}, Dest: "paired_jobs", Nargs: argparse.One, Type: integer},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet"},
		{Names: []string{"--short", "-sh"}, Dest: "short"},
		{Names: []string{"--score-only", "-b"}, Dest: "score_only"},
		{Names: []string{"--width", "-w"}, Dest: "width", Nargs: argparse.One, Type: integer},
		{Names: []string{"--detail", "-d"}, Dest: "detail"},
		{Names: []string{"--no-color", "-nc"}, Dest: "no_color"},
		{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: str, Choices: []string{"json", "text", "latex"}},
		{Names: []string{"--version", "-V"}, Dest: "version", Nargs: argparse.Version},
		// sacre's opt-in normalizations (beyond SacreBLEU; its issue #224).
		{Names: []string{"--normalize"}, Dest: "normalize", Nargs: argparse.One, Type: str, Choices: []string{"nfc", "nfkc"}, Exact: true},
		{Names: []string{"--casefold"}, Dest: "casefold", Exact: true},
		{Names: []string{"--spm-model"}, Dest: "spm_model", Nargs: argparse.One, Type: str, Exact: true},
		// sacre's error rates of speech recognition (WER, CER, MER, WIL, WIP): their normalization.
		{Names: []string{"--wer-norm"}, Dest: "wer_norm", Nargs: argparse.One, Type: str, Exact: true},
		{Names: []string{"--alignment"}, Dest: "alignment", Exact: true},
	}
}

// options are the parsed command line, with SacreBLEU's defaults.
type options struct {
	citation, list                   bool
	testSet, langPair, origLang      string
	subset, download                 string
	hasTestSet, hasLangPair          bool
	hasOrigLang, hasSubset           bool
	echo                             []string
	input                            []string
	inputGiven                       bool
	refs                             []string
	numRefs                          int
	encoding                         string
	metrics                          []string
	sentenceLevel                    bool
	bleu                             metric.BLEUConfig // the BLEU options (-tok, -s, -sv, -lc, --force)
	chrf                             metric.CHRFConfig // the chrF options (-cc, -cw, --chrf-*)
	ter                              metric.TERConfig  // the TER options (--ter-*)
	confidence                       bool
	confidenceN                      int
	pairedAR, pairedBS               bool
	pairedARN, pairedBSN, pairedJobs int
	tooLarge                         [][2]string // integer options beyond 2^63-1: dest, value
	quiet, short, scoreOnly          bool
	width                            int
	detail, noColor                  bool
	format                           string
	normalize                        string
	casefold                         bool
	spmModel                         string
	wer                              metric.WERConfig // the error rates' options (--wer-norm)
	alignment                        bool             // -sl --alignment: jiwer's visualization
}

// toOptions fills options from a parse, with SacreBLEU's defaults for what was not given.
func toOptions(r *argparse.Result) *options {
	o := &options{
		refs: r.Positional, numRefs: 1, encoding: "utf-8", metrics: []string{"bleu"},
		bleu: metric.BLEUConfig{SmoothMethod: "exp"}, chrf: metric.NewCHRFConfig(), confidenceN: 1000,
		pairedARN: 10000, pairedBSN: 1000, pairedJobs: 1, width: 1, format: "json",
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
				o.tooLarge = append(o.tooLarge, [2]string{dest, v[0]})
				*to = math.MaxInt
			}
		}
	}
	flag := func(dest string) bool { return r.Seen[dest] }

	o.citation, o.list = flag("citation"), flag("list")
	o.hasTestSet = str("test_set", &o.testSet)
	o.hasLangPair = str("langpair", &o.langPair)
	o.hasOrigLang = str("origlang", &o.origLang)
	o.hasSubset = str("subset", &o.subset)
	str("download", &o.download)
	o.echo = r.Values["echo"]
	o.input, o.inputGiven = r.Values["input"]
	if o.inputGiven && o.input == nil {
		o.input = []string{}
	}
	integer("num_refs", &o.numRefs)
	str("encoding", &o.encoding)
	if v, ok := r.Values["metrics"]; ok {
		o.metrics = v
	}
	o.sentenceLevel = flag("sentence_level")
	str("bleu_smooth_method", &o.bleu.SmoothMethod)
	if v, ok := r.Values["bleu_smooth_value"]; ok {
		f, _ := pyfmt.ParseFloat(v[0])
		o.bleu.SmoothValue = &f
	}
	str("bleu_tokenize", &o.bleu.Tokenize)
	o.bleu.Lowercase, o.bleu.Force = flag("bleu_lowercase"), flag("bleu_force")
	integer("chrf_char_order", &o.chrf.CharOrder)
	integer("chrf_word_order", &o.chrf.WordOrder)
	integer("chrf_beta", &o.chrf.Beta)
	o.chrf.Whitespace, o.chrf.Lowercase = flag("chrf_whitespace"), flag("chrf_lowercase")
	o.chrf.EpsSmoothing = flag("chrf_eps_smoothing")
	o.ter.CaseSensitive, o.ter.AsianSupport = flag("ter_case_sensitive"), flag("ter_asian_support")
	o.ter.NoPunct, o.ter.Normalized = flag("ter_no_punct"), flag("ter_normalized")
	o.confidence = flag("confidence")
	integer("confidence_n", &o.confidenceN)
	o.pairedAR, o.pairedBS = flag("paired_ar"), flag("paired_bs")
	integer("paired_ar_n", &o.pairedARN)
	integer("paired_bs_n", &o.pairedBSN)
	integer("paired_jobs", &o.pairedJobs)
	o.quiet, o.short, o.scoreOnly = flag("quiet"), flag("short"), flag("score_only")
	integer("width", &o.width)
	o.detail, o.noColor = flag("detail"), flag("no_color")
	str("format", &o.format)
	str("normalize", &o.normalize)
	o.casefold = flag("casefold")
	str("spm_model", &o.spmModel)
	str("wer_norm", &o.wer.Norm)
	o.alignment = flag("alignment")
	return o
}
