package metric

import "testing"

// TestVisualizeAlignment: jiwer 4.0.0's tests/test_alignment.py, its expected text verbatim.
func TestVisualizeAlignment(t *testing.T) {
	for _, c := range []struct {
		name     string
		refs     []string
		hyps     []string
		chars    bool
		measures bool
		want     string
	}{
		{"test_insertion", []string{"this is a"}, []string{"this is a test"}, false, false,
			"=== SENTENCE 1 ===\n\nREF: this is a ****\nHYP: this is a test\n                  I\n"},
		{"test_deletion", []string{"this is a test"}, []string{"this is a"}, false, false,
			"=== SENTENCE 1 ===\n\nREF: this is a test\nHYP: this is a ****\n                  D\n"},
		{"test_substitution", []string{"this is a test"}, []string{"this was a test"}, false, false,
			"=== SENTENCE 1 ===\n\nREF: this  is a test\nHYP: this was a test\n            S       \n"},
		{"test_all_three", []string{"this is a test of skill"}, []string{"this was a messy test"}, false, false,
			"=== SENTENCE 1 ===\n\nREF: this  is a ***** test of skill\nHYP: this was a messy test ** *****\n            S       I       D     D\n"},
		{"test_show_measures", []string{"this test will  have a high word error rate"}, []string{"no it will not"}, false, true,
			"=== SENTENCE 1 ===\n\nREF: this test will have a high word error rate\nHYP:   no   it will  not * **** **** ***** ****\n        S    S         S D    D    D     D    D\n\n" +
				"=== SUMMARY ===\nnumber of sentences: 1\nsubstitutions=3 deletions=5 insertions=0 hits=1\n\nmer=88.89%\nwil=97.22%\nwip=2.78%\nwer=88.89%\n"},
		{"test_empty_hypothesis", []string{"empty"}, []string{""}, false, false,
			"=== SENTENCE 1 ===\n\nREF: empty\nHYP: *****\n         D\n"},
		{"test_multiple_sentences", []string{"perfect", "one", "two", "three"}, []string{"perfect", "1", "2", "three"}, false, false,
			"=== SENTENCE 2 ===\n\nREF: one\nHYP:   1\n       S\n\n=== SENTENCE 3 ===\n\nREF: two\nHYP:   2\n       S\n"},
		{"test_empty_ref", []string{""}, []string{""}, false, false, ""},
		{"test_empty_ref_with_hyp_deletion", []string{""}, []string{"inserted"}, false, false,
			"=== SENTENCE 1 ===\n\nREF: ********\nHYP: inserted\n            I\n"},
		{"chars test_insertion", []string{"this is a"}, []string{"this is a test"}, true, false,
			"=== SENTENCE 1 ===\n\nREF: this is a*****\nHYP: this is a test\n              IIIII\n"},
		{"chars test_deletion", []string{"this is a test"}, []string{"this is a"}, true, false,
			"=== SENTENCE 1 ===\n\nREF: this is a test\nHYP: this is a*****\n              DDDDD\n"},
		{"chars test_substitution", []string{"this is a test"}, []string{"this iz a test"}, true, false,
			"=== SENTENCE 1 ===\n\nREF: this is a test\nHYP: this iz a test\n           S       \n"},
		{"chars test_all_three", []string{"this is a test of skill"}, []string{"this was a messy test"}, true, false,
			"=== SENTENCE 1 ===\n\nREF: this *is a tes*t of skill\nHYP: this was a messy te*st***\n          IS    S  IS SSD SDDD\n"},
		{"chars test_show_measures", []string{"this test will  have a high word error rate"}, []string{"no it will not"}, true, true,
			"=== SENTENCE 1 ===\n\nREF: this test will  have a high word error rate\nHYP: no** i**t will n*************o***********t*\n     SSDD SDD       SDDDDDDDDDDDDD DDDDDDDDDDD D\n" +
				"\n=== SUMMARY ===\nnumber of sentences: 1\nsubstitutions=4 deletions=29 insertions=0 hits=10\n\ncer=76.74%\n"},
		{"chars test_empty_hypothesis", []string{"empty"}, []string{""}, true, false,
			"=== SENTENCE 1 ===\n\nREF: empty\nHYP: *****\n     DDDDD\n"},
		{"chars test_multiple_sentences", []string{"one", "two"}, []string{"1", "2"}, true, false,
			"=== SENTENCE 1 ===\n\nREF: one\nHYP: 1**\n     SDD\n\n=== SENTENCE 2 ===\n\nREF: two\nHYP: 2**\n     SDD\n"},
		{"chars test_empty_ref", []string{""}, []string{""}, true, false, ""},
		{"chars test_empty_ref_with_hyp_deletion", []string{""}, []string{"inserted"}, true, false,
			"=== SENTENCE 1 ===\n\nREF: ********\nHYP: inserted\n     IIIIIIII\n"},
	} {
		measure := "WER"
		if c.chars {
			measure = "CER"
		}
		e, _ := NewErrorRate(measure, WERConfig{})
		refs, _ := FromStreams(c.refs)
		p, err := e.Prepare(refs)
		if err != nil {
			t.Fatal(err)
		}
		al, err := e.Alignments(c.hyps, p)
		if err != nil {
			t.Fatal(err)
		}
		if got := VisualizeAlignment(al, c.chars, c.measures); got != c.want {
			t.Errorf("%s:\n%q\nwant\n%q", c.name, got, c.want)
		}
	}
}
