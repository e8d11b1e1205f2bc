package sentencepiece

import (
	"math"
	"slices"
)

// unkPenalty is subtracted from the lowest piece score to score an unknown
// character (unigram::kUnkPenalty).
const unkPenalty float32 = 10.0

// uniCell is a node of the vocabulary trie (see trie) together with what
// the unigram search needs there: the piece ending at the node, or id -1
// when there is none or it is UNUSED (the search skips those), and its
// score. A user-defined symbol, whose score depends on its length instead,
// has id -2-id. One cell per node keeps the walk to one memory access per
// byte.
type uniCell struct {
	base, check int32
	score       float32
	id          int32
}

func (p *Processor) unigramCells() []uniCell {
	cells := make([]uniCell, len(p.vocab.nodes))
	for i, n := range p.vocab.nodes {
		cells[i] = uniCell{base: n.base, check: n.check, id: -1}
		switch id := p.vocab.val[i]; {
		case id < 0 || p.kinds[id] == pieceUnused:
		case p.kinds[id] == pieceUserDefined:
			cells[i].id = -2 - id
		default:
			cells[i].score, cells[i].id = p.pieces[id].score, id
		}
	}
	return cells
}

// uniOp is one candidate the search offers: the piece [start, end) with its
// id and score, or, with unk set, the unknown character [start, end).
type uniOp struct {
	score      float64
	id         int32
	start, end int32
	unk        bool
}

// bestNode is the best path ending at one byte offset: its score, where its
// last piece starts (-1 while no path reaches the offset) and that piece's id.
type bestNode struct {
	score float32
	start int32
	id    int32
}

// oneCharLen is the length of the UTF-8 sequence a lead byte announces, as
// string_util::OneCharLen reads it (1 for a continuation byte).
func oneCharLen(c byte) int {
	return int("\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x02\x02\x03\x04"[c>>4])
}

// encodeUnigram finds the best segmentation of norm with the Viterbi search
// of unigram::Model::EncodeOptimized, over byte offsets, word by word when
// the model allows it (see words.go).
func (p *Processor) encodeUnigram(st *state, norm []byte) {
	if !p.wordMode {
		st.ops = p.collectOps(st.ops[:0], norm)
		p.search(st, st.ops, norm, 0, 0)
		return
	}
	var score float32 // of the best path so far, which ends at a word boundary
	for start := 0; start < len(norm); {
		end := nextWord(norm, start, p.norm.treatWhitespaceAsSuffix)
		score = p.unigramWord(st, norm[start:end], int32(start), score)
		start = end
	}
}

// unigramWord appends the pieces of word, found at offset at of the line
// after a best path of score base, and returns the score of the best path
// through the word. Words too long to cache are simply searched.
//
// Every path through the word starts at its first byte, so the search finds
// the same pieces whatever base is, up to rounding: the exact (float64)
// search at base 0 finds them with some margin over the runner-up at
// every offset, and a path of at most len(word) float sums drifts by at
// most len(word) roundings of the magnitude at hand. When the margin is
// larger than twice that (with room to spare), the float search at base
// makes the same choices, and replaying the cached pieces gives the same
// pieces and the same float score.
func (p *Processor) unigramWord(st *state, word []byte, at int32, base float32) float32 {
	path, margin, scale, ok := st.uniCache.get(word)
	st.ops = st.ops[:0]
	if !ok {
		st.ops = p.collectOps(st.ops, word)
		if len(word) > maxCachedWord {
			return p.search(st, st.ops, word, at, base)
		}
		path, margin, scale = p.exactSearch(st, st.ops, len(word))
		st.uniCache.put(word, path, margin, scale)
	}
	if margin > float64(4*len(word)+8)*0x1p-23*(math.Abs(float64(base))+scale+1) {
		return p.replay(st, path, at, base)
	}
	if len(st.ops) == 0 {
		st.ops = p.collectOps(st.ops, word)
	}
	return p.search(st, st.ops, word, at, base)
}

// A pathPiece is a piece of a cached path with the score that replay adds
// (unused for the unknown piece, whose score is a float).
type pathPiece struct {
	span
	score float64
}

func (p *Processor) pathPiece(s span) pathPiece {
	switch p.kinds[s.id] {
	case pieceUnknown:
		return pathPiece{s, 0}
	case pieceUserDefined:
		return pathPiece{s, userBonus(int(s.end-s.start), p.maxScore)}
	}
	return pathPiece{s, float64(p.pieces[s.id].score)}
}

// replay appends the cached pieces of a word and returns the score of the
// path, summed in the C++ types (see relax): in float for the unknown
// piece, else through double.
func (p *Processor) replay(st *state, path []pathPiece, at int32, score float32) float32 {
	unkScore := p.minScore - unkPenalty
	for _, pp := range path {
		if pp.id == p.unkID {
			score = unkScore + score
		} else {
			score = float32(pp.score + float64(score))
		}
		st.spans = append(st.spans, span{pp.start + at, pp.end + at, pp.id})
	}
	return score
}

// userBonus is the score of a user-defined symbol of length bytes:
// length * max_score - 0.1, the product in float and the difference in double.
func userBonus(length int, maxScore float32) float64 {
	return float64(float32(float32(length)*maxScore)) - 0.1
}

