package metric

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// words is n words "prefix0 prefix1 ...", from a vocabulary of 1000.
func words(prefix string, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = fmt.Sprintf("%s%d", prefix, i%1000)
	}
	return strings.Join(w, " ")
}

// TestErrorRateTooLong: a segment whose alignment is past editdist.MaxCells (2^36 cells) is
// refused with the segment, the reference when there are several, the sizes multiplied (in the
// measure's tokens, without what both share at their start and end) and the limit, from
// Stats, StatsMany, AlignSegment and Pairwise; the error is ErrTooLong.
func TestErrorRateTooLong(t *testing.T) {
	long, other := words("w", 300_000), words("v", 300_000)
	const limit = "exceed the alignment's limit of 68719476736 cells"
	wer, _ := NewErrorRate("WER", WERConfig{})
	cer, _ := NewErrorRate("CER", WERConfig{})
	for _, c := range []struct {
		reason string
		m      *ErrorRate
		refs   Refs
		hyps   []string
		want   string
	}{
		{"one reference, second segment", wer, Refs{{"a"}, {long}}, []string{"a", other},
			"segment 2: 300000 reference words x 300000 hypothesis words " + limit},
		{"the second reference", wer, Refs{{"short", long}}, []string{other},
			"segment 1, reference 2: 300000 reference words x 300000 hypothesis words " + limit},
		{"a shared start and end set aside", wer, Refs{{"x y " + long + " z"}}, []string{"x y " + other + " q z"},
			"segment 1: 300000 reference words x 300001 hypothesis words (besides 3 words both have at their start and end) " + limit},
		{"characters", cer, Refs{{strings.Repeat("ab", 150_000)}}, []string{strings.Repeat("c", 300_000)},
			"segment 1: 300000 reference characters x 300000 hypothesis characters " + limit},
	} {
		p, err := c.m.Prepare(c.refs)
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.m.Stats(c.hyps, p)
		_, errMany := c.m.StatsMany([][]string{c.hyps}, p)
		_, errAlign := c.m.Alignments(c.hyps, p)
		for _, err := range []error{err, errMany, errAlign} {
			if err == nil || err.Error() != c.want || !errors.Is(err, ErrTooLong) {
				t.Errorf("%s: %v, want %q", c.reason, err, c.want)
			}
		}
	}
	err := Pairwise(wer, []string{"a", other}, []string{long}, func(int, []float64) error { return nil })
	if want := "hypothesis 2, reference 1: 300000 reference words x 300000 hypothesis words " + limit; err == nil || err.Error() != want {
		t.Errorf("Pairwise: %v, want %q", err, want)
	}
}

// TestPairwiseErrorRates: every pairwise error rate is, to the bit, the score of the pair
// alone through Stats (Sentence, the path checked against jiwer), on WMT17 lines against
// WMT17 lines (hypotheses of one system against the references, and the references against
// themselves), for every measure and a normalization.
func TestPairwiseErrorRates(t *testing.T) {
	refs, hyps := wmt17Lines(t, "ref.txt", 24), wmt17Lines(t, "uedin-nmt.4722.txt", 24)
	hyps = append(hyps, "", refs[3]) // an empty line, and a hypothesis equal to a reference
	for _, c := range []struct{ measure, norm string }{
		{"WER", ""}, {"CER", ""}, {"MER", ""}, {"WIL", ""}, {"WIP", ""}, {"WER", "lc/punct"}, {"CER", "whisper-basic"},
	} {
		m, err := NewErrorRate(c.measure, WERConfig{Norm: c.norm})
		if err != nil {
			t.Fatal(err)
		}
		for _, pair := range [][2][]string{{hyps, refs}, {refs, refs}} {
			pairwiseEqualsSentence(t, m, pair[0], pair[1], 3)
		}
	}
}

