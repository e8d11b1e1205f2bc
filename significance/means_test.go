package significance

import (
	"bufio"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// meansOracle is means_oracle.json: SacreBLEU 2.6.0's own paired tests run on per-segment
// scores with float64 statistics (gen_means.py).
type meansOracle struct {
	Runs []struct {
		Test    string
		Samples int
		Seed    int
		Systems []string
		Pairs   []struct {
			A, B   string
			ScoreA float64 `json:"score_a"`
			ScoreB float64 `json:"score_b"`
			P      float64
			MeanB  *float64 `json:"mean_b"`
			CIB    *float64 `json:"ci_b"`
		}
	}
}

func readScores(t testing.TB, path string) []float64 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []float64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		v, err := strconv.ParseFloat(sc.Text(), 64)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

// TestMeanPairsSacreBLEU: every pair's p-value, each system's score and interval equal those of
// SacreBLEU's _paired_bs_test and _paired_ar_test on WMT17 systems' sentence chrF.
func TestMeanPairsSacreBLEU(t *testing.T) {
	var o meansOracle
	b, err := os.ReadFile("testdata/means_oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &o); err != nil {
		t.Fatal(err)
	}
	for _, run := range o.Runs {
		index := map[string]int{}
		var scores [][]float64
		for i, name := range run.Systems {
			index[name] = i
			scores = append(scores, readScores(t, filepath.Join("testdata/means", name+".scores")))
		}
		seed, _ := ParseSeed(strconv.Itoa(run.Seed))
		got := MeanPairs(scores, PairedConfig{AR: run.Test == "ar", Samples: run.Samples, Seed: seed})
		for _, want := range run.Pairs {
			i, j := index[want.A], index[want.B]
			if got.P[i][j] != want.P || got.P[j][i] != want.P {
				t.Errorf("%s seed %d %s vs %s: p = %v, SacreBLEU %v", run.Test, run.Seed, want.A, want.B, got.P[i][j], want.P)
			}
			closeTo(t, "score", got.Systems[i].Score, want.ScoreA)
			closeTo(t, "score", got.Systems[j].Score, want.ScoreB)
			if want.MeanB != nil {
				closeTo(t, "mean", *got.Systems[j].Mean, *want.MeanB)
				closeTo(t, "ci", *got.Systems[j].CI, *want.CIB)
			}
		}
	}
}

func closeTo(t *testing.T, what string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > 1e-12*math.Abs(want) {
		t.Errorf("%s = %v, SacreBLEU %v", what, got, want)
	}
}

// BenchmarkMeanPairs: 10 systems x 2,000 items (WMT17 sentence chrF, two copies of five
// systems' first 2,000 segments), all 45 pairs, 10,000 bootstrap resamples.
func BenchmarkMeanPairs(b *testing.B) {
	var scores [][]float64
	for _, name := range []string{"online-B.0", "LIUM-NMT.4900", "KIT.4950", "xmu.4910", "uedin-nmt.4722"} {
		s := readScores(b, filepath.Join("testdata/means", name+".scores"))
		scores = append(scores, s[:2000], s[1000:3000])
	}
	seed, _ := ParseSeed(DefaultSeed)
	for _, ar := range []bool{false, true} {
		name := "bootstrap"
		if ar {
			name = "ar"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				MeanPairs(scores, PairedConfig{AR: ar, Samples: 10000, Seed: seed})
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/op")
		})
	}
}
