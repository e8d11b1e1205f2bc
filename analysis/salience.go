package analysis

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"strings"
)

var (
	// ErrSystem reports a system index out of range.
	ErrSystem = errors.New("analysis: no such system")
	// ErrOption reports an option out of range.
	ErrOption = errors.New("analysis: invalid option")
)

// SalienceOptions are the options of compare-mt's n-gram analysis (--compare_ngrams with
// compare_type=match). The zero value is compare-mt's defaults.
type SalienceOptions struct {
	Alpha  float64 // smoothing, > 0; 0 means compare-mt's 1
	Length int     // n-grams listed each way (report_length); 0 means compare-mt's 50
	// MinN and MaxN bound the n-gram lengths (min_ngram_length, max_ngram_length); 0 means
	// compare-mt's 1 and 4, the most counted here.
	MinN, MaxN int
}

// An NgramTable is compare-mt's n-gram analysis of systems A and B: the n-grams either
// matches at least once, ranked by salience, with the first Length each way.
type NgramTable struct {
	A, B   int // the systems, indices as given to New
	Alpha  float64
	Ngrams int // the n-grams ranked
	// AOverB holds the n-grams A matches notably more often than B, most salient first:
	// compare-mt's "n-grams where sys1>sys2"; BOverA those B matches more often, least
	// salient first: the end of the same ranking, reversed.
	AOverB, BOverA []SalientNgram
}

// A SalientNgram is an n-gram with its matches by systems A and B and its salience
// (A+Alpha)/(A+B+2*Alpha): 1/2 when both match it equally, near 1 when A matches it far more.
type SalientNgram struct {
	Words    []string
	A, B     int
	Salience float64
}

// String returns the n-gram as compare-mt prints it: its words joined by spaces.
func (g SalientNgram) String() string { return strings.Join(g.Words, " ") }

// SalientNgrams ranks the n-grams that systems a and b match (compare-mt's compare_ngrams
// counts) by salience, as compare-mt's stat_utils.extract_salient_features scores them.
//
// compare-mt orders n-grams of equal salience by the iteration order of a Python set of
// tuples of strings, which changes from run to run with Python's hash seed. SalientNgrams
// orders them by the evidence, the matches of both systems, most first at either end of
// the ranking, then by their words. The ranking is one order, so when fewer than
// 2*Length n-grams are ranked the two lists overlap as compare-mt's do.
//
// compare-mt run with several compare_directions also ranks, in the later directions,
// n-grams neither system matches (salience 1/2) that its defaultdicts picked up in the
// earlier ones; each call here is a first direction.
func (c *Comparison) SalientNgrams(a, b int, opt SalienceOptions) (*NgramTable, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, err
	}
	for _, s := range []int{a, b} {
		if s < 0 || s >= len(c.systems) {
			return nil, fmt.Errorf("%w: %d of %d", ErrSystem, s, len(c.systems))
		}
	}
	top := selection{c: c, k: opt.Length}
	bottom := selection{c: c, k: opt.Length, reverse: true}
	t := &NgramTable{A: a, B: b, Alpha: opt.Alpha}
	ma, mb := c.systems[a].matches, c.systems[b].matches
	all := opt.MinN == 1 && opt.MaxN == maxOrder
	for id := range union(c.systems[a].matched, c.systems[b].matched) {
		if !all && !opt.has(c.grams.orderOf(id)) {
			continue
		}
		x, y := ma[id], mb[id]
		// Python: (dict1[k]+alpha) / (dict1[k] + dict2[k] + 2*alpha), int sums exact.
		cd := candidate{id: id, a: x, b: y, s: (float64(x) + opt.Alpha) / (float64(x+y) + 2*opt.Alpha)}
		t.Ngrams++
		top.offer(cd)
		bottom.offer(cd)
	}
	t.AOverB, t.BOverA = c.salient(top.sorted()), c.salient(bottom.sorted())
	return t, nil
}

// union yields the ids in either ascending list x or y, once each.
func union(x, y []int32) iter.Seq[int32] {
	return func(yield func(int32) bool) {
		for len(x) > 0 || len(y) > 0 {
			var id int32
			switch {
			case len(y) == 0 || len(x) > 0 && x[0] < y[0]:
				id, x = x[0], x[1:]
			case len(x) == 0 || y[0] < x[0]:
				id, y = y[0], y[1:]
			default:
				id, x, y = x[0], x[1:], y[1:]
			}
			if !yield(id) {
				return
			}
		}
	}
}

func (o SalienceOptions) withDefaults() (SalienceOptions, error) {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	if o.Alpha == 0 {
		o.Alpha = 1
	}
	def(&o.Length, 50)
	def(&o.MinN, 1)
	def(&o.MaxN, maxOrder)
	if !(o.Alpha > 0) || math.IsInf(o.Alpha, 1) || o.Length < 0 || o.MinN < 1 || o.MaxN > maxOrder || o.MinN > o.MaxN {
		return o, fmt.Errorf("%w: salience alpha %v, length %d, n-grams of %d to %d words (at most %d)",
			ErrOption, o.Alpha, o.Length, o.MinN, o.MaxN, maxOrder)
	}
	return o, nil
}

func (o SalienceOptions) has(order int) bool { return o.MinN <= order && order <= o.MaxN }

func (c *Comparison) salient(cs []candidate) []SalientNgram {
	out := make([]SalientNgram, len(cs))
	for i, cd := range cs {
		out[i] = SalientNgram{Words: c.grams.words(cd.id, c.words), A: int(cd.a), B: int(cd.b), Salience: cd.s}
	}
	return out
}
