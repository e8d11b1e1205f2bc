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
// keys and their numbers side by side, filled to at most three quarters, 16 to 32 bytes per
// distinct pair.
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
			t.n++
			t.keys[i], t.numbers[i] = key, t.n
			return t.n
		}
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
