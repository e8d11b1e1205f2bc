package verify

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// TableInput is what a table is checked against.
type TableInput struct {
	// Systems[i] are the hypotheses of the table's row i.
	Systems [][]string
	// Refs are reference streams, as in Input.
	Refs [][]string

	shared []*shared // statistics computed before, for tests that verify one table many times
}

// A TableReport is the outcome of VerifyTable: every printed value, claimed and recomputed.
type TableReport struct {
	Format string `json:"format"`
	// Paired is "bs" or "ar" for a paired test's table, with its resamples (or trials) and
	// seed.
	Paired     string          `json:"paired,omitempty"`
	Samples    int             `json:"samples,omitempty"`
	Seed       string          `json:"seed,omitempty"`
	Metrics    []*MetricReport `json:"metrics"`
	Values     []*Value        `json:"values"`
	Reproduced bool            `json:"reproduced"`
	Warnings   []string        `json:"warnings"`

	columnWarnings []*columnWarning // the Warnings addWarning made, by the columns they name
}

// A MetricReport is what a table's column was checked with.
type MetricReport struct {
	Name string `json:"name"`
	// Claimed is the column's signature as read; Source says where it comes from: "table"
	// (its signature block), "given" (SetSignatures), "default" (SacreBLEU's defaults).
	Claimed string `json:"claimed"`
	Source  string `json:"source"`
	// Signature is sacre's signature of the configuration Claimed describes.
	Signature string `json:"signature"`
	// Tried and Matches are the diagnosis of the column's scores that do not reproduce: the
	// nearby configurations that reproduce every one of them.
	Tried   int        `json:"tried"`
	Matches []*Variant `json:"matches"`
}

// A Value is one number of the table.
type Value struct {
	System string `json:"system"`
	Metric string `json:"metric"`
	// What is "score", "μ" (the bootstrap mean), "CI" (its half-width) or "p"; in a table of
	// sacre compare (CheckCompare), the column or JSON field printed ("Score", "ci", "p", ...),
	// or "sha256" for a score file, System then naming the file.
	What    string `json:"what"`
	Claimed string `json:"claimed"`
	Sacre   string `json:"sacre"`
	Status  Status `json:"status"`
}

// Status is how a table's value compares with sacre's.
type Status string

const (
	StatusOK        Status = "ok"
	StatusDiffers   Status = "differs"
	StatusUnchecked Status = "unchecked" // a p-value drawn with a random seed
)

// VerifyTable recomputes every value of a table: each system's score under each column's
// signature (as Verify does), and for a paired test every p-value, bootstrap mean and
// interval, from the signatures' resamples and seed. Columns without a signature take
// SacreBLEU's defaults for their names, with a warning.
func VerifyTable(t *Table, in TableInput, opt Options) (*TableReport, error) {
	if len(in.Systems) != len(t.Rows) {
		return nil, fmt.Errorf("the table has %d systems, %d given", len(t.Rows), len(in.Systems))
	}
	rep := &TableReport{Format: t.Format, Paired: t.Paired, Values: []*Value{}, Warnings: append([]string{}, t.Notes...)}
	if err := t.fillDefaults(rep); err != nil {
		return nil, err
	}
	// Each system's statistics are computed once for its score and its paired test.
	sh := in.shared
	if sh == nil {
		sh = make([]*shared, len(t.Rows))
		toks := map[string]madeTokenizer{}
		for i := range sh {
			sh[i] = &shared{stats: map[string]*cachedStats{}, toks: toks}
		}
	}
	cells := make([][]*Value, len(t.Columns)) // cells[k][i]: the score of row i in column k
	for k, col := range t.Columns {
		mr, values, err := verifyColumn(t, k, in, opt, rep, sh)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", col.Name, err)
		}
		rep.Metrics = append(rep.Metrics, mr)
		cells[k] = values
	}
	var paired [][]*Value
	if t.Paired != "" {
		var err error
		if paired, err = verifyPaired(t, in, opt, rep, sh); err != nil {
			return nil, err
		}
	}
	for i := range t.Rows {
		for k := range t.Columns {
			rep.Values = append(rep.Values, cells[k][i])
			if paired != nil {
				rep.Values = append(rep.Values, paired[k*len(t.Rows)+i]...)
			}
		}
	}
	rep.Reproduced = true
	for _, v := range rep.Values {
		rep.Reproduced = rep.Reproduced && v.Status != StatusDiffers
	}
	return rep, nil
}

