package editdist

import "math"

// editop is one edit of RapidFuzz's Editops: at src in ref and dst in hyp.
type editop struct {
	op       Op
	src, dst int
}

// editops sets a.ops to RapidFuzz's edit operations turning ref into hyp, in order:
// rapidfuzz-cpp's levenshtein_editops with no score hint.
func (a *Aligner) editops(ref, hyp []int32) error {
	a.ops = a.ops[:0]
	p := commonPrefix(ref, hyp)
	s := commonSuffix(ref[p:], hyp[p:])
	if n, m := len(ref)-p-s, len(hyp)-p-s; n > 0 && int64(m) > MaxCells/int64(n) {
		return &TooLongError{Ref: n, Hyp: m, Shared: p + s}
	}
	a.align(ref, hyp, 0, 0, max(len(ref), len(hyp)))
	return nil
}

// align appends the editops of ref and hyp, which start at src and dst in the whole
// sequences and are at most bound apart (levenshtein_align_hirschberg).
func (a *Aligner) align(ref, hyp []int32, src, dst, bound int) {
	p := commonPrefix(ref, hyp)
	ref, hyp, src, dst = ref[p:], hyp[p:], src+p, dst+p
	s := commonSuffix(ref, hyp)
	ref, hyp = ref[:len(ref)-s], hyp[:len(hyp)-s]
	n, m := len(ref), len(hyp)
	bound = min(bound, max(n, m))
	// rapidfuzz-cpp's rule: one matrix if its band of bits would take under 1 MiB.
	band := min(n, 2*bound+1)
	if 2*band*m/8 < 1<<20 || n < 65 || m < 10 {
		a.leaf(ref, hyp, src, dst, bound)
		return
	}
	i, j, left, right := a.split(ref, hyp)
	a.align(ref[:i], hyp[:j], src, dst, left)
	a.align(ref[i:], hyp[j:], src+i, dst+j, right)
}

// split returns where Hirschberg's algorithm cuts ref and hyp (find_hirschberg_pos):
// hyp at its middle j, ref at the first i on a cheapest path through row j, with the
// distances of the two halves.
func (a *Aligner) split(ref, hyp []int32) (i, j, left, right int) {
	n, m := len(ref), len(hyp)
	j = m / 2
	a.lastColumn(ref, hyp[:j], false)
	a.row = grow(a.row, n+1)
	a.row[0] = j
	for k := 1; k <= n; k++ {
		a.row[k] = a.row[k-1] + a.delta(k-1)
	}
	a.lastColumn(ref, hyp[j:], true)
	best, suffix := math.MaxInt, m-j // suffix: D(ref[k:], hyp[j:])
	for k := n; k >= 0; k-- {
		if k < n {
			suffix += a.delta(n - k - 1)
		}
		if d := a.row[k] + suffix; d <= best { // <=: the first cut among equals
			best, i, left, right = d, k, a.row[k], suffix
		}
	}
	return i, j, left, right
}

// leaf appends the editops of ref and hyp, at most bound apart, backtraced through
// their matrix (levenshtein_align and recover_alignment).
func (a *Aligner) leaf(ref, hyp []int32, src, dst, bound int) {
	base := len(a.ops)
	width := 0
	if len(ref) > 0 && len(hyp) > 0 {
		width = a.matrix(ref, hyp, bound)
	}
	i, j := len(ref), len(hyp)
	for i > 0 && j > 0 {
		if a.stored(a.mvp, width, j-1, i-1, true) { // D[i][j] = D[i-1][j] + 1
			i--
			a.ops = append(a.ops, editop{Delete, src + i, dst + j})
			continue
		}
		j--
		if j > 0 && a.stored(a.mvn, width, j-1, i-1, false) { // D[i][j] = D[i-1][j] - 1
			a.ops = append(a.ops, editop{Insert, src + i, dst + j})
			continue
		}
		i--
		if ref[i] != hyp[j] {
			a.ops = append(a.ops, editop{Substitute, src + i, dst + j})
		}
	}
	for ; i > 0; i-- {
		a.ops = append(a.ops, editop{Delete, src + i - 1, dst + j})
	}
	for ; j > 0; j-- {
		a.ops = append(a.ops, editop{Insert, src + i, dst + j - 1})
	}
	reverse(a.ops[base:])
}

// appendOpcodes appends the opcodes of ops to dst as RapidFuzz's
// Opcodes(const Editops&) converts them: the gaps between edits become Equal chunks,
// and edits of one type merge only while contiguous.
func appendOpcodes(dst []Opcode, ops []editop, n, m int) []Opcode {
	src, hyp := 0, 0
	for k := 0; k < len(ops); {
		if src < ops[k].src || hyp < ops[k].dst {
			dst = append(dst, Opcode{Equal, src, ops[k].src, hyp, ops[k].dst})
			src, hyp = ops[k].src, ops[k].dst
		}
		o := Opcode{Op: ops[k].op, RefStart: src, HypStart: hyp}
		for ; k < len(ops) && ops[k].op == o.Op && ops[k].src == src && ops[k].dst == hyp; k++ {
			if o.Op != Insert {
				src++
			}
			if o.Op != Delete {
				hyp++
			}
		}
		o.RefEnd, o.HypEnd = src, hyp
		dst = append(dst, o)
	}
	if src < n || hyp < m {
		dst = append(dst, Opcode{Equal, src, n, hyp, m})
	}
	return dst
}

func commonPrefix(a, b []int32) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

func commonSuffix(a, b []int32) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[len(a)-1-i] == b[len(b)-1-i] {
		i++
	}
	return i
}

func reverse[T any](s []T) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}
