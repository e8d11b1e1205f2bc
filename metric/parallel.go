package metric

import (
	"fmt"
	"runtime"
	"strconv"
	"sync"
)

// minChunk is the fewest segments worth a goroutine of their own.
const minChunk = 64

// parallel calls work on consecutive ranges [lo, hi) covering [0, n), on up to GOMAXPROCS
// goroutines. Segments are independent, so the split cannot change a result.
func parallel(n int, work func(lo, hi int)) {
	workers := min(runtime.GOMAXPROCS(0), (n+minChunk-1)/minChunk)
	if workers <= 1 {
		work(0, n)
		return
	}
	// More chunks than workers balance segments of uneven length.
	chunks := workers * 4
	size := (n + chunks - 1) / chunks
	next := make(chan int, chunks)
	for lo := 0; lo < n; lo += size {
		next <- lo
	}
	close(next)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for lo := range next {
				work(lo, min(lo+size, n))
			}
		}()
	}
	wg.Wait()
}

func itoa(n int) string { return strconv.Itoa(n) }

func errForeignRefs(m Metric, p Prepared) error {
	return fmt.Errorf("%w: references prepared by %T, not by %s", ErrConfig, p, m.Name())
}
