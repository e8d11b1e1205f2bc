// Package outfile writes a command's output file the way a careful tool should: never over
// one of the command's inputs, never over a file the user may not write, never bigger than
// the file system can hold, and never half: the file appears whole at the end or not at all,
// and no temporary file survives a signal.
//
// A command calls Check with the path, the output's size if known and its inputs before it
// starts work that the output could not hold, then Target.Write once the output is ready.
// The rules are those of the shell's redirection and of sort -o: a read-only file is refused
// for an ordinary user (root may write it, as with >), and naming an input is refused
// whatever the user's rights.
package outfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Errors a Check reports, wrapped with the path and the detail.
var (
	ErrInput       = errors.New("the output is one of the inputs")
	ErrNotWritable = errors.New("not writable")
	ErrSpace       = errors.New("not enough space")
	ErrDirectory   = errors.New("is a directory")
)

// Target is an output file checked by Check.
type Target struct {
	path   string // as given, for messages
	file   string // symbolic links followed: the file replaced
	direct bool   // a device or pipe: written as it is
	mode   fs.FileMode
}

// Check resolves path and refuses ("cannot write PATH: why"), before any work: a path naming one of inputs (the same
// file, through links too), a file or directory the user may not write, a directory, and,
// when size is not negative, an output of size bytes beyond the space free on the file system.
// A symbolic link is followed: the file it names is replaced, the link kept. A device or a
// pipe (-o /dev/stdout) is written as it is, never replaced by a file.
func Check(path string, size int64, inputs ...string) (*Target, error) {
	t := &Target{path: path, file: path, mode: 0o644}
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		t.file = resolved
	}
	st, err := os.Stat(t.file)
	switch {
	case err == nil && st.IsDir():
		return nil, fmt.Errorf("cannot write %s: %w", path, ErrDirectory)
	case err == nil:
		if err := t.checkInputs(st, inputs); err != nil {
			return nil, err
		}
		t.direct, t.mode = !st.Mode().IsRegular(), st.Mode().Perm()
		if !writable(t.file) {
			return nil, fmt.Errorf("cannot write %s: %w (mode %v)", path, ErrNotWritable, st.Mode().Perm())
		}
	case !errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("cannot write %s: %w", path, err)
	}
	if t.direct {
		return t, nil
	}
	dir := filepath.Dir(t.file)
	if dst, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", path, err)
	} else if !dst.IsDir() {
		return nil, fmt.Errorf("cannot write %s: %s is not a directory", path, dir)
	}
	if !writable(dir) {
		return nil, fmt.Errorf("cannot write %s: %w: its directory %s", path, ErrNotWritable, dir)
	}
	if free, ok := freeSpace(dir); ok && size >= 0 && uint64(size) > free {
		return nil, fmt.Errorf("cannot write %s: %w: the output takes %s, the file system has %s free", path, ErrSpace, Bytes(float64(size)), Bytes(float64(free)))
	}
	return t, nil
}

// checkInputs refuses an output that is one of the inputs (st: the output's file).
func (t *Target) checkInputs(st fs.FileInfo, inputs []string) error {
	for _, in := range inputs {
		if ist, err := os.Stat(in); err == nil && os.SameFile(st, ist) {
			if in == t.path {
				return fmt.Errorf("cannot write %s: %w", t.path, ErrInput)
			}
			return fmt.Errorf("cannot write %s: %w (%s)", t.path, ErrInput, in)
		}
	}
	return nil
}

// Write writes the output through write: into a temporary file beside the target, renamed
// over it once write and every flush succeeded, with the mode of the file it replaces (0644
// for a new one); a device or pipe is written directly. A failed write leaves the target as
// it was. On Linux the temporary file has no name until the end, so that even SIGKILL leaves
// nothing behind; elsewhere it is removed on any signal that ends the program, which then
// ends as the signal would have ended it. Signals ignored when the program started (nohup,
// a background job's SIGINT) stay ignored.
func (t *Target) Write(write func(io.Writer) error) error {
	if t.direct {
		return t.writeDirect(write)
	}
	return t.writeReplace(write)
}

// Path is the path as given to Check.
func (t *Target) Path() string { return t.path }

func (t *Target) writeDirect(write func(io.Writer) error) error {
	f, err := os.OpenFile(t.file, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", t.path, err)
	}
	err = buffered(f, write)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if we, ok := errors.AsType[*writeError](err); ok {
		return we.err
	}
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", t.path, err)
	}
	return nil
}

// Bytes writes a size for a message: "1.5 GiB".
func Bytes(n float64) string {
	switch {
	case n >= 1<<40:
		return fmt.Sprintf("%.1f TiB", n/(1<<40))
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", n/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", n/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", n/(1<<10))
	}
	return fmt.Sprintf("%.0f bytes", n)
}
