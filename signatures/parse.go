package signatures

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrSyntax is wrapped by every error Parse returns.
var ErrSyntax = errors.New("signatures: malformed signature")

// Form says how a signature is written.
type Form struct {
	// Legacy is SacreBLEU 1.x's form: "key.value" fields joined by "+", keys sorted by their
	// long names (BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.4.14). Otherwise
	// the form is SacreBLEU 2.x's and sacre's: "key:value" joined by "|", version last.
	Legacy bool
	// Short is the abbreviated form (-sh): "#:1|c:mixed" or "c.mixed+#.1".
	Short bool
}

// Metric kinds a signature can describe.
const (
	BLEU = "BLEU"
	CHRF = "chrF"
	TER  = "TER"
)

// Parsed is a signature read back from text, as a paper or a log prints it.
type Parsed struct {
	// Name is the metric's name written before the fields ("BLEU", "chrF2", "chrF2++", "TER"),
	// or "" when the signature was given without it.
	Name string
	// Metric is BLEU, CHRF or TER: from Name, or from the keys when Name is absent.
	Metric string
	// Fields are in the order written, each with its long and short key.
	Fields Signature
	Form   Form
}

// Get returns the value of the field with the long key key.
func (p *Parsed) Get(key string) (string, bool) { return p.Fields.Get(key) }

// Version is the version field's value, "" when there is none (SacreBLEU 1.0 printed none).
func (p *Parsed) Version() string {
	v, _ := p.Fields.Get("version")
	return v
}

// String writes p back in its own form: String(Parse(s)) == s for every signature SacreBLEU
// or sacre prints.
func (p *Parsed) String() string {
	sep, kv := "|", ":"
	if p.Form.Legacy {
		sep, kv = "+", "."
	}
	var b strings.Builder
	b.WriteString(p.Name)
	for _, f := range p.Fields {
		if b.Len() > 0 {
			b.WriteString(sep)
		}
		if p.Form.Short {
			b.WriteString(f.Short)
		} else {
			b.WriteString(f.Key)
		}
		b.WriteString(kv)
		b.WriteString(f.Value)
	}
	return b.String()
}

// keySpec is one key of a signature: its long and short forms and the values it accepts.
type keySpec struct {
	long, short string
	check       func(string) error
}

// The keys SacreBLEU 2.x prints for every metric, and those of each metric; sacre adds ngram
// (BLEU's order when it is not 4) and unorm (its opt-in Unicode normalization).
var (
	modernRun = []keySpec{
		{"nrefs", "#", checkNumRefs}, {"bs", "bs", checkCount}, {"ar", "ar", checkCount},
		{"seed", "rs", checkNonEmpty}, {"test", "t", checkNonEmpty}, {"lang", "l", checkNonEmpty},
		{"origlang", "o", checkNonEmpty}, {"subset", "S", checkNonEmpty}, {"version", "v", checkNonEmpty},
	}
	modernMetric = map[string][]keySpec{
		BLEU: {{"case", "c", checkCase}, {"eff", "e", checkYesNo}, {"tok", "tok", checkNonEmpty},
			{"smooth", "s", checkSmooth}, {"ngram", "ng", checkPositive}, {"unorm", "un", checkUnorm}},
		CHRF: {{"case", "c", checkCase}, {"eff", "e", checkYesNo}, {"nc", "nc", checkCount},
			{"nw", "nw", checkCount}, {"space", "s", checkYesNo}, {"unorm", "un", checkUnorm}},
		TER: {{"case", "c", checkCase}, {"tok", "t", checkNonEmpty}, {"norm", "nr", checkYesNo},
			{"punct", "pn", checkYesNo}, {"asian", "as", checkYesNo}, {"unorm", "un", checkUnorm}},
	}
	// SacreBLEU 1.x: the test-set keys and version for all, then each metric's.
	legacyRun = []keySpec{
		{"test", "t", checkNonEmpty}, {"lang", "l", checkNonEmpty}, {"origlang", "o", checkNonEmpty},
		{"subset", "S", checkNonEmpty}, {"version", "v", checkNonEmpty},
	}
	legacyMetric = map[string][]keySpec{
		BLEU: {{"case", "c", checkLegacyCase}, {"numrefs", "#", checkLegacyNumRefs},
			{"smooth", "s", checkLegacySmooth}, {"tok", "tok", checkNonEmpty}},
		CHRF: {{"case", "c", checkLegacyCase}, {"numrefs", "#", checkLegacyNumRefs},
			{"numchars", "n", checkCount}, {"space", "s", checkBool}, {"tok", "tok", checkNonEmpty}},
		TER: {{"tok", "t", checkNonEmpty}},
	}
)

