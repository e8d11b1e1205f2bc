package mecab

import "math"

// node is a word in the lattice (MeCab's Node, reduced to what the best path needs).
type node struct {
	begin, end  int32 // the surface s[begin:end]
	at          int32 // the lattice position where the node ends (see addNode)
	left, right uint16
	wcost       int32 // word cost, with mecab-ko's space penalty if the node follows a space
	cost        int64 // cost of the best path from BOS to the end of this node
	prev        int32 // the node before this one on that path
	enext       int32 // next node in the list of nodes ending where this one ends
}

// lattice is the per-sentence state of an analysis, reused between sentences.
type lattice struct {
	nodes   []node
	endHead []int32 // endHead[i]: the last node connected among those ending at byte i, or -1
	matches []match
	path    []int32

	// Scratch space of reduce and bestReduced, indexed by context id. An entry is valid
	// when its *Seen value equals stamp, which changes at every position.
	stamp                int32
	preds                []int32
	rightSeen, rightBest []int32
	leftSeen, leftBest   []int32
	leftCost             []int64
}

const none = -1

// addNode appends a node that MeCab's lookup at pos creates for entry t over s[begin:end].
//
// MeCab places the node at pos + rlength, and rlength (spaces skipped plus surface) is an
// unsigned short: after 65535 bytes of spaces it wraps around (see lookup).
func (l *lattice) addNode(pos, begin, end int, t token) {
	w := int32(t.cost)
	if begin != pos {
		w += int32(t.spacePenalty)
	}
	at := pos + (end-pos)&0xffff
	l.nodes = append(l.nodes, node{begin: int32(begin), end: int32(end), at: int32(at), left: t.left, right: t.right, wcost: w})
}

// viterbi mirrors Viterbi::viterbi and connect(): at each position where some node ends, the
// nodes beginning there are looked up and each is connected to its best predecessor.
func (l *lattice) viterbi(d *Dict, s string) int32 {
	n := len(s)
	l.nodes = append(l.nodes[:0], node{prev: none, enext: none}) // BOS
	l.endHead = resize(l.endHead, n+1)
	l.endHead[0] = 0
	l.prepare(d)
	for pos := range n {
		if l.endHead[pos] == none {
			continue
		}
		first := len(l.nodes)
		l.lookup(d, s, pos)
		l.connectAll(d, pos, first, n)
	}
	l.nodes = append(l.nodes, node{begin: int32(n), end: int32(n), at: int32(n), prev: none, enext: none}) // EOS
	eos := int32(len(l.nodes) - 1)
	// EOS follows the last position where a node ends: trailing spaces are no node's.
	for pos := n; pos >= 0; pos-- {
		if l.endHead[pos] != none {
			l.best(d, pos, eos)
			break
		}
	}
	return eos
}

// connectAll connects the nodes l.nodes[first:], which begin at pos, in MeCab's order: it
// prepends each new node to its begin list, so it connects them last first, and prepends
// each connected node to the list of nodes ending where it ends.
func (l *lattice) connectAll(d *Dict, pos, first, n int) {
	fast := true
	for i := first; i < len(l.nodes); i++ {
		// A node whose rlength wrapped around ends where it begins, and joins the very
		// list its successors here choose from: only the plain walk handles that.
		fast = fast && int(l.nodes[i].at) != pos
	}
	if fast {
		l.reduce(pos)
	}
	for i := len(l.nodes) - 1; i >= first; i-- {
		r := int32(i)
		if int(l.nodes[r].at) > n {
			continue // past the end: never on a path to EOS
		}
		if fast {
			l.bestReduced(d, pos, r)
		} else {
			l.best(d, pos, r)
		}
		rn := &l.nodes[r]
		rn.enext = l.endHead[rn.at]
		l.endHead[rn.at] = r
	}
}

// best picks r's predecessor among the nodes ending at pos. Ties keep the first one found:
// MeCab walks its end list (latest connected first) and replaces the best only on a strictly
// lower cost. MeCab never chooses a path costing 2^31-1 or more and gives up on the sentence
// ("too long sentence.") when no predecessor is left; costs here are 64-bit and never give up.
func (l *lattice) best(d *Dict, pos int, r int32) {
	rn := &l.nodes[r]
	bestCost, bestNode := int64(math.MaxInt64), int32(none)
	for i := l.endHead[pos]; i != none; i = l.nodes[i].enext {
		ln := &l.nodes[i]
		c := ln.cost + int64(d.connect(ln.right, rn.left)+rn.wcost)
		if c < bestCost {
			bestCost, bestNode = c, i
		}
	}
	rn.cost, rn.prev = bestCost, bestNode
}

// resize returns s with length n, every element none.
func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		s = make([]int32, n)
	}
	s = s[:n]
	for i := range s {
		s[i] = none
	}
	return s
}

// bestPath returns the nodes of the best path between BOS and eos, in order.
func (l *lattice) bestPath(eos int32) []int32 {
	l.path = l.path[:0]
	for i := l.nodes[eos].prev; i > 0; i = l.nodes[i].prev {
		l.path = append(l.path, i)
	}
	for i, j := 0, len(l.path)-1; i < j; i, j = i+1, j-1 {
		l.path[i], l.path[j] = l.path[j], l.path[i]
	}
	return l.path
}
