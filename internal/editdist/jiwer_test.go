package editdist

import (
	"math"
	"strings"
	"testing"
)

// align tokenizes refs and hyps as jiwer's default transforms do ("words": one Vocab
// for the whole call, as _word2int; "chars": code points) and aligns each pair.
func align(t *testing.T, kind string, refs, hyps []string) ([][]Opcode, Counts) {
	t.Helper()
	var v Vocab
	var all [][]Opcode
	var sum Counts
	for k := range refs {
		ref, hyp := Chars(refs[k]), Chars(hyps[k])
		if kind == "words" {
			ref, hyp = v.AppendIDs(nil, Words(refs[k])), v.AppendIDs(nil, Words(hyps[k]))
		}
		ops, err := Opcodes(ref, hyp)
		if err != nil {
			t.Fatal(err)
		}
		all, sum = append(all, ops), sum.Add(Count(ops))
	}
	return all, sum
}

// columns writes an alignment one letter a column, as the operation line of jiwer's
// visualize_alignment with '=' for its blanks: '=' a hit, then S, D or I.
func columns(ops []Opcode) string {
	var b strings.Builder
	for _, o := range ops {
		b.WriteString(strings.Repeat("=SDI"[o.Op:o.Op+1], max(o.RefEnd-o.RefStart, o.HypEnd-o.HypStart)))
	}
	return b.String()
}

// TestJiwerAlignments pins the alignments that jiwer 4.0.0 documents: the expected
// columns are read off the visualizations of its docstring (src/jiwer/alignment.py)
// and tests (tests/test_alignment.py), and they are what RapidFuzz's tie-breaking gives.
func TestJiwerAlignments(t *testing.T) {
	for _, c := range []struct {
		source, kind string
		ref, hyp     []string
		cols         []string
	}{
		{"test_alignment.py test_insertion", "words", []string{"this is a"}, []string{"this is a test"}, []string{"===I"}},
		{"test_alignment.py test_deletion", "words", []string{"this is a test"}, []string{"this is a"}, []string{"===D"}},
		{"test_alignment.py test_substitution", "words", []string{"this is a test"}, []string{"this was a test"}, []string{"=S=="}},
		{"test_alignment.py test_all_three", "words", []string{"this is a test of skill"}, []string{"this was a messy test"}, []string{"=S=I=DD"}},
		{"test_alignment.py test_show_measures", "words", []string{"this test will  have a high word error rate"}, []string{"no it will not"}, []string{"SS=SDDDDD"}},
		{"test_alignment.py test_empty_hypothesis", "words", []string{"empty"}, []string{""}, []string{"D"}},
		{"test_alignment.py test_multiple_sentences", "words", []string{"one", "two"}, []string{"1", "2"}, []string{"S", "S"}},
		{"test_alignment.py test_empty_ref", "words", []string{""}, []string{""}, []string{""}},
		{"test_alignment.py test_empty_ref_with_hyp_deletion", "words", []string{""}, []string{"inserted"}, []string{"I"}},
		{"test_alignment.py test_line_width", "words", []string{"this sentence could be split"}, []string{"this sentence will be split by ai"}, []string{"==S==II"}},
		{"alignment.py visualize_alignment docstring", "words", []string{"short one here", "quite a bit of longer sentence"},
			[]string{"shoe order one", "quite bit of an even longest sentence here"}, []string{"IS=D", "=D==IIS=I"}},
		{"alignment.py visualize_alignment docstring, line_width=80", "words",
			[]string{"This is a very  long sentence that is much longer than the previous one or the one before that"},
			[]string{"This is a very loong sentence that is not much longer than the previous one or one before that"},
			[]string{"====S===I=======D==="}},
		{"test_alignment.py test_insertion (characters)", "chars", []string{"this is a"}, []string{"this is a test"}, []string{"=========IIIII"}},
		{"test_alignment.py test_deletion (characters)", "chars", []string{"this is a test"}, []string{"this is a"}, []string{"=========DDDDD"}},
		{"test_alignment.py test_substitution (characters)", "chars", []string{"this is a test"}, []string{"this iz a test"}, []string{"======S======="}},
		{"test_alignment.py test_all_three (characters)", "chars", []string{"this is a test of skill"}, []string{"this was a messy test"},
			[]string{"=====IS====S==IS=SSD=SDDD"}},
		{"test_alignment.py test_show_measures (characters)", "chars", []string{"this test will  have a high word error rate"}, []string{"no it will not"},
			[]string{"SSDD=SDD=======SDDDDDDDDDDDDD=DDDDDDDDDDD=D"}},
		{"test_alignment.py test_empty_hypothesis (characters)", "chars", []string{"empty"}, []string{""}, []string{"DDDDD"}},
		{"test_alignment.py test_multiple_sentences (characters)", "chars", []string{"one", "two"}, []string{"1", "2"}, []string{"SDD", "SDD"}},
		{"test_alignment.py test_empty_ref_with_hyp_deletion (characters)", "chars", []string{""}, []string{"inserted"}, []string{"IIIIIIII"}},
		{"test_alignment.py test_line_width (characters)", "chars", []string{"this sentence could be split"}, []string{"this sentence will be split by ai"},
			[]string{"==============SSS=D=========IIIIII"}},
	} {
		ops, _ := align(t, c.kind, c.ref, c.hyp)
		for k := range ops {
			if got := columns(ops[k]); got != c.cols[k] {
				t.Errorf("%s: %q / %q: %s, want %s", c.source, c.ref[k], c.hyp[k], got, c.cols[k])
			}
		}
	}
}