// addWarning adds a column's warning; the same warning for several columns is said once,
// naming them all, unless it names the column itself.
func (r *TableReport) addWarning(column, w string) {
	for _, cw := range r.columnWarnings {
		if cw.text == w && !strings.Contains(w, column) {
			cw.columns = append(cw.columns, column)
			r.Warnings[cw.at] = strings.Join(cw.columns, ", ") + ": " + w
			return
		}
	}
	r.columnWarnings = append(r.columnWarnings, &columnWarning{at: len(r.Warnings), columns: []string{column}, text: w})
	r.Warnings = append(r.Warnings, column+": "+w)
}

// A columnWarning is a warning of some columns: Warnings[at] names them, then says text.
type columnWarning struct {
	at      int
	columns []string
	text    string
}

// defaultSignature is SacreBLEU's default signature for a metric's printed name, without
// nrefs and version (which the table does not say): the fields of the metric configured from
// its name alone.
func defaultSignature(name string) (*signatures.Parsed, error) {
	defaults.Lock()
	defer defaults.Unlock()
	if d, ok := defaults.m[name]; ok {
		if d.p == nil {
			return nil, d.err
		}
		c := *d.p // a copy: callers may name it
		c.Fields, c.Repairs = slices.Clone(c.Fields), slices.Clone(c.Repairs)
		return &c, nil
	}
	p, err := makeDefaultSignature(name)
	if defaults.m == nil {
		defaults.m = map[string]defaultSig{}
	}
	if len(defaults.m) < maxDefaults {
		defaults.m[name] = defaultSig{p, err}
		if p != nil {
			c := *p
			c.Fields, c.Repairs = slices.Clone(c.Fields), slices.Clone(c.Repairs)
			p = &c
		}
	}
	return p, err
}

// defaults caches defaultSignature's answers by name (building a metric for each costs more than
// reading a text); at most maxDefaults names are kept, and each caller gets its own copy.
var defaults struct {
	sync.Mutex
	m map[string]defaultSig
}

type defaultSig struct {
	p   *signatures.Parsed
	err error
}

const maxDefaults = 64

// makeDefaultSignature is defaultSignature without its cache.
func makeDefaultSignature(name string) (*signatures.Parsed, error) {
	_, canonical, _, err := metricKind(name)
	if err != nil {
		return nil, claimErrorf("the table's column %q is not a metric's name", name)
	}
	p, err := signatures.Parse(canonical + "|nrefs:1")
	if err != nil {
		return nil, err
	}
	spec, err := metric.FromSignature(p)
	if err != nil {
		return nil, err
	}
	m, err := spec.New()
	if err != nil {
		return nil, err
	}
	var fields []string
	for _, f := range m.Signature(signatures.Run{NumRefs: 1}) {
		if f.Key != "nrefs" && f.Key != "version" {
			fields = append(fields, f.Key+":"+f.Value)
		}
	}
	return signatures.Parse(canonical + "|" + strings.Join(fields, "|"))
}

// fillDefaults gives the columns without a signature SacreBLEU's defaults, and says so.
func (t *Table) fillDefaults(rep *TableReport) error {
	for _, col := range t.Columns {
		if col.Signature != nil {
			continue
		}
		p, err := defaultSignature(col.Name)
		if err != nil {
			return err
		}
		col.Signature, col.Source = p, "default"
		rep.addWarning(col.Name, fmt.Sprintf("the table prints no signature: SacreBLEU's defaults assumed (%s); give the real one with -s", p))
	}
	return nil
}

// verifyColumn checks the scores of one column, and diagnoses those that do not reproduce.
func verifyColumn(t *Table, k int, in TableInput, opt Options, rep *TableReport, sh []*shared) (*MetricReport, []*Value, error) {
	col := t.Columns[k]
	mr := &MetricReport{Name: col.Name, Claimed: col.Signature.String(), Source: col.Source, Matches: []*Variant{}}
	var failed []int
	values := make([]*Value, len(t.Rows))
	cellOpt := opt
	cellOpt.NoDiagnosis = true
	for i, row := range t.Rows {
		c, err := columnClaim(col, row.Cells[k].Score)
		if err != nil {
			return nil, nil, err
		}
		r, err := verifyShared(c, Input{Hyps: in.Systems[i], Refs: in.Refs}, cellOpt, sh[i])
		if err != nil {
			return nil, nil, err
		}
		if i == 0 {
			mr.Signature = r.Signature
			for _, w := range r.Warnings {
				rep.addWarning(col.Name, w)
			}
		}
		values[i] = &Value{System: row.System, Metric: col.Name, What: "score", Claimed: c.Score, Sacre: r.Printed, Status: StatusOK}
		if !r.Reproduced {
			values[i].Status = StatusDiffers
			failed = append(failed, i)
		}
	}
	if len(failed) > 0 && !opt.NoDiagnosis {
		if err := diagnoseColumn(col, k, t, in, opt, failed, mr, sh); err != nil {
			return nil, nil, err
		}
	}
	return mr, values, nil
}

