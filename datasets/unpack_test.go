package datasets

import (
	"archive/tar"
	"bytes"
	"cmp"
	"compress/gzip"
	"context"
	"crypto/md5"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/fetch"
)

// rawArchive packs the raw files of set in the synthetic cache as its archive would hold them
// (the placeholders of the downloads left out) and returns it with its MD5.
func rawArchive(t *testing.T, set string) ([]byte, string) {
	t.Helper()
	raw := filepath.Join("testdata", "cache", set, "raw")
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	err := filepath.WalkDir(raw, func(path string, d fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(raw, path)
		if err != nil || d.IsDir() || !strings.ContainsRune(rel, filepath.Separator) {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := tw.WriteHeader(&tar.Header{Name: filepath.ToSlash(rel), Mode: 0o644, Size: int64(len(data))}); err != nil {
			return err
		}
		_, err = tw.Write(data)
		return err
	})
	if err := errors.Join(err, tw.Close(), zw.Close()); err != nil {
		t.Fatal(err)
	}
	sum := md5.Sum(buf.Bytes())
	return buf.Bytes(), hex.EncodeToString(sum[:])
}

// lookupWith is the registry with set changed: its pairs cut to pairs (unless nil) and every
// MD5 of its URLs replaced by md5 (unless "").
func lookupWith(set string, pairs []string, md5 string) func(string) (*Set, error) {
	return func(name string) (*Set, error) {
		s, err := Lookup(name)
		if err != nil || name != set {
			return s, err
		}
		local := *s
		if pairs != nil {
			local.Pairs = nil
			for _, p := range s.Pairs {
				if slices.Contains(pairs, p.Name) {
					local.Pairs = append(local.Pairs, p)
				}
			}
		}
		if md5 != "" {
			local.MD5s = slices.Repeat([]string{md5}, len(s.URLs))
		}
		return &local, nil
	}
}

// offlineLocker downloads nothing, finds what is in the cache, and records what it locks.
type offlineLocker struct{ locked []string }

func (d *offlineLocker) FileThen(_ context.Context, url, dest, _ string, _ func() error) (bool, error) {
	if nonEmpty(dest) {
		return false, nil
	}
	return false, fmt.Errorf("offline: %s", url)
}

func (d *offlineLocker) Locked(_ context.Context, dest string, fn func() error) error {
	d.locked = append(d.locked, dest)
	return fn()
}

// handPlaced is a cache holding only set's archive, put there by hand, as the offline error
// suggests; the registry gives the archive's MD5 as md5 ("": the archive's own).
func handPlaced(t *testing.T, set, md5 string) (*Cache, *offlineLocker, string) {
	t.Helper()
	data, sum := rawArchive(t, set)
	d := &offlineLocker{}
	c := &Cache{Root: t.TempDir(), Downloader: d, Extract: fetch.Extract, Unpacked: fetch.Unpacked}
	c.Lookup = lookupWith(set, nil, cmp.Or(md5, sum))
	s, _ := c.lookup(set)
	archive := c.RawPath(set, s.URLs[0])
	if err := os.MkdirAll(filepath.Dir(archive), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(archive, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return c, d, archive
}

// TestHandPlacedArchive checks that an archive put into the cache by hand is checked and
// unpacked as a download would be, for SGML sets (converted from raw files) and WMT XML sets
// (whose fields come from the raw file).
func TestHandPlacedArchive(t *testing.T) {
	ctx := context.Background()
	c, d, archive := handPlaced(t, "wmt14", "")
	files, err := c.Files(ctx, "wmt14", "en-de")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		got, _ := os.ReadFile(f)
		want, _ := os.ReadFile(filepath.Join("testdata", "oracle", "text", "wmt14", filepath.Base(f)))
		if !bytes.Equal(got, want) || len(want) == 0 {
			t.Errorf("%s:\n%q\nwant\n%q", filepath.Base(f), got, want)
		}
	}
	if !slices.Equal(d.locked, []string{archive}) {
		t.Errorf("locked %q, want the archive once", d.locked)
	}
	// Unpacked now: another pair finds its raw files, and nothing is locked or checked again.
	if _, err := c.Files(ctx, "wmt14", "de-en"); err != nil || len(d.locked) != 1 {
		t.Errorf("second pair: %v, locked %q", err, d.locked)
	}
	// A pair the archive lacks is SacreBLEU's FileNotFoundError, even with another MD5 in the
	// registry: an unpacked archive is not checked again.
	c.Lookup = lookupWith("wmt14", nil, "0123456789abcdef0123456789abcdef")
	if _, err := c.Files(ctx, "wmt14", "fr-en"); !errors.Is(err, ErrMissingFile) {
		t.Errorf("pair missing from the archive: %v", err)
	}

	c, _, _ = handPlaced(t, "wmt22", "")
	fields, err := c.Fieldnames(ctx, "wmt22", "liv-en")
	if err != nil || strings.Join(fields, " ") != "src ref docid origlang" {
		t.Errorf("wmt22 liv-en from a hand-placed archive: %q, %v", fields, err)
	}
}

// TestHandPlacedArchiveChecksum checks that a hand-placed archive with another MD5 than the
// registry's is a one-line error naming the file and both checksums, and is left in place.
func TestHandPlacedArchiveChecksum(t *testing.T) {
	const want = "0123456789abcdef0123456789abcdef"
	c, _, archive := handPlaced(t, "wmt14", want)
	_, got := rawArchive(t, "wmt14")
	_, err := c.Files(context.Background(), "wmt14", "en-de")
	if !errors.Is(err, ErrChecksum) || strings.Contains(err.Error(), "\n") {
		t.Fatalf("wrong archive: %v", err)
	}
	for _, s := range []string{archive, "MD5 " + got, "expected " + want} {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("error %q does not say %q", err, s)
		}
	}
	if !nonEmpty(archive) || exists(filepath.Join(c.RawDir("wmt14"), "test")) || exists(c.TextPath("wmt14", "en-de", "src")) {
		t.Errorf("the archive was removed or unpacked, or text was made")
	}
}

// TestUnpackWithoutUnpacked checks a Cache without Unpacked: archives are unpacked when a
// pair's raw files are missing, and never when they are there; without Extract, never.
func TestUnpackWithoutUnpacked(t *testing.T) {
	ctx := context.Background()
	c, _, _ := handPlaced(t, "wmt14", "")
	var n int
	c.Unpacked = nil
	c.Extract = func(archive, dir string) error { n++; return fetch.Extract(archive, dir) }
	for _, pair := range []string{"en-de", "de-en", "en-de"} {
		if _, err := c.Files(ctx, "wmt14", pair); err != nil {
			t.Fatal(err)
		}
	}
	if n != 1 {
		t.Errorf("unpacked %d times, want once", n)
	}
	c, _, _ = handPlaced(t, "wmt14", "")
	c.Extract = nil
	if _, err := c.Files(ctx, "wmt14", "en-de"); !errors.Is(err, ErrMissingFile) {
		t.Errorf("without Extract: %v, want the raw files missing", err)
	}
}
