package datasets

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Format is the SacreBLEU class that reads a test set's raw files.
type Format string

// The six dataset classes of SacreBLEU 2.6.0.
const (
	FakeSGML    Format = "FakeSGMLDataset"    // WMT08-WMT20 .sgm files, read line by line
	WMTAddition Format = "WMTAdditionDataset" // FakeSGML plus plain-text references
	IWSLTXML    Format = "IWSLTXMLDataset"    // IWSLT .xml files, read like FakeSGML
	PlainText   Format = "PlainTextDataset"   // one sentence per line
	TSV         Format = "TSVDataset"         // columns of a tab-separated file
	WMTXML      Format = "WMTXMLDataset"      // WMT21+ XML with sources, references and systems
)

// Set is one entry of SacreBLEU's DATASETS.
type Set struct {
	Name        string
	Format      Format
	URLs        []string // downloaded into the raw folder, in this order
	MD5s        []string // one per URL
	Description string
	Citation    string   // "" when SacreBLEU has none (citation=None)
	Refs        []string // WMT XML: translators scored by default (refs=...); nil when absent
	Pairs       []Pair   // in SacreBLEU's order
}

// Pair is one language pair of a Set.
type Pair struct {
	Name string
	// Paths are relative to the raw folder: the source, then the references. TSV paths read
	// "column:file". A WMT XML pair given as a dict has its single "path" here.
	Paths []string
	// Override is set for pairs SacreBLEU writes as a dict {"path": ..., "refs": [...]}
	// (wmt22 cs-en, wmt23 en-he, ...). SacreBLEU's filter code indexes them with [0] and fails.
	Override bool
	// Refs are the translators scored for this pair when HasRefs; else the Set's Refs apply.
	Refs    []string
	HasRefs bool
}

// Annotation is one entry of SacreBLEU's SUBSETS: a document and its COUNTRY-domain[-XX] tag.
type Annotation struct {
	DocID, Tag string
}

//go:embed registry.json
var registryJSON []byte

type registry struct {
	sets    []*Set
	byName  map[string]*Set
	subsets map[string][]Annotation
	tags    map[string]map[string]string // set -> docid -> tag
}

// loadRegistry parses the embedded data once; a failure is a build defect, caught by the tests.
var loadRegistry = sync.OnceValue(func() *registry {
	r, err := parseRegistry(registryJSON)
	if err != nil {
		panic(err)
	}
	return r
})

type jsonPair struct {
	Pair  string    `json:"pair"`
	Paths []string  `json:"paths"`
	Path  *string   `json:"path"`
	Refs  *[]string `json:"refs"`
}

type jsonSet struct {
	Name        string     `json:"name"`
	Class       Format     `json:"class"`
	URLs        []string   `json:"urls"`
	MD5         []string   `json:"md5"`
	Description string     `json:"description"`
	Citation    *string    `json:"citation"`
	Refs        []string   `json:"refs"`
	Langpairs   []jsonPair `json:"langpairs"`
}

type jsonRegistry struct {
	Sets    []jsonSet `json:"sets"`
	Subsets []struct {
		Set  string      `json:"set"`
		Docs [][2]string `json:"docs"`
	} `json:"subsets"`
}

func parseRegistry(data []byte) (*registry, error) {
	var j jsonRegistry
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, fmt.Errorf("datasets: registry.json: %w", err)
	}
	r := &registry{byName: map[string]*Set{}, subsets: map[string][]Annotation{}, tags: map[string]map[string]string{}}
	for _, js := range j.Sets {
		s := &Set{Name: js.Name, Format: js.Class, URLs: js.URLs, MD5s: js.MD5,
			Description: js.Description, Refs: js.Refs}
		if js.Citation != nil {
			s.Citation = *js.Citation
		}
		for _, jp := range js.Langpairs {
			s.Pairs = append(s.Pairs, newPair(jp))
		}
		r.sets = append(r.sets, s)
		r.byName[s.Name] = s
	}
	for _, sub := range j.Subsets {
		tags := map[string]string{}
		for _, d := range sub.Docs {
			r.subsets[sub.Set] = append(r.subsets[sub.Set], Annotation{DocID: d[0], Tag: d[1]})
			tags[d[0]] = d[1]
		}
		r.tags[sub.Set] = tags
	}
	return r, nil
}

