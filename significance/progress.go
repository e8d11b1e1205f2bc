package significance

import "sync"

// counter adds up the resamples scored and reports them to a Progress function.
type counter struct {
	mu     sync.Mutex
	report func(done, total int)
	done   int
	total  int
}

func newCounter(report func(done, total int), total int) *counter {
	if report == nil {
		return nil
	}
	return &counter{report: report, total: total}
}

// add counts n more resamples; a nil counter counts nothing.
func (c *counter) add(n int) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.done += n
	c.report(c.done, c.total)
}

// batches is the number of passes over the resamples Paired makes per metric: one when
// all systems share the draws, one per system and one for the baseline otherwise.
func (c PairedConfig) batches(systems int) int {
	if c.Seed.value != nil && c.Seed.value.Sign() != 0 {
		return 1
	}
	if c.AR {
		return systems - 1
	}
	return systems
}
