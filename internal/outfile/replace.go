package outfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"sync/atomic"
)

// pattern names the temporary file: hidden, and telling whose it is.
const pattern = ".sacre-*.tmp"

// writeReplace writes into a temporary file and renames it over the target.
func (t *Target) writeReplace(write func(io.Writer) error) error {
	dir := filepath.Dir(t.file)
	tmp, named, err := createTemp(dir)
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", t.path, err)
	}
	var name string // the temporary file's name, once it has one
	var shared atomic.Pointer[string]
	stop := removeOnSignal(&shared)
	defer stop()
	if named {
		name = tmp.Name()
		shared.Store(&name)
	}
	err = buffered(tmp, write)
	if err == nil {
		err = tmp.Chmod(t.mode)
	}
	if err == nil && !named {
		var linked string
		if linked, err = linkTemp(tmp, dir, &shared); err == nil {
			name = linked
		}
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(name, t.file)
	}
	if err != nil {
		if name != "" {
			os.Remove(name)
		}
		if we, ok := errors.AsType[*writeError](err); ok {
			return we.err
		}
		return fmt.Errorf("cannot write %s: %w", t.path, err)
	}
	return nil
}

// writeError carries an error of the caller's write function, returned as it is.
type writeError struct{ err error }

func (e *writeError) Error() string { return e.err.Error() }

// buffered runs write on a buffer over f and flushes it; an error of write itself is a
// *writeError.
func buffered(f *os.File, write func(io.Writer) error) error {
	w := bufio.NewWriterSize(f, 1<<20)
	if err := write(w); err != nil {
		return &writeError{err}
	}
	return w.Flush()
}

// namedTemp creates a named temporary file in dir.
func namedTemp(dir string) (*os.File, error) { return os.CreateTemp(dir, pattern) }

// NotifyFatal relays to c every signal that would end the program and that it may catch, but
// those ignored when the program started: catching one would end a program its user asked to
// keep running (nohup, a background job's SIGINT). signal.Stop(c) undoes it.
func NotifyFatal(c chan<- os.Signal) {
	for _, s := range fatalSignals {
		if !signal.Ignored(s) {
			signal.Notify(c, s)
		}
	}
}

// removeOnSignal removes the file name holds (if any) when a fatal signal arrives, then ends the
// program as the signal would have. Signals ignored at the program's start are left ignored:
// catching one would end a program its user asked to keep running. The returned function
// stops watching.
func removeOnSignal(name *atomic.Pointer[string]) (stop func()) {
	sigs := make(chan os.Signal, 1)
	NotifyFatal(sigs)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-sigs:
			if n := name.Load(); n != nil {
				os.Remove(*n)
			}
			signal.Reset(sig)
			if p, err := os.FindProcess(os.Getpid()); err == nil {
				p.Signal(sig)
			}
		case <-done:
		}
	}()
	return func() { signal.Stop(sigs); close(done) }
}
