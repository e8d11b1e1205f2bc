package manifest_test

import (
	"fmt"
	"os"
	"path/filepath"
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

// A manifest's check as sacre check prints it: the table, each metric's signature, and a
// summary that ends with the caller's advice when expected values are missing.
func ExampleWriteTable() {
	m, err := manifest.Parse("readme.yaml", []byte(`
refs: [ref.txt]
metrics: [{bleu: {}}, {chrf: {}}]
systems:
  - name: readme
    hyp: hyp.txt
    expected: {BLEU: 40.0}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	rows, err := m.Check(manifest.Data{
		Hyps: map[string][]string{"readme": {"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}},
		Refs: [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	manifest.WriteTable(os.Stdout, rows, "record them with --update")
	// Output:
	// system  metric  expected    got   diff
	// readme  BLEU        40.0   45.1  +5.07  DRIFT
	// readme  chrF2          -  50.04         NEW
	//
	// BLEU: BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0+sacre.0.1.0
	// chrF2: chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0+sacre.0.1.0
	//
	// 1 of 1 scores drifted; 1 have no expected value
}

// Reading the texts of the example manifest of the WMT17 systems: its references are files,
// read without a test-set cache.
func ExampleManifest_Read() {
	m, err := manifest.Load("../testdata/wmt17-en-de/manifest.yaml")
	if err != nil {
		fmt.Println(err)
		return
	}
	data, err := m.Read(m.Source())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(data.Refs), "reference,", len(data.Refs[0]), "segments,", len(data.Hyps), "systems")
	fmt.Println(data.Hyps["uedin-nmt"][0])
	// Output:
	// 1 reference, 3004 segments, 16 systems
	// 28-jähriger Chef Found in der San Francisco Mall gestorben
}

// Replace writes the updated text so that the update is whole or not at all; Prepare and
// Commit split it, to do something between writing the new text and replacing the file.
func ExampleManifest_Replace() {
	dir, _ := os.MkdirTemp("", "manifest")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "m.yaml")
	os.WriteFile(path, []byte("refs: [ref.txt]\nmetrics: [{bleu: {}}]\nsystems:\n  - hyp: hyp.txt\n    expected: {BLEU: 50.00}  # ours\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "ref.txt"), []byte("the cat sat on the mat\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "hyp.txt"), []byte("the cat sat on a mat\n"), 0o644)
	m, _ := manifest.Load(path)
	data, _ := m.Read(m.Source())
	rows, _ := m.Check(data)
	text, _ := m.Update(rows)
	if err := m.Replace(text); err != nil {
		fmt.Println(err)
		return
	}
	updated, _ := os.ReadFile(path)
	fmt.Print(string(updated))
	// Output:
	// refs: [ref.txt]
	// metrics: [{bleu: {}}]
	// systems:
	//   - hyp: hyp.txt
	//     expected: {BLEU: 53.73}  # ours
}

func ExampleCount() {
	rows := []manifest.Row{
		{System: "a", Metric: "BLEU", Expected: "22.67", OK: true},
		{System: "b", Metric: "BLEU", Expected: "26.30"}, // drifted
		{System: "c", Metric: "BLEU"},                    // no expected value
	}
	c := manifest.Count(rows)
	fmt.Printf("%+v\n", c)
	fmt.Println(c.Summary("record them with --update"))
	fmt.Println(manifest.Count(rows[:1]).Summary("record them with --update"))
	fmt.Println(manifest.Count(rows[2:]).Summary("record them with --update"))
	// Output:
	// {Drifted:1 Missing:1 All:3}
	// 1 of 2 scores drifted; 1 have no expected value
	// all 1 scores as expected
	// no expected values: nothing was checked; record them with --update
}

func ExampleWriteJSON() {
	manifest.WriteJSON(os.Stdout, []manifest.Row{{System: "a", Metric: "BLEU", Got: 22.6746, Printed: "22.67",
		Signature: "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"}})
	// Output:
	// [
	//   {
	//     "system": "a",
	//     "metric": "BLEU",
	//     "expected": null,
	//     "got": 22.6746,
	//     "printed": "22.67",
	//     "diff": null,
	//     "ok": false,
	//     "tolerance": null,
	//     "signature": "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"
	//   }
	// ]
}

func ExampleShown() {
	fmt.Println(manifest.Shown("uedin-nmt"))
	fmt.Println(manifest.Shown("two\nlines"))
	// Output:
	// uedin-nmt
	// 'two\nlines'
}
