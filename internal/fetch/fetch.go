// Package fetch downloads SacreBLEU's test-set files into the local cache and
// unpacks their archives.
//
// It mirrors download_file, extract_tarball and get_md5sum in SacreBLEU
// 2.6.0's sacrebleu/utils.py: a file is fetched only when its destination is
// missing or empty, under the same lock file (dest + ".lock"), and its MD5 is
// checked only right after the download. Unlike SacreBLEU, it writes to
// dest + ".part" and resumes interrupted transfers, moves the file into place
// only once it is complete and verified, records its SHA-256 in
// dest + ".sha256", and refuses archive entries that would land outside the
// target directory. Unpacked and Locked let a caller unpack, under the
// download's lock, an archive that reached the cache some other way (by hand,
// as the offline error suggests), which SacreBLEU never unpacks.
package fetch

import (
	"context"
	"crypto/md5"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Sentinel errors, for errors.Is. The errors returned wrap them with the URL,
// the path or the archive entry, and what the user can do.
var (
	ErrChecksum    = errors.New("fetch: checksum mismatch")
	ErrOffline     = errors.New("fetch: cannot reach server")
	ErrStatus      = errors.New("fetch: http error")
	ErrTimeout     = errors.New("fetch: timed out")
	ErrStalled     = errors.New("fetch: transfer stalled")
	ErrLockTimeout = errors.New("fetch: lock timeout")
	ErrUnsafePath  = errors.New("fetch: unsafe path in archive")
	ErrFormat      = errors.New("fetch: unsupported archive")
)

// Default limits. The lock wait is SacreBLEU's portalocker timeout.
const (
	defaultLockTimeout  = 60 * time.Second
	defaultStallTimeout = 60 * time.Second
)

// Client downloads files into the cache. Its zero value is ready to use; a
// Client is safe for concurrent use if its Progress writer and Log are.
type Client struct {
	// HTTP sends the requests. Nil means a client with connect, TLS
	// handshake and response-header timeouts but no overall deadline, since
	// a large archive on a slow line may take many minutes.
	HTTP *http.Client
	// Progress, when non-nil, receives a one-line progress bar redrawn
	// in place with \r. Callers pass stderr only when it is a terminal.
	Progress io.Writer
	// Log, when non-nil, receives INFO messages such as SacreBLEU's
	// "Downloading URL to PATH".
	Log func(msg string)
	// LockTimeout bounds the wait for dest + ".lock"; zero means 60 s.
	LockTimeout time.Duration
	// StallTimeout aborts a transfer when no byte arrives for that long;
	// zero means 60 s.
	StallTimeout time.Duration
}

// File makes sure dest holds the content of url, as SacreBLEU's
// download_file does: under the lock dest + ".lock", nothing happens when dest
// exists and is not empty. Otherwise File downloads url to
// dest + ".part" (resuming a partial file left by an earlier attempt when the
// server supports ranges), checks its MD5 against md5 (hex; "" skips the
// check), records its SHA-256 in dest + ".sha256" and renames it onto dest.
// It reports whether it downloaded the file.
func (c *Client) File(ctx context.Context, url, dest, md5 string) (downloaded bool, err error) {
	return c.FileThen(ctx, url, dest, md5, nil)
}

// FileThen is File, calling then (when not nil) after a download while it still holds the
// lock, as SacreBLEU unpacks archives within its lock: another process waiting for the lock
// then finds the file downloaded and unpacked. As in SacreBLEU, the lock is taken even when
// dest is already there, so that a download (and its unpacking) in progress is waited for.
func (c *Client) FileThen(ctx context.Context, url, dest, md5 string, then func() error) (downloaded bool, err error) {
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return false, fmt.Errorf("fetch: %w", err)
	}
	unlock, err := c.lock(ctx, dest+".lock")
	if err != nil {
		return false, err
	}
	defer unlock()
	if present(dest) {
		return false, nil
	}
	c.logf("Downloading %s to %s", url, dest)
	part := dest + ".part"
	if err := c.transfer(ctx, url, part); err != nil {
		return false, c.explain(err, url, dest)
	}
	if err := install(url, part, dest, md5); err != nil {
		return false, err
	}
	if then != nil {
		if err := then(); err != nil {
			return true, err
		}
	}
	return true, nil
}

// present applies SacreBLEU's rule: an empty file counts as missing.
func present(dest string) bool {
	fi, err := os.Stat(dest)
	return err == nil && fi.Size() > 0
}

// install checks the finished partial file and renames it onto dest. The
// rename is the commit point: dest never holds a partial or unverified file.
func install(url, part, dest, wantMD5 string) error {
	gotMD5, sha, err := sums(part)
	if err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	if wantMD5 != "" && !strings.EqualFold(gotMD5, wantMD5) {
		// A corrupt partial file would only be resumed again: start over.
		os.Remove(part)
		return fmt.Errorf("%w: %s: got MD5 %s, expected %s; the download was deleted, so "+
			"retry; if this persists, the file on the server has changed", ErrChecksum, url, gotMD5, wantMD5)
	}
	record := fmt.Sprintf("%s  %s\n", sha, filepath.Base(dest))
	if err := os.WriteFile(dest+".sha256", []byte(record), 0o644); err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	if err := os.Rename(part, dest); err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	return nil
}

// sums returns the MD5 and SHA-256 of a file in hex. SacreBLEU's get_md5sum
// feeds the file line by line, which gives the same digest as the whole.
func sums(name string) (md5Hex, sha256Hex string, err error) {
	f, err := os.Open(name)
	if err != nil {
		return "", "", err
	}
	defer f.Close()
	m, s := md5.New(), sha256.New()
	if _, err := io.Copy(io.MultiWriter(m, s), f); err != nil {
		return "", "", err
	}
	return hex.EncodeToString(m.Sum(nil)), hex.EncodeToString(s.Sum(nil)), nil
}

func (c *Client) logf(format string, args ...any) {
	if c.Log != nil {
		c.Log(fmt.Sprintf(format, args...))
	}
}
