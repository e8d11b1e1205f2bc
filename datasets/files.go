package datasets

import (
	"context"
	"os"
	"slices"
	"strings"
)

// baseFieldnames is Dataset.fieldnames(), which PlainText and TSV sets keep.
var baseFieldnames = []string{"src", "ref"}

// lookupPair resolves a set and one of its pairs.
func (c *Cache) lookupPair(set, pair string) (*Set, *Pair, error) {
	s, err := c.lookup(set)
	if err != nil {
		return nil, nil, err
	}
	p, err := s.Pair(pair)
	return s, p, err
}

// Fieldnames mirrors Dataset.fieldnames(pair): the fields of a pair, in SacreBLEU's order.
// For WMT XML sets they come from the raw file, which is downloaded first if need be.
// PlainText and TSV sets answer "src, ref" without checking the pair, as SacreBLEU does.
func (c *Cache) Fieldnames(ctx context.Context, set, pair string) ([]string, error) {
	s, err := c.lookup(set)
	if err != nil {
		return nil, err
	}
	switch s.Format {
	case PlainText, TSV:
		return slices.Clone(baseFieldnames), nil
	case WMTXML:
		return c.xmlFieldnames(ctx, s, pair)
	}
	p, err := s.Pair(pair)
	if err != nil {
		return nil, err
	}
	return sgmlFieldnames(s, p), nil
}

// xmlFieldnames downloads before it checks the pair, as WMTXMLDataset.fieldnames() does.
func (c *Cache) xmlFieldnames(ctx context.Context, s *Set, pair string) ([]string, error) {
	if err := c.Download(ctx, s); err != nil {
		return nil, err
	}
	p, err := s.Pair(pair)
	if err != nil {
		return nil, err
	}
	if err := c.unpackCached(ctx, s, p); err != nil {
		return nil, err
	}
	raw := c.rawPath(s, p)
	f, err := c.unwrap(raw, textFileLabel(raw))
	if err != nil {
		return nil, err
	}
	return slices.Clone(f.names), nil
}

// Files mirrors Dataset.get_files(pair): the text file of each field, made from the raw files
// (downloaded first if need be) when one of them is missing.
func (c *Cache) Files(ctx context.Context, set, pair string) ([]string, error) {
	fields, err := c.Fieldnames(ctx, set, pair)
	if err != nil {
		return nil, err
	}
	files := make([]string, len(fields))
	for i, field := range fields {
		files[i] = c.TextPath(set, pair, field)
	}
	for _, f := range files {
		if !exists(f) {
			if err := c.process(ctx, set, pair); err != nil {
				return nil, err
			}
			break // processing makes every file of the pair
		}
	}
	return files, nil
}

// SourceFile mirrors Dataset.get_source_file(pair).
func (c *Cache) SourceFile(ctx context.Context, set, pair string) (string, error) {
	files, err := c.Files(ctx, set, pair)
	if err != nil {
		return "", err
	}
	fields, err := c.Fieldnames(ctx, set, pair)
	if err != nil {
		return "", err
	}
	return files[slices.Index(fields, "src")], nil
}

// ReferenceFiles mirrors get_reference_files(pair): the fields starting with "ref" or, for WMT
// XML sets, the fields of the translators chosen by the pair's "refs" or else the set's.
func (c *Cache) ReferenceFiles(ctx context.Context, set, pair string) ([]string, error) {
	s, p, err := c.lookupPair(set, pair)
	if err != nil {
		return nil, err
	}
	keep := func(field string) bool { return strings.HasPrefix(field, "ref") }
	if s.Format == WMTXML {
		allowed := allowedRefs(s, p)
		keep = func(field string) bool { return slices.Contains(allowed, field) }
	}
	files, err := c.Files(ctx, set, pair)
	if err != nil {
		return nil, err
	}
	fields, err := c.Fieldnames(ctx, set, pair)
	if err != nil {
		return nil, err
	}
	var refs []string
	for i, field := range fields {
		if keep(field) {
			refs = append(refs, files[i])
		}
	}
	return refs, nil
}

// allowedRefs mirrors _get_langpair_allowed_refs(): the pair's override, else the set's
// default, as field names ("" is the field "ref").
func allowedRefs(s *Set, p *Pair) []string {
	refs := s.Refs
	if p.HasRefs {
		refs = p.Refs
	}
	fields := make([]string, len(refs))
	for i, r := range refs {
		fields[i] = translator{name: r}.field()
	}
	return fields
}

// process mirrors process_to_text(pair): download what is missing, then convert. Like
// SacreBLEU it downloads before it checks the pair.
func (c *Cache) process(ctx context.Context, set, pair string) error {
	s, err := c.lookup(set)
	if err != nil {
		return err
	}
	if err := c.Download(ctx, s); err != nil {
		return err
	}
	p, err := s.Pair(pair)
	if err != nil {
		return err
	}
	if err := c.unpackCached(ctx, s, p); err != nil {
		return err
	}
	if err := os.MkdirAll(c.SetDir(set), 0o755); err != nil {
		return err
	}
	switch s.Format {
	case FakeSGML, WMTAddition, IWSLTXML:
		return c.processSGML(s, p)
	case PlainText:
		return c.processPlain(s, p)
	case TSV:
		return c.processTSV(s, p)
	case WMTXML:
		return c.processXML(s, p)
	}
	return crash(ErrMalformedConfig, "Exception", "unknown dataset class "+string(s.Format))
}

// DownloadTestSet mirrors download_test_set(set, pair), which --download runs: get_files(pair).
// Without a pair it makes every pair's files, in process_to_text(None)'s order. SacreBLEU gets
// that far only for PlainText and TSV sets, whose pairs it converts again each time; for the
// others get_files(None) fails with KeyError: None, so each pair is made as with its -l.
func (c *Cache) DownloadTestSet(ctx context.Context, set, pair string) error {
	s, err := c.lookup(set)
	if err != nil {
		return crash(ErrUnknownSet, "Exception", "No such test set "+set)
	}
	if pair != "" {
		_, err := c.Files(ctx, set, pair)
		return err
	}
	pairs := s.PairNames()
	if s.Format == WMTXML {
		slices.Sort(pairs) // WMTXMLDataset.process_to_text iterates sorted(langpairs)
	}
	for _, p := range pairs {
		if s.Format == PlainText || s.Format == TSV {
			err = c.process(ctx, set, p)
		} else {
			_, err = c.Files(ctx, set, p)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
