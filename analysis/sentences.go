package analysis

import "github.com/sacre-mt/sacre/internal/glibm"

// A BucketTable is compare-mt's sentence bucket analysis (--compare_sentence_buckets): each
// system's lines grouped by a number computed from the line, with the size and the corpus
// BLEU of each group.
type BucketTable struct {
	// ID and Name are compare-mt's for the bucketing: "length" and "length", or "lengthdiff"
	// and "len(output)-len(reference)". compare-mt heads the label column with ID and titles
	// the table "bucket type: Name, statistic type: BLEU" (or "count").
	ID, Name string
	Buckets  []SentenceBucket
}

// A SentenceBucket is one row of a BucketTable, with one number per system.
type SentenceBucket struct {
	Label string
	// Sentences counts each system's lines in the bucket: compare-mt's statistic_type=count.
	Sentences []int
	// BLEU is the corpus BLEU of those lines on compare-mt's 0-100 scale
	// (statistic_type=score,score_measure=bleu); 0 for an empty bucket, as in compare-mt.
	BLEU []float64
}

// LengthBuckets groups lines by the number of reference tokens, at compare-mt's edges
// 10, 20, 30, 40, 50, 60 unless cutoffs are given (compare-mt's bucket_cutoffs): compare-mt's
// default bucket_type=length,statistic_type=score,score_measure=bleu. Every system has the
// same lines in a bucket. (compare-mt 0.2.11 fails on bucket_type=length with its default
// statistic_type=count, so the counts here follow the scored buckets.)
func (c *Comparison) LengthBuckets(cutoffs ...int) *BucketTable {
	return c.sentenceBuckets("length", "length", orDefault(cutoffs, lengthCutoffs),
		c.lengthOf)
}

// LengthDiffBuckets groups each system's lines by the number of its tokens less the
// reference's, at compare-mt's edges -20, -10, -5, -4, ..., 5, 6, 11, 21 unless cutoffs are
// given. compare-mt's default bucket_type=lengthdiff reports the counts (Sentences); its
// statistic_type=score,score_measure=bleu the BLEU.
func (c *Comparison) LengthDiffBuckets(cutoffs ...int) *BucketTable {
	return c.sentenceBuckets("lengthdiff", "len(output)-len(reference)", orDefault(cutoffs, lengthDiffCutoffs),
		c.lengthDiffOf)
}

// sentenceBuckets groups the lines of each system s by value(s, line).
func (c *Comparison) sentenceBuckets(id, name string, cutoffs []int, value func(s, line int) int) *BucketTable {
	labels := bucketLabels(cutoffs)
	t := &BucketTable{ID: id, Name: name, Buckets: make([]SentenceBucket, len(labels))}
	for b := range t.Buckets {
		t.Buckets[b] = SentenceBucket{Label: labels[b], Sentences: make([]int, len(c.systems)), BLEU: make([]float64, len(c.systems))}
	}
	sums := make([]bleuStats, len(labels))
	for s, sc := range c.systems {
		clear(sums)
		for i := range sc.lines {
			sums[bucketOf(cutoffs, value(s, i))].add(int(c.refLen[i]), &sc.lines[i])
		}
		for b := range sums {
			t.Buckets[b].Sentences[s] = sums[b].lines
			t.Buckets[b].BLEU[s] = sums[b].score()
		}
	}
	return t
}

// bleuStats are compare-mt's BLEU statistics summed over lines.
type bleuStats struct {
	lines, refLen, outLen int
	num, den              [maxOrder]int
}

// add adds a line. Its denominator for n-grams is the number of its n-grams but at least 1,
// as compare-mt's BleuScorer._precision has it (denom = max(1, denom)): a line shorter than
// n words still counts one n-gram.
func (st *bleuStats) add(refLen int, lc *lineCounts) {
	st.lines++
	st.refLen += refLen
	st.outLen += int(lc.outLen)
	for n := range maxOrder {
		st.num[n] += int(lc.match[n])
		st.den[n] += max(1, int(lc.outLen)-n)
	}
}

// score is compare-mt's BleuScorer.score_cached_corpus at scorer_scale 100, in its order of
// operations, with glibc's exp and log as Python's math module calls them. Its quirks: 0 for
// no lines or no matched unigram; an n-gram precision of 0 adds log 1 (it is skipped), so
// there is no smoothing yet no zero score either; the brevity penalty is min(1, exp(1-r/c)).
func (st *bleuStats) score() float64 {
	if st.lines == 0 || st.num[0] == 0 {
		return 0
	}
	prec := 0.0
	for n := range maxOrder {
		// den >= lines > 0. float64 of an int is exact below 2^53, so the quotient is
		// Python's int / int.
		if p := float64(st.num[n]) / float64(st.den[n]); p > 0 {
			prec += float64(glibm.Log(p) * 0.25) // float64(): no fused multiply-add
		}
	}
	bp := min(1, glibm.Exp(1-float64(st.refLen)/float64(st.outLen))) // outLen >= lines > 0
	return float64(100*bp) * glibm.Exp(prec)
}
