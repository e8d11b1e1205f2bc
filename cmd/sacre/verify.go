package main

import (
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/tokenizers/spm"
	"github.com/sacre-mt/sacre/verify"
)

// Exit statuses of sacre verify.
const (
	verifyReproduced    = 0
	verifyNotReproduced = 1
	verifyUsage         = 2 // a bad command line or unreadable input: nothing was verified
)

// verifySpecs are sacre verify's options, read with SacreBLEU's argparse rules so that
// references may come before or after them, as in a scoring command line.
func verifySpecs() []*argparse.Spec {
	str := "str"
	return []*argparse.Spec{
		{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help, Help: "Show this help and exit."},
		{Names: []string{"--signature", "-s"}, Dest: "signature", Nargs: argparse.One, Type: str, Appends: true, Complete: "none",
			Help: `The signature as published, optionally followed by " = SCORE ..." as SacreBLEU prints it. With --claim, the signature of a table's metric (repeat -s for each).`},
		{Names: []string{"--score"}, Dest: "score", Nargs: argparse.One, Type: str, Complete: "none", Help: "The claimed score, with the decimals it was printed with."},
		{Names: []string{"--claim", "-c"}, Dest: "claim", Nargs: argparse.One, Type: str, Metavar: "FILE",
			Help: "A file holding SacreBLEU's output for one system, or a table of several. Every claim and every value in it is verified."},
		{Names: []string{"--scan"}, Dest: "scan", Nargs: argparse.One, Type: str, Metavar: "FILE", Help: "List every claim in a text of any kind (- for standard input); with -i, verify those the files can check."},
		{Names: []string{"--scores"}, Dest: "scores", Nargs: argparse.One, Type: str, Appends: true, Exact: true, Metavar: "NAME=FILE[,FILE...]",
			Help: "With --claim, a table of sacre compare (JSON, text or Markdown): the score files of its metric NAME (repeat for each); every value is recomputed from them."},
		{Names: []string{"--input", "-i"}, Dest: "input", Nargs: argparse.OneOrMore, Type: str, Metavar: "FILE",
			Help: "The hypotheses (system output) the scores were computed on: one file, or one per system of a table."},
		{Names: []string{"--test-set", "-t"}, Dest: "test_set", Nargs: argparse.One, Type: str, Complete: "testsets",
			Help: "A standard test set for the references; a 1.x signature's test field is used when neither references nor -t are given."},
		{Names: []string{"--language-pair", "-l"}, Dest: "langpair", Nargs: argparse.One, Type: str, Complete: "langpairs",
			Help: "The test set's language pair (default: the signature's lang field)."},
		{Names: []string{"--origlang", "-ol"}, Dest: "origlang", Nargs: argparse.One, Type: str, Complete: "none",
			Help: "Score only documents originally in this language (default: the signature's origlang field)."},
		{Names: []string{"--subset"}, Dest: "subset", Nargs: argparse.One, Type: str, Complete: "none",
			Help: "Score only documents of this domain (default: the signature's subset)."},
		{Names: []string{"--encoding", "-e"}, Dest: "encoding", Nargs: argparse.One, Type: str, Complete: "none", Help: "Encoding of the input files (default: utf-8)."},
		{Names: []string{"--spm-model"}, Dest: "spm_model", Nargs: argparse.One, Type: str, Metavar: "PATH",
			Help: "A local SentencePiece model for flores101, flores200 or spBLEU-1K."},
		{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: str, Choices: []string{"text", "json"}, Help: "Report format (default: text)."},
		{Names: []string{"--no-diagnosis"}, Dest: "no_diagnosis", Help: "Do not recompute nearby configurations when a score does not reproduce."},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet", Help: "Print no log messages."},
	}
}

// verifyHelp is sacre verify's help.
func verifyHelp() string {
	return commandHelp(helpHead("verify"), verifySpecs(), argparse.Group{Title: "positional arguments", Specs: []*argparse.Spec{{Names: []string{"refs"},
		Help: `Reference files (or a test set with -t and -l). With one claim and no reference before -i, the files after the first one of -i are the references ("-i HYP REF").`}}})
}

