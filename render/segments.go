package render

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// A SegmentMetric is one metric of a Segments output: its name heads its columns; its
// statistics of each segment (Stats), and the score Compute makes of them, fill them.
type SegmentMetric struct {
	Metric    metric.Metric
	Signature signatures.Signature // printed in the header, with long keys
}

// Segments writes sentence-level scores with their sufficient statistics, segment by segment
// and, within a segment, system by system, after a header with the metrics' signatures:
// JSON Lines (a first line {"signatures": {...}}, then one object per line) or TSV (the
// signatures in "# " comment lines, then a line of column names). Scores are printed at full
// precision, as Python's repr; statistics as Python's json.dumps prints them.
type Segments struct {
	w       *bufio.Writer
	format  segmentFormat
	systems []string
	metrics []SegmentMetric
	names   []string // the metrics' names
}

// segmentFormats are the formats of Segments.
var segmentFormats = map[string]segmentFormat{"jsonl": jsonLines{}, "tsv": tsv{}}

// SegmentFormats lists the formats of Segments, sorted.
func SegmentFormats() []string {
	out := make([]string, 0, len(segmentFormats))
	for f := range segmentFormats {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// NewSegments writes the header of the scores of systems under metrics to w, in a format
// of SegmentFormats. The output is buffered: Flush writes what is left.
func NewSegments(w io.Writer, format string, systems []string, metrics []SegmentMetric) (*Segments, error) {
	f, ok := segmentFormats[format]
	if !ok {
		return nil, fmt.Errorf("render: unknown segment format %q (%s)", format, strings.Join(SegmentFormats(), ", "))
	}
	s := &Segments{w: bufio.NewWriterSize(w, 1<<16), format: f, systems: systems, metrics: metrics}
	sigs := make([]string, len(metrics))
	for k, m := range metrics {
		s.names = append(s.names, m.Metric.Name())
		sigs[k] = m.Signature.Format(false)
	}
	f.header(s.w, s.names, sigs)
	return s, nil
}

// WriteChunk scores a chunk of segments, numbered from start+1, of every system (systems[i]
// are system i's hypotheses) against refs[k], the chunk's references as metric k prepared
// them, and writes a line per segment and system. It returns a metric's error, or the first
// error writing to w (as do later calls and Flush).
func (s *Segments) WriteChunk(start int, systems [][]string, refs []metric.Prepared) error {
	stats := make([][]*metric.Stats, len(s.metrics))
	for k, m := range s.metrics {
		var err error
		if stats[k], err = metric.StatsAll(m.Metric, systems, refs[k]); err != nil {
			return err
		}
	}
	if len(systems) == 0 {
		return nil
	}
	l := segmentLine{metrics: s.names, scores: make([]float64, len(s.metrics)), stats: make([][]float64, len(s.metrics))}
	for seg := range len(systems[0]) {
		l.segment = start + seg + 1
		for i, name := range s.systems {
			l.system = name
			for k, m := range s.metrics {
				l.stats[k] = stats[k][i].Row(seg)
				// The row is printed after Compute: Compute gets a copy it may change.
				l.scores[k] = m.Metric.Compute(append([]float64(nil), l.stats[k]...)).Score
			}
			if err := s.format.line(s.w, &l); err != nil {
				return err
			}
		}
	}
	return nil
}

// Flush writes the buffered output to w.
func (s *Segments) Flush() error { return s.w.Flush() }

// Chunks give a corpus a chunk of segments at a time, io.EOF after the last (inputs.Chunks
// does): stream k of refs and systems s hold the chunk's segments from start+1 on.
type Chunks interface {
	Next() (refs, systems [][]string, start int, err error)
}

// WriteAll writes the chunk of systems (from start+1) whose references the metrics prepared
// (refs), then every chunk next gives, its references prepared by each metric, and flushes.
func (s *Segments) WriteAll(start int, systems [][]string, refs []metric.Prepared, next Chunks) error {
	var err error
	for err == nil {
		if err = s.WriteChunk(start, systems, refs); err != nil {
			break
		}
		var streams [][]string
		if streams, systems, start, err = next.Next(); err == nil {
			refs, err = s.prepare(streams)
		}
	}
	if err == io.EOF {
		return s.Flush()
	}
	return err
}

// prepare prepares a chunk's references for each metric.
func (s *Segments) prepare(streams [][]string) ([]metric.Prepared, error) {
	refs, err := metric.FromStreams(streams...)
	out := make([]metric.Prepared, len(s.metrics))
	for k, m := range s.metrics {
		if err == nil {
			out[k], err = m.Metric.Prepare(refs)
		}
	}
	return out, err
}

// A segmentFormat prints the header and the lines of Segments. The bufio.Writer keeps its
// first error: line returns it.
type segmentFormat interface {
	header(w *bufio.Writer, metrics, signatures []string)
	line(w *bufio.Writer, l *segmentLine) error
}

// segmentLine is one system's scores and statistics for one segment under every metric.
type segmentLine struct {
	system  string
	segment int // from 1
	metrics []string
	scores  []float64
	stats   [][]float64
}

// jsonLines is JSON Lines: {"system": ..., "segment": ..., "BLEU": ..., "BLEU_stats": [...]}.
type jsonLines struct{}

func (jsonLines) header(w *bufio.Writer, metrics, sigs []string) {
	w.WriteString(`{"signatures": {`)
	for k := range metrics {
		if k > 0 {
			w.WriteString(", ")
		}
		fmt.Fprintf(w, "%s: %s", jsonString(metrics[k]), jsonString(sigs[k]))
	}
	w.WriteString("}}\n")
}

func (jsonLines) line(w *bufio.Writer, l *segmentLine) error {
	fmt.Fprintf(w, `{"system": %s, "segment": %d`, jsonString(l.system), l.segment)
	for k, name := range l.metrics {
		fmt.Fprintf(w, ", %s: %s, %s: [", jsonString(name), pyfmt.Repr(l.scores[k]), jsonString(name+"_stats"))
		for j, x := range l.stats[k] {
			if j > 0 {
				w.WriteString(", ")
			}
			w.WriteString(jsonNumber(x))
		}
		w.WriteString("]")
	}
	_, err := w.WriteString("}\n")
	return err
}

// tsv is tab-separated values: system, segment, each metric's score, then each metric's
// statistics separated by spaces.
type tsv struct{}

func (tsv) header(w *bufio.Writer, metrics, sigs []string) {
	for k := range metrics {
		fmt.Fprintf(w, "# %s|%s\n", metrics[k], sigs[k])
	}
	w.WriteString("system\tsegment")
	for _, m := range metrics {
		w.WriteString("\t" + m)
	}
	for _, m := range metrics {
		w.WriteString("\t" + m + "_stats")
	}
	w.WriteString("\n")
}

// tsvField keeps a system's name in its column.
var tsvField = strings.NewReplacer("\t", " ", "\n", " ")

func (tsv) line(w *bufio.Writer, l *segmentLine) error {
	fmt.Fprintf(w, "%s\t%d", tsvField.Replace(l.system), l.segment)
	stats := make([]string, len(l.metrics))
	for k := range l.metrics {
		w.WriteString("\t" + pyfmt.Repr(l.scores[k]))
		parts := make([]string, len(l.stats[k]))
		for j, x := range l.stats[k] {
			parts[j] = jsonNumber(x)
		}
		stats[k] = strings.Join(parts, " ")
	}
	_, err := w.WriteString("\t" + strings.Join(stats, "\t") + "\n")
	return err
}

// jsonNumber is a statistic as Python's json.dumps prints it: integers without a fraction,
// other values as repr.
func jsonNumber(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1<<53 && !math.IsInf(x, 0) {
		return strconv.FormatInt(int64(x), 10)
	}
	return pyfmt.Repr(x)
}

// jsonString is s as a JSON string, non-ASCII characters and HTML's as they are.
func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}
