package sentencepiece

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// benchLines reads the WMT17 German reference, real text of the kind BLEU scores.
func benchLines(b *testing.B) (lines []string, size int64) {
	b.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "wmt17-en-de", "ref.txt"))
	if err != nil {
		b.Fatal(err)
	}
	lines = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	return lines, int64(len(data))
}

// benchModels are the models benchmarked: some of testdata, and the model
// at $SPM_BENCH_MODEL if set (to measure a real or larger one).
func benchModels(b *testing.B) map[string]string {
	models := map[string]string{}
	for _, name := range []string{"unigram_nfkc", "bpe_nfkc", "unigram_identity_bytes"} {
		models[name] = filepath.Join("testdata", name+".model")
	}
	if path := os.Getenv("SPM_BENCH_MODEL"); path != "" {
		models["env"] = path
	}
	return models
}

// BenchmarkTokenize encodes the WMT17 reference (3004 lines) per iteration
// and reports the time per line, to compare with python3-sentencepiece's
// " ".join(sp.EncodeAsPieces(line)) measured as testdata/README.md says.
// After the first pass the word caches are warm.
func BenchmarkTokenize(b *testing.B) {
	benchTokenize(b, false)
}

// BenchmarkTokenizeCold is BenchmarkTokenize with the word caches emptied
// before every pass over the text, as in a run of the command line.
func BenchmarkTokenizeCold(b *testing.B) {
	benchTokenize(b, true)
}

func benchTokenize(b *testing.B, cold bool) {
	lines, size := benchLines(b)
	for name, path := range benchModels(b) {
		b.Run(name, func(b *testing.B) {
			p, err := Load(path)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(size)
			for b.Loop() {
				if cold {
					p.scratch = sync.Pool{}
				}
				for _, l := range lines {
					p.Tokenize(l)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/line")
		})
	}
}

// BenchmarkLoad parses a model and builds its tries.
func BenchmarkLoad(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "unigram_nfkc.model"))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}
