package manifest

import (
	"errors"
	"strings"
	"testing"
)

const small = `# comment at the top
refs: [ref.txt]   # trailing comment

metrics:
  - name: BLEU
    bleu: {tokenize: intl, lowercase: true}
  - chrf: {word_order: 2, normalize: {form: nfc}}
    tolerance: 0.05
  - signature: "TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0"

systems:
  - name: a
    hyp: a.txt
    expected:
      BLEU: 22.67     # keep me
      chrF2++: "49.1"
      TER: 66.882
  - hyp: b.txt
    expected: {BLEU: 1.0, TER: ~}
`

func TestParse(t *testing.T) {
	m, err := Parse("dir/m.yaml", []byte(small))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Metrics) != 3 || m.Metrics[1].Name != "chrF2++" || m.Metrics[2].Name != "TER" {
		t.Fatalf("metrics %+v", m.Metrics)
	}
	b := m.Metrics[0].Spec.BLEU()
	if b == nil || b.Tokenize != "intl" || !b.Lowercase {
		t.Errorf("BLEU config %+v", b)
	}
	c := m.Metrics[1].Spec.CHRF()
	if c == nil || c.WordOrder != 2 || c.CharOrder != 6 || c.Beta != 2 || c.Normalize.Form != "nfc" || *m.Metrics[1].Tolerance != 0.05 {
		t.Errorf("chrF config %+v", c)
	}
	if ter := m.Metrics[2].Spec.TER(); ter == nil || ter.CaseSensitive {
		t.Errorf("TER config %+v", ter)
	}
	if len(m.Systems) != 2 || m.Systems[1].Name != "b.txt" || m.Systems[0].Expected["chrF2++"].Text != "49.1" {
		t.Errorf("systems %+v", m.Systems)
	}
	if got := m.Resolve("ref.txt"); got != "dir/ref.txt" {
		t.Errorf("Resolve = %s", got)
	}
}

func TestParseErrors(t *testing.T) {
	base := "refs: [r]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: h}]\n"
	for _, c := range []struct {
		text, want string
	}{
		{"refs: [r\n", "m.yaml:1: invalid manifest: did not find expected"},
		{"- a\n", "m.yaml:1: invalid manifest: a manifest is a mapping"},
		{"", "empty manifest"},
		{base + "colour: blue\n", `m.yaml:4: invalid manifest: unknown key "colour"`},
		{"refs: [r]\nmetrics:\n  - bleu: {tokenise: intl}\nsystems: [{hyp: h}]\n", `m.yaml:3: invalid manifest: unknown option "tokenise"`},
		{"refs: [r]\nmetrics:\n  - bleu: {tokenize: 13b}\nsystems: [{hyp: h}]\n", `m.yaml:3:`},
		{"refs: [r]\nmetrics:\n  - bleu: {lowercase: maybe}\nsystems: [{hyp: h}]\n", `m.yaml:3: invalid manifest: cannot unmarshal`},
		{"refs: [r]\nmetrics:\n  - bleu: {}\n    chrf: {}\nsystems: [{hyp: h}]\n", "m.yaml:3: invalid manifest: a metric needs exactly one"},
		{"refs: [r]\nmetrics:\n  - signature: \"BLEU|nrefs:1|colour:blue\"\nsystems: [{hyp: h}]\n", `m.yaml:3: invalid manifest: field 2`},
		{"refs: [r]\nmetrics:\n  - signature: \"chrF|nrefs:1|nc:6\"\nsystems: [{hyp: h}]\n",
			`m.yaml:3: invalid manifest: the signature is read only with repairs ("chrF" has no beta: beta 2 assumed, SacreBLEU's default); write it as "chrF2|nrefs:1|nc:6"`},
		{"refs: [r]\nmetrics: [{bleu: {}}, {bleu: {lowercase: true}}]\nsystems: [{hyp: h}]\n", "two metrics are named BLEU"},
		{"refs: [r]\nmetrics: [{bleu: {}}]\nsystems:\n  - hyp: h\n    expected: {BLEU: 2x}\n", `m.yaml:5: invalid manifest: the expected BLEU score "2x"`},
		{"refs: [r]\nmetrics: [{bleu: {}}]\nsystems:\n  - hyp: h\n    expected: {chrF2: 2}\n", `m.yaml:5: invalid manifest: system h expects a score of "chrF2"`},
		{"refs: [r]\nmetrics: [{bleu: {}}]\nsystems:\n  - name: x\n", "m.yaml:4: invalid manifest: a system needs hyp"},
		{"metrics: [{bleu: {}}]\nsystems: [{hyp: h}]\n", "give the references"},
		{"refs: [r]\ntest_set: wmt17\nlangpair: en-de\nmetrics: [{bleu: {}}]\nsystems: [{hyp: h}]\n", "not both"},
		{"refs: [r]\ntolerance: -1\nmetrics: [{bleu: {}}]\nsystems: [{hyp: h}]\n", "m.yaml:2: invalid manifest: tolerance"},
	} {
		_, err := Parse("m.yaml", []byte(c.text))
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want an error with %q", c.text, err, c.want)
		}
	}
}

