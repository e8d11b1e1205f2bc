package inputs

import (
	"fmt"
	"io"

	"github.com/sacre-mt/sacre/internal/textio"
)

// lineStream reads the lines of several UTF-8 files one after another, opening each when it
// is reached.
type lineStream struct {
	paths []string
	cur   *textio.Blocks
	last  string // the file read last, for errors
}

func openStreams(files [][]string) []*lineStream {
	out := make([]*lineStream, len(files))
	for k, paths := range files {
		out[k] = &lineStream{paths: paths}
	}
	return out
}

// next returns the next line of the stream; io.EOF after the last.
func (st *lineStream) next() (string, error) {
	for {
		if st.cur == nil {
			if len(st.paths) == 0 {
				return "", io.EOF
			}
			lr, err := textio.OpenBlocks(st.paths[0])
			if err != nil {
				return "", FileError(st.paths[0], "input", err)
			}
			st.cur, st.last, st.paths = lr, st.paths[0], st.paths[1:]
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

func (st *lineStream) close() error {
	if st.cur == nil {
		return nil
	}
	err := st.cur.Close()
	st.cur = nil
	return err
}

// chunkBytes bounds the text of a chunk: a chunk ends after the segment that takes its lines
// past it (the segments of a chunk being fewer than asked then).
const chunkBytes = 8 << 20

// readStreams reads the next n lines of each stream, a segment at a time, fewer once they hold
// more than chunkBytes when bounded. The streams were counted first: an end before n lines
// means that a file shrank meanwhile.
func readStreams(streams []*lineStream, n int, bounded bool) ([][]string, error) {
	out := make([][]string, len(streams))
	for k := range out {
		out[k] = make([]string, 0, min(n, 1<<14))
	}
	size := 0
	for i := 0; i < n && (!bounded || size <= chunkBytes); i++ {
		for k, st := range streams {
			line, err := st.next()
			if err == io.EOF {
				return nil, fmt.Errorf("%s: %w: it has fewer lines than when it was counted", st.last, io.ErrUnexpectedEOF)
			}
			if err != nil {
				return nil, err
			}
			out[k] = append(out[k], line)
			size += len(line)
		}
	}
	return out, nil
}

// checkTabbed checks that every line of a file of tab-separated references has NumRefs of
// them, reading it a line at a time.
func (s *Source) checkTabbed(path string) error {
	lr, err := textio.OpenBlocks(path)
	if err != nil {
		return FileError(path, "reference", err)
	}
	defer lr.Close()
	for n := 1; ; n++ {
		line, err := lr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return FileError(path, "reference", err)
		}
		if _, err := s.splitReferences(path, n, line); err != nil {
			return err
		}
	}
}

// splitTabbed splits a chunk of lines of tab-separated references, the first being line
// start+1 of the file, into NumRefs streams.
func (s *Source) splitTabbed(path string, lines []string, start int) ([][]string, error) {
	streams := make([][]string, s.NumRefs)
	for k := range streams {
		streams[k] = make([]string, len(lines))
	}
	for i, line := range lines {
		fields, err := s.splitReferences(path, start+i+1, line)
		if err != nil {
			return nil, err
		}
		for k, f := range fields {
			streams[k][i] = f
		}
	}
	return streams, nil
}
