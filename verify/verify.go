package verify

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
	"github.com/sacre-mt/sacre/tokenizers"
)

// Input is what a claim is checked against.
type Input struct {
	Hyps []string
	// Refs are reference streams: Refs[k][i] is reference k of segment i, as files give them.
	Refs [][]string
}

// Options tune Verify; the zero value is the default.
//
// verify imports neither MeCab (ja-mecab, ko-mecab) nor SentencePiece (spm, flores101,
// flores200, spBLEU-1K), which would make a program tens of megabytes larger: a program that
// verifies claims with them imports tokenizers/mecab or tokenizers/spm, which register them
// with tokenizers.New, or makes them with Tokenizer. Without them, such a claim is an error
// and the diagnosis leaves them out.
type Options struct {
	// Tokenizer, if set, makes BLEU's tokenizers other than the five that need no outside
	// data (13a, intl, none, char, zh), e.g. SentencePiece's from a model file at hand. It
	// returns a nil Tokenizer and no error for the names it leaves to tokenizers.New. nil
	// leaves every name to tokenizers.New, which knows those of the packages the program
	// imports.
	Tokenizer func(name string) (tokenizers.Tokenizer, error)
	// ExtraTokenizers are tried in the diagnosis besides none, 13a, intl, char, zh and, for
	// Japanese or Korean text, the MeCab ones: e.g. the SentencePiece tokenizers whose models
	// are at hand.
	ExtraTokenizers []string
	// NoDiagnosis skips recomputing under nearby configurations when the claim fails.
	NoDiagnosis bool
}

// A Report is the outcome of Verify.
type Report struct {
	Claim string `json:"claim"`
	// Signature is sacre's signature for the configuration the claim's signature describes.
	Signature string `json:"signature"`
	// Score is sacre's score at full precision, on SacreBLEU 2.x's 0-100 scale.
	Score float64 `json:"score"`
	// Printed is sacre's score in the claim's units and with its decimals.
	Printed string `json:"printed"`
	// Stats are sacre's BLEU statistics, printed as the claim's, when the claim has them.
	Stats string `json:"stats,omitempty"`
	// Mean and CI are sacre's bootstrap estimate and confidence half-width, printed as the
	// claim's, when the claim has them.
	Mean       string `json:"mean,omitempty"`
	CI         string `json:"ci,omitempty"`
	Reproduced bool   `json:"reproduced"`
	// How says how the claim reproduces: at its precision, or by rounding the number
	// SacreBLEU printed (a paper quoting 27.3 from SacreBLEU's 27.25).
	How string `json:"how,omitempty"`
	// Differences are the printed numbers of the claim that sacre computes otherwise: the
	// score, BLEU's statistics, the confidence interval.
	Differences []Difference `json:"differences"`
	Warnings    []string     `json:"warnings"`
	// Tried counts the nearby configurations recomputed; Matches are those that reproduce
	// every printed number of the claim, fewest changes first.
	Tried   int        `json:"tried"`
	Matches []*Variant `json:"matches"`
}

// A Variant is a configuration near the claimed one, and its score.
type Variant struct {
	// Changes name what differs from the claim's signature, e.g. "tok:13a→intl", "case:mixed→lc",
	// "references:2→1", "hypotheses and references swapped".
	Changes   []string `json:"changes"`
	Signature string   `json:"signature"`
	Score     float64  `json:"score"`
	Printed   string   `json:"printed"`
	How       string   `json:"how,omitempty"`
	// Why names the SacreBLEU release or habit the changes correspond to, if one does.
	Why string `json:"why,omitempty"`

	changes []change // Changes, typed: what Why and the comparison of variants go by
}

// A candidate is a configuration to score: a metric spec, how many reference streams it
// uses, whether hypotheses and references trade places, and the claim's scale it assumes.
type candidate struct {
	spec    metric.Spec
	nrefs   int
	swapped bool
	scale   float64  // 1, or 0.01 for SacreBLEU 1.x's chrF and TER printed in [0, 1]
	changes []change // those that its spec's signature does not show
}

// Verify recomputes the claim on in and reports whether it reproduces, with a diagnosis when
// it does not. A claim reproduces when every number it prints does: the score, BLEU's
// statistics and the confidence interval. References that do not match the signature's
// nrefs are an error.
func Verify(c *Claim, in Input, opt Options) (*Report, error) {
	return verifyShared(c, in, opt, &shared{})
}