// search runs the Viterbi search over the candidates ops of text (at
// offset at of the line, after a best path of score base), appends the
// pieces of the best path and returns its score.
func (p *Processor) search(st *state, ops []uniOp, text []byte, at int32, base float32) float32 {
	n := len(text)
	best := slices.Grow(st.best[:0], n+1)[:n+1]
	st.best = best
	for i := range best {
		best[i] = bestNode{start: -1, id: -1}
	}
	best[0].score = base
	p.relax(best, ops)
	first := len(st.spans)
	for end := n; end > 0; end = int(best[end].start) {
		st.spans = append(st.spans, span{best[end].start + at, int32(end) + at, best[end].id})
	}
	slices.Reverse(st.spans[first:])
	return best[n].score
}

// exactNode is an offset of the exact search: the best and second best
// scores of the paths ending there and the last piece of the best.
type exactNode struct {
	best, second float64
	start, id    int32
	reached      bool
}

// exactSearch runs the search in float64 from base 0 and returns the best
// path (in st.path), the smallest margin between the best and the second
// best path at any offset (+Inf if no offset has two) and the largest
// magnitude of a path score.
func (p *Processor) exactSearch(st *state, ops []uniOp, n int) (path []pathPiece, margin, scale float64) {
	nodes := slices.Grow(st.exact[:0], n+1)[:n+1]
	st.exact = nodes
	clear(nodes)
	nodes[0].reached = true
	unk := float64(p.minScore - unkPenalty)
	var low, high float64 // the range of path scores
	for i := range ops {
		op := &ops[i]
		score := op.score
		if op.unk {
			score = unk
		}
		cand := nodes[op.start].best + score
		if cand < low {
			low = cand
		} else if cand > high {
			high = cand
		}
		nodes[op.end].offer(cand, op)
	}
	st.path = p.exactPath(st.path[:0], nodes)
	return st.path, minMargin(nodes), max(-low, high)
}

// offer records a path of score cand ending with op.
func (t *exactNode) offer(cand float64, op *uniOp) {
	switch {
	case !t.reached:
		*t = exactNode{cand, math.Inf(-1), op.start, op.id, true}
	case cand > t.best:
		t.second, t.best, t.start, t.id = t.best, cand, op.start, op.id
	case cand > t.second:
		t.second = cand
	}
}

// minMargin is the smallest lead of the best path over the second best at
// any offset, +Inf if no offset has two.
func minMargin(nodes []exactNode) float64 {
	margin := math.Inf(1)
	for i := range nodes[1:] {
		if t := &nodes[i+1]; t.reached && t.best-t.second < margin {
			margin = t.best - t.second
		}
	}
	return margin
}

// exactPath appends the best path that ends at the last node.
func (p *Processor) exactPath(path []pathPiece, nodes []exactNode) []pathPiece {
	for end := len(nodes) - 1; end > 0; end = int(nodes[end].start) {
		path = append(path, p.pathPiece(span{nodes[end].start, int32(end), nodes[end].id}))
	}
	slices.Reverse(path)
	return path
}

// collectOps appends the candidates of text in the order
// unigram::Model::EncodeOptimized offers them: starts left to right and, for
// each start, pieces from short to long, then the unknown character when no
// piece covers exactly the character at start. A user-defined symbol gets
// the bonus length * max_score - 0.1, computed as the C++ code does: the
// product in float, the difference in double.
func (p *Processor) collectOps(ops []uniOp, text []byte) []uniOp {
	cells := p.uni
	for start := 0; start < len(text); {
		mblen := min(oneCharLen(text[start]), len(text)-start)
		single := false
		var node int32
		for k := start; k < len(text); k++ {
			next := cells[node].base + int32(text[k])
			if uint(next) >= uint(len(cells)) || cells[next].check != node {
				break
			}
			node = next
			c := &cells[node]
			if c.id == -1 {
				continue
			}
			length := k + 1 - start
			op := uniOp{float64(c.score), c.id, int32(start), int32(k + 1), false}
			if c.id < -1 {
				op.id, op.score = -2-c.id, userBonus(length, p.maxScore)
			}
			ops = append(ops, op)
			single = single || length == mblen
		}
		if !single {
			ops = append(ops, uniOp{id: p.unkID, start: int32(start), end: int32(start + mblen), unk: true})
		}
		start += mblen
	}
	return ops
}

// relax runs the Viterbi updates of ops. Ties keep the first candidate.
// The arithmetic follows the C++ types: a piece's score is a double (the
// conditional expression that picks it mixes the user-defined bonus, a
// double, with a float score), added to the float path score in double,
// compared in double and stored as float; the unknown candidate is computed
// and compared in float.
func (p *Processor) relax(best []bestNode, ops []uniOp) {
	unkScore := p.minScore - unkPenalty
	for i := range ops {
		op := &ops[i]
		b := &best[op.end]
		if op.unk {
			if cand := unkScore + best[op.start].score; b.start == -1 || cand > b.score {
				*b = bestNode{cand, op.start, op.id}
			}
			continue
		}
		if cand := op.score + float64(best[op.start].score); b.start == -1 || cand > float64(b.score) {
			*b = bestNode{float32(cand), op.start, op.id}
		}
	}
}
