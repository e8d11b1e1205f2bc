//go:build !amd64 || purego

package tokenizers

// classifyBlock is classify for the n bytes of s at off.
func classifyBlock(m *blockMasks, s string, off, n int) uint64 {
	return classify(m, s[off:off+n])
}
