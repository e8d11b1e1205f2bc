package sentencepiece

import (
	"slices"
	"strings"
)

// buildTrie stores keys, which must be distinct. As in darts-clone, which
// sentencepiece builds from C strings, a key ends at its first NUL byte, so
// no walk ever follows a NUL.
func buildTrie(keys []trieKey) *trie {
	ks := make([]trieKey, 0, len(keys))
	for _, k := range keys {
		if i := strings.IndexByte(k.key, 0); i >= 0 {
			k.key = k.key[:i]
		}
		if k.key != "" {
			ks = append(ks, k)
		}
	}
	slices.SortFunc(ks, func(a, b trieKey) int { return strings.Compare(a.key, b.key) })
	ks = slices.CompactFunc(ks, func(a, b trieKey) bool { return a.key == b.key })
	b := &trieBuilder{t: &trie{}, head: -1, tail: -1}
	b.grow(1 << 10)
	b.take(0) // the root
	b.insert(0, ks, 0)
	n := b.last + 1
	b.t.nodes, b.t.val = b.t.nodes[:n], b.t.val[:n]
	return b.t
}

// trieBuilder places nodes in the double array. The free slots where a
// node's first child may still go form a doubly linked list; a slot that
// failed to take one maxTries times leaves the list (it stays free for
// other children), which keeps the search for bases linear overall, as
// darts-clone keeps it by closing blocks.
type trieBuilder struct {
	t          *trie
	used       []bool
	listed     []bool
	next, prev []int32
	tries      []uint8
	head, tail int32 // of the list of free slots, -1 when empty
	last       int   // the highest slot used
}

const maxTries = 16

// grow adds free slots up to n.
func (b *trieBuilder) grow(n int) {
	for len(b.used) < n {
		i := int32(len(b.used))
		b.used, b.listed = append(b.used, false), append(b.listed, true)
		b.t.nodes, b.t.val = append(b.t.nodes, trieNode{0, -1}), append(b.t.val, -1)
		b.next, b.prev, b.tries = append(b.next, -1), append(b.prev, b.tail), append(b.tries, 0)
		if b.tail >= 0 {
			b.next[b.tail] = i
		} else {
			b.head = i
		}
		b.tail = i
	}
}

// take marks slot i used.
func (b *trieBuilder) take(i int32) {
	b.used[i] = true
	b.unlist(i)
	b.last = max(b.last, int(i))
}

func (b *trieBuilder) unlist(i int32) {
	if !b.listed[i] {
		return
	}
	b.listed[i] = false
	if p := b.prev[i]; p >= 0 {
		b.next[p] = b.next[i]
	} else {
		b.head = b.next[i]
	}
	if n := b.next[i]; n >= 0 {
		b.prev[n] = b.prev[i]
	} else {
		b.tail = b.prev[i]
	}
}

// insert places the children of node s, which stands for the keys in ks
// (sorted, all sharing their first depth bytes), and recurses into them.
func (b *trieBuilder) insert(s int32, ks []trieKey, depth int) {
	if len(ks) > 0 && len(ks[0].key) == depth {
		b.t.val[s] = ks[0].val
		ks = ks[1:]
	}
	if len(ks) == 0 {
		return
	}
	var labels []byte
	for i, k := range ks {
		if i == 0 || k.key[depth] != ks[i-1].key[depth] {
			labels = append(labels, k.key[depth])
		}
	}
	base := b.findBase(labels)
	b.t.nodes[s].base = base
	for _, c := range labels {
		b.take(base + int32(c))
		b.t.nodes[base+int32(c)].check = s
	}
	for len(ks) > 0 {
		c := ks[0].key[depth]
		n := 1
		for n < len(ks) && ks[n].key[depth] == c {
			n++
		}
		b.insert(base+int32(c), ks[:n], depth+1)
		ks = ks[n:]
	}
}

// findBase returns a base that puts every label on a free slot, trying the
// listed free slots in order for the first label.
func (b *trieBuilder) findBase(labels []byte) int32 {
	p := b.head
	for {
		if p < 0 {
			p = int32(len(b.used))
			b.grow(len(b.used) + 256)
		}
		if base := int(p) - int(labels[0]); base >= 1 {
			b.grow(base + int(labels[len(labels)-1]) + 1)
			if b.fits(base, labels) {
				return int32(base)
			}
		}
		next := b.next[p]
		if b.tries[p]++; b.tries[p] >= maxTries {
			b.unlist(p)
		}
		p = next
	}
}

func (b *trieBuilder) fits(base int, labels []byte) bool {
	for _, c := range labels {
		if b.used[base+int(c)] {
			return false
		}
	}
	return true
}
