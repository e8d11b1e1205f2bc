package fetch

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// dropHalf sends the headers of the whole of data and half of its bytes,
// then drops the connection, as a flaky network does.
func dropHalf(w http.ResponseWriter, data []byte) {
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	w.Write(data[:len(data)/2])
	w.(http.Flusher).Flush()
	panic(http.ErrAbortHandler)
}

// flaky drops the first response midway; later ones come from later, with
// or without range support. It records each request's Range header.
func flaky(data []byte, later http.HandlerFunc) (http.HandlerFunc, func() []string) {
	var mu sync.Mutex
	var ranges []string
	h := func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		ranges = append(ranges, r.Header.Get("Range"))
		first := len(ranges) == 1
		mu.Unlock()
		if first {
			dropHalf(w, data)
		}
		later(w, r)
	}
	return h, func() []string { mu.Lock(); defer mu.Unlock(); return slices.Clone(ranges) }
}

// wholeFile ignores Range, as a server without range support does.
func wholeFile(data []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", strconv.Itoa(len(data)))
		w.Write(data)
	}
}

func TestFileResumesInterruptedDownload(t *testing.T) {
	data := testData(300_000)
	half := "bytes=" + strconv.Itoa(len(data)/2) + "-"
	tests := []struct {
		reason     string
		later      http.HandlerFunc
		wantRanges []string
		wantLog    string
	}{
		{"a server with ranges sends only the missing half", serveContent(data), []string{"", half},
			"Resuming URL at byte 150000"},
		{"a server without ranges sends everything again", wholeFile(data), []string{"", half},
			"The server cannot resume URL; downloading it again"},
	}
	for _, tt := range tests {
		t.Run(tt.reason, func(t *testing.T) {
			h, ranges := flaky(data, tt.later)
			srv := serve(t, h)
			dest := filepath.Join(t.TempDir(), "set.tgz")
			var logs []string
			c := &Client{Log: func(msg string) { logs = append(logs, msg) }}
			downloaded, err := c.File(t.Context(), srv.URL, dest, md5Hex(data))
			if err != nil || !downloaded {
				t.Fatalf("File = %v, %v; want true, nil", downloaded, err)
			}
			if !bytes.Equal(readFile(t, dest), data) {
				t.Error("dest does not hold the served bytes")
			}
			if got := ranges(); !slices.Equal(got, tt.wantRanges) {
				t.Errorf("Range headers = %q, want %q", got, tt.wantRanges)
			}
			assertMissing(t, dest+".part")
			if want := strings.ReplaceAll(tt.wantLog, "URL", srv.URL); logs[len(logs)-1] != want {
				t.Errorf("last log = %q, want %q", logs[len(logs)-1], want)
			}
		})
	}
}

// wrongRange answers any range request with the whole file as a 206, as a
// broken proxy might; without a Range header it serves the file normally.
func wrongRange(data []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Range") == "" {
			serveContent(data)(w, r)
			return
		}
		w.Header().Set("Content-Range", fmt.Sprintf("bytes 0-%d/%d", len(data)-1, len(data)))
		w.WriteHeader(http.StatusPartialContent)
		w.Write(data)
	}
}

func TestFileResumesPartialFromEarlierRun(t *testing.T) {
	data := testData(50_000)
	tests := []struct {
		reason     string
		part       []byte
		handler    http.HandlerFunc
		wantRanges []string
	}{
		{"the first part is kept and the rest requested", data[:20_000], serveContent(data),
			[]string{"bytes=20000-"}},
		{"a complete partial file (died before the rename) is answered 416 and kept", data, serveContent(data),
			[]string{"bytes=50000-"}},
		{"a partial file longer than the file is answered 416 and thrown away", append(slices.Clone(data), 'x'),
			serveContent(data), []string{"bytes=50001-", ""}},
		{"a 206 that starts elsewhere is not appended: the file is fetched again", data[:20_000],
			wrongRange(data), []string{"bytes=20000-", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.reason, func(t *testing.T) {
			var ranges []string
			srv := serve(t, func(w http.ResponseWriter, r *http.Request) {
				ranges = append(ranges, r.Header.Get("Range"))
				tt.handler(w, r)
			})
			dest := filepath.Join(t.TempDir(), "set.tgz")
			if err := os.WriteFile(dest+".part", tt.part, 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := (&Client{}).File(t.Context(), srv.URL, dest, md5Hex(data)); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(ranges, tt.wantRanges) {
				t.Errorf("Range headers = %q, want %q", ranges, tt.wantRanges)
			}
			if !bytes.Equal(readFile(t, dest), data) {
				t.Error("dest does not hold the served bytes")
			}
		})
	}
}

func TestContentRange(t *testing.T) {
	tests := []struct {
		reason     string
		header     string
		from, size int64
		ok         bool
	}{
		{"a range with a known size", "bytes 100-199/200", 100, 200, true},
		{"a range with an unknown size", "bytes 100-199/*", 100, -1, true},
		{"the form of a 416 response", "bytes */200", -1, 200, true},
		{"a missing header", "", 0, 0, false},
		{"another unit", "items 1-2/3", 0, 0, false},
		{"a size that is not a number", "bytes 1-2/x", 0, 0, false},
		{"a start that is not a number", "bytes a-2/3", 0, 0, false},
	}
	for _, tt := range tests {
		from, size, ok := contentRange(tt.header)
		if from != tt.from || size != tt.size || ok != tt.ok {
			t.Errorf("%s: contentRange(%q) = %d, %d, %v; want %d, %d, %v",
				tt.reason, tt.header, from, size, ok, tt.from, tt.size, tt.ok)
		}
	}
}
