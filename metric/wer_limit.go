package metric

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/editdist"
)

// ErrTooLong reports a segment the error rates cannot align: the product of its reference's
// and hypothesis's lengths (after what both start and end with) exceeds editdist.MaxCells,
// which bounds the time of one alignment.
var ErrTooLong = errors.New("metric: segment too long to align")

// segmentError is an alignment's failure in segment seg (from 0), reference ref of refs, or
// where where says when it is set.
type segmentError struct {
	seg, ref, refs int
	where          string
	msg            string // what failed, after where
	err            error  // the cause (ErrTooLong for one past the limit)
}

func (e *segmentError) Error() string {
	if e.where != "" {
		return e.where + ": " + e.msg
	}
	return segmentWhere(e.seg, e.ref, e.refs) + ": " + e.msg
}

func (e *segmentError) Unwrap() error { return e.err }

// AtSegment is err with the segments it names counted from start: the error of scoring a chunk
// whose first segment is segment start of the whole input. Other errors are returned as they are.
func AtSegment(err error, start int) error {
	se, ok := errors.AsType[*segmentError](err)
	if !ok || start == 0 || se.where != "" {
		return err
	}
	moved := *se
	moved.seg += start
	return &moved
}

// alignError is err, the alignment's failure of segment i's reference k (of refs), saying
// where it happened; one past the alignment's limit says the sizes in the measure's tokens and
// the limit.
func (e *ErrorRate) alignError(i, k, refs int, err error) error {
	return e.alignErrorAt(&segmentError{seg: i, ref: k, refs: refs}, err)
}

// alignErrorAt is alignError saying where as at does.
func (e *ErrorRate) alignErrorAt(at *segmentError, err error) error {
	tl, ok := errors.AsType[*editdist.TooLongError](err)
	if !ok {
		at.msg, at.err = err.Error(), err
		return at
	}
	unit := "words"
	if e.chars {
		unit = "characters"
	}
	shared := ""
	if tl.Shared > 0 {
		shared = fmt.Sprintf(" (besides %d %s both have at their start and end)", tl.Shared, unit)
	}
	at.err, at.msg = ErrTooLong, fmt.Sprintf("%d reference %s x %d hypothesis %s%s exceed the alignment's limit of %d cells",
		tl.Ref, unit, tl.Hyp, unit, shared, editdist.MaxCells)
	return at
}

// segmentWhere names segment i (from 0) and, when it has several, its reference k.
func segmentWhere(i, k, refs int) string {
	if refs > 1 {
		return fmt.Sprintf("segment %d, reference %d", i+1, k+1)
	}
	return fmt.Sprintf("segment %d", i+1)
}

// tooLong is the error of aligning the normalized hypothesis s with the first of refs that
// editdist would refuse, found without numbering the hypothesis: a long segment past the
// limit is refused before its tokens take memory. It is nil when every reference aligns.
func (e *ErrorRate) tooLong(s string, refs [][]int32, vocab *idTable[string]) (int, error) {
	if len(s) <= longBytes {
		return 0, nil // short: numbering costs little, and editdist checks again
	}
	m := 0
	if e.chars {
		m = utf8.RuneCountInString(s)
	} else {
		eachWord(s, func(string) { m++ })
	}
	for k, ref := range refs {
		n := len(ref)
		if n == 0 || int64(m) < editdist.MaxCells/int64(n) {
			continue // below the limit whatever both share
		}
		p := e.sharedPrefix(s, ref, vocab)
		sh := e.sharedSuffix(s, ref[p:], min(n, m)-p, vocab)
		if n, m := n-p-sh, m-p-sh; n > 0 && int64(m) > editdist.MaxCells/int64(n) {
			return k, &editdist.TooLongError{Ref: n, Hyp: m, Shared: p + sh}
		}
	}
	return 0, nil
}

// sharedPrefix is how many tokens the hypothesis s starts with as ref does.
func (e *ErrorRate) sharedPrefix(s string, ref []int32, vocab *idTable[string]) int {
	p := 0
	if e.chars {
		for _, r := range s {
			if p == len(ref) || ref[p] != r {
				break
			}
			p++
		}
		return p
	}
	for s != "" && p < len(ref) {
		i := strings.IndexByte(s, ' ')
		if i < 0 {
			i = len(s)
		}
		if i > 0 {
			if int32(vocab.id(s[:i], false)) != ref[p] {
				break
			}
			p++
		}
		s = s[min(i+1, len(s)):]
	}
	return p
}

// sharedSuffix is how many tokens, at most limit, the hypothesis s ends with as ref does.
func (e *ErrorRate) sharedSuffix(s string, ref []int32, limit int, vocab *idTable[string]) int {
	n := 0
	for s != "" && n < limit {
		var id int32
		if e.chars {
			r, size := utf8.DecodeLastRuneInString(s)
			id, s = r, s[:len(s)-size]
		} else {
			i := strings.LastIndexByte(s, ' ')
			w := s[i+1:]
			s = s[:max(i, 0)]
			if w == "" {
				continue
			}
			id = int32(vocab.id(w, false))
		}
		if id != ref[len(ref)-1-n] {
			break
		}
		n++
	}
	return n
}
