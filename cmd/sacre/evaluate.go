package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/render"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// scorer is one metric with its references prepared.
type scorer struct {
	key   string // SacreBLEU's metric key: BLEU, CHRF or TER; results are printed in key order
	order int    // the position in -m, which orders paired tests' columns
	m     metric.Resampler
	refs  metric.Prepared
	bleu  bool // BLEU warns about tokenized hypotheses
}

// buildMetrics creates the requested metrics (once each, sorted by key) and prepares the references.
func (r *runner) buildMetrics(streams [][]string) ([]*scorer, error) {
	refs, err := metric.FromStreams(streams...)
	if err != nil {
		return nil, ownError(1, "%v", err)
	}
	seen := map[string]bool{}
	var out []*scorer
	for _, name := range r.o.metrics {
		key := strings.ToUpper(name)
		if k := metric.KindOf(name); k != nil {
			key = k.Key
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		m, err := r.newMetric(key)
		if err != nil {
			return nil, err
		}
		p, err := m.Prepare(refs)
		if err != nil {
			return nil, ownError(1, "%v", err)
		}
		out = append(out, &scorer{key: key, order: len(out), m: m, refs: p, bleu: key == "BLEU"})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].key < out[j].key })
	return out, nil
}

// newMetric makes the metric of key from its options, configured for the run (sentence level,
// -l's target language, --normalize and --casefold, SentencePiece's models), and logs the
// advice SacreBLEU logs when it makes it.
func (r *runner) newMetric(key string) (metric.Resampler, error) {
	k := metric.KindOf(key)
	if k == nil {
		return nil, ownError(1, "metric %s is not supported by this sacre release yet", strings.ToLower(key))
	}
	run, err := r.metricRun()
	if err != nil {
		return nil, err
	}
	cfg, err := r.o.configs[k].ForRun(run)
	if errors.Is(err, metric.ErrRunNormalize) {
		return nil, ownError(1, "--normalize and --casefold do not apply to %s: give its normalization with --wer-norm (e.g. lc, punct, whisper-en)", k.Name)
	}
	if err != nil {
		return nil, ownError(1, "%v", err)
	}
	m, err := cfg.Build()
	if err != nil {
		return nil, ownError(1, "%v", err)
	}
	if w, ok := m.(metric.Warner); ok {
		for _, msg := range w.Warnings() {
			r.log.warn(msg)
		}
	}
	return m, nil
}

// metricRun are the run's facts that configure its metrics.
func (r *runner) metricRun() (metric.Run, error) {
	o := r.o
	run := metric.Run{SentenceLevel: o.sentenceLevel, Tokenizer: r.sentencePiece,
		Normalize: normalize.Config{Form: o.normalize, CaseFold: o.casefold}}
	if o.langPair != "" {
		// SacreBLEU takes the target language as langpair.split('-')[1].
		_, trg, ok := strings.Cut(o.langPair, "-")
		if !ok {
			return run, ownError(1, "language pair %s is not of the form src-trg (e.g. en-de)", pyfmt.StrRepr(o.langPair))
		}
		run.TargetLanguage, _, _ = strings.Cut(trg, "-")
	}
	return run, nil
}

// evaluate scores every system with every metric and prints the results.
func (r *runner) evaluate(metrics []*scorer, systems [][]string, names []string) error {
	if r.o.alignment && !r.o.sentenceLevel {
		return ownError(1, "--alignment shows each segment's alignment: give it with -sl")
	}
	switch {
	case r.o.sentenceLevel:
		if len(systems) == 0 {
			return ownError(1, "no hypotheses to score: -i was given without files")
		}
		return r.sentenceLevel(metrics[0], systems[0])
	}
	if r.o.detail && r.o.format == "json" {
		// The breakdown is text, so SacreBLEU switches the whole output to text.
		r.o.format = "text"
	}
	switch {
	case len(systems) == 1:
		return r.singleSystem(metrics, systems[0])
	}
	return r.multiSystem(metrics, systems, names)
}

// warnTokenized is SacreBLEU's warning about hypotheses that look tokenized (BLEU only).
func (r *runner) warnTokenized(s *scorer, hyps []string) {
	if s.bleu && !r.o.bleu().Force && metric.TokenizedPeriods(hyps) >= 100 {
		r.log.warn("That's 100 lines that end in a tokenized period ('.')")
		r.log.warn("It looks like you forgot to detokenize your test data, which may hurt your score.")
		r.log.warn("If you insist your data is detokenized, or don't care, you can suppress this message with the `force` parameter.")
	}
}

// stats computes the statistics of one system, with SacreBLEU's warning about tokenized input.
func (r *runner) stats(s *scorer, hyps []string) (*metric.Stats, error) {
	r.warnTokenized(s, hyps)
	st, err := s.m.Stats(hyps, s.refs)
	if err != nil {
		return nil, ownError(1, "%v", err)
	}
	return st, nil
}

