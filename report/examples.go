package report

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// An Example is a segment where the pair differs most under the metric Report.ShownBy.
type Example struct {
	Segment int     // from 1
	Diff    float64 // A's sentence score minus B's under that metric
	Source  string
	Refs    []string
	Hyps    [][]Span    // per system, words marked by the longest reference n-gram they are part of
	Scores  [][]float64 // Scores[k][s]: metric k's sentence score of system s
}

// A Span is a word of a hypothesis and the length of the longest n-gram (up to 4) containing
// it that also occurs in a reference (0: none).
type Span struct {
	Word  string
	Match int
}

// maxMatch is the longest n-gram highlighted.
const maxMatch = 4

// examples picks the Examples segments of largest absolute difference between the pair under
// the metric ShownBy (ties: earlier segments first).
func examples(r *Report) []Example {
	if len(r.PairDiff) == 0 || r.Examples <= 0 {
		return nil
	}
	diff := r.PairDiff[r.ShownBy].Values
	idx := make([]int, 0, len(diff))
	for i, d := range diff {
		if d != 0 && !math.IsNaN(d) {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(math.Abs(diff[b]), math.Abs(diff[a])) })
	idx = idx[:min(len(idx), r.Examples)]
	out := make([]Example, len(idx))
	for n, i := range idx {
		e := Example{Segment: i + 1, Diff: diff[i]}
		if r.Source != nil {
			e.Source = r.Source[i]
		}
		var refs [][]string
		for _, stream := range r.Refs {
			e.Refs = append(e.Refs, stream[i])
			refs = append(refs, strings.Fields(stream[i]))
		}
		grams := refGrams(refs)
		for s := range r.Hyps {
			e.Hyps = append(e.Hyps, markMatches(strings.Fields(r.Hyps[s][i]), grams))
		}
		for _, m := range r.Metrics {
			row := make([]float64, len(m.Sentences))
			for s := range m.Sentences {
				row[s] = m.Sentences[s][i]
			}
			e.Scores = append(e.Scores, row)
		}
		out[n] = e
	}
	return out
}

// refGrams is the set of the references' n-grams of 1 to maxMatch words, keyed by the words
// joined with a separator no word contains.
func refGrams(refs [][]string) map[string]bool {
	grams := map[string]bool{}
	for _, words := range refs {
		for n := 1; n <= maxMatch; n++ {
			for i := 0; i+n <= len(words); i++ {
				grams[strings.Join(words[i:i+n], " ")] = true
			}
		}
	}
	return grams
}

// markMatches marks each word with the longest reference n-gram it is part of.
func markMatches(words []string, grams map[string]bool) []Span {
	out := make([]Span, len(words))
	for i, w := range words {
		out[i].Word = w
	}
	for n := maxMatch; n >= 1; n-- {
		for i := 0; i+n <= len(words); i++ {
			if grams[strings.Join(words[i:i+n], " ")] {
				for j := i; j < i+n; j++ {
					out[j].Match = max(out[j].Match, n)
				}
			}
		}
	}
	return out
}
