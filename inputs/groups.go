package inputs

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/normalize"
)

// Errors of the files of pairwise scoring, wrapped with the file (and line). Their text is
// part of the message the command prints, hence no package prefix.
var (
	// ErrNotGrouped is a line without a tab in a file of "GROUP<TAB>TEXT" lines.
	ErrNotGrouped = errors.New("not GROUP<TAB>TEXT")
	// ErrNoLines is a file, or a group of a file, without lines.
	ErrNoLines = errors.New("no lines")
)

// Groups are the lines of a file of "GROUP<TAB>TEXT" lines: the candidates of minimum Bayes
// risk selection (n per source segment), or their pseudo-references.
type Groups struct {
	Names []string            // the groups, in the order they first appear
	Lines map[string][]string // each group's texts, in the file's order
}

// ReadGroups reads a file of "GROUP<TAB>TEXT" lines, decoded with the Python codec encoding
// (gzip by name, as every input). Lines are split at "\n" only; each must have a tab, even
// before an empty text (ErrNotGrouped, with file:line). The group is what comes before the
// first tab, as it is; the text, what follows, right-stripped as SacreBLEU strips lines.
func ReadGroups(path, encoding string) (*Groups, error) {
	raw, err := textio.ReadRaw(path)
	if err != nil {
		return nil, FileError(path, "input", err)
	}
	text, err := textio.Decode(raw, encoding, path)
	if err != nil {
		return nil, FileError(path, "input", err)
	}
	g := &Groups{Lines: map[string][]string{}}
	if text == "" {
		return g, nil
	}
	for n, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		group, item, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, fmt.Errorf("%s:%d: %w", path, n+1, ErrNotGrouped)
		}
		if _, seen := g.Lines[group]; !seen {
			g.Names = append(g.Names, group)
		}
		g.Lines[group] = append(g.Lines[group], normalize.TrimRight(item))
	}
	return g, nil
}

// A Group is one group's candidates and the lines they are scored against.
type Group struct {
	Name        string
	Cands, Refs []string
}

// ReadCandidates reads grouped candidates (paths[0]) and pairs each group's candidates with
// what they are scored against: the group's own candidates, or, when paths has a second file,
// the group's lines of that file (its other groups are left out). The groups come in the order
// they first appear among the candidates. Checked in this order: the candidates' file has
// lines, then every group has lines in the second file (ErrNoLines, naming the file and the
// group).
func ReadCandidates(paths []string, encoding string) ([]Group, error) {
	if len(paths) < 1 || len(paths) > 2 {
		return nil, fmt.Errorf("inputs: %d files of groups: give the candidates, and maybe their references", len(paths))
	}
	cands, err := ReadGroups(paths[0], encoding)
	if err != nil {
		return nil, err
	}
	if len(cands.Names) == 0 {
		return nil, fmt.Errorf("%s has %w", paths[0], ErrNoLines)
	}
	refs := cands
	if len(paths) == 2 {
		if refs, err = ReadGroups(paths[1], encoding); err != nil {
			return nil, err
		}
	}
	groups := make([]Group, len(cands.Names))
	for i, g := range cands.Names {
		if len(refs.Lines[g]) == 0 {
			return nil, fmt.Errorf("group %s has %w in %s", g, ErrNoLines, paths[1])
		}
		groups[i] = Group{Name: g, Cands: cands.Lines[g], Refs: refs.Lines[g]}
	}
	return groups, nil
}

// ReadNonEmpty reads the lines of each file (as SacreBLEU reads a system), every file first,
// then requires each to have at least one line (ErrNoLines, naming the first file without).
func ReadNonEmpty(paths []string, encoding string) ([][]string, error) {
	texts := make([][]string, len(paths))
	for i, path := range paths {
		var err error
		if texts[i], err = textio.ReadLines(path, encoding); err != nil {
			return nil, FileError(path, "input", err)
		}
	}
	for i, path := range paths {
		if len(texts[i]) == 0 {
			return nil, fmt.Errorf("%s has %w", path, ErrNoLines)
		}
	}
	return texts, nil
}
