package verify

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/scores"
)

// scored leaves out the tables of metrics sacre computed from texts (compare's -m with
// references and -i), which no score file gives, unless --scores gives one of their name.
func (r *CompareReport) scored(file string, claims []*compareClaim, sources []string) ([]*compareClaim, error) {
	given := map[string]bool{}
	for _, s := range sources {
		name, _, err := scores.ParseSource(s)
		if err != nil {
			return nil, plainError{err}
		}
		given[name] = true
	}
	var kept []*compareClaim
	for _, c := range claims {
		if given[c.metric] || !strings.Contains(c.sig.desc, "[nrefs:") {
			kept = append(kept, c)
			continue
		}
		r.warn(fmt.Sprintf("%s:%d: %s is computed by sacre from references and hypotheses, not read from score files: its table is not checked", Quote(file), c.line, c.metric))
	}
	if len(kept) == 0 {
		return nil, fmt.Errorf("%s: its tables are of metrics sacre computes from references and hypotheses, which no score file gives", Quote(file))
	}
	return kept, nil
}

// loadCompareScores reads the score files of each metric the tables name, with the metric's
// own description and direction as the tables' signatures give them, so that the signatures
// recomputed say the same.
func loadCompareScores(file string, claims []*compareClaim, sources []string) (map[string]*compare.Metric, error) {
	given := map[string]bool{}
	for _, s := range sources {
		name, _, _ := scores.ParseSource(s) // read by scored
		given[name] = true
	}
	src := compare.Sources{Scores: sources}
	named := map[string]bool{}
	for _, c := range claims {
		if !given[c.metric] {
			return nil, fmt.Errorf("%s:%d: the table of %s has no score files: give them as %s=FILE[,FILE...]",
				Quote(file), c.line, Quote(c.metric), c.metric)
		}
		if named[c.metric] {
			continue
		}
		named[c.metric] = true
		if sig := c.sig.scoresSignature(c.metric); sig != "" {
			src.Signatures = append(src.Signatures, c.metric+"="+sig)
		}
		if c.sig.lower {
			src.Lower = append(src.Lower, c.metric)
		}
	}
	for _, s := range sources {
		if name, _, _ := scores.ParseSource(s); !named[name] {
			return nil, fmt.Errorf("scores of %s given, but %s holds no table of it", Quote(name), Quote(file))
		}
	}
	loaded, err := compare.Load(src)
	if err != nil {
		return nil, plainError{err}
	}
	out := map[string]*compare.Metric{}
	for i := range loaded {
		out[loaded[i].Set.Name] = &loaded[i]
	}
	return out, nil
}

// compareRuns run compare once for the tables of one metric under the same settings, in all
// their language pairs: grouping a metric's scores by language pair is most of the work.
type compareRuns struct {
	lps    map[string][]string // by run: the language pairs of its tables; nil for all
	tables map[string][]*compare.Table
}

func newCompareRuns(claims []*compareClaim) *compareRuns {
	runs := &compareRuns{lps: map[string][]string{}, tables: map[string][]*compare.Table{}}
	for _, c := range claims {
		key := runKey(c)
		lps, seen := runs.lps[key]
		switch {
		case !seen && c.sig.lp != "":
			runs.lps[key] = []string{c.sig.lp}
		case !seen, c.sig.lp == "":
			runs.lps[key] = nil
		case lps != nil && !slices.Contains(lps, c.sig.lp):
			runs.lps[key] = append(lps, c.sig.lp)
		}
	}
	return runs
}

// runKey is what a claim's run depends on: the metric and the settings but the language pair.
func runKey(c *compareClaim) string {
	return fmt.Sprintf("%s\x00%s\x00%d\x00%s\x00%v", c.metric, c.sig.test, c.sig.samples, c.sig.seed, c.sig.alpha)
}

// run is compare's tables of the claim's run.
func (runs *compareRuns) run(c *compareClaim, m *compare.Metric) ([]*compare.Table, error) {
	key := runKey(c)
	if t, ok := runs.tables[key]; ok {
		return t, nil
	}
	cfg := c.sig.config()
	cfg.LPs = runs.lps[key]
	t, err := compare.Run([]compare.Metric{*m}, cfg)
	if err == nil {
		runs.tables[key] = t
	}
	return t, err
}

// plainError is an error of package compare or scores without their "compare: " and
// "scores: " prefixes, which say nothing to a user of verify; errors.Is still finds the
// packages' sentinels.
type plainError struct{ err error }

func (e plainError) Error() string {
	return strings.NewReplacer("compare: ", "", "scores: ", "").Replace(e.err.Error())
}

func (e plainError) Unwrap() error { return e.err }
