package fetch

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// maxAttempts bounds the transfers of one File call. Only an attempt that
// moved the download forward earns another, so a dead server fails at once.
const maxAttempts = 5

// errRestart reports a partial file that had to be thrown away because the
// server did not resume where it ends; the next attempt starts over.
var errRestart = errors.New("the server did not resume at the end of the partial file")

// defaultHTTP bounds connecting (30 s), the TLS handshake (10 s) and the
// wait for response headers, but not the whole transfer: receive watches
// for stalls instead.
var defaultHTTP = sync.OnceValue(func() *http.Client {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.ResponseHeaderTimeout = 60 * time.Second
	return &http.Client{Transport: t}
})

// transfer downloads url into part, resuming what part already holds.
func (c *Client) transfer(ctx context.Context, url, part string) error {
	for attempt := 1; ; attempt++ {
		n, err := c.attempt(ctx, url, part)
		if err == nil {
			return nil
		}
		progressed := n > 0 || errors.Is(err, errRestart)
		if attempt == maxAttempts || ctx.Err() != nil || !progressed {
			return err
		}
		c.logf("Download of %s interrupted (%v); retrying", url, err)
	}
}

// attempt makes one request and appends the body to part. It returns the
// number of bytes received.
func (c *Client) attempt(ctx context.Context, url, part string) (int64, error) {
	var have int64
	if fi, err := os.Stat(part); err == nil {
		have = fi.Size()
	}
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	resp, err := c.get(ctx, url, have)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	start, total, err := c.resume(resp, url, have)
	if errors.Is(err, errRestart) {
		os.Remove(part)
	}
	if err != nil || (start > 0 && start == total) { // nothing left to fetch
		return 0, err
	}
	return c.save(ctx, stop, part, resp.Body, start, total)
}

// get asks for url from byte from on.
func (c *Client) get(ctx context.Context, url string, from int64) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	// Go would otherwise ask for gzip and decode it transparently, and a
	// range of the encoded bytes cannot resume a file of decoded ones.
	req.Header.Set("Accept-Encoding", "identity")
	if from > 0 {
		req.Header.Set("Range", fmt.Sprintf("bytes=%d-", from))
	}
	return cmp.Or(c.HTTP, defaultHTTP()).Do(req)
}

// resume interprets the response to a request for the bytes after have. It
// returns the offset the body starts at and the full size (-1 if unknown).
// A 200 means the server ignored the range and sends the whole file.
func (c *Client) resume(resp *http.Response, url string, have int64) (start, total int64, err error) {
	switch resp.StatusCode {
	case http.StatusOK:
		if have > 0 {
			c.logf("The server cannot resume %s; downloading it again", url)
		}
		return 0, resp.ContentLength, nil
	case http.StatusPartialContent:
		from, size, ok := contentRange(resp.Header.Get("Content-Range"))
		if !ok || from != have {
			return 0, 0, errRestart
		}
		c.logf("Resuming %s at byte %d", url, have)
		return have, size, nil
	case http.StatusRequestedRangeNotSatisfiable:
		// An earlier run may have died between the last byte and the
		// rename: then the partial file is the whole file.
		if _, size, ok := contentRange(resp.Header.Get("Content-Range")); ok && size == have {
			return have, have, nil
		}
		return 0, 0, errRestart
	}
	return 0, 0, fmt.Errorf("%w: %s: %s", ErrStatus, url, resp.Status)
}

// contentRange parses "bytes FROM-TO/SIZE" or "bytes */SIZE"; an unknown
// SIZE ("*") is -1, and so is FROM in the second form.
func contentRange(h string) (from, size int64, ok bool) {
	spec, found := strings.CutPrefix(h, "bytes ")
	rng, total, found2 := strings.Cut(spec, "/")
	if !found || !found2 {
		return 0, 0, false
	}
	size, from = -1, -1
	var err error
	if total != "*" {
		if size, err = strconv.ParseInt(total, 10, 64); err != nil {
			return 0, 0, false
		}
	}
	if rng == "*" {
		return from, size, true
	}
	first, _, found := strings.Cut(rng, "-")
	if from, err = strconv.ParseInt(first, 10, 64); err != nil || !found {
		return 0, 0, false
	}
	return from, size, true
}

// save writes body to part from offset start on (truncating part when start
// is 0), feeding the progress bar and aborting when the body stalls.
func (c *Client) save(ctx context.Context, stop context.CancelCauseFunc, part string, body io.Reader, start, total int64) (int64, error) {
	flag := os.O_WRONLY | os.O_CREATE | os.O_APPEND
	if start == 0 {
		flag = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(part, flag, 0o644)
	if err != nil {
		return 0, err
	}
	var w io.Writer = f
	if c.Progress != nil {
		b := newBar(c.Progress, strings.TrimSuffix(filepath.Base(part), ".part"), start, total, time.Now)
		defer b.clear()
		w = io.MultiWriter(f, b)
	}
	n, err := c.receive(ctx, stop, w, body)
	if err == nil {
		// The rename in install must not publish data still in the page cache.
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return n, err
}

// receive copies body to w, cancelling the request through stop when no
// byte arrives for StallTimeout.
func (c *Client) receive(ctx context.Context, stop context.CancelCauseFunc, w io.Writer, body io.Reader) (int64, error) {
	idle := cmp.Or(c.StallTimeout, defaultStallTimeout)
	timer := time.AfterFunc(idle, func() { stop(ErrStalled) })
	defer timer.Stop()
	n, err := io.Copy(w, &watchdog{r: body, timer: timer, idle: idle})
	if err != nil && errors.Is(context.Cause(ctx), ErrStalled) {
		err = ErrStalled
	}
	return n, err
}

// watchdog rearms a stall timer whenever data arrives.
type watchdog struct {
	r     io.Reader
	timer *time.Timer
	idle  time.Duration
}

func (w *watchdog) Read(p []byte) (int, error) {
	n, err := w.r.Read(p)
	if n > 0 {
		w.timer.Reset(w.idle)
	}
	return n, err
}
