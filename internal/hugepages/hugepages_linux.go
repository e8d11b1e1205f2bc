//go:build linux

// Package hugepages asks Linux to back the Go heap with transparent huge pages.
//
// A command like sacre touches every page of its input and statistics once, so much of its time
// on a virtual machine can go to page faults: about 12 µs each on this project's 2-core machine,
// where a 6 MB input means 1,600 of them. Where transparent huge pages are enabled "always" or
// "madvise" (the common default), one fault maps 2 MB instead of 4 KB. Go's runtime no longer
// asks for them itself (Go 1.21.1 removed it, as long-running servers saw memory grow), so a
// short-lived command asks for its own heap.
package hugepages

import (
	"sync/atomic"
	"syscall"
	"unsafe"
)

var enabled atomic.Bool

// Enable makes Advise ask for huge pages; a command calls it once at its start. A library's
// long-running user never does: its heap stays as Go's runtime manages it.
func Enable() { enabled.Store(true) }

// arenaBytes is the size of a heap arena of the Go runtime on 64-bit Linux.
const arenaBytes = 64 << 20

// span is how much address space from the first heap arena on is advised: arenas are laid
// out upwards from there. Advice applies to what is mapped in the range at the time of the
// call; the holes make madvise return ENOMEM, which is ignored. A variable, not a constant, so
// that 32-bit builds, which never advise, compile.
var span uint64 = 1 << 36

const madvHugepage = 14 // MADV_HUGEPAGE

// Advise asks, once Enable was called, for huge pages for the heap mapped so far: call it
// after allocating a large buffer and before filling it (the runtime maps the heap in steps
// as it grows, and each new mapping starts without the advice). It costs a system call and
// changes nothing when the kernel has no transparent huge pages.
func Advise() {
	if !enabled.Load() || unsafe.Sizeof(uintptr(0)) != 8 {
		return
	}
	p := new([64]byte)
	base := uintptr(unsafe.Pointer(p)) &^ (arenaBytes - 1)
	syscall.Syscall(syscall.SYS_MADVISE, base, uintptr(span), madvHugepage)
}

// hugeBytes is the size of a transparent huge page on amd64 and arm64.
const hugeBytes = 2 << 20

// Bytes returns a zeroed buffer of n bytes for data about to be written into it, advised for
// huge pages (Advise). Once Enable was called and n is 2 MB or more, the buffer starts on a
// 2 MB boundary: the kernel backs with a huge page only a whole aligned 2 MB of an advised
// mapping, so a buffer starting elsewhere would fault its first megabytes in 4 KB pages. The
// alignment costs up to 2 MB of address space, which is never touched.
func Bytes(n int) []byte {
	if !enabled.Load() || n < hugeBytes || unsafe.Sizeof(uintptr(0)) != 8 {
		return make([]byte, n)
	}
	b := make([]byte, n+hugeBytes-1)
	Advise()
	off := int(-uintptr(unsafe.Pointer(unsafe.SliceData(b))) & (hugeBytes - 1))
	return b[off : off+n : off+n]
}

// Float64s is Bytes for n float64s.
func Float64s(n int) []float64 {
	if n == 0 {
		return nil
	}
	b := Bytes(8 * n)
	return unsafe.Slice((*float64)(unsafe.Pointer(unsafe.SliceData(b))), n)
}
