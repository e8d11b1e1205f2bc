package main

import (
	"math"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
)

// tokenizeChoices are SacreBLEU's --tokenize choices, in its order (for its error message).
var tokenizeChoices = []string{"none", "zh", "13a", "intl", "char", "ja-mecab", "ko-mecab", "spm", "flores101", "flores200", "spBLEU-1K"}

// optionSpecs declares SacreBLEU 2.6.0's options in its order (sacrebleu.py parse_args),
// followed by sacre's additions, which never take part in abbreviations.
func optionSpecs() []*optSpec {
	str, integer, float := "str", "int", "float"
	return []*optSpec{
		{names: []string{"-h", "--help"}, dest: "help", nargs: helpAction},
		{names: []string{"--citation", "--cite"}, dest: "citation"},
		{names: []string{"--list"}, dest: "list"},
		{names: []string{"--test-set", "-t"}, dest: "test_set", nargs: one, typ: str},
		{names: []string{"--language-pair", "-l"}, dest: "langpair", nargs: one, typ: str},
		{names: []string{"--origlang", "-ol"}, dest: "origlang", nargs: one, typ: str},
		{names: []string{"--subset"}, dest: "subset", nargs: one, typ: str},
		{names: []string{"--download"}, dest: "download", nargs: one, typ: str},
		{names: []string{"--echo"}, dest: "echo", nargs: oneOrMore, typ: str},
		{names: []string{"--input", "-i"}, dest: "input", nargs: zeroOrMore, typ: str},
		{names: []string{"--num-refs", "-nr"}, dest: "num_refs", nargs: one, typ: integer},
		{names: []string{"--encoding", "-e"}, dest: "encoding", nargs: one, typ: str},
		{names: []string{"--metrics", "-m"}, dest: "metrics", nargs: oneOrMore, typ: str, choices: metric.Options()},
		{names: []string{"--sentence-level", "-sl"}, dest: "sentence_level"},
		{names: []string{"--smooth-method", "-s"}, dest: "bleu_smooth_method", nargs: one, typ: str, choices: []string{"none", "floor", "add-k", "exp"}},
		{names: []string{"--smooth-value", "-sv"}, dest: "bleu_smooth_value", nargs: one, typ: float},
		{names: []string{"--tokenize", "-tok"}, dest: "bleu_tokenize", nargs: one, typ: str, choices: tokenizeChoices},
		{names: []string{"--lowercase", "-lc"}, dest: "bleu_lowercase"},
		{names: []string{"--force"}, dest: "bleu_force"},
		{names: []string{"--chrf-char-order", "-cc"}, dest: "chrf_char_order", nargs: one, typ: integer},
		{names: []string{"--chrf-word-order", "-cw"}, dest: "chrf_word_order", nargs: one, typ: integer},
		{names: []string{"--chrf-beta"}, dest: "chrf_beta", nargs: one, typ: integer},
		{names: []string{"--chrf-whitespace"}, dest: "chrf_whitespace"},
		{names: []string{"--chrf-lowercase"}, dest: "chrf_lowercase"},
		{names: []string{"--chrf-eps-smoothing"}, dest: "chrf_eps_smoothing"},
		{names: []string{"--ter-case-sensitive"}, dest: "ter_case_sensitive"},
		{names: []string{"--ter-asian-support"}, dest: "ter_asian_support"},
		{names: []string{"--ter-no-punct"}, dest: "ter_no_punct"},
		{names: []string{"--ter-normalized"}, dest: "ter_normalized"},
		{names: []string{"--confidence", "-ci"}, dest: "confidence"},
		{names: []string{"--confidence-n", "-cin"}, dest: "confidence_n", nargs: one, typ: integer},
		{names: []string{"--paired-ar", "-par"}, dest: "paired_ar", conflicts: []string{"paired_bs"}},
		{names: []string{"--paired-bs", "-pbs"}, dest: "paired_bs", conflicts: []string{"paired_ar"}},
		{names: []string{"--paired-ar-n", "-parn"}, dest: "paired_ar_n", nargs: one, typ: integer},
		{names: []string{"--paired-bs-n", "-pbsn"}, dest: "paired_bs_n", nargs: one, typ: integer},
		{names: []string{"--paired-jobs", "-j"}, dest: "paired_jobs", nargs: one, typ: integer},
		{names: []string{"--quiet", "-q"}, dest: "quiet"},
		{names: []string{"--short", "-sh"}, dest: "short"},
		{names: []string{"--score-only", "-b"}, dest: "score_only"},
		{names: []string{"--width", "-w"}, dest: "width", nargs: one, typ: integer},
		{names: []string{"--detail", "-d"}, dest: "detail"},
		{names: []string{"--no-color", "-nc"}, dest: "no_color"},
		{names: []string{"--format", "-f"}, dest: "format", nargs: one, typ: str, choices: []string{"json", "text", "latex"}},
		{names: []string{"--version", "-V"}, dest: "version", nargs: versionAction},
		// sacre's opt-in normalizations (beyond SacreBLEU; its issue #224).
		{names: []string{"--normalize"}, dest: "normalize", nargs: one, typ: str, choices: []string{"nfc", "nfkc"}, exact: true},
		{names: []string{"--casefold"}, dest: "casefold", exact: true},
		{names: []string{"--spm-model"}, dest: "spm_model", nargs: one, typ: str, exact: true},
	}
}

