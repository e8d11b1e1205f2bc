package metric

import (
	"math"
	"testing"
	"unicode/utf8"
)

// FuzzCHRFConfig: any orders and beta a user can give build chrF or fail cleanly; the score is
// within [0, 100], in memory that grows with the text, not with the orders.
func FuzzCHRFConfig(f *testing.F) {
	f.Add(int64(6), int64(0), int64(2), false, false, "The cat sat on the mat.", "The cat sat on a mat.")
	f.Add(int64(1)<<62, int64(2), int64(-3), true, true, "a b", "a b c")
	f.Add(int64(100), int64(70), int64(4294967296000000000), true, false, "(hi) there", "hi there!")
	f.Fuzz(func(t *testing.T, nc, nw, beta int64, eps, space bool, hyp, ref string) {
		if !utf8.ValidString(hyp) || !utf8.ValidString(ref) {
			return
		}
		m, err := NewCHRF(CHRFConfig{CharOrder: int(nc), WordOrder: int(nw), Beta: int(beta), EpsSmoothing: eps, Whitespace: space})
		if err != nil {
			return
		}
		refs, err := FromStreams([]string{ref})
		if err != nil {
			return
		}
		st, err := CorpusStats(m, []string{hyp}, refs)
		if err != nil {
			t.Fatal(err)
		}
		if s := m.Compute(st.Sum()).Score; !(s >= 0 && s <= 100+1e-9) {
			t.Fatalf("chrF(%d, %d, beta %d) = %v", nc, nw, beta, s)
		}
	})
}

// FuzzBLEUConfig: any order, smoothing and value build BLEU or fail cleanly, and score without
// panicking.
func FuzzBLEUConfig(f *testing.F) {
	f.Add(int64(4), uint8(0), 0.1, false, "The cat sat on the mat.", "The cat sat on a mat.")
	f.Add(int64(1024), uint8(2), 1e308, true, "a", "")
	f.Add(int64(1)<<40, uint8(1), -1.0, false, "", "a b")
	f.Fuzz(func(t *testing.T, order int64, smooth uint8, value float64, eff bool, hyp, ref string) {
		if !utf8.ValidString(hyp) || !utf8.ValidString(ref) {
			return
		}
		cfg := BLEUConfig{MaxNgramOrder: int(order), SmoothMethod: SmoothMethods[int(smooth)%len(SmoothMethods)],
			SmoothValue: &value, EffectiveOrder: eff, Tokenize: "13a"}
		m, err := NewBLEU(cfg)
		if err != nil {
			return
		}
		refs, err := FromStreams([]string{ref})
		if err != nil {
			return
		}
		st, err := CorpusStats(m, []string{hyp}, refs)
		if err != nil {
			t.Fatal(err)
		}
		if s := m.Compute(st.Sum()).Score; s < 0 && !math.IsNaN(s) {
			t.Fatalf("BLEU(order %d) = %v", order, s)
		}
	})
}
