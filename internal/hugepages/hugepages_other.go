//go:build !linux

package hugepages

// Advise does nothing outside Linux.
func Advise() {}

// Enable does nothing outside Linux.
func Enable() {}

// Bytes returns make([]byte, n) outside Linux.
func Bytes(n int) []byte { return make([]byte, n) }
