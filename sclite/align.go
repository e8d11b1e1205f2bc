package sclite

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// sclite aligns two networks of words (NETWORK, net_adt.c): a plain transcript is a chain,
// an alternation "{ a / b c }" adds parallel branches. Its dynamic programming (net_dp.c)
// fills one cell per pair of arcs, in the order its in-order traversal numbers them, and
// breaks ties by the order of each node's incoming arcs. Both orders follow from how the
// network was built, so for alternations this file rebuilds the network the way sclite does
// (same list appends, same traversals) and keeps only what the alignment needs: the arcs in
// sclite's order and, for each, its predecessors in sclite's order.

// side is one network ready to align: arc 0 is the empty word sclite puts first.
type side struct {
	words   []*word // by arc number; words[0] is nil
	predOff []int32 // the predecessors of arc i are pred[predOff[i]:predOff[i+1]]
	pred    []int32
	ends    []int32 // the arcs into the final node, in sclite's order
}

// errSclite is wrapped by the errors for input sclite itself crashes on (Refused).
var errSclite = refusal{errors.New("sclite crashes on this input")}

// buildSide turns a transcript into a side. Texts without alternations are chains, built
// directly into reuse when it is not nil; others go through the network emulation.
func buildSide(text string, o *Options, ws []word, reuse *side) (*side, []word, error) {
	if strings.IndexByte(text, '{') >= 0 {
		return buildNetworkSide(text, o)
	}
	ws = ws[:0]
	for tok := range tokens(text) {
		w := parseWord(tok)
		decodeWord(&w, o)
		if o.CharAlign {
			var err error
			if ws, err = appendChars(ws, w, o); err != nil {
				return nil, ws, err
			}
			continue
		}
		ws = append(ws, w)
	}
	s := reuse
	if s == nil {
		s = &side{}
	}
	s.words = append(s.words[:0], nil)
	for i := range ws {
		s.words = append(s.words, &ws[i])
	}
	s.chain()
	return s, ws, nil
}

// decodeWord applies -D and -F, as sclite does right after building a network.
func decodeWord(w *word, o *Options) {
	if o.OptDel {
		w.decodeOptDel()
	}
	if o.FragCorr {
		w.decodeFragment()
	}
}

// chain sets the predecessors of a chain: each arc follows the one before.
func (s *side) chain() {
	n := len(s.words)
	s.predOff = grown(s.predOff, n+1)
	s.predOff[0] = 0
	if n > 0 {
		s.predOff[1] = 0
	}
	s.pred = s.pred[:0]
	for i := 1; i < n; i++ {
		s.pred = append(s.pred, int32(i-1))
		s.predOff[i+1] = int32(len(s.pred))
	}
	s.ends = append(s.ends[:0], int32(n-1))
}

// charWords is sclite's expand_words_to_chars for one word: the characters of a longer
// word, each a word of its own, read back through sclite's tokenizer (so ';' tags and '\'
// escapes apply to them too). An optionally deletable word gives optionally deletable
// characters. keep is true when the word stays as it is.
func charWords(w word, o *Options) (chars []word, keep bool, err error) {
	if len(w.value) <= 1 {
		return nil, true, nil
	}
	s := separateChars(w.cmpText(), o.utf8Mode(), o.NoASCII, o.DelHyphen)
	if s == w.value {
		return nil, true, nil
	}
	s = strings.ReplaceAll(s, ";", `\;`)
	for tok := range tokens(s) {
		c := parseWord(tok)
		if w.optDel {
			c.value = "(" + c.value + ")"
			c.decodeOptDel()
		}
		chars = append(chars, c)
	}
	if len(chars) == 0 {
		return nil, false, fmt.Errorf("%w: the word %q has no characters left for -c", errSclite, w.value)
	}
	return chars, false, nil
}

func appendChars(ws []word, w word, o *Options) ([]word, error) {
	chars, keep, err := charWords(w, o)
	if keep {
		return append(ws, w), nil
	}
	return append(ws, chars...), err
}

