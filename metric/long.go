package metric

import (
	"strings"
	"unicode/utf8"
)

// Long segments (a side of more than longBytes bytes) are counted by streaming their symbols
// through a trie of n-grams, a chunk of symbols at a time: memory grows with the distinct
// n-grams, not with the length, and no side's symbol numbers are kept.
const (
	longBytes    = 1 << 20
	longChunk    = 1 << 16 // bytes of a side numbered at a time
	longMaxOrder = 16      // higher orders keep the order-by-order numbering (ranks)
)

// streamTrie numbers n-grams of orders 1..len(ends) as the paths of a trie: an n-gram's number
// is that of the pair (its first n-1 symbols' number, its last symbol), so a side is read
// symbol by symbol, keeping only the numbers of the n-grams that end at the last one.
type streamTrie struct {
	pairs pairTable
	ends  []uint32 // per order: the n-gram ending at the last symbol, 0 if none or unknown
}

// reset empties the trie for n-grams up to order.
func (t *streamTrie) reset(order int) {
	t.pairs.reset(0)
	t.ends = resize(t.ends, order)
	clear(t.ends)
}

// start begins a side.
func (t *streamTrie) start() { clear(t.ends) }

// step reads the next symbol (0: in no reference), numbering new n-grams if add is set.
func (t *streamTrie) step(sym uint32, add bool) {
	e := t.ends
	if sym == 0 || len(e) == 0 {
		clear(e)
		return
	}
	for n := len(e) - 1; n > 0; n-- {
		if e[n-1] != 0 {
			e[n] = t.pairs.number(uint64(e[n-1])<<32|uint64(sym), add)
		} else {
			e[n] = 0
		}
	}
	e[0] = t.pairs.number(uint64(sym), add)
}

// spaceChunks calls f with pieces of line of about longChunk bytes, cut at spaces (dropped
// with the cut), which separate tokens.
func spaceChunks(line string, f func(string)) {
	for len(line) > longChunk {
		i := strings.IndexByte(line[longChunk:], ' ')
		if i < 0 {
			break
		}
		i += longChunk
		f(line[:i])
		line = line[i+1:]
	}
	f(line)
}

// runeChunks calls f with pieces of line of about longChunk bytes, cut between characters.
func runeChunks(line string, f func(string)) {
	for len(line) > longChunk {
		i := longChunk
		for i < len(line) && !utf8.RuneStart(line[i]) {
			i++
		}
		f(line[:i])
		line = line[i:]
	}
	f(line)
}

// closestLen is closestRefLen over reference lengths.
func closestLen(lens []int, hypLen int) int {
	best, bestDiff := 0, -1
	for _, l := range lens {
		diff := hypLen - l
		if diff < 0 {
			diff = -diff
		}
		if bestDiff == -1 || diff < bestDiff || (diff == bestDiff && l < best) {
			best, bestDiff = l, diff
		}
	}
	return best
}

// longBuffer returns buf, or for a long line of n bytes a buffer with room for twice as many:
// appending tokens to a buffer that grows would leave a copy of it to the collector at each
// step, which for a long line takes several times its size.
func longBuffer(buf []byte, n int) []byte {
	if n > longBytes && cap(buf) < 2*n {
		return make([]byte, 0, 2*n)
	}
	return buf
}
