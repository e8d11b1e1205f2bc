package metric

import (
	"errors"
	"testing"

	"github.com/sacre-mt/sacre/internal/editdist"
)

// TestAtSegment checks that an alignment's error counts its segment from a chunk's start, and
// still says it is ErrTooLong.
func TestAtSegment(t *testing.T) {
	e := &ErrorRate{}
	err := e.alignError(2, 1, 2, &editdist.TooLongError{Ref: 300000, Hyp: 290000})
	want := "segment 3, reference 2: 300000 reference words x 290000 hypothesis words exceed the alignment's limit of 68719476736 cells"
	if err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
	moved := AtSegment(err, 1000)
	want = "segment 1003, reference 2: 300000 reference words x 290000 hypothesis words exceed the alignment's limit of 68719476736 cells"
	if moved.Error() != want || !errors.Is(moved, ErrTooLong) {
		t.Errorf("moved error %q (ErrTooLong: %v), want %q", moved, errors.Is(moved, ErrTooLong), want)
	}
	if err.Error() == moved.Error() {
		t.Error("AtSegment changed the error it was given")
	}
	other := errors.New("other")
	if AtSegment(other, 5) != other {
		t.Error("AtSegment changed an error that names no segment")
	}
}
