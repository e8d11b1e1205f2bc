//go:build linux

package hugepages

import (
	"testing"
	"unsafe"
)

// TestBytes: buffers of 2 MB and more start on a 2 MB boundary once Enable was called, and every
// buffer has the length and capacity asked for, zeroed.
func TestBytes(t *testing.T) {
	Enable()
	defer enabled.Store(false)
	for _, n := range []int{0, 100, hugeBytes - 1, hugeBytes, 3<<20 + 5} {
		b := Bytes(n)
		if len(b) != n || cap(b) != n {
			t.Fatalf("Bytes(%d): length %d, capacity %d", n, len(b), cap(b))
		}
		if n >= hugeBytes && uintptr(unsafe.Pointer(unsafe.SliceData(b)))%hugeBytes != 0 {
			t.Errorf("Bytes(%d) starts at %p, not on a 2 MB boundary", n, unsafe.SliceData(b))
		}
		for i, c := range b {
			if c != 0 {
				t.Fatalf("Bytes(%d)[%d] = %d", n, i, c)
			}
		}
	}
}

// TestFloat64s: Float64s is Bytes for float64s.
func TestFloat64s(t *testing.T) {
	Enable()
	defer enabled.Store(false)
	for _, n := range []int{0, 3, 1 << 20} {
		f := Float64s(n)
		if len(f) != n || cap(f) != n {
			t.Fatalf("Float64s(%d): length %d, capacity %d", n, len(f), cap(f))
		}
		if n >= hugeBytes/8 && uintptr(unsafe.Pointer(unsafe.SliceData(f)))%hugeBytes != 0 {
			t.Errorf("Float64s(%d) starts at %p, not on a 2 MB boundary", n, unsafe.SliceData(f))
		}
	}
}
