//go:build linux

// Package mapped maps input files into memory for a command that reads them whole: their bytes
// are the page cache's, with no buffer to allocate and fill. On the project's 2-core virtual
// machine a fresh page costs a command more than the bytes it holds (a 6 MB input, read,
// faulted in 6 MB of zeroed pages on top of the page cache's).
//
// A file truncated while it is mapped makes a read of its lost pages fault (SIGBUS), which
// ends a Go program unless the faulting goroutine asked for a panic instead. The goroutines
// that read mapped bytes ask for one (Guard); the command turns it into an error naming the
// file (Fault). Mapping is off until a command calls Enable: a library's long-running user
// reads its files into memory of its own.
package mapped

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"syscall"
	"unsafe"
)

var enabled atomic.Bool

// Enable turns mapping on, and makes the calling goroutine (the command's main one) panic on
// a fault in a mapped file; a command calls it once at its start, and defers the function it
// returns: a panic that is a fault in a mapped file then ends the program with one line,
// "PROG: error: PATH: changed while it was read ...", on w and status 1 (any other panic goes
// on).
func Enable(w io.Writer, prog string) (exitOnFault func()) {
	enabled.Store(true)
	debug.SetPanicOnFault(true)
	return func() {
		if r := recover(); r != nil {
			if err := Fault(r); err != nil {
				fmt.Fprintf(w, "%s: error: %v\n", prog, err)
				os.Exit(1)
			}
			panic(r)
		}
	}
}

// Enabled reports whether Enable was called.
func Enabled() bool { return enabled.Load() }

// populateBytes bounds the files whose pages are all mapped at once (MAP_POPULATE); a larger
// one is mapped as it is read.
const populateBytes = 64 << 20

// File maps the regular file f (named path) of size bytes read-only, or returns nil when
// mapping is off, the file is empty or the system refuses.
func File(f *os.File, path string, size int) []byte {
	if !enabled.Load() || size <= 0 {
		return nil
	}
	flags := syscall.MAP_PRIVATE
	if size <= populateBytes {
		flags |= syscall.MAP_POPULATE
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, flags)
	if err != nil {
		return nil
	}
	start := uintptr(unsafe.Pointer(unsafe.SliceData(data)))
	mu.Lock()
	files = append(files, mapping{path: path, start: start, end: start + uintptr(size)})
	mu.Unlock()
	return data
}

// mapping is a mapped file's address range. Files stay mapped until the program ends.
type mapping struct {
	path       string
	start, end uintptr
}

var (
	mu    sync.Mutex
	files []mapping
)

// Guard makes a fault in the calling goroutine panic, once Enable was called; a goroutine
// that may read mapped bytes calls it first, and defers the function it returns.
func Guard() (restore func()) {
	if !enabled.Load() {
		return func() {}
	}
	old := debug.SetPanicOnFault(true)
	return func() { debug.SetPanicOnFault(old) }
}

// ErrChanged is the error of a read of a mapped file that the file no longer has.
var ErrChanged = errors.New("changed while it was read")

// Fault returns the error for r, a value recovered from a panic, when it is a fault in a
// mapped file that is now shorter than it was: "PATH: changed while it was read (...)"; or nil.
func Fault(r any) error {
	f, ok := r.(interface{ Addr() uintptr })
	if !ok {
		return nil
	}
	addr := f.Addr()
	mu.Lock()
	defer mu.Unlock()
	for _, m := range files {
		if m.start > addr || addr >= m.end {
			continue
		}
		// A fault in a file still as long as it was is no truncation (a write to the
		// read-only bytes would be a bug): that panic goes on.
		if st, err := os.Stat(m.path); err == nil && st.Size() >= int64(m.end-m.start) {
			return nil
		}
		return fmt.Errorf("%s: %w (it is shorter than when sacre opened it)", m.path, ErrChanged)
	}
	return nil
}
