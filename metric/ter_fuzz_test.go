package metric

import (
	"strings"
	"testing"
)

// FuzzTER checks properties of every pair of word sequences: no panic, 0 <= edits <= the
// number of words (shifts are only applied when they pay), identity costs nothing, and the
// banded distance and trace of the first round match the naive transcription. Words are the
// fields of the inputs, so the fuzzer's repeated bytes make repeated words.
func FuzzTER(f *testing.F) {
	for _, c := range terCases {
		f.Add(c.hyp, c.ref)
	}
	f.Fuzz(func(t *testing.T, hyp, ref string) {
		h, r := strings.Fields(hyp), strings.Fields(ref)
		if len(h) > 300 || len(r) > 300 {
			t.Skip("long inputs make the naive check slow")
		}
		edits, _, _ := terEdits(hyp, ref)
		if edits < 0 || edits > len(h)+len(r) {
			t.Fatalf("%q | %q: %d edits", hyp, ref, edits)
		}
		if same, _, _ := terEdits(ref, ref); same != 0 {
			t.Fatalf("%q against itself: %d edits", ref, same)
		}
		if len(h) == 0 || len(r) == 0 {
			return
		}
		var s terSegment
		s.number(terWords{words: h}, []terWords{{words: r}})
		s.pair.reset(s.hyp, s.refs[0])
		s.pair.forward(0)
		dist, trace := naiveBeam(s.hyp, s.refs[0])
		if s.pair.distance() != dist || s.pair.trace() != trace {
			t.Fatalf("%q | %q: distance %d trace %q, want %d %q", hyp, ref, s.pair.distance(), s.pair.trace(), dist, trace)
		}
	})
}

// FuzzTERScore checks the metric on raw segments under every option combination: no panic,
// a score that is a non-negative number.
func FuzzTERScore(f *testing.F) {
	for _, c := range terCases {
		f.Add(c.hyp, c.ref, uint8(0))
	}
	f.Add(`He's John's, (friend) "X".`, "Jim's car. 中文，测试。", uint8(7))
	f.Fuzz(func(t *testing.T, hyp, ref string, k uint8) {
		cfg := TERConfig{Normalized: k&1 != 0, NoPunct: k&2 != 0, AsianSupport: k&4 != 0, CaseSensitive: k&8 != 0}
		m, _ := NewTER(cfg)
		s, err := Sentence(m, hyp, []string{ref})
		if err != nil {
			t.Fatal(err)
		}
		if !(s.Score >= 0) {
			t.Fatalf("%+v %q | %q: TER %v", cfg, hyp, ref, s.Score)
		}
	})
}
