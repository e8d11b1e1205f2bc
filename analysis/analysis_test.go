package analysis

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// Three systems on two lines, small enough to check by hand.
var (
	handRef  = []string{"a b c d", "x y"}
	handSys1 = []string{"a b c d", "x y"}    // the reference itself
	handSys2 = []string{"a b", "x y z"}      // a line 2 short, a line 1 long
	handSys3 = []string{"d c b a", "\t \t "} // blanks strip to one empty token
)

func handComparison(t *testing.T) *Comparison {
	t.Helper()
	c, err := New(handRef, handSys1, handSys2, handSys3)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func near(x, y float64) bool { return math.Abs(x-y) <= 1e-12*math.Abs(y) }

func TestHandBLEU(t *testing.T) {
	c := handComparison(t)
	lengths := c.LengthBuckets()
	if got := lengths.Buckets[0]; got.Label != "<10" || !slices.Equal(got.Sentences, []int{2, 2, 2}) {
		t.Fatalf("first bucket %+v, want both lines of each system in <10", got)
	}
	for _, tc := range []struct {
		reason string
		got    float64
		want   float64
	}{
		{"sys1 is the reference, but compare-mt counts one trigram and one 4-gram in \"x y\" " +
			"(denominator at least 1): precisions 1, 1, 2/3, 1/2", lengths.Buckets[0].BLEU[0], 100 * math.Pow(1.0/3, 0.25)},
		{"sys2: unigrams 4/5, bigrams 2/3, no trigram or 4-gram matches (skipped, not 0), " +
			"brevity exp(1-6/5)", lengths.Buckets[0].BLEU[1], 100 * math.Exp(-0.2) * math.Pow(4.0/5*2/3, 0.25)},
		{"sys3: unigrams 4/5 (the empty token is one), nothing longer matches", lengths.Buckets[0].BLEU[2],
			100 * math.Exp(-0.2) * math.Pow(4.0/5, 0.25)},
		{"an empty bucket scores 0", lengths.Buckets[1].BLEU[0], 0},
	} {
		if !near(tc.got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.reason, tc.got, tc.want)
		}
	}
}

func TestHandLengthDiff(t *testing.T) {
	diffs := handComparison(t).LengthDiffBuckets()
	byLabel := map[string]SentenceBucket{}
	for _, b := range diffs.Buckets {
		byLabel[b.Label] = b
	}
	for _, tc := range []struct {
		label string
		sents []int
		bleu  []float64
	}{
		// sys2's "a b" alone: precisions 1, 1, and 0/1 twice (skipped); brevity exp(1-4/2).
		{"-2", []int{0, 1, 0}, []float64{0, 100 * math.Exp(-1), 0}},
		// sys3's empty line: no unigram matches, so 0.
		{"-1", []int{0, 0, 1}, []float64{0, 0, 0}},
		// sys3's "d c b a" scores 100: its unigrams all match, and the bigram, trigram and
		// 4-gram precisions of 0 are skipped.
		{"0", []int{2, 0, 1}, []float64{100 * math.Pow(1.0/3, 0.25), 0, 100}},
		{"1", []int{0, 1, 0}, []float64{0, 100 * math.Pow(2.0/3*1.0/2, 0.25), 0}},
	} {
		b := byLabel[tc.label]
		if !slices.Equal(b.Sentences, tc.sents) {
			t.Errorf("bucket %s: %v lines, want %v", tc.label, b.Sentences, tc.sents)
		}
		for s := range tc.bleu {
			if !near(b.BLEU[s], tc.bleu[s]) {
				t.Errorf("bucket %s, sys%d: BLEU %v, want %v", tc.label, s+1, b.BLEU[s], tc.bleu[s])
			}
		}
	}
}

func TestHandWordAccuracy(t *testing.T) {
	// From the reference, a b c d x y occur once each (bucket "1"); z and the empty token
	// never ("<1"). sys2 and sys3 match 4 of 6 reference words with every word of bucket
	// "1" they output: recall 2/3, precision 1, F 2*(2/3)/(5/3) = 0.8.
	words := handComparison(t).WordAccuracy(nil)
	want := map[string][]WordStat{
		"<1": {{}, {Words: 1}, {Words: 1}},
		"1":  {{6, 6, 1, 1, 1}, {4, 4, 4.0 / 6, 1, 0.8}, {4, 4, 4.0 / 6, 1, 0.8}},
	}
	for _, b := range words.Buckets {
		w, ok := want[b.Label]
		if !ok {
			w = make([]WordStat, 3)
		}
		if b.Label == "1" && b.Ref != 6 || b.Label != "1" && b.Ref != 0 {
			t.Errorf("bucket %s: %d reference words", b.Label, b.Ref)
		}
		for s := range w {
			g := b.Systems[s]
			if g.Matches != w[s].Matches || g.Words != w[s].Words || !near(g.Recall, w[s].Recall) ||
				!near(g.Precision, w[s].Precision) || !near(g.FMeasure, w[s].FMeasure) {
				t.Errorf("bucket %s, sys%d: %+v, want %+v", b.Label, s+1, g, w[s])
			}
		}
	}
}

