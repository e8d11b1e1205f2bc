package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerifyFiles checks published scores against the WMT17 data: SacreBLEU 2.6.0 prints 22.7
// for C-3MA with 13a and 23.1 with intl (-w 1, its default).
func TestVerifyFiles(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	sig13a := "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0"
	for _, c := range []struct {
		args []string
		rc   int
		want string
	}{
		{[]string{"-s", sig13a + " = 22.7", "-i", "C-3MA.4959.txt", "ref.txt"}, 0, "result:     reproduced"},
		{[]string{"ref.txt", "-s", sig13a, "--score", "22.7", "-i", "C-3MA.4959.txt"}, 0, "reproduced"},
		{[]string{"ref.txt", "-s", sig13a, "--score", "22.8", "-i", "C-3MA.4959.txt"}, 1, "NOT reproduced: sacre gets 22.7 "},
		{[]string{"ref.txt", "-s", sig13a + " = 23.1", "-i", "C-3MA.4959.txt"}, 1, "tok:13a→intl"},
		{[]string{"ref.txt", "ref.txt", "-s", sig13a + " = 22.7", "-i", "C-3MA.4959.txt"}, 2, ""},
		{[]string{"ref.txt", "-s", "BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.4.14 = 22.7", "-i", "C-3MA.4959.txt", "--no-diagnosis"}, 0, "reproduced"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, append([]string{"verify"}, c.args...)...)
		if rc != c.rc || !strings.Contains(out, c.want) {
			t.Errorf("%v: rc %d (want %d), stdout:\n%s\nstderr: %s\nwant %q", c.args, rc, c.rc, out, errOut, c.want)
		}
	}
	out, _, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "-s", sig13a+" = 23.1", "-i", "C-3MA.4959.txt", "-f", "json")
	var rep struct {
		Reproduced bool
		Printed    string
		Matches    []struct{ Changes []string }
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || rc != 1 || rep.Reproduced || rep.Printed != "22.7" ||
		len(rep.Matches) != 1 || strings.Join(rep.Matches[0].Changes, " ") != "tok:13a→intl" {
		t.Errorf("JSON report (rc %d, %v):\n%s", rc, err, out)
	}
}

// TestVerifyClaimFile reads SacreBLEU 2.6.0's own output as the claims (testdata/claims): one
// JSON score, a text line, and the output for three metrics as text and as a JSON list.
func TestVerifyClaimFile(t *testing.T) {
	claims, err := filepath.Abs("testdata/claims")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir("../../testdata/wmt17-en-de")
	dir := t.TempDir()
	for name, claim := range map[string]string{
		"json": `{"name": "BLEU", "score": 22.7, "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0",
 "verbose_score": "56.2/28.7/16.9/10.3 (BP = 0.985 ratio = 0.985 hyp_len = 60395 ref_len = 61287)"}`,
		"text": "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.7 56.2/28.7/16.9/10.3 (BP = 0.985 ratio = 0.985 hyp_len = 60395 ref_len = 61287)\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(claim), 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "--claim", path, "-i", "C-3MA.4959.txt")
		if rc != 0 {
			t.Errorf("%s: rc %d\n%s%s", name, rc, out, errOut)
		}
	}
	for _, name := range []string{"c3ma.text", "c3ma.json", "c3ma-intl-lc-chrf++.text"} {
		out, errOut, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "--claim", filepath.Join(claims, name), "-i", "C-3MA.4959.txt")
		if rc != 0 || strings.Count(out, "result:     reproduced") != 3 {
			t.Errorf("%s: rc %d\n%s%s", name, rc, out, errOut)
		}
	}
	// The same three claims against another system: none reproduces.
	out, _, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "--claim", filepath.Join(claims, "c3ma.json"), "-i", "FBK.4870.txt", "-f", "json", "--no-diagnosis")
	var reps []struct{ Reproduced bool }
	if err := json.Unmarshal([]byte(out), &reps); err != nil || rc != 1 || len(reps) != 3 || reps[0].Reproduced || reps[1].Reproduced || reps[2].Reproduced {
		t.Errorf("FBK: rc %d, %v\n%s", rc, err, out)
	}
}

