package metric

import "testing"

// computeCases are SacreBLEU 2.6.0's BLEU.compute_bleu results for given statistics, as exact
// hexadecimal floats, including the degenerate cases of its test_bleu.py.
var computeCases = []struct {
	reason         string
	correct, total []float64
	sysLen, refLen float64
	smooth         string
	value          *float64
	eff            bool
	score, bp      float64
}{
	{"scoring from statistics (test_bleu.py)", []float64{9, 7, 5, 3}, []float64{10, 8, 6, 4}, 11, 11, "none", nil, false, 0x1.4f09720234c73p+6, 0x1.0000000000000p+0},
	{"degenerate: no matches, floor 0", []float64{0, 0, 0, 0}, []float64{4, 4, 2, 1}, 0, 1, "floor", ptr(0x0.0p+0), false, 0x0.0p+0, 0x0.0p+0},
	{"degenerate: no matches, hyp longer", []float64{0, 0, 0, 0}, []float64{10, 11, 12, 0}, 14, 10, "floor", ptr(0x0.0p+0), false, 0x0.0p+0, 0x1.0000000000000p+0},
	{"degenerate: all zero", []float64{0, 0, 0, 0}, []float64{0, 0, 0, 0}, 0, 0, "floor", ptr(0x0.0p+0), false, 0x0.0p+0, 0x1.0000000000000p+0},
	{"degenerate: a zero precision with floor 0", []float64{6, 5, 4, 0}, []float64{6, 5, 4, 3}, 6, 6, "floor", ptr(0x0.0p+0), false, 0x0.0p+0, 0x1.0000000000000p+0},
	{"degenerate: all zero, floor 0.1", []float64{0, 0, 0, 0}, []float64{0, 0, 0, 0}, 0, 0, "floor", ptr(0x1.999999999999ap-4), false, 0x0.0p+0, 0x1.0000000000000p+0},
	{"degenerate: all zero, empty hypothesis shorter than reference", []float64{0, 0, 0, 0}, []float64{0, 0, 0, 0}, 1, 5, "floor", ptr(0x1.47ae147ae147bp-7), false, 0x0.0p+0, 0x1.2c155b8213cf4p-6},
	{"exp smoothing of two missing orders", []float64{5, 2, 0, 0}, []float64{6, 5, 4, 3}, 6, 7, "exp", nil, false, 0x1.48c4970d44bc0p+4, 0x1.b1660d7a223b0p-1},
	{"effective order stops at the first order without n-grams", []float64{3, 1, 0, 0}, []float64{3, 2, 1, 0}, 3, 3, "exp", nil, true, 0x1.f7f7ea5ed02fap+5, 0x1.0000000000000p+0},
	{"without effective order, a missing order zeroes the score", []float64{3, 1, 0, 0}, []float64{3, 2, 1, 0}, 3, 3, "exp", nil, false, 0x0.0p+0, 0x1.0000000000000p+0},
	{"add-k smooths orders above 1 before the zero check", []float64{2, 0, 0, 0}, []float64{2, 1, 0, 0}, 2, 2, "add-k", nil, false, 0x1.505bcafcef55fp+6, 0x1.0000000000000p+0},
	{"add-k 0.5 with effective order", []float64{2, 0, 0, 0}, []float64{2, 1, 0, 0}, 2, 4, "add-k", ptr(0x1.0000000000000p-1), true, 0x1.bf3ea39a298a2p+4, 0x1.78b56362cef38p-2},
	{"brevity penalty of a long corpus", []float64{50000, 30000, 20000, 10000}, []float64{60000, 59000, 58000, 57000}, 60000, 61287, "exp", nil, false, 0x1.3950148820d4dp+5, 0x1.f52271c6575c8p-1},
}

func TestComputeBLEU(t *testing.T) {
	for _, c := range computeCases {
		b, err := NewBLEU(BLEUConfig{SmoothMethod: c.smooth, SmoothValue: c.value, EffectiveOrder: c.eff})
		if err != nil {
			t.Fatal(err)
		}
		sum := append(append([]float64{c.sysLen, c.refLen}, c.correct...), c.total...)
		s := b.ComputeBLEU(sum)
		if s.Score.Score != c.score || s.BP != c.bp {
			t.Errorf("%s: score %x bp %x, want %x %x", c.reason, s.Score.Score, s.BP, c.score, c.bp)
		}
		if sum[3] != c.correct[1] {
			t.Errorf("%s: ComputeBLEU modified its argument", c.reason)
		}
	}
}
