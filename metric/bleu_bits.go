package metric

import (
	"iter"
	"math/bits"

	"github.com/sacre-mt/sacre/normalize"
)

// bitGrams counts BLEU's clipped n-gram matches bit-parallel, for a segment whose references
// hold at most bitPositions positions: each reference token takes the next position, and one
// position is left free after each reference. A reference token's mask has a bit at each
// position it stands; a hypothesis token absent from the references has the empty mask.
//
// The n-gram of order n ending at hypothesis token i then stands in the references exactly at
// the end positions C_n(i) = M(i) & (C_{n-1}(i-1) << 1), with C_1(i) = M(i): a shift and an and
// per order and token, and no n-gram is looked up. The popcount of C_n(i) in one reference is
// the n-gram's count there, and the lowest position in C_n(i) names the n-gram (every
// occurrence of it has the same C_n), so its count in the hypothesis so far is kept by
// (order, position), and a match is counted while that count is below the largest count in
// one reference: SacreBLEU's clipping, with the references merged by max.
type bitGrams struct {
	order   int
	table   bitTable
	refLens []int
	regions []bitMask // each reference's positions, when there are several
	used    int       // positions taken
	chain   []bitMask // per order, C_n of the previous token
	chain64 []uint64  // the same, for a narrow segment
	narrow  bool      // one reference of at most 64 tokens: step64 counts it
	seen    []uint8   // the hypothesis's count of each n-gram so far, by order and position
	hits    []int     // the hypothesis's matches by order
	depth   int       // orders with a non-empty chain at the previous token
}

// bitPositions is how many positions a segment's references may take: two words.
const bitPositions = 128

// bitMaxOrder bounds the orders the bit-parallel counting takes; longer ones are rare enough
// to go to the tables.
const bitMaxOrder = 16

// bitMask is a set of positions, lo holding 0-63 and hi 64-127.
type bitMask struct{ lo, hi uint64 }

func (m bitMask) empty() bool           { return m.lo|m.hi == 0 }
func (m bitMask) and(o bitMask) bitMask { return bitMask{m.lo & o.lo, m.hi & o.hi} }
func (m bitMask) shift() bitMask        { return bitMask{m.lo << 1, m.hi<<1 | m.lo>>63} }
func (m bitMask) count() int            { return bits.OnesCount64(m.lo) + bits.OnesCount64(m.hi) }

func (m *bitMask) set(p int) {
	if p < 64 {
		m.lo |= 1 << p
	} else {
		m.hi |= 1 << (p - 64)
	}
}

func (m bitMask) lowest() int {
	if m.lo != 0 {
		return bits.TrailingZeros64(m.lo)
	}
	return 64 + bits.TrailingZeros64(m.hi)
}

// setRefs gives the tokens of the references (tokenized lines) their positions, and reports
// whether they fit; if not, the counter takes another way and nothing of this one is used.
func (g *bitGrams) setRefs(refs []string, spaced bool) bool {
	size := 0
	for _, r := range refs {
		size += len(r)/2 + 1 // a token and its space take at least two bytes
	}
	if !g.begin(size) {
		return false
	}
	for k, r := range refs {
		start := g.next(k)
		if !g.addRef(r, spaced) {
			return false
		}
		g.endRef(start, len(refs))
	}
	g.done()
	return true
}

// setSpans is setRefs of references given as their tokens' spans in texts
// (tokenizers.Spanner).
func (g *bitGrams) setSpans(texts []string, spans [][]uint32) bool {
	size := 0
	for _, s := range spans {
		size += len(s) / 2
	}
	if !g.begin(size) {
		return false
	}
	for k, text := range texts {
		start := g.next(k)
		s := spans[k]
		if g.used+len(s)/2 > bitPositions {
			return false
		}
		g.addSpans(text, s)
		g.endRef(start, len(texts))
	}
	g.done()
	return true
}

