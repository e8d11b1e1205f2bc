package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/md5"
	"encoding/hex"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sacre-mt/sacre/datasets"
)

// wmt14Archive packs the raw wmt14 files of the synthetic cache (datasets/testdata/cache) as
// the test set's tarball would hold them, with extra entries if given.
func wmt14Archive(t *testing.T, extra map[string]string) []byte {
	t.Helper()
	raw := "../../datasets/testdata/cache/wmt14/raw"
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	err := filepath.WalkDir(raw, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(raw, path)
		if !strings.Contains(rel, string(filepath.Separator)) {
			return nil // the placeholders of the downloads themselves
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return addTarFile(tw, filepath.ToSlash(rel), data)
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, body := range extra {
		if err := addTarFile(tw, name, []byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func addTarFile(tw *tar.Writer, name string, data []byte) error {
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(data)), ModTime: time.Unix(0, 0)}); err != nil {
		return err
	}
	_, err := tw.Write(data)
	return err
}

// testSetServer serves archive for every URL of wmt14 and counts the requests; lookup points
// wmt14 at it, with the given MD5 (the archive's own when md5 is "").
type testSetServer struct {
	*httptest.Server
	requests atomic.Int32
}

func serveWMT14(t *testing.T, archive []byte, md5sum string) (*testSetServer, func(string) (*datasets.Set, error)) {
	s := &testSetServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		http.ServeContent(w, r, "wmt14.tgz", time.Unix(0, 0), bytes.NewReader(archive))
	}))
	t.Cleanup(s.Close)
	if md5sum == "" {
		sum := md5.Sum(archive)
		md5sum = hex.EncodeToString(sum[:])
	}
	lookup := func(name string) (*datasets.Set, error) {
		set, err := datasets.Lookup(name)
		if err != nil || name != "wmt14" {
			return set, err
		}
		local := *set
		local.URLs, local.MD5s = nil, nil
		for _, u := range set.URLs {
			local.URLs = append(local.URLs, s.URL+"/"+filepath.Base(u))
			local.MD5s = append(local.MD5s, md5sum)
		}
		return &local, nil
	}
	return s, lookup
}

// runWith runs sacre in testdata/oracle with its test sets served by lookup into cache.
func runWith(cache string, lookup func(string) (*datasets.Set, error), args ...string) (string, string, int) {
	var stdout, stderr bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, lookupSet: lookup,
		lookupEnv: func(k string) (string, bool) {
			if k == "SACREBLEU" {
				return cache, true
			}
			return "", false
		}}
	rc := run(args, e)
	return stdout.String(), stderr.String(), rc
}

// oracleStdout is the standard output SacreBLEU printed for an oracle case.
func oracleStdout(t *testing.T, id string) string {
	for _, c := range loadParityCases(t, "oracle") {
		if c.ID == id && c.Stdout != nil {
			return *c.Stdout
		}
	}
	t.Fatalf("no oracle case %q", id)
	return ""
}

// TestDownloadAndScore downloads wmt14 from a local server into an empty cache, unpacks and
// converts it, and scores against it: the output is SacreBLEU's on the prepared cache. A second
// run, and a concurrent pair of runs, download nothing more.
func TestDownloadAndScore(t *testing.T) {
	want := oracleStdout(t, "testset.wmt14.en-de.")
	srv, lookup := serveWMT14(t, wmt14Archive(t, nil), "")
	cache := t.TempDir()
	t.Chdir("../../testdata/oracle")
	args := []string{"-t", "wmt14", "-l", "en-de", "-i", "inputs/testset.wmt14.en-de.hyp.txt"}
	var wg sync.WaitGroup
	outs := make([]string, 3)
	for i := range outs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, errOut, rc := runWith(cache, lookup, args...)
			if rc != 0 {
				t.Errorf("run %d: rc %d: %s", i, rc, errOut)
			}
			outs[i] = out
		}()
	}
	wg.Wait()
	for i, out := range outs {
		if maskVersion(out) != maskVersion(want) {
			t.Errorf("run %d:\n%s\nwant\n%s", i, out, want)
		}
	}
	urls := len(srv.Server.URL) // keep the server referenced
	set, _ := datasets.Lookup("wmt14")
	if got := int(srv.requests.Load()); got != len(set.URLs) || urls == 0 {
		t.Errorf("%d requests for %d files: concurrent runs must share one download", got, len(set.URLs))
	}
	if _, _, rc := runWith(cache, lookup, args...); rc != 0 || int(srv.requests.Load()) != len(set.URLs) {
		t.Errorf("a cached set was downloaded again (rc %d)", rc)
	}
}

// TestDownloadErrors checks a wrong checksum, a malicious archive and an unreachable server:
// each a one-line error with status 1, nothing left in place of the download.
func TestDownloadErrors(t *testing.T) {
	t.Chdir("../../testdata/oracle")
	args := []string{"--download", "wmt14", "-l", "en-de", "-q"}
	_, wrongMD5 := serveWMT14(t, wmt14Archive(t, nil), "0123456789abcdef0123456789abcdef")
	_, evil := serveWMT14(t, wmt14Archive(t, map[string]string{"../../evil.txt": "x"}), "")
	closed, offline := serveWMT14(t, wmt14Archive(t, nil), "")
	closed.Close()
	for _, c := range []struct {
		lookup func(string) (*datasets.Set, error)
		want   string
		reason string
	}{
		{wrongMD5, "MD5", "a checksum mismatch names the checksums"},
		{evil, "evil", "an entry escaping the cache is refused"},
		{offline, "offline", "a refused connection suggests the machine is offline"},
	} {
		cache := t.TempDir()
		_, errOut, rc := runWith(cache, c.lookup, args...)
		if rc != 1 || !strings.Contains(errOut, c.want) || strings.Count(strings.TrimSpace(errOut), "\n") > 1 {
			t.Errorf("%s: rc %d, stderr %q", c.reason, rc, errOut)
		}
		if _, err := os.Stat(filepath.Join(cache, "..", "evil.txt")); err == nil {
			t.Errorf("%s: a file was written outside the cache", c.reason)
		}
		set, _ := datasets.Lookup("wmt14")
		raw := filepath.Join(cache, "wmt14", "raw", "wmt14."+filepath.Base(set.URLs[0]))
		if st, err := os.Stat(raw); c.want != "evil" && err == nil && st.Size() > 0 {
			t.Errorf("%s: a download was left at %s", c.reason, raw)
		}
	}
}
