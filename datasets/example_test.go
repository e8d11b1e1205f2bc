package datasets_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/sacre-mt/sacre/datasets"
)

// exampleCache is a copy of the synthetic raw cache of testdata, offline.
func exampleCache() (*datasets.Cache, func()) {
	root, err := os.MkdirTemp("", "datasets-example-")
	if err != nil {
		panic(err)
	}
	filepath.WalkDir("testdata/cache", func(path string, d fs.DirEntry, err error) error {
		dst := filepath.Join(root, strings.TrimPrefix(path, "testdata/cache"))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, _ := os.ReadFile(path)
		return os.WriteFile(dst, data, 0o644)
	})
	return &datasets.Cache{Root: root}, func() { os.RemoveAll(root) }
}

func ptr(s string) *string { return &s }

func ExampleLookup() {
	s, _ := datasets.Lookup("wmt22")
	p, _ := s.Pair("cs-en")
	fmt.Println(s.Format, s.Refs, len(s.Pairs))
	fmt.Println(p.Paths, p.Override, p.Refs)
	_, err := datasets.Lookup("wmt99")
	fmt.Println(err)
	// Output:
	// WMTXMLDataset [A] 21
	// [wmt22-news-systems-1.1/xml/wmttest2022.cs-en.all.xml] true [B]
	// datasets: unknown test set: Unknown test set 'wmt99'
	// Please run with --list to see the available test sets.
}

func ExampleListSets() {
	lines, _ := datasets.ListSets("liv-en")
	fmt.Println(strings.Join(lines, "\n"))
	// Output:
	// The available test sets for liv-en are:
	// wmt22                         : Official evaluation and system data for WMT22.
}

func ExampleSetsForPair() {
	names, _ := datasets.SetsForPair("is-en")
	fmt.Println(names)
	// Output:
	// [wmt24 wmt21/systems wmt21 wmt21/dev]
}

func ExampleCache_ListFields() {
	c, done := exampleCache()
	defer done()
	lines, _ := c.ListFields(context.Background(), "wmt23", "en-he")
	fmt.Println(lines[0])
	// Output:
	// en-he: src, ref:refA, ref:refB, docid, origlang, GPT4, domain
}

func ExampleCache_ReferenceFiles() {
	c, done := exampleCache()
	defer done()
	refs, _ := c.ReferenceFiles(context.Background(), "wmt22", "cs-en") // the pair overrides refs=["A"]
	src, _ := c.SourceFile(context.Background(), "wmt22", "cs-en")
	fmt.Println(filepath.Base(refs[0]), filepath.Base(src))
	// Output:
	// wmt22.cs-en.ref-B wmt22.cs-en.src
}

func ExampleCache_Echo() {
	c, done := exampleCache()
	defer done()
	err := c.Echo(context.Background(), os.Stdout, "wmt19", "en-de", []string{"src", "docid"},
		datasets.Filter{Subset: ptr("country:GB")})
	fmt.Println(err)
	err = c.Echo(context.Background(), os.Stdout, "wmt19", "en-de", []string{"ref:0"}, datasets.Filter{})
	var e *datasets.Error
	if errors.As(err, &e) && errors.Is(err, datasets.ErrUnknownField) {
		fmt.Println(strings.Join(e.Lines, "\n"))
	}
	// Output:
	// en bbc.381790 1	bbc.381790
	// en bbc.381790 2	bbc.381790
	// en bbc.381746 1	bbc.381746
	// <nil>
	// No such field ref:0 in test set wmt19 for language pair en-de.
	// available fields for wmt19/en-de: src, ref, docid, genre, origlang
}

func ExampleCache_Filter() {
	c, done := exampleCache()
	defer done()
	hyps := []string{"h0", "h1", "h2", "h3", "h4", "h5", "h6"}
	got, _ := c.Filter("wmt23", "de-en", datasets.Filter{Origlang: ptr("non-de"), Subset: ptr("news|social")}, [][]string{hyps})
	fmt.Println(got)
	// Output:
	// [[h2 h4 h5]]
}

func ExampleCache_Groups() {
	c, done := exampleCache()
	defer done()
	hyps := []string{"h0", "h1", "h2", "h3", "h4", "h5", "h6"}
	origlangs, _ := c.Origlangs("wmt23", "de-en")
	subsets, _ := c.Subsets("wmt23", "de-en")
	fmt.Println(origlangs, subsets)
	groups, _ := c.Groups("wmt23", "de-en", datasets.Filter{}, [][]string{hyps})
	for _, g := range groups {
		fmt.Printf("%s: %v\n", g.Key, g.Streams[0])
	}
	// Output:
	// [de en] [mt-social news social speech]
	// origlang=de domain=ALL: [h0 h1 h3 h6]
	// origlang=de domain=mt-social: [h6]
	// origlang=de domain=news: [h0 h1]
	// origlang=de domain=social: [h6]
	// origlang=de domain=speech: [h3]
	// origlang=en domain=ALL: [h2 h4 h5]
	// origlang=en domain=news: [h4 h5]
	// origlang=en domain=social: [h2]
}