// VerifyClaims verifies claims about one system, as Verify does each, computing the
// statistics they have in common once.
func VerifyClaims(claims []*Claim, in Input, opt Options) (Reports, error) {
	sh := &shared{}
	reps := make(Reports, len(claims))
	for i, c := range claims {
		var err error
		if reps[i], err = verifyShared(c, in, opt, sh); err != nil {
			return nil, err
		}
	}
	return reps, nil
}

// shared is what verifications of the same system share: statistics (by statsKey) and
// tokenizers.
type shared struct {
	stats map[string]*cachedStats
	toks  map[string]madeTokenizer
}

func verifyShared(c *Claim, in Input, opt Options, sh *shared) (*Report, error) {
	if len(in.Refs) == 0 {
		return nil, errors.New("no references")
	}
	spec, err := metric.FromSignature(c.Signature)
	if err != nil {
		return nil, err
	}
	v := &verifier{claim: c, in: in, opt: opt, ver: releaseOf(c.Signature), shared: sh}
	base := candidate{spec: spec, nrefs: len(in.Refs), scale: v.ver.scale(c)}
	if err := v.checkRefs(); err != nil {
		return nil, err
	}
	rep := &Report{Claim: c.String(), Warnings: append([]string{}, c.Notes...), Matches: []*Variant{}, Differences: []Difference{}}
	rep.Warnings = append(rep.Warnings, v.ver.adapt(c, &base, in)...)
	res, err := v.score(base)
	if err != nil {
		return nil, err
	}
	rep.Warnings = append(rep.Warnings, v.ver.after(c, res.Score)...)
	v.baseSig = res.sig
	rep.Signature, rep.Stats = res.Signature, res.stats
	rep.Score, rep.Printed, rep.Reproduced, rep.How = res.Score, res.Printed, res.ok, res.How
	rep.Differences = append(rep.Differences, res.diffs...)
	if rep.Reproduced && c.Stats != nil {
		rep.How += ", with BLEU's statistics"
	}
	rep.Warnings = append(rep.Warnings, v.fieldWarnings(res.sig)...)
	rep.Warnings = append(rep.Warnings, v.defaultWarnings(res.sig)...)
	scoreOK := !slices.ContainsFunc(rep.Differences, func(d Difference) bool { return d.What == whatScore })
	if c.Mean != "" && scoreOK {
		if err := v.interval(base, rep); err != nil {
			return nil, err
		}
	}
	onlyInterval := !slices.ContainsFunc(rep.Differences, func(d Difference) bool { return d.What != whatInterval })
	if rep.Reproduced || opt.NoDiagnosis || onlyInterval {
		return rep, nil // an interval alone that differs needs no diagnosis: the score reproduces
	}
	if size := inputBytes(in); size > maxDiagnosisBytes {
		rep.Warnings = append(rep.Warnings, fmt.Sprintf("no diagnosis: recomputing nearby configurations on %.0f MB of text "+
			"could take more memory than a run should (at most %d MB)", float64(size)/1e6, maxDiagnosisBytes/1_000_000))
		return rep, nil
	}
	v.diagnose(base, res.key, rep)
	return rep, nil
}

// diagnose recomputes the nearby configurations and keeps those that reproduce the claim.
func (v *verifier) diagnose(base candidate, baseKey string, rep *Report) {
	seen := map[string]bool{baseKey: true}
	for _, cand := range v.neighbours(base) {
		r, err := v.score(cand)
		if err != nil {
			continue // a tokenizer that cannot be made here, e.g. a missing SentencePiece model
		}
		if seen[r.key] {
			continue
		}
		seen[r.key] = true
		rep.Tried++
		if r.ok {
			r.changes = append(v.changes(r.sig), cand.changes...)
			r.Changes, r.Why = changeTexts(r.changes), explain(r.changes, v.claim.Signature.Metric)
			rep.Matches = append(rep.Matches, &r.Variant)
		}
	}
	slices.SortStableFunc(rep.Matches, func(a, b *Variant) int { return len(a.Changes) - len(b.Changes) })
}

// maxDiagnosisBytes bounds the text a diagnosis recomputes: each of its dozens of
// configurations tokenizes it anew and keeps statistics.
const maxDiagnosisBytes = 200_000_000

