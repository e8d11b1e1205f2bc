package main

import (
	"sort"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/render"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// pairedTest runs SacreBLEU's PairedTest (paired bootstrap or approximate randomization
// against the first system) and renders its table, or JSON, with the signatures.
func (r *runner) pairedTest(scorers []*scorer, systems [][]string, names []string) error {
	seed, err := r.seed()
	if err != nil {
		return err
	}
	// PairedTest keeps the metrics in the order -m gave them, not sorted.
	scorers = append([]*scorer(nil), scorers...)
	sort.Slice(scorers, func(i, j int) bool { return scorers[i].order < scorers[j].order })
	cfg := significance.PairedConfig{AR: r.o.pairedAR, Samples: r.o.pairedBSN, Seed: seed}
	if cfg.AR {
		cfg.Samples = r.o.pairedARN
	}
	ms := make([]metric.Resampler, len(scorers))
	stats := make([][]*metric.Stats, len(scorers))
	for k, s := range scorers {
		ms[k] = s.m
		if stats[k], err = metric.StatsAll(s.m, systems, s.refs); err != nil {
			return ownError(1, "%v", err)
		}
		for _, hyps := range systems {
			r.warnTokenized(s, hyps)
		}
	}
	name := "paired bootstrap resampling"
	if cfg.AR {
		name = "paired approximate randomization"
	}
	p := r.newProgress(name)
	cfg.Progress = p.update
	results := significance.Paired(ms, stats, cfg)
	p.finish()
	t := &render.Table{Systems: names}
	for k, s := range scorers {
		run := signatures.Run{NumRefs: s.refs.NumRefs(), Seed: seed.PairedText()}
		if cfg.AR {
			run.AR = cfg.N()
		} else {
			run.Bootstrap = cfg.N()
		}
		t.Columns = append(t.Columns, render.Column{Metric: s.m.Name(), Signature: s.m.Signature(run), Paired: results[k]})
	}
	// The explanation gives the number of samples as the option gave it, even when 0 made the
	// test use its default.
	test := render.Test{AR: cfg.AR, Samples: r.o.pairedBSN}
	if cfg.AR {
		test.Samples = r.o.pairedARN
	}
	return r.renderTable(func(w render.Renderer) error { return w.Paired(&r.out, t, test) })
}
