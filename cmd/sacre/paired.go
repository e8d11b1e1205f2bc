package main

import (
	"fmt"
	"sort"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// pairedTest runs SacreBLEU's PairedTest (paired bootstrap or approximate randomization
// against the first system) and prints its table, or JSON, with the signatures.
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
	test := "paired bootstrap resampling"
	if cfg.AR {
		test = "paired approximate randomization"
	}
	p := r.newProgress(test)
	cfg.Progress = p.update
	results := significance.Paired(ms, stats, cfg)
	p.finish()
	if r.o.format == "json" {
		r.println(pyfmt.Dumps(pairedJSON(scorers, names, results), 4, true))
		return nil
	}
	return r.printPairedTable(scorers, names, results, cfg, seed)
}

// pairedJSON is SacreBLEU's JSON of a paired test: per system, each metric's Result fields at
// full precision, null where a value does not exist. It has no signatures.
func pairedJSON(scorers []*scorer, names []string, results [][]significance.Result) []any {
	list := make([]any, len(names))
	for i, name := range names {
		o := pyfmt.Object{{Key: "system", Value: name}}
		for k, s := range scorers {
			res := results[k][i]
			o = o.Set(s.m.Name(), pyfmt.Object{
				{Key: "score", Value: res.Score}, {Key: "p_value", Value: floatOrNil(res.PValue)},
				{Key: "mean", Value: floatOrNil(res.Mean)}, {Key: "ci", Value: floatOrNil(res.CI)},
			})
		}
		list[i] = o
	}
	return list
}

func floatOrNil(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

// printPairedTable prints the results table (SacreBLEU's _format_score_lines and
// print_results_table), the explanation of the test and the signatures.
func (r *runner) printPairedTable(scorers []*scorer, names []string, results [][]significance.Result, cfg significance.PairedConfig, seed significance.Seed) error {
	t := &resultTable{names: names}
	bootstrap := false
	for k, s := range scorers {
		run := signatures.Run{NumRefs: s.refs.NumRefs(), Seed: seed.PairedText()}
		if cfg.AR {
			run.AR = cfg.N()
		} else {
			run.Bootstrap = cfg.N()
		}
		sig := s.m.Signature(run).Format(r.o.short)
		name := s.m.Name()
		cells := make([]string, len(names))
		for i, res := range results[k] {
			cells[i] = r.pairedCell(res)
			// Once a result has a mean, this and the following headers say so (SacreBLEU's flag).
			bootstrap = bootstrap || res.Mean != nil
		}
		header := name
		if bootstrap {
			header += " (μ ± 95% CI)"
		}
		t.columns = append(t.columns, tableColumn{header: header, sigName: name, sig: sig, cells: cells})
	}
	tab, baselineName, err := r.formatTable(t)
	if err != nil {
		return err
	}
	r.println(tab)
	r.println("")
	r.printPairedExplanation(cfg, baselineName)
	r.printSignatures(t)
	return nil
}

// pairedCell is one result: the score, the bootstrap mean and interval, and the p-value on a
// line of its own in text (after a space in LaTeX), starred when at most 0.05, else red.
func (r *runner) pairedCell(res significance.Result) string {
	w := r.o.width
	s := pyfmt.Fixed(res.Score, w)
	if res.Mean != nil {
		s += " (" + pyfmt.Fixed(*res.Mean, w) + " ± " + pyfmt.Fixed(*res.CI, w) + ")"
	}
	if res.PValue != nil {
		sep := "\n"
		if r.o.format == "latex" {
			sep = " "
		}
		p := "(p = " + pyfmt.Fixed(*res.PValue, 4) + ")"
		if *res.PValue > 0.05 {
			p = r.paint(p, ansiRed)
		} else {
			p += "*"
		}
		s += sep + p
	}
	return s
}

// printPairedExplanation prints SacreBLEU's explanation of the test below the table. The
// number of samples is the option's value as given, even when 0 made the test use its default.
func (r *runner) printPairedExplanation(cfg significance.PairedConfig, baselineName string) {
	test, n, unit := "bootstrap resampling", r.o.pairedBSN, "resampling trials"
	if cfg.AR {
		test, n, unit = "approximate randomization", r.o.pairedARN, "trials"
	}
	msg := fmt.Sprintf("Paired %s test with %d %s", test, n, unit)
	dashes := strings.Repeat("-", len(msg))
	bline := r.paint("baseline", ansiYellow)
	null := r.paint("Null hypothesis", ansiGreen)
	for _, line := range []string{
		dashes, msg, dashes,
		" - Each system is pairwise compared to " + r.paint(baselineName, ansiYellow) + ".",
	} {
		r.println(line)
	}
	if cfg.AR {
		r.println("   Actual system score is provided for each metric.")
	} else {
		r.println("   Actual system score / bootstrap estimated true mean / 95% CI are provided for each metric.")
	}
	for _, line := range []string{
		"",
		" - " + null + ": the system and the " + bline + " translations are essentially",
		"   generated by the same underlying process. For a given system and the " + bline + ",",
		"   the p-value is roughly the probability of the absolute score difference (delta)",
		"   or higher occurring due to chance, under the assumption that the " + strings.ToLower(null) + " is correct.",
		"",
		" - Assuming a significance threshold of 0.05, the " + strings.ToLower(null) + " can be rejected",
		"   for p-values < 0.05 (marked with \"*\"). This means that the delta is unlikely to be attributed",
		"   to chance, hence the system is significantly \"different\" than the " + bline + ".",
		"   Otherwise, the p-values are " + r.paint("highlighted in red", ansiRed) + ".",
		"",
		" - NOTE: Significance does not tell whether a system is \"better\" than the " + bline + " but rather",
		"   emphasizes the \"difference\" of the systems in terms of the replicability of the delta.",
		"",
	} {
		r.println(line)
	}
}
