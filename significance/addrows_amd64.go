//go:build amd64 && !purego

package significance

import "golang.org/x/sys/cpu"

// addRowsAVX2 adds, for each of the n indices at idx, the 4*ymms words of rows at index*stride
// words to acc's first 4*ymms words, four words per AVX2 addition (ymms is 1 to 4).
//
//go:noescape
func addRowsAVX2(acc *uint64, rows *uint64, stride int, idx *int, n int, ymms int)

// rowQuantum is the multiple of words a packed row is padded to: what an AVX2 addition takes.
var rowQuantum = func() int {
	if cpu.X86.HasAVX2 {
		return 4
	}
	return 1
}()

// addRowsWide is addRows with AVX2 (acc and the rows padded to rowQuantum words), 16 words of
// the rows at a time; it reports false without AVX2.
func (a *accumulator) addRowsWide(segments []int) bool {
	if rowQuantum != 4 || len(segments) == 0 {
		return false
	}
	acc, stride := a.ints, a.b.stride
	for off := 0; off < len(acc); off += 16 {
		ymms := min(16, len(acc)-off) / 4
		addRowsAVX2(&acc[off], &a.b.packed[off], stride, &segments[0], len(segments), ymms)
	}
	return true
}
