package metric

// ranks numbers the n-grams of a hypothesis and one reference order by order, for segments
// whose n-grams do not pack into 64 bits: an n-gram's number is that of the pair (its first
// n-1 symbols' number, its last symbol), so every order needs only a number per position and
// a table of the reference's distinct n-grams. It is exact, and memory grows with the length
// of the segment, not with the number of n-grams of every order.
type ranks struct {
	pairs pairTable
	hyp   []uint32
	ref   []uint32
	count []int32 // per number: the reference's n-grams not yet matched

	// Long segments (long.go): characters and words in tries of their own.
	long         bool // the references are long: their numbers were not kept
	built        bool // the tries hold the references of the last setRefs
	force        bool // tests: count every segment this way
	chars, words longSide
	ids          []uint32    // a chunk's numbers
	refStats     [][]float64 // per reference: the triples of the hypothesis against it
}

// longSide holds the n-grams of characters or of words of a long segment's references: their
// trie and, per reference, their counts by number.
type longSide struct {
	trie    streamTrie
	refs    [][]int32
	hyp     []int32 // the hypothesis's counts by number
	refLens []int   // symbols per reference
}

// start empties the side for nRefs references and n-grams up to order.
func (s *longSide) start(nRefs, order int) {
	s.trie.reset(order)
	s.refs = grow32(s.refs, nRefs)
	for i := range s.refs {
		s.refs[i] = append(s.refs[i][:0], 0)
	}
	s.refLens = resize(s.refLens, nRefs)
	clear(s.refLens)
}

func grow32(s [][]int32, n int) [][]int32 {
	if cap(s) < n {
		s = append(s[:cap(s)], make([][]int32, n-cap(s))...)
	}
	return s[:n]
}

// addRef counts the n-grams ending at each of ids, symbols of reference i.
func (s *longSide) addRef(ids []uint32, i int) {
	s.refLens[i] += len(ids)
	for _, id := range ids {
		s.trie.step(id, true)
		r := s.refs[i]
		for len(r) <= int(s.trie.pairs.n) {
			r = append(r, 0)
		}
		for _, g := range s.trie.ends {
			r[g]++ // 0 (too few symbols yet) counts in a spare slot
		}
		s.refs[i] = r
	}
}

// finish makes every reference's counts as long as the numbers, and zeroes the hypothesis's.
func (s *longSide) finish() {
	n := int(s.trie.pairs.n) + 1
	for i, r := range s.refs {
		for len(r) < n {
			r = append(r, 0)
		}
		s.refs[i] = r
	}
	s.hyp = resize(s.hyp, n)
	clear(s.hyp)
}

// match adds to matches[i][base+o] the n-grams of order o+1 ending at each of ids, symbols of
// the hypothesis, that reference i still has.
func (s *longSide) match(ids []uint32, matches [][]float64, base int) {
	for _, id := range ids {
		s.trie.step(id, false)
		for o, g := range s.trie.ends {
			if g == 0 {
				continue
			}
			h := s.hyp[g]
			for i, r := range s.refs {
				if h < r[g] {
					matches[i][3*(base+o)+2]++
				}
			}
			s.hyp[g] = h + 1
		}
	}
}

// setLongRefs counts long references (size bytes in all) in the tries, and reports whether
// it did; setRefs then keeps nothing else of them.
func (k *chrfCounter) setLongRefs(refs []string, size int) bool {
	r := &k.ranks
	r.built = false
	r.long = k.longOK() && (size > longBytes || r.force)
	if !r.long {
		return false
	}
	r.chars.start(len(refs), k.co)
	r.words.start(len(refs), k.wo)
	for i, ref := range refs {
		if k.co > 0 {
			r.chars.trie.start()
			runeChunks(ref, func(chunk string) {
				r.ids = k.charIDs(r.ids[:0], chunk, true)
				r.chars.addRef(r.ids, i)
			})
		}
		if k.wo > 0 {
			r.words.trie.start()
			spaceChunks(ref, func(chunk string) {
				r.ids = k.wordIDs(r.ids[:0], chunk, true)
				r.words.addRef(r.ids, i)
			})
		}
	}
	r.built = true
	return true
}

// longOK reports whether the tries may count the segment's n-grams.
func (k *chrfCounter) longOK() bool {
	return !k.noPack && !k.noPackRanks && k.co <= longMaxOrder && k.wo <= longMaxOrder
}

// countLong writes the statistics of a hypothesis against its best reference to row as count
// does, if the references or the hypothesis are long, and reports whether it did. Short
// references are put in the tries for a long hypothesis.
func (k *chrfCounter) countLong(row []float64, hyp string) bool {
	r := &k.ranks
	if !r.long && (len(hyp) <= longBytes || !k.longOK()) {
		return false
	}
	if !r.built {
		r.chars.start(len(k.raw), k.co)
		r.words.start(len(k.raw), k.wo)
		for i := range k.raw {
			r.chars.trie.start()
			r.chars.addRef(k.refChars[i], i)
			r.words.trie.start()
			r.words.addRef(k.refWords[i], i)
		}
		r.built = true
	}
	r.chars.finish()
	r.words.finish()
	r.refStats = grow64(r.refStats, len(k.raw))
	for i := range r.refStats {
		r.refStats[i] = resize(r.refStats[i], len(row))
		clear(r.refStats[i])
	}
	hypChars, hypWords := 0, 0
	if k.co > 0 {
		r.chars.trie.start()
		runeChunks(hyp, func(chunk string) {
			r.ids = k.charIDs(r.ids[:0], chunk, false)
			hypChars += len(r.ids)
			r.chars.match(r.ids, r.refStats, 0)
		})
	}
	if k.wo > 0 {
		r.words.trie.start()
		spaceChunks(hyp, func(chunk string) {
			r.ids = k.wordIDs(r.ids[:0], chunk, false)
			hypWords += len(r.ids)
			r.words.match(r.ids, r.refStats, k.co)
		})
	}
	if len(k.stats) != len(row) {
		k.stats = make([]float64, len(row))
	}
	best := -1.0
	for i, m := range r.refStats {
		k.totals(hypChars, r.chars.refLens[i], k.co, 0)
		k.totals(hypWords, r.words.refLens[i], k.wo, k.co)
		for j := 2; j < len(row); j += 3 {
			k.stats[j] = m[j]
		}
		// The first reference with the best sentence-level F wins.
		if f := k.c.fScore(k.stats); f > best {
			best = f
			copy(row, k.stats)
		}
	}
	return true
}

