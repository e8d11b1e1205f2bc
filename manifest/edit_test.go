package manifest

import (
	"strings"
	"testing"
)

// styled has expected values with anchors, tags, quotes, comments, empty values and mappings.
const styled = `refs: [r.txt]
metrics:
  - {name: BLEU, bleu: {}}
  - {name: chrF, chrf: {}}
systems:
  - name: a
    hyp: a.txt
    expected: {BLEU: &x 1.00, chrF: "2.0"}   # comment
  - name: b
    hyp: b.txt
    expected:
      BLEU: "100.00"   # did not drift
      chrF: !!float 26
  - name: c
    hyp: c.txt
    expected: {BLEU: !!float 100}
  - name: d
    hyp: d.txt
    expected:
      BLEU: 100.0   # keep

      chrF:
  - name: e
    hyp: e.txt
    expected: {}
  - name: f
    hyp: f.txt
    expected:
      BLEU: 'abc'
`

// TestUpdateOnlyDrifted changes drifted values where they are written, keeping their anchors,
// tags and quotes, adds missing ones beside the others, and leaves every other byte.
func TestUpdateOnlyDrifted(t *testing.T) {
	m, err := Parse("m.yaml", []byte(strings.Replace(styled, "'abc'", "'5'", 1)))
	if err != nil {
		t.Fatal(err)
	}
	rows := []Row{
		{System: "a", Metric: "BLEU", Expected: "1.00", Got: 24.171},
		{System: "a", Metric: "chrF", Expected: "2.0", Got: 54.24},
		{System: "b", Metric: "BLEU", Expected: "100.00", Got: 100},
		{System: "b", Metric: "chrF", Expected: "26", Got: 27.2},
		{System: "c", Metric: "BLEU", Expected: "100", Got: 100},
		{System: "c", Metric: "chrF", Got: 31.5},
		{System: "d", Metric: "BLEU", Expected: "100.0", Got: 100},
		{System: "d", Metric: "chrF", Got: 12.345},
		{System: "e", Metric: "BLEU", Got: 1},
		{System: "e", Metric: "chrF", Got: 2},
		{System: "f", Metric: "BLEU", Expected: "5", Got: 5.2},
		{System: "f", Metric: "chrF", Got: 3},
	}
	for i := range rows {
		compare(&rows[i])
	}
	out, err := m.Update(rows)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.NewReplacer(
		`{BLEU: &x 1.00, chrF: "2.0"}   # comment`, `{BLEU: &x 24.17, chrF: "54.2"}   # comment`,
		"chrF: !!float 26\n", "chrF: !!float 27\n",
		"{BLEU: !!float 100}", "{BLEU: !!float 100, chrF: 31.50}",
		"      chrF:\n", "      chrF: 12.35\n",
		"expected: {}", "expected: {BLEU: 1.00, chrF: 2.00}",
		"      BLEU: 'abc'\n", "      BLEU: '5'\n      chrF: 3.00\n",
	).Replace(styled)
	if string(out) != want {
		t.Errorf("Update:\n%s\nwant\n%s", out, want)
	}
}
