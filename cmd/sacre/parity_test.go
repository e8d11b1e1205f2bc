package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/internal/streaming"
	"github.com/sacre-mt/sacre/tokenizers/spm"
)

// The parity cases in testdata/parity are oracle data: command lines with the exact output
// SacreBLEU 2.6.0 printed (a copy of ../shared/parity, never edited). TestParity runs each
// one through run, in process, and compares as testdata/parity/check.py does.

type parityCase struct {
	ID          string            `json:"id"`
	Refs        []string          `json:"refs"`
	Hyp         string            `json:"hyp"`
	Hyps        []string          `json:"hyps"`
	Stdin       string            `json:"stdin"`
	Args        []string          `json:"args"`
	Kind        string            `json:"kind"`
	Env         map[string]string `json:"env"`
	RC          *int              `json:"rc"`
	ExpectError bool              `json:"expect_error"`
	Expect      json.RawMessage   `json:"expect"`
	Stdout      *string           `json:"stdout"` // oracle cases: the exact standard output
}

func loadParityCases(t *testing.T, dir string) []parityCase {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", dir, "cases.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []parityCase
	for _, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var c parityCase
		if err := json.Unmarshal(line, &c); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	return cases
}

func TestParity(t *testing.T) { testCases(t, "parity", 1) }

// TestOracle runs the cases of testdata/oracle: random command lines whose exact output
// SacreBLEU 2.6.0 printed (oracle data, see testdata/oracle/gen_cases.py).
func TestOracle(t *testing.T) { testCases(t, "oracle", 1) }

// TestParityStreamed and TestOracleStreamed run the cases with every corpus score streamed, as
// inputs over 32 MB are: every third case by default, all with SACRE_LONG=1.
func TestParityStreamed(t *testing.T) { testStreamed(t, "parity") }
func TestOracleStreamed(t *testing.T) { testStreamed(t, "oracle") }

func testStreamed(t *testing.T, dir string) {
	defer func(above int64) { streaming.Above = above }(streaming.Above)
	streaming.Above = 0
	testCases(t, dir, 3)
}

// testCases runs the cases of dir, every nth (all with SACRE_LONG=1).
func testCases(t *testing.T, dir string, nth int) {
	cases := loadParityCases(t, dir)
	// A copy of the synthetic test set cache, shared by the cases: converting a set writes its
	// text files into it, which later cases read, as SacreBLEU's later runs would.
	cache := t.TempDir()
	if err := os.CopyFS(cache, os.DirFS(filepath.Join("..", "..", "datasets", "testdata", "cache"))); err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Join("..", "..", "testdata", dir))
	// Each case is a subtest of its own: go test -run 'TestParity/ID' runs one.
	for i, c := range cases {
		if !campaign.EveryNth(i, nth) {
			continue
		}
		t.Run(c.ID, func(t *testing.T) {
			if err := runParityCase(c, cache); err != nil {
				t.Error(err)
			}
		})
	}
}

// runParityCase runs one case and returns how its result differs from SacreBLEU's, if it does.
func runParityCase(c parityCase, cache string) error {
	args := slices.Clone(c.Refs)
	hyps := c.Hyps
	if len(hyps) == 0 && c.Hyp != "" {
		hyps = []string{c.Hyp}
	}
	if len(hyps) > 0 || (c.Hyps != nil && c.Stdin == "" && !slices.Contains(c.Args, "-i")) {
		args = append(append(args, "-i"), hyps...)
	}
	args = append(args, c.Args...)
	var stdin []byte
	if c.Stdin != "" {
		var err error
		if stdin, err = os.ReadFile(c.Stdin); err != nil {
			return err
		}
	}
	if c.Env["SACREBLEU"] == "@CACHE@" {
		c.Env = map[string]string{"SACREBLEU": cache}
	}
	if model, ok := strings.CutPrefix(c.Env["SACREBLEU"], "@SPM@"); ok {
		// A test SentencePiece model under each name SacreBLEU downloads the real ones to.
		dir, err := os.MkdirTemp("", "sacre-spm")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if err := placeModel(dir, "../../internal/sentencepiece/testdata/"+model); err != nil {
			return err
		}
		c.Env = map[string]string{"SACREBLEU": dir}
	}
	var stdout, stderr bytes.Buffer
	e := &env{stdin: bytes.NewReader(stdin), stdout: &stdout, stderr: &stderr,
		lookupEnv: func(k string) (string, bool) { v, ok := c.Env[k]; return v, ok }}
	rc := run(args, e)
	return compareParity(c, rc, stdout.String(), stderr.String())
}

