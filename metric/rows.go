package metric

import (
	"sync"

	"github.com/sacre-mt/sacre/internal/hugepages"
)

// Summer is implemented by metrics whose statistics are whole numbers (BLEU's and chrF's
// counts): their sums come out the same in any order of the additions, so a corpus score needs
// no row per segment, only each system's sums.
type Summer interface {
	// SumsMany returns each system's statistics summed over the segments: what StatsMany's
	// rows would sum to (Stats.Sum).
	SumsMany(systems [][]string, refs Prepared) ([][]float64, error)
}

// SumsAll returns each system's statistics summed over the segments: m's SumsMany when it has
// one, else StatsAll's rows added in segment order.
func SumsAll(m Metric, systems [][]string, refs Prepared) ([][]float64, error) {
	if ms, ok := m.(Summer); ok {
		return ms.SumsMany(systems, refs)
	}
	all, err := StatsAll(m, systems, refs)
	if err != nil {
		return nil, err
	}
	sums := make([][]float64, len(all))
	for s, st := range all {
		sums[s] = st.Sum()
	}
	return sums, nil
}

// segmentRows are where a worker writes each system's row of a segment: the row in the
// systems' statistics, or, when only sums are asked for, a row of the worker's own, added to
// the worker's sums once the segment is counted (add).
type segmentRows struct {
	stats []*Stats    // the rows kept, or nil
	cur   [][]float64 // sums only: the segment's row of each system
	sums  [][]float64 // sums only: each system's sums so far
}

// row is system s's row of segment i to write, zeroed.
func (r *segmentRows) row(s, i int) []float64 {
	if r.stats != nil {
		return r.stats[s].Row(i) // a row of a block allocated zeroed, written once
	}
	clear(r.cur[s])
	return r.cur[s]
}

// written is system s's row of segment i, as written.
func (r *segmentRows) written(s, i int) []float64 {
	if r.stats != nil {
		return r.stats[s].Row(i)
	}
	return r.cur[s]
}

// add adds the segment's rows to the sums (sums only).
func (r *segmentRows) add() {
	if r.stats != nil {
		return
	}
	for s, row := range r.cur {
		sum := r.sums[s]
		for j, v := range row {
			sum[j] += v
		}
	}
}

// countRows runs count over the n segments of several systems on all cores, each goroutine with
// its own state (newT) and segmentRows. With keep, it returns every system's statistics, in
// one block advised for huge pages before it is touched; without, each system's sums (exact
// in any order for whole numbers below 2^53, which counts of a corpus are).
func countRows[T any](systems, n, width int, keep bool, newT func() T, count func(t T, rows *segmentRows, lo, hi int)) ([]*Stats, [][]float64) {
	type worker struct {
		t    T
		rows segmentRows
	}
	var out []*Stats
	if keep {
		out = make([]*Stats, systems)
		block := hugepages.Float64s(systems * width * n)
		for s := range out {
			out[s] = &Stats{Width: width, Data: block[s*width*n : (s+1)*width*n : (s+1)*width*n]}
		}
	}
	var mu sync.Mutex
	var workers []*worker
	newWorker := func() *worker {
		w := &worker{t: newT(), rows: segmentRows{stats: out}}
		if !keep {
			w.rows.cur, w.rows.sums = table(systems, width), table(systems, width)
		}
		mu.Lock()
		workers = append(workers, w)
		mu.Unlock()
		return w
	}
	parallelWith(n, newWorker, func(w *worker, lo, hi int) { count(w.t, &w.rows, lo, hi) })
	if keep {
		return out, nil
	}
	sums := table(systems, width)
	for _, w := range workers {
		for s, row := range w.rows.sums {
			for j, v := range row {
				sums[s][j] += v
			}
		}
	}
	return nil, sums
}

// table is rows rows of width zeros.
func table(rows, width int) [][]float64 {
	block := make([]float64, rows*width)
	t := make([][]float64, rows)
	for i := range t {
		t[i] = block[i*width : (i+1)*width : (i+1)*width]
	}
	return t
}
