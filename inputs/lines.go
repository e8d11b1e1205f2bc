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
	cur   *textio.LineReader
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
			lr, err := textio.OpenLines(st.paths[0])
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

// readStreams reads the next n lines of each stream. The streams were counted first: an end
// before n lines means that a file shrank meanwhile.
func readStreams(streams []*lineStream, n int) ([][]string, error) {
	out := make([][]string, len(streams))
	for k, st := range streams {
		out[k] = make([]string, n)
		for i := range n {
			line, err := st.next()
			if err == io.EOF {
				return nil, fmt.Errorf("%s: %w: it has fewer lines than when it was counted", st.last, io.ErrUnexpectedEOF)
			}
			if err != nil {
				return nil, err
			}
			out[k][i] = line
		}
	}
	return out, nil
}

// checkTabbed checks that every line of a file of tab-separated references has NumRefs of
// them, reading it a line at a time.
func (s *Source) checkTabbed(path string) error {
	lr, err := textio.OpenLines(path)
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
