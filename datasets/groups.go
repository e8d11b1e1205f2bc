package datasets

import "unicode/utf8"

// Group is one line group of --detail: the key SacreBLEU prints and the streams (hypotheses
// first, then references) filtered to it.
type Group struct {
	Key     string
	Streams [][]string
}

// Groups mirrors the selections of print_subset_results(): for each original language, the
// whole set (" domain=ALL") and then each subset, keeping the groups whose first stream is not
// empty; the caller scores each group. streams are the full hypotheses and references.
//
// The original languages are Origlangs(), or the characters of f.Origlang when it is given
// and not empty: SacreBLEU iterates over the string, so "en" tries "e" and "n". The subsets are
// f.Subset when given, else Subsets(). Groups with equal keys are adjacent, as SacreBLEU prints
// the scores gathered under each key together.
//
// No original language at all is [ErrNoSubsetInfo], which is not a failure: SacreBLEU prints
// the error's line on stdout and carries on. No group at all is [ErrNoGroups], SacreBLEU's
// "max() arg is an empty sequence" ValueError.
func (c *Cache) Groups(sets, pair string, f Filter, streams [][]string) ([]Group, error) {
	origlangs, err := c.detailOriglangs(sets, pair, f)
	if err != nil || len(origlangs) == 0 {
		return nil, noSubsetInfo(err)
	}
	subsets, err := c.detailSubsets(sets, pair, f)
	if err != nil {
		return nil, err
	}
	var groups []Group
	for _, lang := range origlangs {
		for _, sub := range subsets {
			got, err := c.Filter(sets, pair, Filter{Origlang: &lang, Subset: sub}, streams)
			if err != nil {
				return nil, err
			}
			if len(got) > 0 && len(got[0]) > 0 {
				groups = addGroup(groups, Group{Key: groupKey(lang, sub), Streams: got})
			}
		}
	}
	if len(groups) == 0 {
		return nil, crash(ErrNoGroups, "ValueError", "max() arg is an empty sequence")
	}
	return groups, nil
}

// detailSubsets is [None] plus --subset, or plus every available subset.
func (c *Cache) detailSubsets(sets, pair string, f Filter) ([]*string, error) {
	subsets := []*string{nil}
	if f.Subset != nil {
		return append(subsets, f.Subset), nil
	}
	subs, err := c.Subsets(sets, pair)
	for i := range subs {
		subsets = append(subsets, &subs[i])
	}
	return subsets, err
}

func (c *Cache) detailOriglangs(sets, pair string, f Filter) ([]string, error) {
	if f.Origlang == nil || *f.Origlang == "" {
		return c.Origlangs(sets, pair)
	}
	var chars []string
	for s := *f.Origlang; s != ""; {
		_, w := utf8.DecodeRuneInString(s)
		chars, s = append(chars, s[:w]), s[w:]
	}
	return chars, nil
}

func noSubsetInfo(err error) error {
	if err != nil {
		return err
	}
	return logged(ErrNoSubsetInfo, "No subset information found. Consider using --origlang argument.")
}

// groupKey is "origlang=XX" plus " domain=ALL", " country=XX" or " domain=XX".
func groupKey(lang string, subset *string) string {
	key := "origlang=" + lang
	switch {
	case subset == nil:
		return key + " domain=ALL"
	case len(*subset) >= 8 && (*subset)[:8] == "country:":
		return key + " country=" + (*subset)[8:]
	}
	return key + " domain=" + *subset
}

// addGroup inserts g after the last group with its key, or at the end.
func addGroup(groups []Group, g Group) []Group {
	for i := len(groups) - 1; i >= 0; i-- {
		if groups[i].Key == g.Key {
			return append(groups[:i+1], append([]Group{g}, groups[i+1:]...)...)
		}
	}
	return append(groups, g)
}
