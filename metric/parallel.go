package metric

import (
	"fmt"
	"strconv"

	"github.com/sacre-mt/sacre/internal/par"
)

// minChunk is the fewest segments worth a goroutine of their own.
const minChunk = 64

// parallel calls work on ranges of segments on all cores; segments are independent.
func parallel(n int, work func(lo, hi int)) { par.Range(n, minChunk, work) }

func itoa(n int) string { return strconv.Itoa(n) }

func errForeignRefs(m Metric, p Prepared) error {
	return fmt.Errorf("%w: references prepared by %T, not by %s", ErrConfig, p, m.Name())
}
