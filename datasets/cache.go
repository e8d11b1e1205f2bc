package datasets

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/sacre-mt/sacre/internal/cachedir"
)

// Downloader fetches url to dest, checking its MD5 when md5 is not "". It does nothing and
// reports false when dest already exists and is not empty (SacreBLEU's download_file), which
// it checks under a lock that also covers then. internal/fetch's Client implements it.
type Downloader interface {
	// FileThen downloads url to dest unless dest exists and is not empty, checking its MD5,
	// and then calls then while still holding its lock; internal/fetch's Client does this.
	FileThen(ctx context.Context, url, dest, md5 string, then func() error) (downloaded bool, err error)
}

// Cache is SacreBLEU's cache folder: ROOT/SET/raw holds the downloads and what they unpack
// to, ROOT/SET holds the text files made from them. The zero Cache (with Root set) is offline:
// a missing raw file is [ErrNotCached]. Its methods may run in several goroutines, but two
// that convert the same pair at once write the same files, as two SacreBLEU processes would.
type Cache struct {
	Root       string     // see DefaultRoot
	Downloader Downloader // nil: work offline
	// Extract unpacks a .tar.gz, .tgz or .zip archive into dir; internal/fetch's Extract
	// fits. Nil leaves archives packed.
	Extract func(archive, dir string) error
	// Unpacked reports whether dir holds every file of an archive; internal/fetch's Unpacked
	// fits. It picks, among the archives in the cache when a pair's raw files are missing,
	// those to unpack (see [Cache.Download]); nil picks them all.
	Unpacked func(archive, dir string) bool
	// Lookup finds a test set by name; nil is the registry's Lookup. Tests point sets at
	// their own servers with it.
	Lookup func(name string) (*Set, error)

	mu     sync.Mutex
	parsed map[string]*parsedXML // unwrapped WMT XML files, by path
}

// lookup is c.Lookup or the registry's.
func (c *Cache) lookup(name string) (*Set, error) {
	if c.Lookup != nil {
		return c.Lookup(name)
	}
	return Lookup(name)
}

// DefaultRoot is SacreBLEU's SACREBLEU_DIR: $SACREBLEU when set (even to ""), else ~/.sacrebleu.
func DefaultRoot() string { return cachedir.Root(nil) }

// SetDir is ROOT/SET, where the text files go.
func (c *Cache) SetDir(set string) string { return filepath.Join(c.Root, set) }

// RawDir is ROOT/SET/raw, where downloads go and are unpacked.
func (c *Cache) RawDir(set string) string { return filepath.Join(c.Root, set, "raw") }

// RawPath is where url of set is downloaded to: RAW/<SET with / as _>.<basename of url>.
func (c *Cache) RawPath(set, url string) string {
	return filepath.Join(c.RawDir(set), flatName(set)+"."+url[strings.LastIndex(url, "/")+1:])
}

// TextPath is the text file of one field: ROOT/SET/<SET with / as _>.PAIR.<FIELD with : as ->.
func (c *Cache) TextPath(set, pair, field string) string {
	name := fmt.Sprintf("%s.%s.%s", flatName(set), pair, strings.ReplaceAll(field, ":", "-"))
	return filepath.Join(c.SetDir(set), name)
}

func flatName(set string) string { return strings.ReplaceAll(set, "/", "_") }

// Locker is a Downloader that runs other work on a file under the lock its download takes, as
// internal/fetch's Client does. The Cache unpacks an archive found in the cache under that
// lock, so that it never reads a download in progress and two processes do not unpack the
// same archive at once.
type Locker interface {
	Locked(ctx context.Context, dest string, fn func() error) error
}

// Download mirrors maybe_download(): it fetches every URL of the set whose raw file is missing
// or empty, and unpacks archives right after downloading them. It leaves an archive already in
// the cache as it is, as SacreBLEU does, but where SacreBLEU would then never read one put
// there by hand, the methods that need a pair's raw files unpack the set's archives when those
// files are missing: after checking each against the registry's MD5 ([ErrChecksum] if it
// differs), under the Downloader's lock when it is a [Locker].
func (c *Cache) Download(ctx context.Context, s *Set) error {
	if err := os.MkdirAll(c.RawDir(s.Name), 0o755); err != nil {
		return err
	}
	for i, url := range s.URLs {
		if err := c.downloadOne(ctx, s, url, s.md5(i)); err != nil {
			return err
		}
	}
	return nil
}

func (c *Cache) downloadOne(ctx context.Context, s *Set, url, md5 string) error {
	dest := c.RawPath(s.Name, url)
	if c.Downloader == nil {
		if nonEmpty(dest) {
			return nil
		}
		return fmt.Errorf("%w: %s (from %s)", ErrNotCached, dest, url)
	}
	// The downloader checks for dest under its lock, and unpacks within it, as SacreBLEU's
	// download_file does: a process that waited for the lock finds everything in place.
	_, err := c.Downloader.FileThen(ctx, url, dest, md5, func() error {
		if !isArchive(dest) {
			return nil
		}
		if c.Extract == nil {
			return fmt.Errorf("datasets: no Extract function to unpack %s", dest)
		}
		return c.Extract(dest, c.RawDir(s.Name))
	})
	return err
}

// isArchive mirrors extract_tarball's choice; other files (.gz included) stay as they are.
func isArchive(path string) bool {
	return strings.HasSuffix(path, ".tar.gz") || strings.HasSuffix(path, ".tgz") || strings.HasSuffix(path, ".zip")
}

// md5 is the checksum of the i-th URL, or "" (Python's None) when there is none.
func (s *Set) md5(i int) string {
	if i < len(s.MD5s) {
		return s.MD5s[i]
	}
	return ""
}

func nonEmpty(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Size() > 0
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
