package analysis

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
)

func TestTokens(t *testing.T) {
	for _, tc := range []struct {
		line   string
		want   []string
		reason string
	}{
		{"", []string{""}, "an empty line is one empty token"},
		{" \t ", []string{""}, "so is a blank one"},
		{"  a  b ", []string{"a", "", "b"}, "two spaces hold an empty token"},
		{"a\tb", []string{"a\tb"}, "a tab is part of a token"},
		{"a\u00a0b", []string{"a\u00a0b"}, "so is a no-break space"},
		{"\u3000a b\u0085", []string{"a", "b"}, "strip removes Python's whitespace"},
		{"\x1fa\x1c", []string{"a"}, "including the ASCII separators"},
	} {
		var got []string
		eachToken(tc.line, func(w string) { got = append(got, w) })
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q: %s", tc.line, got, tc.want, tc.reason)
		}
	}
}

// TestReadLines: Python's universal newlines, checked with io.TextIOWrapper.
func TestReadLines(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"", nil},
		{"\n", []string{""}},
		{"a\nb", []string{"a", "b"}},
		{"a\r\nb\r\n", []string{"a", "b"}},
		{"a\rb\r", []string{"a", "b"}},
		{"a\r\r\n", []string{"a", ""}},
		{"a\r\n\r\nb", []string{"a", "", "b"}},
		{"a\u2028b\u0085c\n", []string{"a\u2028b\u0085c"}},
		{"\ufeffa\n", []string{"\ufeffa"}},
	} {
		got, err := ReadLines(strings.NewReader(tc.text))
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, %v; want %q", tc.text, got, err, tc.want)
		}
	}
}

// TestPyInt: Python's int(), checked against Python 3.11.
func TestPyInt(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
		ok   bool
	}{
		{"5", 5, true}, {" 3", 3, true}, {" 4 ", 4, true}, {"1_000", 1000, true}, {"-2", -2, true},
		{"+7", 7, true}, {"０３", 3, true}, {"٣", 3, true}, {"007", 7, true},
		{"12345678901234567890123", math.MaxInt, true}, {"-12345678901234567890123", -math.MaxInt, true},
		{"1__0", 0, false}, {"_1", 0, false}, {"1_", 0, false}, {"", 0, false}, {"+", 0, false},
		{"- 5", 0, false}, {"1.0", 0, false}, {"0x10", 0, false}, {"ten", 0, false},
	} {
		if got, ok := pyInt(tc.s); got != tc.want || ok != tc.ok {
			t.Errorf("pyInt(%q) = %d, %v; want %d, %v", tc.s, got, ok, tc.want, tc.ok)
		}
	}
}

func TestReadCounts(t *testing.T) {
	text := "the\t5\ncat\t 3\n\n  \nthe\t9\r\nhello \t2\nx\t-2\n"
	got, err := ReadCounts(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	// Blank lines are skipped; the later "the" wins; "hello " keeps its space.
	want := Frequencies{"the": 9, "cat": 3, "hello ": 2, "x": -2}
	if len(got) != len(want) {
		t.Errorf("%v, want %v", got, want)
	}
	for w, n := range want {
		if got[w] != n {
			t.Errorf("%q: %d, want %d", w, got[w], n)
		}
	}
}

// TestReadCountsRefuses checks that a line compare-mt would skip with "Bad line in counts
// file" is refused with its number: silently skipped, such lines leave every word in "<1".
func TestReadCountsRefuses(t *testing.T) {
	for _, c := range []struct{ reason, text, want string }{
		{"a space, not a tab", "die\t3\nder 5\n", `line 2: "der 5"`},
		{"no count", "hello\n", `line 1: "hello"`},
		{"three fields", "a\tb\tc\n", `line 1: "a\tb\tc"`},
		{"a count alone (stripped of its tab)", "ok\t1\n\t5\n", `line 2: "\t5"`},
	} {
		_, err := ReadCounts(strings.NewReader(c.text))
		if !errors.Is(err, ErrCountLine) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want ErrCountLine naming %s", c.reason, err, c.want)
		}
	}
}

func TestFrequenciesFromLines(t *testing.T) {
	got := FrequenciesFromLines([]string{"a  b", "", "a"})
	if len(got) != 3 || got["a"] != 2 || got["b"] != 1 || got[""] != 2 {
		t.Errorf("%v: want a 2, b 1 and the empty token 2", got)
	}
}

func TestBucketLabels(t *testing.T) {
	for _, tc := range []struct {
		cutoffs []int
		want    string
	}{
		{lengthCutoffs, "<10 [10,20) [20,30) [30,40) [40,50) [50,60) >=60"},
		{lengthDiffCutoffs, "<-20 [-20,-10) [-10,-5) -5 -4 -3 -2 -1 0 1 2 3 4 5 [6,11) [11,21) >=21"},
		{freqCutoffs, "<1 1 2 3 4 [5,10) [10,100) [100,1000) >=1000"},
		{[]int{7}, "<7 >=7"},
	} {
		if got := strings.Join(bucketLabels(tc.cutoffs), " "); got != tc.want {
			t.Errorf("%v: %s, want %s", tc.cutoffs, got, tc.want)
		}
	}
}