// addSpans puts the tokens text[s[i]:s[i+1]] of a reference at the next positions: bitTable.add
// written out in the loop, which the compiler would call for every token.
func (g *bitGrams) addSpans(text string, s []uint32) {
	t := &g.table
	slots, shift, used := t.slots, t.shift&63, g.used
	mask := len(slots) - 1
	for i := 0; i+1 < len(s); i += 2 {
		a, b := int(s[i]), int(s[i+1])
		var key uint64
		if n := b - a; n < 8 && a+8 <= len(text) {
			key = shortKey(load64(text[a:]), n)
		} else {
			key = spanKeyEnd(text, a, b)
		}
		j := int(((key^strHashSeed)*0x9E3779B97F4A7C15)>>shift) & mask
		for {
			sl := &slots[j]
			if sl.key == key && (key>>63 == 0 || sl.long == text[a:b]) {
				break
			}
			if sl.key == 0 {
				sl.key = key
				if key>>63 != 0 {
					sl.long = text[a:b]
				}
				t.used = append(t.used, int32(j))
				break
			}
			j = (j + 1) & mask
		}
		slots[j].mask.set(used)
		used++
	}
	g.used = used
}

// begin starts setting references of at most about tokens tokens in all.
func (g *bitGrams) begin(tokens int) bool {
	if g.order > bitMaxOrder {
		return false
	}
	g.table.reset(min(tokens, bitPositions))
	g.refLens, g.regions, g.used = g.refLens[:0], g.regions[:0], 0
	return true
}

// next returns the first position of reference k, leaving one free after the one before.
func (g *bitGrams) next(k int) int {
	if k > 0 {
		g.used++
	}
	return g.used
}

// endRef records the reference that took the positions from start, one of n.
func (g *bitGrams) endRef(start, n int) {
	g.refLens = append(g.refLens, g.used-start)
	if n > 1 {
		var reg bitMask
		for p := start; p < g.used; p++ {
			reg.set(p)
		}
		g.regions = append(g.regions, reg)
	}
}

// done readies the counts for the references set.
func (g *bitGrams) done() {
	if cap(g.chain) < g.order {
		g.chain = make([]bitMask, g.order)
		g.chain64 = make([]uint64, g.order)
	}
	g.chain, g.chain64 = g.chain[:g.order], g.chain64[:g.order]
	g.narrow = len(g.regions) == 0 && g.used <= 64
	if g.seen == nil {
		g.seen = make([]uint8, g.order*seenStride)
		g.hits = make([]int, g.order)
	}
}

// addRef gives the tokens of one reference the next positions, and reports whether they fit.
func (g *bitGrams) addRef(r string, spaced bool) bool {
	for key, tok := range tokenKeys(r, spaced) {
		if g.used >= bitPositions {
			return false
		}
		g.table.add(key, tok, g.used)
		g.used++
	}
	return true
}

// tokenKeys yields the key (shortKey or tokenKey) of each token of a tokenized line, with the
// token itself (empty for a short one, whose key is its bytes). Tokens are separated by single
// spaces when spaced (a short one is found and keyed from one 8-byte load), else by any white
// space.
func tokenKeys(line string, spaced bool) iter.Seq2[uint64, string] {
	return func(yield func(uint64, string) bool) {
		if !spaced {
			for tok := range normalize.FieldsSeq(line) {
				if !yield(tokenKey(tok), tok) {
					return
				}
			}
			return
		}
		for line != "" {
			if len(line) >= 8 {
				w := load64(line)
				if n := spaceInWord(w); n < 8 {
					if !yield(shortKey(w, n), "") {
						return
					}
					line = line[n+1:]
					continue
				}
			}
			n := indexSpace(line)
			if n < 0 {
				n = len(line)
			}
			if !yield(tokenKey(line[:n]), line[:n]) {
				return
			}
			line = line[min(n+1, len(line)):]
		}
	}
}

// start readies the counter for a hypothesis.
func (g *bitGrams) start() {
	clear(g.seen)
	clear(g.hits)
	g.depth = 0
}

