// Package par splits independent work over the machine's cores.
package par

import (
	"runtime"
	"sync"
)

// Range calls work on consecutive ranges [lo, hi) covering [0, n), on up to GOMAXPROCS
// goroutines; a range holds at least minChunk items unless n is smaller. The items must be
// independent, so that the split cannot change a result.
func Range(n, minChunk int, work func(lo, hi int)) {
	RangeWorkers(n, minChunk, func(_, lo, hi int) { work(lo, hi) })
}

// RangeWorkers is Range telling work which goroutine runs it, w in [0, GOMAXPROCS): ranges with
// the same w never run at the same time, so each goroutine can reuse its own buffers.
func RangeWorkers(n, minChunk int, work func(w, lo, hi int)) {
	workers := min(runtime.GOMAXPROCS(0), (n+minChunk-1)/max(1, minChunk))
	if workers <= 1 {
		work(0, 0, n)
		return
	}
	// More chunks than workers balance items of uneven cost.
	chunks := workers * 4
	size := max(minChunk, (n+chunks-1)/chunks)
	next := make(chan int, (n+size-1)/size)
	for lo := 0; lo < n; lo += size {
		next <- lo
	}
	close(next)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for lo := range next {
				work(w, lo, min(lo+size, n))
			}
		}()
	}
	wg.Wait()
}
