package inputs

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/sacre-mt/sacre/internal/par"
	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/internal/textio/pycodec"
)

// Chunks reads a Source's references and systems a chunk of segments at a time, in order,
// with the lines Source.References and Source.Systems would give. Source.Stream makes it.
type Chunks struct {
	names []string
	size  int // segments per chunk, at most
	total int // segments in all
	start int // the next chunk's first segment
	r     chunkReader
	err   error // the first error, which ends the reading
}

// A chunkReader gives n segments of references and systems from segment start on, or fewer
// (at least one) once the segments given hold more than chunkBytes.
type chunkReader interface {
	read(start, n int) (refs, systems [][]string, err error)
	close() error
}

// Stream checks the references and systems and opens them for reading n segments at a time,
// fewer once they hold more than 8 MB of text: memory does not grow with the number of
// segments. Every file is read once first, to check it and count its lines, so that an error
// (the same, in the same order, as reading whole would give) comes before any chunk; Stdin is
// kept in a temporary file meanwhile.
//
// Only UTF-8 text (Encoding), without the OrigLang and Subset filters, with systems from
// Stdin or at least one file of Hyps, can be read so; otherwise, or with n < 1, Stream reads
// everything at once (References, Systems, Select, CheckLengths) and Next gives it as one
// chunk. Errors are those of reading whole: *Error for SacreBLEU's.
func (s *Source) Stream(n int) (*Chunks, error) {
	if err := s.CheckReferences(); err != nil {
		return nil, err
	}
	if n < 1 || !s.streamable() {
		return s.whole()
	}
	files, err := s.openFiles()
	if err != nil {
		return nil, err
	}
	return &Chunks{names: files.names, size: n, total: files.total, r: files}, nil
}

// streamable reports whether the inputs can be read a chunk at a time: UTF-8 files, one
// reference per file, one file of NumRefs tab-separated references, or a test set's
// references; no filter; systems from files or standard input. Files are read twice (counted,
// then read), so a pipe given as a file (`-i <(...)`) is read whole.
func (s *Source) streamable() bool {
	return (!s.HypsGiven || len(s.Hyps) > 0) &&
		(s.HasTestSet || s.NumRefs == 1 || s.NumRefs > 1 && len(s.Refs) == 1) &&
		pycodec.Module(s.Encoding) == "utf_8" && !s.HasOrigLang && !s.HasSubset &&
		!slices.ContainsFunc(s.Refs, notRegular) && !slices.ContainsFunc(s.Hyps, notRegular)
}

// notRegular reports whether path is something other than a regular file (a pipe, a
// terminal), which can be read once only. A file that cannot be found is left to the checks.
func notRegular(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.Mode().IsRegular()
}

// tabbed reports whether the references are one file of NumRefs tab-separated references.
func (s *Source) tabbed() bool { return !s.HasTestSet && s.NumRefs > 1 }

// Names are the systems' names: the files as given, or "System N" for standard input.
func (c *Chunks) Names() []string { return c.names }

// Total is the number of segments.
func (c *Chunks) Total() int { return c.total }

// Streamable reports whether Stream reads the inputs a chunk at a time rather than whole.
func (s *Source) Streamable() bool { return s.streamable() }

// Next returns the references (refs[k][i] is reference k of the chunk's segment i) and the
// systems' hypotheses of the next chunk, whose first segment is segment start (from 0) of
// the inputs; io.EOF after the last chunk. After an error, Next returns that error again.
func (c *Chunks) Next() (refs, systems [][]string, start int, err error) {
	if c.err == nil && c.start >= c.total {
		c.err = io.EOF
	}
	if c.err != nil {
		return nil, nil, c.start, c.err
	}
	start = c.start
	n := min(c.size, c.total-start)
	if refs, systems, c.err = c.r.read(start, n); c.err != nil {
		return nil, nil, start, c.err
	}
	if len(systems) > 0 {
		n = len(systems[0])
	}
	c.start += n
	return refs, systems, start, nil
}

// Close closes the files, and removes the copy of standard input.
func (c *Chunks) Close() error { return c.r.close() }

// whole reads everything at once, as one chunk.
func (s *Source) whole() (*Chunks, error) {
	refs, err := s.References()
	if err != nil {
		return nil, err
	}
	systems, names, err := s.Systems()
	if err != nil {
		return nil, err
	}
	if systems, refs, err = s.Select(systems, refs); err != nil {
		return nil, err
	}
	if err := s.CheckLengths(systems, names, refs); err != nil {
		return nil, err
	}
	total := 0
	if len(systems) > 0 {
		total = len(systems[0])
	}
	return &Chunks{names: names, size: total, total: total, r: memory{refs, systems}}, nil
}

// memory is inputs read whole.
type memory struct{ refs, systems [][]string }

func (m memory) read(start, n int) (refs, systems [][]string, err error) {
	part := func(streams [][]string) [][]string {
		out := make([][]string, len(streams))
		for k, st := range streams {
			out[k] = st[start : start+n]
		}
		return out
	}
	return part(m.refs), part(m.systems), nil
}

func (memory) close() error { return nil }

