package sentencepiece

// symbol is one symbol of a BPE segmentation in progress: the bytes
// [start, end) of the normalized text, linked to its neighbours (-1 at the
// ends). A merged-away symbol is empty; a frozen one (a user-defined symbol)
// never merges.
type symbol struct {
	prev, next int32
	start, end int32
	freeze     bool
}

// symPair is a candidate merge of two adjacent symbols into a piece of the
// vocabulary. size is the merged length when the pair was found: a pair
// whose symbols have changed since then no longer adds up to it.
type symPair struct {
	left, right int32
	score       float32
	size        int32
}

// before is the order of bpe::Model's priority queue: the highest score
// first and, among equal scores, the leftmost pair.
func (a symPair) before(b symPair) bool {
	return a.score > b.score || (a.score == b.score && a.left < b.left)
}

// bpeRun is one BPE encoding: the symbols, the queue of candidate merges and
// the reverse merges of UNUSED pieces, which get split again at the end.
type bpeRun struct {
	p        *Processor
	norm     []byte
	syms     []symbol
	agenda   []symPair
	revMerge map[string][2]span
}

// encodeBPE segments norm as bpe::Model::SampleEncode does without
// dropout, word by word when the model allows it (see words.go).
func (p *Processor) encodeBPE(st *state, norm []byte) {
	if !p.wordMode {
		st.spans = p.bpe(st, st.spans, norm)
		return
	}
	for start := 0; start < len(norm); {
		end := nextWord(norm, start, p.norm.treatWhitespaceAsSuffix)
		word := norm[start:end]
		spans, _, _, ok := st.bpeCache.get(word)
		if !ok {
			st.word = p.bpe(st, st.word[:0], word)
			spans = st.word
			if len(word) <= maxCachedWord {
				st.bpeCache.put(word, spans, 0, 0)
			}
		}
		for _, s := range spans {
			st.spans = append(st.spans, span{s.start + int32(start), s.end + int32(start), s.id})
		}
		start = end
	}
}

// bpe appends the pieces of text to spans: split it into characters
// (user-defined symbols whole and frozen), then repeatedly merge the
// best-scoring adjacent pair that forms a piece.
func (p *Processor) bpe(st *state, spans []span, text []byte) []span {
	r := bpeRun{p: p, norm: text, syms: st.syms[:0], agenda: st.agenda[:0]}
	if p.hasUnused {
		r.revMerge = map[string][2]span{}
	}
	for i := 0; i < len(text); {
		l, frozen := p.matchSymbol(text[i:])
		idx := int32(len(r.syms))
		r.syms = append(r.syms, symbol{prev: idx - 1, next: idx + 1, start: int32(i), end: int32(i + l), freeze: frozen})
		i += l
	}
	r.syms[len(r.syms)-1].next = -1
	r.mergeByQueue()
	for i := int32(0); i != -1; i = r.syms[i].next {
		s := r.syms[i]
		spans = r.resegment(spans, s.start, s.end)
	}
	st.syms, st.agenda = r.syms, r.agenda[:0]
	return spans
}

// mergeByQueue merges pairs as bpe::Model does, with a priority queue.
func (r *bpeRun) mergeByQueue() {
	for i := 1; i < len(r.syms); i++ {
		r.maybeAdd(int32(i-1), int32(i))
	}
	for len(r.agenda) > 0 {
		r.merge(r.pop())
	}
}

// matchSymbol returns the length of the longest user-defined symbol at the
// start of s and true, or the length of its first character and false
// (PrefixMatcher::PrefixMatch).
func (p *Processor) matchSymbol(s []byte) (int, bool) {
	if p.userDefined != nil {
		if l, _ := longestPrefix(p.userDefined, s); l > 0 {
			return l, true
		}
	}
	return min(oneCharLen(s[0]), len(s)), false
}

func (s *symbol) size() int32 { return s.end - s.start }

// maybeAdd queues the merge of symbols left and right if it forms a piece.
func (r *bpeRun) maybeAdd(left, right int32) {
	if left == -1 || right == -1 || r.syms[left].freeze || r.syms[right].freeze {
		return
	}
	l, rt := r.syms[left], r.syms[right]
	piece := r.norm[l.start : l.start+l.size()+rt.size()]
	id := lookup(r.p.vocab, piece)
	if id < 0 {
		return
	}
	r.push(symPair{left, right, r.p.pieces[id].score, int32(len(piece))})
	if r.p.kinds[id] == pieceUnused {
		// As in the C++ code, the last pair found for a piece wins.
		r.revMerge[string(piece)] = [2]span{{l.start, l.end, -1}, {rt.start, rt.end, -1}}
	}
}

// merge applies a queued merge unless it is stale.
func (r *bpeRun) merge(top symPair) {
	l, rt := &r.syms[top.left], &r.syms[top.right]
	if l.size() == 0 || rt.size() == 0 || l.size()+rt.size() != top.size {
		return
	}
	l.end += rt.size()
	l.next = rt.next
	if rt.next >= 0 {
		r.syms[rt.next].prev = top.left
	}
	rt.end = rt.start
	r.maybeAdd(l.prev, top.left)
	r.maybeAdd(top.left, l.next)
}

// resegment appends the piece [start, end), split back into the pieces it
// was merged from while it is an UNUSED piece (bpe::Model's resegment).
func (r *bpeRun) resegment(spans []span, start, end int32) []span {
	w := r.norm[start:end]
	id := r.p.pieceToID(w)
	if r.p.kinds[id] != pieceUnused {
		return append(spans, span{start, end, id})
	}
	parts, ok := r.revMerge[string(w)]
	if !ok {
		return append(spans, span{start, end, id})
	}
	spans = r.resegment(spans, parts[0].start, parts[0].end)
	return r.resegment(spans, parts[1].start, parts[1].end)
}

// push and pop keep agenda a binary heap ordered by before.
func (r *bpeRun) push(x symPair) {
	h := append(r.agenda, x)
	for i := len(h) - 1; i > 0; {
		parent := (i - 1) / 2
		if !h[i].before(h[parent]) {
			break
		}
		h[i], h[parent] = h[parent], h[i]
		i = parent
	}
	r.agenda = h
}

func (r *bpeRun) pop() symPair {
	h := r.agenda
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		c := 2*i + 1
		if c >= len(h) {
			break
		}
		if c+1 < len(h) && h[c+1].before(h[c]) {
			c++
		}
		if !h[c].before(h[i]) {
			break
		}
		h[i], h[c] = h[c], h[i]
		i = c
	}
	r.agenda = h
	return top
}
