package metric

import (
	"strings"
	"testing"
)

// terCases were printed by SacreBLEU 2.6.0's lib_ter.translation_edit_rate (and its _shift,
// wrapped to count the shifts and read the checked candidates).
var terCases = []struct {
	hyp, ref               string
	edits, shifts, checked int
	reason                 string
}{
	{"d e f g h a b c", "a b c d e f g h", 1, 1, 6, "one shift of a block"},
	{"the cat sat on the mat", "on the mat the cat sat", 1, 1, 36, "one shift; many candidates"},
	{"a b c d e", "a c b e d", 2, 2, 7, "two shifts"},
	{"x y z", "a b c d e f g h i j k l m n o p q r s t u v w x y z", 23, 0, 0, "ratio 26/3, no candidate"},
	{"a b", "", 2, 0, 0, "empty reference: one edit per hypothesis word"},
	{"", "a b c", 3, 0, 0, "empty hypothesis: one edit per reference word"},
	{"", "", 0, 0, 0, "both empty"},
	{"a b c d e f g h i", "x y", 9, 0, 0, "more edits than reference words: TER above 100"},
	{
		"c b c b b a a b c c b b c a b c c a a c a b a a c a b c b a b c b a a a a",
		"c a c a b c b a a c a b a a c a a c a c b c a b a c c a c b c a a b a b c c",
		15, 1, 1000, "the cap is reached in round 2, after 802 candidates in round 1: its best shift (gain 4) is not applied",
	},
	{
		"a a a a a b b b a b b b a b a a a a a b b a b a b b a a a b a a a b a b a a",
		"a b b a a b b b b a a a a b a a a b a a a a a a b b b b b a a b b a a a b b a b",
		10, 1, 1001, "the span that reaches the cap still checks all its targets",
	},
	{
		"b c c c c a c a b b c a c c a b b a a a b c c c b b a b c a a a a c b b c",
		"c c c c a b c a a a b c b b a c b b a c c a c c b b b a c c c c b a a a b b b c",
		11, 3, 1002, "three shifts, then the cap; the candidate count is cumulative over rounds",
	},
}

func TestTERCases(t *testing.T) {
	for _, c := range terCases {
		e, s, k := terEdits(c.hyp, c.ref)
		if e != c.edits || s != c.shifts || k != c.checked {
			t.Errorf("%q | %q: edits %d shifts %d checked %d, want %d %d %d: %s", c.hyp, c.ref, e, s, k, c.edits, c.shifts, c.checked, c.reason)
		}
	}
}

// TestTERCapDropsBestShift shows what the cap costs: after the search stops, the candidates
// of the last round hold a shift with gain 4 (SacreBLEU's _shift returns it, and
// translation_edit_rate drops it).
func TestTERCapDropsBestShift(t *testing.T) {
	c := terCases[8]
	var s terSegment
	s.number(terWords{words: strings.Fields(c.hyp)}, []terWords{{words: strings.Fields(c.ref)}})
	if e := s.pair.editRate(s.hyp, s.refs[0]); e != c.edits {
		t.Fatalf("edits %d, want %d", e, c.edits)
	}
	if _, gain := s.pair.bestShift(s.pair.distance()); gain != 4 {
		t.Errorf("best shift of the capped round has gain %d, want 4", gain)
	}
}

// TestTERTies checks the first round's shift where several candidates share the best gain,
// against the shifted words SacreBLEU's _shift returns.
func TestTERTies(t *testing.T) {
	for _, c := range []struct {
		hyp, ref, want string
		gain, checked  int
		reason         string
	}{
		{"c d d b c b c d b", "a d b b c d d", "c d b c b c d d b", 1, 9, "same span, two targets: the earlier target wins"},
		{"a c a b d b b b", "a d a a b b b c a", "a b d b b b c a", 2, 26, "the longer span wins"},
		{"c c c b a a d b", "b d a c b d d", "c c a c b a d b", 2, 5, "same length: the earlier start wins"},
	} {
		var s terSegment
		s.number(terWords{words: strings.Fields(c.hyp)}, []terWords{{words: strings.Fields(c.ref)}})
		p := &s.pair
		p.reset(s.hyp, s.refs[0])
		p.forward(0)
		dist := p.distance()
		p.alignment()
		checked, _ := p.candidates(0)
		best, gain := p.bestShift(dist)
		p.apply(best)
		got := strings.Join(strings.Fields(c.hyp), " ")
		if words := s.words(p.hyp, strings.Fields(c.hyp)); words != c.want || gain != c.gain || checked != c.checked {
			t.Errorf("%q | %q: shifted to %q (from %q) gain %d checked %d, want %q %d %d: %s", c.hyp, c.ref, words, got, gain, checked, c.want, c.gain, c.checked, c.reason)
		}
	}
}

// words spells numbered words again, with the words they were numbered from.
func (s *terSegment) words(ids []int32, from []string) string {
	spell := map[int32]string{}
	for k, id := range s.hyp {
		spell[id] = from[k]
	}
	out := make([]string, len(ids))
	for k, id := range ids {
		out[k] = spell[id]
	}
	return strings.Join(out, " ")
}

// TestTERReferencesTokenizedTwice checks SacreBLEU's sentence scores where tokenizing the
// references twice matters: identical strings do not score 0.
func TestTERReferencesTokenizedTwice(t *testing.T) {
	for _, c := range []struct {
		cfg      TERConfig
		hyp, ref string
		score    float64
		edits    int
		reason   string
	}{
		{TERConfig{Normalized: true}, "Der Verein Nima's, gegründet", "Der Verein Nima's, gegründet", 33.33333333333333, 2,
			`the reference becomes "nima 's ,", the hypothesis "nima's ,"`},
		{TERConfig{Normalized: true, NoPunct: true}, "John's, car", "John's, car", 66.66666666666666, 2,
			`removing the comma leaves "john's car", whose second pass splits "'s"`},
		{TERConfig{}, "The cat.", "The cat.", 0, 0, "without normalization the second pass changes nothing"},
	} {
		m, _ := NewTER(c.cfg)
		p, _ := m.Prepare(Refs{{c.ref}})
		st, err := m.Stats([]string{c.hyp}, p)
		if err != nil {
			t.Fatal(err)
		}
		if s := m.ComputeTER(st.Sum()); s.Score.Score != c.score || s.NumEdits != c.edits {
			t.Errorf("%+v %q | %q: TER %v edits %d, want %v %d: %s", c.cfg, c.hyp, c.ref, s.Score.Score, s.NumEdits, c.score, c.edits, c.reason)
		}
	}
}
