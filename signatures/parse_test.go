package signatures

import (
	"errors"
	"strings"
	"testing"
)

// realSignatures are signatures as SacreBLEU printed them, copied from its README and
// CHANGELOG, from papers' and projects' READMEs, and from its source at each release (for
// forms nobody quoted): every form Parse must read back and write unchanged.
var realSignatures = []struct {
	sig, metric string
	legacy      bool
	short       bool
	fields      map[string]string
}{
	// SacreBLEU 2.x README and CHANGELOG.
	{"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", BLEU, false, false,
		map[string]string{"nrefs": "1", "case": "mixed", "eff": "no", "tok": "13a", "smooth": "exp", "version": "2.0.0"}},
	{"BLEU|#:1|c:mixed|e:no|tok:13a|s:exp|v:2.0.0", BLEU, false, true,
		map[string]string{"nrefs": "1", "case": "mixed", "eff": "no", "tok": "13a", "smooth": "exp", "version": "2.0.0"}},
	{"BLEU|#:1|bs:1000|rs:12345|c:mixed|e:no|tok:13a|s:exp|v:2.0.0", BLEU, false, true,
		map[string]string{"bs": "1000", "seed": "12345"}},
	{"BLEU|nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", BLEU, false, false, map[string]string{"nrefs": "2"}},
	{"TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.0.0", TER, false, false,
		map[string]string{"case": "lc", "tok": "tercom", "norm": "no", "punct": "yes", "asian": "no"}},
	{"chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.0.0", CHRF, false, false,
		map[string]string{"eff": "yes", "nc": "6", "nw": "2", "space": "no"}},
	{"chrF2|#:1|bs:1000|rs:12345|c:mixed|e:yes|nc:6|nw:0|s:no|v:2.0.0", CHRF, false, true,
		map[string]string{"space": "no", "seed": "12345", "nc": "6"}},
	// The README's paired-test signature block prints them without the metric's name.
	{"nrefs:1|ar:10000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", BLEU, false, false,
		map[string]string{"ar": "10000"}},
	{"nrefs:1|bs:1000|seed:12345|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0", CHRF, false, false,
		map[string]string{"bs": "1000"}},
	// SacreBLEU 2.6.0's own output (the parity cases).
	{"BLEU|nrefs:var|case:lc|eff:yes|tok:intl|smooth:add-k[1.00]|version:2.6.0", BLEU, false, false,
		map[string]string{"nrefs": "var", "smooth": "add-k[1.00]"}},
	{"BLEU|#:1|c:mixed|e:no|tok:ja-mecab-0.996-IPA|s:floor[0.10]|v:2.6.0", BLEU, false, true,
		map[string]string{"tok": "ja-mecab-0.996-IPA", "smooth": "floor[0.10]"}},
	{"BLEU|nrefs:1|case:mixed|eff:no|tok:ko-mecab-0.996/ko-0.9.2-KO|smooth:exp|version:2.6.0", BLEU, false, false,
		map[string]string{"tok": "ko-mecab-0.996/ko-0.9.2-KO"}},
	{"TER|#:1|c:mixed|t:tercom|nr:yes|pn:no|as:yes|v:2.6.0", TER, false, true,
		map[string]string{"tok": "tercom", "norm": "yes", "punct": "no", "asian": "yes"}},
	{"chrF1+|nrefs:2|bs:1000|seed:12345|case:lc|eff:no|nc:4|nw:1|space:yes|version:2.6.0", CHRF, false, false,
		map[string]string{"nw": "1", "eff": "no"}},
	// A paper that left the version out.
	{"chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no", CHRF, false, false, map[string]string{"version": ""}},
	// sacre's own additions.
	{"BLEU|nrefs:1|case:fold|eff:no|tok:13a|smooth:exp|ngram:2|unorm:nfkc|version:2.6.0+sacre.0.1.0", BLEU, false, false,
		map[string]string{"case": "fold", "ngram": "2", "unorm": "nfkc", "version": "2.6.0+sacre.0.1.0"}},
	{"BLEU|#:1|c:mixed|e:no|tok:13a|s:exp|ng:3|v:2.6.0+sacre.0.1.0", BLEU, false, true, map[string]string{"ngram": "3"}},
	// SacreBLEU 1.x, from READMEs of papers' code.
	{"BLEU+case.mixed+lang.zh-ru+numrefs.1+smooth.exp+tok.13a+version.1.4.14", BLEU, true, false,
		map[string]string{"case": "mixed", "lang": "zh-ru", "numrefs": "1", "smooth": "exp", "tok": "13a", "version": "1.4.14"}},
	{"BLEU+case.mixed+lang.ro-en+numrefs.1+smooth.exp+test.wmt16/dev+tok.13a+version.1.2.12", BLEU, true, false,
		map[string]string{"test": "wmt16/dev", "version": "1.2.12"}},
	{"BLEU+case.mixed+lang.en-de+numrefs.1+smooth.exp+test.wmt14/full+tok.13a+version.1.4.3", BLEU, true, false,
		map[string]string{"test": "wmt14/full", "lang": "en-de"}},
	{"BLEU+case.lc+lang.en-de+numrefs.1+smooth.exp+test.wmt18+tok.13a+version.1.3.1", BLEU, true, false,
		map[string]string{"case": "lc", "test": "wmt18"}},
	{"BLEU+case.mixed+numrefs.1+smooth.exp+tok.intl+version.1.5.0", BLEU, true, false, map[string]string{"tok": "intl"}},
	{"BLEU+c.mixed+l.en-de+#.1+s.exp+t.wmt14+tok.13a+v.1.2.10", BLEU, true, true,
		map[string]string{"case": "mixed", "lang": "en-de", "numrefs": "1", "smooth": "exp", "test": "wmt14", "version": "1.2.10"}},
	{"BLEU+c.mixed+l.en-de+#.1+s.exp+t.wmt14+tok.intl+v.1.4.1", BLEU, true, true, map[string]string{"tok": "intl"}},
	{"BLEU+c.mixed+#.1+s.exp+tok.13a+v.1.4.14", BLEU, true, true, map[string]string{"numrefs": "1"}},
	{"BLEU+case.mixed+lang.de-en+numrefs.1+smooth.exp+test.wmt17+tok.13a+version.1.4.14", BLEU, true, false,
		map[string]string{"test": "wmt17", "lang": "de-en"}},
	{"BLEU+c.mixed+l.de-en+#.1+s.exp+t.wmt17+tok.13a+v.1.4.14", BLEU, true, true,
		map[string]string{"test": "wmt17", "lang": "de-en"}},
	{"chrF2+numchars.6+space.false+version.1.4.14", CHRF, true, false, map[string]string{"numchars": "6", "space": "false"}},
	// SacreBLEU 1.5.1's own output (run here from its release).
	{"BLEU+case.mixed+numrefs.1+smooth.floor[0.10]+tok.13a+version.1.5.1", BLEU, true, false,
		map[string]string{"smooth": "floor[0.10]"}},
	{"BLEU+c.lc+#.1+s.add-k[1.00]+tok.13a+v.1.5.1", BLEU, true, true, map[string]string{"case": "lc", "smooth": "add-k[1.00]"}},
	{"chrF2+n.6+s.false+v.1.5.1", CHRF, true, true, map[string]string{"numchars": "6", "space": "false"}},
	{"TER+t.tercom-nonorm-punct-noasian-uncased+v.1.5.1", TER, true, true,
		map[string]string{"tok": "tercom-nonorm-punct-noasian-uncased"}},
	// SacreBLEU 1.x forms built from its source (1.3's chrF, 1.4/1.5's TER, 1.0 without version).
	{"chrF2+case.mixed+numchars.6+numrefs.1+space.False+tok.13a+version.1.3.7", CHRF, true, false,
		map[string]string{"space": "False", "tok": "13a"}},
	{"TER+tok.tercom-nonorm-punct-noasian-uncased+version.1.5.1", TER, true, false,
		map[string]string{"tok": "tercom-nonorm-punct-noasian-uncased"}},
	{"TER+l.de-en+t.wmt17+t.tercom-nonorm-punct-noasian-uncased+v.1.5.1", TER, true, true,
		map[string]string{"test": "wmt17", "tok": "tercom-nonorm-punct-noasian-uncased"}},
	{"BLEU+case.mixed+lang.de-en+numrefs.1+test.wmt17+tok.13a", BLEU, true, false, map[string]string{"version": ""}},
	{"BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.4.14", BLEU, true, false, nil},
	{"case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.4.14", BLEU, true, false, nil},
}

