package metric

import (
	"fmt"
	"runtime"
	"strconv"

	"github.com/sacre-mt/sacre/internal/par"
)

// minChunk is the fewest segments worth a goroutine of their own.
const minChunk = 64

// parallel calls work on ranges of segments on all cores; segments are independent.
func parallel(n int, work func(lo, hi int)) { par.Range(n, minChunk, work) }

// parallelWith is parallel with one value per goroutine, made by newT when first needed: a
// counter whose buffers grow to the longest segment once, not once per range.
func parallelWith[T any](n int, newT func() T, work func(t T, lo, hi int)) {
	ts := make([]T, runtime.GOMAXPROCS(0))
	made := make([]bool, len(ts))
	par.RangeWorkers(n, minChunk, func(w, lo, hi int) {
		if !made[w] {
			ts[w], made[w] = newT(), true
		}
		work(ts[w], lo, hi)
	})
}

func itoa(n int) string { return strconv.Itoa(n) }

func errForeignRefs(m Metric, p Prepared) error {
	return fmt.Errorf("%w: references prepared by %T, not by %s", ErrConfig, p, m.Name())
}