// inputBytes is the size of the hypotheses and references.
func inputBytes(in Input) int {
	n := 0
	for _, lines := range append([][]string{in.Hyps}, in.Refs...) {
		for _, l := range lines {
			n += len(l)
		}
	}
	return n
}

// Bounds on the resampling a claim's signature can ask for: memory for the scores, and
// resamples x segments summed (5e10 is minutes on two cores).
const (
	maxScoreMemory  = 4 << 30
	maxResampleWork = 5e10
)

// interval checks a claimed confidence interval: SacreBLEU's bootstrap with the signature's
// resamples (bs) and seed, which sacre draws exactly as NumPy does.
func (v *verifier) interval(base candidate, rep *Report) error {
	p := v.claim.Signature
	bs, okBS := p.Get("bs")
	seedText, okSeed := p.Get("seed")
	n, err := strconv.Atoi(bs)
	switch {
	case !okBS || !okSeed || err != nil || n < 1:
		rep.Warnings = append(rep.Warnings, "the claim has a confidence interval but its signature no bs and seed: the interval is not checked")
		return nil
	case strings.EqualFold(seedText, "none"):
		rep.Warnings = append(rep.Warnings, "the interval was drawn with a random seed (seed:none): it is not checked")
		return nil
	case float64(n)*16 > maxScoreMemory:
		rep.Warnings = append(rep.Warnings, fmt.Sprintf("the interval's %d resamples (bs:%d) would need %.1f GiB for their scores: it is not checked",
			n, n, float64(n)*16/(1<<30)))
		return nil
	case float64(n)*float64(len(v.in.Hyps)) > maxResampleWork:
		rep.Warnings = append(rep.Warnings, fmt.Sprintf("the interval's %d resamples of %d segments are too much work to redo: it is not checked",
			n, len(v.in.Hyps)))
		return nil
	}
	seed, err := significance.ParseSeed(seedText)
	if err != nil {
		return err
	}
	m, err := base.spec.New()
	if err != nil {
		return err
	}
	rs, ok := m.(metric.Resampler)
	if !ok {
		return fmt.Errorf("%s has no bootstrap", m.Name())
	}
	refs, err := metric.FromStreams(v.in.Refs[:base.nrefs]...)
	if err != nil {
		return err
	}
	st, err := v.stats(base, m, v.in.Hyps, refs) // computed already, for the score
	if err != nil {
		return err
	}
	mean, ci := significance.ConfidenceInterval(rs, st.rows, n, seed)
	rep.Signature = m.Name() + "|" + m.Signature(signatures.Run{NumRefs: refs.NumRefs(), Bootstrap: n, Seed: seedText}).Format(false)
	rep.Mean = pyfmt.Fixed(mean*base.scale, decimalsOf(v.claim.Mean))
	rep.CI = pyfmt.Fixed(ci*base.scale, decimalsOf(v.claim.CI))
	if rep.Mean != v.claim.Mean || rep.CI != v.claim.CI {
		rep.Reproduced = false
		rep.How = ""
		rep.Differences = append(rep.Differences, Difference{What: whatInterval, Claimed: v.claim.Mean + " ± " + v.claim.CI,
			Sacre: rep.Mean + " ± " + rep.CI, Meaning: fmt.Sprintf("sacre's bootstrap with the signature's %d resamples and seed %s", n, seedText)})
		return nil
	}
	if rep.Reproduced {
		rep.How += fmt.Sprintf(", with its confidence interval (%d resamples, seed %s)", n, seedText)
	}
	return nil
}

type verifier struct {
	claim   *Claim
	in      Input
	opt     Options
	ver     release
	baseSig signatures.Signature
	*shared
}

type cachedStats struct {
	rows *metric.Stats
	sum  []float64
}

// stats computes a candidate's statistics once for all candidates with the same statsKey.
func (v *verifier) stats(c candidate, m metric.Metric, hyps []string, refs metric.Refs) (*cachedStats, error) {
	key := statsKey(c)
	if st, ok := v.shared.stats[key]; ok {
		return st, nil
	}
	rows, err := metric.CorpusStats(m, hyps, refs)
	if err != nil {
		return nil, err
	}
	if v.shared.stats == nil {
		v.shared.stats = map[string]*cachedStats{}
	}
	st := &cachedStats{rows: rows, sum: rows.Sum()}
	v.shared.stats[key] = st
	return st, nil
}

