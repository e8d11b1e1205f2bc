package manifest_test

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/manifest"
)

// SacreBLEU's README example: its BLEU is 48.53 and its chrF 59.73 (SacreBLEU 2.6.0).
func ExampleManifest_Check() {
	m, err := manifest.Parse("readme.yaml", []byte(`
refs: [ref1.txt, ref2.txt]
metrics:
  - name: BLEU
    bleu: {}
  - name: chrF
    chrf: {}
systems:
  - name: readme
    hyp: hyp.txt
    expected: {BLEU: 48.53, chrF: 59.80}  # chrF has drifted
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	rows, err := m.Check(manifest.Data{
		Hyps: map[string][]string{"readme": {"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}},
		Refs: [][]string{
			{"The dog bit the man.", "It was not unexpected.", "The man bit him first."},
			{"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."},
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range rows {
		fmt.Println(r.System, r.Metric, r.Expected, r.Printed, r.OK)
	}
	updated, _ := m.Update(rows)
	lines := strings.Split(strings.TrimSpace(string(updated)), "\n")
	fmt.Println(strings.TrimSpace(lines[len(lines)-1]))
	// Output:
	// readme BLEU 48.53 48.53 true
	// readme chrF 59.80 59.73 false
	// expected: {BLEU: 48.53, chrF: 59.73}  # chrF has drifted
}