// columnClaim is the claim of one cell: the column's signature and the cell's score.
func columnClaim(col *Column, score string) (*Claim, error) {
	d, err := decimals(score)
	if err != nil {
		return nil, err
	}
	p := *col.Signature
	if p.Name == "" {
		p.Name = col.Name
	}
	return &Claim{Signature: &p, Score: score, Notes: p.Repairs, decimals: d, defaulted: col.Source == "default"}, nil
}

// diagnoseColumn keeps the nearby configurations that reproduce every failing score of a
// column: one cause for the whole column.
func diagnoseColumn(col *Column, k int, t *Table, in TableInput, opt Options, failed []int, mr *MetricReport, sh []*shared) error {
	var common []*Variant
	for n, i := range failed {
		c, err := columnClaim(col, t.Rows[i].Cells[k].Score)
		if err != nil {
			return err
		}
		r, err := verifyShared(c, Input{Hyps: in.Systems[i], Refs: in.Refs}, opt, sh[i])
		if err != nil {
			return err
		}
		mr.Tried = max(mr.Tried, r.Tried)
		if n == 0 {
			common = r.Matches
			continue
		}
		kept := common[:0]
		for _, m := range common {
			if slices.ContainsFunc(r.Matches, func(o *Variant) bool { return slices.Equal(o.changes, m.changes) }) {
				kept = append(kept, m)
			}
		}
		common = kept
	}
	mr.Matches = append(mr.Matches, common...)
	return nil
}

// pairedConfig reads the test's resamples and seed from the columns' signatures (bs or ar,
// and seed), else from the table's text, else SacreBLEU's defaults with a warning.
func pairedConfig(t *Table, rep *TableReport) (significance.PairedConfig, string, error) {
	cfg := significance.PairedConfig{AR: t.Paired == "ar"}
	key := map[bool]string{true: "ar", false: "bs"}[cfg.AR]
	seed := ""
	for _, col := range t.Columns {
		if v, ok := col.Signature.Get(key); ok {
			n, _ := strconv.Atoi(v)
			if cfg.Samples != 0 && cfg.Samples != n {
				return cfg, "", fmt.Errorf("the signatures name different numbers of resamples (%s:%d and %s:%d)", key, cfg.Samples, key, n)
			}
			cfg.Samples = n
		}
		if v, ok := col.Signature.Get("seed"); ok {
			if seed != "" && seed != v {
				return cfg, "", fmt.Errorf("the signatures name different seeds (%s and %s)", seed, v)
			}
			seed = v
		}
	}
	if cfg.Samples == 0 {
		cfg.Samples = t.Samples
	}
	if cfg.Samples == 0 {
		if n := samplesFromPValues(t); n > 0 {
			cfg.Samples = n
			rep.Warnings = append(rep.Warnings, fmt.Sprintf("the table does not say how many resamples its test drew: %d inferred from its p-values, which are (c+1)/(n+1)", n))
		}
	}
	if cfg.Samples == 0 {
		cfg.Samples = cfg.N()
		rep.Warnings = append(rep.Warnings, fmt.Sprintf("the table does not say how many resamples its test drew: SacreBLEU's default, %d, assumed", cfg.Samples))
	}
	if seed == "" {
		seed = significance.DefaultSeed
		rep.Warnings = append(rep.Warnings, "the table does not say its seed: SacreBLEU's default, 12345, assumed (SACREBLEU_SEED changes it)")
	}
	s, err := significance.ParseSeed(seed)
	if err != nil {
		return cfg, "", err
	}
	cfg.Seed = s
	return cfg, seed, nil
}

// samplesFromPValues infers the number of resamples n from p-values printed at full
// precision (SacreBLEU's JSON): each is (c+1)/(n+1) for a count c, and the smallest n that
// fits them all is taken. 0 when the p-values are too few digits to tell, or none fits.
func samplesFromPValues(t *Table) int {
	var ps []float64
	for _, r := range t.Rows {
		for _, c := range r.Cells {
			if len(strings.TrimLeft(strings.ReplaceAll(c.P, ".", ""), "0")) >= 12 {
				p, _ := strconv.ParseFloat(c.P, 64)
				ps = append(ps, p)
			}
		}
	}
	if len(ps) == 0 {
		return 0
	}
	for n := 1; n <= 1_000_000; n++ {
		fits := true
		for _, p := range ps {
			x := p * float64(n+1)
			if x < 0.5 || math.Abs(x-math.Round(x)) > 1e-6*x {
				fits = false
				break
			}
		}
		if fits {
			return n
		}
	}
	return 0
}