func grow64(s [][]float64, n int) [][]float64 {
	if cap(s) < n {
		s = append(s[:cap(s)], make([][]float64, n-cap(s))...)
	}
	return s[:n]
}

// fill writes to stats[3*base:] the triples [hypothesis n-grams, reference n-grams, matches]
// of orders 1..maxN of the symbol numbers hyp and ref (a hypothesis symbol absent from the
// references is 0 and matches nothing).
func (k *ranks) fill(stats []float64, hyp, ref []uint32, maxN, base int) {
	k.hyp = append(k.hyp[:0], hyp...)
	k.ref = append(k.ref[:0], ref...)
	symbols := uint32(0)
	for _, id := range ref {
		symbols = max(symbols, id)
	}
	for _, id := range hyp {
		symbols = max(symbols, id) // a symbol of another reference of the segment
	}
	for n := 1; n <= maxN; n++ {
		lh, lr := max(0, len(hyp)-n+1), max(0, len(ref)-n+1)
		s := stats[3*(base+n-1):]
		if lr == 0 {
			// SacreBLEU counts no hypothesis n-gram of an order the reference lacks.
			s[0], s[1], s[2] = 0, 0, 0
			continue
		}
		numbers := symbols
		if n > 1 {
			numbers = k.next(hyp, ref, n, lh, lr)
		}
		s[0], s[1], s[2] = float64(lh), float64(lr), float64(k.matches(lh, lr, numbers))
	}
}

// next renumbers the positions for order n from those of order n-1, and returns how many
// numbers the reference's n-grams take.
func (k *ranks) next(hyp, ref []uint32, n, lh, lr int) uint32 {
	k.pairs.reset(lr)
	for p := range lr {
		k.ref[p] = k.pairs.number(uint64(k.ref[p])<<32|uint64(ref[p+n-1]), true)
	}
	for p := range lh {
		if k.hyp[p] != 0 && hyp[p+n-1] != 0 {
			k.hyp[p] = k.pairs.number(uint64(k.hyp[p])<<32|uint64(hyp[p+n-1]), false)
		} else {
			k.hyp[p] = 0
		}
	}
	return k.pairs.n
}

// pairTable numbers pairs of numbers (packed in a uint64, never 0): open addressing with the
// keys and their numbers side by side, filled to at most three quarters (it grows when
// numbering more pairs than reset made room for), 16 to 32 bytes per distinct pair.
type pairTable struct {
	keys    []uint64
	numbers []uint32
	mask    uint64
	n       uint32
}

// reset empties the table and makes room for n pairs.
func (t *pairTable) reset(n int) {
	size := 64
	for size*3 < n*4 {
		size *= 2
	}
	if len(t.keys) != size {
		t.keys, t.numbers = make([]uint64, size), make([]uint32, size)
	} else {
		clear(t.keys)
	}
	t.mask, t.n = uint64(size-1), 0
}

// number returns key's number; a new key gets the next one if add is set, else 0.
func (t *pairTable) number(key uint64, add bool) uint32 {
	h := key * 0x9E3779B97F4A7C15
	for i := (h ^ h>>29) & t.mask; ; i = (i + 1) & t.mask {
		switch t.keys[i] {
		case key:
			return t.numbers[i]
		case 0:
			if !add {
				return 0
			}
			if 4*uint64(t.n+1) > 3*uint64(len(t.keys)) {
				t.grow()
				return t.number(key, add)
			}
			t.n++
			t.keys[i], t.numbers[i] = key, t.n
			return t.n
		}
	}
}

// grow doubles the table, keeping every pair's number.
func (t *pairTable) grow() {
	keys, numbers := t.keys, t.numbers
	t.keys, t.numbers = make([]uint64, 2*len(keys)), make([]uint32, 2*len(keys))
	t.mask = uint64(len(t.keys) - 1)
	for k, key := range keys {
		if key == 0 {
			continue
		}
		h := key * 0x9E3779B97F4A7C15
		i := (h ^ h>>29) & t.mask
		for t.keys[i] != 0 {
			i = (i + 1) & t.mask
		}
		t.keys[i], t.numbers[i] = key, numbers[k]
	}
}

// matches is the sum over n-grams of the smaller of their counts in the hypothesis and the
// reference: each hypothesis n-gram matches while the reference has one left.
func (k *ranks) matches(lh, lr int, numbers uint32) int {
	if cap(k.count) < int(numbers)+1 {
		k.count = make([]int32, numbers+1)
	}
	count := k.count[:numbers+1]
	for _, id := range k.ref[:lr] {
		count[id]++
	}
	m := 0
	for _, id := range k.hyp[:lh] {
		if id != 0 && count[id] > 0 {
			count[id]--
			m++
		}
	}
	for _, id := range k.ref[:lr] {
		count[id] = 0
	}
	return m
}
