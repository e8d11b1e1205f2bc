package report

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"
)

// nameSeparators are where a file name's parts meet: a common prefix or suffix is removed only
// up to one of them, so that "sys1.txt" and "sys2.txt" keep their names whole.
const nameSeparators = `/\._-`

// ShortNames names systems by their files: the paths with the prefix and the suffix they all
// share removed, each cut at a separator (/ \ . _ -) so that no word is split
// ("wmt/uedin-nmt.4722.txt" and "wmt/KIT.4950.txt" become "uedin-nmt.4722" and "KIT.4950").
// One file is named by its base name without its extension. Where removing would leave a name
// empty or two names equal, the paths are kept as given. The note says what was removed, for
// the report to state ("" when nothing was).
func ShortNames(paths []string) (names []string, note string) {
	if len(paths) == 1 {
		base := filepath.Base(paths[0])
		if ext := filepath.Ext(base); ext != base && ext != "" {
			base = strings.TrimSuffix(base, ext)
		}
		if base == paths[0] || base == "" || base == "." {
			return slices.Clone(paths), ""
		}
		return []string{base}, fmt.Sprintf("The system is named by its file's base name (%s).", paths[0])
	}
	prefix, suffix := commonPrefix(paths), commonSuffix(paths)
	// Cut the prefix after its last separator and the suffix at its first.
	if i := strings.LastIndexAny(prefix, nameSeparators); i >= 0 {
		prefix = prefix[:i+1]
	} else {
		prefix = ""
	}
	if i := strings.IndexAny(suffix, nameSeparators); i >= 0 {
		suffix = suffix[i:]
	} else {
		suffix = ""
	}
	if prefix == "" && suffix == "" {
		return slices.Clone(paths), ""
	}
	names = make([]string, len(paths))
	seen := map[string]bool{}
	for i, p := range paths {
		if len(prefix)+len(suffix) >= len(p) {
			return slices.Clone(paths), ""
		}
		names[i] = p[len(prefix) : len(p)-len(suffix)]
		if seen[names[i]] {
			return slices.Clone(paths), ""
		}
		seen[names[i]] = true
	}
	var parts []string
	if prefix != "" {
		parts = append(parts, fmt.Sprintf("the prefix %q", prefix))
	}
	if suffix != "" {
		parts = append(parts, fmt.Sprintf("the suffix %q", suffix))
	}
	return names, "Systems are named by their files with " + strings.Join(parts, " and ") + " removed."
}

// commonPrefix is the longest prefix of whole characters all of ss share.
func commonPrefix(ss []string) string {
	p := ss[0]
	for _, s := range ss[1:] {
		n := 0
		for n < len(p) && n < len(s) && p[n] == s[n] {
			n++
		}
		for n > 0 && n < len(p) && !utf8.RuneStart(p[n]) {
			n--
		}
		p = p[:n]
	}
	return p
}

// commonSuffix is the longest suffix of whole characters all of ss share.
func commonSuffix(ss []string) string {
	x := ss[0]
	for _, s := range ss[1:] {
		n := 0
		for n < len(x) && n < len(s) && x[len(x)-1-n] == s[len(s)-1-n] {
			n++
		}
		for n > 0 && n < len(x) && !utf8.RuneStart(x[len(x)-n]) {
			n--
		}
		x = x[len(x)-n:]
	}
	return x
}
