package main

import (
	_ "embed"
	"encoding/json"
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
func verifySpecs() []*argparse.Spec {
	str := "str"
	return []*argparse.Spec{
		{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help},
		{Names: []string{"--signature", "-s"}, Dest: "signature", Nargs: argparse.One, Type: str, Appends: true},
		{Names: []string{"--score"}, Dest: "score", Nargs: argparse.One, Type: str},
		{Names: []string{"--claim", "-c"}, Dest: "claim", Nargs: argparse.One, Type: str},
		{Names: []string{"--input", "-i"}, Dest: "input", Nargs: argparse.OneOrMore, Type: str},
		{Names: []string{"--test-set", "-t"}, Dest: "test_set", Nargs: argparse.One, Type: str},
		{Names: []string{"--language-pair", "-l"}, Dest: "langpair", Nargs: argparse.One, Type: str},
		{Names: []string{"--origlang", "-ol"}, Dest: "origlang", Nargs: argparse.One, Type: str},
		{Names: []string{"--subset"}, Dest: "subset", Nargs: argparse.One, Type: str},
		{Names: []string{"--encoding", "-e"}, Dest: "encoding", Nargs: argparse.One, Type: str},
		{Names: []string{"--spm-model"}, Dest: "spm_model", Nargs: argparse.One, Type: str},
		{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: str, Choices: []string{"text", "json"}},
		{Names: []string{"--no-diagnosis"}, Dest: "no_diagnosis"},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet"},
	}
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
		io.WriteString(e.stdout, verifyHelp)
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

// packagePrefixes are the Go packages' prefixes of errors, which a user has no use for.
var packagePrefixes = strings.NewReplacer("metric: invalid configuration: ", "", "tokenizers: ", "", "metric: ", "",
	"verify: ", "", "signatures: malformed signature: ", "", "significance: ", "")

// verification is one run of sacre verify.
type verification struct {
	res    *argparse.Result
	e      *env
	s      *session
	src    *inputs.Source
	inputs []string // the hypothesis files
}

func (v *verification) value(dest string) string {
	if vals, ok := v.res.Values[dest]; ok && len(vals) > 0 {
		return vals[0]
	}
	return ""
}

func (v *verification) run() (int, error) {
	pub, err := readClaims(v.res.Values["signature"], v.value("score"), v.value("claim"))
	if err != nil {
		return 0, err
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
	var sig *signatures.Parsed
	if pub.Table != nil {
		sig = pub.Table.Columns[0].Signature
	} else {
		sig = pub.Claims[0].Signature
	}
	if err := v.setup(inputs, refs, sig); err != nil {
		return 0, err
	}
	opt := v.options()
	if pub.Table != nil {
		return v.table(pub.Table, opt)
	}
	return v.claims(pub.Claims, opt)
}

// setup makes the source of the inputs: references from files, or from the test set of -t and
// -l, else of the (1.x) signature's test and lang fields.
func (v *verification) setup(hyps, refs []string, sig *signatures.Parsed) error {
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
	v.src, v.inputs = v.s.withCache(src), hyps
	return nil
}

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

// claims verifies claims about one system.
func (v *verification) claims(claims []*verify.Claim, opt verify.Options) (int, error) {
	systems, refs, err := verifyInput(v.src, v.inputs)
	if err != nil {
		return 0, err
	}
	in := verify.Input{Hyps: systems[0], Refs: refs}
	reports := make([]*verify.Report, len(claims))
	all := true
	for i, c := range claims {
		if reports[i], err = verify.Verify(c, in, opt); err != nil {
			return 0, err
		}
		all = all && reports[i].Reproduced
	}
	if v.value("format") == "json" {
		var out any = reports
		if len(reports) == 1 {
			out = reports[0]
		}
		writeJSON(v.e.stdout, out)
	} else {
		for i, rep := range reports {
			if i > 0 {
				io.WriteString(v.e.stdout, "\n")
			}
			io.WriteString(v.e.stdout, rep.Text())
		}
	}
	return verdict(all), nil
}

// table verifies a table of several systems: the -i files are paired with its systems.
func (v *verification) table(t *verify.Table, opt verify.Options) (int, error) {
	files := v.inputs
	order, notes, err := t.MatchSystems(files)
	if err != nil {
		return 0, err
	}
	paired := make([]string, len(order))
	for i, j := range order {
		paired[i] = files[j]
	}
	systems, refs, err := verifyInput(v.src, paired)
	if err != nil {
		return 0, err
	}
	t.Notes = append(t.Notes, notes...)
	if extra := len(files) - len(order); extra > 0 {
		t.Notes = append(t.Notes, fmt.Sprintf("%s not in the table: not used", plural(extra, "file")))
	}
	rep, err := verify.VerifyTable(t, verify.TableInput{Systems: systems, Refs: refs}, opt)
	if err != nil {
		return 0, err
	}
	if v.value("format") == "json" {
		writeJSON(v.e.stdout, rep)
	} else {
		io.WriteString(v.e.stdout, rep.Text())
	}
	return verdict(rep.Reproduced), nil
}

func verdict(ok bool) int {
	if ok {
		return verifyReproduced
	}
	return verifyNotReproduced
}

func writeJSON(w io.Writer, v any) {
	out, _ := json.MarshalIndent(v, "", "  ")
	fmt.Fprintf(w, "%s\n", out)
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// readClaims builds the claims from --signature (which may end in "= SCORE", as SacreBLEU
// prints it) and --score, or from --claim FILE holding SacreBLEU's output: its text lines or
// JSON for one system, or a table of several; -s then gives the table's signatures.
func readClaims(sigs []string, score, file string) (*verify.Published, error) {
	if file != "" {
		if score != "" {
			return nil, errors.New("give the score with --score or in the --claim file, not both")
		}
		// ReadFile reads at most verify.MaxClaimSize bytes: a claim file given by mistake
		// (/dev/zero, a corpus) is refused, not read whole; its errors name the file.
		pub, err := verify.ReadFile(file)
		if err != nil {
			return nil, err
		}
		if len(sigs) > 0 {
			if pub.Table == nil {
				return nil, errors.New("-s gives the signatures of a table; this claim file holds claims with their own")
			}
			parsed := make([]*signatures.Parsed, len(sigs))
			for i, s := range sigs {
				if parsed[i], err = signatures.Parse(s); err != nil {
					return nil, fmt.Errorf("-s %s: %w", s, err)
				}
			}
			if err := pub.Table.SetSignatures(parsed); err != nil {
				return nil, fmt.Errorf("%s: %w", verify.Quote(file), err)
			}
		} else if pub.Table != nil && pub.Table.Format == "plain" && pub.Table.Columns[0].Name == "" {
			return nil, fmt.Errorf("%s: a plain table of scores: give its metrics' signatures with -s, one per column", verify.Quote(file))
		}
		return pub, nil
	}
	switch len(sigs) {
	case 0:
		return nil, errors.New("give the signature with -s/--signature (or SacreBLEU's output with --claim FILE)")
	case 1:
	default:
		return nil, errors.New("several -s are for a table's metrics: give the table with --claim FILE")
	}
	sig := sigs[0]
	if strings.HasPrefix(strings.TrimSpace(sig), "{") || strings.Contains(sig, "=") {
		c, err := verify.ParseClaim(sig)
		if err != nil {
			return nil, err
		}
		if score != "" && score != c.Score {
			return nil, fmt.Errorf("--score %s differs from the score in the signature, %s", score, c.Score)
		}
		return &verify.Published{Claims: []*verify.Claim{c}}, nil
	}
	if score == "" {
		return nil, errors.New("give the claimed score with --score, or after the signature as \"SIGNATURE = SCORE\"")
	}
	c, err := verify.NewClaim(sig, score)
	if err != nil {
		return nil, err
	}
	return &verify.Published{Claims: []*verify.Claim{c}}, nil
}

// verifyInput reads the systems and references (files or test set, filtered by origlang and
// subset) and checks that they line up.
func verifyInput(src *inputs.Source, files []string) ([][]string, [][]string, error) {
	systems, refs, err := src.Load(files)
	if err != nil {
		return nil, nil, err
	}
	for i, sys := range systems {
		if len(sys) == 0 {
			return nil, nil, ownError(1, "%s has no lines", verify.Quote(files[i]))
		}
	}
	return systems, refs, nil
}

// oneLine is an error of the scoring machinery as one line, for the subcommands.
func oneLine(err error) string {
	var ee *exitError
	if !errors.As(err, &ee) {
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