func newPair(jp jsonPair) Pair {
	p := Pair{Name: jp.Pair, Paths: jp.Paths}
	if jp.Path != nil {
		p.Paths, p.Override = []string{*jp.Path}, true
	}
	if jp.Refs != nil {
		p.Refs, p.HasRefs = *jp.Refs, true
	}
	return p
}

// Sets returns every test set in SacreBLEU's order (newest WMT first, as DATASETS lists them).
func Sets() []*Set { return loadRegistry().sets }

// Lookup returns the named test set, or an error wrapping [ErrUnknownSet] with the CLI's
// message ("Unknown test set 'wmt99'").
func Lookup(name string) (*Set, error) {
	if s, ok := loadRegistry().byName[name]; ok {
		return s, nil
	}
	return nil, logged(ErrUnknownSet, "Unknown test set "+repr(name),
		"Please run with --list to see the available test sets.")
}

// Names returns the names of all test sets, sorted ascending, as --list prints them.
func Names() []string {
	names := make([]string, 0, len(Sets()))
	for _, s := range Sets() {
		names = append(names, s.Name)
	}
	slices.Sort(names)
	return names
}

// AvailableTestsets mirrors get_available_testsets(): all names sorted in reverse, as the CLI
// prints them when it needs a test set.
func AvailableTestsets() []string {
	names := Names()
	slices.Reverse(names)
	return names
}

// SetsForPair mirrors get_available_testsets_for_langpair(): the sets, in DATASETS order, that
// have the pair src-trg or trg-src. A pair without "-" is SacreBLEU's IndexError.
func SetsForPair(pair string) ([]string, error) {
	parts := strings.Split(pair, "-")
	if len(parts) < 2 {
		return nil, crash(ErrBadPair, "IndexError", "list index out of range")
	}
	fwd, back := parts[0]+"-"+parts[1], parts[1]+"-"+parts[0]
	var names []string
	for _, s := range Sets() {
		if s.hasPair(fwd) || s.hasPair(back) {
			names = append(names, s.Name)
		}
	}
	return names, nil
}

// Annotations returns SUBSETS[set] in its order, or nil: only wmt18 and wmt19 have one.
func Annotations(set string) []Annotation { return loadRegistry().subsets[set] }

// PairNames returns the set's language pairs in SacreBLEU's order.
func (s *Set) PairNames() []string {
	names := make([]string, len(s.Pairs))
	for i, p := range s.Pairs {
		names[i] = p.Name
	}
	return names
}

// Pair returns the named language pair; an unknown one is SacreBLEU's
// "No such language pair wmt14/en-xx" Exception.
func (s *Set) Pair(name string) (*Pair, error) {
	for i := range s.Pairs {
		if s.Pairs[i].Name == name {
			return &s.Pairs[i], nil
		}
	}
	return nil, crash(ErrUnknownPair, "Exception", fmt.Sprintf("No such language pair %s/%s", s.Name, name))
}

// CheckPair is the CLI's check of -l against -t, with its messages.
func (s *Set) CheckPair(name string) error {
	if s.hasPair(name) {
		return nil
	}
	lines := []string{"No such language pair " + repr(name), "Available language pairs for " + repr(s.Name) + " are:"}
	for _, p := range s.Pairs {
		lines = append(lines, " > "+p.Name)
	}
	return logged(ErrUnknownPair, lines...)
}

func (s *Set) hasPair(name string) bool {
	return slices.ContainsFunc(s.Pairs, func(p Pair) bool { return p.Name == name })
}

// LanguagePairs are the language pairs of the named sets (of every set when none is named),
// sorted, each once; names that are no set are left out.
func LanguagePairs(names ...string) []string {
	if len(names) == 0 {
		names = Names()
	}
	var out []string
	for _, name := range names {
		set, err := Lookup(name)
		if err != nil {
			continue
		}
		for _, p := range set.Pairs {
			if !slices.Contains(out, p.Name) {
				out = append(out, p.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}