// step counts the matches of the n-grams ending at a hypothesis token whose mask is m: the
// chain of each order grows by it, as far as the previous token's reached, and the n-grams
// that still stand are counted. A token the references lack (an empty mask) takes the same
// way, its order 1 counted nowhere (the spare position of seen, and no reference count to
// be below), rather than a branch of its own: whether a token is found is for the text to
// decide, and a mispredicted branch costs more than the counting.
func (g *bitGrams) step(m bitMask) {
	chain, seen, hits := g.chain, g.seen, g.hits
	prev, x := chain[0], m
	chain[0] = m
	limit := min(g.depth+1, len(chain))
	n := 0
	for {
		// The n-gram of order n+1 stands at x: count it if the hypothesis has seen it fewer
		// times than one reference holds it.
		refMax := 0
		if len(g.regions) == 0 {
			refMax = x.count()
		} else {
			for _, reg := range g.regions {
				refMax = max(refMax, x.and(reg).count())
			}
		}
		s := &seen[n*seenStride+x.lowest()]
		d := b2i(int(*s) < refMax)
		*s += uint8(d)
		hits[n] += d
		n++
		if n >= limit {
			break
		}
		x = m.and(prev.shift())
		if x.empty() {
			break
		}
		prev, chain[n] = chain[n], x
	}
	g.depth = n * b2i(!m.empty())
}

// stepMask is step, or step64 for a narrow segment.
func (g *bitGrams) stepMask(m bitMask) {
	if g.narrow {
		g.step64(m.lo)
	} else {
		g.step(m)
	}
}

// step64 is step for one reference of at most 64 tokens (narrow), its masks in one word.
func (g *bitGrams) step64(m uint64) {
	chain, seen, hits := g.chain64, g.seen, g.hits
	prev, x := chain[0], m
	chain[0] = m
	limit := min(g.depth+1, len(chain))
	n := 0
	for {
		// An empty x counts on position 64, which no token of a narrow reference takes.
		s := &seen[n*seenStride+bits.TrailingZeros64(x)]
		d := b2i(int(*s) < bits.OnesCount64(x))
		*s += uint8(d)
		hits[n] += d
		n++
		if n >= limit {
			break
		}
		x = m & (prev << 1)
		if x == 0 {
			break
		}
		prev, chain[n] = chain[n], x
	}
	g.depth = n * b2i(m != 0)
}

// seenStride is the stride of seen: a count per position, and one spare for the empty mask
// (whose lowest position is bitPositions).
const seenStride = bitPositions + 1

// finish writes the statistics of a hypothesis of n tokens to row.
func (g *bitGrams) finish(row []float64, n int) {
	for o, h := range g.hits {
		row[2+o] = float64(h)
	}
	row[0] = float64(n)
	row[1] = float64(closestLen(g.refLens, n))
	for o := 1; o <= g.order; o++ {
		row[1+g.order+o] = float64(max(0, n-o+1))
	}
}

// count writes BLEU's statistics of a tokenized hypothesis to row.
func (g *bitGrams) count(row []float64, hyp string, spaced bool) {
	g.start()
	n := 0
	for key, tok := range tokenKeys(hyp, spaced) {
		g.stepMask(g.table.find(key, tok))
		n++
	}
	g.finish(row, n)
}

// countSpans is count of a hypothesis given as its tokens' spans in text.
func (g *bitGrams) countSpans(row []float64, text string, spans []uint32) {
	g.start()
	if g.narrow {
		g.countSpans64(text, spans)
	} else {
		for i := 0; i < len(spans); i += 2 {
			a, b := int(spans[i]), int(spans[i+1])
			g.step(g.table.find(spanKey(text, a, b), text[a:b]))
		}
	}
	g.finish(row, len(spans)/2)
}

// countSpans64 is countSpans for a narrow segment: find and step64 written out in the loop,
// which the compiler would call for every token.
func (g *bitGrams) countSpans64(text string, spans []uint32) {
	slots, shift := g.table.slots, g.table.shift&63
	chain, seen, hits := g.chain64, g.seen, g.hits
	depth := g.depth
	for i := 0; i+1 < len(spans); i += 2 {
		a, b := int(spans[i]), int(spans[i+1])
		var key uint64
		if n := b - a; n < 8 && a+8 <= len(text) {
			key = shortKey(load64(text[a:]), n)
		} else {
			key = spanKeyEnd(text, a, b)
		}
		// find
		j := int(((key^strHashSeed)*0x9E3779B97F4A7C15)>>shift) & (len(slots) - 1)
		k, m := slots[j].key, slots[j].mask.lo
		if k != key && k != 0 || key>>63 != 0 {
			m = g.table.probe(key, text[a:b], j).lo
		} else if k == 0 {
			m = 0
		}
		// step64
		prev, x := chain[0], m
		chain[0] = m
		limit := min(depth+1, len(chain))
		n := 0
		for {
			s := &seen[n*seenStride+bits.TrailingZeros64(x)]
			d := b2i(int(*s) < bits.OnesCount64(x))
			*s += uint8(d)
			hits[n] += d
			n++
			if n >= limit {
				break
			}
			x = m & (prev << 1)
			if x == 0 {
				break
			}
			prev, chain[n] = chain[n], x
		}
		depth = n * b2i(m != 0)
	}
	g.depth = depth
}

