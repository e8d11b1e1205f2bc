// Package editdist aligns token sequences by Levenshtein distance exactly as jiwer 4 does,
// and computes jiwer's WER, MER, WIL, WIP and CER from the counts of the alignment.
//
// jiwer (github.com/jitsi/jiwer, 4.0.0) maps words, or characters, to integers and asks
// RapidFuzz's Levenshtein.opcodes (rapidfuzz-cpp's levenshtein_editops) for one
// alignment among the cheapest ones; the split of the edits into substitutions,
// deletions and insertions depends on which one. This package reproduces RapidFuzz's
// choice: common prefix and suffix stripped first, a Hirschberg split at the middle of
// the hypothesis for large inputs, and a backtrace from the end that prefers a deletion,
// then an insertion, then the diagonal (see [Aligner.Opcodes]).
package editdist

import (
	"errors"
	"fmt"
	"sync"
)

// Op is the type of an alignment chunk, named as jiwer's AlignmentChunk.type.
type Op uint8

// The chunk types. RapidFuzz says "replace" where jiwer says "substitute".
const (
	Equal Op = iota
	Substitute
	Delete
	Insert
)

var opNames = [...]string{"equal", "substitute", "delete", "insert"}

// String returns jiwer's name of o: "equal", "substitute", "delete" or "insert".
func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return fmt.Sprintf("Op(%d)", o)
}

// Opcode is one chunk of an alignment, jiwer's AlignmentChunk: ref[RefStart:RefEnd]
// is equal to, substituted by, deleted from or inserted as hyp[HypStart:HypEnd]. A
// Delete has an empty hyp range and an Insert an empty ref range; Equal and Substitute
// ranges have the same length.
type Opcode struct {
	Op               Op
	RefStart, RefEnd int
	HypStart, HypEnd int
}

// Counts are the hits, substitutions, deletions and insertions of an alignment, summed
// over any number of sentence pairs. Hits+Subs+Dels is the reference length and
// Hits+Subs+Ins the hypothesis length.
type Counts struct {
	Hits, Subs, Dels, Ins int
}

// Add returns the sum of c and d.
func (c Counts) Add(d Counts) Counts {
	return Counts{c.Hits + d.Hits, c.Subs + d.Subs, c.Dels + d.Dels, c.Ins + d.Ins}
}

// Edits returns Subs+Dels+Ins, the Levenshtein distance (the same for every cheapest
// alignment, unlike its split).
func (c Counts) Edits() int { return c.Subs + c.Dels + c.Ins }

// Count returns the counts of an alignment as jiwer's process_words adds them up.
func Count(ops []Opcode) Counts {
	var c Counts
	for _, o := range ops {
		switch o.Op {
		case Equal:
			c.Hits += o.RefEnd - o.RefStart
		case Substitute:
			c.Subs += o.RefEnd - o.RefStart
		case Delete:
			c.Dels += o.RefEnd - o.RefStart
		case Insert:
			c.Ins += o.HypEnd - o.HypStart
		}
	}
	return c
}

// MaxCells bounds the work of one alignment: the product of the reference and
// hypothesis lengths after their common prefix and suffix are set aside. Time grows
// with it (about a second for 10^10 cells); memory does not: an alignment takes
// O(len(ref)+len(hyp)) words plus a bit matrix of about 1 MiB at most.
const MaxCells int64 = 1 << 36

// ErrTooLong is returned for a pair whose alignment would exceed [MaxCells], as a
// [*TooLongError] that says by how much.
var ErrTooLong = errors.New("editdist: sequences too long to align")

// A TooLongError is [ErrTooLong] with the sizes of the pair: Ref and Hyp tokens left to align
// once the Shared tokens of their common prefix and suffix are set aside, whose product
// exceeds [MaxCells].
type TooLongError struct {
	Ref, Hyp, Shared int
}

func (e *TooLongError) Error() string {
	return fmt.Sprintf("editdist: %d x %d tokens to align exceed the limit of %d cells", e.Ref, e.Hyp, MaxCells)
}

// Is makes errors.Is(err, ErrTooLong) hold.
func (e *TooLongError) Is(target error) bool { return target == ErrTooLong }

// Aligner aligns sequences with scratch space that it keeps between calls. The zero
// value is ready to use. An Aligner is not safe for concurrent use; the package-level
// functions take one from a pool.
type Aligner struct {
	pm   patterns
	vp   []uint64 // the current column of vertical deltas, one bit per ref token
	vn   []uint64
	mvp  []uint64 // the band of stored columns of a leaf matrix
	mvn  []uint64
	from []int // first stored word of each column
	row  []int // Hirschberg: distances of ref prefixes to the hyp's first half
	ops  []editop
}

// Counts returns the counts of jiwer's alignment of ref with hyp.
func (a *Aligner) Counts(ref, hyp []int32) (Counts, error) {
	if err := a.editops(ref, hyp); err != nil {
		return Counts{}, err
	}
	var c Counts
	for _, e := range a.ops {
		switch e.op {
		case Substitute:
			c.Subs++
		case Delete:
			c.Dels++
		case Insert:
			c.Ins++
		}
	}
	c.Hits = len(ref) - c.Subs - c.Dels
	return c, nil
}

// Opcodes appends jiwer's alignment of ref with hyp to dst: the chunks that
// RapidFuzz's Levenshtein.opcodes returns, with runs of contiguous operations of one
// type merged and the matches between them as Equal chunks. Both sequences empty give
// no chunks.
//
// Among the cheapest alignments RapidFuzz picks one thus: the common prefix and suffix
// are matched first; pairs of more than about 4M cells are split at the middle of hyp,
// at the first ref position on a cheapest path, and each half is aligned the same way;
// the rest is backtraced from the end of both sequences, preferring a deletion when it
// lies on a cheapest path, else an insertion when the diagonal step would have to be a
// match, else the diagonal step (a match or a substitution).
func (a *Aligner) Opcodes(dst []Opcode, ref, hyp []int32) ([]Opcode, error) {
	if err := a.editops(ref, hyp); err != nil {
		return dst, err
	}
	return appendOpcodes(dst, a.ops, len(ref), len(hyp)), nil
}

var pool = sync.Pool{New: func() any { return new(Aligner) }}

// Align returns the counts of jiwer's alignment of ref with hyp; see [Aligner.Counts].
func Align(ref, hyp []int32) (Counts, error) {
	a := pool.Get().(*Aligner)
	defer pool.Put(a)
	return a.Counts(ref, hyp)
}

// Opcodes returns jiwer's alignment of ref with hyp; see [Aligner.Opcodes].
func Opcodes(ref, hyp []int32) ([]Opcode, error) {
	a := pool.Get().(*Aligner)
	defer pool.Put(a)
	return a.Opcodes(nil, ref, hyp)
}
