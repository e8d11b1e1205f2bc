package signatures

import (
	"errors"
	"strings"
	"testing"
)

// TestRegisterMetric reads the signature of a metric registered by its package, as a fourth
// metric's would be: keys long and short, values checked, short forms given by NewFor.
func TestRegisterMetric(t *testing.T) {
	RegisterMetric("WERtest", []Key{{Long: "norm", Short: "nm"}, {Long: "unit", Short: "u", Check: func(v string) error {
		if v != "word" && v != "char" {
			return errors.New("is neither word nor char")
		}
		return nil
	}}})
	sig := NewFor("WERtest", Run{NumRefs: 1}, Field{Key: "norm", Value: "none"}, Field{Key: "unit", Value: "word"})
	want := "nrefs:1|norm:none|unit:word|version:" + Version
	if got := sig.Format(false); got != want {
		t.Errorf("NewFor: %q, want %q", got, want)
	}
	for s, canonical := range map[string]string{"WERtest|" + want: "WERtest|" + want, "wertest|" + sig.Format(true): "WERtest|" + sig.Format(true)} {
		p, err := Parse(s)
		if err != nil || p.Metric != "WERtest" || p.String() != canonical {
			t.Errorf("Parse(%q) = %v, %v", s, p, err)
		}
	}
	if _, err := Parse("WERtest|nrefs:1|unit:syllable|version:2.6.0"); err == nil || !strings.Contains(err.Error(), "neither word nor char") {
		t.Errorf("bad value: %v", err)
	}
}
