package analysis

import (
	"strings"
	"testing"
)

// FuzzComparison: any three files of as many lines (the reference, a system, and the
// reference again as a system) give tables without panics, with every line in one bucket,
// BLEU within [0, 100], rates within [0, 1], the reference matching all of its words, and
// saliences within (0, 1); and the matches are those of naive maps of n-grams.
func FuzzComparison(f *testing.F) {
	f.Add("a b c d\nx y", "a b\nx y z")
	f.Add("", "")
	f.Add("  \n\t\n", "a  b\n\u3000")
	f.Add("the the the\nof", "the the\r\nof of")
	f.Fuzz(func(t *testing.T, refText, sysText string) {
		ref, sys := strings.Split(refText, "\n"), strings.Split(sysText, "\n")
		n := min(len(ref), len(sys))
		c, err := New(ref[:n], sys[:n], ref[:n])
		if err != nil {
			t.Fatal(err)
		}
		checkNaive(t, c, 0, ref[:n], sys[:n])
		checkBuckets(t, c.LengthBuckets(), n)
		checkBuckets(t, c.LengthDiffBuckets(), n)
		checkWordTable(t, c.WordAccuracy(nil))
		for _, pair := range [][2]int{{0, 1}, {1, 0}, {1, 1}} {
			table, err := c.SalientNgrams(pair[0], pair[1], SalienceOptions{Length: 5})
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range append(table.AOverB, table.BOverA...) {
				if !(g.Salience > 0 && g.Salience < 1) || g.A+g.B == 0 || len(g.Words) == 0 || len(g.Words) > maxOrder {
					t.Errorf("%v: %q %v (%d, %d)", pair, g, g.Salience, g.A, g.B)
				}
			}
		}
	})
}

func checkBuckets(t *testing.T, table *BucketTable, lines int) {
	sum := make([]int, 2)
	for _, b := range table.Buckets {
		for s := range sum {
			sum[s] += b.Sentences[s]
			if !(b.BLEU[s] >= 0 && b.BLEU[s] <= 100) {
				t.Errorf("%s %s: BLEU %v", table.ID, b.Label, b.BLEU[s])
			}
		}
	}
	if sum[0] != lines || sum[1] != lines {
		t.Errorf("%s: %v lines in buckets, want %d", table.ID, sum, lines)
	}
}

func checkWordTable(t *testing.T, table *WordTable) {
	for _, b := range table.Buckets {
		for s, st := range b.Systems {
			for _, x := range []float64{st.Recall, st.Precision, st.FMeasure} {
				if !(x >= 0 && x <= 1) {
					t.Errorf("bucket %s, system %d: %+v", b.Label, s, st)
				}
			}
		}
		if self := b.Systems[1]; self.Matches != b.Ref || self.Words != b.Ref {
			t.Errorf("bucket %s: the reference matches %+v of its %d words", b.Label, self, b.Ref)
		}
	}
}
