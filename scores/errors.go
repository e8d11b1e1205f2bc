package scores

import (
	"errors"
	"strconv"
	"strings"
)

// The kinds of error Read and ParseSource return, each wrapped in an *Error that names the file
// and line; test for them with errors.Is.
var (
	ErrFile            = errors.New("scores: cannot read file")
	ErrEmpty           = errors.New("scores: empty file")
	ErrFormat          = errors.New("scores: unknown format")
	ErrUTF8            = errors.New("scores: invalid UTF-8")
	ErrLineTooLong     = errors.New("scores: line too long")
	ErrSyntax          = errors.New("scores: malformed line")
	ErrNumber          = errors.New("scores: not a number")
	ErrNonFinite       = errors.New("scores: NaN or infinite score")
	ErrDuplicateColumn = errors.New("scores: duplicated column")
	ErrMissingColumn   = errors.New("scores: missing column")
	ErrFieldCount      = errors.New("scores: wrong number of fields")
	ErrDuplicate       = errors.New("scores: duplicated score")
	ErrConflict        = errors.New("scores: conflicting values")
	ErrSystemTwice     = errors.New("scores: system in two files")
	ErrNoItems         = errors.New("scores: system with no items")
	ErrSource          = errors.New("scores: malformed source")
)

// An Error is one problem with the input, located as a compiler does: "PATH:LINE: what: detail",
// or "PATH: what: detail" when it concerns a whole file. Command-line tools print it as it is.
type Error struct {
	Path   string // the file; "" for an error in the arguments
	Line   int    // 1-based; 0 for the whole file
	Kind   error  // one of the Err variables
	Detail string // what was found, with the other place involved if there is one
	Err    error  // the underlying error (from the file system), or nil
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.Path != "" {
		b.WriteString(e.Path)
		if e.Line > 0 {
			b.WriteString(":" + strconv.Itoa(e.Line))
		}
		// The location already says where the problem is; "scores:" would only repeat it.
		b.WriteString(": " + strings.TrimPrefix(e.Kind.Error(), "scores: "))
	} else {
		b.WriteString(e.Kind.Error())
	}
	if e.Detail != "" {
		b.WriteString(": " + e.Detail)
	}
	if e.Err != nil {
		b.WriteString(": " + e.Err.Error())
	}
	return b.String()
}

// Unwrap gives both the kind and the underlying error, so that errors.Is matches ErrFile and
// fs.ErrNotExist alike.
func (e *Error) Unwrap() []error {
	if e.Err == nil {
		return []error{e.Kind}
	}
	return []error{e.Kind, e.Err}
}

// errorAt is an *Error at line n of path.
func errorAt(path string, n int, kind error, detail string) *Error {
	return &Error{Path: path, Line: n, Kind: kind, Detail: detail}
}

// at returns "PATH:N", the way an error names another place.
func at(path string, n int) string { return path + ":" + strconv.Itoa(n) }
