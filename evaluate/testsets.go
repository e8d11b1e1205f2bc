package evaluate

import (
	"context"
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/inputs"
)

// download is --download SET: fetch and convert a test set, then stop.
func (r *Run) download() error {
	if err := r.Source().Cache().DownloadTestSet(context.Background(), r.o.Download, r.o.LangPair); err != nil {
		return inputs.DatasetError(err)
	}
	return nil
}

// list is --list: the test sets (for -l, in either direction), or with -t the fields of
// each language pair of the set.
func (r *Run) list() error {
	if !r.o.HasTestSet || r.o.TestSet == "" {
		lines, err := datasets.ListSets(r.o.LangPair)
		if err != nil {
			return inputs.DatasetError(err)
		}
		r.printlns(lines)
		return nil
	}
	lines, err := r.Source().Cache().ListFields(context.Background(), r.o.TestSet, r.o.LangPair)
	r.printlns(lines)
	if err != nil {
		return inputs.DatasetError(err)
	}
	return nil
}

func (r *Run) printlns(lines []string) {
	for _, l := range lines {
		r.println(l)
	}
}

// citation is --citation: SacreBLEU 2.6.0 always crashes here; sacre prints each set's BibTeX.
func (r *Run) citation() error {
	if r.o.TestSet == "" {
		return &inputs.Error{Msg: "I need a test set (-t)."}
	}
	for _, name := range r.setNames() {
		s, err := r.Source().Lookup(name)
		if err != nil {
			return inputs.DatasetError(err)
		}
		if s.Citation == "" {
			r.env.Log.Error(fmt.Sprintf("No citation found for %s", name))
			continue
		}
		r.println(s.Citation)
	}
	return nil
}

// echo is --echo: print fields of the test sets, filtered, then stop.
func (r *Run) echo() error {
	var b strings.Builder
	for _, name := range r.setNames() {
		err := r.Source().Cache().Echo(context.Background(), &b, name, r.o.LangPair, r.o.Echo, r.filter())
		r.out.WriteString(b.String())
		b.Reset()
		if err != nil {
			return inputs.DatasetError(err)
		}
	}
	return nil
}

// setNames are the comma-separated sets of -t.
func (r *Run) setNames() []string { return r.Source().SetNames() }

// filter is --origlang and --subset, nil where not given.
func (r *Run) filter() datasets.Filter { return r.Source().Filter() }
