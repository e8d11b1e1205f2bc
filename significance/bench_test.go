package significance

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/signatures"
)

// wmt17Stats computes the statistics of the first n WMT17 systems (LIUM-NMT, the baseline of
// SacreBLEU's own test, first) with m.
func wmt17Stats(tb testing.TB, m metric.Metric, n int) []*metric.Stats {
	names := []string{"LIUM-NMT.4900.txt"}
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "wmt17-en-de", "*.txt"))
	for _, f := range files {
		if b := filepath.Base(f); b != "ref.txt" && b != names[0] {
			names = append(names, b)
		}
	}
	return wmt17StatsOf(tb, m, names[:n])
}

// wmt17StatsOf is the statistics of the named WMT17 systems. They are computed once per metric
// configuration and system, and shared by the tests and benchmarks, which must not modify them.
func wmt17StatsOf(tb testing.TB, m metric.Metric, names []string) []*metric.Stats {
	key := m.Signature(signatures.Run{NumRefs: 1}).Format(false)
	memo := wmt17Memo[key]
	if memo == nil {
		memo = map[string]*metric.Stats{}
		wmt17Memo[key] = memo
	}
	var missing []string
	for _, name := range names {
		if memo[name] == nil && !slices.Contains(missing, name) {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		for i, s := range wmt17Compute(tb, m, missing) {
			memo[missing[i]] = s
		}
	}
	stats := make([]*metric.Stats, len(names))
	for i, name := range names {
		stats[i] = memo[name]
		if slices.Contains(names[:i], name) { // a system given twice: two equal values
			stats[i] = &metric.Stats{Width: stats[i].Width, Data: slices.Clone(stats[i].Data)}
		}
	}
	return stats
}

// wmt17Memo holds the statistics wmt17StatsOf computed, by metric signature and system. Tests
// and benchmarks that use it run one at a time.
var wmt17Memo = map[string]map[string]*metric.Stats{}

// wmt17Compute computes the statistics of the named WMT17 systems.
func wmt17Compute(tb testing.TB, m metric.Metric, names []string) []*metric.Stats {
	dir := filepath.Join("..", "testdata", "wmt17-en-de")
	read := func(name string) []string {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			tb.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		for i := range lines {
			lines[i] = normalize.TrimRight(lines[i])
		}
		return lines
	}
	refs, _ := metric.FromStreams(read("ref.txt"))
	p, err := m.Prepare(refs)
	if err != nil {
		tb.Fatal(err)
	}
	systems := make([][]string, len(names))
	for i := range systems {
		systems[i] = read(names[i])
	}
	stats, err := metric.StatsAll(m, systems, p)
	if err != nil {
		tb.Fatal(err)
	}
	return stats
}

func benchmarkPaired(b *testing.B, m metric.Resampler, ar bool, samples int) {
	stats := wmt17Stats(b, m, 8)
	seed, _ := ParseSeed(DefaultSeed)
	cfg := PairedConfig{AR: ar, Samples: samples, Seed: seed}
	b.ReportAllocs()
	for b.Loop() {
		Paired([]metric.Resampler{m}, [][]*metric.Stats{stats}, cfg)
	}
	b.ReportMetric(float64(7*samples)*float64(b.N)/b.Elapsed().Seconds(), "resamples/s")
}

// BenchmarkPairedBootstrapBLEU is SacreBLEU's paired bootstrap of 8 WMT17 systems with BLEU
// (1000 resamples), statistics computed beforehand.
func BenchmarkPairedBootstrapBLEU(b *testing.B) {
	m, _ := metric.NewBLEU(metric.BLEUConfig{})
	benchmarkPaired(b, m, false, 1000)
}

// BenchmarkPairedBootstrapTER is the same with TER.
func BenchmarkPairedBootstrapTER(b *testing.B) {
	m, _ := metric.NewTER(metric.TERConfig{})
	benchmarkPaired(b, m, false, 1000)
}

// BenchmarkPairedARBLEU is approximate randomization of 8 systems with BLEU (10000 trials).
func BenchmarkPairedARBLEU(b *testing.B) {
	m, _ := metric.NewBLEU(metric.BLEUConfig{})
	benchmarkPaired(b, m, true, 10000)
}

// BenchmarkPairedBootstrapCHRF is the same with chrF.
func BenchmarkPairedBootstrapCHRF(b *testing.B) {
	m, _ := metric.NewCHRF(metric.CHRFConfig{})
	benchmarkPaired(b, m, false, 1000)
}
