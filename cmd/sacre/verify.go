package main

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/tokenizers"
	"github.com/sacre-mt/sacre/verify"
)

//go:embed verify_help.txt
var verifyHelp string

// Exit statuses of sacre verify.
const (
	verifyReproduced    = 0
	verifyNotReproduced = 1
	verifyUsage         = 2 // a bad command line or unreadable input: nothing was verified
)

// verifySpecs are sacre verify's options, read with SacreBLEU's argparse rules so that
// references may come before or after them, as in a scoring command line.
func verifySpecs() []*optSpec {
	str := "str"
	return []*optSpec{
		{names: []string{"-h", "--help"}, dest: "help", nargs: helpAction},
		{names: []string{"--signature", "-s"}, dest: "signature", nargs: one, typ: str},
		{names: []string{"--score"}, dest: "score", nargs: one, typ: str},
		{names: []string{"--claim", "-c"}, dest: "claim", nargs: one, typ: str},
		{names: []string{"--input", "-i"}, dest: "input", nargs: one, typ: str},
		{names: []string{"--test-set", "-t"}, dest: "test_set", nargs: one, typ: str},
		{names: []string{"--language-pair", "-l"}, dest: "langpair", nargs: one, typ: str},
		{names: []string{"--origlang", "-ol"}, dest: "origlang", nargs: one, typ: str},
		{names: []string{"--subset"}, dest: "subset", nargs: one, typ: str},
		{names: []string{"--encoding", "-e"}, dest: "encoding", nargs: one, typ: str},
		{names: []string{"--spm-model"}, dest: "spm_model", nargs: one, typ: str},
		{names: []string{"--format", "-f"}, dest: "format", nargs: one, typ: str, choices: []string{"text", "json"}},
		{names: []string{"--no-diagnosis"}, dest: "no_diagnosis"},
		{names: []string{"--quiet", "-q"}, dest: "quiet"},
	}
}

// verifyCommand is "sacre verify": recompute a published score from its signature.
func verifyCommand(args []string, e *env) int {
	res, exit, err := newArgParser(verifySpecs()).parse(args)
	if err != nil {
		fmt.Fprintf(e.stderr, "sacre verify: error: %v\n", err)
		return verifyUsage
	}
	if exit == helpAction {
		io.WriteString(e.stdout, verifyHelp)
		return verifyReproduced
	}
	value := func(dest string) string {
		if v, ok := res.values[dest]; ok {
			return v[0]
		}
		return ""
	}
	fail := func(err error) int {
		fmt.Fprintf(e.stderr, "sacre verify: error: %v\n", err)
		return verifyUsage
	}
	claims, err := readClaims(value("signature"), value("score"), value("claim"))
	if err != nil {
		return fail(err)
	}
	o := &options{
		refs: res.refs, numRefs: 1, encoding: "utf-8", input: []string{value("input")}, inputGiven: true,
		quiet: res.seen["quiet"], spmModel: value("spm_model"),
	}
	if o.input[0] == "" {
		return fail(errors.New("give the hypotheses with -i/--input FILE"))
	}
	if v := value("encoding"); v != "" {
		o.encoding = v
	}
	// The test set: -t and -l, else the 1.x signature's test and lang fields.
	sig := claims[0].Signature
	for _, f := range []struct {
		dest, key string
		to        *string
		has       *bool
	}{
		{"test_set", "test", &o.testSet, &o.hasTestSet}, {"langpair", "lang", &o.langPair, &o.hasLangPair},
		{"origlang", "origlang", &o.origLang, &o.hasOrigLang}, {"subset", "subset", &o.subset, &o.hasSubset},
	} {
		if v, ok := res.values[f.dest]; ok {
			*f.to, *f.has = v[0], true
		} else if v, ok := sig.Get(f.key); ok && len(o.refs) == 0 {
			*f.to, *f.has = v, true
		}
	}
	if len(o.refs) == 0 && !o.hasTestSet {
		return fail(errors.New("give reference files, or a test set with -t and -l (a SacreBLEU 1.x signature names its own)"))
	}
	r := &runner{o: o, e: e, log: &logger{w: e.stderr, quiet: o.quiet}}
	in, err := r.verifyInput()
	if err != nil {
		return fail(errors.New(oneLine(err)))
	}
	opt := verify.Options{NoDiagnosis: res.seen["no_diagnosis"], Tokenizer: r.sentencePiece}
	for _, name := range []string{"flores101", "flores200", "spBLEU-1K"} {
		// --spm-model is the claimed tokenizer's model; other SentencePiece models must be cached.
		if path, err := tokenizers.SPMModelPath(r.cacheRoot(), name); err == nil && nonEmptyFile(path) && o.spmModel == "" {
			opt.ExtraTokenizers = append(opt.ExtraTokenizers, name)
		}
	}
	reports := make([]*verify.Report, len(claims))
	all := true
	for i, c := range claims {
		if reports[i], err = verify.Verify(c, in, opt); err != nil {
			return fail(err)
		}
		all = all && reports[i].Reproduced
	}
	if value("format") == "json" {
		var v any = reports
		if len(reports) == 1 {
			v = reports[0]
		}
		out, _ := json.MarshalIndent(v, "", "  ")
		fmt.Fprintf(e.stdout, "%s\n", out)
	} else {
		for i, rep := range reports {
			if i > 0 {
				io.WriteString(e.stdout, "\n")
			}
			io.WriteString(e.stdout, rep.Text())
		}
	}
	if all {
		return verifyReproduced
	}
	return verifyNotReproduced
}