// spanKey is the key of the token text[a:b]; a short one is read in one 8-byte load.
func spanKey(text string, a, b int) uint64 {
	if n := b - a; n < 8 && a+8 <= len(text) {
		return shortKey(load64(text[a:]), n)
	}
	return spanKeyEnd(text, a, b)
}

// spanKeyEnd is spanKey of a long token or one in the last 8 bytes of the line.
func spanKeyEnd(text string, a, b int) uint64 {
	if n := b - a; n < 8 && len(text) >= 8 {
		// The last 8 bytes, shifted down to the token.
		return shortKey(load64(text[len(text)-8:])>>(8*(a+8-len(text))), n)
	}
	return tokenKey(text[a:b])
}

// shortKey is the key of a token of n < 8 bytes held in the low bytes of w: the bytes
// themselves, with n in the top byte (never 0, and never a long token's key).
func shortKey(w uint64, n int) uint64 {
	return w&(1<<(8*n)-1) | uint64(n)<<56
}

// tokenKey is the key of any token: shortKey for a short one, its hash with the top bit set
// for a long one (whose bytes the table compares too).
func tokenKey(tok string) uint64 {
	if len(tok) >= 8 {
		return strHash(tok) | 1<<63
	}
	var w uint64
	for i := len(tok) - 1; i >= 0; i-- {
		w = w<<8 | uint64(tok[i])
	}
	return shortKey(w, len(tok))
}

// bitTable maps the references' tokens to their masks: an open-addressing table, cleared in
// time proportional to its use.
type bitTable struct {
	slots []bitSlot
	used  []int32
	shift uint // 64 - log2(len(slots))
}

type bitSlot struct {
	key  uint64 // 0: an empty slot
	mask bitMask
	long string // a long token's bytes
}

// reset empties the table and makes room for n tokens at a load of at most one half.
func (t *bitTable) reset(n int) {
	t.slots, t.used = resetSlots(t.slots, t.used, n)
	t.shift = uint(64 - bits.TrailingZeros(uint(len(t.slots))))
}

// slot returns the slot of key (with tok, for a long one), or the empty one where it would go.
func (t *bitTable) slot(key uint64, tok string) *bitSlot {
	mask := len(t.slots) - 1
	for i := int(((key ^ strHashSeed) * 0x9E3779B97F4A7C15) >> t.shift); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.key == key && (key>>63 == 0 || s.long == tok) || s.key == 0 {
			if s.key == 0 {
				t.used = append(t.used, int32(i))
			}
			return s
		}
	}
}

// add puts a reference token at position p.
func (t *bitTable) add(key uint64, tok string, p int) {
	s := t.slot(key, tok)
	if s.key == 0 {
		s.key = key
		if key>>63 != 0 {
			s.long = tok
		}
	}
	s.mask.set(p)
}

// find returns a hypothesis token's mask, empty if no reference has it. A short token is
// settled by its first slot without a branch on whether it is there (found or not is what the
// text decides, and a mispredicted branch costs more than the lookup): the slot holds it, or
// is empty, or the probe goes on.
func (t *bitTable) find(key uint64, tok string) bitMask {
	i := int(((key ^ strHashSeed) * 0x9E3779B97F4A7C15) >> t.shift)
	s := &t.slots[i]
	k, m := s.key, s.mask
	if k != key && k != 0 || key>>63 != 0 {
		return t.probe(key, tok, i)
	}
	if k == 0 {
		m = bitMask{}
	}
	return m
}

// probe is find from slot i on, for a long token or past a slot another token holds.
func (t *bitTable) probe(key uint64, tok string, i int) bitMask {
	mask := len(t.slots) - 1
	for ; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.key == key && (key>>63 == 0 || s.long == tok) {
			return s.mask
		}
		if s.key == 0 {
			return bitMask{}
		}
	}
}
