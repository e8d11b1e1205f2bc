//go:build !linux

package mapped

import (
	"errors"
	"io"
	"os"
)

// Enable does nothing where files are not mapped; the function it returns does nothing either.
func Enable(w io.Writer, prog string) (exitOnFault func()) { return func() {} }

// Enabled reports false: files are read.
func Enabled() bool { return false }

// File returns nil: files are read.
func File(f *os.File, path string, size int) []byte { return nil }

// Guard does nothing.
func Guard() (restore func()) { return func() {} }

// ErrChanged is the error of a read of a mapped file that the file no longer has.
var ErrChanged = errors.New("changed while it was read")

// Fault returns nil: no file is mapped.
func Fault(r any) error { return nil }