// TestPairwiseErrorRatesEmpty: empty references and hypotheses give jiwer 4's values
// (tests/test_empty_ref.py: an empty reference's WER is the number of insertions), x100.
func TestPairwiseErrorRatesEmpty(t *testing.T) {
	hyps, refs := []string{"X Z", "a b", "", "  "}, []string{"X Y X", "", " "}
	// In float64 as jiwer computes them: "X Z" against "X Y X" is 1 hit, 1 substitution and
	// 1 deletion (H/ref * H/hyp for WIP); in characters 2 hits, 1 substitution, 2 deletions.
	div := func(a, b float64) float64 { return a / b } // not Go's exact constant arithmetic
	want := map[string][][]float64{
		"WER": {{100 * div(2, 3), 200, 200}, {100, 200, 200}, {100, 0, 0}, {100, 0, 0}},
		"MER": {{100 * div(2, 3), 100, 100}, {100, 100, 100}, {100, 0, 0}, {100, 0, 0}},
		"WIP": {{100 * (div(1, 3) * div(1, 2)), 0, 0}, {0, 0, 0}, {0, 100, 100}, {0, 100, 100}},
		"CER": {{100 * div(3, 5), 300, 300}, {80, 300, 300}, {100, 0, 0}, {100, 0, 0}},
	}
	for measure, rows := range want {
		m, _ := NewErrorRate(measure, WERConfig{})
		err := Pairwise(m, hyps, refs, func(i int, row []float64) error {
			for j, got := range row {
				if got != rows[i][j] {
					t.Errorf("%s of %q against %q: %v, want %v", measure, hyps[i], refs[j], got, rows[i][j])
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		pairwiseEqualsSentence(t, m, hyps, refs, 1)
	}
}

// pairwiseEqualsSentence checks that m's pairwise scores are the pairs' sentence scores: all of
// them with SACRE_LONG=1, else those of every nth diagonal (j-i a multiple of n, the pairs of
// equal indices included; n = 1 checks every pair) and those of equal lines.
func pairwiseEqualsSentence(t *testing.T, m Metric, hyps, refs []string, n int) {
	t.Helper()
	rows := 0
	err := Pairwise(m, hyps, refs, func(i int, row []float64) error {
		rows++
		for j, got := range row {
			if !campaign.EveryNth(j-i+len(hyps), n) && hyps[i] != refs[j] {
				continue
			}
			want, err := Sentence(m, hyps[i], []string{refs[j]})
			if err != nil {
				return err
			}
			if got != want.Score {
				t.Errorf("%s %q against %q: pairwise %v, sentence %v", m.Name(), hyps[i], refs[j], got, want.Score)
			}
		}
		return nil
	})
	if err != nil || rows != len(hyps) {
		t.Fatalf("%s: %d rows of %d, %v", m.Name(), rows, len(hyps), err)
	}
}

// wmt17Lines is the first n lines of a WMT17 English-German file.
func wmt17Lines(t *testing.T, name string, n int) []string {
	t.Helper()
	data, err := os.ReadFile("../testdata/wmt17-en-de/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitN(string(data), "\n", n+1)[:n]
}

// TestZeroFieldsAreDefaults: a field left zero means SacreBLEU's default whatever the other
// fields hold: chrF's orders (6 and 0) and beta (2), BLEU's order, smoothing and tokenizer.
// The scores are SacreBLEU 2.6.0's on WMT17 en-de, printed by `python3 -m sacrebleu ref.txt
// -i uedin-nmt.4722.txt -w 10 -f text` with the options of each row.
func TestZeroFieldsAreDefaults(t *testing.T) {
	refs, hyps := wmt17Lines(t, "ref.txt", 3004), wmt17Lines(t, "uedin-nmt.4722.txt", 3004)
	for _, c := range []struct {
		options    string // SacreBLEU's
		score      func() (Result, error)
		sig, value string
	}{
		{"-m chrf --chrf-lowercase", func() (Result, error) { return CHRFConfig{Lowercase: true}.Corpus(hyps, refs) },
			"chrF2|nrefs:1|case:lc|eff:yes|nc:6|nw:0|space:no|", "58.8035330111"},
		{"-m chrf --chrf-beta 3 --chrf-whitespace", func() (Result, error) { return CHRFConfig{Beta: 3, Whitespace: true}.Corpus(hyps, refs) },
			"chrF3|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:yes|", "61.7464918784"},
		{"-m chrf --chrf-eps-smoothing", func() (Result, error) { return CHRFConfig{EpsSmoothing: true}.Corpus(hyps, refs) },
			"chrF2|nrefs:1|case:mixed|eff:no|nc:6|nw:0|space:no|", "57.7227031392"},
		{"-lc", func() (Result, error) { return BLEUConfig{Lowercase: true}.Corpus(hyps, refs) },
			"BLEU|nrefs:1|case:lc|eff:no|tok:13a|smooth:exp|", "28.9219293974"},
	} {
		r, err := c.score()
		if err != nil {
			t.Fatalf("%s: %v", c.options, err)
		}
		sig, value, _ := strings.Cut(r.Line(10), " = ")
		value, _, _ = strings.Cut(value, " ")
		if !strings.HasPrefix(sig, c.sig+"version:2.6.0") || value != c.value {
			t.Errorf("%s: %s = %s, want %sversion:2.6.0... = %s", c.options, sig, value, c.sig, c.value)
		}
	}
}

// TestErrorRateConfigZeroMeasure: an ErrorRateConfig without a measure is WER whatever its
// normalization, as its Kind says, and builds as such.
func TestErrorRateConfigZeroMeasure(t *testing.T) {
	for _, c := range []*ErrorRateConfig{{}, {Norm: "lc"}} {
		m, err := c.Build()
		if err != nil || c.Kind() != WERKind || m.Name() != "WER" {
			t.Errorf("%+v: kind %s, built %v, %v; want WER", c, c.Kind().Name, m, err)
		}
	}
}