func TestParseReal(t *testing.T) {
	for _, c := range realSignatures {
		p, err := Parse(c.sig)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.sig, err)
			continue
		}
		if p.Metric != c.metric || p.Form.Legacy != c.legacy || p.Form.Short != c.short {
			t.Errorf("Parse(%q) = metric %s, legacy %v, short %v; want %s, %v, %v",
				c.sig, p.Metric, p.Form.Legacy, p.Form.Short, c.metric, c.legacy, c.short)
		}
		for k, want := range c.fields {
			if got, _ := p.Get(k); got != want {
				t.Errorf("Parse(%q).Get(%q) = %q, want %q", c.sig, k, got, want)
			}
		}
		if got := p.String(); got != c.sig {
			t.Errorf("Parse(%q).String() = %q", c.sig, got)
		}
	}
}

// TestParseRoundTrip parses every signature sacre prints, in both forms.
func TestParseRoundTrip(t *testing.T) {
	for _, c := range formatCases() {
		for _, s := range []string{c.sig.Format(false), c.sig.Format(true)} {
			for _, name := range []string{"", c.name + "|"} {
				p, err := Parse(name + s)
				if err != nil {
					t.Errorf("Parse(%q): %v", name+s, err)
					continue
				}
				if got := p.String(); got != name+s {
					t.Errorf("Parse(%q).String() = %q", name+s, got)
				}
				if len(p.Fields) != len(c.sig) {
					t.Errorf("Parse(%q) has %d fields, want %d", name+s, len(p.Fields), len(c.sig))
				}
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ sig, want string }{
		{"", "empty signature"},
		{"   ", "empty signature"},
		{"BLEU", "has no fields after the metric's name"},
		{"BLEU|", "has no fields after the metric's name"},
		{"BLUE|nrefs:1|case:mixed", `"BLUE" is not a metric's name`},
		{"BLEU|nrefs:1|colour:blue|version:2.0.0", `field 2 "colour:blue" has a key "colour" that no SacreBLEU release printed`},
		{"BLEU|nrefs:1|nc:6", `field 2 "nc:6" has a key "nc" SacreBLEU 2.x BLEU signatures do not have`},
		{"BLEU|nrefs|case:mixed", `field 1 "nrefs" is a key without a value`},
		{"BLEU|nrefs:x|case:mixed", `field 1 "nrefs:x" has "x" where a number of references or "var" is expected`},
		{"BLEU|nrefs:0", `has "0" where a number of references`},
		{"BLEU|nrefs:all|case:mixed", `field 1 "nrefs:all" has "all" where a number of references or "var" is expected`},
		{"BLEU|nrefs:1|case:upper", `field 2 "case:upper" has "upper" where mixed or lc or fold is expected`},
		{"BLEU|nrefs:1|eff:maybe", `has "maybe" where yes or no is expected`},
		{"BLEU|nrefs:1|smooth:floor[x]", `has "floor[x]" where floor[VALUE] is expected`},
		{"BLEU|nrefs:1|smooth:hard", `where exp, none, floor[VALUE] or add-k[VALUE] is expected`},
		{"BLEU|nrefs:1|nrefs:2", `field 2 "nrefs:2" repeats the key "nrefs" with another value`},
		{"BLEU|nrefs:1|tok:", `field 2 "tok:" has a key without a value`},
		{"BLEU|nrefs:1|:13a", `field 2 ":13a" has no key`},
		{"chrF2|nrefs:1|nc:-1", `has "-1" where a count is expected`},
		{"chrFx|nrefs:1", `"chrFx" is not a metric's name`},
		{"nrefs:1|version:2.0.0", "names no metric"},
		{"BLEU+case.mixed+numrefs.one", `field 2 "numrefs.one" has "one" where a number of references is expected`},
		{"BLEU+casemixed", `field 1 "casemixed" is a key without a value`},
		{"chrF2+numchars.6+space.maybe", `has "maybe" where true or false or True or False is expected`},
		{"BLEU+case.mixed+numrefs.1+smooth.exp+tok.%s+version.1.4.14", `field 4 "tok.%s" has a placeholder where a value belongs`},
		{"BLEU+case.mixed+numrefs.1+smooth.exp+tok.{13a,zh}+version.1.4.14", `field 4 "tok.{13a,zh}" has a placeholder`},
		{"BLEU|nrefs:1|case:mixed|...|version:2.0.0", `field 3 "..." is an elision: the fields left out cannot be known`},
		{"BLEU|nrefs:1|case:mixed|eff:no|tok:13a…", `field 4 "tok:13a..." is an elision`},
		{"BLEU|#refs:1|case:mixed", `field 1 "#refs:1" has a key "#refs" that no SacreBLEU release printed`},
		{"chrF2|numwords:2|nc:6", `field 1 "numwords:2" has a key "numwords" that no SacreBLEU release printed`},
		{"|norm:no|asian:yes|", `"|norm:no|asian:yes|" starts with a separator: a fragment, whose fields before it cannot be known`},
		{"BLEU: nrefs:1|case:mixed|tok:13a|version:2.6.0\nchrF++: nrefs:1|case:mixed|nc:6|nw:2|version:2.6.0", "the text holds more than one signature; give one"},
		{"BLEU|nrefs:1|case:mixed|version:2.4.0 2024-01-15 12:57:29,549 - INFO", `field 3 "version:2.4.02024-01-1512:57:29,549-INFO" has a value no release printed`},
	} {
		_, err := Parse(c.sig)
		if err == nil {
			t.Errorf("Parse(%q) succeeded, want an error with %q", c.sig, c.want)
			continue
		}
		if !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want an ErrSyntax with %q", c.sig, err, c.want)
		}
		if strings.Contains(err.Error(), "signatures:") {
			t.Errorf("Parse(%q) = %v, with the package's prefix", c.sig, err)
		}
	}
}

// TestParseRepairs reads signatures as people publish them: each is read as the canonical
// signature, with a note for each repair.
func TestParseRepairs(t *testing.T) {
	for _, c := range []struct {
		reason, sig, want string
		notes             []string
	}{
		{"SacreBLEU's table block: the name, spaces, the fields",
			"BLEU       nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0",
			"BLEU|nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0", nil},
		{"a padded name in a table", "TER   |nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.0.0",
			"TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.0.0", nil},
		{"PDF text: a space and a line break inside", "BLEU|nrefs:1|case:mixed|eff:no| tok:13a|smooth:exp|ver\nsion:2.0.0",
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", []string{"white space inside removed"}},
		{"PDF text: 1.x", "BLEU+case.mixed+numrefs.1+smooth.\nexp+tok.13a+version.1.4.14",
			"BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.4.14", []string{"white space inside removed"}},
		{"spaces after colons", "BLEU|nrefs: 1|case: mixed|eff: no|tok: 13a|smooth: exp|version: 2.0.0",
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", []string{"white space inside removed"}},
		{"chrF without beta", "chrF|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0",
			"chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0", []string{`"chrF" has no beta: beta 2 assumed, SacreBLEU's default`}},
		{"chrF++ without beta", "chrF++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.0.0",
			"chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.0.0", []string{`"chrF++" has no beta: beta 2 assumed, SacreBLEU's default`}},
		{"1.x syntax, 2.x version", "BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.2.0.0",
			"BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.2.0.0", []string{"SacreBLEU 1.x's syntax with version 2.0.0: read as 2.0.0 computes"}},
		{"1.x long and short keys mixed", "BLEU+case.mixed+#.1+smooth.exp+tok.13a+v.1.4.14",
			"BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.4.14", []string{"long keys and short ones mixed"}},
		{"2.x fields joined by +", "BLEU+nrefs:1+case:mixed+eff:no+tok:13a+smooth:exp+version:2.6.0+sacre.0.1.0",
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0+sacre.0.1.0",
			[]string{`2.x key:value fields joined by "+" (SacreBLEU 2.x joins them with "|")`}},
		{"LaTeX source", `BLEU\textbar{}nrefs:1\textbar{}case:mixed\textbar{}eff:no\textbar{}tok:13a\textbar{}smooth:exp\textbar{}version:2.0.0`,
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", []string{"LaTeX escapes undone"}},
		{"LaTeX short form", `\texttt{BLEU|\#:1|c:mixed|e:no|tok:13a|s:exp|v:2.0.0}`,
			"BLEU|#:1|c:mixed|e:no|tok:13a|s:exp|v:2.0.0", []string{"LaTeX escapes undone"}},
		{"a PDF ligature", "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:\ufb02oor[0.10]|version:2.0.0",
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.10]|version:2.0.0",
			[]string{"Unicode compatibility characters (ligatures, full-width forms, hyphens) replaced"}},
		{"smoothing value with one decimal", "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.1]|version:2.0.0",
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.10]|version:2.0.0",
			[]string{"smooth:floor[0.1] read as smooth:floor[0.10] (SacreBLEU prints the value with two decimals)"}},
		{"a quoted signature", "`BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0`",
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", []string{"quotes around it removed"}},
		{"a trailing separator", "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0|",
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", []string{"empty fields dropped"}},
		{"a lowercase name", "bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0",
			"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0", []string{`the name "bleu" read as BLEU`}},
		{"a label before it", "SacreBLEU signature: nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.3.1",
			"nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.3.1", []string{`text before it dropped: "SacreBLEU signature:"`}},
		{"a footnote's number fused to it", "22nrefs:1|case:mixed|eff:no|smooth:exp|version:2.5.1",
			"nrefs:1|case:mixed|eff:no|smooth:exp|version:2.5.1", []string{`text before it dropped: "22"`}},
		{"a log line's prefix, the next line", "2024-01-15 12:57:29,548 - INFO - m - nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.4.0\n2024-01-15 INFO bleu: 22.52",
			"nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.4.0",
			[]string{`text before it dropped: "2024-01-15 12:57:29,548 - INFO - m -"`, `text after it dropped: "2024-01-15 INFO bleu: 22.52"`}},
		{"the name as a label", "chrF++: nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0",
			"chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0", []string{`"chrF++" has no beta: beta 2 assumed, SacreBLEU's default`}},
		{"LaTeX math from a PDF", "BLEU  $^+$  case.mixed+numrefs.  $1+$  smooth.exp+tok.intl+version.1.2.20",
			"BLEU+case.mixed+numrefs.1+smooth.exp+tok.intl+version.1.2.20", []string{"LaTeX escapes undone", "white space inside removed", "empty fields dropped"}},
		{"Markdown's escaped pipes", `nrefs:1\|case:mixed\|eff:no\|tok:13a\|smooth:exp\|version:2.6.0`,
			"nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0", []string{"LaTeX escapes undone"}},
		{"Python booleans in 2.x", "chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:False|version:2.0.0",
			"chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0",
			[]string{"space:False read as space:no (SacreBLEU 2.x prints yes or no)"}},
	} {
		sig := strings.NewReplacer(`\n`, "\n", `\ufb02`, "\ufb02").Replace(c.sig)
		p, err := Parse(sig)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", c.reason, sig, err)
			continue
		}
		if got := p.String(); got != c.want {
			t.Errorf("%s: Parse(%q).String() = %q, want %q", c.reason, sig, got, c.want)
		}
		if strings.Join(p.Repairs, "; ") != strings.Join(c.notes, "; ") {
			t.Errorf("%s: Parse(%q).Repairs = %q, want %q", c.reason, sig, p.Repairs, c.notes)
		}
	}
}

// FuzzParse checks that Parse never panics and that what it accepts it writes back in a form
// it reads again the same way.
func FuzzParse(f *testing.F) {
	for _, c := range realSignatures {
		f.Add(c.sig)
	}
	f.Add("BLEU|nrefs:1|c:mixed")
	f.Add("TER+t.x+t.tercom")
	f.Add("TER+t.a0*\n00$") // punctuation before a dropped line: found by the fuzzer
	f.Add("TER v.*+")       // a value of punctuation alone: found by the fuzzer
	f.Add("tok.0.+")        // a value ending in a period: found by the fuzzer
	f.Add("00BLEU||v.0+")   // a value ending in "+": found by the fuzzer
	f.Add("chrF0 +| \n0")   // a field "+" alone, once taken for the separator: found by the fuzzer in CI
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		out := p.String()
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("Parse(%q) ok, but Parse of its String %q: %v", s, out, err)
		}
		if q.String() != out || q.Metric != p.Metric || q.Form != p.Form {
			t.Fatalf("Parse(%q) gives %q (%s %+v) then %q (%s %+v)", s, out, p.Metric, p.Form, q.String(), q.Metric, q.Form)
		}
	})
}