// sentenceLevel prints one text line per segment, whatever the format (as SacreBLEU does).
func (r *runner) sentenceLevel(s *scorer, hyps []string) error {
	if r.o.alignment {
		return r.alignment(s, hyps)
	}
	st, err := s.m.Stats(hyps, s.refs)
	if err != nil {
		return ownError(1, "%v", err)
	}
	scores := make([]*metric.Score, st.Len())
	for i := range scores {
		scores[i] = s.m.Compute(append([]float64(nil), st.Row(i)...))
	}
	render.Sentences(&r.out, scores, s.m.Signature(signatures.Run{NumRefs: s.refs.NumRefs()}), r.renderOptions())
	return nil
}

// singleSystem prints each metric's corpus score, as text lines or JSON.
func (r *runner) singleSystem(metrics []*scorer, hyps []string) error {
	var results []render.Result
	for _, s := range metrics {
		st, err := r.stats(s, hyps)
		if err != nil {
			return err
		}
		sc := s.m.Compute(st.Sum())
		run := signatures.Run{NumRefs: s.refs.NumRefs()}
		if r.o.confidence && r.o.confidenceN > 1 {
			// SacreBLEU's corpus_score(n_bootstrap=N): only N above 1 resamples.
			seed, err := r.seed()
			if err != nil {
				return err
			}
			p := r.newProgress("bootstrap resampling")
			sc.Mean, sc.CI = significance.ConfidenceIntervalProgress(s.m, st, r.o.confidenceN, seed, p.update)
			p.finish()
			run.Bootstrap, run.Seed = r.o.confidenceN, seed.Text()
		}
		results = append(results, render.Result{Score: sc, Signature: s.m.Signature(run)})
	}
	w, err := r.renderer()
	if err != nil {
		return err
	}
	if err := w.Single(&r.out, results); err != nil {
		return err
	}
	if r.o.detail {
		return r.detail(metrics)
	}
	return nil
}

// multiSystem prints a table (or JSON list) of every system's scores and the signatures.
func (r *runner) multiSystem(metrics []*scorer, systems [][]string, names []string) error {
	r.log.info(fmt.Sprintf("Found %d systems.", len(systems)))
	if r.o.pairedBS || r.o.pairedAR {
		return r.pairedTest(metrics, systems, names)
	}
	all := make([][]*metric.Stats, len(metrics))
	for k, s := range metrics {
		var err error
		if all[k], err = metric.StatsAll(s.m, systems, s.refs); err != nil {
			return ownError(1, "%v", err)
		}
	}
	t := &render.Table{Systems: names}
	for _, s := range metrics {
		t.Columns = append(t.Columns, render.Column{Metric: s.m.Name(), Signature: s.m.Signature(signatures.Run{NumRefs: s.refs.NumRefs()})})
	}
	for i, hyps := range systems {
		for k, s := range metrics {
			r.warnTokenized(s, hyps)
			t.Columns[k].Scores = append(t.Columns[k].Scores, s.m.Compute(all[k][i].Sum()))
		}
	}
	return r.renderTable(func(w render.Renderer) error { return w.Table(&r.out, t) })
}

// renderOptions are the run's printing options.
func (r *runner) renderOptions() render.Options {
	return render.Options{Width: r.o.width, Short: r.o.short, ScoreOnly: r.o.scoreOnly, Color: r.color}
}

// renderer prints in the run's format (-f).
func (r *runner) renderer() (render.Renderer, error) {
	w, err := render.New(r.o.format, r.renderOptions())
	if err != nil {
		return nil, ownError(1, "%v", err)
	}
	return w, nil
}

// renderTable prints a table, with a one-line error for one without systems.
func (r *runner) renderTable(print func(render.Renderer) error) error {
	w, err := r.renderer()
	if err != nil {
		return err
	}
	if err := print(w); err != nil {
		return ownError(1, "%v", err)
	}
	return nil
}

func (r *runner) println(s string) {
	r.out.WriteString(s)
	r.out.WriteByte('\n')
}

// seed reads SACREBLEU_SEED as SacreBLEU does (default 12345, "none" for OS entropy).
func (r *runner) seed() (significance.Seed, error) {
	text, ok := r.e.lookupEnv("SACREBLEU_SEED")
	if !ok {
		text = significance.DefaultSeed
	}
	seed, err := significance.ParseSeed(text)
	if err != nil {
		return seed, ownError(1, "%v", err)
	}
	return seed, nil
}

// alignment prints jiwer's visualize_alignment of an error rate (-sl --alignment).
func (r *runner) alignment(s *scorer, hyps []string) error {
	e, ok := s.m.(*metric.ErrorRate)
	if !ok {
		return ownError(1, "--alignment shows the alignments of WER, CER, MER, WIL and WIP, not of %s", s.m.Name())
	}
	al, err := e.Alignments(hyps, s.refs)
	if err != nil {
		return ownError(1, "%v", err)
	}
	r.out.WriteString(metric.VisualizeAlignment(al, e.Name() == "CER", true))
	return nil
}
