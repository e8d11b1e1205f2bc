//go:build windows

package fetch

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// lockSupported tells the tests whether tryLock really excludes anyone.
const lockSupported = true

// lockLen is the byte range portalocker locks from offset 0
// (msvcrt.locking with 2**31-1 bytes): Windows locks ranges, and only
// overlapping ones exclude each other.
const lockLen = 1<<31 - 1

// tryLock takes LockFileEx without waiting. Windows locks belong to a
// handle, so goroutines that open the lock file separately exclude each
// other too.
func tryLock(f *os.File) (bool, error) {
	var ol windows.Overlapped
	flags := uint32(windows.LOCKFILE_EXCLUSIVE_LOCK | windows.LOCKFILE_FAIL_IMMEDIATELY)
	err := windows.LockFileEx(windows.Handle(f.Fd()), flags, 0, lockLen, 0, &ol)
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
		return false, nil
	}
	return err == nil, err
}

func unlockFile(f *os.File) error {
	var ol windows.Overlapped
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, lockLen, 0, &ol)
}
