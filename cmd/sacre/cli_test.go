package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runCLI runs sacre in process from testdata/oracle and returns stdout, stderr and the status.
func runCLI(t *testing.T, stdin string, vars map[string]string, tty bool, args ...string) (string, string, int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	e := &env{stdin: strings.NewReader(stdin), stdout: &stdout, stderr: &stderr, stdoutTTY: tty,
		lookupEnv: func(k string) (string, bool) { v, ok := vars[k]; return v, ok }}
	rc := run(args, e)
	return stdout.String(), stderr.String(), rc
}

// TestNormalizeSignature checks that sacre's opt-in normalizations are recorded in the signature.
func TestNormalizeSignature(t *testing.T) {
	t.Chdir("../../testdata/oracle")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--normalize", "nfc"}, "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|unorm:nfc|version:"},
		{[]string{"--normalize", "nfkc", "-sh"}, "BLEU|#:1|c:mixed|e:no|tok:13a|s:exp|un:nfkc|v:"},
		{[]string{"--casefold", "-lc"}, "BLEU|nrefs:1|case:fold|eff:no|tok:13a|smooth:exp|version:"},
		{[]string{"--normalize=nfkc", "--casefold"}, "BLEU|nrefs:1|case:fold|eff:no|tok:13a|smooth:exp|unorm:nfkc|version:"},
	} {
		args := append([]string{"inputs/hard.ref0.txt", "-i", "inputs/hard.hyp0.txt", "-f", "text"}, c.args...)
		out, errOut, rc := runCLI(t, "", nil, false, args...)
		if rc != 0 || !strings.HasPrefix(out, c.want) {
			t.Errorf("%v: rc %d, stdout %q (stderr %q), want a line starting %q", c.args, rc, out, errOut, c.want)
		}
	}
	if _, _, rc := runCLI(t, "", nil, false, "inputs/hard.ref0.txt", "-i", "inputs/hard.hyp0.txt", "--norm", "nfc"); rc != 2 {
		t.Errorf("--norm: rc %d, want 2: sacre's options take no abbreviations", rc)
	}
}

// TestColors compares output on a terminal with SacreBLEU's (oracle files captured with script),
// and checks that NO_COLOR and -nc turn colours off.
func TestColors(t *testing.T) {
	want := map[string]string{}
	for _, name := range []string{"tty-table", "tty-latex"} {
		data, err := os.ReadFile(filepath.Join("testdata", name+".stdout"))
		if err != nil {
			t.Fatal(err)
		}
		want[name] = maskVersion(string(data))
	}
	t.Chdir("../../testdata/oracle")
	args := []string{"inputs/plain.ref0.txt", "-i", "inputs/plain.hyp0.txt", "inputs/plain.hyp1.txt", "-q"}
	for _, c := range []struct {
		extra  []string
		vars   map[string]string
		golden string
	}{
		{[]string{"-f", "text"}, nil, "tty-table"},
		{[]string{"-f", "latex", "-w", "2"}, nil, "tty-latex"},
	} {
		out, _, rc := runCLI(t, "", c.vars, true, append(args, c.extra...)...)
		if rc != 0 || maskVersion(out) != want[c.golden] {
			t.Errorf("%v on a terminal: rc %d\n%s\nwant\n%s", c.extra, rc, out, want[c.golden])
		}
		plain, _, _ := runCLI(t, "", nil, false, append(args, c.extra...)...)
		for _, off := range []struct {
			vars  map[string]string
			extra []string
		}{{map[string]string{"NO_COLOR": "1"}, nil}, {nil, []string{"-nc"}}} {
			out, _, _ := runCLI(t, "", off.vars, true, append(append(args, c.extra...), off.extra...)...)
			if out != plain || strings.Contains(out, "\x1b[") {
				t.Errorf("%v %v %v on a terminal printed colours", c.extra, off.vars, off.extra)
			}
		}
	}
}

