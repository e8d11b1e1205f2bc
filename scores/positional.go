package scores

import (
	"io"
	"strconv"

	"github.com/sacre-mt/sacre/normalize"
)

// readLines reads one system's scores, one per line, named after the file.
func readLines(b *builder, lr *lineReader) error {
	name := systemName(lr.path)
	for pos := 1; ; pos++ {
		line, n, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		x, err := parseScore(lr.path, n, string(line))
		if err != nil {
			return err
		}
		if err := b.add(name, Item{ID: strconv.Itoa(pos), Score: x, Ratings: 1, Path: lr.path, Line: n}); err != nil {
			return err
		}
	}
}

// readMTME reads mt-metrics-eval's "SYSTEM SCORE" lines as its ReadScoreFile does: split at
// white space into exactly two fields, "None" for a missing score, a system's scores in order
// (its lines need not be contiguous, as ReadScoreFile appends to a list per system).
func readMTME(b *builder, lr *lineReader) error {
	pos := map[string]int{}
	for {
		line, n, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if err := addMTME(b, pos, lr.path, n, string(line)); err != nil {
			return err
		}
	}
}

// addMTME adds line n; pos counts each system's lines.
func addMTME(b *builder, pos map[string]int, path string, n int, line string) error {
	f := normalize.Fields(line)
	if len(f) != 2 {
		return errorAt(path, n, ErrFieldCount, strconv.Itoa(len(f))+" fields, want SYSTEM SCORE")
	}
	st, err := b.system(path, n, f[0])
	if err != nil {
		return err
	}
	pos[f[0]]++
	if f[1] == "None" {
		st.why = ", whose every score is None"
		return nil
	}
	x, err := parseScore(path, n, f[1])
	if err != nil {
		return err
	}
	return b.add(f[0], Item{ID: strconv.Itoa(pos[f[0]]), Score: x, Ratings: 1, Path: path, Line: n})
}
