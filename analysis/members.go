package analysis

// RefLengths returns the number of tokens of each reference line, as the length buckets
// count them: split at spaces as compare-mt splits them, after the tokenizer of
// [NewTokenized] if there is one.
func (c *Comparison) RefLengths() []int {
	out := make([]int, len(c.refLen))
	for i := range out {
		out[i] = c.lengthOf(0, i)
	}
	return out
}

// LengthMembers returns the bucket of each line in [Comparison.LengthBuckets] with the same
// cutoffs: line i is one of the sentences of LengthBuckets(cutoffs...).Buckets[m[i]].
func (c *Comparison) LengthMembers(cutoffs ...int) []int {
	return c.members(0, orDefault(cutoffs, lengthCutoffs), c.lengthOf)
}

// LengthDiffMembers returns the bucket of each line of system s in
// [Comparison.LengthDiffBuckets] with the same cutoffs: system s's line i is one of the
// sentences of LengthDiffBuckets(cutoffs...).Buckets[m[i]].Sentences[s].
func (c *Comparison) LengthDiffMembers(s int, cutoffs ...int) []int {
	return c.members(s, orDefault(cutoffs, lengthDiffCutoffs), c.lengthDiffOf)
}

// members buckets system s's lines by value(s, line), as sentenceBuckets does.
func (c *Comparison) members(s int, cutoffs []int, value func(s, line int) int) []int {
	out := make([]int, len(c.refLen))
	for i := range out {
		out[i] = bucketOf(cutoffs, value(s, i))
	}
	return out
}

// lengthOf and lengthDiffOf are the numbers the length and length-difference buckets sort a
// line by: the reference's tokens, and the system's tokens less the reference's.
func (c *Comparison) lengthOf(_, i int) int { return int(c.refLen[i]) }

func (c *Comparison) lengthDiffOf(s, i int) int {
	return int(c.systems[s].lines[i].outLen) - int(c.refLen[i])
}
