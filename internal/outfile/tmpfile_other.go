//go:build !linux

package outfile

import (
	"os"
	"sync/atomic"
)

// createTemp creates a named temporary file in dir (named is true), removed on a signal.
func createTemp(dir string) (f *os.File, named bool, err error) {
	f, err = namedTemp(dir)
	return f, true, err
}

// linkTemp is never called where every temporary file is named.
func linkTemp(f *os.File, dir string, name *atomic.Pointer[string]) (string, error) {
	return f.Name(), nil
}

// writable reports whether path may be opened for writing, without changing it.
func writable(path string) bool {
	st, err := os.Stat(path)
	if err != nil {
		return false
	}
	if st.IsDir() {
		return true // creating the temporary file will tell
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// freeSpace is unknown here.
func freeSpace(string) (uint64, bool) { return 0, false }
