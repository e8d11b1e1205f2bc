package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/internal/textio/pycodec"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

const segmentsHelp = `usage: sacre segments [-h] [SacreBLEU's scoring options] REF [REF ...] [-i HYP [HYP ...]]
                      [-m {bleu,chrf,ter} ...] [--format {jsonl,tsv}]

Print every segment's score under every metric for every system, as SacreBLEU's sentence-level
scores (-sl: BLEU with effective order) with their sufficient statistics: one JSON object per
segment and system, segment by segment (JSON Lines, after a first line with the metrics'
signatures), or TSV with the signatures in comment lines. UTF-8 files are read a few thousand
segments at a time, so memory does not grow with their length. The options are those of scoring (references, -i, -t/-l,
-nr, -tok, -lc, -s, -cc, -cw, --chrf-*, --ter-*, -e, -w has no effect: scores are printed at
full precision, as Python's repr). Segments are numbered from 1.

options:
  -h, --help            Show this help and exit.
  --format {jsonl,tsv}, -f {jsonl,tsv}
                        Output format (default: jsonl).
`

// segmentsSpecs are scoring's options, with segments' formats.
func segmentsSpecs() []*argparse.Spec {
	var specs []*argparse.Spec
	for _, s := range optionSpecs() {
		if s.Dest == "format" {
			c := *s
			c.Choices = []string{"jsonl", "tsv"}
			s = &c
		}
		specs = append(specs, s)
	}
	return specs
}

// segmentsCommand is "sacre segments": sentence-level scores of every system, metric and segment.
func segmentsCommand(args []string, e *env) int {
	res, exit, err := argparse.New(segmentsSpecs()).Parse(args)
	if err != nil {
		return report(err, &logger{w: e.stderr}, e.stderr)
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, segmentsHelp)
		return 0
	}
	o := toOptions(res)
	if _, ok := res.Values["format"]; !ok {
		o.format = "jsonl"
	}
	r := &runner{o: o, session: newSession(e, o.quiet, o.spmModel)}
	if err := r.segments(res); err != nil {
		return report(err, r.log, e.stderr)
	}
	return 0
}

func (r *runner) segments(res *argparse.Result) error {
	o := r.o
	for _, dest := range []string{"citation", "list", "download", "echo", "confidence", "paired_bs", "paired_ar", "detail"} {
		if _, given := res.Values[dest]; given || res.Seen[dest] {
			return ownError(2, "argument %s: not an option of sacre segments", optionName(dest))
		}
	}
	// SacreBLEU's sentence-level scores: BLEU with effective order.
	o.sentenceLevel = true
	if err := r.checkReferences(); err != nil {
		return err
	}
	if err := r.checkNumbers(); err != nil {
		return err
	}
	if r.streamable() {
		return r.segmentsStream()
	}
	systems, names, refs, err := r.readSelected()
	if err != nil {
		return err
	}
	scorers, err := r.buildMetrics(refs)
	if err != nil {
		return err
	}
	w := newSegmentWriter(r.e.stdout, o.format, scorers, names)
	if err := w.chunk(scorers, systems, 0); err != nil {
		return err
	}
	return w.flush()
}

// streamable reports whether segments can read its inputs a chunk at a time: UTF-8 files, one
// reference per file, one file of -nr tab-separated references, or a test set's references; no
// filter; systems from -i files or standard input.
func (r *runner) streamable() bool {
	o := r.o
	return streamSegments && (o.inputGiven && len(o.input) > 0 || !o.inputGiven) && (o.hasTestSet || o.numRefs == 1 || len(o.refs) == 1) &&
		pycodec.Module(o.encoding) == "utf_8" && !o.hasOrigLang && !o.hasSubset
}

// streamSegments is false in tests that compare streaming with reading whole.
var streamSegments = true

// segmentChunk is how many segments segments reads at a time when streaming.
var segmentChunk = 4096

