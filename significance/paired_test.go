package significance

import (
	"encoding/json"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/metric"
)

// oracleSystem is one entry of the paired test JSON SacreBLEU printed.
type oracleSystem struct {
	System string
	BLEU   oracleResult
	TER    oracleResult
}

type oracleResult struct {
	Score  float64
	PValue *float64 `json:"p_value"`
	Mean   *float64
	CI     *float64
}

func readOracle(t *testing.T, name string) []oracleSystem {
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var out []oracleSystem
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func sameFloat(a, b *float64) bool {
	return (a == nil) == (b == nil) && (a == nil || *a == *b)
}

func checkResults(t *testing.T, what string, got []Result, want []oracleSystem, pick func(oracleSystem) oracleResult) {
	t.Helper()
	for s, w := range want {
		g, o := got[s], pick(w)
		if g.Score != o.Score || !sameFloat(g.PValue, o.PValue) || !sameFloat(g.Mean, o.Mean) || !sameFloat(g.CI, o.CI) {
			t.Errorf("%s %s: got %v %v %v %v, want %v %v %v %v", what, w.System,
				g.Score, deref(g.PValue), deref(g.Mean), deref(g.CI), o.Score, deref(o.PValue), deref(o.Mean), deref(o.CI))
		}
	}
}

func deref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

// TestWMT17 reproduces SacreBLEU's own significance test on the 16 WMT17 systems (BLEU with
// -tok none, seed 12345): 2000 paired bootstrap resamples and 10000 approximate
// randomization trials (with TER too), every value at full precision.
func TestWMT17(t *testing.T) {
	checkWMT17(t, 16)
}

// checkWMT17 is TestWMT17 on the first n systems (LIUM-NMT, the baseline, first). SacreBLEU
// seeds a generator per system, so every system draws the same resamples and the first n
// systems' values are those of the 16-system run.
func checkWMT17(t *testing.T, n int) {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{Tokenize: "none"})
	ter, _ := metric.NewTER(metric.TERConfig{})
	bleuStats, terStats := wmt17Stats(t, bleu, n), wmt17Stats(t, ter, n)
	seed, _ := ParseSeed(DefaultSeed)

	bs := Paired([]metric.Resampler{bleu}, [][]*metric.Stats{bleuStats}, PairedConfig{Samples: 2000, Seed: seed})
	wantBS := readOracle(t, "wmt17_bs2000.json")[:n]
	checkResults(t, "bootstrap BLEU", bs[0], wantBS, func(o oracleSystem) oracleResult { return o.BLEU })

	ar := Paired([]metric.Resampler{bleu, ter}, [][]*metric.Stats{bleuStats, terStats}, PairedConfig{AR: true, Samples: 10000, Seed: seed})
	wantAR := readOracle(t, "wmt17_ar10000.json")[:n]
	checkResults(t, "AR BLEU", ar[0], wantAR, func(o oracleSystem) oracleResult { return o.BLEU })
	checkResults(t, "AR TER", ar[1], wantAR, func(o oracleSystem) oracleResult { return o.TER })

	// SacreBLEU's test suite checks its BLEU p-values against Moses' (bootstrap) and
	// MultEval's (AR) to within 0.01; it lists MultEval's TER p-values but does not test
	// them (online-B's differs by 0.014, in SacreBLEU as here).
	for s, w := range wantBS[1:] {
		name := strings.TrimSuffix(w.System, ".txt")
		if moses, ok := mosesP[name]; !ok || math.Abs(*bs[0][s+1].PValue-moses) > 0.01 {
			t.Errorf("%s: bootstrap p %v, Moses %v", name, *bs[0][s+1].PValue, moses)
		}
		if mult := multevalP[name]; math.Abs(*ar[0][s+1].PValue-mult[0]) > 0.01 {
			t.Errorf("%s: AR p %v, MultEval %v", name, *ar[0][s+1].PValue, mult[0])
		}
	}
}

// mosesP and multevalP are the p-values SacreBLEU's test_significance.py lists from Moses'
// bootstrap script (2000 samples) and from MultEval (10000 AR trials; BLEU, TER).
var mosesP = map[string]float64{
	"C-3MA.4959": 0, "FBK.4870": 0.01267, "KIT.4950": 0.02233, "LMU-nmt-reranked.4934": 0.04383,
	"LMU-nmt-single.4893": 0.20783, "online-A.0": 0, "online-B.0": 0.381, "online-F.0": 0, "online-G.0": 0,
	"PROMT-Rule-based.4735": 0, "RWTH-nmt-ensemble.4921": 0.01167, "SYSTRAN.4847": 0.20983,
	"TALP-UPC.4834": 0, "uedin-nmt.4722": 0, "xmu.4910": 0.25483,
}

var multevalP = map[string][2]float64{
	"C-3MA.4959": {0.0001, 0.0001}, "FBK.4870": {0.0218, 0.09569}, "KIT.4950": {0.0410, 0.0002},
	"LMU-nmt-reranked.4934": {0.09029, 0.0001}, "LMU-nmt-single.4893": {0.58494, 0.0054},
	"online-A.0": {0.0001, 0.0001}, "online-B.0": {0.94111, 0.82242}, "online-F.0": {0.0001, 0.0001},
	"online-G.0": {0.0001, 0.0001}, "PROMT-Rule-based.4735": {0.0001, 0.0001},
	"RWTH-nmt-ensemble.4921": {0.0207, 0.07539}, "SYSTRAN.4847": {0.59914, 0.0001},
	"TALP-UPC.4834": {0.0001, 0.0001}, "uedin-nmt.4722": {0.0001, 0.0001}, "xmu.4910": {0.71073, 0.0001},
}

// TestWMT17Chunked draws the resamples a few at a time: the same values, as the draws of one
// NumPy call continue across chunks (AR chunks end at a 32-bit word's end). The draws, and so
// the chunks, are the same for every system: by default the baseline and the next 3 systems
// are compared with SacreBLEU's values, all 16 with SACRE_LONG=1.
func TestWMT17Chunked(t *testing.T) {
	defer func(old int) { drawChunk = old }(drawChunk)
	drawChunk = 3*3004 + 1 // 3 bootstrap resamples, 8 AR trials per chunk
	checkWMT17(t, campaign.UpTo(16, 4))
}
