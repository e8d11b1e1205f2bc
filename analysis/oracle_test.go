package analysis

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/tokenizers"
	_ "github.com/sacre-mt/sacre/tokenizers/mecab" // ja-mecab, for the case pre-tokenized by it
)

// The oracle file: compare-mt 0.2.11's numbers, written by testdata/compare-mt/oracle.py
// (see its doc) and never by this package. JSON field names match case-insensitively.
type (
	oracleFile struct {
		Version string `json:"compare_mt_version"`
		Cases   []oracleCase
	}
	oracleCase struct {
		Name, Ref       string
		Tokenize        string // SacreBLEU's tokenizer that pre-tokenized the texts, if any
		Systems         []string
		SentenceBuckets []oracleSentences `json:"sentence_buckets"`
		WordAccuracy    []oracleWords     `json:"word_accuracy"`
		Ngrams          []oracleNgrams
	}
	oracleSentences struct {
		Profile   string
		Labels    []string
		Stats     [][]float64 // per system, per bucket
		Sentences [][]int     // per system, per bucket
	}
	oracleWords struct {
		Profile string
		Labels  []string
		Systems [][]struct {
			Match, Ref, Out  int
			Rec, Prec, Fmeas float64
		} // per system, per bucket
	}
	oracleNgrams struct {
		Profile      string
		Left, Right  int
		ReportLength int `json:"report_length"`
		Total        int
		Top, Bottom  []oracleNgram
	}
	oracleNgram struct {
		Ngram       []string
		Salience    float64
		Left, Right int
	}
)

const oracleDir = "../testdata/compare-mt"

func readOracle(t *testing.T) oracleFile {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(oracleDir, "oracle.json"))
	if err != nil {
		t.Fatal(err)
	}
	var o oracleFile
	if err := json.Unmarshal(data, &o); err != nil {
		t.Fatal(err)
	}
	if o.Version != "0.2.11" || len(o.Cases) == 0 {
		t.Fatalf("oracle of compare-mt %q with %d cases", o.Version, len(o.Cases))
	}
	return o
}

