package metric

import (
	"errors"
	"fmt"

	"github.com/sacre-mt/sacre/internal/editdist"
)

// ErrTooLong reports a segment the error rates cannot align: the product of its reference's
// and hypothesis's lengths (after what both start and end with) exceeds editdist.MaxCells,
// which bounds the time of one alignment.
var ErrTooLong = errors.New("metric: segment too long to align")

// tooLongError is ErrTooLong saying where and by how much.
type tooLongError struct{ msg string }

func (e *tooLongError) Error() string        { return e.msg }
func (e *tooLongError) Is(target error) bool { return target == ErrTooLong }

// alignError is err, an alignment's failure, prefixed with where it happened; one past the
// alignment's limit says the sizes in the measure's tokens and the limit.
func (e *ErrorRate) alignError(where string, err error) error {
	tl, ok := errors.AsType[*editdist.TooLongError](err)
	if !ok {
		return fmt.Errorf("%s: %w", where, err)
	}
	unit := "words"
	if e.chars {
		unit = "characters"
	}
	shared := ""
	if tl.Shared > 0 {
		shared = fmt.Sprintf(" (besides %d %s both have at their start and end)", tl.Shared, unit)
	}
	return &tooLongError{fmt.Sprintf("%s: %d reference %s x %d hypothesis %s%s exceed the alignment's limit of %d cells",
		where, tl.Ref, unit, tl.Hyp, unit, shared, editdist.MaxCells)}
}

// segmentWhere names segment i (from 0) and, when it has several, its reference k.
func segmentWhere(i, k, refs int) string {
	if refs > 1 {
		return fmt.Sprintf("segment %d, reference %d", i+1, k+1)
	}
	return fmt.Sprintf("segment %d", i+1)
}
