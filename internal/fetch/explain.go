package fetch

import (
	"cmp"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
)

// explain turns a failed transfer into one line that names the URL, the
// cause, and what the user can do about it.
func (c *Client) explain(err error, src, dest string) error {
	cause := err
	var ue *url.Error
	if errors.As(err, &ue) {
		cause = ue.Err // its message would repeat the URL
	}
	var (
		dns     *net.DNSError
		op      *net.OpError
		cert    *tls.CertificateVerificationError
		timeout interface{ Timeout() bool }
	)
	switch {
	case errors.Is(err, ErrStatus):
		return err
	case errors.Is(err, ErrStalled):
		return fmt.Errorf("%w: %s: no data for %v; the server or the network is overloaded: retry later, "+
			"and the download will resume", ErrStalled, src, cmp.Or(c.StallTimeout, defaultStallTimeout))
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("fetch: download %s: %w", src, cause)
	case errors.As(err, &dns), errors.As(err, &op) && op.Op == "dial":
		return fmt.Errorf("%w: %s: %w; the machine may be offline: check the network, "+
			"or download the file by hand to %s", ErrOffline, src, cause, dest)
	case errors.As(err, &cert):
		// SacreBLEU prints a hint about macOS's Python certificates here.
		return fmt.Errorf("fetch: download %s: %w; the system's root certificates "+
			"may be missing or out of date", src, cause)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("fetch: download %s: the connection dropped (%w); retry, "+
			"and the download will resume", src, cause)
	case errors.As(err, &timeout) && timeout.Timeout():
		return fmt.Errorf("%w: %s: %w; the server is slow or unreachable: retry later", ErrTimeout, src, cause)
	}
	return fmt.Errorf("fetch: download %s: %w", src, cause)
}
