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
	// Ranges shrink as the work runs out (guided scheduling): large ones first, for little
	// overhead, then small ones, so that no goroutine is left with a long range at the end.
	var mu sync.Mutex
	pos := 0
	take := func() (lo, hi int) {
		mu.Lock()
		defer mu.Unlock()
		lo = pos
		pos = min(n, lo+max(minChunk, (n-lo+2*workers-1)/(2*workers)))
		return lo, pos
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for lo, hi := take(); lo < n; lo, hi = take() {
				work(w, lo, hi)
			}
		})
	}
	wg.Wait()
}
