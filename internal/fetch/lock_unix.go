//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package fetch

import (
	"errors"
	"os"
	"syscall"
)

// lockSupported tells the tests whether tryLock really excludes anyone.
const lockSupported = true

// tryLock takes flock(LOCK_EX) without blocking, as portalocker does on
// POSIX systems, so sacre and SacreBLEU sharing a cache exclude each other.
// flock locks belong to an open file, so goroutines that open the lock file
// separately exclude each other too.
func tryLock(f *os.File) (bool, error) {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) || errors.Is(err, syscall.EINTR) {
		return false, nil
	}
	return err == nil, err
}

func unlockFile(f *os.File) error {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
}
