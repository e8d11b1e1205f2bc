package metric

import (
	"os"
	"path/filepath"
	"testing"
)

// wmt17 reads the WMT17 English-German reference and its 16 system outputs (testdata/wmt17-en-de)
// and their size in bytes.
func wmt17(b *testing.B) (ref []string, systems [][]string, bytes int64) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "wmt17-en-de", "*.txt"))
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range files {
		st, err := os.Stat(f)
		if err != nil {
			b.Fatal(err)
		}
		bytes += st.Size()
		if name := filepath.Base(f); name == "ref.txt" {
			ref = readLines(b, name)
		} else {
			systems = append(systems, readLines(b, name))
		}
	}
	if len(systems) != 16 {
		b.Fatalf("found %d systems, want 16", len(systems))
	}
	return ref, systems, bytes
}

// BenchmarkCorpusBLEU scores the 16 WMT17 systems with 13a BLEU, as `sacre ref -i sys...` does:
// references tokenized once, each segment's reference n-grams counted once for all systems.
func BenchmarkCorpusBLEU(b *testing.B) {
	benchmarkCorpusBLEU(b, BLEUConfig{})
}

// BenchmarkCorpusBLEUIntl is the same with the intl tokenizer.
func BenchmarkCorpusBLEUIntl(b *testing.B) {
	benchmarkCorpusBLEU(b, BLEUConfig{Tokenize: "intl"})
}

func benchmarkCorpusBLEU(b *testing.B, cfg BLEUConfig) {
	m, err := NewBLEU(cfg)
	if err != nil {
		b.Fatal(err)
	}
	benchmarkCorpus16(b, m)
}

// BenchmarkCorpusCHRF and BenchmarkCorpusCHRFPlusPlus score the 16 WMT17 systems with chrF and
// chrF++, as `sacre ref -i sys... -m chrf [-cw 2]` does.
func BenchmarkCorpusCHRF(b *testing.B) { benchmarkCorpusCHRF(b, 0) }

func BenchmarkCorpusCHRFPlusPlus(b *testing.B) { benchmarkCorpusCHRF(b, 2) }

func benchmarkCorpusCHRF(b *testing.B, wordOrder int) {
	cfg := NewCHRFConfig()
	cfg.WordOrder = wordOrder
	m, err := NewCHRF(cfg)
	if err != nil {
		b.Fatal(err)
	}
	benchmarkCorpus16(b, m)
}

// benchmarkCorpus16 scores the 16 WMT17 systems with m, references prepared once per run.
func benchmarkCorpus16(b *testing.B, m Metric) {
	ref, systems, size := wmt17(b)
	refs, err := FromStreams(ref)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		p, err := m.Prepare(refs)
		if err != nil {
			b.Fatal(err)
		}
		all, err := StatsAll(m, systems, p)
		if err != nil {
			b.Fatal(err)
		}
		for _, st := range all {
			m.Compute(st.Sum())
		}
	}
	segments := float64(len(ref) * len(systems))
	b.ReportMetric(segments*float64(b.N)/b.Elapsed().Seconds(), "segments/s")
}

// BenchmarkCorpusBLEUSingle scores one large corpus, the 16 WMT17 systems concatenated
// (48064 segments, each against its reference), so nothing is shared between systems.
func BenchmarkCorpusBLEUSingle(b *testing.B) {
	ref, systems, _ := wmt17(b)
	var hyps, refLines []string
	for _, sys := range systems {
		hyps = append(hyps, sys...)
		refLines = append(refLines, ref...)
	}
	m, err := NewBLEU(BLEUConfig{})
	if err != nil {
		b.Fatal(err)
	}
	benchCorpus(b, m, hyps, refLines)
}
