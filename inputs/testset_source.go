package inputs

import (
	"context"
	"fmt"

	"github.com/sacre-mt/sacre/internal/textio"
)

// SourceLines reads the source segments that go with the references: the file path when it
// is given, else the source of the test sets (-t), each set's source file read as its
// references are, concatenated in the order of -t and filtered by --origlang and --subset as
// the references are. It returns the lines and the files read, none when there is neither;
// the source must have n lines, as many as the references (an error naming the file, or the
// test set, otherwise).
func (s *Source) SourceLines(ctx context.Context, path string, n int) (lines, files []string, err error) {
	switch {
	case path != "":
		if lines, err = textio.ReadLines(path, s.Encoding); err != nil {
			return nil, nil, FileError(path, "source", err)
		}
		files = []string{path}
	case s.HasTestSet:
		if lines, files, err = s.testSetSource(ctx); err != nil {
			return nil, nil, err
		}
	default:
		return nil, nil, nil
	}
	if len(lines) != n {
		name := path
		if path == "" {
			name = "of the test set"
		}
		return nil, nil, fmt.Errorf("the source %s has %d lines, the references %d", name, len(lines), n)
	}
	return lines, files, nil
}

// testSetSource reads the source of the test sets, filtered, and the files read.
func (s *Source) testSetSource(ctx context.Context) (lines, files []string, err error) {
	for _, name := range s.SetNames() {
		path, err := s.Cache().SourceFile(ctx, name, s.LangPair)
		if err != nil {
			return nil, nil, DatasetError(err)
		}
		part, err := textio.ReadLines(path, s.Encoding)
		if err != nil {
			return nil, nil, FileError(path, "source", err)
		}
		lines, files = append(lines, part...), append(files, path)
	}
	streams, err := s.Cache().Filter(s.TestSet, s.LangPair, s.Filter(), [][]string{lines})
	if err != nil {
		return nil, nil, DatasetError(err)
	}
	return streams[0], files, nil
}