// verifyPaired recomputes the paired test and compares its values: out[k*rows+i] are row i's
// values in column k.
func verifyPaired(t *Table, in TableInput, opt Options, rep *TableReport, sh []*shared) ([][]*Value, error) {
	cfg, seed, err := pairedConfig(t, rep)
	if err != nil {
		return nil, err
	}
	rep.Samples, rep.Seed = cfg.Samples, seed
	if work := float64(cfg.Samples) * float64(len(in.Refs[0])) * float64(len(t.Rows)) * float64(len(t.Columns)); work > maxResampleWork {
		return nil, fmt.Errorf("a paired test with %d resamples of %d systems x %d segments x %d metrics is too much work to check", cfg.Samples, len(t.Rows), len(in.Refs[0]), len(t.Columns))
	}
	if need := float64(cfg.Samples) * float64(2*len(t.Rows)*len(t.Columns)+1) * 8; need > maxScoreMemory {
		return nil, fmt.Errorf("a paired test with %d resamples would need %.1f GiB for its scores; sacre keeps at most %d GiB",
			cfg.Samples, need/(1<<30), maxScoreMemory>>30)
	}
	random := seed == "0" || strings.EqualFold(seed, "none")
	if random {
		rep.Warnings = append(rep.Warnings, fmt.Sprintf("the paired test drew with seed %s, which SacreBLEU takes as a random one: its p-values and intervals are not checked", seed))
	}
	resamplers := make([]metric.Resampler, len(t.Columns))
	stats := make([][]*metric.Stats, len(t.Columns))
	for k, col := range t.Columns {
		spec, err := metric.FromSignature(col.Signature)
		if err != nil {
			return nil, err
		}
		m, err := (&verifier{opt: opt, shared: sh[0]}).metricFor(spec)
		if err != nil {
			return nil, err
		}
		rs, ok := m.(metric.Resampler)
		if !ok {
			return nil, fmt.Errorf("%s has no paired test", m.Name())
		}
		resamplers[k] = rs
		run := signatures.Run{NumRefs: len(in.Refs), Seed: seed}
		if cfg.AR {
			run.AR = cfg.Samples
		} else {
			run.Bootstrap = cfg.Samples
		}
		rep.Metrics[k].Signature = m.Name() + "|" + m.Signature(run).Format(false)
		refs, err := metric.FromStreams(in.Refs...)
		if err != nil {
			return nil, err
		}
		for i, sys := range in.Systems {
			v := &verifier{in: Input{Hyps: sys, Refs: in.Refs}, opt: opt, shared: sh[i]}
			st, err := v.stats(candidate{spec: spec, nrefs: len(in.Refs)}, m, sys, refs)
			if err != nil {
				return nil, err
			}
			stats[k] = append(stats[k], st.rows)
		}
	}
	var results [][]significance.Result
	if !random {
		results = significance.Paired(resamplers, stats, cfg)
	}
	out := make([][]*Value, len(t.Columns)*len(t.Rows))
	for k, col := range t.Columns {
		for i, row := range t.Rows {
			var res *significance.Result
			if results != nil {
				res = &results[k][i]
			}
			out[k*len(t.Rows)+i] = pairedValues(t.Format, row, col.Name, row.Cells[k], res)
		}
	}
	return out, nil
}

// pairedValues compares a cell's bootstrap mean, interval and p-value with sacre's result
// (nil when they are not checked). The text and LaTeX tables mark p <= 0.05 with "*".
func pairedValues(format string, row *Row, name string, c Cell, res *significance.Result) []*Value {
	var mean, ci, p *float64
	if res != nil {
		mean, ci, p = res.Mean, res.CI, res.PValue
	}
	starred := format == "text" || format == "latex"
	var out []*Value
	check := func(what, claimed string, x *float64, star bool) {
		v := &Value{System: row.System, Metric: name, What: what, Claimed: claimed, Status: StatusUnchecked}
		if res != nil {
			v.Sacre, v.Status = "none", StatusDiffers
			if x != nil {
				d := 4 // SacreBLEU's p-values' decimals, for a p-value the claim lacks
				if claimed != "none" {
					d = decimalsOf(strings.TrimSuffix(claimed, "*"))
				}
				v.Sacre = pyfmt.Fixed(*x, d)
				if star && *x <= 0.05 {
					v.Sacre += "*"
				}
				if v.Sacre == claimed {
					v.Status = StatusOK
				}
			}
		}
		out = append(out, v)
	}
	if c.Mean != "" {
		check("μ", c.Mean, mean, false)
	}
	if c.CI != "" {
		check("CI", c.CI, ci, false)
	}
	switch {
	case c.P != "":
		claimed := c.P
		if starred && c.Star {
			claimed += "*"
		}
		check("p", claimed, p, starred)
	case p != nil:
		check("p", "none", p, starred)
	}
	return out
}
