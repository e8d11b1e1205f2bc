package datasets

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/normalize"
)

// ListSets returns the lines of --list without -t: a header, then each set sorted by name
// with its description, "%-30s: %s". With a pair, only the sets that have it in either
// direction. On an error (a pair without "-") the header printed before it comes back too.
func ListSets(pair string) ([]string, error) {
	var names []string
	lines := []string{"The available test sets are:"}
	if pair != "" {
		lines[0] = fmt.Sprintf("The available test sets for %s are:", pair)
		var err error
		if names, err = SetsForPair(pair); err != nil {
			return lines, err
		}
	} else {
		names = AvailableTestsets()
	}
	slices.Sort(names)
	for _, name := range names {
		s, _ := Lookup(name)
		lines = append(lines, fmt.Sprintf("%-30s: %s", name, normalize.Strip(s.Description)))
	}
	return lines, nil
}

// ListFields returns the lines of --list -t SET [-l PAIR]: "PAIR: field, field, ..." for the
// given pair or for every pair of the set. WMT XML sets are downloaded to know their fields.
// An unknown set lists nothing without a pair (SacreBLEU finds no pairs for it) and is a
// KeyError with one. The lines made before an error come back with it.
func (c *Cache) ListFields(ctx context.Context, set, pair string) ([]string, error) {
	s, err := c.lookup(set)
	if err != nil {
		if pair == "" {
			return nil, nil // get_langpairs_for_testset() finds no pairs
		}
		return nil, keyError(repr(set))
	}
	pairs := []string{pair}
	if pair == "" {
		pairs = s.PairNames()
	}
	var lines []string
	for _, p := range pairs {
		fields, err := c.Fieldnames(ctx, set, p)
		if err != nil {
			return lines, err
		}
		lines = append(lines, p+": "+strings.Join(fields, ", "))
	}
	return lines, nil
}
