package editdist

// The measures of jiwer's process_words and process_characters, computed from counts
// summed over all sentence pairs (not averaged per sentence), with jiwer 4's values
// for empty input. jiwer 4 accepts empty references (3.x raised ValueError; 4.0.0's
// process_words docstring still says so, its code no longer does): when the summed
// reference length is 0, WER (and CER) is the number of insertions, an integer that
// can exceed 1, MER is 0 and WIP 1 if the hypotheses are empty too, else MER 1 and
// WIP 0. An empty hypothesis against a non-empty reference gives WIP 0. What jiwer
// still raises ValueError for is the caller's to check: reference and hypothesis lists
// of different lengths. An empty list counts as one empty sentence, so jiwer aligns
// ["a"] with [] as ["a"] with [""].

// WER is the word error rate, (S+D+I)/(H+S+D), or I when the reference is empty.
func (c Counts) WER() float64 {
	ref := c.Hits + c.Subs + c.Dels
	if ref == 0 {
		return float64(c.Ins)
	}
	return float64(c.Subs+c.Dels+c.Ins) / float64(ref)
}

// CER is the character error rate: the WER of counts of characters.
func (c Counts) CER() float64 { return c.WER() }

// MER is the match error rate, (S+D+I)/(H+S+D+I); 0 when reference and hypothesis
// are both empty.
func (c Counts) MER() float64 {
	ref, hyp := c.Hits+c.Subs+c.Dels, c.Hits+c.Subs+c.Ins
	switch {
	case ref == 0 && hyp == 0:
		return 0
	case ref == 0:
		return 1
	}
	return float64(c.Subs+c.Dels+c.Ins) / float64(c.Hits+c.Subs+c.Dels+c.Ins)
}

// WIP is the word information preserved, H/(H+S+D) * H/(H+S+I), evaluated in jiwer's
// order; 1 when reference and hypothesis are both empty, 0 when only one is.
func (c Counts) WIP() float64 {
	ref, hyp := c.Hits+c.Subs+c.Dels, c.Hits+c.Subs+c.Ins
	switch {
	case ref == 0 && hyp == 0:
		return 1
	case ref == 0 || hyp == 0:
		return 0
	}
	return (float64(c.Hits) / float64(ref)) * (float64(c.Hits) / float64(hyp))
}

// WIL is the word information lost, 1 - WIP.
func (c Counts) WIL() float64 { return 1 - c.WIP() }
