package datasets

import (
	"context"
	"crypto/md5"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"strings"
)

// unpackCached unpacks the archives of s that are in the cache but not unpacked, when raw
// files of p are missing. SacreBLEU unpacks an archive only right after downloading it, so
// one put into the cache by hand (as the offline error suggests) would never be read. Each is
// checked against the registry's MD5 first, and unpacked under its download's lock, as if it
// had just been downloaded. A pair whose files are all there costs nothing more.
func (c *Cache) unpackCached(ctx context.Context, s *Set, p *Pair) error {
	if c.Extract == nil || c.hasRawFiles(s, p) {
		return nil
	}
	dir := c.RawDir(s.Name)
	for i, url := range s.URLs {
		archive := c.RawPath(s.Name, url)
		if !isArchive(archive) || !nonEmpty(archive) {
			continue
		}
		err := c.locked(ctx, archive, func() error {
			// Checked again under the lock: another process may have unpacked it meanwhile.
			if c.hasRawFiles(s, p) || c.Unpacked != nil && c.Unpacked(archive, dir) {
				return nil
			}
			if err := checkMD5(archive, s.md5(i), url); err != nil {
				return err
			}
			return c.Extract(archive, dir)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// hasRawFiles reports whether every raw file of the pair is in the cache.
func (c *Cache) hasRawFiles(s *Set, p *Pair) bool {
	for _, path := range p.Paths {
		if s.Format == TSV {
			if _, file, err := splitTSVMeta(path, "src"); err == nil { // the field picks a column only
				path = file
			}
		}
		if !exists(pyJoin(c.RawDir(s.Name), path)) {
			return false
		}
	}
	return true
}

// locked runs fn under dest's download lock when the Downloader has one.
func (c *Cache) locked(ctx context.Context, dest string, fn func() error) error {
	if l, ok := c.Downloader.(Locker); ok {
		return l.Locked(ctx, dest, fn)
	}
	return fn()
}

// checkMD5 checks a file found in the cache against the registry's MD5 of url ("" checks
// nothing). The file is left alone: the user put it there.
func checkMD5(path, want, url string) error {
	if want == "" {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("datasets: %w", err)
	}
	defer f.Close()
	h := md5.New()
	if _, err := io.Copy(h, f); err != nil {
		return fmt.Errorf("datasets: %s: %w", path, err)
	}
	if got := hex.EncodeToString(h.Sum(nil)); !strings.EqualFold(got, want) {
		return fmt.Errorf("%w: %s has MD5 %s, expected %s (the registry's for %s): replace it with "+
			"that file, or delete it to download it again", ErrChecksum, path, got, want, url)
	}
	return nil
}
