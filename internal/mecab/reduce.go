package mecab

import "math"

// The walk in best costs (nodes ending at pos) x (nodes beginning at pos) matrix look-ups.
// reduce and bestReduced give the same predecessor with fewer, exploiting two facts:
//
//   - Predecessors with the same right context id differ only in their path cost, so only
//     the cheapest of them can win, and on a tie the one MeCab meets first. Keeping that one
//     of each id, in end-list order, keeps MeCab's first-found winner among the rest.
//   - Successors with the same left context id rank those predecessors identically (their
//     word cost is added to every candidate), so the winner is computed once per left id.
//
// Both hold as long as the end list does not change while pos is being connected, which
// connectAll checks.

// prepare sizes the per-id scratch arrays for d's connection matrix.
func (l *lattice) prepare(d *Dict) {
	if len(l.rightSeen) != d.lsize {
		l.rightSeen = make([]int32, d.lsize)
		l.rightBest = make([]int32, d.lsize)
		cols := len(d.matrix) / d.lsize
		l.leftSeen = make([]int32, cols)
		l.leftBest = make([]int32, cols)
		l.leftCost = make([]int64, cols)
	}
	if l.stamp > math.MaxInt32-1<<24 { // stamps stay unique across sentences until then
		l.stamp = 0
		clear(l.rightSeen)
		clear(l.leftSeen)
	}
}

// reduce lists in l.preds, in end-list order, the predecessor MeCab could pick for each right
// context id among the nodes ending at pos.
func (l *lattice) reduce(pos int) {
	l.stamp++
	st := l.stamp
	for i := l.endHead[pos]; i != none; i = l.nodes[i].enext {
		r := l.nodes[i].right
		if l.rightSeen[r] != st || l.nodes[i].cost < l.nodes[l.rightBest[r]].cost {
			l.rightSeen[r], l.rightBest[r] = st, i
		}
	}
	l.preds = l.preds[:0]
	for i := l.endHead[pos]; i != none; i = l.nodes[i].enext {
		if l.rightBest[l.nodes[i].right] == i {
			l.preds = append(l.preds, i)
		}
	}
}

// bestReduced is best over l.preds, memoized per left context id for the current pos.
func (l *lattice) bestReduced(d *Dict, pos int, r int32) {
	rn := &l.nodes[r]
	left := rn.left
	if l.leftSeen[left] != l.stamp {
		bestCost, bestNode := int64(math.MaxInt64), int32(none)
		row := d.matrix[d.lsize*int(left):]
		for _, i := range l.preds {
			ln := &l.nodes[i]
			if c := ln.cost + int64(row[ln.right]); c < bestCost {
				bestCost, bestNode = c, i
			}
		}
		l.leftSeen[left], l.leftBest[left], l.leftCost[left] = l.stamp, bestNode, bestCost
	}
	rn.prev = l.leftBest[left]
	rn.cost = l.leftCost[left] + int64(rn.wcost)
}
