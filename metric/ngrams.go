package metric

import (
	"math/bits"
	"strings"

	"github.com/sacre-mt/sacre/normalize"
)

// ngramCounter counts BLEU's clipped n-gram matches of one segment at a time, reusing its
// buffers, so memory grows with the n-grams of the longest segment, not with the corpus.
//
// Tokens are numbered per segment (1, 2, ...) and an n-gram packs its token numbers into a
// uint64 when that fits (order * bits per number <= 64, e.g. fewer than 2^16 distinct tokens
// for order 4). Distinct orders cannot collide: the first number is never 0. Packed keys go
// into a small open-addressing table; this is exact, unlike hashing the n-grams' text.
// Segments whose keys do not fit take a slower string-keyed path.
type ngramCounter struct {
	order   int
	spaced  bool // tokens are separated by single spaces (tokenizers.SingleSpaced)
	ids     idTable[string]
	hyp     []uint32
	refs    [][]uint32
	table   ngramTable
	width   uint     // bits per token number; 0 when the segment's n-grams do not pack
	raw     []string // the references, for the string-keyed path
	touched []*ngramCounts
	// numbered: the segment's n-grams are numbered order by order (ranks) rather than packed
	// into a table: they do not pack, or the table would be large (a long segment).
	numbered    bool
	stringsOnly bool // tests: SacreBLEU's string-keyed counting
	noPack      bool // tests: always number n-grams
	ranks       bleuRanks
	// onBits: the segment's references fit bitGrams, which counts every hypothesis of it.
	onBits bool
	noBits bool // tests: never count bit-parallel
	bits   bitGrams
}

// maxPackedGrams bounds the packed table: beyond a million n-grams (a long segment), the
// numbered path takes less memory.
const maxPackedGrams = 1 << 20

func newNgramCounter(order int, spaced bool) *ngramCounter {
	return &ngramCounter{order: order, spaced: spaced, bits: bitGrams{order: order}}
}

// setRefs makes refs (tokenized) the references of the following count calls, counting
// their n-grams once for any number of hypotheses.
func (c *ngramCounter) setRefs(refs []string) {
	c.raw = refs
	c.onBits = c.bitsOK() && c.bits.setRefs(refs, c.spaced)
	if c.onBits {
		return
	}
	size := 0
	for _, r := range refs {
		size += len(r) // bytes bound the number of tokens
	}
	c.ids.reset(min(size/4, 1<<12)) // the table grows as needed: long lines repeat tokens
	if c.setLongRefs(refs, size) {
		return
	}
	if cap(c.refs) < len(refs) {
		c.refs = make([][]uint32, len(refs))
	}
	c.refs = c.refs[:len(refs)]
	grams := 0
	for k, r := range refs {
		c.refs[k] = c.tokenIDs(c.refs[k][:0], r, true)
		grams += len(c.refs[k])
	}
	c.width = uint(bits.Len32(uint32(c.ids.n)))
	c.numbered = c.noPack || c.stringsOnly || int(c.width)*c.order > 64 || grams*c.order > maxPackedGrams
	if c.numbered {
		return
	}
	c.table.reset(grams * c.order)
	for k, r := range c.refs {
		c.addRef(r, int32(k))
	}
}

// setRefSpans makes references given as their tokens' spans in texts (tokenizers.Spanner)
// the references of the following count calls, if they fit the bit-parallel counting, and
// reports whether they did; if not, the caller gives them tokenized to setRefs.
func (c *ngramCounter) setRefSpans(texts []string, spans [][]uint32) bool {
	c.onBits = c.bitsOK() && c.bits.setSpans(texts, spans)
	return c.onBits
}

// bitsOK reports whether the bit-parallel counting may be tried (tests turn it off).
func (c *ngramCounter) bitsOK() bool {
	return !c.noBits && !c.noPack && !c.stringsOnly && !c.ranks.force
}

// count writes BLEU's statistics of a tokenized hypothesis against the references of the
// last setRefs to row: [hyp_len, ref_len, correct_1..N, total_1..N].
func (c *ngramCounter) count(row []float64, hyp string) {
	if c.onBits {
		c.bits.count(row, hyp, c.spaced)
		return
	}
	if c.countLong(row, hyp) {
		return
	}
	// Hypothesis tokens absent from the references get 0: no n-gram with them can match.
	c.hyp = c.tokenIDs(c.hyp[:0], hyp, false)
	row[0] = float64(len(c.hyp))
	row[1] = float64(c.closestRefLen(len(c.hyp)))
	if c.numbered {
		if c.stringsOnly {
			c.countStrings(row, hyp, c.raw) // tests: SacreBLEU's way, as an oracle
		} else {
			c.countNumbered(row[2 : 2+c.order])
		}
		for n := 1; n <= c.order; n++ {
			row[1+c.order+n] = float64(max(0, len(c.hyp)-n+1))
		}
		return
	}
	c.matchHyp(row[2 : 2+c.order])
	for n := 1; n <= c.order; n++ {
		row[1+c.order+n] = float64(max(0, len(c.hyp)-n+1))
	}
}

// spansFit reports whether countSpans can count a hypothesis of n bytes against the references
// of the last setRefs: their n-grams are packed in the table, and neither side is long (its
// tokens at most twice its bytes).
func (c *ngramCounter) spansFit(n int) bool {
	return (c.onBits || !c.numbered && !c.ranks.long) && 2*n <= longBytes
}

