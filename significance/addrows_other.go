//go:build !amd64 || purego

package significance

// rowQuantum is the multiple of words a packed row is padded to: none without AVX2.
const rowQuantum = 1

// addRowsWide reports false: addRows adds the rows word by word.
func (a *accumulator) addRowsWide(segments []int) bool { return false }
