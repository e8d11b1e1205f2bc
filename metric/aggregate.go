package metric

import "fmt"

// Reference aggregation (DeNero et al. 2009, "Fast Consensus Decoding over Translation
// Forests"; Vamvas and Sennrich 2024, "Linear-time Minimum Bayes Risk Decoding with Reference
// Aggregation") scores each hypothesis once, against the pseudo-references' n-gram statistics
// pooled, instead of against every pseudo-reference: linear, not quadratic, in their number.
// The utility is not the mean of the pairwise scores.

// An Aggregator scores hypotheses against their references aggregated. BLEU mirrors mbrs's
// MetricBLEU.expected_scores_reference_aggregation, chrF fastChrF's aggregate_chrf.
type Aggregator interface {
	Metric
	// AggregatedUtilities is each hypothesis's score against refs aggregated.
	AggregatedUtilities(hyps, refs []string) ([]float64, error)
	// Aggregation names the reference implementation the utility mirrors, for output.
	Aggregation() string
}

// MBRAggregated is MBR with the utilities of an Aggregator: every hypothesis's score against
// refs aggregated (all of them: with hyps as their own references, each hypothesis is among
// them, as in mbrs and fastChrF), and the index of the highest, ties going to the first.
func MBRAggregated(m Metric, hyps, refs []string) (best int, utilities []float64, err error) {
	a, ok := m.(Aggregator)
	if !ok {
		return -1, nil, fmt.Errorf("%w: %s has no reference aggregation (BLEU and chrF have)", ErrConfig, m.Name())
	}
	if len(hyps) == 0 {
		return -1, nil, fmt.Errorf("%w: no hypotheses to choose from", ErrEmpty)
	}
	if len(refs) == 0 {
		return -1, nil, fmt.Errorf("%w: no references to score against", ErrEmpty)
	}
	utilities, err = a.AggregatedUtilities(hyps, refs)
	if err != nil {
		return -1, nil, err
	}
	return highest(utilities, false), utilities, nil
}

// gramNumbers numbers n-grams across sentences: an n-gram's number is given to its
// (n-1)-gram prefix's number and its last atom (a token number or a character), the prefix
// 0 for unigrams, so equal n-grams of any two sentences have equal numbers, from 1. It is an
// open-addressing table of those keys (a Go map takes twice as long), safe for concurrent
// lookups without add.
type gramNumbers struct {
	slots []gramSlot
	shift uint // 64 - log2(len(slots))
	n     int  // numbers given
}

type gramSlot struct {
	key uint64
	id  uint32
}

func newGramNumbers() *gramNumbers {
	return &gramNumbers{slots: make([]gramSlot, 1<<12), shift: 64 - 12}
}

// id is key's number; a new key is numbered with add and gets 0 without.
func (x *gramNumbers) id(key uint64, add bool) uint32 {
	mask := uint64(len(x.slots) - 1)
	for i := (key * 0x9E3779B97F4A7C15) >> x.shift; ; i = (i + 1) & mask {
		s := &x.slots[i]
		switch {
		case s.id == 0 && !add:
			return 0
		case s.id == 0:
			if 2*(x.n+1) > len(x.slots) {
				x.grow()
				return x.id(key, add)
			}
			x.n++
			*s = gramSlot{key, uint32(x.n)}
			return s.id
		case s.key == key:
			return s.id
		}
	}
}

// grow doubles the table, keeping every number.
func (x *gramNumbers) grow() {
	old := x.slots
	x.slots, x.shift = make([]gramSlot, 2*len(old)), x.shift-1
	mask := uint64(len(x.slots) - 1)
	for _, s := range old {
		if s.id == 0 {
			continue
		}
		i := (s.key * 0x9E3779B97F4A7C15) >> x.shift
		for x.slots[i].id != 0 {
			i = (i + 1) & mask
		}
		x.slots[i] = s
	}
}

// number writes to out (order-major: out[(n-1)*len(atoms)+i] for the n-gram of order n at i)
// the numbers of every n-gram of orders 1..order in atoms. New n-grams are numbered with add;
// without, an n-gram never numbered gets 0, and so do its extensions.
func (x *gramNumbers) number(out []uint32, atoms []uint32, order int, add bool) []uint32 {
	L := len(atoms)
	out = append(out[:0], make([]uint32, order*L)...)
	for n := 1; n <= order && n <= L; n++ {
		cur := out[(n-1)*L:]
		for i := 0; i+n <= L; i++ {
			prev := uint32(0)
			if n > 1 {
				if prev = out[(n-2)*L+i]; prev == 0 {
					continue
				}
			}
			cur[i] = x.id(uint64(prev)<<32|uint64(atoms[i+n-1]), add)
		}
	}
	return out
}

// sameLines reports whether a and b are one slice (hypotheses that are their own references),
// so that their preparation is shared.
func sameLines(a, b []string) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}
