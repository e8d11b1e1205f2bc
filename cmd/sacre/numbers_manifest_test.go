package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLargeNumbersManifest gives a manifest's metrics huge orders and betas, as keys and in
// signatures: SacreBLEU's digits where it computes a score (the same oracle values as
// TestLargeNumbers), else a one-line error naming the manifest's line (exit 2, as every manifest error); never a crash.
func TestLargeNumbersManifest(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "r.txt"), []byte("a b c\nd e f\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "h.txt"), []byte("a b c\nd e g\n"), 0o644)
	t.Chdir(dir)
	for _, tc := range []struct {
		metric   string
		expected string
		rc       int
		stdout   string // a line of the report, or
		stderr   string // a prefix of standard error
	}{
		{"chrf: {char_order: 10000000, eps_smoothing: true}", "0.00002083333333333", 0, "all 1 scores as expected", ""},
		{"chrf: {char_order: 4611686018427387904}", "69.44", 0, "all 1 scores as expected", ""},
		{"chrf: {beta: 4294967296000000000}", "69.4444444444", 0, "all 1 scores as expected", ""},
		{`signature: "chrF2|nc:4611686018427387904|nw:0|space:no|version:2.6.0"`, "69.44", 0, "all 1 scores as expected", ""},
		{"chrf: {word_order: 4611686018427387904}", "1", 2, "", "sacre check: error: m.yaml:3: invalid manifest: metric: invalid configuration: a chrF word order of 4611686018427387904"},
		{"chrf: {char_order: 99999999999999999999}", "1", 2, "", "sacre check: error: m.yaml:4: invalid manifest: cannot unmarshal"},
		{"bleu: {max_ngram_order: 9223372036854775807}", "1", 2, "", "sacre check: error: m.yaml:3: invalid manifest: metric: invalid configuration: maximum n-gram order 9223372036854775807"},
		{`signature: "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|ngram:9223372036854775807|version:2.6.0"`, "1", 2, "", "sacre check: error: m.yaml:3: invalid manifest: metric: invalid configuration: maximum n-gram order 9223372036854775807"},
	} {
		manifest := "refs: [r.txt]\nmetrics:\n  - name: M\n    " + tc.metric + "\nsystems:\n  - name: s\n    hyp: h.txt\n    expected: {M: " + tc.expected + "}\n"
		os.WriteFile("m.yaml", []byte(manifest), 0o644)
		out, errOut, rc := runCLI(t, "", nil, false, "check", "m.yaml")
		if rc != tc.rc || !strings.Contains(out, tc.stdout) || !strings.HasPrefix(errOut, tc.stderr) ||
			tc.stderr != "" && strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: rc %d\n%s%s\nwant rc %d, %q, %q", tc.metric, rc, out, errOut, tc.rc, tc.stdout, tc.stderr)
		}
	}
}
