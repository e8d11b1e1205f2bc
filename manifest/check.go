package manifest

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// Data holds the texts a manifest is checked on.
type Data struct {
	// Refs are reference streams: Refs[k][i] is reference k of segment i.
	Refs [][]string
	// Hyps are the hypotheses of each system, by the system's name.
	Hyps map[string][]string
}

// Check scores every system with every metric and compares with the expected scores: one
// row per system and metric, in the manifest's order.
func (m *Manifest) Check(d Data) ([]Row, error) {
	refs, err := metric.FromStreams(d.Refs...)
	if err != nil {
		return nil, err
	}
	systems := make([][]string, len(m.Systems))
	for i, s := range m.Systems {
		hyps, ok := d.Hyps[s.Name]
		if !ok {
			return nil, fmt.Errorf("no hypotheses for system %s", s.Name)
		}
		if len(hyps) != len(refs) {
			return nil, fmt.Errorf("%w: system %s has %d lines, the references %d", metric.ErrLength, s.Name, len(hyps), len(refs))
		}
		systems[i] = hyps
	}
	rows := make([]Row, 0, len(m.Systems)*len(m.Metrics))
	for _, mt := range m.Metrics {
		scorer, err := mt.Spec.New()
		if err != nil {
			return nil, err
		}
		prepared, err := scorer.Prepare(refs)
		if err != nil {
			return nil, err
		}
		stats, err := metric.StatsAll(scorer, systems, prepared)
		if err != nil {
			return nil, err
		}
		sig := scorer.Name() + "|" + scorer.Signature(signatures.Run{NumRefs: refs.NumRefs()}).Format(false)
		tol := m.Tolerance
		if mt.Tolerance != nil {
			tol = mt.Tolerance
		}
		for i, s := range m.Systems {
			r := Row{System: s.Name, Metric: mt.Name, Got: scorer.Compute(stats[i].Sum()).Score,
				Tolerance: tol, Signature: sig}
			if e := s.Expected[mt.Name]; e != nil {
				r.Expected = e.Text
			}
			compare(&r)
			rows = append(rows, r)
		}
	}
	// Systems first, then metrics, as the manifest lists them.
	ordered := make([]Row, 0, len(rows))
	for i := range m.Systems {
		for j := range m.Metrics {
			ordered = append(ordered, rows[j*len(m.Systems)+i])
		}
	}
	return ordered, nil
}
