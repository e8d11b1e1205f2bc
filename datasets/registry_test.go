package datasets

import (
	"errors"
	"slices"
	"testing"
)

// TestRegistryCounts checks the registry against counts taken from SacreBLEU 2.6.0's DATASETS
// and SUBSETS (PYTHONPATH=/work/oracle python3: len(DATASETS), ...).
func TestRegistryCounts(t *testing.T) {
	entries, citations, pairs, formats := 0, 0, map[string]bool{}, map[Format]int{}
	for _, s := range Sets() {
		entries += len(s.Pairs)
		for _, p := range s.Pairs {
			pairs[p.Name] = true
		}
		if s.Citation != "" {
			citations++
		}
		formats[s.Format]++
		if len(s.MD5s) != len(s.URLs) || len(s.URLs) == 0 {
			t.Errorf("%s: %d URLs, %d MD5s", s.Name, len(s.URLs), len(s.MD5s))
		}
	}
	for _, c := range []struct {
		reason    string
		got, want int
	}{
		{"test sets", len(Sets()), 67},
		{"(set, language pair) entries", entries, 452},
		{"distinct language pairs", len(pairs), 83},
		{"sets with a citation", citations, 28},
		{"FakeSGMLDataset sets", formats[FakeSGML], 28},
		{"WMTXMLDataset sets", formats[WMTXML], 11},
		{"IWSLTXMLDataset sets", formats[IWSLTXML], 9},
		{"PlainTextDataset sets", formats[PlainText], 8},
		{"WMTAdditionDataset sets", formats[WMTAddition], 7},
		{"TSVDataset sets", formats[TSV], 4},
		{"SUBSETS of wmt18", len(Annotations("wmt18")), 53},
		{"SUBSETS of wmt19", len(Annotations("wmt19")), 123},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.reason, c.got, c.want)
		}
	}
}

// TestRegistryEntries checks entries whose shape matters: order, dict pairs, refs overrides.
func TestRegistryEntries(t *testing.T) {
	for _, c := range []struct {
		reason, set, pair string
		override          bool
		refs              []string // allowed reference fields
	}{
		{"set default refs", "wmt21", "en-de", false, []string{"ref:A"}},
		{"two default refs, one empty", "wmt21/dev", "en-ha", false, []string{"ref:A", "ref"}},
		{"dict pair overriding refs", "wmt22", "cs-en", true, []string{"ref:B"}},
		{"dict pair with an empty translator", "wmt22", "liv-en", true, []string{"ref"}},
		{"wmt23 Hebrew uses refB", "wmt23", "en-he", true, []string{"ref:refB"}},
		{"wmt24 default refA", "wmt24", "ja-zh", false, []string{"ref:refA"}},
		{"no refs for SGML sets", "wmt14", "en-de", false, []string{}},
	} {
		s, p, err := (&Cache{}).lookupPair(c.set, c.pair)
		if err != nil {
			t.Fatalf("%s: %v", c.reason, err)
		}
		if got := allowedRefs(s, p); p.Override != c.override || !slices.Equal(got, c.refs) {
			t.Errorf("%s: override %v refs %q, want %v %q", c.reason, p.Override, got, c.override, c.refs)
		}
	}
	if first, last := Sets()[0].Name, Sets()[len(Sets())-1].Name; first != "wmt24" || last != "mtnt1.1/train" {
		t.Errorf("DATASETS order: first %s, last %s", first, last)
	}
	if got := Annotations("wmt19")[0]; got != (Annotation{"bbc.381790", "GB-politics"}) {
		t.Errorf("SUBSETS order: first wmt19 entry %v", got)
	}
}

func TestLookupErrors(t *testing.T) {
	_, err := Lookup("wmt99")
	var e *Error
	if !errors.Is(err, ErrUnknownSet) || !errors.As(err, &e) || e.Lines[0] != "Unknown test set 'wmt99'" {
		t.Errorf("Lookup(wmt99) = %v", err)
	}
	s, _ := Lookup("wmt20/robust/set3")
	err = s.CheckPair("en-de")
	want := []string{"No such language pair 'en-de'", "Available language pairs for 'wmt20/robust/set3' are:", " > de-en"}
	if !errors.Is(err, ErrUnknownPair) || !errors.As(err, &e) || !slices.Equal(e.Lines, want) {
		t.Errorf("CheckPair = %#v", err)
	}
	if names := AvailableTestsets(); names[0] != "wmt24" || names[len(names)-1] != "iwslt17" {
		t.Errorf("AvailableTestsets: %s ... %s", names[0], names[len(names)-1])
	}
}