// segmentsStream scores a chunk of segments at a time: memory does not grow with the number of
// segments. The files are read once first to check them and count their lines, so that an
// error comes before any output.
func (r *runner) segmentsStream() error {
	o, src := r.o, r.source()
	if err := src.CheckReferences(); err != nil {
		return err
	}
	// Each reference stream is a file, or a test set's files one after another.
	var refFiles [][]string
	if o.hasTestSet {
		var err error
		if refFiles, err = src.TestSetReferenceFiles(); err != nil {
			return err
		}
	} else {
		for _, path := range o.refs {
			refFiles = append(refFiles, []string{path})
		}
	}
	var refCounts, sysCounts []int
	tabbed := !o.hasTestSet && o.numRefs > 1 // one file, -nr references a line
	for _, paths := range refFiles {
		total := 0
		for _, path := range paths {
			n, err := textio.CountLines(path)
			if err != nil {
				return inputs.FileError(path, "reference", err)
			}
			total += n
		}
		refCounts = append(refCounts, total)
	}
	if tabbed {
		// Every line must have its references; then there are -nr streams of as many lines
		// (one empty stream for an empty file, as when read whole).
		if err := checkTabbed(src, refFiles[0][0]); err != nil {
			return err
		}
		if refCounts[0] > 0 {
			refCounts = slices.Repeat(refCounts, o.numRefs)
		}
	}
	var names []string
	var stdin *stdinSystems
	if !o.inputGiven {
		var err error
		if stdin, err = spoolStdin(r.e.stdin); err != nil {
			return err
		}
		defer stdin.close()
		for k := range stdin.width {
			names = append(names, fmt.Sprintf("System %d", k+1))
			sysCounts = append(sysCounts, stdin.count)
		}
	}
	for _, path := range o.input {
		if slices.Contains(names, path) {
			return &exitError{Code: 1, Msg: fmt.Sprintf("%s already used to name a system.\nMake sure to have a different basename for each system.", pyfmt.StrRepr(path))}
		}
		n, err := textio.CountLines(path)
		if err != nil {
			return inputs.FileError(path, "hypothesis", err)
		}
		sysCounts, names = append(sysCounts, n), append(names, path)
	}
	if err := src.CheckCounts(sysCounts, names, refCounts); err != nil {
		return err
	}
	var sysFiles [][]string
	for _, path := range o.input {
		sysFiles = append(sysFiles, []string{path})
	}
	refReaders, sysReaders := openStreams(refFiles), openStreams(sysFiles)
	defer func() {
		for _, st := range append(refReaders, sysReaders...) {
			st.close()
		}
	}()
	var scorers []*scorer
	var w *segmentWriter
	for start := 0; start < sysCounts[0]; start += segmentChunk {
		n := min(segmentChunk, sysCounts[0]-start)
		refs, err := readChunk(refReaders, n)
		if err != nil {
			return err
		}
		if tabbed {
			if refs, err = splitTabbed(src, refFiles[0][0], refs[0], start); err != nil {
				return err
			}
		}
		var systems [][]string
		if stdin != nil {
			systems, err = stdin.chunk(n)
		} else {
			systems, err = readChunk(sysReaders, n)
		}
		if err != nil {
			return err
		}
		if scorers == nil {
			if scorers, err = r.buildMetrics(refs); err != nil {
				return err
			}
			w = newSegmentWriter(r.e.stdout, o.format, scorers, names)
		} else if err := prepareAll(scorers, refs); err != nil {
			return err
		}
		if err := w.chunk(scorers, systems, start); err != nil {
			return err
		}
	}
	return w.flush()
}

// checkTabbed checks that every line of a file of -nr tab-separated references has them all,
// reading it a line at a time.
func checkTabbed(src *inputs.Source, path string) error {
	lr, err := textio.OpenLines(path)
	if err != nil {
		return inputs.FileError(path, "reference", err)
	}
	defer lr.Close()
	for n := 1; ; n++ {
		line, err := lr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return inputs.FileError(path, "reference", err)
		}
		if _, err := src.SplitReferences(path, n, line); err != nil {
			return err
		}
	}
}

// splitTabbed splits a chunk of lines of -nr tab-separated references, the first being line
// start+1 of the file, into -nr streams.
func splitTabbed(src *inputs.Source, path string, lines []string, start int) ([][]string, error) {
	streams := make([][]string, src.NumRefs)
	for k := range streams {
		streams[k] = make([]string, len(lines))
	}
	for i, line := range lines {
		fields, err := src.SplitReferences(path, start+i+1, line)
		if err != nil {
			return nil, err
		}
		for k, f := range fields {
			streams[k][i] = f
		}
	}
	return streams, nil
}

