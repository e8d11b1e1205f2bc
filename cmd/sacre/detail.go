package main

import (
	"errors"
	"sort"
	"strconv"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
)

// detailLine is one score of the --detail breakdown.
type detailLine struct {
	key, name string
	sentences int
	score     float64
}

// detail is SacreBLEU's print_subset_results: the test set broken down by original language
// and by domain (or country), every metric scored on each part.
func (r *runner) detail(scorers []*scorer) error {
	const noInfo = "No subset information found. Consider using --origlang argument."
	if !r.o.hasTestSet {
		r.println(noInfo)
		return nil
	}
	groups, err := r.cache().Groups(r.o.testSet, r.o.langPair, r.filter(), r.detailStreams())
	switch {
	case errors.Is(err, datasets.ErrNoSubsetInfo):
		r.println(noInfo)
		return nil
	case err != nil:
		return datasetError(err)
	}
	// SacreBLEU scores the metrics in the order -m gave them here.
	scorers = append([]*scorer(nil), scorers...)
	sort.Slice(scorers, func(i, j int) bool { return scorers[i].order < scorers[j].order })
	var out []detailLine
	for _, g := range groups {
		refs, err := metric.FromStreams(g.Streams[1:]...)
		if err != nil {
			return ownError(1, "%v", err)
		}
		for _, s := range scorers {
			r.warnTokenized(s, g.Streams[0])
			sc, err := metric.Corpus(s.m, g.Streams[0], refs)
			if err != nil {
				return ownError(1, "%v", err)
			}
			out = append(out, detailLine{g.Key, sc.Name, len(g.Streams[0]), sc.Score})
		}
	}
	r.printDetail(out, len(scorers))
	return nil
}

// printDetail aligns the keys on the longest one plus a space and the metric names on the
// longest name of the first group's scores.
func (r *runner) printDetail(lines []detailLine, perGroup int) {
	keyWidth, nameWidth := 0, 0
	for i, l := range lines {
		keyWidth = max(keyWidth, utf8.RuneCountInString(l.key)+1)
		if i < perGroup {
			nameWidth = max(nameWidth, utf8.RuneCountInString(l.name))
		}
	}
	for _, l := range lines {
		key := r.paint(padRight(l.key, keyWidth), ansiYellow)
		r.println(key + ": sentences=" + padRight(strconv.Itoa(l.sentences), 6) + " " +
			padRight(l.name, nameWidth) + " = " + pyfmt.Fixed(l.score, r.o.width))
	}
}

// detailStreams are the first system and the references, before any --origlang/--subset filter.
func (r *runner) detailStreams() [][]string {
	full := r.source().Full
	systems := len(full) - r.source().NumRefStreams
	return append([][]string{full[0]}, full[systems:]...)
}
