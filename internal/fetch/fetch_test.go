package fetch

import (
	"bytes"
	"crypto/md5"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// testData returns n deterministic bytes that do not repeat early.
func testData(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + i>>8 + i>>16)
	}
	return b
}

func md5Hex(b []byte) string {
	s := md5.Sum(b)
	return hex.EncodeToString(s[:])
}

// testServer is an httptest server that counts its requests.
type testServer struct {
	*httptest.Server
	hits atomic.Int32
}

func serve(t *testing.T, h http.HandlerFunc) *testServer {
	t.Helper()
	s := &testServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.hits.Add(1)
		h(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// serveContent serves data with range support, as a static file server does.
func serveContent(data []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
	}
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func assertMissing(t *testing.T, names ...string) {
	t.Helper()
	for _, name := range names {
		if _, err := os.Stat(name); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: want it missing, stat says %v", name, err)
		}
	}
}

func TestFileDownloads(t *testing.T) {
	data := testData(100_000)
	srv := serve(t, serveContent(data))
	dest := filepath.Join(t.TempDir(), "wmt14", "raw", "wmt14.tgz")
	url := srv.URL + "/wmt14.tgz"
	var logs []string
	c := &Client{Log: func(msg string) { logs = append(logs, msg) }}

	downloaded, err := c.File(t.Context(), url, dest, strings.ToUpper(md5Hex(data)))
	if err != nil || !downloaded {
		t.Fatalf("File = %v, %v; want true, nil", downloaded, err)
	}
	if !bytes.Equal(readFile(t, dest), data) {
		t.Error("dest does not hold the served bytes")
	}
	sum := sha256.Sum256(data)
	if got, want := string(readFile(t, dest+".sha256")), hex.EncodeToString(sum[:])+"  wmt14.tgz\n"; got != want {
		t.Errorf(".sha256 = %q, want %q", got, want)
	}
	assertMissing(t, dest+".part")
	if want := "Downloading " + url + " to " + dest; len(logs) != 1 || logs[0] != want {
		t.Errorf("logs = %q, want [%q]", logs, want)
	}
}

func TestFileChecksumMismatch(t *testing.T) {
	data := testData(5000)
	srv := serve(t, serveContent(data))
	dest := filepath.Join(t.TempDir(), "set.tgz")
	url := srv.URL + "/set.tgz"
	const want = "0123456789abcdef0123456789abcdef"

	downloaded, err := (&Client{}).File(t.Context(), url, dest, want)
	if downloaded || !errors.Is(err, ErrChecksum) {
		t.Fatalf("File = %v, %v; want false, ErrChecksum", downloaded, err)
	}
	for _, part := range []string{url, want, md5Hex(data), "retry", "changed"} {
		if !strings.Contains(err.Error(), part) {
			t.Errorf("error %q does not mention %q", err, part)
		}
	}
	assertMissing(t, dest, dest+".part", dest+".sha256")
}

func TestFileHTTPErrors(t *testing.T) {
	tests := []struct {
		reason string
		status int
		want   string
	}{
		{"a missing file names the status and the URL", http.StatusNotFound, "404 Not Found"},
		{"a server error is not retried", http.StatusInternalServerError, "500 Internal Server Error"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			srv := serve(t, func(w http.ResponseWriter, r *http.Request) { http.Error(w, "no", tt.status) })
			dest := filepath.Join(t.TempDir(), "set.tgz")
			_, err := (&Client{}).File(t.Context(), srv.URL+"/set.tgz", dest, "")
			if !errors.Is(err, ErrStatus) || !strings.Contains(err.Error(), tt.want) ||
				!strings.Contains(err.Error(), srv.URL+"/set.tgz") {
				t.Errorf("%s: error = %v", tt.reason, err)
			}
			if n := srv.hits.Load(); n != 1 {
				t.Errorf("%s: %d requests, want 1", tt.reason, n)
			}
			assertMissing(t, dest, dest+".part")
		})
	}
}

func TestFileConnectionRefused(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String() + "/set.tgz"
	ln.Close() // nobody listens there any more
	dest := filepath.Join(t.TempDir(), "set.tgz")

	_, err = (&Client{}).File(t.Context(), url, dest, "")
	if !errors.Is(err, ErrOffline) {
		t.Fatalf("error = %v, want ErrOffline", err)
	}
	for _, part := range []string{url, "offline", dest} {
		if !strings.Contains(err.Error(), part) {
			t.Errorf("error %q does not mention %q", err, part)
		}
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error %q spans several lines", err)
	}
}

func TestFileExistingDest(t *testing.T) {
	data := testData(3000)
	tests := []struct {
		reason         string
		existing       []byte // nil: no file
		wantDownloaded bool
		wantHits       int32
	}{
		{"a non-empty file is trusted without a request", []byte("old"), false, 0},
		{"an empty file counts as missing, as in SacreBLEU", []byte{}, true, 1},
		{"a missing file is downloaded", nil, true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.reason, func(t *testing.T) {
			srv := serve(t, serveContent(data))
			dest := filepath.Join(t.TempDir(), "set.tgz")
			if tt.existing != nil {
				if err := os.WriteFile(dest, tt.existing, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			downloaded, err := (&Client{}).File(t.Context(), srv.URL, dest, "")
			if err != nil || downloaded != tt.wantDownloaded || srv.hits.Load() != tt.wantHits {
				t.Errorf("File = %v, %v with %d requests; want %v, nil with %d",
					downloaded, err, srv.hits.Load(), tt.wantDownloaded, tt.wantHits)
			}
			want := data
			if !tt.wantDownloaded {
				want = tt.existing
			}
			if !bytes.Equal(readFile(t, dest), want) {
				t.Error("dest holds the wrong bytes")
			}
		})
	}
}

func TestFileTimeouts(t *testing.T) {
	half := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "1000")
		w.Write(make([]byte, 500))
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	}
	silent := func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }
	tests := []struct {
		reason  string
		handler http.HandlerFunc
		client  Client
		want    error
	}{
		{"headers that never come hit the transport's timeout", silent,
			Client{HTTP: &http.Client{Transport: &http.Transport{ResponseHeaderTimeout: 50 * time.Millisecond}}}, ErrTimeout},
		{"a body that stops flowing is a stall", half, Client{StallTimeout: 50 * time.Millisecond}, ErrStalled},
	}
	for _, tt := range tests {
		t.Run(tt.reason, func(t *testing.T) {
			srv := serve(t, tt.handler)
			_, err := tt.client.File(t.Context(), srv.URL+"/set.tgz", filepath.Join(t.TempDir(), "set.tgz"), "")
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), srv.URL+"/set.tgz") {
				t.Errorf("error = %v, want %v naming the URL", err, tt.want)
			}
		})
	}
}

func TestFileProgress(t *testing.T) {
	data := testData(200_000)
	srv := serve(t, serveContent(data))
	var out bytes.Buffer
	c := &Client{Progress: &out}
	if _, err := c.File(t.Context(), srv.URL, filepath.Join(t.TempDir(), "set.tgz"), ""); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	if !strings.HasPrefix(s, "\rset.tgz [") || !strings.Contains(s, "% ") || !strings.Contains(s, "/ 195.3 KiB ") {
		t.Errorf("progress output %q lacks a bar with name, percentage and size", s)
	}
	last := s[strings.LastIndex(s[:len(s)-1], "\r"):]
	if strings.TrimSpace(last) != "" || !strings.HasSuffix(s, "\r") {
		t.Errorf("progress output ends with %q, want the line blanked", last)
	}
}
