package report

import (
	"compress/gzip"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/significance"
)

// wmt17 reads WMT17 en-de files as SacreBLEU's command line does: lines right-stripped.
func wmt17(t *testing.T, name string) []string {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "wmt17-en-de", name))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i, l := range lines {
		lines[i] = normalize.TrimRight(l)
	}
	return lines
}

// input makes a MetricInput of m against refs, its sentence scores by sentence (nil: m).
func input(t *testing.T, m, sentence metric.Resampler, refs [][]string, lowerBetter bool, order int) MetricInput {
	r, err := metric.FromStreams(refs...)
	if err != nil {
		t.Fatal(err)
	}
	p, err := m.Prepare(r)
	if err != nil {
		t.Fatal(err)
	}
	in := MetricInput{Metric: m, Refs: p, LowerBetter: lowerBetter, Order: order}
	if sentence != nil {
		in.Sentence = sentence
	}
	return in
}

// sacreResult is one system's result under one metric in SacreBLEU's JSON of a paired test.
type sacreResult struct {
	Score  float64
	PValue *float64 `json:"p_value"`
	Mean   *float64
	CI     *float64
}

// readPaired reads significance's SacreBLEU oracle of a paired test: per system in SacreBLEU's
// order, per metric name.
func readPaired(t *testing.T, name string) []map[string]sacreResult {
	data, err := os.ReadFile(filepath.Join("..", "significance", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	out := make([]map[string]sacreResult, len(raw))
	for i, sys := range raw {
		out[i] = map[string]sacreResult{}
		for key, v := range sys {
			var r sacreResult
			if key != "system" && json.Unmarshal(v, &r) == nil {
				out[i][key] = r
			}
		}
	}
	return out
}

// readSentences reads SacreBLEU 2.6.0's sentence_score of the first 1500 segments of a WMT17
// system against ref.txt (testdata/segments, written by its gen.py), by the options that
// configure the metric.
func readSentences(t *testing.T, system string, args ...string) []float64 {
	f, err := os.Open(filepath.Join("..", "testdata", "segments", "expected.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(z)
	for dec.More() {
		var rec struct {
			Refs   []string
			System string
			Args   []string
			Scores []string
		}
		if err := dec.Decode(&rec); err != nil {
			t.Fatal(err)
		}
		if rec.System != system || !slices.Equal(rec.Refs, []string{"ref.txt"}) || !slices.Equal(rec.Args, args) {
			continue
		}
		out := make([]float64, len(rec.Scores))
		for i, s := range rec.Scores {
			if out[i], err = strconv.ParseFloat(s, 64); err != nil {
				t.Fatal(err)
			}
		}
		return out
	}
	t.Fatalf("no SacreBLEU sentence scores of %s with %v", system, args)
	return nil
}

func same(a, b *float64) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

// TestScoreSacreBLEU scores five WMT17 systems under BLEU, chrF and TER with SacreBLEU's
// defaults and checks, bit for bit, what SacreBLEU 2.6.0 prints: every system's score, its
// bootstrap mean and interval, and the p-value of each system against online-B by paired
// bootstrap resampling (1000 resamples) and approximate randomization (2000 trials), seed
// 12345 (significance/testdata); the sentence scores of three systems (sentence_score, BLEU
// with effective order; testdata/segments); the signatures and the tests' facts.
func TestScoreSacreBLEU(t *testing.T) {
	names := []string{"LIUM-NMT.4900.txt", "KIT.4950.txt", "online-B.0.txt", "xmu.4910.txt", "uedin-nmt.4722.txt"}
	oracleOrder := []int{2, 0, 1, 3, 4} // SacreBLEU's: online-B (the baseline) first
	const baseline = 2
	systems := make([][]string, len(names))
	for s, name := range names {
		systems[s] = wmt17(t, name)
	}
	refs := [][]string{wmt17(t, "ref.txt")}
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	sentenceBLEU, _ := metric.NewBLEU(metric.BLEUConfig{EffectiveOrder: true})
	chrf, _ := metric.NewCHRF(metric.CHRFConfig{})
	ter, _ := metric.NewTER(metric.TERConfig{})
	metrics := []MetricInput{
		input(t, bleu, sentenceBLEU, refs, false, 0),
		input(t, chrf, nil, refs, false, 1),
		input(t, ter, nil, refs, true, 2),
	}
	seed, err := significance.ParseSeed(significance.DefaultSeed)
	if err != nil {
		t.Fatal(err)
	}
	var shown []string
	ended := 0
	cfg := TestConfig{Seed: seed, AR: true, ARTrials: 2000, Alpha: 0.01, Width: 2,
		Progress: func(label string) (func(done, total int), func()) {
			shown = append(shown, label)
			return func(done, total int) {}, func() { ended++ }
		}}
	got, test, err := Score(systems, metrics, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if want := (Test{Seed: "12345", Samples: 1000, ARTrials: 2000, Alpha: 0.01, Width: 2}); test != want {
		t.Errorf("test %+v, want %+v", test, want)
	}
	if len(shown) != 2 || ended != 2 || !strings.Contains(shown[0], "bootstrap") || !strings.Contains(shown[1], "randomization") {
		t.Errorf("progress shown for %q, ended %d times", shown, ended)
	}
	bs, ar := readPaired(t, "allpairs_bs1000.json"), readPaired(t, "allpairs_ar2000.json")
	for k, key := range []string{"BLEU", "chrF2", "TER"} {
		m := got[k]
		if m.Name != key || m.LowerBetter != (key == "TER") || m.AR == nil {
			t.Fatalf("metric %d: %s, lower better %v, AR %v", k, m.Name, m.LowerBetter, m.AR != nil)
		}
		for o, s := range oracleOrder {
			w, g := bs[o][key], m.Pairs.Systems[s]
			if g.Score != w.Score || !same(g.Mean, w.Mean) || !same(g.CI, w.CI) {
				t.Errorf("%s %s: %v %v %v, SacreBLEU %v %v %v", key, names[s], g.Score, g.Mean, g.CI, w.Score, w.Mean, w.CI)
			}
			if s == baseline {
				continue
			}
			for _, c := range []struct {
				test string
				got  *significance.Pairs
				want sacreResult
			}{{"bootstrap", &m.Pairs, bs[o][key]}, {"AR", m.AR, ar[o][key]}} {
				if p := c.got.P[baseline][s]; c.want.PValue == nil || p != *c.want.PValue || c.got.P[s][baseline] != p {
					t.Errorf("%s %s %s: p %v, SacreBLEU %v", c.test, key, names[s], p, c.want.PValue)
				}
			}
		}
	}
	for k, args := range [][]string{{"-m", "bleu"}, {"-m", "chrf"}, {"-m", "ter"}} {
		for _, s := range []int{4, 1, 2} { // uedin, KIT, online-B
			want := readSentences(t, names[s], args...)
			if g := got[k].Sentences[s]; len(g) != len(systems[s]) || !slices.Equal(g[:len(want)], want) {
				t.Errorf("%s %s: sentence scores differ from SacreBLEU's", got[k].Name, names[s])
			}
		}
	}
	for _, c := range []struct{ got, want string }{
		{got[0].Signature, "nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"},
		{got[0].SentenceSignature, "nrefs:1|case:mixed|eff:yes|tok:13a|smooth:exp|version:2.6.0"},
		{got[1].Signature, "nrefs:1|bs:1000|seed:12345|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0"},
		{got[2].SentenceSignature, "nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0"},
	} {
		if !strings.HasPrefix(c.got, c.want) {
			t.Errorf("signature %q, want SacreBLEU's %q", c.got, c.want)
		}
	}
}

// TestScoreErrors: a system of the wrong length is the metric's error; without AR no AR
// results and no AR trials stated.
func TestScoreErrors(t *testing.T) {
	chrf, _ := metric.NewCHRF(metric.CHRFConfig{})
	metrics := []MetricInput{input(t, chrf, nil, [][]string{{"a cat", "a dog"}}, false, 0)}
	seed, _ := significance.ParseSeed(significance.DefaultSeed)
	if _, _, err := Score([][]string{{"a cat", "a dog"}, {"a cat"}}, metrics, TestConfig{Seed: seed}); !errors.Is(err, metric.ErrLength) {
		t.Errorf("a short system: %v, want metric.ErrLength", err)
	}
	got, test, err := Score([][]string{{"a cat", "a dog"}, {"the cat", "a dog"}}, metrics, TestConfig{Seed: seed, Samples: 10, ARTrials: 10})
	if err != nil || got[0].AR != nil || test.ARTrials != 0 || test.Samples != 10 {
		t.Errorf("no AR asked: %v, AR %v, test %+v", err, got[0].AR, test)
	}
	if got[0].Sentences[0][0] != 100 || got[0].SentenceSignature == "" {
		t.Errorf("sentence scores %v (%q): a segment equal to its reference scores 100", got[0].Sentences, got[0].SentenceSignature)
	}
}

// TestAlignment: the examples show the first error rate in the user's order (Order, not the
// metrics' order), with jiwer's text of the segment (its tests' expected lines).
func TestAlignment(t *testing.T) {
	refs := [][]string{{"this is a test", "one"}}
	systems := [][]string{{"this was a test", "1"}, {"this iz a test", "one"}}
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	wer, _ := metric.NewErrorRate("WER", metric.WERConfig{})
	cer, _ := metric.NewErrorRate("CER", metric.WERConfig{})
	for _, c := range []struct {
		reason  string
		metrics []MetricInput
		of      string
		system  int
		want    string
	}{
		{"WER given before CER", []MetricInput{input(t, bleu, nil, refs, false, 0), input(t, cer, nil, refs, true, 2), input(t, wer, nil, refs, true, 1)},
			"WER", 0, "REF: this  is a test\nHYP: this was a test\n            S       "},
		{"CER given first", []MetricInput{input(t, cer, nil, refs, true, 0), input(t, wer, nil, refs, true, 1)},
			"CER", 1, "REF: this is a test\nHYP: this iz a test\n           S       "},
	} {
		align, of := Alignment(systems, c.metrics)
		if of != c.of || align == nil {
			t.Fatalf("%s: alignments of %q", c.reason, of)
		}
		if got, err := align(c.system, 0); err != nil || strings.TrimSuffix(got, "\n") != c.want {
			t.Errorf("%s: %q (%v), want jiwer's %q", c.reason, got, err, c.want)
		}
	}
	if align, of := Alignment(systems, []MetricInput{input(t, bleu, nil, refs, false, 0)}); align != nil || of != "" {
		t.Errorf("no error rate: alignments of %q", of)
	}
}