// countSpans is count of a hypothesis given as its tokens' spans in text
// (tokenizers.Spanner), when spansFit.
func (c *ngramCounter) countSpans(row []float64, text string, spans []uint32) {
	if c.onBits {
		c.bits.countSpans(row, text, spans)
		return
	}
	hyp := c.hyp[:0]
	for i := 0; i < len(spans); i += 2 {
		a, b := int(spans[i]), int(spans[i+1])
		if n := b - a; n < 8 && a+8 <= len(text) {
			hyp = append(hyp, c.ids.idHashed(text[a:b], strHashWord(load64(text[a:]), n), false))
		} else {
			hyp = append(hyp, c.ids.id(text[a:b], false))
		}
	}
	c.hyp = hyp
	row[0] = float64(len(hyp))
	row[1] = float64(c.closestRefLen(len(hyp)))
	c.matchHyp(row[2 : 2+c.order])
	for n := 1; n <= c.order; n++ {
		row[1+c.order+n] = float64(max(0, len(hyp)-n+1))
	}
}

// tokenIDs appends the numbers of line's whitespace-separated tokens to dst, numbering new
// tokens if add is set and giving them 0 otherwise.
func (c *ngramCounter) tokenIDs(dst []uint32, line string, add bool) []uint32 {
	if c.spaced {
		return c.spacedIDs(dst, line, add)
	}
	for tok := range normalize.FieldsSeq(line) {
		dst = append(dst, c.ids.id(tok, add))
	}
	return dst
}

// spacedIDs is tokenIDs of tokens separated by single spaces. A token shorter than 8 bytes
// (most are) is found and hashed from one 8-byte load.
func (c *ngramCounter) spacedIDs(dst []uint32, line string, add bool) []uint32 {
	for line != "" {
		if len(line) >= 8 {
			w := load64(line)
			if n := spaceInWord(w); n < 8 {
				dst = append(dst, c.ids.idHashed(line[:n], strHashWord(w, n), add))
				line = line[n+1:]
				continue
			}
		}
		n := indexSpace(line)
		if n < 0 {
			return append(dst, c.ids.id(line, add))
		}
		dst = append(dst, c.ids.id(line[:n], add))
		line = line[n+1:]
	}
	return dst
}

// closestRefLen is the reference length closest to the hypothesis length, the shorter one on
// ties (SacreBLEU's _get_closest_ref_len). Without references it is 0.
func (c *ngramCounter) closestRefLen(hypLen int) int {
	best, bestDiff := 0, -1
	for _, r := range c.refs {
		diff := hypLen - len(r)
		if diff < 0 {
			diff = -diff
		}
		if bestDiff == -1 || diff < bestDiff || (diff == bestDiff && len(r) < best) {
			best, bestDiff = len(r), diff
		}
	}
	return best
}

// addRef counts the n-grams of reference k, keeping per n-gram the largest count of any
// reference (SacreBLEU merges references with max).
func (c *ngramCounter) addRef(ids []uint32, k int32) {
	for i := range ids {
		var key uint64
		for n := 0; n < c.order && i+n < len(ids); n++ {
			key = key<<c.width | uint64(ids[i+n])
			e := c.table.entry(key)
			if e.ref != k+1 {
				e.ref, e.cur = k+1, 0
			}
			e.cur++
			e.refMax = max(e.refMax, e.cur)
		}
	}
}

// matchHyp adds, per order, the hypothesis n-grams clipped by their reference counts.
// An n-gram absent from the references cannot start a longer one that is present.
func (c *ngramCounter) matchHyp(correct []float64) {
	ids := c.hyp
	for i := range ids {
		var key uint64
		for n := 0; n < c.order && i+n < len(ids) && ids[i+n] != 0; n++ {
			key = key<<c.width | uint64(ids[i+n])
			e := c.table.find(key)
			if e == nil {
				break
			}
			// Count a match while the hypothesis has seen no more of it than the references hold.
			if e.hyp < e.refMax {
				correct[n]++
			}
			if e.hyp == 0 {
				c.touched = append(c.touched, e)
			}
			e.hyp++
		}
	}
	// Leave the table ready for the next hypothesis of the segment.
	for _, e := range c.touched {
		e.hyp = 0
	}
	c.touched = c.touched[:0]
}

// countStrings is the general path for segments with too many distinct tokens to pack:
// n-grams are keyed by their tokens joined with spaces, which tokens never contain.
func (c *ngramCounter) countStrings(row []float64, hyp string, refs []string) {
	maxRef := map[string]int{}
	for _, r := range refs {
		for g, n := range stringNgrams(r, c.order) {
			maxRef[g] = max(maxRef[g], n)
		}
	}
	for g, n := range stringNgrams(hyp, c.order) {
		order := strings.Count(g, " ") + 1
		row[1+c.order+order] += float64(n)
		row[1+order] += float64(min(n, maxRef[g]))
	}
}

// stringNgrams counts the n-grams of orders 1..order of a tokenized line.
func stringNgrams(line string, order int) map[string]int {
	toks := normalize.Fields(line)
	counts := map[string]int{}
	for n := 1; n <= order; n++ {
		for i := 0; i+n <= len(toks); i++ {
			counts[strings.Join(toks[i:i+n], " ")]++
		}
	}
	return counts
}