// TestUpdateInPlace rewrites changed values only, keeping every other byte, decimals and quotes.
func TestUpdateInPlace(t *testing.T) {
	m, err := Parse("m.yaml", []byte(small))
	if err != nil {
		t.Fatal(err)
	}
	rows := []Row{
		{System: "a", Metric: "BLEU", Expected: "22.67", Got: 22.674},
		{System: "a", Metric: "chrF2++", Expected: "49.1", Got: 50.04},
		{System: "a", Metric: "TER", Expected: "66.882", Got: 70},
		{System: "b.txt", Metric: "BLEU", Expected: "1.0", Got: 100},
		{System: "b.txt", Metric: "TER", Expected: "", Got: 12.3456},
	}
	for i := range rows {
		compare(&rows[i])
	}
	out, err := m.Update(rows)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.NewReplacer(`"49.1"`, `"50.0"`, "66.882", "70.000", "BLEU: 1.0,", "BLEU: 100.0,", "TER: ~", "TER: 12.35").Replace(small)
	if string(out) != want {
		t.Errorf("Update:\n%s\nwant\n%s", out, want)
	}
}

// TestUpdateAdds adds scores a system does not list yet, through the YAML tree: the comments
// stay.
func TestUpdateAdds(t *testing.T) {
	m, err := Parse("m.yaml", []byte(small))
	if err != nil {
		t.Fatal(err)
	}
	rows := []Row{{System: "b.txt", Metric: "chrF2++", Got: 40.5}}
	compare(&rows[0])
	out, err := m.Update(rows)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := Parse("m.yaml", out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if e := m2.Systems[1].Expected["chrF2++"]; e == nil || e.Text != "40.50" {
		t.Errorf("chrF2++ not added:\n%s", out)
	}
	for _, comment := range []string{"# comment at the top", "# trailing comment", "# keep me"} {
		if !strings.Contains(string(out), comment) {
			t.Errorf("%q lost:\n%s", comment, out)
		}
	}
}

func TestCompare(t *testing.T) {
	tol := 0.05
	for _, c := range []struct {
		exp  string
		got  float64
		tol  *float64
		want bool
	}{
		{"22.7", 22.67, nil, true}, {"22.7", 22.64, nil, false}, {"22.67", 22.674, nil, true},
		{"22.67", 22.676, nil, false}, {"22.7", 22.74, &tol, true}, {"22.7", 22.76, &tol, false},
		{"22", 22.4, nil, true},
	} {
		r := Row{Expected: c.exp, Got: c.got, Tolerance: c.tol}
		compare(&r)
		if r.OK != c.want {
			t.Errorf("expected %s, got %v, tolerance %v: OK = %v", c.exp, c.got, c.tol, r.OK)
		}
	}
}

// FuzzParse: any bytes are a manifest or an error, never a panic.
func FuzzParse(f *testing.F) {
	f.Add([]byte(small))
	f.Add([]byte("refs: [r]\nmetrics: [{bleu: {}}]\nsystems: [{hyp: h, expected: {BLEU: 1}}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Parse("m.yaml", data)
		if err != nil {
			return
		}
		rows := []Row{}
		for _, s := range m.Systems {
			for _, mt := range m.Metrics {
				r := Row{System: s.Name, Metric: mt.Name, Got: 12.5}
				if e := s.Expected[mt.Name]; e != nil {
					r.Expected = e.Text
				}
				compare(&r)
				rows = append(rows, r)
			}
		}
		if _, err := m.Update(rows); err != nil {
			t.Logf("Update: %v", err)
		}
	})
}