// TestJiwerCounts pins the counts that jiwer's tests and docs state.
func TestJiwerCounts(t *testing.T) {
	for _, c := range []struct {
		source, kind string
		ref, hyp     []string
		want         Counts
	}{
		{"test_alignment.py test_show_measures", "words", []string{"this test will  have a high word error rate"}, []string{"no it will not"}, Counts{1, 3, 5, 0}},
		{"test_alignment.py test_show_measures (characters)", "chars", []string{"this test will  have a high word error rate"}, []string{"no it will not"}, Counts{10, 4, 29, 0}},
		{"alignment.py visualize_alignment docstring", "words", []string{"short one here", "quite a bit of longer sentence"},
			[]string{"shoe order one", "quite bit of an even longest sentence here"}, Counts{5, 2, 2, 4}},
		{"test_count_errors.py", "words", []string{"sub", "sub", "sub", "sub", "sub", "this was", "del", "hit"},
			[]string{"bus", "bus", "bus", "usb", "bsu", "this was ins", "", "hit"}, Counts{3, 5, 1, 1}},
		{"README.md", "words", []string{""}, []string{"now defined behaviour"}, Counts{0, 0, 0, 3}},
		{"test_empty_ref.py test_empty_ref", "words", []string{""}, []string{"hello"}, Counts{0, 0, 0, 1}},
		{"test_empty_ref.py test_empty_hyp", "words", []string{"hello"}, []string{""}, Counts{0, 0, 1, 0}},
		{"test_empty_ref.py test_multiple_one_empty_ref", "words", []string{"hello world", ""}, []string{"hello world", "done"}, Counts{2, 0, 0, 1}},
		{"test_large_vocab.py test_basic_word_mapping", "words", []string{strings.Repeat("same ", 50) + strings.Repeat("ref_only ", 50)},
			[]string{strings.Repeat("same ", 50) + strings.Repeat("hyp_only ", 50)}, Counts{50, 50, 0, 0}},
	} {
		if _, got := align(t, c.kind, c.ref, c.hyp); got != c.want {
			t.Errorf("%s: %q / %q: %+v, want %+v", c.source, c.ref, c.hyp, got, c.want)
		}
	}
}

