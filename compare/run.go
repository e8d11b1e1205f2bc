package compare

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/sclite"
	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/significance"
)

// Metric is one metric's scores, as read from its score files, with its direction.
type Metric struct {
	Set           *scores.Set
	LowerIsBetter bool
	// Corpus, for sacre's own metrics (Own), holds the statistics that SacreBLEU's paired
	// tests resample; nil for scores read from files.
	Corpus *Corpus
}

// Run compares the systems of each metric under each test, language pair by language pair:
// one table per metric, language pair and test, in that order.
func Run(metrics []Metric, cfg Config) ([]*Table, error) {
	if len(cfg.Tests) == 0 {
		return nil, fmt.Errorf("%w: none given", ErrTest)
	}
	if err := checkSclite(metrics, cfg); err != nil {
		return nil, err
	}
	var out []*Table
	seen := map[string]bool{}
	for i := range metrics {
		gs, err := groups(&metrics[i])
		if err != nil {
			return nil, err
		}
		var aligned []*sclite.System
		if metrics[i].aligns() && slices.ContainsFunc(cfg.Tests, Test.Sclite) {
			if aligned, err = metrics[i].scliteSystems(cfg.Speakers); err != nil {
				return nil, err
			}
		}
		for _, g := range gs {
			g.sclite = aligned
			seen[g.lp] = true
			// --lp picks among the language pairs; scores that name none (sacre's own
			// metrics, a table without lp) are always compared.
			if len(cfg.LPs) > 0 && g.lp != "" && !slices.Contains(cfg.LPs, g.lp) {
				continue
			}
			if err := g.check(cfg); err != nil {
				return nil, err
			}
			for _, t := range cfg.Tests {
				if t.Sclite() && g.sclite == nil {
					continue // sc_stats's tests take the metrics with sclite's alignments
				}
				tb, err := g.table(t, cfg)
				if err != nil {
					return nil, err
				}
				out = append(out, tb)
			}
		}
	}
	for _, lp := range cfg.LPs {
		if !seen[lp] {
			return nil, fmt.Errorf("%w: no scores are of language pair %q", ErrSystems, lp)
		}
	}
	return out, nil
}

// MaxMemory bounds the resampled scores a test keeps (8 bytes each, every system's score in
// every resample or trial, twice for approximate randomization): beyond it a comparison is
// refused before any work.
const MaxMemory = 4 << 30

// ErrMemory is a comparison whose resampled scores would exceed MaxMemory.
var ErrMemory = errors.New("compare: too many resamples")

// check refuses what no test can run on, or could not finish.
func (g *group) check(cfg Config) error {
	if err := g.checkPairs(); err != nil {
		return err
	}
	for _, t := range cfg.Tests {
		need := float64(len(g.names)) * float64(cfg.samples(t)) * 8
		if t == AR {
			need *= 2
		}
		if t.Resampling() && need > MaxMemory {
			return fmt.Errorf("%w: %d systems x %d %s resamples would keep %.1f GiB of scores, more than %d GiB: give fewer --samples",
				ErrMemory, len(g.names), cfg.samples(t), t, need/(1<<30), MaxMemory>>30)
		}
	}
	if slices.Contains(cfg.Tests, WMT24) {
		return g.checkDomains()
	}
	return nil
}

// checkDomains refuses a domain with a single item, on which WMT24's per-domain test is
// undefined, naming where its score was read.
func (g *group) checkDomains() error {
	count := map[string]int{}
	for _, d := range g.domain {
		count[d]++
	}
	for k, d := range g.domain {
		if count[d] == 1 {
			s := slices.IndexFunc(g.has, func(h []bool) bool { return h[k] })
			return fmt.Errorf("%s: %w, domain %q of %s has one (%s)", g.at(s, k), ErrDomain, d, g.lpText(), g.ids[k])
		}
	}
	return nil
}

// table runs test t on the group.
func (g *group) table(t Test, cfg Config) (*Table, error) {
	n := len(g.names)
	r := &result{p: make([][]float64, n), same: make([][]bool, n), ci: make([]*[2]float64, n), items: make([][]int, n)}
	for i := range n {
		r.p[i], r.same[i], r.items[i] = make([]float64, n), make([]bool, n), make([]int, n)
		for j := range n {
			r.items[i][j] = len(g.common(i, j))
		}
	}
	switch t {
	case Bootstrap, AR:
		g.resample(t, cfg, r)
	case WMT24:
		g.wmt24(r)
	case MAPSSWE, McNemar, SignSC, WilcoxonSC:
		g.scstats(t, r)
	default:
		if err := g.scipy(t, r); err != nil {
			return nil, err
		}
	}
	g.scores(t, r)
	return g.build(t, cfg, r), nil
}

// result is a test's raw outcome, in the group's system order.
type result struct {
	score []float64
	p     [][]float64
	same  [][]bool
	ci    []*[2]float64
	items [][]int
	// dec, for sc_stats's tests, is its decision: dec[a][b] is 1 when it finds a better than
	// b, -1 when worse, 0 when it finds no difference; nil for the other tests.
	dec [][]int
}

// scores gives each system its score: the mean of its item scores (NumPy's), or for WMT24
// the mean over domains of its mean in each domain; for sacre's own metrics, but under WMT24,
// the corpus score.
func (g *group) scores(t Test, r *result) {
	r.score = make([]float64, len(g.names))
	for s := range g.names {
		if c := g.metric.Corpus; c != nil && t != WMT24 {
			r.score[s] = c.Metric.Compute(c.Stats[g.system(s)].Sum()).Score
		} else if t == WMT24 {
			r.score[s] = g.macro(s)
		} else {
			r.score[s] = significance.Mean(g.values(s, g.own(s)))
		}
	}
}

