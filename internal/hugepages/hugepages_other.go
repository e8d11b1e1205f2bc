//go:build !linux

package hugepages

// Advise does nothing outside Linux.
func Advise() {}

// Enable does nothing outside Linux.
func Enable() {}
