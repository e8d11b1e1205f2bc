package normalize

import (
	"errors"
	"strings"
	"testing"
)

func TestConfigApply(t *testing.T) {
	tests := []struct {
		cfg      Config
		in, want string
		reason   string
	}{
		{Config{}, "Straße\u0301 ﬁ", "Straße\u0301 ﬁ", "zero config changes nothing"},
		{Config{Form: "nfc"}, "e\u0301", "é", "NFC composes"},
		{Config{Form: "NFC"}, "e\u0301", "é", "form names are case-insensitive"},
		{Config{Form: "nfkc"}, "ﬁ ① ²", "fi 1 2", "NFKC folds compatibility characters"},
		{Config{CaseFold: true}, "Straße", "strasse", "case folding alone"},
		{Config{CaseFold: true}, "ABC", "abc", "ASCII case folding"},
		{Config{CaseFold: true, Form: "nfc"}, "E\u0301", "é", "fold, then compose"},
		{Config{CaseFold: true, Form: "nfc"}, "ΐ", "ΐ", "folding decomposes U+0390; NFC after it recomposes"},
		{Config{CaseFold: true}, "ΐ", "ι\u0308\u0301", "without a form the folding stays decomposed"},
		{Config{CaseFold: true, Form: "nfkc"}, "ℌ", "H", "the form comes last: NFKC can bring back a capital, as in Python"},
		{Config{Form: "nfd"}, "é", "é", "an invalid form is not applied"},
	}
	for _, tt := range tests {
		if got := tt.cfg.Apply(tt.in); got != tt.want {
			t.Errorf("%+v.Apply(%+q) = %+q, want %+q: %s", tt.cfg, tt.in, got, tt.want, tt.reason)
		}
	}
}

func TestConfigApplyReturnsInput(t *testing.T) {
	s := "Ein Koch, der vor kurzem gezogen ist."
	for _, cfg := range []Config{{}, {Form: "nfc"}, {Form: "nfkc"}} {
		if got := cfg.Apply(s); !sameString(got, s) {
			t.Errorf("%+v.Apply copied text that needs no change", cfg)
		}
		if n := testing.AllocsPerRun(100, func() { _ = cfg.Apply(s) }); n != 0 {
			t.Errorf("%+v.Apply: %v allocations, want 0", cfg, n)
		}
	}
}

func TestParseForm(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
		reason   string
	}{
		{"", "", true, "empty means no normalization"},
		{"nfc", "nfc", true, "canonical"},
		{"NFKC", "nfkc", true, "upper case"},
		{"Nfc", "nfc", true, "mixed case"},
		{"nfd", "", false, "decomposed forms are not offered"},
		{"none", "", false, "no spelled-out none"},
		{" nfc", "", false, "no trimming"},
	}
	for _, tt := range tests {
		got, err := ParseForm(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseForm(%q) = %q, %v: %s", tt.in, got, err, tt.reason)
		}
		if err != nil && !errors.Is(err, ErrUnknownForm) {
			t.Errorf("ParseForm(%q) error %v does not wrap ErrUnknownForm", tt.in, err)
		}
	}
}

func TestConfigValidate(t *testing.T) {
	if err := (Config{Form: "NFKC", CaseFold: true}).Validate(); err != nil {
		t.Errorf("valid config: %v", err)
	}
	err := Config{Form: "nfkd"}.Validate()
	if !errors.Is(err, ErrUnknownForm) {
		t.Fatalf("Validate(nfkd) = %v, want ErrUnknownForm", err)
	}
	if msg := err.Error(); !strings.HasPrefix(msg, "normalize: ") || !strings.Contains(msg, `"nfkd"`) {
		t.Errorf("error message %q lacks the package prefix or the form", msg)
	}
}
