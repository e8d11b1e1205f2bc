//go:build !linux

package hugepages

// Advise does nothing outside Linux.
func Advise() {}

// Enable does nothing outside Linux.
func Enable() {}

// Bytes returns make([]byte, n) outside Linux.
func Bytes(n int) []byte { return make([]byte, n) }

// Float64s returns make([]float64, n) outside Linux.
func Float64s(n int) []float64 { return make([]float64, n) }