// TestJiwerMeasures pins the measures of jiwer's tests (test_measures.py's all_m(wer,
// mer, wil) with wip = 1 - wil, test_cer.py, test_empty_ref.py) and README, which
// compare within 1e-16 or exactly.
func TestJiwerMeasures(t *testing.T) {
	const none = -1.0
	for _, c := range []struct {
		source             string
		ref, hyp           []string
		wer, mer, wil, cer float64
	}{
		{"test_measures.py", []string{"This is a test"}, []string{"This is a test"}, 0, 0, 0, 0},
		{"test_measures.py", []string{"This is a test"}, []string{""}, 1, 1, 1, 1},
		{"test_measures.py", []string{"This is a test"}, []string{"This test"}, 0.5, 0.5, 0.5, 5.0 / 14},
		{"test_measures.py known values", []string{"X"}, []string{"X"}, 0, 0, 0, 0},
		{"test_measures.py known values", []string{"X"}, []string{"X X Y Y"}, 3, 0.75, 0.75, 6},
		{"test_measures.py known values", []string{"X Y X"}, []string{"X Z"}, 2.0 / 3, 2.0 / 3, 5.0 / 6, 3.0 / 5},
		{"test_measures.py known values", []string{"X"}, []string{"Y"}, 1, 1, 1, 1},
		{"test_measures.py known values", []string{"X"}, []string{"Y Z"}, 2, 1, 1, 3},
		{"test_measures.py permutations", []string{"i", "am i good"}, []string{"i am", "i good"}, 0.5, 0.4, 7.0 / 16, 0.6},
		{"test_measures.py permutations", []string{"am i good", "i"}, []string{"i good", "i am"}, 0.5, 0.4, 7.0 / 16, 0.6},
		{"README.md, test_empty_ref.py", []string{""}, []string{""}, 0, 0, 0, 0},
		{"README.md", []string{""}, []string{"silence"}, 1, 1, 1, none},
		{"README.md", []string{""}, []string{"peaceful silence"}, 2, 1, 1, none},
		{"README.md", []string{""}, []string{"a"}, none, none, none, 1},
		{"README.md", []string{""}, []string{"abcde"}, none, none, none, 5},
		{"test_empty_ref.py", []string{"hello"}, []string{""}, 1, 1, 1, none},
		{"test_empty_ref.py", []string{"", "", ""}, []string{"", "", ""}, 0, 0, 0, none},
		{"test_empty_ref.py", []string{"hello world", ""}, []string{"hello world", "done"}, 1.0 / 2, 1.0 / 3, 1.0 / 3, none},
		{"test_empty_ref.py", []string{""}, []string{"abd"}, none, none, none, 3},
		{"test_empty_ref.py", []string{"abc"}, []string{""}, none, none, none, 1},
		{"test_empty_ref.py", []string{""}, []string{"0 1 2 3 4 5 6 7 8 9"}, 10, 1, 1, none},
		{"test_large_vocab.py", []string{strings.Repeat("same ", 50) + strings.Repeat("ref_only ", 50)},
			[]string{strings.Repeat("same ", 50) + strings.Repeat("hyp_only ", 50)}, 0.5, none, none, none},
	} {
		_, w := align(t, "words", c.ref, c.hyp)
		_, ch := align(t, "chars", c.ref, c.hyp)
		for _, m := range []struct {
			name      string
			got, want float64
		}{{"wer", w.WER(), c.wer}, {"mer", w.MER(), c.mer}, {"wil", w.WIL(), c.wil},
			{"wip", w.WIP(), 1 - c.wil}, {"cer", ch.CER(), c.cer}} {
			if c.wil == none && m.name == "wip" || m.want == none {
				continue
			}
			if math.Abs(m.got-m.want) > 1e-15 {
				t.Errorf("%s: %q / %q: %s = %v, want %v", c.source, c.ref, c.hyp, m.name, m.got, m.want)
			}
		}
	}
}
