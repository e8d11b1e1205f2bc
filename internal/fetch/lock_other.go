//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows)

package fetch

import "os"

// lockSupported tells the tests whether tryLock really excludes anyone.
const lockSupported = false

// tryLock does nothing on systems without flock or LockFileEx (Solaris,
// AIX, Plan 9, WebAssembly): there, two processes downloading the same file
// at the same time would write to the same partial file.
func tryLock(*os.File) (bool, error) { return true, nil }

func unlockFile(*os.File) error { return nil }