// metricFor builds the metric spec configures, with BLEU's tokenizer made by
// Options.Tokenizer when it makes that one.
func (v *verifier) metricFor(spec metric.Spec) (metric.Metric, error) {
	b := spec.BLEU()
	if b == nil || v.opt.Tokenizer == nil || b.Tokenizer != nil || slices.Contains(pureTokenizers, b.Tokenize) {
		return spec.New()
	}
	tok, err := v.tokenizer(b.Tokenize)
	if err != nil {
		return nil, err
	}
	if tok != nil {
		spec = spec.Clone()
		spec.BLEU().Tokenizer = tok
	}
	return spec.New()
}

// pureTokenizers are BLEU's tokenizers that need no outside data: package tokenizers makes
// them whatever the program imports.
var pureTokenizers = []string{"13a", "intl", "none", "char", "zh"}

// tokenizer makes a tokenizer with Options.Tokenizer once per name (nil when it leaves the
// name to tokenizers.New): a model is loaded once, and one that cannot be is tried once.
func (v *verifier) tokenizer(name string) (tokenizers.Tokenizer, error) {
	if m, ok := v.toks[name]; ok {
		return m.tok, m.err
	}
	tok, err := v.opt.Tokenizer(name)
	if v.toks == nil {
		v.toks = map[string]madeTokenizer{}
	}
	v.toks[name] = madeTokenizer{tok, err}
	return tok, err
}

// madeTokenizer is what Options.Tokenizer made of a name.
type madeTokenizer struct {
	tok tokenizers.Tokenizer
	err error
}

// statsKey identifies the statistics a candidate needs: its configuration without the
// options that only change the formula, and its data.
func statsKey(c candidate) string {
	return fmt.Sprintf("%s %s %d %v", c.spec.Kind().Name, c.spec.Config.StatsKey(), c.nrefs, c.swapped)
}

type result struct {
	Variant
	sig   signatures.Signature
	key   string
	ok    bool
	diffs []Difference // what the claim prints and this configuration does not give
	stats string       // BLEU's statistics, printed as the claim's
}

// score computes a candidate and compares it with the claim.
func (v *verifier) score(c candidate) (*result, error) {
	m, err := v.metricFor(c.spec)
	if err != nil {
		return nil, err
	}
	hyps, streams := v.in.Hyps, v.in.Refs[:c.nrefs]
	if c.swapped {
		hyps, streams = streams[0], [][]string{hyps}
	}
	refs, err := metric.FromStreams(streams...)
	if err != nil {
		return nil, err
	}
	// Smoothing and effective order (BLEU), beta and epsilon smoothing (chrF) change only the
	// formula: variants that differ in them share their statistics.
	st, err := v.stats(c, m, hyps, refs)
	if err != nil {
		return nil, err
	}
	s := m.Compute(st.sum)
	sig := m.Signature(signatures.Run{NumRefs: refs.NumRefs()})
	full := m.Name() + "|" + sig.Format(false)
	r := &result{sig: sig, key: fmt.Sprint(full, c.swapped, c.scale)}
	r.Signature, r.Score = full, s.Score
	r.Printed, r.ok, r.How = v.compare(s.Score, c.scale)
	if !r.ok {
		r.diffs = append(r.diffs, Difference{What: whatScore, Claimed: v.claim.Score, Sacre: r.Printed, Meaning: v.distance(s.Score * c.scale)})
	}
	if b, isBLEU := m.(*metric.BLEU); isBLEU && v.claim.Stats != nil {
		bs := b.ComputeBLEU(st.sum)
		r.stats = statsOf(v.claim.Stats, bs).String()
		r.diffs = append(r.diffs, compareStats(v.claim.Stats, bs)...)
		r.ok = r.ok && len(r.diffs) == 0
	}
	return r, nil
}

// distance says how far sacre's score (in the claim's units) is from the claimed number.
func (v *verifier) distance(x float64) string {
	claimed, _ := strconv.ParseFloat(v.claim.Score, 64)
	d := pyfmt.Fixed(math.Abs(x-claimed), v.claim.decimals+1)
	if x < claimed {
		return d + " below the claim"
	}
	return d + " above the claim"
}