// files are inputs read from files a chunk at a time.
type files struct {
	src    *Source
	names  []string
	total  int
	refs   []*lineStream
	tabbed string // the one file of tab-separated references, split as it is read
	hyps   []*lineStream
	stdin  *spool // the systems, when they come from standard input

	counted lineCounts
}

// openFiles checks and counts the references, then the systems, and opens them.
func (s *Source) openFiles() (*files, error) {
	refFiles, err := s.referenceFiles()
	if err != nil {
		return nil, err
	}
	counted := countAll(refFiles, s.Hyps)
	refCounts, err := s.countReferences(refFiles, counted)
	if err != nil {
		return nil, err
	}
	f := &files{src: s, refs: openStreams(refFiles), counted: counted}
	if s.tabbed() {
		f.tabbed = refFiles[0][0]
	}
	sysCounts, err := f.countSystems()
	if err == nil {
		err = s.checkCounts(sysCounts, f.names, refCounts)
	}
	if err != nil {
		f.close()
		return nil, err
	}
	f.total = sysCounts[0]
	return f, nil
}

// referenceFiles are the files of each reference stream: a file, or a test set's files one
// after another.
func (s *Source) referenceFiles() ([][]string, error) {
	if s.HasTestSet {
		return s.TestSetReferenceFiles()
	}
	return fileLists(s.Refs), nil
}

// countReferences counts the lines of each reference stream. A file of tab-separated
// references must have NumRefs on every line; it then makes NumRefs streams of as many lines
// (one empty stream for an empty file, as when read whole).
func (s *Source) countReferences(refFiles [][]string, counted lineCounts) ([]int, error) {
	counts := make([]int, len(refFiles))
	for k, paths := range refFiles {
		for _, path := range paths {
			n, err := counted.get(path)
			if err != nil {
				return nil, FileError(path, "reference", err)
			}
			counts[k] += n
		}
	}
	if !s.tabbed() {
		return counts, nil
	}
	if err := s.checkTabbed(refFiles[0][0]); err != nil {
		return nil, err
	}
	if counts[0] > 0 {
		counts = slices.Repeat(counts, s.NumRefs)
	}
	return counts, nil
}

// countSystems names the systems and counts their lines, from standard input (kept in a
// temporary file) or from the files of Hyps, which it then opens.
func (f *files) countSystems() ([]int, error) {
	s := f.src
	var counts []int
	if !s.HypsGiven {
		var err error
		if f.stdin, err = spoolStdin(s.Stdin); err != nil {
			return nil, err
		}
		for k := range f.stdin.width {
			f.names = append(f.names, fmt.Sprintf("System %d", k+1))
			counts = append(counts, f.stdin.count)
		}
	}
	for _, path := range s.Hyps {
		if slices.Contains(f.names, path) {
			return nil, nameUsed(path)
		}
		n, err := f.counted.get(path)
		if err != nil {
			return nil, FileError(path, "hypothesis", err)
		}
		counts, f.names = append(counts, n), append(f.names, path)
	}
	f.hyps = openStreams(fileLists(s.Hyps))
	return counts, nil
}

func (f *files) read(start, n int) (refs, systems [][]string, err error) {
	var streams [][]string
	if f.stdin != nil {
		if systems, err = f.stdin.chunk(n); err != nil {
			return nil, nil, err
		}
		n = len(systems[0])
		streams, err = readStreams(f.refs, n, false)
	} else {
		// Systems first: their lines bound the chunk as well as the references'.
		if streams, err = readStreams(append(f.hyps[:len(f.hyps):len(f.hyps)], f.refs...), n, true); err == nil {
			systems, streams = streams[:len(f.hyps)], streams[len(f.hyps):]
		}
	}
	if err != nil {
		return nil, nil, err
	}
	refs = streams
	if f.tabbed != "" {
		if refs, err = f.src.splitTabbed(f.tabbed, refs[0], start); err != nil {
			return nil, nil, err
		}
	}
	return refs, systems, nil
}

func (f *files) close() error {
	var errs []error
	for _, st := range append(f.refs, f.hyps...) {
		errs = append(errs, st.close())
	}
	if f.stdin != nil {
		errs = append(errs, f.stdin.close())
	}
	return errors.Join(errs...)
}

// fileLists makes each file a stream of its own.
func fileLists(paths []string) [][]string {
	out := make([][]string, len(paths))
	for k, path := range paths {
		out[k] = []string{path}
	}
	return out
}

// lineCounts are files' numbers of lines, or the errors of counting them.
type lineCounts map[string]lineCount

type lineCount struct {
	n   int
	err error
}

// countAll counts the lines of every file, on all cores: the checks then take the counts (and
// report the errors) in their order.
func countAll(refFiles [][]string, hyps []string) lineCounts {
	var paths []string
	for _, files := range refFiles {
		paths = append(paths, files...)
	}
	paths = append(paths, hyps...)
	results := make([]lineCount, len(paths))
	par.Range(len(paths), 1, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			results[i].n, results[i].err = textio.CountLines(paths[i])
		}
	})
	counts := lineCounts{}
	for i, path := range paths {
		counts[path] = results[i]
	}
	return counts
}

// get is the count of path, counted now if it was not.
func (c lineCounts) get(path string) (int, error) {
	if r, ok := c[path]; ok {
		return r.n, r.err
	}
	return textio.CountLines(path)
}
