package evaluate

import (
	"sort"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/render"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// pairedTest runs SacreBLEU's PairedTest (paired bootstrap or approximate randomization
// against the first system) and renders its table, or JSON, with the signatures.
func (r *Run) pairedTest(scorers []*Scorer, c corpus, names []string) error {
	seed, err := r.Seed()
	if err != nil {
		return err
	}
	// PairedTest keeps the metrics in the order -m gave them, not sorted.
	scorers = append([]*Scorer(nil), scorers...)
	sort.Slice(scorers, func(i, j int) bool { return scorers[i].Order < scorers[j].Order })
	cfg := significance.PairedConfig{AR: r.o.PairedAR, Samples: r.o.PairedBSN, Seed: seed}
	if cfg.AR {
		cfg.Samples = r.o.PairedARN
	}
	ms := make([]metric.Resampler, len(scorers))
	stats := make([][]*metric.Stats, len(scorers))
	for k, s := range scorers {
		ms[k] = s.Metric
		if stats[k], err = c.statsAll(s); err != nil {
			return err
		}
		for i := range names {
			r.warnPeriods(s, c.periods(i))
		}
	}
	name := "paired bootstrap resampling"
	if cfg.AR {
		name = "paired approximate randomization"
	}
	update, finish := r.progress(name)
	cfg.Progress = update
	results := significance.Paired(ms, stats, cfg)
	finish()
	t := &render.Table{Systems: names}
	for k, s := range scorers {
		run := signatures.Run{NumRefs: s.Refs.NumRefs(), Seed: seed.PairedText()}
		if cfg.AR {
			run.AR = cfg.N()
		} else {
			run.Bootstrap = cfg.N()
		}
		t.Columns = append(t.Columns, render.Column{Metric: s.Metric.Name(), Signature: s.Metric.Signature(run), Paired: results[k]})
	}
	// The explanation gives the number of samples as the option gave it, even when 0 made the
	// test use its default.
	test := render.Test{AR: cfg.AR, Samples: r.o.PairedBSN}
	if cfg.AR {
		test.Samples = r.o.PairedARN
	}
	return r.renderTable(func(w render.Renderer) error { return w.Paired(&r.out, t, test) })
}