// aligner holds the matrix buffers reused from one utterance to the next.
type aligner struct {
	cost         []float32
	backA, backB []int32
	refWords     []word
	hypWords     []word
	// times, when set, makes the cost of a pair sclite's wwd_time_WORD (-T) on the words'
	// times, which it holds for both sides; wwd otherwise.
	times            map[*word]timed
	refSide, hypSide side // the sides of plain transcripts, reused
	// The fast path's numbers and costs (align_chain.go).
	ids    map[string]int32
	rc, hc chainCosts
}

// chainFastPath enables align_chain.go's loop; tests turn it off to compare.
var chainFastPath = true

// wwd is the cost of pairing r with h, either nil (not both): wwd, or wwdTime under -T.
func (al *aligner) wwd(r, h *word) float32 {
	if al.times != nil {
		return wwdTime(r, h, al.times)
	}
	return wwd(r, h)
}

// wwdTime is sclite's wwd_time_WORD: a word inserted or deleted costs its duration ("@" still
// 0.001), a pair the distance between their begin times plus that between their end times,
// and 0.001 more when they differ. sclite adds in double and returns a C float.
func wwdTime(r, h *word, times map[*word]timed) float32 {
	switch {
	case h == nil && r.isNull(), r == nil && h.isNull():
		return costNull
	case r == nil:
		t := times[h]
		return float32(t.t2 - t.t1)
	case h == nil:
		t := times[r]
		return float32(t.t2 - t.t1)
	}
	a, b := times[r], times[h]
	d := math.Abs(a.t1-b.t1) + math.Abs(a.t2-b.t2)
	if !equalWords(r, h) {
		d += 0.001
	}
	return float32(d)
}

// The costs of sclite's wwd_WORD, as C floats.
const (
	costNull   float32 = 0.001 // inserting or deleting "@"
	costOptDel float32 = 2     // inserting or deleting an optionally deletable word
	costInsDel float32 = 3
	costNulls  float32 = 1 // "@" for "@"
	costSub    float32 = 4
	costNone   float32 = 999999999.9 // the start of each minimum search
	costStart  float32 = 999999.9    // the start of the search for the final cell
)

// wwd is sclite's wwd_WORD: the cost of pairing r with h, either nil (not both).
func wwd(r, h *word) float32 {
	switch {
	case h == nil && r.isNull(), r == nil && h.isNull():
		return costNull
	case h == nil && r.optDel, r == nil && h.optDel:
		return costOptDel
	case r == nil || h == nil:
		return costInsDel
	case r.isNull() && h.isNull():
		return costNulls
	case equalWords(r, h):
		return 0
	}
	return costSub
}

// align fills sclite's matrix for ref (network A) against hyp (network B) and returns the
// path of pairs, as Network_dpalign and extract_NET_ALIGN_result do.
func (al *aligner) align(ref, hyp *side, maxCells int) ([]pair, error) {
	na, nb := len(ref.words), len(hyp.words)
	if na > maxArcs || nb > maxArcs {
		return nil, fmt.Errorf("%w: sclite aligns at most %d words a side, this utterance has %d and %d", ErrInput, maxArcs, na-1, nb-1)
	}
	if na*nb > maxCells {
		return nil, refuse(fmt.Errorf("%w: %d x %d words need a matrix of more than %d cells", ErrInput, na-1, nb-1, maxCells))
	}
	al.grow(na * nb)
	al.margins(ref, hyp, nb)
	if al.times == nil && chainFastPath && ref.isPlainChain() && hyp.isPlainChain() {
		al.fillChain(ref, hyp)
		return al.trace(ref, hyp, nb), nil
	}
	for a := 1; a < na; a++ {
		for b := 1; b < nb; b++ {
			al.cell(ref, hyp, a, b, nb)
		}
	}
	return al.trace(ref, hyp, nb), nil
}

func (al *aligner) grow(n int) {
	if cap(al.cost) < n {
		al.cost = make([]float32, n)
		al.backA = make([]int32, n)
		al.backB = make([]int32, n)
	}
	al.cost, al.backA, al.backB = al.cost[:n], al.backA[:n], al.backB[:n]
}

