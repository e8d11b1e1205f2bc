package datasets

import (
	"errors"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// Sentinels, for errors.Is. The errors returned wrap them in an [*Error] carrying SacreBLEU's
// own message.
var (
	ErrUnknownSet      = errors.New("datasets: unknown test set")
	ErrUnknownPair     = errors.New("datasets: unknown language pair")
	ErrBadPair         = errors.New("datasets: malformed language pair")
	ErrUnknownField    = errors.New("datasets: unknown field")
	ErrEchoAll         = errors.New("datasets: --echo all with other fields")
	ErrFilterNeedsSet  = errors.New("datasets: filtering needs a test set and a language pair")
	ErrNoAnnotation    = errors.New("datasets: no subset annotation")
	ErrNotFilterable   = errors.New("datasets: raw file cannot be filtered")
	ErrSubsetRegex     = errors.New("datasets: bad --subset regular expression")
	ErrNoSubsetInfo    = errors.New("datasets: no subset information")
	ErrNoGroups        = errors.New("datasets: no sentences in any subset")
	ErrNotCached       = errors.New("datasets: raw file missing and no downloader")
	ErrMissingFile     = errors.New("datasets: file missing from the cache")
	ErrChecksum        = errors.New("datasets: checksum mismatch")
	ErrMalformed       = errors.New("datasets: malformed raw file")
	ErrMalformedConfig = errors.New("datasets: malformed registry entry")
)

// Error is a failure that SacreBLEU reports in its own words. Err is one of the sentinels.
//
// When Exception is "", SacreBLEU logs each of Lines (with its "sacreBLEU: " prefix) and exits
// with status 1; [ErrNoSubsetInfo] is the exception to the rule, see [Cache.Groups]. Otherwise
// SacreBLEU dies with a traceback (status 1) whose last line is Exception + ": " + Lines[0], such
// as "KeyError: 'wmt99'".
type Error struct {
	Err       error
	Exception string
	Lines     []string
}

func (e *Error) Error() string {
	msg := strings.Join(e.Lines, "\n")
	if e.Exception != "" {
		msg = e.Exception + ": " + msg
	}
	return e.Err.Error() + ": " + msg
}

func (e *Error) Unwrap() error { return e.Err }

// logged is an error SacreBLEU logs before sys.exit(1).
func logged(err error, lines ...string) *Error { return &Error{Err: err, Lines: lines} }

// crash is an error SacreBLEU raises as the Python exception named.
func crash(err error, exception, msg string) *Error {
	return &Error{Err: err, Exception: exception, Lines: []string{msg}}
}

// repr is Python's repr() of a str, as SacreBLEU's {name!r} messages print it.
func repr(s string) string { return pyfmt.StrRepr(s) }