// TestVerifyTestSet verifies SacreBLEU 1.x signatures that name their test set (and origlang):
// the references come from the test set, downloaded from a local server. The claims are
// SacreBLEU 2.6.0's scores for this hypothesis file (oracle cases testset.wmt14.en-de.*).
func TestVerifyTestSet(t *testing.T) {
	_, lookup := serveWMT14(t, wmt14Archive(t, nil), "")
	cache := t.TempDir()
	t.Chdir("../../testdata/oracle")
	hyp := "inputs/testset.wmt14.en-de.hyp.txt"
	for _, c := range []struct {
		claim string
		rc    int
	}{
		{"BLEU+case.mixed+lang.en-de+numrefs.1+smooth.exp+test.wmt14+tok.13a+version.1.4.14 = 46.8", 0},
		{"BLEU+c.mixed+l.en-de+#.1+o.en+s.exp+t.wmt14+tok.13a+v.1.4.14 = 41.7", 0},
		{"chrF2+lang.en-de+numchars.6+space.false+test.wmt14+version.1.4.14 = 0.73", 0},
		{"BLEU+case.mixed+lang.en-de+numrefs.1+smooth.exp+test.wmt14+tok.13a+version.1.4.14 = 41.7", 1},
	} {
		out, errOut, rc := runWith(cache, lookup, "verify", "-s", c.claim, "-i", hyp, "-q")
		if rc != c.rc {
			t.Errorf("%s: rc %d, want %d\n%s%s", c.claim, rc, c.rc, out, errOut)
		}
	}
}

// TestVerifyUsage checks that every usage or input error is one line with status 2.
func TestVerifyUsage(t *testing.T) {
	claims, err := filepath.Abs("testdata/claims/c3ma.json")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir("../../testdata/wmt17-en-de")
	sig := "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0 = 22.7"
	bare := "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0"
	interval := "BLEU|nrefs:1|bs:100|seed:abc|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.7 (μ = 22.7 ± 0.6)"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"ref.txt", "-i", "C-3MA.4959.txt"}, "give the signature"},
		{[]string{"ref.txt", "-s", sig}, "-i/--input"},
		{[]string{"-s", sig, "-i", "C-3MA.4959.txt"}, "give reference files"},
		{[]string{"ref.txt", "-s", "BLEU|nrefs:1|tok:13b = 22.7", "-i", "C-3MA.4959.txt"}, "13b"},
		{[]string{"ref.txt", "-s", "BLEU|nrefs:1|colour:blue = 22.7", "-i", "C-3MA.4959.txt"}, `field 2 "colour:blue"`},
		{[]string{"ref.txt", "-s", "BLEU|nrefs:1|tok:13a", "-i", "C-3MA.4959.txt"}, "--score"},
		{[]string{"ref.txt", "-s", sig, "--score", "22.8", "-i", "C-3MA.4959.txt"}, "differs"},
		{[]string{"missing.txt", "-s", sig, "-i", "C-3MA.4959.txt"}, "missing.txt"},
		{[]string{"ref.txt", "-s", sig, "-i", "README.md"}, "README.md has"},
		{[]string{"ref.txt", "-s", sig, "-i", "C-3MA.4959.txt", "-f", "xml"}, "invalid choice"},
		{[]string{"ref.txt", "-s", sig, "-i", "C-3MA.4959.txt", "--colour"}, "unrecognized"},
		// verify.ReadClaims' refusals, said with the options; other packages' errors without their prefixes.
		{[]string{"ref.txt", "-s", bare, "-s", bare, "-i", "C-3MA.4959.txt"}, "error: several -s are for a table's metrics: give the table with --claim FILE\n"},
		{[]string{"ref.txt", "--claim", claims, "--score", "22.7", "-i", "C-3MA.4959.txt"}, "error: give the score with --score or in the --claim file, not both\n"},
		{[]string{"ref.txt", "--claim", claims, "-s", bare, "-i", "C-3MA.4959.txt"}, "error: -s gives the signatures of a table; this claim file holds claims with their own\n"},
		{[]string{"ref.txt", "-s", sig, "--score", "22.8", "-i", "C-3MA.4959.txt"}, "error: --score 22.8 differs from the score in the signature, 22.7\n"},
		{[]string{"ref.txt", "-s", "BLEU|nrefs:1|tok:13b = 22.7", "-i", "C-3MA.4959.txt"}, `error: tok:13b: unknown tokenizer "13b" in a signature` + "\n"},
		{[]string{"ref.txt", "-s", interval, "-i", "C-3MA.4959.txt"}, "error: seed 'abc': SACREBLEU_SEED must be an integer or none\n"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, append([]string{"verify"}, c.args...)...)
		if rc != 2 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: rc %d, stdout %q, stderr %q; want status 2 and one line with %q", c.args, rc, out, errOut, c.want)
		}
	}
	out, _, rc := runCLI(t, "", nil, false, "verify", "-h")
	if rc != 0 || !strings.HasPrefix(out, "usage: sacre verify") {
		t.Errorf("verify -h: rc %d, %q", rc, out)
	}
}

