package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/inputs"
)

// download is --download SET: fetch and convert a test set, then stop.
func (r *runner) download() error {
	if err := r.cache().DownloadTestSet(context.Background(), r.o.download, r.o.langPair); err != nil {
		return datasetError(err)
	}
	return nil
}

// list is --list: the test sets (for -l, in either direction), or with -t the fields of
// each language pair of the set.
func (r *runner) list() error {
	if !r.o.hasTestSet || r.o.testSet == "" {
		lines, err := datasets.ListSets(r.o.langPair)
		if err != nil {
			return datasetError(err)
		}
		r.printlns(lines)
		return nil
	}
	lines, err := r.cache().ListFields(context.Background(), r.o.testSet, r.o.langPair)
	r.printlns(lines)
	if err != nil {
		return datasetError(err)
	}
	return nil
}

func (r *runner) printlns(lines []string) {
	for _, l := range lines {
		r.println(l)
	}
}

// citation is --citation: SacreBLEU 2.6.0 always crashes here; sacre prints each set's BibTeX.
func (r *runner) citation() error {
	if r.o.testSet == "" {
		return &exitError{Code: 1, Msg: "I need a test set (-t)."}
	}
	for _, name := range r.setNames() {
		s, err := r.lookupSet(name)
		if err != nil {
			return datasetError(err)
		}
		if s.Citation == "" {
			r.log.error(fmt.Sprintf("No citation found for %s", name))
			continue
		}
		r.println(s.Citation)
	}
	return nil
}

// echo is --echo: print fields of the test sets, filtered, then stop.
func (r *runner) echo() error {
	var b strings.Builder
	for _, name := range r.setNames() {
		err := r.cache().Echo(context.Background(), &b, name, r.o.langPair, r.o.echo, r.filter())
		r.out.WriteString(b.String())
		b.Reset()
		if err != nil {
			return datasetError(err)
		}
	}
	return nil
}

// datasetError turns a datasets error into SacreBLEU's log lines (see inputs.DatasetError).
func datasetError(err error) error { return inputs.DatasetError(err) }

// setNames are the comma-separated sets of -t.
func (r *runner) setNames() []string { return r.source().SetNames() }

// filter is --origlang and --subset, nil where not given.
func (r *runner) filter() datasets.Filter { return r.source().Filter() }
