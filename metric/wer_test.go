package metric

import (
	"errors"
	"slices"
	"testing"

	"github.com/sacre-mt/sacre/signatures"
)

// werCase is one case of jiwer 4.0.0's own test suite (tests/test_measures.py
// test_known_values, from Morris et al.'s "From WER and RIL to MER and WIL"; tests/
// test_empty_ref.py; tests/test_cer.py), with the values jiwer computes: the same float
// operations, so equal to the last bit.
type werCase struct {
	source        string
	refs, hyps    []string
	wer, mer, wil float64
	h, s, d, i    int
}

var jiwerCases = []werCase{
	{"test_known_values", []string{"X"}, []string{"X"}, 0, 0, 0, 1, 0, 0, 0},
	{"test_known_values", []string{"X"}, []string{"X X Y Y"}, 3, 0.75, 0.75, 1, 0, 0, 3},
	{"test_known_values", []string{"X Y X"}, []string{"X Z"}, 2.0 / 3, 2.0 / 3, 1 - (1.0/3)*(1.0/2), 1, 1, 1, 0},
	{"test_known_values", []string{"X"}, []string{"Y"}, 1, 1, 1, 0, 1, 0, 0},
	{"test_known_values", []string{"X"}, []string{"Y Z"}, 2, 1, 1, 0, 1, 0, 1},
	{"test_input_ref_string_hyp_string", []string{"This is a test"}, []string{"This test"}, 0.5, 0.5, 0.5, 2, 0, 2, 0},
	{"test_input_ref_string_hyp_string", []string{"This is a test"}, []string{""}, 1, 1, 1, 0, 0, 4, 0},
	{"test_empty_ref_empty_hyp", []string{"", ""}, []string{"", ""}, 0, 0, 0, 0, 0, 0, 0},
	{"test_empty_ref", []string{""}, []string{"hello"}, 1, 1, 1, 0, 0, 0, 1},
	{"test_empty_ref_more", []string{""}, []string{"0 1 2 3 4"}, 5, 1, 1, 0, 0, 0, 5},
	{"test_empty_hyp", []string{"hello"}, []string{""}, 1, 1, 1, 0, 0, 1, 0},
}

func scoreAll(t *testing.T, m Metric, refs, hyps []string) (*Score, []float64) {
	t.Helper()
	r, _ := FromStreams(refs)
	p, err := m.Prepare(r)
	if err != nil {
		t.Fatal(err)
	}
	st, err := m.Stats(hyps, p)
	if err != nil {
		t.Fatal(err)
	}
	return m.Compute(st.Sum()), st.Sum()
}

func TestErrorRatesJiwer(t *testing.T) {
	for _, c := range jiwerCases {
		for _, m := range []struct {
			name string
			want float64
		}{{"WER", c.wer}, {"MER", c.mer}, {"WIL", c.wil}, {"WIP", 1 - c.wil}} {
			e, err := NewErrorRate(m.name, WERConfig{})
			if err != nil {
				t.Fatal(err)
			}
			got, sum := scoreAll(t, e, c.refs, c.hyps)
			if got.Score != 100*m.want {
				t.Errorf("%s %q / %q: %s %v, jiwer %v", c.source, c.refs, c.hyps, m.name, got.Score, 100*m.want)
			}
			if want := []float64{float64(c.h), float64(c.s), float64(c.d), float64(c.i)}; !equalFloats(sum, want) {
				t.Errorf("%s %q / %q: H S D I %v, jiwer %v", c.source, c.refs, c.hyps, sum, want)
			}
		}
	}
}