// TestVerifyJapanese: a ja-mecab score (SacreBLEU 2.6.0's, parity case synth.ja5.jamecab)
// reproduces, and the same number claimed with tok:13a is traced back to ja-mecab.
func TestVerifyJapanese(t *testing.T) {
	t.Chdir("../../testdata/parity")
	args := []string{"verify", "-i", "inputs/public.ja5.hyp.txt", "inputs/public.ja5.ref0.txt", "-s"}
	out, _, rc := runCLI(t, "", nil, false, append(args, "BLEU|nrefs:1|case:mixed|eff:no|tok:ja-mecab-0.996-IPA|smooth:exp|version:2.6.0 = 72.6119266393")...)
	if rc != 0 {
		t.Errorf("ja-mecab claim: rc %d\n%s", rc, out)
	}
	out, _, rc = runCLI(t, "", nil, false, append(args, "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 72.6")...)
	if rc != 1 || !strings.Contains(out, "\n  tok:13a→ja-mecab-0.996-IPA ") {
		t.Errorf("13a claim: rc %d\n%s", rc, out)
	}
}

// TestVerifySentencePiece: a flores101 claim scored with the model in the cache (here a small
// unigram model of internal/sentencepiece/testdata standing in for FLORES-101's, with which
// SacreBLEU 2.6.0 prints 34.1670 for C-3MA), and the same number claimed with tok:13a traced
// to flores101, whose model is cached.
func TestVerifySentencePiece(t *testing.T) {
	model, err := os.ReadFile("../../internal/sentencepiece/testdata/unigram_nfkc.model")
	if err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	if err := os.MkdirAll(filepath.Join(cache, "models"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(cache, "models", "sacrebleu_tokenizer_spm.model"), model, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir("../../testdata/wmt17-en-de")
	vars := map[string]string{"SACREBLEU": cache}
	args := []string{"verify", "-i", "C-3MA.4959.txt", "ref.txt", "-s"}
	out, errOut, rc := runCLI(t, "", vars, false, append(args, "BLEU|nrefs:1|case:mixed|eff:no|tok:flores101|smooth:exp|version:2.3.1 = 34.1670")...)
	if rc != 0 {
		t.Errorf("flores101 claim: rc %d\n%s%s", rc, out, errOut)
	}
	out, _, rc = runCLI(t, "", vars, false, append(args, "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.3.1 = 34.17")...)
	if rc != 1 || !strings.Contains(out, "\n  tok:13a→flores101 ") {
		t.Errorf("13a claim: rc %d\n%s", rc, out)
	}
}

// TestVerifyConfidence checks claims with SacreBLEU's bootstrap interval (-ci): sacre draws
// the same resamples from the signature's seed. Seed 7's interval claimed under seed 12345
// does not reproduce.
func TestVerifyConfidence(t *testing.T) {
	claims, err := filepath.Abs("testdata/claims")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir("../../testdata/wmt17-en-de")
	for _, name := range []string{"c3ma-ci.text", "c3ma-ci-seed7.json"} {
		out, errOut, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "--claim", filepath.Join(claims, name), "-i", "C-3MA.4959.txt")
		if rc != 0 || !strings.Contains(out, "with its confidence interval (1000 resamples, seed ") {
			t.Errorf("%s: rc %d\n%s%s", name, rc, out, errOut)
		}
	}
	sig := "BLEU|nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"
	out, _, rc := runCLI(t, "", nil, false, "verify", "ref.txt", "-i", "C-3MA.4959.txt", "-s", sig+" = 22.67 (μ = 22.66 ± 0.61)")
	if rc != 1 || !strings.Contains(out, "result:     NOT reproduced: the score reproduces (22.67), but μ ± CI does not\n"+
		"differs:    μ ± CI: claimed 22.66 ± 0.61, sacre 22.67 ± 0.60 (sacre's bootstrap with the signature's 1000 resamples and seed 12345)") {
		t.Errorf("seed 7's interval under seed 12345: rc %d\n%s", rc, out)
	}
}
