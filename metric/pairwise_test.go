package metric

import (
	"math"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// TestPairwiseEqualsSentence: every pairwise score equals the sentence score of the pair through
// the segment statistics (the path SacreBLEU's oracle tests cover), on hard multilingual lines
// and random ones with repeats, empty lines and long n-grams, for BLEU, chrF and TER variants.
// The whole matrix is computed; by default it is compared with the sentence scores of every 6th
// diagonal (j-i a multiple of 6: every line as hypothesis and as reference) and of equal lines,
// with SACRE_LONG=1 with the sentence score of every pair.
func TestPairwiseEqualsSentence(t *testing.T) {
	data, err := os.ReadFile("../testdata/oracle/inputs/hard.ref0.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	rng := rand.New(rand.NewSource(7))
	words := []string{"a", "ab", "aba", "b", "x.", "(y)", "zz", "日本", "ß", "  ", "a-b"}
	for range 40 {
		var b strings.Builder
		for range rng.Intn(12) {
			b.WriteString(words[rng.Intn(len(words))])
			if rng.Intn(3) > 0 {
				b.WriteByte(' ')
			}
		}
		lines = append(lines, b.String())
	}
	lines = append(lines, "", "aaaaaaaaaaaa", "a a a a a a a")
	chrf := func(f func(*CHRFConfig)) Metric {
		c := NewCHRFConfig()
		f(&c)
		m, err := NewCHRF(c)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	bleu := func(c BLEUConfig) Metric {
		c.EffectiveOrder = true
		m, err := NewBLEU(c)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	ter, _ := NewTER(TERConfig{})
	for _, m := range []Metric{
		bleu(BLEUConfig{}), bleu(BLEUConfig{Tokenize: "char"}), bleu(BLEUConfig{Tokenize: "none", Lowercase: true}),
		bleu(BLEUConfig{MaxNgramOrder: 7, SmoothMethod: "floor"}), bleu(BLEUConfig{MaxNgramOrder: 20}), // the counters' path
		chrf(func(*CHRFConfig) {}), chrf(func(c *CHRFConfig) { c.WordOrder = 2 }),
		chrf(func(c *CHRFConfig) { c.Whitespace, c.Lowercase, c.CharOrder, c.WordOrder = true, true, 9, 3 }),
		chrf(func(c *CHRFConfig) { c.CharOrder = 0; c.WordOrder = 2 }), ter,
		chrf(func(c *CHRFConfig) { c.CharOrder, c.WordOrder = 30, 5 }), // the counters' path
	} {
		err := Pairwise(m, lines, lines, func(i int, row []float64) error {
			for j, got := range row {
				if !campaign.EveryNth(j-i+len(lines), 6) && lines[i] != lines[j] {
					continue
				}
				want, err := Sentence(m, lines[i], []string{lines[j]})
				if err != nil {
					return err
				}
				if got != want.Score {
					t.Fatalf("%s %q vs %q: %v, sentence score %v", m.Name(), lines[i], lines[j], got, want.Score)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzPairwise compares pairwise scores with sentence scores of the same pairs, for BLEU, chrF
// (plain, ++, with whitespace) and TER, on any text.
func FuzzPairwise(f *testing.F) {
	f.Add(uint8(0), "the cat sat\na a a a\n", "the cat\n\nx.y")
	f.Add(uint8(3), "日本語 の 文\naaa bbb aaa", "aaa\nbbb aaa bbb")
	f.Fuzz(func(t *testing.T, which uint8, a, b string) {
		split := func(s string) []string {
			lines := strings.Split(s, "\n")
			return lines[:min(len(lines), 6)]
		}
		hyps, refs := split(a), split(b)
		var m Metric
		switch which % 5 {
		case 0:
			m, _ = NewBLEU(BLEUConfig{EffectiveOrder: true})
		case 1:
			m, _ = NewBLEU(BLEUConfig{EffectiveOrder: true, Tokenize: "char"})
		case 2:
			m, _ = NewCHRF(NewCHRFConfig())
		case 3:
			c := NewCHRFConfig()
			c.WordOrder, c.Whitespace = 2, true
			m, _ = NewCHRF(c)
		default:
			m, _ = NewTER(TERConfig{})
		}
		err := Pairwise(m, hyps, refs, func(i int, row []float64) error {
			for j, got := range row {
				want, err := Sentence(m, hyps[i], []string{refs[j]})
				if err != nil {
					return err
				}
				if got != want.Score && !(math.IsNaN(got) && math.IsNaN(want.Score)) {
					t.Fatalf("%s %q vs %q: %v, sentence score %v", m.Name(), hyps[i], refs[j], got, want.Score)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	})
}
