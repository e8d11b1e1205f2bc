package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// tokOracle is a case of testdata/compare-mt/oracle.json as the command's tests read it:
// compare-mt 0.2.11's numbers on its example, or on WMT24 text pre-tokenized by SacreBLEU's own
// tokenizers.
type tokOracle struct {
	Name, Tokenize  string
	SentenceBuckets []struct {
		Profile   string
		Stats     [][]float64
		Sentences [][]int
	} `json:"sentence_buckets"`
	WordAccuracy []struct {
		Profile string
		Systems [][]struct{ Fmeas float64 }
	} `json:"word_accuracy"`
	Ngrams []struct {
		Profile     string
		Total       int
		Top, Bottom []struct{ Salience float64 }
	}
}

func readTokOracle(t *testing.T, name string) tokOracle {
	t.Helper()
	data, err := os.ReadFile("../../testdata/compare-mt/oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	var oracle struct{ Cases []tokOracle }
	if err := json.Unmarshal(data, &oracle); err != nil {
		t.Fatal(err)
	}
	for _, c := range oracle.Cases {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no case %s in the oracle", name)
	return tokOracle{}
}

// TestReportTokenized checks that the report's analyses split words as BLEU does (zh for
// Chinese by -l en-zh's default) or as --analysis-tok says (char for Japanese, whose default
// ja-mecab compare-mt's oracle could not run), and that the page says so: every bucket, word
// F-measure and salience at the 4 decimals printed equals compare-mt's on the text
// pre-tokenized by SacreBLEU's own tokenizer. Chinese lines split at spaces are one word each
// (the length buckets all "<10", issue 25); in zh's words most are 60 or more.
func TestReportTokenized(t *testing.T) {
	for _, c := range []struct {
		reason, oracle, says string
		args                 []string
		freq                 int // the oracle's word_accuracy profile the report's frequencies match
	}{
		{"-l en-zh: BLEU's default zh", "wmt24-en-zh", "tok:zh (BLEU's, as its signature says)", []string{"-l", "en-zh"}, 0},
		{"--analysis-tok char, with a frequency corpus tokenized alike", "wmt24-en-ja", "tok:char (--analysis-tok)",
			[]string{"-l", "en-ja", "--analysis-tok", "char", "--freq-corpus", "wmt24.en-ja.GPT-4", "-m", "chrf"}, 1},
	} {
		t.Run(c.oracle, func(t *testing.T) {
			want := readTokOracle(t, c.oracle)
			t.Chdir("../../testdata/compare-mt")
			lp := strings.TrimPrefix(c.oracle, "wmt24-")
			args := append([]string{"report", "wmt24." + lp + ".ref", "-i", "wmt24." + lp + ".GPT-4", "wmt24." + lp + ".ONLINE-B",
				"wmt24." + lp + ".Llama3-70B", "--names", "GPT-4", "ONLINE-B", "Llama3-70B", "--pair", "1", "2", "-f", "md", "-q", "-pbsn", "2"}, c.args...)
			md, errOut, rc := runCLI(t, "", nil, false, args...)
			if rc != 0 {
				t.Fatalf("%s: rc %d: %s", c.reason, rc, errOut)
			}
			checkTokenizedReport(t, md, want, c.freq)
			if n := strings.Count(md, "Words tokenized as "+c.says+", then split at spaces."); n != 5 {
				t.Errorf("%s: %d tables say their words are %s, not 5", c.reason, n, c.says)
			}
		})
	}
}

func checkTokenizedReport(t *testing.T, md string, want tokOracle, freq int) {
	f4 := func(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }
	check := func(what, got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("%s: %s, compare-mt %s", what, got, want)
		}
	}
	length := mdTable(t, md, "BLEU by reference length")
	if length[0][1] == "150" {
		t.Errorf("all 150 references in the first length bucket, %s", length[0][0])
	}
	for s := range 3 {
		for b, row := range length {
			check(fmt.Sprintf("length %s system %d", row[0], s+1), row[2+s], f4(want.SentenceBuckets[0].Stats[s][b]))
			check(fmt.Sprintf("length %s sentences", row[0]), row[1], strconv.Itoa(want.SentenceBuckets[0].Sentences[s][b]))
		}
		for b, row := range mdTable(t, md, "BLEU by length difference") {
			check(fmt.Sprintf("lengthdiff %s system %d BLEU", row[0], s+1), row[1+2*s], f4(want.SentenceBuckets[2].Stats[s][b]))
			check(fmt.Sprintf("lengthdiff %s system %d sentences", row[0], s+1), row[2+2*s], strconv.Itoa(int(want.SentenceBuckets[1].Stats[s][b])))
		}
		for b, row := range mdTable(t, md, "Word F-measure by frequency") {
			check(fmt.Sprintf("%s: frequency %s system %d", want.WordAccuracy[freq].Profile, row[0], s+1), row[2+s], f4(want.WordAccuracy[freq].Systems[s][b].Fmeas))
		}
	}
	ngrams := want.Ngrams[0] // compare_directions=0-1
	for i, row := range mdTable(t, md, "N-grams A (GPT-4) matches more often than B (ONLINE-B)") {
		check(fmt.Sprintf("n-gram %d of sys1 > sys2", i+1), row[1], f4(ngrams.Top[i].Salience))
	}
	if !strings.Contains(md, fmt.Sprintf("of the %d n-grams", ngrams.Total)) {
		t.Errorf("the n-gram count is not compare-mt's %d", ngrams.Total)
	}
}
