package fetch

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"net"
	"net/url"
	"strings"
	"testing"
)

func TestExplain(t *testing.T) {
	const src, dest = "https://example.org/set.tgz", "/cache/set.tgz"
	get := func(err error) error { return &url.Error{Op: "Get", URL: src, Err: err} }
	tests := []struct {
		reason string
		err    error
		is     error // nil: only the generic prefix
		want   string
	}{
		{"a failed DNS lookup means offline", get(&net.OpError{Op: "dial", Net: "tcp",
			Err: &net.DNSError{Err: "no such host", Name: "example.org"}}), ErrOffline,
			"fetch: cannot reach server: " + src + ": dial tcp: lookup example.org: no such host; " +
				"the machine may be offline: check the network, or download the file by hand to " + dest},
		{"a bad certificate gets SacreBLEU's hint, for any system", get(&tls.CertificateVerificationError{
			Err: x509.UnknownAuthorityError{}}), nil, "the system's root certificates may be missing"},
		{"a connection that keeps dropping says the download will resume", get(io.ErrUnexpectedEOF), io.ErrUnexpectedEOF,
			"fetch: download " + src + ": the connection dropped (unexpected EOF); retry, and the download will resume"},
		{"a cancelled context is no network trouble", get(context.Canceled), context.Canceled,
			"fetch: download " + src + ": context canceled"},
		{"a caller's deadline is a timeout", get(context.DeadlineExceeded), ErrTimeout, "fetch: timed out: " + src},
		{"a stall names its limit", ErrStalled, ErrStalled, "no data for 1m0s"},
	}
	for _, tt := range tests {
		err := (&Client{}).explain(tt.err, src, dest)
		if tt.is != nil && !errors.Is(err, tt.is) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %q, want it to contain %q and wrap %v", tt.reason, err, tt.want, tt.is)
		}
		if strings.Contains(err.Error(), "\n") || strings.Count(err.Error(), "fetch:") != 1 {
			t.Errorf("%s: %q is not one line with one prefix", tt.reason, err)
		}
	}
}