// resample runs SacreBLEU's paired bootstrap or AR: once for all systems when they share every
// item, else pair by pair on the items both have.
func (g *group) resample(t Test, cfg Config, r *result) {
	pc := significance.PairedConfig{AR: t == AR, Samples: cfg.Samples, Seed: cfg.Seed, Progress: cfg.Progress}
	if c := g.metric.Corpus; c != nil {
		stats := make([]*metric.Stats, len(g.names))
		for s := range stats {
			stats[s] = c.Stats[g.system(s)]
		}
		r.fromPairs(significance.AllPairs([]metric.Resampler{c.Metric}, [][]*metric.Stats{stats}, pc)[0])
		return
	}
	if g.complete() {
		all := make([][]float64, len(g.names))
		for s := range all {
			all[s] = g.score[s]
		}
		res := significance.MeanPairs(all, pc)
		r.fromPairs(res)
		return
	}
	for a := range g.names {
		if t == Bootstrap {
			res := significance.MeanPairs([][]float64{g.values(a, g.own(a))}, pc)
			r.ci[a] = interval(res.Systems[0])
		}
		for b := a + 1; b < len(g.names); b++ {
			ks := g.common(a, b)
			res := significance.MeanPairs([][]float64{g.values(a, ks), g.values(b, ks)}, pc)
			r.p[a][b], r.p[b][a] = res.P[0][1], res.P[1][0]
			r.same[a][b], r.same[b][a] = res.Same[0][1], res.Same[1][0]
		}
	}
}

// fromPairs copies an all-systems test's p-values, identical pairs and intervals.
func (r *result) fromPairs(res significance.Pairs) {
	for i := range res.P {
		copy(r.p[i], res.P[i])
		copy(r.same[i], res.Same[i])
		r.ci[i] = interval(res.Systems[i])
	}
}

// interval is the bootstrap's 95% interval, mean ± half-width as SacreBLEU prints it.
func interval(res significance.Result) *[2]float64 {
	if res.Mean == nil {
		return nil
	}
	return &[2]float64{*res.Mean - *res.CI, *res.Mean + *res.CI}
}

// ErrUndefined is a test SciPy cannot run on a pair's common items (nan): a t-test on one item.
var ErrUndefined = errors.New("compare: test undefined on the items")

// scipy runs SciPy's paired t-test or Wilcoxon test on every pair's common items. Identical
// scores, where SciPy gives nan (t-test) or raises (Wilcoxon), are a pair nothing tells apart:
// p = 1, marked same. Another nan (a t-test on a single item in common) is an error.
func (g *group) scipy(t Test, r *result) error {
	for a := range g.names {
		for b := range g.names {
			if a == b {
				r.p[a][b], r.same[a][b] = 1, true
				continue
			}
			ks := g.common(a, b)
			x, y := g.values(a, ks), g.values(b, ks)
			if slices.Equal(x, y) {
				r.p[a][b], r.same[a][b] = 1, true
				continue
			}
			var res significance.TestResult
			var err error
			if t == TTest {
				res, err = significance.TTestRel(x, y)
			} else {
				res, err = significance.Wilcoxon(diff(x, y))
			}
			if err != nil || math.IsNaN(res.P) {
				return fmt.Errorf("%w: %s on %s and %s, which have %d in common (%s, %s %s)", ErrUndefined, t, g.names[a], g.names[b], len(ks), g.first(a), g.metric.Set.Name, g.lpText())
			}
			r.p[a][b] = res.P
		}
	}
	return nil
}

func diff(x, y []float64) []float64 {
	d := make([]float64, len(x))
	for i := range x {
		d[i] = x[i] - y[i]
	}
	return d
}

// wmt24 is humeval/tools.py's get_pvalues: for each ordered pair the items both have, in the
// order of their ids (the outer join sorts its index), differences per domain in the order
// domains first appear there.
func (g *group) wmt24(r *result) {
	for a := range g.names {
		r.p[a][a], r.same[a][a] = 1, true
		for b := range g.names {
			if a == b {
				continue
			}
			ks := g.common(a, b)
			slices.SortStableFunc(ks, func(i, j int) int { return cmp.Compare(g.ids[i], g.ids[j]) })
			x, y := g.values(a, ks), g.values(b, ks)
			domains := make([]string, len(ks))
			for i, k := range ks {
				domains[i] = g.domain[k]
			}
			p, err := significance.WMT24PValue(x, y, domains)
			if errors.Is(err, significance.ErrAllZero) || slices.Equal(x, y) {
				p, r.same[a][b] = 1, slices.Equal(x, y)
			}
			r.p[a][b] = p
		}
	}
}

// macro is WMT24's system score: its mean score in each domain (domains in pandas' sorted
// group order), averaged.
func (g *group) macro(s int) float64 {
	sum, n := map[string]float64{}, map[string]int{}
	for k := range g.ids {
		if g.has[s][k] {
			sum[g.domain[k]] += g.score[s][k]
			n[g.domain[k]]++
		}
	}
	var doms []string
	for d := range sum {
		doms = append(doms, d)
	}
	slices.Sort(doms)
	total := 0.0
	for _, d := range doms {
		total += sum[d] / float64(n[d])
	}
	return total / float64(len(doms))
}