// Parse reads a signature in any form SacreBLEU 1.x, SacreBLEU 2.x or sacre prints, long or
// short, with or without the metric's name in front:
//
//	BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0
//	BLEU|#:1|c:mixed|e:no|tok:13a|s:exp|v:2.0.0
//	chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0
//	BLEU+case.mixed+lang.de-en+numrefs.1+smooth.exp+test.wmt17+tok.13a+version.1.4.14
//	BLEU+c.mixed+l.de-en+#.1+s.exp+t.wmt17+tok.13a+v.1.4.14
//
// An unknown key, a field without a value, a repeated key or an impossible value is an error
// naming the field.
func Parse(s string) (*Parsed, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("%w: empty signature", ErrSyntax)
	}
	p := &Parsed{}
	sep, kv := "|", ":"
	// A 1.x signature has no "|"; one whose first field is "key.value" or a name before "+".
	if !strings.Contains(s, "|") && !strings.Contains(s, ":") && (strings.Contains(s, "+") || strings.Contains(s, ".")) {
		p.Form.Legacy = true
		sep, kv = "+", "."
	}
	parts := strings.Split(s, sep)
	if !strings.Contains(parts[0], kv) {
		p.Name = parts[0]
		parts = parts[1:]
		kind, err := metricOfName(p.Name)
		if err != nil {
			return nil, err
		}
		p.Metric = kind
	}
	if len(parts) == 0 {
		return nil, fmt.Errorf("%w: %q has no fields after the metric's name", ErrSyntax, s)
	}
	type raw struct{ key, value, text string }
	fields := make([]raw, len(parts))
	for i, part := range parts {
		key, value, ok := strings.Cut(part, kv)
		if !ok || key == "" {
			return nil, fieldError(i, part, fmt.Sprintf("is not %s", map[bool]string{false: "key:value", true: "key.value"}[p.Form.Legacy]))
		}
		fields[i] = raw{key, value, part}
	}
	if p.Metric == "" {
		keys := make([]string, len(fields))
		values := make([]string, len(fields))
		for i, f := range fields {
			keys[i], values[i] = f.key, f.value
		}
		p.Metric = inferMetric(keys, values, p.Form.Legacy)
		if p.Metric == "" {
			return nil, fmt.Errorf("%w: %q names no metric and its keys fit none (BLEU, chrF, TER)", ErrSyntax, s)
		}
	}
	run, own := modernRun, modernMetric[p.Metric]
	if p.Form.Legacy {
		run, own = legacyRun, legacyMetric[p.Metric]
	}
	specs := append(append([]keySpec(nil), run...), own...)
	short, long := 0, 0
	seen := map[string]bool{}
	for i, f := range fields {
		spec, isShort, ok := findKey(specs, f.key, f.value, p.Metric)
		if !ok {
			return nil, fieldError(i, f.text, fmt.Sprintf("has a key %s signatures do not have", describeKey(f.key, p)))
		}
		if spec.long != spec.short {
			if isShort {
				short++
			} else {
				long++
			}
		}
		if seen[spec.long] {
			return nil, fieldError(i, f.text, "repeats the key "+strconv.Quote(spec.long))
		}
		seen[spec.long] = true
		if err := spec.check(f.value); err != nil {
			return nil, fieldError(i, f.text, err.Error())
		}
		p.Fields = append(p.Fields, Field{Key: spec.long, Short: spec.short, Value: f.value})
	}
	if short > 0 && long > 0 {
		return nil, fmt.Errorf("%w: %q mixes long keys and short ones", ErrSyntax, s)
	}
	p.Form.Short = short > 0
	return p, nil
}

// findKey finds the spec of a key as written, and whether it is the short form. Short keys
// that two specs share are told apart by value: TER's "t" is tok when it starts with
// "tercom" and test otherwise.
func findKey(specs []keySpec, key, value, metric string) (keySpec, bool, bool) {
	if metric == TER && key == "t" {
		want := "test"
		if strings.HasPrefix(value, "tercom") {
			want = "tok"
		}
		for _, s := range specs {
			if s.long == want {
				return s, true, true
			}
		}
	}
	for _, s := range specs {
		if s.long == key {
			return s, false, true
		}
	}
	for _, s := range specs {
		if s.short == key {
			return s, true, true
		}
	}
	return keySpec{}, false, false
}

func describeKey(key string, p *Parsed) string {
	form := "SacreBLEU 2.x " + p.Metric
	if p.Form.Legacy {
		form = "SacreBLEU 1.x " + p.Metric
	}
	return strconv.Quote(key) + " " + form
}

func fieldError(i int, text, msg string) error {
	return fmt.Errorf("%w: field %d %q %s", ErrSyntax, i+1, text, msg)
}

