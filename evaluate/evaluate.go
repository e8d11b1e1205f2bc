package evaluate

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/render"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// Scorer is one metric with its references prepared.
type Scorer struct {
	Key    string // SacreBLEU's metric key: BLEU, CHRF or TER; results are printed in key order
	Order  int    // the position in -m, which orders paired tests' columns
	Metric metric.Resampler
	Refs   metric.Prepared
	bleu   bool // BLEU warns about tokenized hypotheses
}

// buildMetrics creates the requested metrics (once each, sorted by key) and prepares the references.
func (r *Run) Metrics(streams [][]string) ([]*Scorer, error) {
	refs, err := metric.FromStreams(streams...)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []*Scorer
	for _, name := range r.o.Metrics {
		key := strings.ToUpper(name)
		if k := metric.KindOf(name); k != nil {
			key = k.Key
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		m, err := r.Metric(key)
		if err != nil {
			return nil, err
		}
		p, err := m.Prepare(refs)
		if err != nil {
			return nil, err
		}
		out = append(out, &Scorer{Key: key, Order: len(out), Metric: m, Refs: p, bleu: key == "BLEU"})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out, nil
}

// newMetric makes the metric of key from its options, configured for the run (sentence level,
// -l's target language, --normalize and --casefold, SentencePiece's models), and logs the
// advice SacreBLEU logs when it makes it.
func (r *Run) Metric(key string) (metric.Resampler, error) {
	k := metric.KindOf(key)
	if k == nil {
		return nil, inputs.Errorf("metric %s is not supported by this sacre release yet", strings.ToLower(key))
	}
	run, err := r.metricRun()
	if err != nil {
		return nil, err
	}
	cfg, err := r.o.Configs[k].ForRun(run)
	if errors.Is(err, metric.ErrRunNormalize) {
		return nil, inputs.Errorf("--normalize and --casefold do not apply to %s: give its normalization with --wer-norm (e.g. lc, punct, whisper-en)", k.Name)
	}
	if err != nil {
		return nil, err
	}
	m, err := cfg.Build()
	if err != nil {
		return nil, err
	}
	if w, ok := m.(metric.Warner); ok {
		for _, msg := range w.Warnings() {
			r.env.Log.Warn(msg)
		}
	}
	return m, nil
}

// metricRun are the run's facts that configure its metrics.
func (r *Run) metricRun() (metric.Run, error) {
	o := r.o
	run := metric.Run{SentenceLevel: o.SentenceLevel, Tokenizer: r.env.Tokenizer,
		Normalize: normalize.Config{Form: o.Normalize, CaseFold: o.CaseFold}}
	if o.LangPair != "" {
		// SacreBLEU takes the target language as langpair.split('-')[1].
		_, trg, ok := strings.Cut(o.LangPair, "-")
		if !ok {
			return run, inputs.Errorf("language pair %s is not of the form src-trg (e.g. en-de)", pyfmt.StrRepr(o.LangPair))
		}
		run.TargetLanguage, _, _ = strings.Cut(trg, "-")
	}
	return run, nil
}

// evaluate scores every system with every metric and prints the results.
func (r *Run) evaluate(metrics []*Scorer, systems [][]string, names []string) error {
	if r.o.Alignment && !r.o.SentenceLevel {
		return inputs.Errorf("--alignment shows each segment's alignment: give it with -sl")
	}
	switch {
	case r.o.SentenceLevel:
		if len(systems) == 0 {
			return inputs.Errorf("no hypotheses to score: -i was given without files")
		}
		return r.sentenceLevel(metrics[0], systems[0])
	}
	if r.o.Detail && r.o.Format == "json" {
		// The breakdown is text, so SacreBLEU switches the whole output to text.
		r.o.Format = "text"
	}
	return r.corpusScores(metrics, whole(systems), names)
}

// corpusScores prints the corpus scores of the systems of c: one system's, or a table of
// several, or their paired test.
func (r *Run) corpusScores(metrics []*Scorer, c corpus, names []string) error {
	if len(names) == 1 {
		return r.singleSystem(metrics, c)
	}
	return r.multiSystem(metrics, c, names)
}

// warnTokenized is SacreBLEU's warning about hypotheses that look tokenized (BLEU only).
func (r *Run) WarnTokenized(s *Scorer, hyps []string) {
	if s.bleu && !r.o.BLEU().Force {
		r.warnPeriods(s, metric.TokenizedPeriods(hyps))
	}
}

// warnPeriods is WarnTokenized for hypotheses of which n end in a tokenized period.
func (r *Run) warnPeriods(s *Scorer, n int) {
	if s.bleu && !r.o.BLEU().Force && n >= 100 {
		r.env.Log.Warn("That's 100 lines that end in a tokenized period ('.')")
		r.env.Log.Warn("It looks like you forgot to detokenize your test data, which may hurt your score.")
		r.env.Log.Warn("If you insist your data is detokenized, or don't care, you can suppress this message with the `force` parameter.")
	}
}

// sentenceLevel prints one text line per segment, whatever the format (as SacreBLEU does).
func (r *Run) sentenceLevel(s *Scorer, hyps []string) error {
	if r.o.Alignment {
		return r.alignment(s, hyps)
	}
	st, err := s.Metric.Stats(hyps, s.Refs)
	if err != nil {
		return err
	}
	scores := make([]*metric.Score, st.Len())
	for i := range scores {
		scores[i] = s.Metric.Compute(append([]float64(nil), st.Row(i)...))
	}
	render.Sentences(&r.out, scores, s.Metric.Signature(signatures.Run{NumRefs: s.Refs.NumRefs()}), r.renderOptions())
	return nil
}

// singleSystem prints each metric's corpus score, as text lines or JSON.
func (r *Run) singleSystem(metrics []*Scorer, c corpus) error {
	var results []render.Result
	for _, s := range metrics {
		r.warnPeriods(s, c.periods(0))
		confidence := r.o.Confidence && r.o.ConfidenceN > 1
		var st *metric.Stats
		var sum []float64
		var err error
		if confidence {
			if st, err = c.stats(s, 0); err == nil {
				sum = st.Sum()
			}
		} else {
			// Only the sums make the score: no row per segment is kept.
			var sums [][]float64
			if sums, err = c.sumsAll(s); err == nil {
				sum = sums[0]
			}
		}
		if err != nil {
			return err
		}
		sc := s.Metric.Compute(sum)
		run := signatures.Run{NumRefs: s.Refs.NumRefs()}
		if confidence {
			// SacreBLEU's corpus_score(n_bootstrap=N): only N above 1 resamples.
			seed, err := r.Seed()
			if err != nil {
				return err
			}
			update, finish := r.progress("bootstrap resampling")
			sc.Mean, sc.CI = significance.ConfidenceIntervalProgress(s.Metric, st, r.o.ConfidenceN, seed, update)
			finish()
			run.Bootstrap, run.Seed = r.o.ConfidenceN, seed.Text()
		}
		results = append(results, render.Result{Score: sc, Signature: s.Metric.Signature(run)})
	}
	w, err := r.renderer()
	if err != nil {
		return err
	}
	if err := w.Single(&r.out, results); err != nil {
		return err
	}
	if r.o.Detail {
		return r.detail(metrics)
	}
	return nil
}

// multiSystem prints a table (or JSON list) of every system's scores and the signatures.
func (r *Run) multiSystem(metrics []*Scorer, c corpus, names []string) error {
	r.env.Log.Info(fmt.Sprintf("Found %d systems.", len(names)))
	if r.o.PairedBS || r.o.PairedAR {
		return r.pairedTest(metrics, c, names)
	}
	sums := make([][][]float64, len(metrics))
	for k, s := range metrics {
		var err error
		if sums[k], err = c.sumsAll(s); err != nil {
			return err
		}
	}
	t := &render.Table{Systems: names}
	for _, s := range metrics {
		t.Columns = append(t.Columns, render.Column{Metric: s.Metric.Name(), Signature: s.Metric.Signature(signatures.Run{NumRefs: s.Refs.NumRefs()})})
	}
	for i := range names {
		for k, s := range metrics {
			r.warnPeriods(s, c.periods(i))
			t.Columns[k].Scores = append(t.Columns[k].Scores, s.Metric.Compute(sums[k][i]))
		}
	}
	return r.renderTable(func(w render.Renderer) error { return w.Table(&r.out, t) })
}

// renderOptions are the run's printing options.
func (r *Run) renderOptions() render.Options {
	return render.Options{Width: r.o.Width, Short: r.o.Short, ScoreOnly: r.o.ScoreOnly, Color: r.env.Color}
}

// renderer prints in the run's format (-f).
func (r *Run) renderer() (render.Renderer, error) {
	w, err := render.New(r.o.Format, r.renderOptions())
	if err != nil {
		return nil, err
	}
	return w, nil
}

// renderTable prints a table, with a one-line error for one without systems.
func (r *Run) renderTable(print func(render.Renderer) error) error {
	w, err := r.renderer()
	if err != nil {
		return err
	}
	if err := print(w); err != nil {
		return err
	}
	return nil
}

func (r *Run) println(s string) {
	r.out.WriteString(s)
	r.out.WriteByte('\n')
}

// seed reads SACREBLEU_SEED as SacreBLEU does (default 12345, "none" for OS entropy).
func (r *Run) Seed() (significance.Seed, error) {
	text, ok := r.env.Getenv("SACREBLEU_SEED")
	if !ok {
		text = significance.DefaultSeed
	}
	seed, err := significance.ParseSeed(text)
	if err != nil {
		return seed, err
	}
	return seed, nil
}

// alignment prints jiwer's visualize_alignment of an error rate (-sl --alignment).
func (r *Run) alignment(s *Scorer, hyps []string) error {
	e, ok := s.Metric.(*metric.ErrorRate)
	if !ok {
		return inputs.Errorf("--alignment shows the alignments of WER, CER, MER, WIL and WIP, not of %s", s.Metric.Name())
	}
	al, err := e.Alignments(hyps, s.Refs)
	if err != nil {
		return err
	}
	r.out.WriteString(metric.VisualizeAlignment(al, e.Name() == "CER", true))
	return nil
}
