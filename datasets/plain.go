package datasets

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/normalize"
)

// plainLine is PlainTextDataset's step, also WMTAdditionDataset's for plain references:
// print(line.rstrip()).
func plainLine(line string) (string, bool, error) {
	return normalize.TrimRight(line), true, nil
}

// processPlain mirrors PlainTextDataset.process_to_text() for one pair: src from the first
// path, ref from the second.
func (c *Cache) processPlain(s *Set, p *Pair) error {
	for i, field := range baseFieldnames[:min(2, len(p.Paths))] { // zip() stops at the shorter
		in := filepath.Join(c.RawDir(s.Name), p.Paths[i])
		if err := convertLines(in, c.TextPath(s.Name, p.Name, field), plainLine); err != nil {
			return err
		}
	}
	return nil
}

// processTSV mirrors TSVDataset.process_to_text() for one pair: each field is one column of
// a tab-separated file, line.rstrip("\n").split("\t")[column], so "\r" and spaces stay.
func (c *Cache) processTSV(s *Set, p *Pair) error {
	for i, field := range baseFieldnames[:min(2, len(p.Paths))] {
		column, file, err := splitTSVMeta(p.Paths[i], field)
		if err != nil {
			return err
		}
		in := filepath.Join(c.RawDir(s.Name), file)
		err = convertLines(in, c.TextPath(s.Name, p.Name, field), func(line string) (string, bool, error) {
			cols := strings.Split(strings.TrimRight(line, "\n"), "\t")
			k := column
			if k < 0 { // Python indexes from the end
				k += len(cols)
			}
			if k < 0 || k >= len(cols) {
				return "", false, crash(ErrMalformed, "IndexError", "list index out of range")
			}
			return cols[k], true, nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// splitTSVMeta mirrors TSVDataset._split_index_and_filename(): "3:file.tsv" is column 3 of
// file.tsv; a path without exactly one colon is column 0 for src and 1 otherwise.
func splitTSVMeta(meta, field string) (int, string, error) {
	parts := strings.Split(meta, ":")
	if len(parts) != 2 {
		if field == "src" {
			return 0, meta, nil
		}
		return 1, meta, nil
	}
	column, ok := pyfmt.ParseInt(parts[0])
	if !ok {
		return 0, "", crash(ErrMalformedConfig, "Exception", fmt.Sprintf("Invalid meta for TSVDataset: %s", meta))
	}
	return column, parts[1], nil
}
