package analysis

// A WordTable is compare-mt's word accuracy analysis (--compare_word_accuracies with
// bucket_type=freq): the tokens of the reference and of each system grouped by the
// frequency of the word, with how well each system's tokens of a group match the
// reference's.
type WordTable struct {
	Buckets []WordBucket
}

// A WordBucket is one row of a WordTable: a frequency range and one WordStat per system.
type WordBucket struct {
	Label   string
	Ref     int // reference tokens in the bucket (compare-mt's "# words")
	Systems []WordStat
}

// A WordStat is one system's accuracy on the words of a bucket. A token matches when the
// same line of the reference holds the word, each reference token matching once.
//
// compare-mt prints FMeasure for its default acc_type=fmeas. Its acc_type=prec prints Recall
// and its acc_type=rec prints Precision: its acc_type_map is off by one.
type WordStat struct {
	Matches int // tokens of the output that match
	Words   int // tokens of the output in the bucket
	// Recall is Matches/Ref, Precision Matches/Words, FMeasure 2*Precision*Recall/
	// (Precision+Recall); all three are 0 when Matches is 0, as compare-mt has them.
	Recall, Precision, FMeasure float64
}

// WordAccuracy buckets words by their counts in freq, at compare-mt's edges 1, 2, 3, 4, 5,
// 10, 100, 1000 unless cutoffs are given. A nil freq counts the words of the reference,
// compare-mt's default; use [ReadCounts], [ReadCorpusFrequencies] or [FrequenciesFromLines]
// for its freq_count_file or freq_corpus_file. (compare-mt refuses an empty reference for
// want of counts; here its words all fall in the first bucket.)
func (c *Comparison) WordAccuracy(freq Frequencies, cutoffs ...int) *WordTable {
	cutoffs = orDefault(cutoffs, freqCutoffs)
	labels := bucketLabels(cutoffs)
	bucket := make([]int, len(c.words)) // by word id
	for w, word := range c.words {
		f := int(c.refWords[w])
		if freq != nil {
			f = freq[word]
		}
		bucket[w] = bucketOf(cutoffs, f)
	}
	t := &WordTable{Buckets: make([]WordBucket, len(labels))}
	for b := range t.Buckets {
		t.Buckets[b] = WordBucket{Label: labels[b], Systems: make([]WordStat, len(c.systems))}
	}
	for w, n := range c.refWords {
		t.Buckets[bucket[w]].Ref += int(n)
	}
	for s, sc := range c.systems {
		// A word's unigram id is the word's id, so sc.matches[w] are its matches.
		for w, b := range bucket {
			st := &t.Buckets[b].Systems[s]
			st.Words += int(sc.words[w])
			st.Matches += int(sc.matches[w])
		}
	}
	for b := range t.Buckets {
		for s := range t.Buckets[b].Systems {
			t.Buckets[b].Systems[s].rates(t.Buckets[b].Ref)
		}
	}
	return t
}

// rates sets the rates from the counts as compare-mt's calc_statistics does: when nothing
// matches all are 0, so neither 0/0 nor x/0 arises.
func (st *WordStat) rates(ref int) {
	if st.Matches == 0 {
		return
	}
	st.Recall = float64(st.Matches) / float64(ref)
	st.Precision = float64(st.Matches) / float64(st.Words)
	st.FMeasure = float64(2*st.Precision*st.Recall) / (st.Precision + st.Recall)
}
