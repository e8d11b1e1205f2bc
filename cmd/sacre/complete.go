package main

import (
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/datasets"
)

// completeValues are the values of the options whose Complete is "testsets" or "langpairs".
func completeValues(kind string, words []string) []string {
	if kind == "testsets" {
		return datasets.Names()
	}
	return languagePairs(words)
}

// languagePairs are the pairs of the test sets given with -t among words, else of every set.
func languagePairs(words []string) []string {
	names := datasets.Names()
	for i, w := range words {
		if (w == "-t" || w == "--test-set") && i+1 < len(words) {
			names = strings.Split(words[i+1], ",")
		}
	}
	var out []string
	for _, name := range names {
		set, err := datasets.Lookup(name)
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
