package datasets

import (
	"bufio"
	"context"
	"io"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/normalize"
)

// Echo mirrors print_test_set(set, pair, fields, origlang, subset), which --echo runs once per
// set: it writes the requested fields as tab-separated lines, each value rstripped, filtered
// by f. "all" stands for every field; "ref" falls back to the smallest field starting with
// "ref" (ref:0, ref:A) when the pair has no field "ref". The text files are made first, so
// they exist even when the fields are rejected.
func (c *Cache) Echo(ctx context.Context, w io.Writer, set, pair string, fields []string, f Filter) error {
	if _, err := c.lookup(set); err != nil {
		return crash(ErrUnknownSet, "Exception", "No such test set "+set)
	}
	names, err := c.Fieldnames(ctx, set, pair)
	if err != nil {
		return err
	}
	files, err := c.Files(ctx, set, pair)
	if err != nil {
		return err
	}
	idx, err := echoFields(set, pair, fields, names)
	if err != nil {
		return err
	}
	streams := make([][]string, len(idx))
	for i, k := range idx {
		if streams[i], err = readLines(files[k]); err != nil {
			return err
		}
	}
	if streams, err = c.Filter(set, pair, f, streams); err != nil {
		return err
	}
	return writeColumns(w, streams)
}

// echoFields checks the requested fields and returns their indices in names, with
// print_test_set's messages.
func echoFields(set, pair string, fields, names []string) ([]int, error) {
	if slices.Contains(fields, "all") {
		if len(fields) != 1 {
			return nil, logged(ErrEchoAll, "Cannot use --echo all with other fields")
		}
		fields = names
	}
	subref, hasSubref := minRef(names)
	if slices.Contains(fields, "ref") && !slices.Contains(names, "ref") {
		if !hasSubref {
			return nil, crash(ErrUnknownField, "ValueError", "min() arg is an empty sequence")
		}
		fields = slices.Clone(fields)
		for i := range fields {
			if fields[i] == "ref" {
				fields[i] = subref
			}
		}
	}
	idx := make([]int, len(fields))
	for i, field := range fields {
		if idx[i] = slices.Index(names, field); idx[i] < 0 {
			return nil, unknownField(set, pair, field, names, subref, hasSubref)
		}
	}
	return idx, nil
}

func unknownField(set, pair, field string, names []string, subref string, hasSubref bool) error {
	e := logged(ErrUnknownField,
		"No such field "+field+" in test set "+set+" for language pair "+pair+".",
		"available fields for "+set+"/"+pair+": "+strings.Join(names, ", "))
	if !slices.Contains(names, "ref") {
		if !hasSubref {
			return crash(ErrUnknownField, "ValueError", "min() arg is an empty sequence")
		}
		e.Lines = append(e.Lines, "'ref' also allowed for backwards compatibility (will return "+subref+")")
	}
	return e
}

// minRef is min() of the fields starting with "ref".
func minRef(names []string) (string, bool) {
	var refs []string
	for _, n := range names {
		if strings.HasPrefix(n, "ref") {
			refs = append(refs, n)
		}
	}
	if len(refs) == 0 {
		return "", false
	}
	return slices.Min(refs), true
}

// writeColumns prints zip(*streams) as tab-joined rstripped values; zip stops at the shortest.
func writeColumns(w io.Writer, streams [][]string) error {
	if len(streams) == 0 {
		return nil
	}
	n := len(streams[0])
	for _, s := range streams {
		n = min(n, len(s))
	}
	bw := bufio.NewWriter(w)
	for i := range n {
		for j, s := range streams {
			if j > 0 {
				bw.WriteByte('\t')
			}
			bw.WriteString(normalize.TrimRight(s[i]))
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
