package main

import (
	"strings"

	"github.com/sacre-mt/sacre/datasets"
)

// completeValues are the values of the options whose Complete is "testsets" or "langpairs":
// the test sets, or the language pairs of those given with -t among words (else of every set).
func completeValues(kind string, words []string) []string {
	if kind == "testsets" {
		return datasets.Names()
	}
	var sets []string
	for i, w := range words {
		if (w == "-t" || w == "--test-set") && i+1 < len(words) {
			sets = strings.Split(words[i+1], ",")
		}
	}
	return datasets.LanguagePairs(sets...)
}