// verifyCommand is "sacre verify": recompute a published score, or a whole table, from its
// signature.
func verifyCommand(args []string, e *env) int {
	res, exit, err := argparse.New(verifySpecs()).Parse(args)
	if err != nil {
		fmt.Fprintf(e.stderr, "sacre verify: error: %v\n", err)
		return verifyUsage
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, verifyHelp())
		return verifyReproduced
	}
	v := &verification{res: res, e: e}
	rc, err := v.run()
	if err != nil {
		fmt.Fprintf(e.stderr, "sacre verify: error: %s\n", packagePrefixes.Replace(oneLine(err)))
		return verifyUsage
	}
	return rc
}

// packagePrefixes are the prefixes of the errors of metric, tokenizers and significance, which
// verify passes on as they are (a Go program tests them with errors.Is): they tell a user
// nothing, and the command prints its own name instead. A seed is the signature's, whichever
// package read it. (signatures' and verify's own messages have no prefix.)
var packagePrefixes = strings.NewReplacer("metric: invalid configuration: ", "", "tokenizers: ", "", "metric: ", "",
	"significance: invalid seed ", "seed ", "significance: ", "", "verify: ", "")

// verification is one run of sacre verify.
type verification struct {
	res *argparse.Result
	e   *env
	s   *session
	src *inputs.Source
}

func (v *verification) value(dest string) string {
	if vals, ok := v.res.Values[dest]; ok && len(vals) > 0 {
		return vals[0]
	}
	return ""
}

// run reads the claims, pairs the -i files with them and verifies.
func (v *verification) run() (int, error) {
	if name := v.value("scan"); name != "" {
		r, err := verify.ScanFile(name, v.e.stdin)
		inputs, refs := v.res.Values["input"], v.res.Positional
		if err != nil || len(inputs) == 0 {
			return v.write(r, err)
		} else if len(refs) == 0 && len(inputs) > 1 && v.value("test_set") == "" && r.OneSystem() {
			inputs, refs = inputs[:1], inputs[1:] // "-i HYP REF", as with -s
		}
		if err := v.setup(refs, r.Signature()); err != nil {
			return 0, err
		}
		return v.write(verify.CheckScan(r, inputs, v.load, v.options()))
	}
	file := v.value("claim")
	if sc := v.res.Values["scores"]; len(sc) > 0 {
		if len(v.res.Values["input"])+len(v.res.Values["signature"])+len(v.res.Positional) > 0 {
			return 0, errors.New("--scores checks a table of sacre compare against its score files: give no -i, -s or references")
		}
		rep, err := verify.CheckCompare(file, sc)
		return v.write(rep, claimUsage(err, file))
	}
	pub, err := verify.ReadClaims(verify.ClaimSource{Signatures: v.res.Values["signature"], Score: v.value("score"), File: file})
	if err != nil {
		return 0, claimUsage(err, file)
	}
	inputs := v.res.Values["input"]
	refs := v.res.Positional
	if len(inputs) == 0 {
		return 0, errors.New("give the hypotheses with -i/--input FILE")
	}
	if pub.Table == nil && len(refs) == 0 && len(inputs) > 1 {
		// "-i HYP REF...": one claim is about one system, so the files after it are references.
		inputs, refs = inputs[:1], inputs[1:]
	}
	if pub.Table == nil && len(inputs) > 1 {
		return 0, fmt.Errorf("%d files after -i, but the claim is about one system: give the references before -i", len(inputs))
	}
	if err := v.setup(refs, pub.Signature()); err != nil {
		return 0, err
	}
	return v.write(verify.Check(pub, inputs, v.load, v.options()))
}

// write prints a verdict: status 0 when it reproduces, 1 when it does not.
func (v *verification) write(verdict verify.Verdict, err error) (int, error) {
	if err != nil {
		return 0, err
	}
	// A failed write to standard output is the program's to report (cli.Output), once.
	verify.Write(v.e.stdout, verdict, v.value("format") == "json")
	if !verdict.Verdict() {
		return verifyNotReproduced, nil
	}
	return verifyReproduced, nil
}