// stdinSystems are the systems of standard input (tab-separated), copied to a temporary file
// so that they can be checked first and then read a chunk at a time.
type stdinSystems struct {
	f            *os.File
	width, count int // systems, and lines of each
	lines        *textio.UniversalLines
	read         int
}

// spoolStdin copies standard input to a temporary file (removed at once where the system
// allows: it lives while open) and checks it as reading it whole does: UTF-8 anywhere first,
// then each line's number of fields against the first line's.
func spoolStdin(in io.Reader) (*stdinSystems, error) {
	f, err := os.CreateTemp("", "sacre-stdin-*")
	if err != nil {
		return nil, ownError(1, "cannot keep standard input in a temporary file: %v", err)
	}
	os.Remove(f.Name()) // where this fails (Windows), close removes it
	st := &stdinSystems{f: f}
	fail := func(err error) (*stdinSystems, error) {
		st.close()
		return nil, err
	}
	if _, err := io.Copy(f, in); err != nil {
		return fail(ownError(1, "reading standard input: %v", err))
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return fail(ownError(1, "reading standard input: %v", err))
	}
	var fieldsErr error
	u := textio.NewUniversalLines(f, "<stdin>")
	for {
		line, err := u.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fail(err)
		}
		n := len(inputs.StdinFields(line, st.count == 0))
		if st.count == 0 {
			st.width = n
		} else if n != st.width && fieldsErr == nil {
			fieldsErr = inputs.StdinFieldsError(st.count+1, n, st.width)
		}
		st.count++
	}
	if fieldsErr != nil {
		return fail(fieldsErr)
	}
	if st.count == 0 { // empty input: one system with one empty line
		st.width, st.count = 1, 1
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return fail(ownError(1, "reading standard input: %v", err))
	}
	st.lines = textio.NewUniversalLines(f, "<stdin>")
	return st, nil
}

// chunk reads the next n lines as one stream per system.
func (st *stdinSystems) chunk(n int) ([][]string, error) {
	out := make([][]string, st.width)
	for k := range out {
		out[k] = make([]string, n)
	}
	for i := range n {
		line, err := st.lines.Next()
		if err != nil && err != io.EOF { // EOF: the empty input's one empty line
			return nil, err
		}
		for k, f := range inputs.StdinFields(line, st.read == 0) {
			out[k][i] = f
		}
		st.read++
	}
	return out, nil
}

func (st *stdinSystems) close() {
	st.f.Close()
	os.Remove(st.f.Name())
}

// lineStream reads the lines of several files one after another, opening each when it is
// reached.
type lineStream struct {
	paths []string
	cur   *textio.LineReader
}

func openStreams(files [][]string) []*lineStream {
	out := make([]*lineStream, len(files))
	for k, paths := range files {
		out[k] = &lineStream{paths: paths}
	}
	return out
}

// next returns the next line of the stream.
func (st *lineStream) next() (string, error) {
	for {
		if st.cur == nil {
			if len(st.paths) == 0 {
				return "", io.EOF
			}
			lr, err := textio.OpenLines(st.paths[0])
			if err != nil {
				return "", inputs.FileError(st.paths[0], "input", err)
			}
			st.cur, st.paths = lr, st.paths[1:]
		}
		line, err := st.cur.Next()
		if err == io.EOF {
			st.cur.Close()
			st.cur = nil
			continue
		}
		return line, err
	}
}

func (st *lineStream) close() {
	if st.cur != nil {
		st.cur.Close()
	}
}

// readChunk reads the next n lines of each stream.
func readChunk(streams []*lineStream, n int) ([][]string, error) {
	out := make([][]string, len(streams))
	for k, st := range streams {
		out[k] = make([]string, n)
		for i := range n {
			line, err := st.next()
			if err != nil {
				if _, ok := err.(*exitError); ok {
					return nil, err
				}
				return nil, ownError(1, "%v", err)
			}
			out[k][i] = line
		}
	}
	return out, nil
}

// prepareAll prepares the next chunk's references for each metric.
func prepareAll(scorers []*scorer, streams [][]string) error {
	refs, err := metric.FromStreams(streams...)
	if err != nil {
		return ownError(1, "%v", err)
	}
	for _, s := range scorers {
		if s.refs, err = s.m.Prepare(refs); err != nil {
			return ownError(1, "%v", err)
		}
	}
	return nil
}

