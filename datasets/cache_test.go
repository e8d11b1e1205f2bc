package datasets

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fakeDownloader writes what a download would, and records the calls.
type fakeDownloader struct {
	calls [][3]string // url, dest, md5
	files map[string]string
}

func (f *fakeDownloader) FileThen(_ context.Context, url, dest, md5 string, then func() error) (bool, error) {
	f.calls = append(f.calls, [3]string{url, dest, md5})
	if fi, err := os.Stat(dest); err == nil && fi.Size() > 0 {
		return false, nil
	}
	if err := os.WriteFile(dest, []byte(f.files[filepath.Base(url)]), 0o644); err != nil {
		return true, err
	}
	return true, then()
}

func TestPaths(t *testing.T) {
	c := &Cache{Root: "/r"}
	for _, p := range []struct{ reason, got, want string }{
		{"raw file: set with / as _, then the URL basename", c.RawPath("wmt21/dev", "https://x/y/dev.tgz"), "/r/wmt21/dev/raw/wmt21_dev.dev.tgz"},
		{"text file: field with : as -", c.TextPath("wmt20/tworefs", "de-en", "ref:1"), "/r/wmt20/tworefs/wmt20_tworefs.de-en.ref-1"},
	} {
		if p.got != p.want {
			t.Errorf("%s: %s, want %s", p.reason, p.got, p.want)
		}
	}
	t.Setenv("SACREBLEU", "/somewhere")
	if got := DefaultRoot(); got != "/somewhere" {
		t.Errorf("DefaultRoot() = %s with $SACREBLEU set", got)
	}
}

// TestDownload checks that every URL of the set is fetched with its MD5, that archives, and
// only archives, are unpacked into the raw folder, and that the text is then made.
func TestDownload(t *testing.T) {
	src, _ := os.ReadFile("testdata/cache/wmt19/google/ar/raw/sgm/newstest2019-ende-src.en.sgm")
	ref, _ := os.ReadFile("testdata/cache/wmt19/google/ar/raw/wmt19_google_ar.wmt19-ende-ar.ref")
	d := &fakeDownloader{files: map[string]string{"test.tgz": "archive", "wmt19-ende-ar.ref": string(ref)}}
	var extracted []string
	c := &Cache{Root: t.TempDir(), Downloader: d, Extract: func(archive, dir string) error {
		extracted = append(extracted, archive)
		os.MkdirAll(filepath.Join(dir, "sgm"), 0o755)
		return os.WriteFile(filepath.Join(dir, "sgm", "newstest2019-ende-src.en.sgm"), src, 0o644)
	}}
	refs, err := c.ReferenceFiles(context.Background(), "wmt19/google/ar", "en-de")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := Lookup("wmt19/google/ar")
	want := [][3]string{
		{s.URLs[0], c.RawPath(s.Name, s.URLs[0]), "84de7162d158e28403103b01aeefc39a"},
		{s.URLs[1], c.RawPath(s.Name, s.URLs[1]), "d66d9e91548ced0ac476f2390e32e2de"},
	}
	if !slices.Equal(d.calls, want) || !slices.Equal(extracted, []string{want[0][1]}) {
		t.Errorf("downloads %q, extracted %q", d.calls, extracted)
	}
	got, _ := os.ReadFile(refs[0])
	wantRef, _ := os.ReadFile("testdata/oracle/text/wmt19/google/ar/wmt19_google_ar.en-de.ref")
	if string(got) != string(wantRef) {
		t.Errorf("reference after download:\n%q\nwant\n%q", got, wantRef)
	}
	// Everything is cached now: no further download is asked for.
	d.calls = nil
	if _, err := c.Files(context.Background(), "wmt19/google/ar", "en-de"); err != nil || d.calls != nil {
		t.Errorf("second call: %v, downloads %q", err, d.calls)
	}
}

func TestOffline(t *testing.T) {
	c := &Cache{Root: t.TempDir()}
	_, err := c.Files(context.Background(), "wmt14", "en-de")
	if !errors.Is(err, ErrNotCached) {
		t.Errorf("offline, empty cache: %v", err)
	}
}

// TestDownloadTestSet checks --download without -l on the registry's sets: PlainText sets
// convert every pair (here the first, en-ja, is missing from the test cache), and so do the
// others, where SacreBLEU fails with KeyError: None: wmt14's first pair, cs-en, is missing too.
func TestDownloadTestSet(t *testing.T) {
	c := freshCache(t)
	ctx := context.Background()
	if err := c.DownloadTestSet(ctx, "wmt20/robust/set1", ""); !errors.Is(err, ErrMissingFile) {
		t.Errorf("wmt20/robust/set1 has no en-ja files in the test cache: %v", err)
	}
	if _, err := os.Stat(c.TextPath("wmt20/robust/set1", "en-ja", "src")); err == nil {
		t.Errorf("a text file was made from a missing raw file")
	}
	var e *Error
	if err := c.DownloadTestSet(ctx, "wmt14", ""); !errors.As(err, &e) || e.Exception != "FileNotFoundError" ||
		!strings.Contains(e.Lines[0], "newstest2014-csen-src.cs.sgm") {
		t.Errorf("wmt14 without a pair: %v, want its first pair's raw file missing", err)
	}
}

// TestDownloadEveryPair checks that --download without -l converts every pair of a set of
// each format, as -l would one by one: the sets are cut to the pairs the test cache has, and
// the text files must be SacreBLEU's, and no others.
func TestDownloadEveryPair(t *testing.T) {
	for _, c := range []struct {
		set   string
		pairs []string
	}{
		{"wmt14", []string{"de-en", "en-de"}},   // FakeSGML
		{"wmt20/tworefs", []string{"de-en"}},    // FakeSGML, two references
		{"wmt19/google/ar", nil},                // WMTAddition
		{"iwslt17", []string{"en-de", "de-en"}}, // IWSLTXML
		{"wmt22", []string{"liv-en", "cs-en"}},  // WMTXML
		{"mtnt2019", []string{"en-fr"}},         // TSV
	} {
		cache := freshCache(t)
		cache.Lookup = lookupWith(c.set, c.pairs, "")
		if err := cache.DownloadTestSet(context.Background(), c.set, ""); err != nil {
			t.Errorf("%s: %v", c.set, err)
			continue
		}
		want := filepath.Join("testdata", "oracle", "text", c.set)
		if got, exp := textFiles(t, cache.SetDir(c.set)), textFiles(t, want); !slices.Equal(got, exp) {
			t.Errorf("%s: made %q, want %q", c.set, got, exp)
		}
		for _, name := range textFiles(t, want) {
			got, _ := os.ReadFile(filepath.Join(cache.SetDir(c.set), name))
			exp, _ := os.ReadFile(filepath.Join(want, name))
			if !bytes.Equal(got, exp) {
				t.Errorf("%s/%s:\n%q\nwant\n%q", c.set, name, got, exp)
			}
		}
	}
}

// textFiles lists the files directly in dir.
func textFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() {
			names = append(names, e.Name())
		}
	}
	return names
}
