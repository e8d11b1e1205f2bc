package analysis

import "math/bits"

// maxOrder is the longest n-gram counted: compare-mt's BLEU and its n-gram report's default
// max_ngram_length both stop at 4.
const maxOrder = 4

// gramTable numbers the n-grams of the reference. A word's unigram has the word's id;
// longer n-grams get ids from base on, each the extension of a shorter one by a word, so
// that an n-gram is looked up a word at a time by its key (prefix id, last word).
type gramTable struct {
	base   int32 // the number of words: the first id of a longer n-gram
	index  map[uint64]int32
	prefix []int32 // by id-base
	last   []int32
	order  []uint8
}

// gramKey is the key of the n-gram extending n-gram prefix by word; a unigram's prefix is -1.
func gramKey(prefix, word int32) uint64 { return uint64(uint32(prefix))<<32 | uint64(uint32(word)) }

// add returns the id of the n-gram of order words extending prefix by word, numbering it if
// it is new.
func (t *gramTable) add(prefix, word int32, order int) int32 {
	k := gramKey(prefix, word)
	if id, ok := t.index[k]; ok {
		return id
	}
	id := t.base + int32(len(t.prefix))
	t.index[k] = id
	t.prefix = append(t.prefix, prefix)
	t.last = append(t.last, word)
	t.order = append(t.order, uint8(order))
	return id
}

// size is the number of ids: words and longer n-grams.
func (t *gramTable) size() int { return int(t.base) + len(t.prefix) }

func (t *gramTable) orderOf(id int32) int {
	if id < t.base {
		return 1
	}
	return int(t.order[id-t.base])
}

// wordIDs appends the word ids of n-gram id to dst.
func (t *gramTable) wordIDs(id int32, dst []int32) []int32 {
	n := t.orderOf(id)
	dst = dst[:n]
	for i := n - 1; i > 0; i-- {
		dst[i] = t.last[id-t.base]
		id = t.prefix[id-t.base]
	}
	dst[0] = id
	return dst
}

// words returns the words of n-gram id.
func (t *gramTable) words(id int32, v []string) []string {
	var buf [maxOrder]int32
	ids := t.wordIDs(id, buf[:0])
	ws := make([]string, len(ids))
	for i, w := range ids {
		ws[i] = v[w]
	}
	return ws
}

// refGrams are the n-grams of each reference line, of 1 to maxOrder words, repeats
// included: line i's ids are ids.line(i), their keys keys[ids.off[i]:ids.off[i+1]].
type refGrams struct {
	ids  corpus
	keys []uint64
}

// numberRef numbers every n-gram of the reference.
func (t *gramTable) numberRef(ref corpus) refGrams {
	g := refGrams{ids: corpus{off: make([]int32, 1, len(ref.off))}}
	for i := range ref.lines() {
		line := ref.line(i)
		for s, w := range line {
			id := w
			g.ids.tok = append(g.ids.tok, id)
			g.keys = append(g.keys, gramKey(-1, w))
			for n := 2; n <= maxOrder && s+n <= len(line); n++ {
				g.keys = append(g.keys, gramKey(id, line[s+n-1]))
				id = t.add(id, line[s+n-1], n)
				g.ids.tok = append(g.ids.tok, id)
			}
		}
		g.ids.off = append(g.ids.off, int32(len(g.ids.tok)))
	}
	return g
}

// lineIndex holds the n-grams of one reference line, by key, with how many of each are
// left to match: a hash table with linear probing, at most half full, small enough to stay
// in the cache while the systems' lines are matched (a table of the whole reference would
// not).
type lineIndex struct {
	slots   []lineSlot
	shift   uint    // 64 - log2(len(slots))
	n       int     // full slots
	touched []int32 // the slots matched since the last reset
}

type lineSlot struct {
	key          uint64
	id           int32
	count, avail int32 // in the reference line; left to match
	full         bool
}

// load empties the table and fills it with the n-grams ids, of keys keys.
func (x *lineIndex) load(ids []int32, keys []uint64) {
	// Room for every n-gram distinct, up to a size that a huge line outgrows.
	x.empty(min(2*len(ids), 1<<16))
	for i, k := range keys {
		s := &x.slots[x.slot(k)]
		if !s.full {
			if 2*(x.n+1) > len(x.slots) {
				x.grow()
				s = &x.slots[x.slot(k)]
			}
			*s = lineSlot{key: k, id: ids[i], full: true}
			x.n++
		}
		s.count++
		s.avail++
	}
	x.touched = x.touched[:0]
}

// empty empties the table, making room for n slots or more.
func (x *lineIndex) empty(n int) {
	size := 16
	for size < n {
		size *= 2
	}
	if cap(x.slots) < size {
		x.slots = make([]lineSlot, size)
	}
	x.slots = x.slots[:size]
	clear(x.slots)
	x.shift = uint(64 - bits.TrailingZeros(uint(size)))
	x.n = 0
}

// grow doubles the table.
func (x *lineIndex) grow() {
	old := x.slots
	x.slots = nil
	x.empty(2 * len(old))
	for _, s := range old {
		if s.full {
			x.slots[x.slot(s.key)] = s
			x.n++
		}
	}
}

// slot returns the index of the slot of key, or of the empty slot where it would go.
func (x *lineIndex) slot(key uint64) int32 {
	mask := uint64(len(x.slots) - 1)
	for i := (key * 0x9E3779B97F4A7C15) >> x.shift; ; i = (i + 1) & mask {
		if s := &x.slots[i]; !s.full || s.key == key {
			return int32(i)
		}
	}
}

// reset makes every n-gram of the line available again, for the next system.
func (x *lineIndex) reset() {
	for _, i := range x.touched {
		x.slots[i].avail = x.slots[i].count
	}
	x.touched = x.touched[:0]
}

// match matches the n-grams of a system's line, adding each match to matches (by n-gram
// id) and to m (by order). From each word it tries n-grams from the shortest, stopping at
// the first the reference line lacks: no longer one can match. The matches of an n-gram are
// its count clipped by the reference's, whatever the order of the tries.
func (x *lineIndex) match(line []int32, matches []int32, m *[maxOrder]int32) {
	for s := range line {
		key := gramKey(-1, line[s])
		for n := 1; ; n++ {
			i := x.slot(key)
			sl := &x.slots[i]
			if !sl.full {
				break
			}
			if sl.avail > 0 {
				sl.avail--
				x.touched = append(x.touched, i)
				matches[sl.id]++
				m[n-1]++
			}
			if n == maxOrder || s+n == len(line) {
				break
			}
			key = gramKey(sl.id, line[s+n])
		}
	}
}
