// Package par splits independent work over the machine's cores.
package par

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"

	"github.com/sacre-mt/sacre/internal/mapped"
)

// Range calls work on consecutive ranges [lo, hi) covering [0, n), on up to GOMAXPROCS
// goroutines; a range holds at least minChunk items unless n is smaller. The items must be
// independent, so that the split cannot change a result.
func Range(n, minChunk int, work func(lo, hi int)) {
	RangeWorkers(n, minChunk, func(_, lo, hi int) { work(lo, hi) })
}

// RangeWorkers is Range telling work which goroutine runs it, w in [0, GOMAXPROCS): ranges with
// the same w never run at the same time, so each goroutine can reuse its own buffers.
//
// The goroutines may read mapped files (they ask for a panic on a fault, see mapped); a panic
// in one of them stops the ranges not yet started and is raised again in the caller, where a
// command can recover it: the value itself for a fault, else with the goroutine's stack.
func RangeWorkers(n, minChunk int, work func(w, lo, hi int)) {
	workers := min(runtime.GOMAXPROCS(0), (n+minChunk-1)/max(1, minChunk))
	if workers <= 1 {
		defer mapped.Guard()()
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
	var failed *workerPanic
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			defer mapped.Guard()()
			defer func() {
				if r := recover(); r != nil {
					mu.Lock()
					if failed == nil {
						failed = &workerPanic{value: r, stack: debug.Stack()}
					}
					pos = n
					mu.Unlock()
				}
			}()
			for lo, hi := take(); lo < n; lo, hi = take() {
				work(w, lo, hi)
			}
		})
	}
	wg.Wait()
	if failed != nil {
		failed.raise()
	}
}

// workerPanic is a panic of a worker goroutine, to raise again in the caller's.
type workerPanic struct {
	value any
	stack []byte
}

// raise panics with the value of a fault (which a command recovers, see mapped), or with the
// value and the worker's stack, which the caller's trace would not show.
func (p *workerPanic) raise() {
	if _, fault := p.value.(interface{ Addr() uintptr }); fault {
		panic(p.value)
	}
	panic(fmt.Sprintf("%v\n\n[in a worker goroutine]\n%s", p.value, p.stack))
}
