package evaluate

import (
	"errors"
	"sort"
	"strconv"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/inputs"
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
func (r *Run) detail(scorers []*Scorer) error {
	const noInfo = "No subset information found. Consider using --origlang argument."
	if !r.o.HasTestSet {
		r.println(noInfo)
		return nil
	}
	groups, err := r.Source().Cache().Groups(r.o.TestSet, r.o.LangPair, r.filter(), r.detailStreams())
	switch {
	case errors.Is(err, datasets.ErrNoSubsetInfo):
		r.println(noInfo)
		return nil
	case err != nil:
		return inputs.DatasetError(err)
	}
	// SacreBLEU scores the metrics in the order -m gave them here.
	scorers = append([]*Scorer(nil), scorers...)
	sort.Slice(scorers, func(i, j int) bool { return scorers[i].Order < scorers[j].Order })
	var out []detailLine
	for _, g := range groups {
		refs, err := metric.FromStreams(g.Streams[1:]...)
		if err != nil {
			return err
		}
		for _, s := range scorers {
			r.WarnTokenized(s, g.Streams[0])
			sc, err := metric.Corpus(s.Metric, g.Streams[0], refs)
			if err != nil {
				return err
			}
			out = append(out, detailLine{g.Key, sc.Name, len(g.Streams[0]), sc.Score})
		}
	}
	r.printDetail(out, len(scorers))
	return nil
}

// printDetail aligns the keys on the longest one plus a space and the metric names on the
// longest name of the first group's scores.
func (r *Run) printDetail(lines []detailLine, perGroup int) {
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
			padRight(l.name, nameWidth) + " = " + pyfmt.Fixed(l.score, r.o.Width))
	}
}

// detailStreams are the first system and the references, before any --origlang/--subset filter.
func (r *Run) detailStreams() [][]string {
	full := r.Source().Full
	systems := len(full) - r.Source().NumRefStreams
	return append([][]string{full[0]}, full[systems:]...)
}
