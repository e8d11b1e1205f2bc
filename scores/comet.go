package scores

import (
	"io"
	"strconv"
	"strings"
)

type cometKind int

const (
	cometSkip    cometKind = iota // a blank, "Predictions saved in" or cache line
	cometSegment                  // a segment's score
	cometSystem                   // a system's score
)

// A cometRow is one line of comet-score's output.
type cometRow struct {
	kind    cometKind
	path    string // the translations' file, as comet-score printed it
	hasPath bool   // COMET before 1.0 prints no path
	seg     int
	score   string
}

// parseCometLine reads a line comet-score prints (see Read for the versions' forms).
func parseCometLine(s string) (cometRow, bool) {
	switch {
	case strings.TrimSpace(s) == "", strings.HasPrefix(s, "Predictions saved in: "), strings.HasPrefix(s, "CacheInfo("):
		return cometRow{kind: cometSkip}, true
	case strings.HasPrefix(s, "System score: "), strings.HasPrefix(s, "COMET system score: "):
		return cometRow{kind: cometSystem}, true
	}
	if seg, score, ok := strings.Cut(s, " score: "); ok && !strings.Contains(s, "\t") {
		n, ok := segmentNumber(seg) // COMET 0.x: "Segment N score: X"
		return cometRow{kind: cometSegment, seg: n, score: score}, ok
	}
	f := strings.Split(s, "\t")
	if len(f) > 2 && strings.HasPrefix(f[len(f)-1], "variance: ") {
		f = f[:len(f)-1] // COMET 1.x with --mc_dropout
	}
	score, ok := strings.CutPrefix(f[len(f)-1], "score: ")
	if !ok || len(f) < 2 {
		return cometRow{}, false
	}
	if n, ok := segmentNumber(f[len(f)-2]); ok {
		path := strings.Join(f[:len(f)-2], "\t")
		return cometRow{kind: cometSegment, path: path, hasPath: len(f) > 2, seg: n, score: score}, true
	}
	return cometRow{kind: cometSystem, path: strings.Join(f[:len(f)-1], "\t"), hasPath: true}, true
}

// segmentNumber reads "Segment N".
func segmentNumber(s string) (int, bool) {
	digits, ok := strings.CutPrefix(s, "Segment ")
	if !ok || digits == "" || len(digits) > 9 || strings.Trim(digits, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	return n, err == nil
}

// cometNames names systems after the paths comet-score printed, refusing two paths that give
// one name (hyps/a/out.txt and hyps/b/out.txt), which would merge two systems.
type cometNames map[string]string

func (c cometNames) of(path string, n int, printed string) (string, error) {
	name := systemName(printed)
	if prev, ok := c[name]; ok && prev != printed {
		return "", errorAt(path, n, ErrConflict, quote(prev)+" and "+quote(printed)+" both give system "+quote(name))
	}
	c[name] = printed
	return name, nil
}

// readComet reads comet-score's printed output.
func readComet(b *builder, lr *lineReader) error {
	names := cometNames{}
	for {
		line, n, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		row, ok := parseCometLine(string(line))
		if !ok {
			return errorAt(lr.path, n, ErrSyntax, "not a line of comet-score's output: "+quote(string(line)))
		}
		if err := addCometRow(b, lr.path, n, row, names); err != nil {
			return err
		}
	}
}

func addCometRow(b *builder, path string, n int, row cometRow, names cometNames) error {
	if row.kind == cometSkip {
		return nil
	}
	name := systemName(path)
	if row.hasPath {
		var err error
		if name, err = names.of(path, n, row.path); err != nil {
			return err
		}
	}
	if row.kind == cometSystem {
		st, err := b.system(path, n, name)
		if err == nil {
			st.why = ", which has only a system score (comet-score --only_system?)"
		}
		return err
	}
	x, err := parseScore(path, n, row.score)
	if err != nil {
		return err
	}
	return b.add(name, Item{ID: strconv.Itoa(row.seg + 1), Score: x, Ratings: 1, Path: path, Line: n})
}
