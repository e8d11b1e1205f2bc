package editdist

import (
	"errors"
	"fmt"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// distance is the textbook Levenshtein dynamic programme, one row at a time.
func distance(ref, hyp []int32) int {
	row := make([]int, len(hyp)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(ref); i++ {
		diag := row[0]
		row[0] = i
		for j := 1; j <= len(hyp); j++ {
			cost := 1
			if ref[i-1] == hyp[j-1] {
				cost = 0
			}
			diag, row[j] = row[j], min(row[j]+1, row[j-1]+1, diag+cost)
		}
	}
	return row[len(hyp)]
}

// valid checks that ops align ref with hyp: chunks in order covering both, equal
// chunks equal, substitutions unequal, counts that add up, and a cheapest alignment.
func valid(ref, hyp []int32, ops []Opcode, c Counts) error {
	i, j := 0, 0
	for _, o := range ops {
		n, m := o.RefEnd-o.RefStart, o.HypEnd-o.HypStart
		bad := o.RefStart != i || o.HypStart != j || n < 0 || m < 0 ||
			(o.Op == Equal || o.Op == Substitute) && n != m ||
			o.Op == Delete && (n == 0 || m != 0) || o.Op == Insert && (m == 0 || n != 0)
		for k := 0; !bad && k < n && k < m; k++ {
			bad = (ref[i+k] == hyp[j+k]) != (o.Op == Equal)
		}
		if bad {
			return fmt.Errorf("bad chunk %+v at ref %d, hyp %d", o, i, j)
		}
		i, j = o.RefEnd, o.HypEnd
	}
	switch {
	case i != len(ref) || j != len(hyp):
		return fmt.Errorf("chunks end at %d, %d", i, j)
	case c != Count(ops):
		return fmt.Errorf("Counts %+v, Count(Opcodes) %+v", c, Count(ops))
	case c.Hits+c.Subs+c.Dels != len(ref) || c.Hits+c.Subs+c.Ins != len(hyp):
		return fmt.Errorf("counts %+v do not add up to %d, %d", c, len(ref), len(hyp))
	case c.Edits() != distance(ref, hyp):
		return fmt.Errorf("%d edits, distance %d", c.Edits(), distance(ref, hyp))
	}
	return nil
}

func check(a *Aligner, ref, hyp []int32) error {
	ops, err := a.Opcodes(nil, ref, hyp)
	if err != nil {
		return err
	}
	c, err := a.Counts(ref, hyp)
	if err != nil {
		return err
	}
	return valid(ref, hyp, ops, c)
}

// FuzzAlign checks any pair of sequences over a small vocabulary (many ties), up to a
// few thousand tokens, against the properties of a cheapest alignment.
func FuzzAlign(f *testing.F) {
	f.Add([]byte("abcab"), []byte("abbca"), byte(3))
	f.Add([]byte(""), []byte("xyz"), byte(255))
	f.Add(make([]byte, 3000), []byte("some bytes"), byte(1))
	var a Aligner
	f.Fuzz(func(t *testing.T, r, h []byte, vocab byte) {
		ids := func(b []byte) []int32 {
			s := make([]int32, len(b))
			for i, c := range b {
				s[i] = int32(c) % (int32(vocab) + 1)
			}
			return s
		}
		if err := check(&a, ids(r), ids(h)); err != nil {
			t.Fatal(err)
		}
	})
}

// TestLarge checks the Hirschberg split and the banded leaves on generated pairs of
// up to 3000 tokens: valid cheapest alignments, the same from a reused Aligner. The
// textbook distance is the cost: by default every 3rd seed (every kind of edits and every
// vocabulary; seeds 15 and 21 large enough for the Hirschberg split), all 24 with
// SACRE_LONG=1.
func TestLarge(t *testing.T) {
	var a Aligner
	for seed := range 24 {
		if !campaign.Full() && seed%3 != 0 {
			continue
		}
		n := 500 + seed*110
		g := genSpec{Seed: 1000 + seed, N: n, M: n - 7*seed, Vocab: 2 + seed%5, Edits: []int{-1, 3, 40, 400}[seed%4]}
		ref, hyp := generate(g)
		if err := check(&a, ref, hyp); err != nil {
			t.Errorf("%+v: %v", g, err)
		}
	}
}

// TestTooLong checks that a pair past MaxCells is refused before any work.
func TestTooLong(t *testing.T) {
	ref, hyp := make([]int32, 300_000), make([]int32, 300_000)
	for i := range ref {
		ref[i], hyp[i] = int32(i), int32(-i-1)
	}
	if _, err := Align(ref, hyp); !errors.Is(err, ErrTooLong) {
		t.Errorf("Align of %d x %d tokens: %v, want ErrTooLong", len(ref), len(hyp), err)
	}
	// The sizes are those multiplied: without the tokens both start (or end) with.
	ref[0], hyp[0] = 7, 7
	_, err := Align(ref, append(hyp, 8))
	want := "editdist: 299999 x 300000 tokens to align exceed the limit of 68719476736 cells"
	if tl, ok := errors.AsType[*TooLongError](err); !ok || *tl != (TooLongError{299_999, 300_000, 1}) || err.Error() != want {
		t.Errorf("Align with a shared start: %v, want %q", err, want)
	}
	// Equal sequences strip to nothing, whatever their length.
	if c, err := Align(ref, ref); err != nil || c != (Counts{Hits: len(ref)}) {
		t.Errorf("Align(ref, ref) = %+v, %v", c, err)
	}
}

func TestWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"  a  b\tc ", "a|b\tc"},
		{"a \t b", "a|b"},
		{"\ta\u00a0b\u00a0\u00a0c\x1c", "a\u00a0b|c"},
		{"a\u200bb", "a\u200bb"},
		{"", ""},
		{" \t ", ""},
	} {
		got := fmt.Sprint(Words(c.in))
		if want := fmt.Sprint(splitBar(c.want)); got != want {
			t.Errorf("Words(%q) = %q, want %q", c.in, got, want)
		}
	}
}

func splitBar(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	start := 0
	for i := range len(s) {
		if s[i] == '|' {
			out, start = append(out, s[start:i]), i+1
		}
	}
	return append(out, s[start:])
}
