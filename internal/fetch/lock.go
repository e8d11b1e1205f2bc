package fetch

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// lockPoll is how often a busy lock is retried; portalocker polls too,
// because a blocking lock cannot be given a timeout.
const lockPoll = 100 * time.Millisecond

// lock takes an exclusive lock on the file name, creating it if needed, and
// returns the function that releases it. Like portalocker, it never deletes
// the lock file: a process waiting on the old file would miss a new one.
func (c *Client) lock(ctx context.Context, name string) (unlock func(), err error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("fetch: %w", err)
	}
	if err := c.waitLock(ctx, f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		unlockFile(f)
		f.Close()
	}, nil
}

// waitLock retries tryLock until it succeeds, LockTimeout passes or ctx ends.
func (c *Client) waitLock(ctx context.Context, f *os.File) error {
	timeout := cmp.Or(c.LockTimeout, defaultLockTimeout)
	deadline := time.Now().Add(timeout)
	for waited := false; ; waited = true {
		ok, err := tryLock(f)
		switch {
		case err != nil:
			return fmt.Errorf("fetch: lock %s: %w", f.Name(), err)
		case ok:
			return nil
		case time.Now().After(deadline):
			return fmt.Errorf("%w: %s still held after %v: another sacre or sacrebleu process is "+
				"probably downloading the same file; if none is running, delete %s and retry",
				ErrLockTimeout, f.Name(), timeout, f.Name())
		case !waited:
			c.logf("Waiting for %s: another process is downloading the same file", f.Name())
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("fetch: waiting for %s: %w", f.Name(), ctx.Err())
		case <-time.After(lockPoll):
		}
	}
}

// Locked calls fn while holding dest's lock, the one File takes for dest: work on a file
// already in the cache, such as unpacking an archive placed there by hand, then waits for a
// download of it in progress, and another process's File or Locked waits for fn.
func (c *Client) Locked(ctx context.Context, dest string, fn func() error) error {
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	unlock, err := c.lock(ctx, dest+".lock")
	if err != nil {
		return err
	}
	defer unlock()
	return fn()
}
