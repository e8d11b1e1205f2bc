package metric

import (
	"errors"
	"reflect"
	"testing"

	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/signatures"
)

func float(v float64) *float64 { return &v }

// TestFromSignatureRoundTrip builds metrics, prints their signatures (long and short), parses
// them back and configures a metric from each: it must print the same signature.
func TestFromSignatureRoundTrip(t *testing.T) {
	chrf := func(f func(*CHRFConfig)) Spec {
		c := NewCHRFConfig()
		f(&c)
		return Spec{Config: &c}
	}
	specs := []Spec{
		{Config: &BLEUConfig{}},
		{Config: &BLEUConfig{Lowercase: true, Tokenize: "intl", SmoothMethod: "floor", EffectiveOrder: true}},
		{Config: &BLEUConfig{Tokenize: "none", SmoothMethod: "add-k", SmoothValue: float(0.5)}},
		{Config: &BLEUConfig{Tokenize: "char", SmoothMethod: "none", MaxNgramOrder: 2}},
		{Config: &BLEUConfig{Tokenize: "zh", Normalize: normalize.Config{Form: "nfkc", CaseFold: true}}},
		{Config: func() *CHRFConfig { c := NewCHRFConfig(); return &c }()},
		chrf(func(c *CHRFConfig) { c.WordOrder = 2 }),
		chrf(func(c *CHRFConfig) { c.Beta, c.CharOrder, c.WordOrder, c.Whitespace = 1, 4, 1, true }),
		chrf(func(c *CHRFConfig) { c.Lowercase, c.EpsSmoothing = true, true }),
		chrf(func(c *CHRFConfig) { c.Normalize.Form = "nfc" }),
		{Config: &TERConfig{}},
		{Config: &TERConfig{CaseSensitive: true, Normalized: true, NoPunct: true, AsianSupport: true}},
		{Config: &TERConfig{Normalize: normalize.Config{CaseFold: true}}},
	}
	runs := []signatures.Run{{NumRefs: 1}, {NumRefs: 2, Bootstrap: 1000, Seed: "12345"}}
	for _, spec := range specs {
		m, err := spec.New()
		if err != nil {
			t.Fatal(err)
		}
		for _, run := range runs {
			for _, short := range []bool{false, true} {
				want := m.Name() + "|" + m.Signature(run).Format(short)
				p, err := signatures.Parse(want)
				if err != nil {
					t.Fatalf("Parse(%q): %v", want, err)
				}
				got, err := FromSignature(p)
				if err != nil {
					t.Fatalf("FromSignature(%q): %v", want, err)
				}
				m2, err := got.New()
				if err != nil {
					t.Fatalf("%q: %v", want, err)
				}
				if s := m2.Name() + "|" + m2.Signature(run).Format(short); s != want {
					t.Errorf("FromSignature(%q) prints %q", want, s)
				}
			}
		}
	}
}

// TestFromLegacySignature reads SacreBLEU 1.x signatures, as its releases printed them.
func TestFromLegacySignature(t *testing.T) {
	defaults := NewCHRFConfig()
	for _, tc := range []struct {
		sig  string
		want Spec
	}{
		{"BLEU+case.mixed+lang.de-en+numrefs.1+smooth.exp+test.wmt17+tok.13a+version.1.4.14",
			Spec{Config: &BLEUConfig{Tokenize: "13a", SmoothMethod: "exp"}}},
		{"BLEU+c.lc+#.1+s.add-k[1.00]+tok.intl+v.1.5.1",
			Spec{Config: &BLEUConfig{Lowercase: true, Tokenize: "intl", SmoothMethod: "add-k", SmoothValue: float(1)}}},
		{"BLEU+case.mixed+numrefs.1+smooth.floor+tok.13a+version.1.4.4",
			Spec{Config: &BLEUConfig{Tokenize: "13a", SmoothMethod: "floor", SmoothValue: float(0)}}},
		{"BLEU+case.mixed+numrefs.1+smooth.exp+tok.ja-mecab-0.996-IPA+version.1.4.14",
			Spec{Config: &BLEUConfig{Tokenize: "ja-mecab", SmoothMethod: "exp"}}},
		{"BLEU+case.mixed+numrefs.1+smooth.add-n+tok.13a+version.1.3.7",
			Spec{Config: &BLEUConfig{Tokenize: "13a", SmoothMethod: "none"}}},
		{"chrF2+numchars.6+space.false+version.1.4.14", Spec{Config: &defaults}},
		{"chrF2+case.lc+numchars.6+numrefs.1+space.False+version.1.4.3", Spec{Config: &defaults}},
		{"chrF3+case.mixed+numchars.4+numrefs.1+space.True+tok.13a+version.1.3.7",
			Spec{Config: &CHRFConfig{Beta: 3, CharOrder: 4, Whitespace: true}}},
		{"TER+tok.tercom-nonorm-punct-noasian-uncased+version.1.5.1", Spec{Config: &TERConfig{}}},
		{"TER+t.tercom-norm-nopunct-asian-cased+v.1.5.1",
			Spec{Config: &TERConfig{Normalized: true, NoPunct: true, AsianSupport: true, CaseSensitive: true}}},
	} {
		p, err := signatures.Parse(tc.sig)
		if err != nil {
			t.Fatal(err)
		}
		got, err := FromSignature(p)
		if err != nil {
			t.Errorf("FromSignature(%q): %v", tc.sig, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("FromSignature(%q) = %+v, want %+v", tc.sig, got, tc.want)
		}
	}
}

func TestFromSignatureErrors(t *testing.T) {
	for _, sig := range []string{
		"BLEU|nrefs:1|case:mixed|eff:no|tok:13b|smooth:exp|version:2.6.0",
		"BLEU+case.mixed+numrefs.1+smooth.0.1+tok.13a",
		"chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:1|space:no|version:2.6.0",
		"TER+tok.tercom-nonorm-punct-noasian+version.1.5.1",
		"TER+tok.tercom-nonorm-punctuation-noasian-uncased+version.1.5.1",
		"TER|nrefs:1|case:lc|tok:13a|norm:no|punct:yes|asian:no|version:2.0.0",
	} {
		p, err := signatures.Parse(sig)
		if err != nil {
			t.Fatalf("Parse(%q): %v", sig, err)
		}
		if _, err := FromSignature(p); !errors.Is(err, ErrConfig) {
			t.Errorf("FromSignature(%q) = %v, want ErrConfig", sig, err)
		}
	}
}
