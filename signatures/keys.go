package signatures

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// keySpec is one key of a signature: its long and short forms and the values it accepts.
type keySpec struct {
	long, short string
	check       checker
}

// A checker returns an error for a value no release printed. A value whose meaning is clear
// but which no release printed that way (floor[0.1], eff:true) is returned as SacreBLEU
// prints it, with a note saying how it differs; other values are returned unchanged.
type checker func(v string) (canonical, note string, err error)

// The keys SacreBLEU 2.x prints for every metric, and those of each metric; sacre adds ngram
// (BLEU's order when it is not 4), unorm (its opt-in Unicode normalization) and corr (sacre
// report's correction of p-values for the number of pairs).
var (
	modernRun = []keySpec{
		{"nrefs", "#", checkNumRefs}, {"bs", "bs", checkCount}, {"ar", "ar", checkCount},
		{"seed", "rs", checkNonEmpty}, {"corr", "corr", checkCorrection}, {"test", "t", checkNonEmpty}, {"lang", "l", checkNonEmpty},
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

// A Key is one key of a metric's signature: its long and short forms, and Check, which
// refuses a value no release printed (nil: any value but the empty one).
type Key struct {
	Long, Short string
	Check       func(value string) error
}

// registered are the metrics added with RegisterMetric, by name, with their keys.
var (
	registryMu sync.RWMutex
	registered = map[string][]keySpec{}
)

// RegisterMetric makes Parse read the signatures of a metric beyond SacreBLEU's three (whose
// keys are built in), by its printed name (matched without regard to case) and its keys, in the
// 2.x syntax; New and NewFor give its fields their short forms. A metric's package registers
// itself when it is initialized.
func RegisterMetric(name string, keys []Key) {
	specs := make([]keySpec, len(keys))
	for i, k := range keys {
		check := checkNonEmpty
		if k.Check != nil {
			c := k.Check
			check = func(v string) (string, string, error) {
				if err := c(v); err != nil {
					return "", "", err
				}
				return v, "", nil
			}
		}
		specs[i] = keySpec{k.Long, k.Short, check}
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	registered[name] = specs
}

// registeredMetric finds a registered metric by its printed name, without regard to case.
func registeredMetric(name string) (string, []keySpec, bool) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	for n, specs := range registered {
		if strings.EqualFold(n, name) {
			return n, specs, true
		}
	}
	return "", nil, false
}

// metricKeys are the 2.x keys of a metric's own fields: built in, or registered.
func metricKeys(metric string) []keySpec {
	if specs, ok := modernMetric[metric]; ok {
		return specs
	}
	_, specs, _ := registeredMetric(metric)
	return specs
}

// keySpecs are the keys of a metric's signatures in one syntax: SacreBLEU 1.x's or 2.x's.
func keySpecs(metric string, legacy bool) []keySpec {
	if legacy {
		return append(append([]keySpec(nil), legacyRun...), legacyMetric[metric]...)
	}
	return append(append([]keySpec(nil), modernRun...), metricKeys(metric)...)
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

// everPrinted reports whether some SacreBLEU release or sacre printed key in some metric's
// signature, long or short.
func everPrinted(key string) bool {
	tables := [][]keySpec{modernRun, legacyRun}
	for _, m := range []string{BLEU, CHRF, TER} {
		tables = append(tables, modernMetric[m], legacyMetric[m])
	}
	registryMu.RLock()
	for _, specs := range registered {
		tables = append(tables, specs)
	}
	registryMu.RUnlock()
	for _, t := range tables {
		for _, s := range t {
			if s.long == key || s.short == key {
				return true
			}
		}
	}
	return false
}

func checkNonEmpty(v string) (string, string, error) {
	if v == "" {
		return "", "", errors.New("has no value")
	}
	return v, "", nil
}

// checkCorrection accepts the corrections sacre report applies.
func checkCorrection(v string) (string, string, error) {
	if v != "holm" && v != "bonferroni" {
		return "", "", fmt.Errorf("has %q where holm or bonferroni is expected", v)
	}
	return v, "", nil
}

func checkCount(v string) (string, string, error) {
	if n, err := strconv.Atoi(v); err != nil || n < 0 || strconv.Itoa(n) != v {
		return "", "", fmt.Errorf("has %q where a count is expected", v)
	}
	return v, "", nil
}

func checkPositive(v string) (string, string, error) {
	if n, err := strconv.Atoi(v); err != nil || n < 1 || strconv.Itoa(n) != v {
		return "", "", fmt.Errorf("has %q where a positive number is expected", v)
	}
	return v, "", nil
}

func checkNumRefs(v string) (string, string, error) {
	if v == "var" {
		return v, "", nil
	}
	if _, _, err := checkPositive(v); err != nil {
		return "", "", fmt.Errorf("has %q where a number of references or \"var\" is expected", v)
	}
	return v, "", nil
}

// checkLegacyNumRefs also takes "?", which SacreBLEU 1.4 and 1.5 print when the API was
// called without references.
func checkLegacyNumRefs(v string) (string, string, error) {
	if v == "?" {
		return v, "", nil
	}
	if _, _, err := checkPositive(v); err != nil {
		return "", "", fmt.Errorf("has %q where a number of references is expected", v)
	}
	return v, "", nil
}

func checkOneOf(v string, allowed ...string) (string, string, error) {
	for _, a := range allowed {
		if v == a {
			return v, "", nil
		}
	}
	return "", "", fmt.Errorf("has %q where %s is expected", v, strings.Join(allowed, " or "))
}

// checkYesNo takes 2.x's yes and no, and Python's booleans (which 1.x printed) as a repair.
func checkYesNo(v string) (string, string, error) {
	switch v {
	case "yes", "no":
		return v, "", nil
	case "true", "True", "false", "False":
		return YesNo(strings.EqualFold(v, "true")), "SacreBLEU 2.x prints yes or no", nil
	}
	return checkOneOf(v, "yes", "no")
}

// checkBool takes Python's booleans as 1.x printed them: as they are (1.3) or lowercased
// (1.4), and 2.x's yes and no as a repair.
func checkBool(v string) (string, string, error) {
	switch v {
	case "true", "false", "True", "False":
		return v, "", nil
	case "yes", "no":
		return map[string]string{"yes": "true", "no": "false"}[v], "SacreBLEU 1.x printed true or false", nil
	}
	return checkOneOf(v, "true", "false", "True", "False")
}

func checkCase(v string) (string, string, error) { return checkOneOf(v, "mixed", "lc", "fold") }

func checkLegacyCase(v string) (string, string, error) { return checkOneOf(v, "mixed", "lc") }

func checkUnorm(v string) (string, string, error) { return checkOneOf(v, "nfc", "nfkc") }

// checkSmooth takes exp, none, floor[V] and add-k[V], V printed with two decimals (other
// decimals are a repair).
func checkSmooth(v string) (string, string, error) {
	if v == "exp" || v == "none" {
		return v, "", nil
	}
	for _, m := range []string{"floor", "add-k"} {
		if rest, ok := strings.CutPrefix(v, m+"["); ok {
			num, ok := strings.CutSuffix(rest, "]")
			switch {
			case ok && isFixed2(num):
				return v, "", nil
			case ok && isDecimal(num):
				return m + "[" + fixed2(num) + "]", "SacreBLEU prints the value with two decimals", nil
			}
			return "", "", fmt.Errorf("has %q where %s[VALUE] is expected", v, m)
		}
	}
	return "", "", fmt.Errorf("has %q where exp, none, floor[VALUE] or add-k[VALUE] is expected", v)
}

// checkLegacySmooth takes 1.x's method names (1.3's add-n among them), 1.5's floor[V] and
// add-k[V], and 1.0's smoothing value (a number).
func checkLegacySmooth(v string) (string, string, error) {
	switch v {
	case "exp", "none", "floor", "add-k", "add-n":
		return v, "", nil
	}
	if strings.HasSuffix(v, "]") {
		return checkSmooth(v)
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return v, "", nil
	}
	return "", "", fmt.Errorf("has %q where exp, none, floor or add-k is expected", v)
}

// isFixed2 reports whether s is a number printed with exactly two decimals, e.g. "0.10".
func isFixed2(s string) bool {
	_, frac, _ := strings.Cut(s, ".")
	return isDecimal(s) && len(frac) == 2
}

// isDecimal reports whether s is a plain decimal number: digits, optionally a point and
// more digits, optionally a minus sign in front.
func isDecimal(s string) bool {
	s = strings.TrimPrefix(s, "-")
	whole, frac, hasPoint := strings.Cut(s, ".")
	return whole != "" && strings.Trim(whole, "0123456789") == "" && strings.Trim(frac, "0123456789") == "" &&
		(!hasPoint || frac != "")
}

// fixed2 writes a decimal number with two decimals, as SacreBLEU prints smoothing values.
func fixed2(s string) string {
	x, _ := strconv.ParseFloat(s, 64)
	return strconv.FormatFloat(x, 'f', 2, 64)
}
