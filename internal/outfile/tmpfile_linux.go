package outfile

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync/atomic"

	"golang.org/x/sys/unix"
)

// unnamed selects O_TMPFILE; tests turn it off to exercise named temporary files.
var unnamed = true

// createTemp opens a file in dir that has no name (O_TMPFILE): if the program dies while
// writing it, even by SIGKILL, nothing is left. File systems without O_TMPFILE get a named
// temporary file (named is then true).
func createTemp(dir string) (f *os.File, named bool, err error) {
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_RDWR|unix.O_CLOEXEC, 0o600)
	if err != nil || !unnamed {
		if err == nil {
			unix.Close(fd)
		}
		f, err = namedTemp(dir)
		return f, true, err
	}
	return os.NewFile(uintptr(fd), filepath.Join(dir, "(unnamed)")), false, nil
}

// linkTemp gives the unnamed file f a hidden name in dir, to be renamed over the target, and
// stores the name for removal on a signal before the link is made. Where the link cannot be
// made (no /proc), the content is copied to a named temporary file.
func linkTemp(f *os.File, dir string, name *atomic.Pointer[string]) (string, error) {
	for range 100 {
		path := filepath.Join(dir, fmt.Sprintf(".sacre-%d.tmp", rand.Uint64()))
		name.Store(&path)
		err := unix.Linkat(unix.AT_FDCWD, fmt.Sprintf("/proc/self/fd/%d", f.Fd()), unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW)
		switch {
		case err == nil:
			return path, nil
		case errors.Is(err, unix.EEXIST):
			continue
		case errors.Is(err, unix.ENOENT):
			return copyTemp(f, dir, name)
		default:
			return "", err
		}
	}
	return "", errors.New("no free temporary name")
}

// copyTemp copies the unnamed file f into a named temporary file in dir.
func copyTemp(f *os.File, dir string, name *atomic.Pointer[string]) (string, error) {
	g, err := namedTemp(dir)
	if err != nil {
		return "", err
	}
	path := g.Name()
	name.Store(&path)
	st, err := f.Stat()
	if err == nil {
		_, err = f.Seek(0, 0)
	}
	if err == nil {
		_, err = g.ReadFrom(f)
	}
	if err == nil {
		err = g.Chmod(st.Mode().Perm())
	}
	if cerr := g.Close(); err == nil {
		err = cerr
	}
	return path, err
}

// writable reports whether the effective user may write path, as the kernel would decide
// for an open (root may write a read-only file).
func writable(path string) bool {
	return unix.Faccessat(unix.AT_FDCWD, path, unix.W_OK, unix.AT_EACCESS) == nil
}

// freeSpace is the space the user may still fill on the file system of dir.
func freeSpace(dir string) (uint64, bool) {
	var st unix.Statfs_t
	if unix.Statfs(dir, &st) != nil {
		return 0, false
	}
	return st.Bavail * uint64(st.Bsize), true
}
