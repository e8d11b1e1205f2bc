package cli

import (
	"errors"
	"io"
	"io/fs"
)

// An Output is standard output that remembers the first write that failed (a full disk, a
// closed terminal): later writes fail at once, so that nothing after a lost piece of output is
// printed, and the program reports the failure once, whatever a command printed.
type Output struct {
	w   io.Writer
	err error
}

// NewOutput is an Output writing to w.
func NewOutput(w io.Writer) *Output { return &Output{w: w} }

// OutputError is a failed write to an Output.
type OutputError struct{ err error }

func (e *OutputError) Error() string { return "cannot write standard output: " + e.err.Error() }
func (e *OutputError) Unwrap() error { return e.err }

func (o *Output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		o.err = &OutputError{err}
	}
	return n, o.err
}

// Failure is the first failed write's error without the file name os.Stdout adds ("write
// /dev/stdout: "), or nil.
func (o *Output) Failure() error {
	if o.err == nil {
		return nil
	}
	if pe, ok := errors.AsType[*fs.PathError](o.err); ok {
		return pe.Err
	}
	return errors.Unwrap(o.err)
}
