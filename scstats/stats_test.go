package scstats

import (
	"fmt"
	"testing"
)

func TestNormProb(t *testing.T) {
	for _, c := range []struct{ z, want float64 }{
		{0, 0.5}, {-0.005, 0.5}, {0.1, 0.5398278}, {0.0999999, 0.5358564}, {0.09999999, 0.5398278}, {1.96, 0.9750022},
		{1.965, 0.9750022}, {-2.0, 0.9772499}, {9, 0.9999999},
	} {
		if got := NormProb(c.z); got != c.want {
			t.Errorf("NormProb(%g) = %g, want %g", c.z, got, c.want)
		}
	}
}

func TestAccBinomial(t *testing.T) {
	for _, c := range []struct {
		r, n int
		want string
	}{
		{0, 1, "0.500000"}, {1, 10, "0.010742"}, {3, 10, "0.171875"}, {-1, 10, "0.000000"},
		// n·p·q > 5: sc_stats's normal approximation with r·0.5
		{30, 62, "0.000025"}, {10, 30, "0.000131"},
	} {
		if got := fmt.Sprintf("%.6f", AccBinomial(c.r, c.n, 0.5)); got != c.want {
			t.Errorf("AccBinomial(%d, %d) = %s, want %s", c.r, c.n, got, c.want)
		}
	}
}

func TestMeanRanks(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		want string
	}{
		{[]float64{3, 1, 2}, "[3 1 2]"},
		{[]float64{1, 2, 2, 5}, "[1 2.5 2.5 4]"},
		{[]float64{0, 0, 0}, "[2 2 2]"},
	} {
		if got := fmt.Sprint(meanRanks(c.in)); got != c.want {
			t.Errorf("meanRanks(%v) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestCenter(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{
		{"ab", 5, " ab  "}, {"abc", 2, "abc"}, {"", 3, "   "},
	} {
		if got := center(c.s, c.n); got != c.want {
			t.Errorf("center(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

func TestNextLine(t *testing.T) {
	for _, c := range []struct {
		s          string
		w          int
		line, rest string
	}{
		{"Test//Abbrev.", 7, "Test", "Abbrev."},
		{"one two three", 8, "one two", "three"},
		{"short", 10, "short", ""},
		{"toolongword", 4, "tool", "ongword"},
	} {
		line, rest := nextLine(c.s, c.w)
		if line != c.line || rest != c.rest {
			t.Errorf("nextLine(%q, %d) = %q, %q; want %q, %q", c.s, c.w, line, rest, c.line, c.rest)
		}
	}
}

func TestSignSplitsTies(t *testing.T) {
	r := &Rank{Systems: []string{"a", "b"}, Formula: WordError,
		Pcts: [][]float64{{10, 5}, {10, 5}, {10, 5}, {7, 7}, {7, 7.004}, {3, 4}}}
	s := Sign(r, 0, 1)
	plus, minus := s.split()
	if s.Plus != 3 || s.Minus != 1 || s.Equal != 2 || plus != 4 || minus != 2 {
		t.Errorf("Sign = %+v (split %d, %d)", s, plus, minus)
	}
}

func TestParseArgs(t *testing.T) {
	for _, c := range []struct {
		args []string
		want Options
	}{
		{[]string{"-p", "-t", "std4", "-v"}, Options{Tests: Std4, Verbose: true, Name: "Ensemble", Feedback: 1, Formula: WordError}},
		{[]string{"-t", "sign", "sign", "wilc", "-u"}, Options{Tests: TestWilcoxon, Unified: true, Name: "Ensemble", Feedback: 1, Formula: WordError}},
		{[]string{"-f", "R", "-n", "-", "-e", "x y"}, Options{Name: "-", TestName: "x y", Feedback: 0, Formula: WordError}},
	} {
		got, err := ParseArgs(c.args, nil)
		if err != nil || got != c.want {
			t.Errorf("ParseArgs(%q) = %+v, %v; want %+v", c.args, got, err, c.want)
		}
	}
}
