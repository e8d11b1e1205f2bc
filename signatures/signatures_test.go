package signatures

import (
	"strings"
	"testing"
)

// mask replaces sacre's version value with SacreBLEU's, to compare with signatures it printed.
func mask(s string) string { return strings.ReplaceAll(s, Version, SacreBLEUVersion) }

func bleuFields(cas, eff, tok, smooth string) []Field {
	return []Field{{"case", "c", cas}, {"eff", "e", eff}, {"tok", "tok", tok}, {"smooth", "s", smooth}}
}

// TestFormat checks signatures as SacreBLEU 2.6.0 prints them (its README and runs).
// formatCase is a signature sacre prints, the metric's name before it, and its two forms.
type formatCase struct {
	sig         Signature
	name        string
	long, short string
	reason      string
}

func formatCases() []formatCase {
	return []formatCase{
		{New(Run{NumRefs: 1}, bleuFields("mixed", "no", "13a", "exp")...), "BLEU",
			"nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0",
			"#:1|c:mixed|e:no|tok:13a|s:exp|v:2.6.0", "default BLEU"},
		{New(Run{NumRefs: 2}, bleuFields("lc", "no", "intl", "add-k[1.00]")...), "BLEU",
			"nrefs:2|case:lc|eff:no|tok:intl|smooth:add-k[1.00]|version:2.6.0",
			"#:2|c:lc|e:no|tok:intl|s:add-k[1.00]|v:2.6.0", "two references, lowercase, add-k"},
		{New(Run{NumRefs: VarRefs}, bleuFields("mixed", "yes", "zh", "floor[0.10]")...), "BLEU",
			"nrefs:var|case:mixed|eff:yes|tok:zh|smooth:floor[0.10]|version:2.6.0",
			"#:var|c:mixed|e:yes|tok:zh|s:floor[0.10]|v:2.6.0", "a variable number of references"},
		{New(Run{NumRefs: 1, Bootstrap: 1000, Seed: "12345"}, bleuFields("mixed", "no", "13a", "exp")...), "BLEU",
			"nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0",
			"#:1|bs:1000|rs:12345|c:mixed|e:no|tok:13a|s:exp|v:2.6.0", "bootstrap fields come before the metric's"},
		{New(Run{NumRefs: 1, AR: 500, Seed: "12345"}, bleuFields("mixed", "no", "13a", "exp")...), "BLEU",
			"nrefs:1|ar:500|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0",
			"#:1|ar:500|rs:12345|c:mixed|e:no|tok:13a|s:exp|v:2.6.0", "approximate randomization"},
		{New(Run{NumRefs: 1}, Field{"case", "c", "mixed"}, Field{"eff", "e", "yes"}, Field{"nc", "nc", "6"}, Field{"nw", "nw", "2"}, Field{"space", "s", "no"}), "chrF2++",
			"nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0",
			"#:1|c:mixed|e:yes|nc:6|nw:2|s:no|v:2.6.0", "chrF++"},
		{New(Run{NumRefs: 1}, Field{"case", "c", "mixed"}, Field{"tok", "t", "tercom"}, Field{"norm", "nr", "yes"}, Field{"punct", "pn", "no"}, Field{"asian", "as", "yes"}), "TER",
			"nrefs:1|case:mixed|tok:tercom|norm:yes|punct:no|asian:yes|version:2.6.0",
			"#:1|c:mixed|t:tercom|nr:yes|pn:no|as:yes|v:2.6.0", "TER with every option"},
		{New(Run{NumRefs: 3}, append(bleuFields("fold", "no", "13a", "none"), Field{"ngram", "ng", "2"}, Field{"unorm", "un", "nfc"})...), "BLEU",
			"nrefs:3|case:fold|eff:no|tok:13a|smooth:none|ngram:2|unorm:nfc|version:2.6.0",
			"#:3|c:fold|e:no|tok:13a|s:none|ng:2|un:nfc|v:2.6.0", "sacre's order and normalization fields"},
	}
}

func TestFormat(t *testing.T) {
	for _, c := range formatCases() {
		if got := mask(c.sig.Format(false)); got != c.long {
			t.Errorf("%s: long %q, want %q", c.reason, got, c.long)
		}
		if got := mask(c.sig.Format(true)); got != c.short {
			t.Errorf("%s: short %q, want %q", c.reason, got, c.short)
		}
	}
}

func TestVersionLast(t *testing.T) {
	s := Signature{{"version", "v", "X"}, {"nrefs", "#", "1"}}
	if got := s.Format(false); got != "nrefs:1|version:X" {
		t.Errorf("Format = %q, want the version moved last", got)
	}
	if v, ok := s.Get("version"); !ok || v != "X" {
		t.Errorf("Get(version) = %q, %v", v, ok)
	}
	if _, ok := s.Get("nosuch"); ok {
		t.Error("Get(nosuch) found a field")
	}
}

func TestVersion(t *testing.T) {
	if !strings.HasPrefix(Version, "2.6.0+sacre.") {
		t.Errorf("Version = %q, want 2.6.0+sacre.X.Y.Z", Version)
	}
}
