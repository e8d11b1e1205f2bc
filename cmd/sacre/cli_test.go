package main

import (
	"bytes"
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
		getenv: func(k string) string { return vars[k] }}
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