func equalFloats(a, b []float64) bool {
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

// TestCERJiwer: jiwer's tests/test_cer.py, spaces counted as characters.
func TestCERJiwer(t *testing.T) {
	e, _ := NewErrorRate("CER", WERConfig{})
	for _, c := range []struct {
		ref, hyp string
		want     float64
	}{
		{"This is a test", "This is a test", 0.0 / 14},
		{"This is a test", "", 14.0 / 14},
		{"This is a test", "This test", 5.0 / 14},
	} {
		if got, _ := scoreAll(t, e, []string{c.ref}, []string{c.hyp}); got.Score != 100*c.want {
			t.Errorf("CER %q / %q: %v, jiwer %v", c.ref, c.hyp, got.Score, 100*c.want)
		}
	}
}

// TestErrorRateSignatures: the normalization in the signature, read back by Parse and
// FromSignature; unknown normalizations refused.
func TestErrorRateSignatures(t *testing.T) {
	for _, c := range []struct {
		measure, norm, want string
	}{
		{"WER", "", "nrefs:1|norm:jiwer-wer|align:jiwer|version:" + signatures.Version},
		{"CER", "", "nrefs:1|norm:jiwer-cer|align:jiwer|version:" + signatures.Version},
		{"WER", "lc/punct", "nrefs:1|norm:lc/punct|align:jiwer|version:" + signatures.Version},
		{"MER", "none/lc", "nrefs:1|norm:lc|align:jiwer|version:" + signatures.Version},
		{"WER", "whisper-en", "nrefs:1|norm:whisper-en-c0d2f62|align:jiwer|version:" + signatures.Version},
		{"CER", "lc/whisper-basic-c0d2f62", "nrefs:1|norm:lc/whisper-basic-c0d2f62|align:jiwer|version:" + signatures.Version},
	} {
		e, err := NewErrorRate(c.measure, WERConfig{Norm: c.norm})
		if err != nil {
			t.Fatal(err)
		}
		sig := e.Signature(signatures.Run{NumRefs: 1}).Format(false)
		if sig != c.want {
			t.Errorf("%s %q: %s, want %s", c.measure, c.norm, sig, c.want)
		}
		p, err := signatures.Parse(c.measure + "|" + sig)
		if err != nil {
			t.Fatalf("Parse(%s|%s): %v", c.measure, sig, err)
		}
		spec, err := FromSignature(p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := spec.New()
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Signature(signatures.Run{NumRefs: 1}).Format(false); got != sig {
			t.Errorf("read back: %s, want %s", got, sig)
		}
		short := e.Signature(signatures.Run{NumRefs: 1}).Format(true)
		if _, err := signatures.Parse(c.measure + "|" + short); err != nil {
			t.Errorf("short %s: %v", short, err)
		}
	}
	if _, err := NewErrorRate("WER", WERConfig{Norm: "lc/nothing"}); !errors.Is(err, ErrNormalizer) {
		t.Errorf("unknown step: %v", err)
	}
	if _, err := signatures.Parse("WER|nrefs:1|norm:whisper-en-0000000|version:2.6.0"); err == nil {
		t.Error("a Whisper release sacre does not have was read")
	}
}

// BenchmarkWER scores the 16 WMT17 systems' words (3004 segments each) with WER.
func BenchmarkWER(b *testing.B) {
	ref, systems, size := wmt17(b)
	e, _ := NewErrorRate("WER", WERConfig{Norm: "none"})
	refs, _ := FromStreams(ref)
	p, err := e.Prepare(refs)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(size)
	for b.Loop() {
		for _, hyps := range systems {
			if _, err := e.Stats(hyps, p); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestJiwerSpaces: jiwer's RemoveMultipleSpaces then Strip, with the fast path for text that
// needs nothing.
func TestJiwerSpaces(t *testing.T) {
	for in, want := range map[string]string{
		"":                  "",
		"a b":               "a b",
		" a b ":             "a b",
		"a  b":              "a b",
		"a\tb":              "a\tb", // one whitespace character is kept as it is
		"a\t\tb":            "a b",
		"a \u00a0b":         "a b",
		"ä\u2028ö":          "ä\u2028ö",
		"\u3000x\u3000":     "x",
		"x\x1c\x1dy":        "x y",
		"über  größe":       "über größe",
		"mañana es domingo": "mañana es domingo",
	} {
		if got := jiwerSpaces(in); got != want {
			t.Errorf("jiwerSpaces(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzErrorRate: any texts and normalization chains score without a panic; the counts add up
// to the reference's and the hypothesis's tokens (H+S+D and H+S+I); identical texts have no
// error.
func FuzzErrorRate(f *testing.F) {
	f.Add("the cat sat", "the cat  sat down", "lc/punct", false)
	f.Add("", "x", "none", true)
	f.Add("Ünïcödé\u2028 \u00a0x", "ünïcödé x", "whisper-en", false)
	f.Fuzz(func(t *testing.T, ref, hyp, norm string, chars bool) {
		measure := "WER"
		if chars {
			measure = "CER"
		}
		e, err := NewErrorRate(measure, WERConfig{Norm: norm})
		if err != nil {
			return
		}
		_, sum := scoreAll(t, e, []string{ref, hyp}, []string{hyp, hyp})
		h, s, d, i := sum[0], sum[1], sum[2], sum[3]
		if got, want := h+s+d, float64(len(e.Tokens(ref))+len(e.Tokens(hyp))); got != want {
			t.Errorf("H+S+D = %v, reference tokens %v", got, want)
		}
		if got, want := h+s+i, float64(2*len(e.Tokens(hyp))); got != want {
			t.Errorf("H+S+I = %v, hypothesis tokens %v", got, want)
		}
		self, _ := scoreAll(t, e, []string{hyp}, []string{hyp})
		if self.Score != 0 {
			t.Errorf("%q against itself: %v", hyp, self.Score)
		}
	})
}

// TestErrorRateStatsMany: several systems at once (rows of repeated hypotheses copied) give
// each system's Stats, for words and characters, with two references.
func TestErrorRateStatsMany(t *testing.T) {
	refs := Refs{{"the cat sat", "a cat sat"}, {"on the mat", "on a mat"}, {"", "x"}, {"hello world", "hi world"}}
	systems := [][]string{
		{"the cat sat", "on mat", "", "hello there world"},
		{"a cat", "on mat", "x y", "hello there world"},
		{"the cat sat", "on  the mat", "x", "hello"},
	}
	for _, measure := range []string{"WER", "CER"} {
		e, _ := NewErrorRate(measure, WERConfig{Norm: "lc"})
		p, err := e.Prepare(refs)
		if err != nil {
			t.Fatal(err)
		}
		many, err := e.StatsMany(systems, p)
		if err != nil {
			t.Fatal(err)
		}
		for s, hyps := range systems {
			one, err := e.Stats(hyps, p)
			if err != nil {
				t.Fatal(err)
			}
			for i := range hyps {
				if !equalFloats(many[s].Row(i), one.Row(i)) {
					t.Errorf("%s system %d segment %d: StatsMany %v, Stats %v", measure, s, i, many[s].Row(i), one.Row(i))
				}
			}
		}
	}
}

// TestWordIDs: the 8-byte path numbers the words eachWord splits, with the numbers a lookup of
// each word gives, double, leading and trailing spaces and long words included.
func TestWordIDs(t *testing.T) {
	vocab := &idTable[string]{}
	vocab.reset(16)
	for _, w := range []string{"a", "bb", "sentence", "international", "ü", "x\ty"} {
		vocab.id(w, true)
	}
	for _, s := range []string{"", " ", "a", "a bb", "  a  bb  ", "sentence international a", "internationalization sentence",
		"ü x\ty  a", "abcdefgh a", "abcdefg  a", "a b c d e f g h i j k l m n o p q r s t u v w x y z", "unknown a"} {
		var want []int32
		eachWord(s, func(w string) { want = append(want, int32(vocab.id(w, false))) })
		if got := wordIDs(nil, s, vocab); !slices.Equal(got, want) {
			t.Errorf("wordIDs(%q) = %v, want %v", s, got, want)
		}
	}
}
