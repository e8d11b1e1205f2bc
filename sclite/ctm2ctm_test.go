package sclite

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func readTestCTM(t *testing.T, text, name string) *CTM {
	t.Helper()
	c, err := ReadCTM(strings.NewReader(text), name, false)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestScoreCTMErrors checks the input align_ctm_to_ctm exits on.
func TestScoreCTMErrors(t *testing.T) {
	for _, c := range []struct{ name, ref, hyp, want string }{
		{"out of step", "f a 0 1 x\ng a 1 1 y\n", "f a 0 1 x\nh a 1 1 y\n", "out of step at reference file 'g', hypothesis file 'h'"},
		{"hyp ends", "f a 0 1 x\ng a 1 1 y\n", "f a 0 1 x\n", "the hypothesis h.ctm ends before file 'g'"},
		{"ref ends", "f a 0 1 x\n", "f a 0 1 x\ng a 1 1 y\n", "the reference r.ctm ends before file 'g'"},
		{"hyp lacks a channel", "f a 0 1 x\nf b 0 1 y\nf b 1 1 z\n", "f a 0 1 x\n", "the hypothesis h.ctm lacks the second channel of file 'f'"},
		{"ref lacks a channel", "f a 0 1 x\n", "f a 0 1 x\nf b 0 1 y\nf b 1 1 z\n", "the reference r.ctm lacks the second channel of file 'f'"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := ScoreCTM(readTestCTM(t, c.ref, "r.ctm"), readTestCTM(t, c.hyp, "h.ctm"), "", TimedOptions{})
			if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an ErrInput with %q", err, c.want)
			}
		})
	}
}

// TestScoreCTMTimeAlign checks that -T pairs words by their times: "b" said when the
// reference says "a" is a substitution there, not a deletion of "a" and "b" found later.
func TestScoreCTMTimeAlign(t *testing.T) {
	ref := readTestCTM(t, "f a 0 1 a\nf a 5 1 b\n", "r.ctm")
	hyp := readTestCTM(t, "f a 0.1 1 b\n", "h.ctm")
	evals := func(timeAlign bool) string {
		var progress bytes.Buffer
		sys, _, err := ScoreCTM(ref, hyp, "", TimedOptions{TimeAlign: timeAlign, Progress: &progress})
		if err != nil {
			t.Fatal(err)
		}
		want := "    Performing Word alignments for file 'f'.\n"
		if timeAlign {
			want = "    Performing Time-mediated alignments for file 'f'.\n"
		}
		if progress.String() != want {
			t.Errorf("progress %q, want %q", progress.String(), want)
		}
		p := sys.Speakers[0].Paths[0]
		if p.ID != "(f-a-0000)" || sys.Speakers[0].ID != "f-a" {
			t.Errorf("path %s of speaker %s", p.ID, sys.Speakers[0].ID)
		}
		var b strings.Builder
		for _, pr := range p.Pairs {
			b.WriteByte(byte(pr.Eval))
		}
		return b.String()
	}
	if got := evals(false); got != "DC" {
		t.Errorf("word alignment %s, want DC", got)
	}
	if got := evals(true); got != "SD" {
		t.Errorf("time alignment %s, want SD", got)
	}
}

// TestSortTimeMarks checks that a run of insertions and deletions is put in time order,
// equal times keeping their order, and that other pairs stay in place.
func TestSortTimeMarks(t *testing.T) {
	ws := make([]word, 6)
	rt, ht := map[*word]timed{}, map[*word]timed{}
	for i, t1 := range []float64{3, 1, 2, 1, 0, 9} {
		rt[&ws[i]], ht[&ws[i]] = timed{t1: t1}, timed{t1: t1}
	}
	pairs := []pair{
		{Correct, &ws[5], &ws[5]}, {Del, &ws[0], nil}, {Ins, nil, &ws[1]}, {Del, &ws[2], nil},
		{Ins, nil, &ws[3]}, {Sub, &ws[4], &ws[4]}, {Del, &ws[5], nil},
	}
	sortTimeMarks(pairs, rt, ht)
	var got []int
	for _, p := range pairs {
		w := p.r
		if p.eval == Ins {
			w = p.h
		}
		for i := range ws {
			if w == &ws[i] {
				got = append(got, i)
			}
		}
	}
	if want := []int{5, 1, 3, 2, 0, 4, 5}; !equalInts(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
