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

	// Long segments (long.go): the references' n-grams in a trie, with their counts per
	// number, and the references' lengths.
	long    bool // the references are long: their tokens' numbers were not kept
	built   bool // the trie holds the references of the last setRefs
	force   bool // tests: count every segment this way
	trie    streamTrie
	grams   []ngramCounts
	refLens []int
	ids     []uint32 // a chunk's token numbers
}

// setLongRefs counts long references (size bytes in all) in the trie, and reports whether it
// did; setRefs then keeps nothing else of them.
func (c *ngramCounter) setLongRefs(refs []string, size int) bool {
	k := &c.ranks
	k.built = false
	k.long = c.longOK() && (size > longBytes || k.force)
	if !k.long {
		return false
	}
	c.refs = c.refs[:0]
	k.startTrie(c.order)
	for i, r := range refs {
		k.trie.start()
		n := 0
		spaceChunks(r, func(chunk string) {
			k.ids = c.tokenIDs(k.ids[:0], chunk, true)
			n += len(k.ids)
			k.addRef(k.ids, i)
		})
		k.refLens = append(k.refLens, n)
	}
	k.built = true
	return true
}

// longOK reports whether the trie may count the segment's n-grams.
func (c *ngramCounter) longOK() bool {
	return !c.stringsOnly && !c.noPack && c.order <= longMaxOrder
}

// startTrie empties the trie and the references' lengths.
func (k *bleuRanks) startTrie(order int) {
	k.trie.reset(order)
	k.grams = append(k.grams[:0], ngramCounts{})
	k.refLens = k.refLens[:0]
}

// addRef counts the n-grams ending at each of ids, tokens of reference i, keeping per
// n-gram the largest count in one reference.
func (k *bleuRanks) addRef(ids []uint32, i int) {
	ref := int32(i + 1)
	for _, id := range ids {
		k.trie.step(id, true)
		for len(k.grams) <= int(k.trie.pairs.n) {
			k.grams = append(k.grams, ngramCounts{})
		}
		for _, g := range k.trie.ends {
			if g == 0 {
				continue
			}
			e := &k.grams[g]
			if e.ref != ref {
				e.ref, e.cur = ref, 0
			}
			e.cur++
			e.refMax = max(e.refMax, e.cur)
		}
	}
}

// countLong writes the statistics of a hypothesis to row as count does, if the references
// or the hypothesis are long, and reports whether it did. Short references are put in the
// trie for a long hypothesis.
func (c *ngramCounter) countLong(row []float64, hyp string) bool {
	k := &c.ranks
	if !k.long && (len(hyp) <= longBytes || !c.longOK()) {
		return false
	}
	if !k.built {
		k.startTrie(c.order)
		for i, r := range c.refs {
			k.trie.start()
			k.addRef(r, i)
			k.refLens = append(k.refLens, len(r))
		}
		k.built = true
	}
	correct := row[2 : 2+c.order]
	clear(correct)
	k.trie.start()
	n := 0
	spaceChunks(hyp, func(chunk string) {
		k.ids = c.tokenIDs(k.ids[:0], chunk, false)
		n += len(k.ids)
		for _, id := range k.ids {
			k.trie.step(id, false)
			for o, g := range k.trie.ends {
				if g == 0 {
					continue
				}
				// A match while the hypothesis has seen no more of it than the references hold.
				e := &k.grams[g]
				if e.hyp < e.refMax {
					correct[o]++
				}
				e.hyp++
			}
		}
	})
	for i := range k.grams {
		k.grams[i].hyp = 0
	}
	row[0] = float64(n)
	row[1] = float64(closestLen(k.refLens, n))
	for o := 1; o <= c.order; o++ {
		row[1+c.order+o] = float64(max(0, n-o+1))
	}
	return true
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