// TestSeedQuirks checks SACREBLEU_SEED=0 and none: with 0, SacreBLEU's paired test seeds the
// baseline's interval with 0 but draws every system's resamples from OS entropy (values from
// SacreBLEU 2.6.0 itself); with none, all draws are fresh and the signature says so.
func TestSeedQuirks(t *testing.T) {
	t.Chdir("../../testdata/parity")
	args := []string{"inputs/sig.public.ref.txt", "-i", "inputs/sig.public.LIUM-NMT.4900.txt",
		"inputs/sig.public.C-3MA.4959.txt", "-m", "bleu", "-pbs", "-pbsn", "100", "-q"}
	type result struct {
		System string
		BLEU   struct {
			Score, Mean, CI float64
			PValue          *float64 `json:"p_value"`
		}
	}
	for run := range 2 {
		out, errOut, rc := runCLI(t, "", map[string]string{"SACREBLEU_SEED": "0"}, false, args...)
		var res []result
		if err := json.Unmarshal([]byte(out), &res); rc != 0 || err != nil || len(res) != 2 {
			t.Fatalf("run %d: rc %d, %v, stderr %q", run, rc, err, errOut)
		}
		if b := res[0].BLEU; b.Mean != 28.391010648326887 || b.CI != 1.1370111180999274 || b.PValue != nil {
			t.Errorf("run %d: baseline %+v, want SacreBLEU's seed-0 interval", run, b)
		}
		if res[1].BLEU.Score != 23.33946449908837 || res[1].BLEU.PValue == nil {
			t.Errorf("run %d: system %+v", run, res[1].BLEU)
		}
	}
	systems := args[:4]
	for _, c := range []struct {
		seed string
		args []string
		want string
	}{
		{"0", []string{"-pbs", "-pbsn", "100", "-f", "text"}, "|bs:100|seed:0|"},
		{"None", []string{"-pbs", "-pbsn", "100", "-f", "text"}, "|bs:100|seed:none|"},
		{"NONE", []string{"-par", "-parn", "50", "-f", "text"}, "|ar:50|seed:none|"},
		{"None", []string{"-ci", "-cin", "20", "-f", "text"}, "|bs:20|seed:none|"},
		{"007", []string{"-ci", "-cin", "20", "-f", "text"}, "|bs:20|seed:007|"},
		{"007", []string{"-pbs", "-pbsn", "20", "-f", "text"}, "|bs:20|seed:7|"},
	} {
		a := append(append([]string(nil), systems...), c.args...)
		if c.args[0] == "-ci" {
			a = append(append([]string(nil), systems[:3]...), c.args...)
		}
		out, errOut, rc := runCLI(t, "", map[string]string{"SACREBLEU_SEED": c.seed}, false, a...)
		if rc != 0 || !strings.Contains(out, c.want) {
			t.Errorf("SACREBLEU_SEED=%q %v: rc %d (%q), output lacks %q", c.seed, c.args, rc, errOut, c.want)
		}
	}
	if _, _, rc := runCLI(t, "", map[string]string{"SACREBLEU_SEED": "abc"}, false, args...); rc != 1 {
		t.Errorf("SACREBLEU_SEED=abc: rc %d, want 1", rc)
	}
}

// TestSPMModelFlag scores with a SentencePiece model given by --spm-model, in an empty cache:
// nothing is downloaded, and the output is SacreBLEU's with that model in its cache.
func TestSPMModelFlag(t *testing.T) {
	want := oracleStdout(t, "spm.unigram_nfkc.model.spm.plain")
	model, err := filepath.Abs("../../internal/sentencepiece/testdata/unigram_nfkc.model")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir("../../testdata/oracle")
	vars := map[string]string{"SACREBLEU": t.TempDir()}
	out, errOut, rc := runCLI(t, "", vars, false, "inputs/plain.ref0.txt", "inputs/plain.ref1.txt",
		"-i", "inputs/plain.hyp0.txt", "-tok", "spm", "-w", "6", "--spm-model", model)
	if rc != 0 || maskVersion(out) != maskVersion(want) {
		t.Errorf("rc %d (%s)\n%s\nwant\n%s", rc, errOut, out, want)
	}
	if !strings.Contains(errOut, "Tokenizer 'spm' has been changed to 'flores101'") {
		t.Errorf("stderr %q lacks SacreBLEU's deprecation warning", errOut)
	}
}
