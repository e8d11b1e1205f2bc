package metric

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/normalize"
)

// readLines reads a file as SacreBLEU's command line does: lines split at "\n", right-stripped.
func readLines(t testing.TB, name string) []string {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "wmt17-en-de", name))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i, l := range lines {
		lines[i] = normalize.TrimRight(l)
	}
	return lines
}

// benchCorpus benchmarks scoring hyps against one reference stream with m, reporting MB/s of
// input (hypotheses and references) and segments/s.
func benchCorpus(b *testing.B, m Metric, hyps, ref []string) {
	var size int64
	for i := range hyps {
		size += int64(len(hyps[i]) + len(ref[i]) + 2)
	}
	refs, err := FromStreams(ref)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Corpus(m, hyps, refs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(hyps))*float64(b.N)/b.Elapsed().Seconds(), "segments/s")
}