// placeModel copies a model to every path under root where sacre looks for a SentencePiece
// tokenizer's model.
func placeModel(root, model string) error {
	data, err := os.ReadFile(model)
	if err != nil {
		return err
	}
	for _, name := range []string{"spm", "flores101", "flores200", "spBLEU-1K"} {
		path, err := spm.ModelPath(root, name)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

var (
	versionField = regexp.MustCompile(`\b(version|v):[^|\s"]+`)
	versionKey   = regexp.MustCompile(`"version": "[^"]*"`)
)

// maskVersion hides the version value, where sacre differs from SacreBLEU on purpose.
func maskVersion(s string) string {
	return versionKey.ReplaceAllString(versionField.ReplaceAllString(s, "$1:*"), `"version": "*"`)
}

func compareParity(c parityCase, rc int, stdout, stderr string) error {
	if c.RC != nil && rc != *c.RC {
		return fmt.Errorf("exit status %d, want %d (stderr %q)", rc, *c.RC, stderr)
	}
	if c.ExpectError || (c.Stdout != nil && rc != 0) {
		if rc == 0 {
			return fmt.Errorf("exit status 0, want an error")
		}
		if n := strings.Count(strings.TrimRight(stderr, "\n"), "\n"); n > 0 && !strings.HasPrefix(stderr, "sacreBLEU: ") {
			return fmt.Errorf("error message has %d lines: %q", n+1, stderr)
		}
		return nil
	}
	if rc != 0 {
		return fmt.Errorf("exit status %d: %s", rc, stderr)
	}
	if c.Stdout != nil {
		if maskVersion(stdout) != maskVersion(*c.Stdout) {
			return fmt.Errorf("stdout:\n%s\nwant:\n%s", stdout, *c.Stdout)
		}
		return nil
	}
	if c.Kind == "json" {
		return compareJSON(c.Expect, stdout)
	}
	return compareLines(c.Expect, stdout)
}

func compareLines(expect json.RawMessage, stdout string) error {
	var want []string
	if err := json.Unmarshal(expect, &want); err != nil {
		return err
	}
	got := strings.Split(stdout, "\n")
	if got[len(got)-1] == "" {
		got = got[:len(got)-1]
	}
	if len(got) != len(want) {
		return fmt.Errorf("%d lines, want %d:\n%s", len(got), len(want), stdout)
	}
	for i := range want {
		if maskVersion(got[i]) != maskVersion(want[i]) {
			return fmt.Errorf("line %d:\n got %q\nwant %q", i+1, got[i], want[i])
		}
	}
	return nil
}

func compareJSON(expect json.RawMessage, stdout string) error {
	var want, got any
	if err := json.Unmarshal(expect, &want); err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		return fmt.Errorf("stdout is not JSON: %q", stdout)
	}
	return jsonSubset(want, got, "")
}

// jsonSubset checks that every field of want is in got with the same value (versions masked).
func jsonSubset(want, got any, path string) error {
	switch w := want.(type) {
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return fmt.Errorf("%s: want a list of %d, got %v", path, len(w), got)
		}
		for i := range w {
			if err := jsonSubset(w[i], g[i], fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		return nil
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: want an object, got %v", path, got)
		}
		for k, wv := range w {
			gv, ok := g[k]
			switch {
			case !ok:
				return fmt.Errorf("%s: missing key %q", path, k)
			case k == "version":
			case !equalMasked(wv, gv):
				return fmt.Errorf("%s.%s: want %v, got %v", path, k, wv, gv)
			}
		}
		return nil
	}
	if !equalMasked(want, got) {
		return fmt.Errorf("%s: want %v, got %v", path, want, got)
	}
	return nil
}

func equalMasked(want, got any) bool {
	ws, wok := want.(string)
	gs, gok := got.(string)
	if wok && gok {
		return maskVersion(ws) == maskVersion(gs)
	}
	return reflect.DeepEqual(want, got)
}
