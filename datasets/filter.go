package datasets

import (
	"slices"
	"strings"
)

// Filter holds SacreBLEU's --origlang and --subset; nil means the option was not given.
type Filter struct {
	// Origlang "XX" keeps the documents whose original language is XX, "non-XX" the others.
	Origlang *string
	// Subset is a Python regular expression searched in a document's domain (WMT XML) or in
	// its SUBSETS tag (wmt18, wmt19), such as "sport"; "country:US" searches "US" in the tag.
	Subset *string
}

// Filter mirrors filter_subset(streams, sets, pair, origlang, subset): it keeps the lines of
// each stream whose document passes f. sets is -t, comma-separated sets concatenated. The
// decisions come from the raw files, one per <seg> line (.sgm) or kept segment (WMT XML), and
// are zipped with each stream, so a longer stream is cut. It reads only what is cached.
func (c *Cache) Filter(sets, pair string, f Filter, streams [][]string) ([][]string, error) {
	if f.Origlang == nil && f.Subset == nil {
		return streams, nil
	}
	if sets == "" || pair == "" {
		return nil, crash(ErrFilterNeedsSet, "ValueError",
			"Filtering for --origlang or --subset needs a test (-t) and a language pair (-l).")
	}
	var m *matcher
	if f.Subset != nil {
		m = &matcher{pattern: strings.TrimPrefix(*f.Subset, "country:")}
	}
	var keep []bool
	for _, set := range strings.Split(sets, ",") {
		k, err := c.keepFlags(set, pair, f.Origlang, m)
		if err != nil {
			return nil, err
		}
		keep = append(keep, k...)
	}
	return applyKeep(streams, keep), nil
}

// applyKeep is [[s for s, keep in zip(sys, keep) if keep] for sys in streams].
func applyKeep(streams [][]string, keep []bool) [][]string {
	out := make([][]string, len(streams))
	for i, lines := range streams {
		out[i] = []string{}
		for j, line := range lines[:min(len(lines), len(keep))] {
			if keep[j] {
				out[i] = append(out[i], line)
			}
		}
	}
	return out
}

// filterSource resolves what filter_subset, get_available_origlangs and get_available_subsets
// read: DATASETS[set] and ROOT/SET/raw/langpairs[pair][0], with SacreBLEU's KeyErrors.
func (c *Cache) filterSource(set, pair string) (*Set, string, error) {
	s, err := c.lookup(set)
	if err != nil {
		return nil, "", keyError(repr(set))
	}
	p, err := s.Pair(pair)
	if err != nil {
		return nil, "", keyError(repr(pair))
	}
	if p.Override { // a dict has no element [0]
		return nil, "", keyError("0")
	}
	return s, pyJoin(c.Root, set, "raw", p.Paths[0]), nil
}

func (c *Cache) keepFlags(set, pair string, origlang *string, m *matcher) ([]bool, error) {
	s, raw, err := c.filterSource(set, pair)
	if err != nil {
		return nil, err
	}
	switch {
	case s.Format == WMTXML:
		return c.xmlKeep(raw, origlang, m)
	case strings.HasSuffix(raw, ".sgm"):
		return sgmlKeep(set, raw, origlang, m)
	}
	return nil, crash(ErrNotFilterable, "Exception",
		"--origlang and --subset supports only WMT *.xml and *.sgm files, not "+repr(raw))
}

func (c *Cache) xmlKeep(raw string, origlang *string, m *matcher) ([]bool, error) {
	f, err := c.unwrap(raw, raw)
	if err != nil {
		return nil, err
	}
	langs, domains := f.cols["origlang"], f.cols["domain"]
	if !slices.Contains(f.names, "domain") {
		domains = nil
	}
	keep := make([]bool, len(langs.values))
	for i, lang := range langs.values {
		keep[i] = origlang == nil || origlangIs(*origlang, lang)
		if m != nil && (domains == nil || domains.isNone(i)) {
			keep[i] = false
		} else if m != nil {
			found, err := m.search(domains.values[i])
			if err != nil {
				return nil, err
			}
			keep[i] = keep[i] && found
		}
	}
	return keep, nil
}

func sgmlKeep(set, raw string, origlang *string, m *matcher) ([]bool, error) {
	tags, ok := loadRegistry().tags[set]
	if m != nil && !ok {
		return nil, crash(ErrNoAnnotation, "Exception", "No subset annotation available for test set "+set)
	}
	lines, err := readLines(raw)
	if err != nil {
		return nil, err
	}
	var keep []bool
	include := false
	for _, line := range lines {
		if strings.HasPrefix(line, "<doc ") {
			include = origlang == nil || origlangIs(*origlang, lastAttr(line, "origlang"))
			if m != nil {
				found, err := m.search(tags[lastAttr(line, "docid")])
				if err != nil {
					return nil, err
				}
				include = include && found
			}
		}
		if strings.HasPrefix(line, "<seg ") {
			keep = append(keep, include)
		}
	}
	return keep, nil
}

// origlangIs is the --origlang test, with its "non-" negation.
func origlangIs(want, have string) bool {
	if rest, ok := strings.CutPrefix(want, "non-"); ok {
		return have != rest
	}
	return have == want
}

// pyJoin is os.path.join for relative parts, which unlike filepath.Join does not clean the
// path; SacreBLEU prints it in messages.
func pyJoin(parts ...string) string {
	out := ""
	for _, p := range parts {
		if out == "" || strings.HasSuffix(out, "/") {
			out += p
		} else {
			out += "/" + p
		}
	}
	return out
}
