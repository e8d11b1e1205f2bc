package render

import (
	"errors"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// toy is a metric whose statistics are easy to predict: a segment's row is the hypothesis'
// length in bytes and 0.5, its score the length divided by 3 (a fraction, printed as repr).
// Compute scribbles on its argument, as a metric may: the printed row must not change.
type toy struct{ name string }

type toyRefs int

func (r toyRefs) Len() int     { return int(r) }
func (r toyRefs) NumRefs() int { return 1 }

func (t toy) Name() string { return t.name }
func (t toy) Prepare(refs metric.Refs) (metric.Prepared, error) {
	return toyRefs(len(refs)), nil
}
func (t toy) Stats(hyps []string, _ metric.Prepared) (*metric.Stats, error) {
	st := &metric.Stats{Width: 2}
	for _, h := range hyps {
		st.Data = append(st.Data, float64(len(h)), 0.5)
	}
	return st, nil
}
func (t toy) Compute(sum []float64) *metric.Score {
	score := sum[0] / 3
	sum[0], sum[1] = -1, -1
	return &metric.Score{Name: t.name, Score: score}
}
func (t toy) Signature(run signatures.Run) signatures.Signature {
	return signatures.Signature{{Key: "nrefs", Short: "#", Value: "1"}, {Key: "k", Short: "k", Value: "v"}}
}

// TestSegmentsBytes: the exact bytes of each format for two systems (one with a tab, a quote
// and non-ASCII in its name) and two segments under two metrics, numbered from start+1.
func TestSegmentsBytes(t *testing.T) {
	systems := []string{"a\tb\"é<.txt", "c.txt"}
	hyps := [][]string{{"xyz", "hello"}, {"", "ab"}}
	metrics := []SegmentMetric{
		{Metric: toy{"T1"}, Signature: toy{}.Signature(signatures.Run{})},
		{Metric: toy{"T2"}, Signature: toy{}.Signature(signatures.Run{})},
	}
	for _, c := range []struct {
		format, want string
	}{
		{"jsonl", `{"signatures": {"T1": "nrefs:1|k:v", "T2": "nrefs:1|k:v"}}
{"system": "a\tb\"é<.txt", "segment": 11, "T1": 1.0, "T1_stats": [3, 0.5], "T2": 1.0, "T2_stats": [3, 0.5]}
{"system": "c.txt", "segment": 11, "T1": 0.0, "T1_stats": [0, 0.5], "T2": 0.0, "T2_stats": [0, 0.5]}
{"system": "a\tb\"é<.txt", "segment": 12, "T1": 1.6666666666666667, "T1_stats": [5, 0.5], "T2": 1.6666666666666667, "T2_stats": [5, 0.5]}
{"system": "c.txt", "segment": 12, "T1": 0.6666666666666666, "T1_stats": [2, 0.5], "T2": 0.6666666666666666, "T2_stats": [2, 0.5]}
`},
		{"tsv", "# T1|nrefs:1|k:v\n# T2|nrefs:1|k:v\nsystem\tsegment\tT1\tT2\tT1_stats\tT2_stats\n" +
			"a b\"é<.txt\t11\t1.0\t1.0\t3 0.5\t3 0.5\n" +
			"c.txt\t11\t0.0\t0.0\t0 0.5\t0 0.5\n" +
			"a b\"é<.txt\t12\t1.6666666666666667\t1.6666666666666667\t5 0.5\t5 0.5\n" +
			"c.txt\t12\t0.6666666666666666\t0.6666666666666666\t2 0.5\t2 0.5\n"},
	} {
		var b strings.Builder
		w, err := NewSegments(&b, c.format, systems, metrics)
		if err != nil {
			t.Fatal(err)
		}
		refs := []metric.Prepared{toyRefs(2), toyRefs(2)}
		if err := w.WriteChunk(10, hyps, refs); err != nil {
			t.Fatal(err)
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if b.String() != c.want {
			t.Errorf("%s:\n%s\nwant\n%s", c.format, b.String(), c.want)
		}
	}
}

// TestSegmentsChunked: chunks written one after another are the lines of one chunk.
func TestSegmentsChunked(t *testing.T) {
	metrics := []SegmentMetric{{Metric: toy{"T"}}}
	write := func(chunks ...[][]string) string {
		var b strings.Builder
		w, _ := NewSegments(&b, "jsonl", []string{"s1", "s2"}, metrics)
		start := 0
		for _, c := range chunks {
			if err := w.WriteChunk(start, c, []metric.Prepared{toyRefs(len(c[0]))}); err != nil {
				t.Fatal(err)
			}
			start += len(c[0])
		}
		w.Flush()
		return b.String()
	}
	whole := write([][]string{{"a", "bb", "ccc"}, {"d", "ee", "fff"}})
	parts := write([][]string{{"a", "bb"}, {"d", "ee"}}, [][]string{{"ccc"}, {"fff"}})
	if whole != parts || strings.Count(whole, "\n") != 7 || !strings.Contains(whole, `"system": "s2", "segment": 3,`) {
		t.Errorf("whole:\n%s\nparts:\n%s", whole, parts)
	}
}

// failing fails every write.
type failing struct{}

var errDiskFull = errors.New("disk full")

func (failing) Write([]byte) (int, error) { return 0, errDiskFull }

// TestSegmentsErrors: an unknown format names the known ones; a failed write stops the chunk
// and is returned again by Flush.
func TestSegmentsErrors(t *testing.T) {
	if _, err := NewSegments(&strings.Builder{}, "csv", nil, nil); err == nil || err.Error() != `render: unknown segment format "csv" (jsonl, tsv)` {
		t.Errorf("%v", err)
	}
	if got := SegmentFormats(); strings.Join(got, ",") != "jsonl,tsv" {
		t.Errorf("formats %q", got)
	}
	w, _ := NewSegments(failing{}, "tsv", []string{"s"}, []SegmentMetric{{Metric: toy{"T"}}})
	long := make([]string, 10000) // more than the buffer holds
	for i := range long {
		long[i] = strings.Repeat("x", 10)
	}
	if err := w.WriteChunk(0, [][]string{long}, []metric.Prepared{toyRefs(len(long))}); !errors.Is(err, errDiskFull) {
		t.Errorf("WriteChunk: %v", err)
	}
	if err := w.Flush(); !errors.Is(err, errDiskFull) {
		t.Errorf("Flush: %v", err)
	}
}
