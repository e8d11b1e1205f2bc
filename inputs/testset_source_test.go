package inputs

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/datasets"
)

// testSetSource is a Source of the test sets of datasets' synthetic cache (a fresh copy: the
// cache writes the text files it makes).
func testSetSource(t *testing.T, sets, pair string) *Source {
	t.Helper()
	root := t.TempDir()
	if err := os.CopyFS(root, os.DirFS(filepath.Join("..", "datasets", "testdata", "cache"))); err != nil {
		t.Fatal(err)
	}
	cache := &datasets.Cache{Root: root}
	return &Source{TestSet: sets, HasTestSet: true, LangPair: pair, HasLangPair: true, Encoding: "utf-8",
		Cache: func() *datasets.Cache { return cache }}
}

// echoCase is a run of `sacrebleu -t SET -l PAIR --echo src [--origlang X] [--subset Y]`
// recorded from SacreBLEU 2.6.0 (datasets/testdata/oracle/cli.jsonl).
type echoCase struct {
	Args     []string `json:"args"`
	Kind     string   `json:"kind"`
	Sets     string   `json:"sets"`
	Pair     *string  `json:"pair"`
	Fields   []string `json:"fields"`
	Origlang *string  `json:"origlang"`
	Subset   *string  `json:"subset"`
	Stdout   string   `json:"stdout"`
	RC       int      `json:"rc"`
}

func echoCases(t *testing.T) []echoCase {
	f, err := os.Open(filepath.Join("..", "datasets", "testdata", "oracle", "cli.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []echoCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		var c echoCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		if c.Kind != "list" && slices.Equal(c.Fields, []string{"src"}) {
			out = append(out, c)
		}
	}
	return out
}

// TestSourceLinesOracle reads the source of a test set, filtered by --origlang and --subset,
// and compares it with what SacreBLEU echoes of the same source: every line, or an error
// where SacreBLEU fails.
func TestSourceLinesOracle(t *testing.T) {
	cases := echoCases(t)
	if len(cases) < 6 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		s := testSetSource(t, c.Sets, *c.Pair)
		if c.Origlang != nil {
			s.OrigLang, s.HasOrigLang = *c.Origlang, true
		}
		if c.Subset != nil {
			s.Subset, s.HasSubset = *c.Subset, true
		}
		want := strings.Split(strings.TrimSuffix(c.Stdout, "\n"), "\n")
		if c.Stdout == "" {
			want = nil
		}
		lines, files, err := s.SourceLines(context.Background(), "", len(want))
		what := strings.Join(c.Args, " ")
		switch {
		case c.RC != 0 && err == nil:
			t.Errorf("%s: %d lines, SacreBLEU exited with %d", what, len(lines), c.RC)
		case c.RC != 0:
		case err != nil:
			t.Errorf("%s: %v", what, err)
		case !slices.Equal(lines, want) || len(files) != 1:
			t.Errorf("%s: %q from %q, SacreBLEU %q", what, lines, files, want)
		}
	}
}

// TestSourceLinesSets concatenates the sources of two test sets in the order of -t, then
// filters them as the references are: twice the source of one.
func TestSourceLinesSets(t *testing.T) {
	one := testSetSource(t, "wmt19", "en-de")
	one.OrigLang, one.HasOrigLang = "en", true
	once, _, err := one.SourceLines(context.Background(), "", 5)
	if err != nil {
		t.Fatal(err)
	}
	two := testSetSource(t, "wmt19,wmt19", "en-de")
	two.OrigLang, two.HasOrigLang = "en", true
	twice, files, err := two.SourceLines(context.Background(), "", 10)
	if err != nil || !slices.Equal(twice, append(once, once...)) || len(files) != 2 || files[0] != files[1] {
		t.Errorf("%q from %q (%v), want %q twice", twice, files, err, once)
	}
}

// TestSourceLinesFile reads --src's file (real data: WMT17's reference as a source of 3004
// lines) and gives every message the command prints.
func TestSourceLinesFile(t *testing.T) {
	ref := filepath.Join("..", "testdata", "wmt17-en-de", "ref.txt")
	s := &Source{Encoding: "utf-8"}
	lines, files, err := s.SourceLines(context.Background(), ref, 3004)
	if err != nil || len(lines) != 3004 || lines[3003] == "" || !slices.Equal(files, []string{ref}) {
		t.Fatalf("%d lines from %q: %v", len(lines), files, err)
	}
	if lines, files, err := s.SourceLines(context.Background(), "", 3004); lines != nil || files != nil || err != nil {
		t.Errorf("no source and no test set: %q %q %v", lines, files, err)
	}
	missing := filepath.Join(t.TempDir(), "missing.txt")
	set := testSetSource(t, "wmt08", "en-de")
	for _, c := range []struct {
		s      *Source
		path   string
		n      int
		msg    string
		reason string
	}{
		{s, ref, 3003, "the source " + ref + " has 3004 lines, the references 3003", "a file of another length"},
		{s, missing, 1, "cannot read source file " + missing + ": no such file or directory", "a missing file"},
		{set, "", 7, "the source of the test set has 3 lines, the references 7", "a test set's source of another length"},
	} {
		_, _, err := c.s.SourceLines(context.Background(), c.path, c.n)
		if err == nil || err.Error() != c.msg {
			t.Errorf("%s: %v, want %q", c.reason, err, c.msg)
		}
	}
}
