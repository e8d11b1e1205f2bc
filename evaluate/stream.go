package evaluate

import (
	"bytes"
	"io"
	"os"
	"slices"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/streaming"
	"github.com/sacre-mt/sacre/metric"
)

// streamChunk is the most segments a streamed run scores at a time (fewer when their text
// passes inputs' bound): enough that each chunk keeps both cores busy. A run streams from
// streaming.Above bytes of input: below it, reading whole is faster (each file read once, in
// parallel, into one buffer; 16 WMT17 systems' BLEU took 20 CPU-ms more streamed) and holds a
// few times 32 MB at most. Tests set them, and streamOff to read whole.
var (
	streamChunk = 1 << 15
	streamOff   = false
)

// streamable reports whether the run's scores can be computed a chunk at a time, in memory
// that does not grow with the input: corpus scores (with -ci or a paired test, whose
// per-segment statistics are kept) over UTF-8 files without test-set filters. Where the order
// of SacreBLEU's checks depends on having read everything (a paired test of one system, -ci
// with several, standard input with either, a system file given twice), and for -sl and
// --detail, the run reads whole.
func (r *Run) streamable() bool {
	o := r.o
	paired := o.PairedBS || o.PairedAR
	switch {
	case streamOff || o.SentenceLevel || o.Detail || o.Alignment:
		return false
	case !o.InputGiven:
		if paired || o.Confidence {
			return false
		}
	case len(o.Input) == 0 || paired && len(o.Input) == 1 || len(o.Input) > 1 && o.Confidence:
		return false
	default:
		for i, path := range o.Input {
			if slices.Contains(o.Input[:i], path) {
				return false
			}
		}
	}
	return r.Source().Streamable() && r.large()
}

// large reports whether the input is larger than streaming.Above: the files' sizes (the systems'
// twice for a test set, whose references are about as large), or standard input's, of which
// it reads that much ahead (what it read is read again).
func (r *Run) large() bool {
	if !r.o.InputGiven {
		src := r.Source()
		head, err := io.ReadAll(io.LimitReader(src.Stdin, streaming.Above+1))
		switch {
		case err != nil:
			src.Stdin = io.MultiReader(bytes.NewReader(head), errReader{err})
			return false
		case int64(len(head)) <= streaming.Above:
			src.Stdin = bytes.NewReader(head)
			return false
		}
		src.Stdin = io.MultiReader(bytes.NewReader(head), src.Stdin)
		return true
	}
	paths := append(slices.Clone(r.o.Input), r.o.Refs...)
	if r.o.HasTestSet {
		paths = append(paths, r.o.Input...)
	}
	total := int64(0)
	for _, path := range paths {
		if st, err := os.Stat(path); err == nil {
			total += st.Size()
		}
	}
	return total > streaming.Above
}

// scoreStream is Score for a streamable run: the inputs are checked (as reading whole checks
// them, with the same errors in the same order), then scored a chunk at a time while the next
// chunk is read; only each metric's sums, or per-segment statistics where a test needs them,
// are kept.
func (r *Run) scoreStream() error {
	chunks, err := r.Source().Stream(streamChunk)
	if err != nil {
		return err
	}
	defer chunks.Close()
	names := chunks.Names()
	if r.o.PairedBS || r.o.PairedAR {
		nameBaseline(names, r.o.InputGiven)
	}
	next := prefetch(chunks)
	first := <-next
	if first.err != nil {
		return first.err
	}
	metrics, err := r.Metrics(first.refs)
	if err != nil {
		return err
	}
	rows := r.o.Confidence && r.o.ConfidenceN > 1 || r.o.PairedBS || r.o.PairedAR
	c := newStreamed(metrics, len(names), rows, chunks.Total())
	update, finish := r.progress("scoring")
	defer finish()
	for ch := first; ; ch = <-next {
		if ch.err == io.EOF {
			break
		}
		if ch.err != nil {
			return ch.err
		}
		if err := c.add(ch, first.start == ch.start); err != nil {
			return err
		}
		if update != nil {
			update(ch.start+len(ch.systems[0]), chunks.Total())
		}
	}
	finish()
	if err := r.corpusScores(metrics, c, names); err != nil {
		return err
	}
	return r.flush()
}

// chunk is one chunk of the inputs, or the error that ended them (io.EOF after the last).
type chunk struct {
	refs, systems [][]string
	start         int
	err           error
}