// claimUsage says verify.ReadClaims' refusals of the command line in terms of its options.
func claimUsage(err error, file string) error {
	if c, ok := errors.AsType[*verify.ScoreConflict](err); ok {
		return fmt.Errorf("--score %s differs from the score in the signature, %s", c.Given, c.Printed)
	}
	if s, ok := errors.AsType[*verify.SignatureError](err); ok {
		return fmt.Errorf("-s %s: %w", s.Signature, s.Err)
	}
	if errors.Is(err, verify.ErrPlainTable) {
		return fmt.Errorf("%s: a plain table of scores: give its metrics' signatures with -s, one per column", verify.Quote(file))
	}
	for sentinel, usage := range claimUsages {
		if errors.Is(err, sentinel) {
			return errors.New(usage)
		}
	}
	return err
}

// claimUsages say what the command line lacks or has too much of, by ReadClaims' sentinels.
var claimUsages = map[error]string{
	verify.ErrNoSignature:       "give the signature with -s/--signature (or SacreBLEU's output with --claim FILE)",
	verify.ErrNoScore:           `give the claimed score with --score, or after the signature as "SIGNATURE = SCORE"`,
	verify.ErrScoreAndFile:      "give the score with --score or in the --claim file, not both",
	verify.ErrOwnSignatures:     "-s gives the signatures of a table; this claim file holds claims with their own",
	verify.ErrSignaturesNoTable: "several -s are for a table's metrics: give the table with --claim FILE",
	verify.ErrNoCompareTable:    "--scores is for a table of sacre compare: give it with --claim FILE",
}

// setup makes the source of the inputs: references from files, or from the test set of -t and
// -l, else of the (1.x) signature's test and lang fields.
func (v *verification) setup(refs []string, sig *signatures.Parsed) error {
	src := &inputs.Source{Refs: refs, NumRefs: 1, Encoding: "utf-8"}
	if enc := v.value("encoding"); enc != "" {
		src.Encoding = enc
	}
	for _, f := range []struct {
		dest, key string
		to        *string
		has       *bool
	}{
		{"test_set", "test", &src.TestSet, &src.HasTestSet}, {"langpair", "lang", &src.LangPair, &src.HasLangPair},
		{"origlang", "origlang", &src.OrigLang, &src.HasOrigLang}, {"subset", "subset", &src.Subset, &src.HasSubset},
	} {
		if val := v.value(f.dest); val != "" {
			*f.to, *f.has = val, true
		} else if sig != nil && len(refs) == 0 {
			if val, ok := sig.Get(f.key); ok {
				*f.to, *f.has = val, true
			}
		}
	}
	if len(refs) == 0 && !src.HasTestSet {
		return errors.New("give reference files, or a test set with -t and -l (a SacreBLEU 1.x signature names its own)")
	}
	v.s = newSession(v.e, v.res.Seen["quiet"], v.value("spm_model"))
	v.src = v.s.withCache(src)
	return nil
}

// options are verify's: the SentencePiece tokenizers made by the session (from --spm-model,
// else the cache, downloading a missing model), and those whose models are cached tried in
// the diagnosis. MeCab's reach verify by the command's import of tokenizers/mecab.
func (v *verification) options() verify.Options {
	opt := verify.Options{NoDiagnosis: v.res.Seen["no_diagnosis"], Tokenizer: v.s.sentencePiece}
	for _, name := range []string{"flores101", "flores200", "spBLEU-1K"} {
		// --spm-model is the claimed tokenizer's model; other SentencePiece models must be cached.
		if path, err := spm.ModelPath(v.s.cacheRoot(), name); err == nil && nonEmptyFile(path) && v.s.spmModel == "" {
			opt.ExtraTokenizers = append(opt.ExtraTokenizers, name)
		}
	}
	return opt
}

// load reads the systems of the files and the references (files or test set, filtered by
// origlang and subset), and checks that they line up.
func (v *verification) load(files []string) ([][]string, [][]string, error) {
	systems, refs, err := v.src.Load(files)
	for i := range systems {
		if err == nil && len(systems[i]) == 0 {
			err = fmt.Errorf("%s has no lines", verify.Quote(files[i]))
		}
	}
	return systems, refs, err
}

// oneLine is an error of the scoring machinery as one line, for the subcommands.
func oneLine(err error) string {
	ee, ok := errors.AsType[*inputs.Error](err)
	if !ok {
		return err.Error()
	}
	msg := strings.Join(strings.Fields(strings.ReplaceAll(ee.Msg, "\n", " ")), " ")
	if ee.Detail != "" {
		msg += " (" + ee.Detail + ")"
	}
	return msg
}

func nonEmptyFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Size() > 0
}
