package manifest

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/signatures"
)

// Data holds the texts and scores a manifest is checked on.
type Data struct {
	// Refs are reference streams: Refs[k][i] is reference k of segment i.
	Refs [][]string
	// Hyps are the hypotheses of each system, by the system's name.
	Hyps map[string][]string
	// Scores are the scores of each metric of score files, by the metric's name.
	Scores map[string]*scores.Set
}

// Check scores every system with every metric and compares with the expected scores: one
// row per system and metric, in the manifest's order. Metrics of score files take a system's
// average of its scores there (ScoreFiles); the others are computed from the texts.
func (m *Manifest) Check(d Data) ([]Row, error) {
	rows := make([][]Row, len(m.Metrics)) // rows[j][i]: metric j, system i
	var texts *texts
	for j, mt := range m.Metrics {
		tol := m.Tolerance
		if mt.Tolerance != nil {
			tol = mt.Tolerance
		}
		var err error
		if mt.Scores != nil {
			rows[j], err = m.checkScores(mt, d.Scores[mt.Name], tol)
		} else {
			if texts == nil {
				texts, err = m.texts(d)
			}
			if err == nil {
				rows[j], err = m.checkTexts(mt, texts, tol)
			}
		}
		if err != nil {
			return nil, err
		}
	}
	// Systems first, then metrics, as the manifest lists them.
	ordered := make([]Row, 0, len(m.Systems)*len(m.Metrics))
	for i := range m.Systems {
		for j := range m.Metrics {
			ordered = append(ordered, rows[j][i])
		}
	}
	return ordered, nil
}

// texts are the references and each system's hypotheses, in the manifest's order of systems.
type texts struct {
	refs    metric.Refs
	systems [][]string
}

func (m *Manifest) texts(d Data) (*texts, error) {
	refs, err := metric.FromStreams(d.Refs...)
	if err != nil {
		return nil, err
	}
	t := &texts{refs: refs, systems: make([][]string, len(m.Systems))}
	for i, s := range m.Systems {
		hyps, ok := d.Hyps[s.Name]
		if !ok {
			return nil, fmt.Errorf("no hypotheses for system %s", s.Name)
		}
		if len(hyps) != len(refs) {
			return nil, fmt.Errorf("%w: system %s has %d lines, the references %d", metric.ErrLength, s.Name, len(hyps), len(refs))
		}
		t.systems[i] = hyps
	}
	return t, nil
}

// checkTexts scores every system with a metric sacre computes.
func (m *Manifest) checkTexts(mt *Metric, t *texts, tol *float64) ([]Row, error) {
	scorer, err := mt.Spec.New()
	if err != nil {
		return nil, err
	}
	prepared, err := scorer.Prepare(t.refs)
	if err != nil {
		return nil, err
	}
	sums, err := metric.SumsAll(scorer, t.systems, prepared)
	if err != nil {
		return nil, err
	}
	sig := scorer.Name() + "|" + scorer.Signature(signatures.Run{NumRefs: t.refs.NumRefs()}).Format(false)
	rows := make([]Row, len(m.Systems))
	for i, s := range m.Systems {
		rows[i] = Row{System: s.Name, Metric: mt.Name, Got: scorer.Compute(sums[i]).Score, Tolerance: tol, Signature: sig}
		if e := s.Expected[mt.Name]; e != nil {
			rows[i].Expected = e.Text
		}
		compare(&rows[i])
	}
	return rows, nil
}