func TestHandSalience(t *testing.T) {
	// sys1 matches 13 n-grams, sys2 6 of them: a b x y "a b" "x y", salience (1+1)/(1+1+2)
	// = 1/2; the 7 others only sys1 matches, (1+1)/(1+0+2) = 2/3. With 3 n-grams each way,
	// the n-grams of 2/3 come by their words; sys2 has none better, so its list is the end
	// of the same ranking read backwards: the last three of 1/2.
	table, err := handComparison(t).SalientNgrams(0, 1, SalienceOptions{Length: 3})
	if err != nil {
		t.Fatal(err)
	}
	show := func(gs []SalientNgram) string {
		var s []string
		for _, g := range gs {
			s = append(s, fmt.Sprintf("%s %.4f %d %d", g, g.Salience, g.A, g.B))
		}
		return strings.Join(s, "; ")
	}
	for _, tc := range []struct {
		side      string
		got, want string
	}{
		{"sys1>sys2", show(table.AOverB), "a b c 0.6667 1 0; a b c d 0.6667 1 0; b c 0.6667 1 0"},
		{"sys2>sys1", show(table.BOverA), "y 0.5000 1 1; x y 0.5000 1 1; x 0.5000 1 1"},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %s, want %s", tc.side, tc.got, tc.want)
		}
	}
	if table.Ngrams != 13 {
		t.Errorf("%d n-grams ranked, want 13", table.Ngrams)
	}
}

// TestSalienceTies: among equal saliences, the better attested n-gram comes first at either
// end of the ranking.
func TestSalienceTies(t *testing.T) {
	// Matches of the unigrams by a and b: p 3-0 (salience 4/5); r, v 1-0 (2/3); t, u 1-3
	// and q, s, w 0-1 (all 1/3). Among the 1/3, t and u have 4 matches, the others 1.
	ref := []string{"p p p q q q r s", "t t t u u u v w"}
	a := []string{"p p p r", "u t v"}
	b := []string{"s q", "t t t u u u w"}
	c, err := New(ref, a, b)
	if err != nil {
		t.Fatal(err)
	}
	table, err := c.SalientNgrams(0, 1, SalienceOptions{Length: 3, MaxN: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(table.AOverB, table.BOverA); got != "[p r v] [t u q]" {
		t.Errorf("got %s", got)
	}
}

func TestErrors(t *testing.T) {
	c := handComparison(t)
	for _, tc := range []struct {
		reason string
		err    error
		want   error
	}{
		{"a system one line short", second(New(handRef, handSys1[:1])), ErrLength},
		{"a system one line long", second(New(handRef, append(handSys1, "more"))), ErrLength},
		{"system 3 of 3", second(c.SalientNgrams(0, 3, SalienceOptions{})), ErrSystem},
		{"system -1", second(c.SalientNgrams(-1, 0, SalienceOptions{})), ErrSystem},
		{"negative alpha", second(c.SalientNgrams(0, 1, SalienceOptions{Alpha: -1})), ErrOption},
		{"NaN alpha", second(c.SalientNgrams(0, 1, SalienceOptions{Alpha: math.NaN()})), ErrOption},
		{"5-grams", second(c.SalientNgrams(0, 1, SalienceOptions{MaxN: 5})), ErrOption},
		{"MinN > MaxN", second(c.SalientNgrams(0, 1, SalienceOptions{MinN: 3, MaxN: 2})), ErrOption},
		{"a count Python's int() refuses", second(ReadCounts(strings.NewReader("a\t1\nb\t1__0\n"))), ErrCount},
		{"Latin-1 text", second(ReadLines(strings.NewReader("caf\xe9\n"))), ErrEncoding},
		{"Latin-1 in a corpus", second(ReadCorpusFrequencies(strings.NewReader("ok\ncaf\xe9\n"))), ErrEncoding},
	} {
		if !errors.Is(tc.err, tc.want) {
			t.Errorf("%s: error %v, want %v", tc.reason, tc.err, tc.want)
		}
	}
}

func second[T any](_ T, err error) error { return err }

// TestEmpty: compare-mt fails on an empty reference (no frequencies to bucket by, no
// corpus to score); here every bucket is empty and scores 0.
func TestEmpty(t *testing.T) {
	for _, systems := range [][][]string{nil, {nil}, {{}, {}}} {
		c, err := New(nil, systems...)
		if err != nil {
			t.Fatal(err)
		}
		for _, table := range []*BucketTable{c.LengthBuckets(), c.LengthDiffBuckets()} {
			for _, b := range table.Buckets {
				if slices.ContainsFunc(b.Sentences, func(n int) bool { return n != 0 }) ||
					slices.ContainsFunc(b.BLEU, func(x float64) bool { return x != 0 }) {
					t.Errorf("%d systems, %s bucket %s: %+v", len(systems), table.ID, b.Label, b)
				}
			}
		}
		for _, b := range c.WordAccuracy(nil).Buckets {
			if b.Ref != 0 || slices.ContainsFunc(b.Systems, func(s WordStat) bool { return s != WordStat{} }) {
				t.Errorf("%d systems, word bucket %s: %+v", len(systems), b.Label, b)
			}
		}
		if len(systems) == 2 {
			table, err := c.SalientNgrams(0, 1, SalienceOptions{})
			if err != nil || table.Ngrams != 0 || len(table.AOverB)+len(table.BOverA) != 0 {
				t.Errorf("salience of empty systems: %+v, %v", table, err)
			}
		}
	}
}
