package datasets

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

type cliCase struct {
	Args     []string `json:"args"`
	Kind     string   `json:"kind"`
	Set      *string  `json:"set"`
	Sets     string   `json:"sets"`
	Pair     *string  `json:"pair"`
	Fields   []string `json:"fields"`
	Origlang *string  `json:"origlang"`
	Subset   *string  `json:"subset"`
	Stdout   string   `json:"stdout"`
	Stderr   string   `json:"stderr"`
	RC       int      `json:"rc"`
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// TestOracleCLI replays `sacrebleu --list` and `sacrebleu --echo` runs: stdout must be
// identical, and a failure must carry the lines SacreBLEU logged or the exception it died of.
// Each run starts from a fresh copy of the raw cache, as the oracle's did.
func TestOracleCLI(t *testing.T) {
	for _, tc := range readJSONL[cliCase](t, "cli.jsonl") {
		c := freshCache(t)
		var out bytes.Buffer
		err := runCLICase(c, tc, &out)
		what := strings.Join(tc.Args, " ")
		if got := strings.ReplaceAll(out.String(), c.Root, "$ROOT"); got != tc.Stdout {
			t.Errorf("%s: stdout\n got %q\nwant %q", what, got, tc.Stdout)
		}
		if (err != nil) != (tc.RC != 0) {
			t.Errorf("%s: error %v, SacreBLEU exited with %d", what, err, tc.RC)
			continue
		}
		if err != nil {
			checkStderr(t, c, what, err, tc.Stderr)
		}
	}
}

func runCLICase(c *Cache, tc cliCase, out *bytes.Buffer) error {
	ctx := context.Background()
	var lines []string
	var err error
	switch {
	case tc.Kind == "list" && tc.Set == nil:
		lines, err = ListSets(deref(tc.Pair))
	case tc.Kind == "list":
		lines, err = c.ListFields(ctx, *tc.Set, deref(tc.Pair))
	default:
		for _, set := range strings.Split(tc.Sets, ",") { // the CLI echoes each set in turn
			if err = c.Echo(ctx, out, set, *tc.Pair, tc.Fields, Filter{tc.Origlang, tc.Subset}); err != nil {
				break
			}
		}
	}
	for _, l := range lines {
		out.WriteString(l + "\n")
	}
	return err
}

// checkStderr compares an error with SacreBLEU's stderr: its logged lines, or the last line of
// its traceback.
func checkStderr(t *testing.T, c *Cache, what string, err error, stderr string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("%s: %v is not an *Error", what, err)
		return
	}
	var want string
	if e.Exception == "" {
		for _, l := range e.Lines {
			want += "sacreBLEU: " + l + "\n"
		}
		if stderr != want {
			t.Errorf("%s: stderr\n got %q\nwant %q", what, want, stderr)
		}
		return
	}
	lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
	last := lines[len(lines)-1]
	want = e.Exception + ": " + strings.ReplaceAll(e.Lines[0], c.Root, "$ROOT")
	if typeOnly[e.Exception] {
		last, _, _ = strings.Cut(last, ":")
		want = e.Exception
	}
	if last != want {
		t.Errorf("%s: traceback ends\n%q\nwant\n%q", what, last, want)
	}
}
