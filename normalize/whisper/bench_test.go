package whisper

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// meanwhile returns the caption lines of Whisper's data/meanwhile.json
// (English transcripts of The Late Show) and their total size in bytes.
func meanwhile(b *testing.B) (lines []string, size int64) {
	b.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "meanwhile.txt"))
	if err != nil {
		b.Fatal(err)
	}
	return linesOf(strings.Split(strings.TrimSuffix(string(data), "\n"), "\n"))
}

// oracleInputs returns the oracle's inputs: transcripts, WMT17 German and
// the hard lines.
func oracleInputs(b *testing.B) (lines []string, size int64) {
	b.Helper()
	var in []string
	for _, r := range oracleRows(b) {
		in = append(in, r.Input)
	}
	return linesOf(in)
}

func linesOf(lines []string) ([]string, int64) {
	var size int64
	for _, l := range lines {
		size += int64(len(l))
	}
	return lines, size
}

// benchLines runs f over every line per iteration.
func benchLines(b *testing.B, lines []string, size int64, f func(string) string) {
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			f(l)
		}
	}
}

func BenchmarkBasic(b *testing.B) {
	b.Run("meanwhile", func(b *testing.B) {
		lines, size := meanwhile(b)
		benchLines(b, lines, size, Basic)
	})
	b.Run("oracle", func(b *testing.B) {
		lines, size := oracleInputs(b)
		benchLines(b, lines, size, Basic)
	})
}

func BenchmarkEnglish(b *testing.B) {
	b.Run("meanwhile", func(b *testing.B) {
		lines, size := meanwhile(b)
		benchLines(b, lines, size, English)
	})
	b.Run("oracle", func(b *testing.B) {
		lines, size := oracleInputs(b)
		benchLines(b, lines, size, English)
	})
}