// readClaims builds the claims from --signature (which may end in "= SCORE", as SacreBLEU
// prints it) and --score, or from --claim FILE holding SacreBLEU's output: its text lines or
// JSON, for one metric or several.
func readClaims(sig, score, file string) ([]*verify.Claim, error) {
	if file != "" {
		if sig != "" || score != "" {
			return nil, errors.New("give the claim with --signature (and --score) or with --claim, not both")
		}
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("cannot read claim file: %w", err)
		}
		claims, err := verify.ParseClaims(string(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		return claims, nil
	}
	if sig == "" {
		return nil, errors.New("give the signature with -s/--signature (or SacreBLEU's output with --claim FILE)")
	}
	if strings.HasPrefix(sig, "{") || strings.Contains(sig, " = ") {
		c, err := verify.ParseClaim(sig)
		if err != nil {
			return nil, err
		}
		if score != "" && score != c.Score {
			return nil, fmt.Errorf("--score %s differs from the score in the signature, %s", score, c.Score)
		}
		return []*verify.Claim{c}, nil
	}
	if score == "" {
		return nil, errors.New("give the claimed score with --score, or after the signature as \"SIGNATURE = SCORE\"")
	}
	c, err := verify.NewClaim(sig, score)
	if err != nil {
		return nil, err
	}
	return []*verify.Claim{c}, nil
}

// verifyInput reads the hypotheses and references (files or test set, filtered by origlang
// and subset) and checks that they line up.
func (r *runner) verifyInput() (verify.Input, error) {
	if err := r.checkReferences(); err != nil {
		return verify.Input{}, err
	}
	refs, err := r.readRefs()
	if err != nil {
		return verify.Input{}, err
	}
	hyps, err := textio.ReadLines(r.o.input[0], r.o.encoding)
	if err != nil {
		return verify.Input{}, fileError(r.o.input[0], "hypothesis", err)
	}
	systems, refs, err := r.filterSubset([][]string{hyps}, refs)
	if err != nil {
		return verify.Input{}, err
	}
	for k, ref := range refs {
		if len(ref) != len(systems[0]) {
			return verify.Input{}, ownError(1, "%s has %s, %s has %s", r.o.input[0], lines(len(systems[0])), r.refName(k), lines(len(ref)))
		}
	}
	if len(systems[0]) == 0 {
		return verify.Input{}, ownError(1, "%s has no lines", r.o.input[0])
	}
	return verify.Input{Hyps: systems[0], Refs: refs}, nil
}

// oneLine is an error of the scoring machinery as one line, for the subcommands.
func oneLine(err error) string {
	var ee *exitError
	if !errors.As(err, &ee) {
		return err.Error()
	}
	msg := strings.Join(strings.Fields(strings.ReplaceAll(ee.msg, "\n", " ")), " ")
	if ee.detail != "" {
		msg += " (" + ee.detail + ")"
	}
	return msg
}

func nonEmptyFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Size() > 0
}
