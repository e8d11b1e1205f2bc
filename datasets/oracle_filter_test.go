package datasets

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// processed is a fresh cache whose text files are made, as they are when the CLI filters.
func processed(t *testing.T) *Cache {
	t.Helper()
	c := freshCache(t)
	for _, tc := range readJSONL[filesCase](t, "files.jsonl") {
		c.Files(context.Background(), tc.Set, tc.Pair) // failures are part of the oracle too
	}
	return c
}

type filterCase struct {
	Sets     *string    `json:"sets"`
	Pair     *string    `json:"pair"`
	Origlang *string    `json:"origlang"`
	Subset   *string    `json:"subset"`
	Streams  [][]string `json:"streams"`
	Result   [][]string `json:"result"`
	Error    *pyError   `json:"error"`
}

func (tc filterCase) String() string {
	return fmt.Sprintf("sets=%q pair=%q origlang=%s subset=%s", deref(tc.Sets), deref(tc.Pair), show(tc.Origlang), show(tc.Subset))
}

func show(s *string) string {
	if s == nil {
		return "None"
	}
	return strconv.Quote(*s)
}

// TestOracleFilter replays filter_subset() calls.
func TestOracleFilter(t *testing.T) {
	c := processed(t)
	for _, tc := range readJSONL[filterCase](t, "filter.jsonl") {
		got, err := c.Filter(deref(tc.Sets), deref(tc.Pair), Filter{tc.Origlang, tc.Subset}, tc.Streams)
		checkError(t, c, tc.String(), err, tc.Error)
		if tc.Error == nil && !slices.EqualFunc(got, tc.Result, slices.Equal) {
			t.Errorf("%s:\n got %q\nwant %q", tc, got, tc.Result)
		}
	}
}

type pyResult struct {
	Result []string `json:"result"`
	Error  *pyError `json:"error"`
}

type availableCase struct {
	Sets      *string  `json:"sets"`
	Pair      string   `json:"pair"`
	Origlangs pyResult `json:"origlangs"`
	Subsets   pyResult `json:"subsets"`
}

// TestOracleAvailable replays get_available_origlangs() and get_available_subsets().
func TestOracleAvailable(t *testing.T) {
	c := processed(t)
	for _, tc := range readJSONL[availableCase](t, "available.jsonl") {
		for _, f := range []struct {
			name string
			fn   func(string, string) ([]string, error)
			want pyResult
		}{{"origlangs", c.Origlangs, tc.Origlangs}, {"subsets", c.Subsets, tc.Subsets}} {
			what := fmt.Sprintf("%s(%q, %q)", f.name, deref(tc.Sets), tc.Pair)
			got, err := f.fn(deref(tc.Sets), tc.Pair)
			checkError(t, c, what, err, f.want.Error)
			if f.want.Error == nil && !slices.Equal(got, f.want.Result) {
				t.Errorf("%s = %q, want %q", what, got, f.want.Result)
			}
		}
	}
}

type detailCase struct {
	filterCase
	Stdout string       `json:"stdout"`
	Calls  [][][]string `json:"calls"`
}

// printedGroup is one line print_subset_results printed with the oracle's fake metric, whose
// score is the index of the corpus_score call. Keys may hold newlines (wmt08's origlangs).
var printedGroup = regexp.MustCompile(`(?s)(.*?): sentences=(\d+) *FAKE = (\d+)\n`)

// TestOracleDetail replays print_subset_results(): the groups must come in the printed order,
// with the printed keys, and hold what SacreBLEU scored; formatting them as SacreBLEU does
// must give its output.
func TestOracleDetail(t *testing.T) {
	c := processed(t)
	for _, tc := range readJSONL[detailCase](t, "detail.jsonl") {
		groups, err := c.Groups(deref(tc.Sets), deref(tc.Pair), Filter{tc.Origlang, tc.Subset}, tc.Streams)
		if e, ok := err.(*Error); ok && e.Err == ErrNoSubsetInfo {
			if tc.Stdout != e.Lines[0]+"\n" {
				t.Errorf("%s: %q, SacreBLEU printed %q", tc, e.Lines[0], tc.Stdout)
			}
			continue
		}
		checkError(t, c, tc.String(), err, tc.Error)
		if tc.Error == nil {
			checkGroups(t, tc, groups)
		}
	}
}

func checkGroups(t *testing.T, tc detailCase, groups []Group) {
	t.Helper()
	printed := printedGroup.FindAllStringSubmatch(tc.Stdout, -1)
	if len(printed) != len(groups) {
		t.Errorf("%s: %d groups, SacreBLEU printed %d:\n%s", tc, len(groups), len(printed), tc.Stdout)
		return
	}
	width := 0
	for _, g := range groups {
		width = max(width, len([]rune(g.Key))+1)
	}
	var out strings.Builder
	for i, p := range printed {
		call, _ := strconv.Atoi(p[3])
		g := groups[i]
		if g.Key != strings.TrimRight(p[1], " ") || !slices.EqualFunc(g.Streams, tc.Calls[call], slices.Equal) {
			t.Errorf("%s: group %d = %q %q, want %q %q", tc, i, g.Key, g.Streams, p[1], tc.Calls[call])
		}
		fmt.Fprintf(&out, "%-*s: sentences=%-6d %-4s = %d\n", width, g.Key, len(g.Streams[0]), "FAKE", call)
	}
	if out.String() != tc.Stdout {
		t.Errorf("%s: formatted\n%s\nwant\n%s", tc, out.String(), tc.Stdout)
	}
}