// options are the parsed command line, with SacreBLEU's defaults.
type options struct {
	citation, list                    bool
	testSet, langPair, origLang       string
	subset, download                  string
	hasTestSet, hasLangPair           bool
	hasOrigLang, hasSubset            bool
	echo                              []string
	input                             []string
	inputGiven                        bool
	refs                              []string
	numRefs                           int
	encoding                          string
	metrics                           []string
	sentenceLevel                     bool
	smoothMethod                      string
	smoothValue                       *float64
	tokenize                          string
	lowercase, force                  bool
	chrfCharOrder, chrfWordOrder      int
	chrfBeta                          int
	chrfWhitespace, chrfLowercase     bool
	chrfEpsSmoothing                  bool
	terCaseSensitive, terAsianSupport bool
	terNoPunct, terNormalized         bool
	confidence                        bool
	confidenceN                       int
	pairedAR, pairedBS                bool
	pairedARN, pairedBSN, pairedJobs  int
	tooLarge                          [][2]string // integer options beyond 2^63-1: dest, value
	quiet, short, scoreOnly           bool
	width                             int
	detail, noColor                   bool
	format                            string
	normalize                         string
	casefold                          bool
	spmModel                          string
}

// toOptions fills options from a parse, with SacreBLEU's defaults for what was not given.
func toOptions(r *parseResult) *options {
	o := &options{
		refs: r.refs, numRefs: 1, encoding: "utf-8", metrics: []string{"bleu"},
		smoothMethod: "exp", chrfCharOrder: 6, chrfBeta: 2, confidenceN: 1000,
		pairedARN: 10000, pairedBSN: 1000, pairedJobs: 1, width: 1, format: "json",
	}
	str := func(dest string, to *string) bool {
		v, ok := r.values[dest]
		if ok {
			*to = v[0]
		}
		return ok
	}
	integer := func(dest string, to *int) {
		if v, ok := r.values[dest]; ok {
			var fits bool
			if *to, fits = pyfmt.ParseInt(v[0]); !fits {
				// Python's int has no bound; sacre's counts stop at 2^63-1.
				o.tooLarge = append(o.tooLarge, [2]string{dest, v[0]})
				*to = math.MaxInt
			}
		}
	}
	flag := func(dest string) bool { return r.seen[dest] }

	o.citation, o.list = flag("citation"), flag("list")
	o.hasTestSet = str("test_set", &o.testSet)
	o.hasLangPair = str("langpair", &o.langPair)
	o.hasOrigLang = str("origlang", &o.origLang)
	o.hasSubset = str("subset", &o.subset)
	str("download", &o.download)
	o.echo = r.values["echo"]
	o.input, o.inputGiven = r.values["input"]
	if o.inputGiven && o.input == nil {
		o.input = []string{}
	}
	integer("num_refs", &o.numRefs)
	str("encoding", &o.encoding)
	if v, ok := r.values["metrics"]; ok {
		o.metrics = v
	}
	o.sentenceLevel = flag("sentence_level")
	str("bleu_smooth_method", &o.smoothMethod)
	if v, ok := r.values["bleu_smooth_value"]; ok {
		f, _ := pyfmt.ParseFloat(v[0])
		o.smoothValue = &f
	}
	str("bleu_tokenize", &o.tokenize)
	o.lowercase, o.force = flag("bleu_lowercase"), flag("bleu_force")
	integer("chrf_char_order", &o.chrfCharOrder)
	integer("chrf_word_order", &o.chrfWordOrder)
	integer("chrf_beta", &o.chrfBeta)
	o.chrfWhitespace, o.chrfLowercase = flag("chrf_whitespace"), flag("chrf_lowercase")
	o.chrfEpsSmoothing = flag("chrf_eps_smoothing")
	o.terCaseSensitive, o.terAsianSupport = flag("ter_case_sensitive"), flag("ter_asian_support")
	o.terNoPunct, o.terNormalized = flag("ter_no_punct"), flag("ter_normalized")
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
	return o
}
