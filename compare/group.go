package compare

import (
	"fmt"
	"math"
	"slices"

	"github.com/sacre-mt/sacre/sclite"
	"github.com/sacre-mt/sacre/scores"
)

// group is one metric's scores in one language pair, aligned item by item: items in the order
// they first appear (system by system, file order), score[s][k] system s's score on item k.
type group struct {
	metric *Metric
	lp     string
	names  []string
	index  []int // index[s]: system s's place in the metric's Set (and Corpus)
	ids    []string
	domain []string
	score  [][]float64
	has    [][]bool
	where  [][]*scores.Item // where[s][k]: system s's score on item k as read (file, line)
	// sclite are sclite's alignments of the metric's systems (in the Set's order), for
	// sc_stats's tests; nil when the metric has none.
	sclite []*sclite.System
}

// groups splits a metric's scores by language pair, in order of first appearance.
func groups(m *Metric) ([]*group, error) {
	var out []*group
	byLP := map[string]*group{}
	pos := map[string]map[string]int{}
	for s, sys := range m.Set.Systems {
		for i := range sys.Items {
			it := &sys.Items[i]
			g := byLP[it.LP]
			if g == nil {
				g = &group{metric: m, lp: it.LP}
				byLP[it.LP], pos[it.LP] = g, map[string]int{}
				out = append(out, g)
			}
			if err := g.add(pos[it.LP], s, len(m.Set.Systems), it); err != nil {
				return nil, err
			}
		}
	}
	for _, g := range out {
		g.dropAbsent(m)
	}
	return out, nil
}

// add records system s's score on an item.
func (g *group) add(pos map[string]int, s, systems int, it *scores.Item) error {
	if g.score == nil {
		g.score, g.has, g.where = make([][]float64, systems), make([][]bool, systems), make([][]*scores.Item, systems)
	}
	k, ok := pos[it.ID]
	if !ok {
		k = len(g.ids)
		pos[it.ID] = k
		g.ids = append(g.ids, it.ID)
		g.domain = append(g.domain, it.Domain)
		for i := range g.score {
			g.score[i] = append(g.score[i], math.NaN())
			g.has[i] = append(g.has[i], false)
			g.where[i] = append(g.where[i], nil)
		}
	}
	if g.domain[k] != it.Domain {
		return fmt.Errorf("%s:%d: item %q is in domain %q here and %q elsewhere", it.Path, it.Line, it.ID, it.Domain, g.domain[k])
	}
	g.score[s][k], g.has[s][k] = it.Score, true
	g.where[s][k] = it
	return nil
}

// dropAbsent keeps the systems that have items in this language pair.
func (g *group) dropAbsent(m *Metric) {
	for s, sys := range m.Set.Systems {
		if slices.Contains(g.has[s], true) {
			g.names = append(g.names, sys.Name)
			g.index = append(g.index, s)
		}
	}
	keep := 0
	for s := range g.score {
		if slices.Contains(g.has[s], true) {
			g.score[keep], g.has[keep], g.where[keep] = g.score[s], g.has[s], g.where[s]
			keep++
		}
	}
	g.score, g.has, g.where = g.score[:keep], g.has[:keep], g.where[:keep]
}

// system is the place of the group's system s in the metric's Set.
func (g *group) system(s int) int { return g.index[s] }

// complete reports whether every system has every item.
func (g *group) complete() bool {
	for _, h := range g.has {
		if slices.Contains(h, false) {
			return false
		}
	}
	return true
}

// common lists the items both systems have, in item order.
func (g *group) common(a, b int) []int {
	var ks []int
	for k := range g.ids {
		if g.has[a][k] && g.has[b][k] {
			ks = append(ks, k)
		}
	}
	return ks
}

// own lists system s's items.
func (g *group) own(s int) []int { return g.common(s, s) }

// values are system s's scores on items ks.
func (g *group) values(s int, ks []int) []float64 {
	out := make([]float64, len(ks))
	for i, k := range ks {
		out[i] = g.score[s][k]
	}
	return out
}

// checkPairs refuses a pair of systems without an item in common, naming a file of each.
func (g *group) checkPairs() error {
	if len(g.names) < 2 {
		return fmt.Errorf("%w to compare in %s, %s has only %d", ErrSystems, g.metric.Set.Name, g.lpText(), len(g.names))
	}
	for a := range g.names {
		for b := a + 1; b < len(g.names); b++ {
			if len(g.common(a, b)) == 0 {
				return fmt.Errorf("%w: %s (%s) and %s (%s), %s %s", ErrNoCommon, g.names[a], g.first(a), g.names[b], g.first(b), g.metric.Set.Name, g.lpText())
			}
		}
	}
	return nil
}

// at is where system s's score on item k was read: "file:line".
func (g *group) at(s, k int) string {
	return fmt.Sprintf("%s:%d", g.where[s][k].Path, g.where[s][k].Line)
}

// first is where system s's first score was read.
func (g *group) first(s int) string {
	for k := range g.where[s] {
		if g.has[s][k] {
			return g.at(s, k)
		}
	}
	return ""
}

func (g *group) lpText() string {
	if g.lp == "" {
		return "(no language pair)"
	}
	return g.lp
}
