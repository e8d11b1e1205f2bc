package datasets

import (
	"slices"
	"strings"
)

// Origlangs mirrors get_available_origlangs(sets, pair): the sorted original languages of the
// documents in the raw files, for --detail. In .sgm files it reads each <doc> line as
// filter_subset does, so a line without origlang (wmt08) counts whole, newline included.
// Sets of other formats add nothing.
func (c *Cache) Origlangs(sets, pair string) ([]string, error) {
	if sets == "" {
		return nil, nil
	}
	found := map[string]bool{}
	for _, set := range strings.Split(sets, ",") {
		s, raw, err := c.filterSource(set, pair)
		if err != nil {
			return nil, err
		}
		if s.Format == WMTXML {
			f, err := c.unwrap(raw, raw)
			if err != nil {
				return nil, err
			}
			for _, lang := range f.cols["origlang"].values {
				found[lang] = true
			}
		}
		if strings.HasSuffix(raw, ".sgm") {
			if err := addSGMLOriglangs(raw, found); err != nil {
				return nil, err
			}
		}
	}
	return sortedKeys(found), nil
}

func addSGMLOriglangs(raw string, found map[string]bool) error {
	lines, err := readLines(raw)
	if err != nil {
		return err
	}
	for _, line := range lines {
		if strings.HasPrefix(line, "<doc ") {
			found[lastAttr(line, "origlang")] = true
		}
	}
	return nil
}

// Subsets mirrors get_available_subsets(sets, pair): the sorted domains of a WMT XML file, or
// for sets with SUBSETS (wmt18, wmt19) every "country:XX" and every domain of the table.
func (c *Cache) Subsets(sets, pair string) ([]string, error) {
	if sets == "" {
		return nil, nil
	}
	found := map[string]bool{}
	for _, set := range strings.Split(sets, ",") {
		if err := c.addSubsets(set, pair, found); err != nil {
			return nil, err
		}
	}
	return sortedKeys(found), nil
}

func (c *Cache) addSubsets(set, pair string, found map[string]bool) error {
	s, err := c.lookup(set)
	if err != nil {
		return keyError(repr(set))
	}
	if s.Format != WMTXML {
		for _, a := range Annotations(set) {
			country, domain, _ := strings.Cut(a.Tag, "-")
			domain, _, _ = strings.Cut(domain, "-")
			found["country:"+country], found[domain] = true, true
		}
		return nil
	}
	_, raw, err := c.filterSource(set, pair)
	if err != nil {
		return err
	}
	f, err := c.unwrap(raw, raw)
	if err != nil || !slices.Contains(f.names, "domain") {
		return err
	}
	domains := f.cols["domain"]
	for i, d := range domains.values {
		if domains.isNone(i) { // sorted() cannot compare None with the domains that exist
			return crash(ErrMalformed, "TypeError", "'<' not supported between instances of 'NoneType' and 'str'")
		}
		found[d] = true
	}
	return nil
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys) // Python sorts str by code point, as Go sorts UTF-8 bytes
	return keys
}
