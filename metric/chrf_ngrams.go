package metric

import (
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// chrfCounter computes chrF's statistics of one segment at a time, reusing its buffers.
//
// Characters and words are numbered per segment (references first; hypothesis characters and
// words absent from every reference get 0, as they cannot match). An n-gram packs its numbers
// with its order's index in the top 4 bits of a uint64, and each reference's n-grams go into a
// table of their own. This is exact; segments whose n-grams do not pack take a string-keyed path.
type chrfCounter struct {
	c           *CHRF
	rep         repeats // the systems that repeat an earlier one's hypothesis (StatsMany)
	chars       runeIDs
	words       keyIDs
	refChars    [][]uint32
	refWords    [][]uint32
	hypChars    []uint32
	hypWords    []uint32
	tables      []chrfTable
	packed      bool
	noPack      bool // tests: always take the string-keyed path
	noPackRanks bool // tests: always take the numbered path
	noDirect    bool // tests: no direct arrays
	cw, ww      uint // bits per character and word number
	raw         []string
	touched     []*chrfCounts
	stats       []float64 // one reference's statistics
	co, wo      int       // the character and word orders kept (CHRF.layout)
	ranks       ranks     // n-gram numbering for segments whose n-grams do not pack

	// A segment with fewer than 64 distinct characters counts its character unigrams and
	// bigrams in arrays indexed by their numbers, not in the tables: direct orders (0, 1 or 2)
	// of stride = characters + 1, each reference's counts at c (unigrams) and
	// stride + c1*stride + c2 (bigrams), the hypothesis's in hypDirect, cleared after use.
	direct    int
	stride    int
	refDirect [][]int32
	hypDirect []int32

	// A segment with fewer than 64 distinct words counts chrF++'s word unigrams and bigrams
	// (word orders of at most 2) the same way: wstride = words + 1, each reference's counts in
	// refWords2, the hypothesis's in hypWords2.
	wdirect   bool
	wstride   int
	refWords2 [][]int32
	hypWords2 []int32

	// With direct arrays, orders 3 and up are refined classes (chrf_refine.go) rather than
	// table entries, when every reference is short enough.
	refine   bool
	noRefine bool // tests: keep orders 3 and up in the tables
	refined  []refineRef
	cur      []uint16
	hypCnt   [][]uint16 // the hypothesis's counts by order (3, 4, ...) and class
	active   []activeGram
}

// maxDirectStride bounds the direct arrays (64 + 64*64 counts each), and maxDirectRefs the
// references that have them (each has 16 KB of them, and more for its classes, whatever its
// length): a segment of more references takes the tables.
const (
	maxDirectStride = 64
	maxDirectRefs   = 16
)

// bigram is the index of the bigram of characters a, b in the direct arrays of stride s.
func bigram(s int, a, b uint32) int { return s + int(a)*s + int(b) }

func newChrfCounter(c *CHRF) *chrfCounter {
	return &chrfCounter{c: c, co: c.cfg.CharOrder, wo: c.cfg.WordOrder}
}

// setRefs counts the n-grams of each (preprocessed) reference of a segment.
func (k *chrfCounter) setRefs(refs []string) {
	k.clearDirect()
	k.raw = refs
	size := 0
	for _, r := range refs {
		size += len(r)
	}
	// Tables start small and grow: a long segment has few distinct characters.
	k.chars.reset()
	k.words.reset(min(size/4, 1<<12))
	if k.setLongRefs(refs, size) {
		return
	}
	k.refChars = grow(k.refChars, len(refs))
	k.refWords = grow(k.refWords, len(refs))
	for i, r := range refs {
		k.refChars[i] = k.charIDs(k.refChars[i][:0], r, true)
		k.refWords[i] = k.wordIDs(k.refWords[i][:0], r, true)
	}
	k.cw = uint(bits.Len32(uint32(k.chars.n)))
	k.ww = uint(bits.Len32(uint32(k.words.n)))
	grams := 0
	for i := range refs {
		grams += k.co*len(k.refChars[i]) + k.wo*len(k.refWords[i])
	}
	// Packed n-grams go into a table; a long segment's would be large: they are numbered.
	k.packed = !k.noPack && !k.noPackRanks && k.co+k.wo <= 16 && int(k.cw)*k.co <= 60 && int(k.ww)*k.wo <= 60 &&
		grams <= maxPackedGrams
	if !k.packed {
		return
	}
	if len(k.tables) < len(refs) {
		k.tables = append(k.tables, make([]chrfTable, len(refs)-len(k.tables))...)
	}
	if k.stride = k.chars.n + 1; k.stride <= maxDirectStride && len(refs) <= maxDirectRefs && !k.noDirect {
		k.direct = min(k.co, 2)
		size := maxDirectStride * (maxDirectStride + 1)
		for len(k.refDirect) < len(refs) {
			k.refDirect = append(k.refDirect, make([]int32, size))
		}
		if k.hypDirect == nil {
			k.hypDirect = make([]int32, size)
		}
	}
	if k.wstride = k.words.n + 1; k.wo > 0 && k.wo <= 2 && k.wstride <= maxDirectStride && len(refs) <= maxDirectRefs && !k.noDirect {
		k.wdirect = true
		size := maxDirectStride * (maxDirectStride + 1)
		for len(k.refWords2) < len(refs) {
			k.refWords2 = append(k.refWords2, make([]int32, size))
		}
		if k.hypWords2 == nil {
			k.hypWords2 = make([]int32, size)
		}
	}
	if k.direct == 2 && k.co >= 3 && !k.noRefine {
		k.refine = true
		for i := range refs {
			k.refine = k.refine && refinable(len(k.refChars[i]), k.stride)
		}
		for len(k.refined) < len(refs) {
			k.refined = append(k.refined, refineRef{})
		}
	}
	skip := k.direct
	if k.refine {
		skip = k.co
	}
	for i := range refs {
		t := &k.tables[i]
		ids := k.refChars[i]
		words := k.wo * len(k.refWords[i])
		if k.wdirect {
			words = 0
			addDirect(k.refWords2[i], k.refWords[i], k.wstride, k.wo)
		}
		t.reset(max(0, k.co-skip)*len(ids) + words)
		if k.refine {
			k.cur = k.refined[i].build(ids, k.stride, k.co, k.cur)
		}
		if k.direct > 0 {
			addDirect(k.refDirect[i], ids, k.stride, k.direct)
		}
		if skip < k.co {
			addNgrams(t, ids, k.co, k.cw, 0, skip)
		}
		if !k.wdirect {
			addNgrams(t, k.refWords[i], k.wo, k.ww, k.co, 0)
		}
	}
}

// addDirect counts the unigrams and (with order 2) bigrams of ids, characters or words, in d,
// direct arrays of stride s.
func addDirect(d []int32, ids []uint32, s, order int) {
	for j, c := range ids {
		d[c]++
		if order == 2 && j+1 < len(ids) {
			d[bigram(s, c, ids[j+1])]++
		}
	}
}

// clearDirectCounts zeroes what addDirect (or the hypothesis's matching) counted of ids in d.
func clearDirectCounts(d []int32, ids []uint32, s int) {
	for j, c := range ids {
		d[c] = 0
		if j+1 < len(ids) {
			d[bigram(s, c, ids[j+1])] = 0
		}
	}
}

// clearDirect zeroes the direct counts of the last segment's references.
func (k *chrfCounter) clearDirect() {
	if k.wdirect {
		for i := range k.raw {
			clearDirectCounts(k.refWords2[i], k.refWords[i], k.wstride)
		}
		k.wdirect = false
	}
	if k.direct == 0 {
		return
	}
	for i := range k.raw {
		clearDirectCounts(k.refDirect[i], k.refChars[i], k.stride)
	}
	if k.refine {
		for i := range k.raw {
			k.refined[i].clear()
		}
		k.refine = false
	}
	k.direct = 0
}

func grow(s [][]uint32, n int) [][]uint32 {
	if cap(s) < n {
		s = append(s[:cap(s)], make([][]uint32, n-cap(s))...)
	}
	return s[:n]
}

// charIDs appends the numbers of line's characters, without whitespace unless chrF keeps it.
// An ASCII character already numbered in this segment is looked up inline.
func (k *chrfCounter) charIDs(dst []uint32, line string, add bool) []uint32 {
	keep := k.c.cfg.Whitespace
	block, stamp := k.chars.ascii()
	// At most one number per byte: written in place, with no append's check per character.
	dst = slices.Grow(dst, len(line))
	out, n := dst[len(dst):cap(dst)], 0
	skip := &asciiSpaces
	if keep {
		skip = &noSpaces
	}
	for i := 0; i < len(line); {
		if c := line[i]; c < utf8.RuneSelf {
			// A space is written and not kept (n does not move) rather than branched around:
			// where spaces fall is for the text to decide. A character not yet numbered in this
			// segment (rare after its first time) takes the branch.
			i++
			v, sp := block[c], skip[c]
			if b2i(v>>32 != stamp)&^sp != 0 {
				v = uint64(k.chars.id(rune(c), add))
			}
			out[n] = uint32(v)
			n += 1 &^ sp
			continue
		}
		r, size := utf8.DecodeRuneInString(line[i:])
		i += size
		if keep || !normalize.IsSpace(r) {
			out[n] = k.chars.id(r, add)
			n++
		}
	}
	return dst[:len(dst)+n]
}

// asciiSpaces is 1 for the ASCII characters of Python's white space, noSpaces for none (chrF
// with whitespace kept).
var asciiSpaces, noSpaces = func() (t [utf8.RuneSelf]int) {
	for c := range utf8.RuneSelf {
		if normalize.IsSpace(rune(c)) {
			t[c] = 1
		}
	}
	return t
}(), [utf8.RuneSelf]int{}

// wordIDs appends the numbers of line's words for chrF++, with punctuation split off as
// chrfWords does, without building the words' list.
func (k *chrfCounter) wordIDs(dst []uint32, line string, add bool) []uint32 {
	if k.c.cfg.WordOrder == 0 {
		return dst
	}
	for a, b := normalize.NextField(line, 0); a < len(line); a, b = normalize.NextField(line, b) {
		w := line[a:b]
		n := len(w)
		if _, size := utf8.DecodeRuneInString(w); size == n { // one character
			dst = append(dst, k.wordID(line, a, b, add))
			continue
		}
		switch {
		case asciiPunct[w[n-1]]:
			dst = append(dst, k.wordID(line, a, b-1, add), k.wordID(line, b-1, b, add))
		case asciiPunct[w[0]]:
			dst = append(dst, k.wordID(line, a, a+1, add), k.wordID(line, a+1, b, add))
		default:
			dst = append(dst, k.wordID(line, a, b, add))
		}
	}
	return dst
}

// wordID is the number of the word line[a:b].
func (k *chrfCounter) wordID(line string, a, b int, add bool) uint32 {
	return k.words.id(spanKey(line, a, b), line[a:b], add)
}

// chrfWords appends SacreBLEU's _remove_punctuation of a line's words to dst: each word longer
// than one character loses one ASCII punctuation character, from its end if it has one there,
// else from its start ("(hi)" gives "(hi" and ")", SacreBLEU issue #124).
func chrfWords(dst []string, words []string) []string {
	for _, w := range words {
		switch {
		case utf8.RuneCountInString(w) == 1:
			dst = append(dst, w)
		case asciiPunct[w[len(w)-1]]:
			dst = append(dst, w[:len(w)-1], w[len(w)-1:])
		case asciiPunct[w[0]]:
			dst = append(dst, w[:1], w[1:])
		default:
			dst = append(dst, w)
		}
	}
	return dst
}

// asciiPunct is Python's string.punctuation.
var asciiPunct = func() (t [256]bool) {
	for _, c := range []byte("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~") {
		t[c] = true
	}
	return t
}()

// An n-gram's key packs its numbers, width bits each, under its order's index (base plus
// n-1) in the top 4 bits: character orders 1..CharOrder first, then word orders.
func orderTag(order int) uint64 { return uint64(order) << 60 }

// addNgrams counts the n-grams of orders skip+1..maxN of a reference in t.
func addNgrams(t *chrfTable, ids []uint32, maxN int, width uint, base, skip int) {
	for i := range ids {
		var key uint64
		for n := 0; n < maxN && i+n < len(ids); n++ {
			key = key<<width | uint64(ids[i+n])
			if n >= skip {
				t.entry(key|orderTag(base+n)).ref++
			}
		}
	}
}

// matchNgrams adds to k.stats the hypothesis n-grams of orders 1..maxN clipped by their counts
// in t. An n-gram with a 0 number is in no reference, and an n-gram absent from the reference
// cannot start a longer one that is present.
func (k *chrfCounter) matchNgrams(t *chrfTable, ids []uint32, maxN int, width uint, base int) {
	for i := range ids {
		k.matchFrom(t, ids, i, 0, 0, maxN, width, base)
	}
}

// matchFrom is matchNgrams at position i from order index n on, key packing ids[i:i+n].
func (k *chrfCounter) matchFrom(t *chrfTable, ids []uint32, i, n int, key uint64, maxN int, width uint, base int) {
	for ; n < maxN && i+n < len(ids) && ids[i+n] != 0; n++ {
		key = key<<width | uint64(ids[i+n])
		e := t.find(key | orderTag(base+n))
		if e == nil {
			break
		}
		if e.hyp < e.ref {
			k.stats[3*(base+n)+2]++
		}
		if e.hyp == 0 {
			k.touched = append(k.touched, e)
		}
		e.hyp++
	}
}

// matchChars is matchNgrams of the hypothesis's characters against reference i, its first
// k.direct orders counted in the direct arrays.
func (k *chrfCounter) matchChars(t *chrfTable, i int) {
	ids := k.hypChars
	if k.direct == 0 {
		k.matchNgrams(t, ids, k.co, k.cw, 0)
		return
	}
	if k.refine {
		k.matchRefined(i)
		return
	}
	ref, hyp, s := k.refDirect[i], k.hypDirect, k.stride
	for j, c := range ids {
		if c == 0 || ref[c] == 0 {
			continue
		}
		if hyp[c] < ref[c] {
			k.stats[2]++
		}
		hyp[c]++
		if k.direct == 1 {
			k.matchFrom(t, ids, j, 1, uint64(c), k.co, k.cw, 0)
			continue
		}
		if j+1 == len(ids) || ids[j+1] == 0 {
			continue
		}
		b := bigram(s, c, ids[j+1])
		if ref[b] == 0 {
			continue
		}
		if hyp[b] < ref[b] {
			k.stats[5]++
		}
		hyp[b]++
		k.matchFrom(t, ids, j, 2, uint64(c)<<k.cw|uint64(ids[j+1]), k.co, k.cw, 0)
	}
	for j, c := range ids {
		hyp[c] = 0
		if j+1 < len(ids) {
			hyp[bigram(s, c, ids[j+1])] = 0
		}
	}
}

// matchRefined is matchChars against reference i when its unigrams and bigrams are in the
// direct arrays and its longer n-grams in refined classes. It goes order by order over the
// whole hypothesis rather than position by position: the bigrams' classes at every position,
// then the positions whose n-gram of the order before stands in the reference (the active ones,
// kept with their classes) step to the next order. No loop has a branch that the text decides,
// but for the active positions' shrinking, and a hypothesis count is raised only while it is
// below the reference's, so it never exceeds a reference count.
func (k *chrfCounter) matchRefined(i int) {
	ids := k.hypChars
	ref, hyp, s := k.refDirect[i], k.hypDirect, k.stride
	r := &k.refined[i]
	k.stats[2] += float64(clipUnigrams(ids, ref, hyp))
	if len(ids) < 2 {
		clearDirectCounts(k.hypDirect, ids, k.stride)
		return
	}
	if cap(k.active) < len(ids) {
		k.active = make([]activeGram, len(ids))
	}
	act := k.active[:len(ids)]
	m, na := 0, 0
	for j := range len(ids) - 1 {
		b := bigram(s, ids[j], ids[j+1])
		h := hyp[b]
		d := b2i(h < ref[b])
		hyp[b] = h + int32(d)
		m += d
		cl := r.cls2[b]
		act[na] = activeGram{j: int32(j), cl: cl} // kept if cl is not 0
		na += b2i(cl != 0)
	}
	k.stats[5] += float64(m)
	for lvl := 0; lvl < r.levels && na > 0; lvl++ {
		o := &r.orders[lvl]
		h := k.hypCounts(lvl, len(o.cnt))
		last := int32(len(ids) - lvl - 3) // the last position with an n-gram of this order
		for na > 0 && act[na-1].j > last {
			na--
		}
		m, kept := 0, 0
		for _, a := range act[:na] {
			cl := o.trans[int(a.cl)*s+int(ids[int(a.j)+lvl+2])]
			x := h[cl]
			d := b2i(x < o.cnt[cl]) // cnt[0] is 0: an absent n-gram never counts
			h[cl] = x + uint16(d)
			m += d
			act[kept] = activeGram{j: a.j, cl: cl} // kept if cl is not 0
			kept += b2i(cl != 0)
		}
		k.stats[3*(lvl+2)+2] += float64(m)
		na = kept
	}
	for n := range r.levels {
		if n < len(k.hypCnt) {
			clear(k.hypCnt[n])
		}
	}
	clearDirectCounts(k.hypDirect, ids, k.stride)
}

// matchWords adds to k.stats the hypothesis's word unigrams and bigrams clipped by their
// counts in reference i, from the direct arrays, as matchRefined counts characters.
func (k *chrfCounter) matchWords(i int) {
	ids, ref, hyp, s := k.hypWords, k.refWords2[i], k.hypWords2, k.wstride
	k.stats[3*k.co+2] += float64(clipUnigrams(ids, ref, hyp))
	if k.wo == 2 {
		m := 0
		for j := 0; j+1 < len(ids); j++ {
			b := bigram(s, ids[j], ids[j+1])
			h := hyp[b]
			d := b2i(h < ref[b])
			hyp[b] = h + int32(d)
			m += d
		}
		k.stats[3*k.co+5] += float64(m)
	}
	clearDirectCounts(hyp, ids, s)
}

// clipUnigrams counts the hypothesis's symbols ids (0 for one no reference has; ref[0] is 0)
// while their counts in hyp are below ref's, raising those counts.
func clipUnigrams(ids []uint32, ref, hyp []int32) int {
	m := 0
	for _, c := range ids {
		h := hyp[c]
		d := b2i(h < ref[c])
		hyp[c] = h + int32(d)
		m += d
	}
	return m
}

// activeGram is a hypothesis position whose n-gram of the order at hand stands in the
// reference, with its class.
type activeGram struct {
	j  int32
	cl uint16
}

// hypCounts returns the hypothesis's counts of refined level lvl, n classes, zeroed.
func (k *chrfCounter) hypCounts(lvl, n int) []uint16 {
	for len(k.hypCnt) <= lvl {
		k.hypCnt = append(k.hypCnt, nil)
	}
	if cap(k.hypCnt[lvl]) < n {
		k.hypCnt[lvl] = make([]uint16, n, max(n, 2*cap(k.hypCnt[lvl])))
	}
	k.hypCnt[lvl] = k.hypCnt[lvl][:n]
	return k.hypCnt[lvl]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// count writes the statistics of a preprocessed hypothesis against the best reference of the
// last setRefs to row.
func (k *chrfCounter) count(row []float64, hyp string) {
	if k.countLong(row, hyp) {
		return
	}
	k.hypChars = k.charIDs(k.hypChars[:0], hyp, false)
	k.hypWords = k.wordIDs(k.hypWords[:0], hyp, false)
	if len(k.stats) != len(row) {
		k.stats = make([]float64, len(row))
	}
	best := -1.0
	for i := range k.raw {
		switch {
		case k.packed:
			k.refStats(i)
		case k.noPack:
			k.refStatsStrings(hyp, k.raw[i]) // tests: SacreBLEU's way, as an oracle
		default:
			k.ranks.fill(k.stats, k.hypChars, k.refChars[i], k.co, 0)
			k.ranks.fill(k.stats, k.hypWords, k.refWords[i], k.wo, k.co)
		}
		// The first reference with the best sentence-level F wins. A lone reference wins
		// without its F: with a finite beta, F is a number, above best's -1.
		if len(k.raw) == 1 {
			copy(row, k.stats)
			break
		}
		if f := k.c.fScore(k.stats); f > best {
			best = f
			copy(row, k.stats)
		}
	}
}

// refStats fills k.stats with the triples of the hypothesis against reference i.
func (k *chrfCounter) refStats(i int) {
	k.totals(len(k.hypChars), len(k.refChars[i]), k.co, 0)
	k.totals(len(k.hypWords), len(k.refWords[i]), k.wo, k.co)
	t := &k.tables[i]
	k.matchChars(t, i)
	if k.wdirect {
		k.matchWords(i)
	} else {
		k.matchNgrams(t, k.hypWords, k.wo, k.ww, k.co)
	}
	for _, e := range k.touched {
		e.hyp = 0
	}
	k.touched = k.touched[:0]
}

// totals sets the n-gram counts of orders 1..maxN and clears their matches. A hypothesis
// count is 0 when the reference has no n-gram of that order (SacreBLEU's quirk).
func (k *chrfCounter) totals(hypLen, refLen, maxN, base int) {
	for n := 1; n <= maxN; n++ {
		h, r := max(0, hypLen-n+1), max(0, refLen-n+1)
		if r == 0 {
			h = 0
		}
		s := k.stats[3*(base+n-1):]
		s[0], s[1], s[2] = float64(h), float64(r), 0
	}
}

// refStatsStrings is the general path, with n-grams keyed by their text as in SacreBLEU.
func (k *chrfCounter) refStatsStrings(hyp, ref string) {
	hc, rc := k.charNgramText(hyp), k.charNgramText(ref)
	hw, rw := chrfWords(nil, normalize.Fields(hyp)), chrfWords(nil, normalize.Fields(ref))
	for n := 1; n <= k.co; n++ {
		k.matchStrings(n-1, runeNgrams(hc, n), runeNgrams(rc, n))
	}
	for n := 1; n <= k.wo; n++ {
		k.matchStrings(k.co+n-1, wordNgrams(hw, n), wordNgrams(rw, n))
	}
}

func (k *chrfCounter) charNgramText(s string) []rune {
	if k.c.cfg.Whitespace {
		return []rune(s)
	}
	return []rune(strings.Join(normalize.Fields(s), ""))
}

// matchStrings is SacreBLEU's _get_match_statistics for one order.
func (k *chrfCounter) matchStrings(order int, hyp, ref map[string]int) {
	h, r, m := 0, 0, 0
	for g, n := range hyp {
		h += n
		m += min(n, ref[g])
	}
	for _, n := range ref {
		r += n
	}
	if len(ref) == 0 {
		h = 0
	}
	s := k.stats[3*order:]
	s[0], s[1], s[2] = float64(h), float64(r), float64(m)
}

func runeNgrams(rs []rune, n int) map[string]int {
	out := map[string]int{}
	for i := 0; i+n <= len(rs); i++ {
		out[string(rs[i:i+n])]++
	}
	return out
}

func wordNgrams(ws []string, n int) map[string]int {
	out := map[string]int{}
	for i := 0; i+n <= len(ws); i++ {
		out[strings.Join(ws[i:i+n], " ")]++
	}
	return out
}
