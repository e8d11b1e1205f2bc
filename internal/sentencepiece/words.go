package sentencepiece

import (
	"bytes"
	"hash/maphash"
	"math"
	"strings"
	"unicode/utf8"
)

// Words. The pieces of most models never hold U+2581 except as their first
// character (their last, when whitespace is a suffix): spm_train splits
// its training text at whitespace by default. Then no piece, and no merge,
// can span the boundary before (after) a U+2581 in the normalized text, and
// each word between such boundaries can be searched on its own. Encoding
// caches what a word's search finds, so that a word met again costs a map
// lookup. What is cached does not depend on the rest of the line, so the
// output is exactly that of searching the whole line at once:
//   - unigram: the word's pieces, together with how far ahead of its rivals
//     the best path was at every offset. The Viterbi search sums in float, so
//     its choices might depend on the score of the line so far through
//     rounding: the cached pieces are used only when their lead is far
//     larger than any rounding error at that score, else the word is
//     searched again (see unigramWord);
//   - BPE: the word's pieces, since merges inside a word happen in the same
//     relative order whatever happens around it. Models with UNUSED pieces
//     are excluded: BPE resegments those with a map shared by the whole line.

// Bounds on the caches, which live in the pooled scratch states (so each
// goroutine's state has its own and needs no lock): words longer than
// maxCachedWord bytes are searched every time, and a cache is emptied
// when it holds maxCachedWords words.
const (
	maxCachedWord  = 64
	maxCachedWords = 1 << 15
)

// splitsWords reports whether no key of the vocabulary can span a word
// boundary: every key is valid UTF-8 (so a match cannot end inside the
// U+2581 of the next word) and holds U+2581 only first (last with suffix).
func splitsWords(keys []trieKey, suffix bool) bool {
	for _, k := range keys {
		if !utf8.ValidString(k.key) {
			return false
		}
		i := strings.Index(k.key, spaceSymbol)
		switch {
		case i < 0:
		case suffix && i != len(k.key)-len(spaceSymbol):
			return false
		case !suffix && (i != 0 || strings.Contains(k.key[len(spaceSymbol):], spaceSymbol)):
			return false
		}
	}
	return true
}

// nextWord returns the end of the word of norm that starts at start: the
// next U+2581 with prefix whitespace, just after it with suffix whitespace.
func nextWord(norm []byte, start int, suffix bool) int {
	if suffix {
		if i := bytes.Index(norm[start:], []byte(spaceSymbol)); i >= 0 {
			return start + i + len(spaceSymbol)
		}
		return len(norm)
	}
	// A U+2581 at start belongs to this word; the next cannot begin within it.
	if i := bytes.Index(norm[start+1:], []byte(spaceSymbol)); i >= 0 {
		return start + 1 + i
	}
	return len(norm)
}

// wordCache maps words to runs of T, with two numbers that the unigram
// search keeps about each (see unigramWord). It is an open-addressing hash
// table of small entries over chunked arenas rather than a map[string]: a
// lookup is one hash of the word and, mostly, one comparison, and filling
// the cache never copies what it holds.
type wordCache[T any] struct {
	seed  maphash.Seed
	slots []wordEntry // len is a power of two, at least twice count; hash 0 marks a free slot
	keys  chunks[byte]
	runs  chunks[T]
	count int
}

// A wordEntry locates a word and its run in the arenas. Words are at most
// maxCachedWord bytes long, and runs have at most one element per byte.
type wordEntry struct {
	hash      uint32
	keyLen, n uint8
	key, off  uint32
	margin    float32 // rounded down
	scale     float32 // rounded up
}

// get returns the cached run of word and its margin and scale.
func (c *wordCache[T]) get(word []byte) (run []T, margin, scale float64, ok bool) {
	if c.count == 0 {
		return nil, 0, 0, false
	}
	h := uint32(maphash.Bytes(c.seed, word)) | 1
	mask := uint32(len(c.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		e := &c.slots[i]
		if e.hash == 0 {
			return nil, 0, 0, false
		}
		if e.hash == h && bytes.Equal(c.keys.at(e.key, int(e.keyLen)), word) {
			return c.runs.at(e.off, int(e.n)), float64(e.margin), float64(e.scale), true
		}
	}
}

// put caches run for word, which must not be cached yet and must be at most
// maxCachedWord bytes long, emptying the cache first when it is full.
func (c *wordCache[T]) put(word []byte, run []T, margin, scale float64) {
	switch {
	case c.slots == nil:
		c.seed, c.slots = maphash.MakeSeed(), make([]wordEntry, 1024)
	case c.count >= maxCachedWords:
		c.slots, c.count = make([]wordEntry, 1024), 0
		c.keys.reset()
		c.runs.reset()
	case 2*(c.count+1) > len(c.slots):
		c.grow()
	}
	m, sc := float32(margin), float32(scale)
	if float64(m) > margin {
		m = math.Nextafter32(m, float32(math.Inf(-1)))
	}
	if float64(sc) < scale {
		sc = math.Nextafter32(sc, float32(math.Inf(1)))
	}
	c.insert(wordEntry{uint32(maphash.Bytes(c.seed, word)) | 1, uint8(len(word)), uint8(len(run)),
		c.keys.add(word), c.runs.add(run), m, sc})
	c.count++
}

func (c *wordCache[T]) insert(e wordEntry) {
	mask := uint32(len(c.slots) - 1)
	i := e.hash & mask
	for c.slots[i].hash != 0 {
		i = (i + 1) & mask
	}
	c.slots[i] = e
}

// grow doubles the table.
func (c *wordCache[T]) grow() {
	old := c.slots
	c.slots = make([]wordEntry, 2*len(old))
	for _, e := range old {
		if e.hash != 0 {
			c.insert(e)
		}
	}
}

// chunks is an arena of fixed-size blocks, addressed by block*chunkSize+index.
// A run never straddles two blocks, so it stays one slice.
type chunks[T any] struct {
	blocks [][]T
}

const chunkSize = 1 << 12 // > maxCachedWord, the longest run

func (a *chunks[T]) add(run []T) uint32 {
	if n := len(a.blocks); n == 0 || len(a.blocks[n-1])+len(run) > chunkSize {
		a.blocks = append(a.blocks, make([]T, 0, chunkSize))
	}
	last := &a.blocks[len(a.blocks)-1]
	off := uint32((len(a.blocks)-1)*chunkSize + len(*last))
	*last = append(*last, run...)
	return off
}

func (a *chunks[T]) at(off uint32, n int) []T {
	b := a.blocks[off/chunkSize]
	i := int(off % chunkSize)
	return b[i : i+n]
}

func (a *chunks[T]) reset() { a.blocks = a.blocks[:0] }
