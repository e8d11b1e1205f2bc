package metric

// bleuRanks counts BLEU's clipped matches of a long segment order by order, numbering
// n-grams as ranks does for chrF: memory grows with the segment's length, not with its
// n-grams of every order.
type bleuRanks struct {
	pairs  pairTable
	refs   [][]uint32
	hyp    []uint32
	count  []int32 // per number: the count in the reference being counted
	refMax []int32 // per number: the largest count in one reference, then what is left to match
}

// countNumbered writes to correct, per order, the hypothesis n-grams clipped by the largest
// count in one reference (SacreBLEU merges references with max).
func (c *ngramCounter) countNumbered(correct []float64) {
	k := &c.ranks
	k.hyp = append(k.hyp[:0], c.hyp...)
	if cap(k.refs) < len(c.refs) {
		k.refs = make([][]uint32, len(c.refs))
	}
	k.refs = k.refs[:len(c.refs)]
	symbols, total := uint32(0), 0
	for i, r := range c.refs {
		k.refs[i] = append(k.refs[i][:0], r...)
		total += len(r)
	}
	for _, id := range c.hyp {
		symbols = max(symbols, id)
	}
	symbols = max(symbols, uint32(c.ids.n))
	for n := 1; n <= c.order; n++ {
		numbers := symbols
		if n > 1 {
			k.pairs.reset(total)
			for i, r := range c.refs {
				for p := range max(0, len(r)-n+1) {
					k.refs[i][p] = k.pairs.number(uint64(k.refs[i][p])<<32|uint64(r[p+n-1]), true)
				}
			}
			for p := range max(0, len(c.hyp)-n+1) {
				if k.hyp[p] != 0 && c.hyp[p+n-1] != 0 {
					k.hyp[p] = k.pairs.number(uint64(k.hyp[p])<<32|uint64(c.hyp[p+n-1]), false)
				} else {
					k.hyp[p] = 0
				}
			}
			numbers = k.pairs.n
		}
		correct[n-1] = float64(k.matches(c.refs, len(c.hyp)-n+1, n, numbers))
	}
}

// matches counts the hypothesis's first lh n-grams (of order n) that a reference still has.
func (k *bleuRanks) matches(refs [][]uint32, lh, n int, numbers uint32) int {
	if cap(k.count) <= int(numbers) {
		k.count, k.refMax = make([]int32, numbers+1), make([]int32, numbers+1)
	}
	count, refMax := k.count[:numbers+1], k.refMax[:numbers+1]
	for i, r := range refs {
		ids := k.refs[i][:max(0, len(r)-n+1)]
		for _, id := range ids {
			count[id]++
		}
		for _, id := range ids {
			refMax[id] = max(refMax[id], count[id])
		}
		for _, id := range ids {
			count[id] = 0
		}
	}
	m := 0
	for _, id := range k.hyp[:max(0, lh)] {
		if id != 0 && refMax[id] > 0 {
			refMax[id]--
			m++
		}
	}
	for i, r := range refs {
		for _, id := range k.refs[i][:max(0, len(r)-n+1)] {
			refMax[id] = 0
		}
	}
	return m
}