// prefetch reads the chunks on a goroutine of its own, one ahead of their scoring. After the
// first error (io.EOF at the end) it sends that error forever.
func prefetch(chunks *inputs.Chunks) <-chan chunk {
	out := make(chan chunk, 1)
	go func() {
		for {
			refs, systems, start, err := chunks.Next()
			out <- chunk{refs, systems, start, err}
			if err != nil {
				for {
					out <- chunk{err: err}
				}
			}
		}
	}()
	return out
}

// streamed is a corpus scored a chunk at a time: per metric and system, the statistics summed
// row after row in segment order (exactly Stats.Sum's additions), or every row when kept.
type streamed struct {
	metrics []*Scorer
	sums    [][]*metric.Stats // [metric][system]
	errs    []error           // per metric: the first error, after which it is not computed
	counts  []int             // per system: lines ending in " ."
	rows    bool
	total   int // segments: kept rows are allocated once for all of them
}

func newStreamed(metrics []*Scorer, systems int, rows bool, total int) *streamed {
	c := &streamed{metrics: metrics, sums: make([][]*metric.Stats, len(metrics)), errs: make([]error, len(metrics)),
		counts: make([]int, systems), rows: rows, total: total}
	for k := range metrics {
		c.sums[k] = make([]*metric.Stats, systems)
	}
	return c
}

// add scores a chunk with every metric still without an error; first says that the metrics'
// prepared references are the chunk's.
func (c *streamed) add(ch chunk, first bool) error {
	for sys, hyps := range ch.systems {
		c.counts[sys] += metric.TokenizedPeriods(hyps)
	}
	var refs metric.Refs
	for k, s := range c.metrics {
		if c.errs[k] != nil {
			continue
		}
		prepared := s.Refs
		if !first {
			if refs == nil {
				var err error
				if refs, err = metric.FromStreams(ch.refs...); err != nil {
					return err
				}
			}
			var err error
			if prepared, err = s.Metric.Prepare(refs); err != nil {
				c.errs[k] = err
				continue
			}
		}
		var all []*metric.Stats
		var err error
		if len(ch.systems) == 1 {
			var st *metric.Stats
			st, err = s.Metric.Stats(ch.systems[0], prepared)
			all = []*metric.Stats{st}
		} else {
			all, err = metric.StatsAll(s.Metric, ch.systems, prepared)
		}
		if err != nil {
			c.errs[k] = metric.AtSegment(err, ch.start)
			continue
		}
		for sys, st := range all {
			c.sums[k][sys] = c.accumulate(c.sums[k][sys], st)
		}
	}
	return nil
}

// accumulate adds a chunk's statistics to what came before: its rows appended, or added to the
// one row of sums in segment order.
func (c *streamed) accumulate(acc, st *metric.Stats) *metric.Stats {
	if acc == nil {
		acc = &metric.Stats{Width: st.Width}
		if c.rows {
			acc.Data = make([]float64, 0, c.total*st.Width) // not grown by doubling: its copies would triple the peak
		} else {
			acc.Data = make([]float64, st.Width)
		}
	}
	if c.rows {
		acc.Data = append(acc.Data, st.Data...)
		return acc
	}
	sum := acc.Data
	for i := 0; i < len(st.Data); i += st.Width {
		for j, v := range st.Data[i : i+st.Width] {
			sum[j] += v
		}
	}
	return acc
}

func (c *streamed) stats(s *Scorer, sys int) (*metric.Stats, error) {
	all, err := c.statsAll(s)
	if err != nil {
		return nil, err
	}
	return all[sys], nil
}

func (c *streamed) sumsAll(s *Scorer) ([][]float64, error) {
	all, err := c.statsAll(s)
	if err != nil {
		return nil, err
	}
	sums := make([][]float64, len(all))
	for sys, st := range all {
		sums[sys] = st.Sum()
	}
	return sums, nil
}

func (c *streamed) statsAll(s *Scorer) ([]*metric.Stats, error) {
	k := slices.Index(c.metrics, s)
	if c.errs[k] != nil {
		return nil, c.errs[k]
	}
	return c.sums[k], nil
}

func (c *streamed) periods(sys int) int { return c.counts[sys] }

// errReader fails with its error: standard input's failure, met again when it is read whole.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }
