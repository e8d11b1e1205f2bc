package significance

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/sacre-mt/sacre/metric"
)

// TestAllPairsSacreBLEU checks every pair against SacreBLEU's paired tests with online-B as
// the baseline, which is the third of the systems given to AllPairs: BLEU, chrF and TER, 1000
// bootstrap resamples and 2000 AR trials, seed 12345, every value at full precision.
func TestAllPairsSacreBLEU(t *testing.T) {
	names := []string{"LIUM-NMT.4900.txt", "KIT.4950.txt", "online-B.0.txt", "xmu.4910.txt", "uedin-nmt.4722.txt"}
	// SacreBLEU's order: online-B (the baseline), LIUM, KIT, xmu, uedin.
	oracleOrder := []int{2, 0, 1, 3, 4}
	const baseline = 2
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	chrf, _ := metric.NewCHRF(metric.CHRFConfig{})
	ter, _ := metric.NewTER(metric.TERConfig{})
	metrics := []metric.Resampler{bleu, chrf, ter}
	stats := [][]*metric.Stats{wmt17StatsOf(t, bleu, names), wmt17StatsOf(t, chrf, names), wmt17StatsOf(t, ter, names)}
	seed, _ := ParseSeed(DefaultSeed)
	keys := []string{"BLEU", "chrF2", "TER"}

	read := func(name string) []map[string]oracleResult {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		var out []map[string]json.RawMessage
		if err := json.Unmarshal(data, &out); err != nil {
			t.Fatal(err)
		}
		res := make([]map[string]oracleResult, len(out))
		for i, o := range out {
			res[i] = map[string]oracleResult{}
			for _, k := range keys {
				var r oracleResult
				if err := json.Unmarshal(o[k], &r); err != nil {
					t.Fatal(err)
				}
				res[i][k] = r
			}
		}
		return res
	}
	for _, test := range []struct {
		file string
		cfg  PairedConfig
	}{
		{"allpairs_bs1000.json", PairedConfig{Seed: seed}},
		{"allpairs_ar2000.json", PairedConfig{AR: true, Samples: 2000, Seed: seed}},
	} {
		want := read(test.file)
		got := AllPairs(metrics, stats, test.cfg)
		for k, key := range keys {
			for o, s := range oracleOrder {
				w, g := want[o][key], got[k].Systems[s]
				if g.Score != w.Score || !sameFloat(g.Mean, w.Mean) || !sameFloat(g.CI, w.CI) {
					t.Errorf("%s %s %s: got %v %v %v, want %v %v %v", test.file, key, names[s],
						g.Score, deref(g.Mean), deref(g.CI), w.Score, deref(w.Mean), deref(w.CI))
				}
				if s == baseline {
					continue
				}
				if p := got[k].P[baseline][s]; w.PValue == nil || p != *w.PValue || got[k].P[s][baseline] != p {
					t.Errorf("%s %s %s: p %v (reversed %v), want %v", test.file, key, names[s], p, got[k].P[s][baseline], deref(w.PValue))
				}
			}
		}
	}
}

// TestAllPairsPaired checks that every pair's p-value is Paired's with either system as the
// baseline, and that win shares add up.
func TestAllPairsPaired(t *testing.T) {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{Tokenize: "none"})
	ter, _ := metric.NewTER(metric.TERConfig{})
	metrics := []metric.Resampler{bleu, ter}
	const n = 5
	all := [][]*metric.Stats{wmt17Stats(t, bleu, n), wmt17Stats(t, ter, n)}
	seed, _ := ParseSeed("7")
	for _, cfg := range []PairedConfig{{Samples: 300, Seed: seed}, {AR: true, Samples: 500, Seed: seed}} {
		got := AllPairs(metrics, all, cfg)
		for b := range n {
			order := []int{b}
			for s := range n {
				if s != b {
					order = append(order, s)
				}
			}
			stats := make([][]*metric.Stats, len(metrics))
			for k := range metrics {
				for _, s := range order {
					stats[k] = append(stats[k], all[k][s])
				}
			}
			paired := Paired(metrics, stats, cfg)
			for k := range metrics {
				for i, s := range order[1:] {
					if p := *paired[k][i+1].PValue; got[k].P[b][s] != p {
						t.Errorf("AR %v metric %d: P[%d][%d] = %v, Paired %v", cfg.AR, k, b, s, got[k].P[b][s], p)
					}
				}
				if !cfg.AR {
					if g, w := *got[k].Systems[b].Mean, *paired[k][0].Mean; g != w {
						t.Errorf("metric %d system %d: mean %v, Paired %v", k, b, g, w)
					}
					for s := range n {
						if s != b && got[k].Higher[b][s]+got[k].Higher[s][b] > 1 {
							t.Errorf("metric %d: wins %v + %v > 1", k, got[k].Higher[b][s], got[k].Higher[s][b])
						}
					}
				}
			}
		}
	}
}

// TestAllPairsUnseeded runs every pair on entropy: p-values symmetric, in (0, 1], an
// interval for every system.
func TestAllPairsUnseeded(t *testing.T) {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	stats := [][]*metric.Stats{wmt17Stats(t, bleu, 3)}
	seed, _ := ParseSeed("none")
	got := AllPairs([]metric.Resampler{bleu}, stats, PairedConfig{Samples: 50, Seed: seed})[0]
	for i := range 3 {
		if got.Systems[i].Mean == nil || got.Systems[i].CI == nil {
			t.Errorf("system %d: no interval", i)
		}
		for j := range 3 {
			if p := got.P[i][j]; p != got.P[j][i] || p <= 0 || p > 1 {
				t.Errorf("P[%d][%d] = %v, P[%d][%d] = %v", i, j, p, j, i, got.P[j][i])
			}
		}
	}
}

// TestAllPairsSame checks that identical systems keep SacreBLEU's p-value for the pair,
// 1/(n+1) (SacreBLEU 2.6.0 prints 0.000999000999000999 for two copies of one output with
// 1000 resamples, and 0.001996007984031936 with -par -parn 500), and are marked Same, so that
// no conclusion calls them different; a different system is not Same.
func TestAllPairsSame(t *testing.T) {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	ter, _ := metric.NewTER(metric.TERConfig{})
	names := []string{"uedin-nmt.4722.txt", "uedin-nmt.4722.txt", "online-B.0.txt"}
	stats := [][]*metric.Stats{wmt17StatsOf(t, bleu, names), wmt17StatsOf(t, ter, names)}
	fixed, _ := ParseSeed(DefaultSeed)
	none, _ := ParseSeed("None")
	for _, c := range []struct {
		reason string
		cfg    PairedConfig
		p      float64
	}{
		{"bootstrap, fixed seed", PairedConfig{Seed: fixed}, 0.000999000999000999},
		{"AR, fixed seed", PairedConfig{AR: true, Samples: 500, Seed: fixed}, 0.001996007984031936},
		{"bootstrap, a seed per pair", PairedConfig{Samples: 200, Seed: none}, 1.0 / 201},
	} {
		for k, res := range AllPairs([]metric.Resampler{bleu, ter}, stats, c.cfg) {
			if res.P[0][1] != c.p || !res.Same[0][1] || !res.Same[1][0] {
				t.Errorf("%s, metric %d: identical systems have p %v (want %v), same %v", c.reason, k, res.P[0][1], c.p, res.Same[0][1])
			}
			if res.Significant(0, 1, 0.05) {
				t.Errorf("%s, metric %d: identical systems called significantly different", c.reason, k)
			}
			if res.Same[0][2] || res.Same[2][1] {
				t.Errorf("%s, metric %d: different systems marked the same", c.reason, k)
			}
		}
	}
}

// TestAllPairsDiff checks every pair's difference interval against the differences of the
// resampled scores SacreBLEU's own paired bootstrap computes (gen_diffci.py): BLEU, chrF and
// TER, seed 12345, 1000 resamples, every value exact.
func TestAllPairsDiff(t *testing.T) {
	var want struct {
		Systems []string
		Metrics []string
		Diff    map[string][][][3]float64
	}
	data, err := os.ReadFile("testdata/diffci_oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	chrf, _ := metric.NewCHRF(metric.CHRFConfig{})
	ter, _ := metric.NewTER(metric.TERConfig{})
	metrics := []metric.Resampler{bleu, chrf, ter}
	stats := [][]*metric.Stats{wmt17StatsOf(t, bleu, want.Systems), wmt17StatsOf(t, chrf, want.Systems), wmt17StatsOf(t, ter, want.Systems)}
	seed, _ := ParseSeed(DefaultSeed)
	got := AllPairs(metrics, stats, PairedConfig{Seed: seed})
	for k, name := range want.Metrics {
		for i := range want.Systems {
			for j := range want.Systems {
				w, g := want.Diff[name][i][j], got[k].Diff[i][j]
				if g != (Interval{w[0], w[1], w[2]}) {
					t.Errorf("%s %s - %s: got %+v, want %v", name, want.Systems[i], want.Systems[j], g, w)
				}
			}
		}
	}
}
