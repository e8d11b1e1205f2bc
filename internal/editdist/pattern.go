package editdist

// patterns holds, for each distinct token of a reference segment, the bit masks of its
// positions: Hyyrö's pattern-match vectors, stored sparsely (only the 64-bit words where
// the token occurs) so that a segment of n tokens takes O(n) memory whatever its
// vocabulary.
type patterns struct {
	keys  []int32 // open-addressing table: token -> dense index
	dense []int32 // dense index + 1, 0 for an empty slot
	shift uint
	off   []int32 // the words of dense token t are word[off[t]:off[t+1]]
	word  []int32
	bits  []uint64
	tok   []int32 // dense index of each segment position
	last  []int32 // scratch: the last word seen of each dense token
}

func hashToken(t int32, shift uint) uint32 { return uint32(t) * 0x9E3779B9 >> shift }

// build indexes s, read backwards when reverse is set.
func (p *patterns) build(s []int32, reverse bool) {
	size, shift := 16, uint(28)
	for size < 2*len(s) {
		size, shift = size*2, shift-1
	}
	p.keys, p.dense, p.shift = grow(p.keys, size), grow(p.dense, size), shift
	clear(p.dense)
	p.tok = grow(p.tok, len(s))
	distinct := int32(0)
	for i := range s {
		t := s[i]
		if reverse {
			t = s[len(s)-1-i]
		}
		h := hashToken(t, shift)
		for p.dense[h] != 0 && p.keys[h] != t {
			h = (h + 1) & uint32(size-1)
		}
		if p.dense[h] == 0 {
			distinct++
			p.keys[h], p.dense[h] = t, distinct
		}
		p.tok[i] = p.dense[h] - 1
	}
	p.fill(int(distinct))
}

// fill lays out the sparse vectors of p.tok in compressed rows: one pass to count the
// words of each token, one to write them.
func (p *patterns) fill(distinct int) {
	p.off, p.last = grow(p.off, distinct+1), grow(p.last, distinct)
	clear(p.off)
	for i := range p.last {
		p.last[i] = -1
	}
	for i, t := range p.tok {
		if w := int32(i >> 6); p.last[t] != w {
			p.last[t] = w
			p.off[t+1]++
		}
	}
	for t := 1; t <= distinct; t++ {
		p.off[t] += p.off[t-1]
	}
	total := p.off[distinct]
	p.word, p.bits = grow(p.word, int(total)), grow(p.bits, int(total))
	for i := range p.last {
		p.last[i] = -1
	}
	next := p.last // reused: the next free entry of each token, once its words are known
	copy(next, p.off[:distinct])
	for i, t := range p.tok {
		e, w := next[t], int32(i>>6)
		if e > p.off[t] && p.word[e-1] == w {
			p.bits[e-1] |= 1 << (i & 63)
			continue
		}
		p.word[e], p.bits[e] = w, 1<<(i&63)
		next[t]++
	}
}

// lookup returns the entries of token t: word[lo:hi] and bits[lo:hi] (empty when t
// does not occur in the segment).
func (p *patterns) lookup(t int32) (lo, hi int32) {
	mask := uint32(len(p.dense) - 1)
	for h := hashToken(t, p.shift); p.dense[h] != 0; h = (h + 1) & mask {
		if p.keys[h] == t {
			d := p.dense[h] - 1
			return p.off[d], p.off[d+1]
		}
	}
	return 0, 0
}

// grow returns s resized to n elements, reallocated only when too small; the contents
// are not cleared.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n, n+n/4)
	}
	return s[:n]
}