// segmentWriter writes segment scores, segment by segment and, within one, system by system.
type segmentWriter struct {
	w       *bufio.Writer
	tsv     bool
	metrics []string
	systems []string
}

func newSegmentWriter(out io.Writer, format string, scorers []*scorer, systems []string) *segmentWriter {
	w := &segmentWriter{w: bufio.NewWriterSize(out, 1<<16), tsv: format == "tsv", systems: systems}
	metrics, sigs := segmentSignatures(scorers)
	w.metrics = metrics
	if w.tsv {
		for k := range metrics {
			fmt.Fprintf(w.w, "# %s|%s\n", metrics[k], sigs[k])
		}
		w.w.WriteString("system\tsegment")
		for _, m := range metrics {
			w.w.WriteString("\t" + m)
		}
		for _, m := range metrics {
			w.w.WriteString("\t" + m + "_stats")
		}
		w.w.WriteString("\n")
		return w
	}
	w.w.WriteString(`{"signatures": {`)
	for k := range metrics {
		if k > 0 {
			w.w.WriteString(", ")
		}
		fmt.Fprintf(w.w, "%s: %s", jsonString(metrics[k]), jsonString(sigs[k]))
	}
	w.w.WriteString("}}\n")
	return w
}

// chunk scores and writes the segments of systems (numbered from start+1) with the scorers'
// references of the same segments.
func (w *segmentWriter) chunk(scorers []*scorer, systems [][]string, start int) error {
	stats := make([][]*metric.Stats, len(scorers))
	for k, s := range scorers {
		var err error
		if stats[k], err = metric.StatsAll(s.m, systems, s.refs); err != nil {
			return ownError(1, "%v", err)
		}
	}
	for seg := range len(systems[0]) {
		for i, name := range w.systems {
			if w.tsv {
				w.tsvLine(scorers, stats, i, seg, name, start)
			} else {
				w.jsonLine(scorers, stats, i, seg, name, start)
			}
		}
	}
	return nil
}

func (w *segmentWriter) jsonLine(scorers []*scorer, stats [][]*metric.Stats, i, seg int, name string, start int) {
	fmt.Fprintf(w.w, `{"system": %s, "segment": %d`, jsonString(name), start+seg+1)
	for k, s := range scorers {
		row := stats[k][i].Row(seg)
		sc := s.m.Compute(append([]float64(nil), row...))
		fmt.Fprintf(w.w, ", %s: %s, %s: [", jsonString(w.metrics[k]), fullScore(sc.Score), jsonString(w.metrics[k]+"_stats"))
		for j, x := range row {
			if j > 0 {
				w.w.WriteString(", ")
			}
			w.w.WriteString(number(x))
		}
		w.w.WriteString("]")
	}
	w.w.WriteString("}\n")
}

func (w *segmentWriter) tsvLine(scorers []*scorer, stats [][]*metric.Stats, i, seg int, name string, start int) {
	clean := strings.NewReplacer("\t", " ", "\n", " ").Replace(name)
	fmt.Fprintf(w.w, "%s\t%d", clean, start+seg+1)
	var st []string
	for k, s := range scorers {
		row := stats[k][i].Row(seg)
		sc := s.m.Compute(append([]float64(nil), row...))
		w.w.WriteString("\t" + fullScore(sc.Score))
		parts := make([]string, len(row))
		for j, x := range row {
			parts[j] = number(x)
		}
		st = append(st, strings.Join(parts, " "))
	}
	w.w.WriteString("\t" + strings.Join(st, "\t") + "\n")
}

func (w *segmentWriter) flush() error { return w.w.Flush() }

// number is a score or a statistic as Python's json.dumps prints it: integers without a
// fraction, other values as repr.
func number(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1<<53 && !math.IsInf(x, 0) {
		return strconv.FormatInt(int64(x), 10)
	}
	return pyfmt.Repr(x)
}

// fullScore is a score at full precision: Python's repr of the float.
func fullScore(x float64) string { return pyfmt.Repr(x) }

func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

func segmentSignatures(scorers []*scorer) (names, sigs []string) {
	for _, s := range scorers {
		names = append(names, s.m.Name())
		sigs = append(sigs, s.m.Signature(signatures.Run{NumRefs: s.refs.NumRefs()}).Format(false))
	}
	return names, sigs
}