// margins fills row 0 (insertions only) and column 0 (deletions only).
func (al *aligner) margins(ref, hyp *side, nb int) {
	al.cost[0], al.backA[0], al.backB[0] = 0, -1, -1
	for b := 1; b < nb; b++ {
		best, arg := costNone, int32(-1)
		for _, pb := range hyp.preds(b) {
			if c := al.cost[pb]; c < best {
				best, arg = c, pb
			}
		}
		al.cost[b], al.backA[b], al.backB[b] = best+al.wwd(nil, hyp.words[b]), 0, arg
	}
	for a := 1; a < len(ref.words); a++ {
		best, arg := costNone, int32(-1)
		for _, pa := range ref.preds(a) {
			if c := al.cost[int(pa)*nb]; c < best {
				best, arg = c, pa
			}
		}
		i := a * nb
		al.cost[i], al.backA[i], al.backB[i] = best+al.wwd(ref.words[a], nil), arg, 0
	}
}

func (s *side) preds(i int) []int32 { return s.pred[s.predOff[i]:s.predOff[i+1]] }

// cell is calculate_internal_cells for one cell: the cheapest of insertion, deletion and
// substitution, each from its cheapest predecessor (the first one on ties). On ties
// sclite prefers the substitution, then the deletion, then the insertion.
func (al *aligner) cell(ref, hyp *side, a, b, nb int) {
	insD, insB := costNone, int32(-1)
	for _, pb := range hyp.preds(b) {
		if c := al.cost[a*nb+int(pb)]; c < insD {
			insD, insB = c, pb
		}
	}
	delD, delA := costNone, int32(-1)
	subD, subA, subB := costNone, int32(-1), int32(-1)
	for _, pa := range ref.preds(a) {
		if c := al.cost[int(pa)*nb+b]; c < delD {
			delD, delA = c, pa
		}
		for _, pb := range hyp.preds(b) {
			if c := al.cost[int(pa)*nb+int(pb)]; c < subD {
				subD, subA, subB = c, pa, pb
			}
		}
	}
	rw, hw := ref.words[a], hyp.words[b]
	if al.times == nil { // wwd called here directly: this is the hot path
		subD += wwd(rw, hw)
		delD += wwd(rw, nil)
		insD += wwd(nil, hw)
	} else {
		subD += wwdTime(rw, hw, al.times)
		delD += wwdTime(rw, nil, al.times)
		insD += wwdTime(nil, hw, al.times)
	}
	i := a*nb + b
	switch {
	case subD <= delD && subD <= insD:
		al.cost[i], al.backA[i], al.backB[i] = subD, subA, subB
	case delD < insD:
		al.cost[i], al.backA[i], al.backB[i] = delD, delA, int32(b)
	default:
		al.cost[i], al.backA[i], al.backB[i] = insD, int32(a), insB
	}
}

// pair is one aligned column before conversion: r or h nil for an insertion or deletion,
// and the empty word on the missing side of an optional deletion.
type pair struct {
	eval Eval
	r, h *word
}

var emptyWord = word{empty: true}