// metricOfName tells the metric from its printed name: BLEU, TER, or chrF followed by beta
// and a "+" per word order.
func metricOfName(name string) (string, error) {
	switch name {
	case "BLEU", "TER":
		return name, nil
	}
	if rest, ok := strings.CutPrefix(name, "chrF"); ok {
		digits := strings.TrimRight(rest, "+")
		if digits != "" && strings.Trim(digits, "0123456789") == "" {
			return CHRF, nil
		}
	}
	return "", fmt.Errorf("%w: %q is not a metric's name (BLEU, chrF2, chrF2++, TER, ...)", ErrSyntax, name)
}

// inferMetric guesses the metric of a signature printed without its name, from the keys (and
// values) only one metric has.
func inferMetric(keys, values []string, legacy bool) string {
	for i, k := range keys {
		v := values[i]
		isBool := v == "yes" || v == "no" || v == "true" || v == "false" || v == "True" || v == "False"
		switch {
		case (k == "tok" || k == "t") && strings.HasPrefix(v, "tercom"):
			return TER
		case !legacy && (k == "norm" || k == "nr" || k == "punct" || k == "pn" || k == "asian" || k == "as"):
			return TER
		case k == "smooth" || k == "s" && !isBool || !legacy && (k == "ng" || k == "ngram"):
			return BLEU
		case !legacy && (k == "nc" || k == "nw") || k == "space" || k == "s" && isBool || legacy && (k == "numchars" || k == "n"):
			return CHRF
		}
	}
	for _, k := range keys {
		if k == "tok" {
			return BLEU
		}
	}
	return ""
}

func checkNonEmpty(v string) error {
	if v == "" {
		return errors.New("has an empty value")
	}
	return nil
}

func checkCount(v string) error {
	if n, err := strconv.Atoi(v); err != nil || n < 0 || strconv.Itoa(n) != v {
		return fmt.Errorf("has %q where a count is expected", v)
	}
	return nil
}

func checkPositive(v string) error {
	if n, err := strconv.Atoi(v); err != nil || n < 1 || strconv.Itoa(n) != v {
		return fmt.Errorf("has %q where a positive number is expected", v)
	}
	return nil
}

func checkNumRefs(v string) error {
	if v == "var" {
		return nil
	}
	if err := checkPositive(v); err != nil {
		return fmt.Errorf("has %q where a number of references or \"var\" is expected", v)
	}
	return nil
}

// checkLegacyNumRefs also takes "?", which SacreBLEU 1.4 and 1.5 print when the API was
// called without references.
func checkLegacyNumRefs(v string) error {
	if v == "?" {
		return nil
	}
	if err := checkPositive(v); err != nil {
		return fmt.Errorf("has %q where a number of references is expected", v)
	}
	return nil
}

func checkOneOf(v string, allowed ...string) error {
	for _, a := range allowed {
		if v == a {
			return nil
		}
	}
	return fmt.Errorf("has %q where %s is expected", v, strings.Join(allowed, " or "))
}

func checkYesNo(v string) error { return checkOneOf(v, "yes", "no") }

// checkBool takes Python's booleans as 1.x printed them: as they are (1.3) or lowercased (1.4).
func checkBool(v string) error { return checkOneOf(v, "true", "false", "True", "False") }

func checkCase(v string) error { return checkOneOf(v, "mixed", "lc", "fold") }

func checkLegacyCase(v string) error { return checkOneOf(v, "mixed", "lc") }

func checkUnorm(v string) error { return checkOneOf(v, "nfc", "nfkc") }

// checkSmooth takes exp, none, floor[V] and add-k[V] with V printed to two decimals.
func checkSmooth(v string) error {
	if v == "exp" || v == "none" {
		return nil
	}
	for _, m := range []string{"floor", "add-k"} {
		if rest, ok := strings.CutPrefix(v, m+"["); ok {
			num, ok := strings.CutSuffix(rest, "]")
			if ok && isFixed2(num) {
				return nil
			}
			return fmt.Errorf("has %q where %s[VALUE] with two decimals is expected", v, m)
		}
	}
	return fmt.Errorf("has %q where exp, none, floor[VALUE] or add-k[VALUE] is expected", v)
}

// checkLegacySmooth takes 1.x's method names (1.3's add-n among them), 1.5's floor[V] and
// add-k[V], and 1.0's smoothing value (a number).
func checkLegacySmooth(v string) error {
	switch v {
	case "exp", "none", "floor", "add-k", "add-n":
		return nil
	}
	if strings.HasSuffix(v, "]") {
		return checkSmooth(v)
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return nil
	}
	return fmt.Errorf("has %q where exp, none, floor or add-k is expected", v)
}

// isFixed2 reports whether s is a number printed with exactly two decimals, e.g. "0.10".
func isFixed2(s string) bool {
	s = strings.TrimPrefix(s, "-")
	whole, frac, ok := strings.Cut(s, ".")
	return ok && len(frac) == 2 && whole != "" &&
		strings.Trim(whole, "0123456789") == "" && strings.Trim(frac, "0123456789") == ""
}