// readFile reads a file of the test data, with the reader given.
func readFile[T any](t testing.TB, name string, read func(*os.File) (T, error)) T {
	t.Helper()
	f, err := os.Open(filepath.Join(oracleDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	v, err := read(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

// compareMTCountLines gives a counts file's lines without those compare-mt skips with "Bad
// line in counts file" (stripped, they do not split on tabs into two fields), which ReadCounts
// refuses: the quirk file small.counts has several, and compare-mt's numbers are those of the
// other lines.
func compareMTCountLines(t testing.TB, f *os.File) io.Reader {
	data, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, line := range strings.SplitAfter(string(data), "\n") {
		if len(strings.Split(normalize.Strip(line), "\t")) == 2 {
			kept = append(kept, line)
		}
	}
	return strings.NewReader(strings.Join(kept, ""))
}

func readLines(t testing.TB, name string) []string {
	return readFile(t, name, func(f *os.File) ([]string, error) { return ReadLines(f) })
}

func (oc oracleCase) comparison(t *testing.T) *Comparison {
	t.Helper()
	systems := make([][]string, len(oc.Systems))
	for i, s := range oc.Systems {
		systems[i] = readLines(t, s)
	}
	c, err := NewTokenized(oc.tokenizer(t), readLines(t, oc.Ref), systems...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// tokenizer is sacre's reproduction of the SacreBLEU tokenizer that pre-tokenized the case's
// texts for compare-mt, or nil.
func (oc oracleCase) tokenizer(t *testing.T) Tokenizer {
	if oc.Tokenize == "" {
		return nil
	}
	tok, err := tokenizers.New(oc.Tokenize)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// profile parses compare-mt's "key=value,key=value".
func profile(s string) map[string]string {
	m := map[string]string{}
	for kv := range strings.SplitSeq(s, ",") {
		k, v, _ := strings.Cut(kv, "=")
		m[k] = v
	}
	return m
}

// TestOracle checks every table against compare-mt's, exactly: same integer counts and the
// same float64 bits, compare-mt's arithmetic being reproduced operation for operation.
func TestOracle(t *testing.T) {
	for _, oc := range readOracle(t).Cases {
		c := oc.comparison(t)
		for _, want := range oc.SentenceBuckets {
			t.Run(oc.Name+"/"+want.Profile, func(t *testing.T) { checkSentences(t, c, want) })
		}
		for _, want := range oc.WordAccuracy {
			t.Run(oc.Name+"/"+want.Profile, func(t *testing.T) { checkWords(t, c, want, oc.tokenizer(t)) })
		}
		for _, want := range oc.Ngrams {
			t.Run(oc.Name+"/"+want.Profile, func(t *testing.T) { checkNgrams(t, c, want) })
		}
	}
}

func checkSentences(t *testing.T, c *Comparison, want oracleSentences) {
	p := profile(want.Profile)
	got := c.LengthBuckets()
	if p["bucket_type"] == "lengthdiff" {
		got = c.LengthDiffBuckets()
	}
	checkLabels(t, labelsOf(got.Buckets, func(b SentenceBucket) string { return b.Label }), want.Labels)
	for s := range want.Stats {
		for b, row := range got.Buckets {
			stat := row.BLEU[s]
			if p["statistic_type"] != "score" {
				stat = float64(row.Sentences[s])
			}
			if stat != want.Stats[s][b] || row.Sentences[s] != want.Sentences[s][b] {
				t.Errorf("system %d, bucket %s: %v (%d lines), compare-mt %v (%d lines)",
					s+1, row.Label, stat, row.Sentences[s], want.Stats[s][b], want.Sentences[s][b])
			}
		}
	}
}

// checkWords: a case pre-tokenized by tok had its freq_corpus_file pre-tokenized too.
func checkWords(t *testing.T, c *Comparison, want oracleWords, tok Tokenizer) {
	p := profile(want.Profile)
	var freq Frequencies
	if name := p["freq_count_file"]; name != "" {
		freq = readFile(t, name, func(f *os.File) (Frequencies, error) { return ReadCounts(compareMTCountLines(t, f)) })
	} else if name := p["freq_corpus_file"]; name != "" && tok != nil {
		var err error
		if freq, err = ReadFrequencyFile(filepath.Join(oracleDir, name), false, tok); err != nil {
			t.Fatal(err)
		}
	} else if name != "" {
		freq = readFile(t, name, func(f *os.File) (Frequencies, error) { return ReadCorpusFrequencies(f) })
	}
	got := c.WordAccuracy(freq)
	checkLabels(t, labelsOf(got.Buckets, func(b WordBucket) string { return b.Label }), want.Labels)
	for s := range want.Systems {
		for b, row := range got.Buckets {
			g, w := row.Systems[s], want.Systems[s][b]
			gs := fmt.Sprint(row.Ref, g.Matches, g.Words, g.Recall, g.Precision, g.FMeasure)
			ws := fmt.Sprint(w.Ref, w.Match, w.Out, w.Rec, w.Prec, w.Fmeas)
			if gs != ws {
				t.Errorf("system %d, bucket %s: ref, matches, words, recall, precision, F\n%s, compare-mt\n%s",
					s+1, row.Label, gs, ws)
			}
		}
	}
}

func labelsOf[B any](rows []B, label func(B) string) []string {
	var ls []string
	for _, r := range rows {
		ls = append(ls, label(r))
	}
	return ls
}

func checkLabels(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("labels %q, compare-mt %q", got, want)
	}
}

// checkNgrams: compare-mt orders n-grams of equal salience at random (see oracle.py), so
// the oracle holds every n-gram tied with the last one listed, and each of our n-grams must
// be among them with the same salience and counts, the salience at each rank being
// compare-mt's.
func checkNgrams(t *testing.T, c *Comparison, want oracleNgrams) {
	got, err := c.SalientNgrams(want.Left, want.Right, SalienceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Ngrams != want.Total {
		t.Errorf("%d n-grams ranked, compare-mt %d", got.Ngrams, want.Total)
	}
	checkSide(t, "A>B", got.AOverB, want.Top, min(want.ReportLength, want.Total))
	checkSide(t, "B>A", got.BOverA, want.Bottom, min(want.ReportLength, want.Total))
}

func checkSide(t *testing.T, side string, got []SalientNgram, want []oracleNgram, n int) {
	if len(got) != n {
		t.Fatalf("%s: %d n-grams, compare-mt %d", side, len(got), n)
	}
	byWords := map[string]oracleNgram{}
	for _, w := range want {
		byWords[strings.Join(w.Ngram, "\x00")] = w
	}
	for i, g := range got {
		key := strings.Join(g.Words, "\x00")
		w, ok := byWords[key]
		if !ok || w.Salience != g.Salience || w.Left != g.A || w.Right != g.B {
			t.Errorf("%s %d: %q %v (%d, %d), compare-mt %v (%d, %d), found: %v",
				side, i, g, g.Salience, g.A, g.B, w.Salience, w.Left, w.Right, ok)
		}
		if g.Salience != want[i].Salience {
			t.Errorf("%s %d: salience %v, compare-mt's %d-th %v", side, i, g.Salience, i, want[i].Salience)
		}
		delete(byWords, key) // a second copy would not be found
	}
}