// trace is extract_NET_ALIGN_result: it starts from the cheapest pair of final arcs (the
// first on ties) and follows the back pointers, leaving out "@" on either side and scoring
// an optionally deletable word that was left out as correct.
func (al *aligner) trace(ref, hyp *side, nb int) []pair {
	best, a, b := costStart, -1, -1
	for _, ea := range ref.ends {
		for _, eb := range hyp.ends {
			if c := al.cost[int(ea)*nb+int(eb)]; best > c {
				best, a, b = c, int(ea), int(eb)
			}
		}
	}
	var out []pair
	for a > 0 || b > 0 {
		i := a*nb + b
		ba, bb := int(al.backA[i]), int(al.backB[i])
		if p, ok := step(ref.words[a], hyp.words[b], a == ba, b == bb); ok {
			out = append(out, p)
		}
		a, b = ba, bb
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// step is the pair of one back pointer: an insertion when it stays on the same reference
// arc, else a deletion when it stays on the same hypothesis arc, else a substitution.
func step(rw, hw *word, sameA, sameB bool) (pair, bool) {
	switch {
	case sameA:
		if hw.isNull() {
			return pair{}, false
		}
		if hw.optDel {
			return pair{Correct, &emptyWord, hw}, true
		}
		return pair{Ins, nil, hw}, true
	case sameB:
		if rw.isNull() {
			return pair{}, false
		}
		if rw.optDel {
			return pair{Correct, rw, &emptyWord}, true
		}
		return pair{Del, rw, nil}, true
	case rw.isNull() && hw.isNull():
		return pair{}, false
	case equalWords(rw, hw):
		return pair{Correct, rw, hw}, true
	}
	return pair{Sub, rw, hw}, true
}

// The network emulation, for transcripts with alternations. Only the operations sclite
// uses on trn input are kept, with its list semantics: arcs are appended to the end of a
// node's lists, and an arc already there is not added twice.

type node struct {
	in, out []*arc
	mark    int // the traversal that last reached the node
	count   int // in-order traversal: incoming arcs not yet seen
}

type arc struct {
	from, to *node
	w        *word // nil for the empty word at the head
	num      int32 // sclite's number for the arc, from the in-order traversal
}

type network struct {
	start, stop *node
	marks       *int // the traversal counter, shared by a network and its subnetworks
}

func addArc(list []*arc, a *arc) []*arc {
	for _, x := range list {
		if x == a {
			return list
		}
	}
	return append(list, a)
}

func delArc(list []*arc, a *arc) []*arc {
	for i, x := range list {
		if x == a {
			return append(list[:i], list[i+1:]...)
		}
	}
	return list
}

// insertAfter is NETWORK_insert_arc_after_node: a new arc from n to a new node that takes
// over n's outgoing arcs. The first node made this way is the network's final node.
func (net *network) insertAfter(n *node, w *word) {
	a := &arc{from: n, w: w}
	nn := &node{in: []*arc{a}}
	a.to = nn
	if net.stop == nil {
		net.stop = nn
	}
	for _, o := range n.out {
		nn.out = addArc(nn.out, o)
		o.from = nn
	}
	n.out = []*arc{a}
}

// insertBefore is NETWORK_insert_arc_before_node: a new arc from a new node to n; the new
// node takes over n's incoming arcs.
func (net *network) insertBefore(n *node, w *word) {
	a := &arc{to: n, w: w}
	nn := &node{out: []*arc{a}}
	a.from = nn
	for _, o := range n.in {
		nn.in = addArc(nn.in, o)
		o.to = nn
	}
	n.in = []*arc{a}
}

// addToTail is Network_add_arc_to_tail.
func (net *network) addToTail(w *word) {
	if net.stop == nil {
		net.insertAfter(net.start, w)
		return
	}
	net.insertBefore(net.stop, w)
}

// merge is Network_merge_network: sub's first arcs leave from, its last arcs reach to.
func merge(from, to *node, sub *network) {
	for _, o := range sub.start.out {
		from.out = addArc(from.out, o)
		o.from = from
	}
	for _, o := range sub.stop.in {
		to.in = addArc(to.in, o)
		o.to = to
	}
}

// replace merges sub in parallel to a, then deletes a, as sclite expands an alternation or
// a word into characters. sub is never empty here, so no node loses all its arcs and
// Network_delete_arc's re-linking never applies.
func replace(a *arc, sub *network) {
	merge(a.from, a.to, sub)
	a.from.out = delArc(a.from.out, a)
	a.to.in = delArc(a.to.in, a)
}

// depthFirst is Network_traverse's default mode with an arc function: nodes from a stack,
// each node's successors pushed before its arcs are visited. An arc function may append
// arcs to the node's list and delete the arc it is given; like sclite, the walk goes on
// from the arc that followed it, and stops if it was the last.
func (net *network) depthFirst(f func(*arc) error) error {
	*net.marks++
	m := *net.marks
	net.start.mark = m
	stack := []*node{net.start}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, a := range n.out {
			if a.to.mark != m {
				a.to.mark = m
				stack = append(stack, a.to)
			}
		}
		for i := 0; i < len(n.out); {
			a, next := n.out[i], (*arc)(nil)
			if i+1 < len(n.out) {
				next = n.out[i+1]
			}
			if err := f(a); err != nil {
				return err
			}
			if next == nil {
				break
			}
			i = indexOf(n.out, next)
		}
	}
	return nil
}

func indexOf(list []*arc, a *arc) int {
	for i, x := range list {
		if x == a {
			return i
		}
	}
	return len(list)
}

// newNetwork is Network_create_from_TEXT: the text's words as a chain, then each
// alternation expanded in place.
func newNetwork(text string, marks *int) (*network, error) {
	net := &network{start: &node{}, marks: marks}
	for tok := range tokens(text) {
		w := parseWord(tok)
		net.addToTail(&w)
	}
	if net.stop == nil {
		return net, nil
	}
	return net, net.depthFirst(net.expandAlternation)
}

// expandAlternation is sclite's expand_alternates: an arc whose word holds a '{' becomes
// one branch per alternative, each a network of its own.
func (net *network) expandAlternation(a *arc) error {
	v := a.w.value
	if strings.IndexByte(v, '{') < 0 {
		return nil
	}
	inner := v[1:]
	if i := strings.LastIndexByte(inner, '}'); i >= 0 {
		inner = inner[:i]
	}
	var alts *network
	for rest := inner; ; {
		alt, r, ok := nextAlternative(rest)
		if !ok {
			break
		}
		rest = r
		sub, err := newNetwork(alt, net.marks)
		if err != nil {
			return err
		}
		if sub.stop == nil {
			return fmt.Errorf("%w: the alternative %q of %q is empty", errSclite, alt, v)
		}
		if alts == nil {
			alts = sub
		} else {
			merge(alts.start, alts.stop, sub)
		}
	}
	if alts == nil {
		return fmt.Errorf("%w: the alternation %q is empty", errSclite, v)
	}
	replace(a, alts)
	return nil
}

// expandChars is expand_words_to_chars on one arc of a network.
func (net *network) expandChars(o *Options) func(*arc) error {
	return func(a *arc) error {
		chars, keep, err := charWords(*a.w, o)
		if keep || err != nil {
			return err
		}
		sub := &network{start: &node{}, marks: net.marks}
		for i := range chars {
			sub.addToTail(&chars[i])
		}
		replace(a, sub)
		return nil
	}
}

// buildNetworkSide builds a transcript's network as sclite does, then numbers its arcs.
func buildNetworkSide(text string, o *Options) (*side, []word, error) {
	marks := 0
	net, err := newNetwork(text, &marks)
	if err != nil {
		return nil, nil, err
	}
	if net.stop != nil {
		if err := net.depthFirst(func(a *arc) error { decodeWord(a.w, o); return nil }); err != nil {
			return nil, nil, err
		}
		if o.CharAlign {
			if err := net.depthFirst(net.expandChars(o)); err != nil {
				return nil, nil, err
			}
		}
	}
	net.insertAfter(net.start, nil)
	return net.number(), nil, nil
}

// number is Network_traverse in order (NT_Inorder): a node is queued once all its
// incoming arcs have been seen, and its outgoing arcs are numbered when it leaves the
// queue. It returns the side, with each arc's predecessors in its first node's list order.
func (net *network) number() *side {
	*net.marks++
	m := *net.marks
	s := &side{}
	var arcs []*arc
	net.start.mark = m
	for queue := []*node{net.start}; len(queue) > 0; {
		n := queue[0]
		queue = queue[1:]
		for _, a := range n.out {
			t := a.to
			if t.mark != m && t.count == 0 {
				t.count = len(t.in)
			}
			if t.count--; t.count > 0 || t.mark == m {
				continue
			}
			t.mark = m
			queue = append(queue, t)
		}
		for _, a := range n.out {
			a.num = int32(len(arcs))
			arcs = append(arcs, a)
		}
	}
	s.predOff = make([]int32, len(arcs)+1)
	for i, a := range arcs {
		s.words = append(s.words, a.w)
		for _, p := range a.from.in {
			s.pred = append(s.pred, p.num)
		}
		s.predOff[i+1] = int32(len(s.pred))
	}
	for _, a := range net.stop.in {
		s.ends = append(s.ends, a.num)
	}
	return s
}