// compare formats score in the claim's units with its decimals. The claim reproduces when
// that is the claimed number, or when the claim has fewer decimals than SacreBLEU printed
// and rounding the printed number gives the claim.
func (v *verifier) compare(score, scale float64) (printed string, ok bool, how string) {
	c := v.claim
	x := score * scale
	printed = pyfmt.Fixed(x, c.decimals)
	if printed == c.Score {
		return printed, true, fmt.Sprintf("at the claim's precision (%s)", plural(c.decimals, "decimal"))
	}
	width := v.ver.width(c.Signature.Metric, scale)
	if c.decimals < width {
		shown := pyfmt.Fixed(x, width)
		if roundHalfUp(shown, c.decimals) == c.Score {
			return printed, true, fmt.Sprintf("by rounding %s, as SacreBLEU %s prints it, to %s", shown, v.ver.name, plural(c.decimals, "decimal"))
		}
	}
	return printed, false, ""
}

// roundHalfUp rounds a printed decimal number to d decimals as people do by hand: 22.45 to
// one decimal is 22.5 (Python's format would give 22.4 from the binary value below 22.45).
func roundHalfUp(s string, d int) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) <= d {
		return s
	}
	digits := []byte(whole + frac[:d])
	if frac[d] >= '5' {
		i := len(digits) - 1
		for ; i >= 0 && digits[i] == '9'; i-- {
			digits[i] = '0'
		}
		if i < 0 {
			digits = append([]byte{'1'}, digits...)
		} else {
			digits[i]++
		}
	}
	out := string(digits[:len(digits)-d])
	if d > 0 {
		out += "." + string(digits[len(digits)-d:])
	}
	if neg && strings.Trim(out, "0.") != "" {
		out = "-" + out
	}
	return out
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// checkRefs compares the references given with the signature's count: scoring with other
// references than the claim's would prove nothing.
func (v *verifier) checkRefs() error {
	want, key := "", ""
	for _, k := range []string{"nrefs", "numrefs"} {
		if n, ok := v.claim.Signature.Get(k); ok {
			want, key = n, k
		}
	}
	n, err := strconv.Atoi(want)
	if err != nil {
		return nil // var, ?, or no count
	}
	if have := len(v.in.Refs); have != n {
		return fmt.Errorf("the signature says %s (%s:%d) but %s given: give the references the claim was computed with",
			plural(n, "reference"), key, n, pluralVerb(have, "reference was", "references were"))
	}
	return nil
}

func pluralVerb(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// defaultWarnings names the fields sacre's signature has and the claim's lacks: each was
// taken as SacreBLEU's default.
func (v *verifier) defaultWarnings(ours signatures.Signature) []string {
	p := v.claim.Signature
	if p.Release1() {
		return nil // 1.x printed fewer fields; FromSignature knows their defaults
	}
	var missing []string
	for _, f := range ours {
		switch f.Key {
		case "version", "nrefs", "bs", "ar", "seed":
			continue
		}
		if _, ok := p.Get(f.Key); !ok {
			missing = append(missing, f.Key+":"+f.Value)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return []string{fmt.Sprintf("the signature has no %s: taken as SacreBLEU's default%s, %s",
		strings.Join(keysOf(missing), ", "), map[bool]string{true: "", false: "s"}[len(missing) == 1], strings.Join(missing, ", "))}
}

func keysOf(fields []string) []string {
	keys := make([]string, len(fields))
	for i, f := range fields {
		keys[i], _, _ = strings.Cut(f, ":")
	}
	return keys
}

// fieldWarnings names the fields of the claim's signature that sacre's configuration prints
// differently, such as another MeCab version in tok.
func (v *verifier) fieldWarnings(ours signatures.Signature) []string {
	var out []string
	for _, f := range v.claim.Signature.Fields {
		switch f.Key {
		case "version", "nrefs", "numrefs", "bs", "ar", "seed", "test", "lang", "origlang", "subset":
			continue
		}
		if v.claim.Signature.Form.Legacy && f.Key != "tok" {
			continue // 1.x spells its fields differently; FromSignature read them
		}
		if mine, ok := ours.Get(f.Key); ok && mine != f.Value && !(v.claim.Signature.Metric == signatures.TER && f.Key == "tok") {
			out = append(out, fmt.Sprintf("the signature's %s:%s is %s:%s in sacre; scores may differ", f.Key, f.Value, f.Key, mine))
		}
	}
	return out
}
