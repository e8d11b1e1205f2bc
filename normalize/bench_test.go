package normalize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

// corpus returns the first 2000 lines of the WMT17 en-de reference (German),
// and their total size in bytes.
func corpus(b *testing.B) (lines []string, size int64) {
	b.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "wmt17-ref-2000.txt"))
	if err != nil {
		b.Fatal(err)
	}
	lines = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for _, l := range lines {
		size += int64(len(l))
	}
	return lines, size
}

// benchLines runs f over every line of the corpus per iteration.
func benchLines(b *testing.B, lines []string, size int64, f func(string)) {
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			f(l)
		}
	}
}

func BenchmarkLower(b *testing.B) {
	lines, size := corpus(b)
	// The same text with every non-ASCII rune replaced by 'x'.
	ascii := make([]string, len(lines))
	for i, l := range lines {
		ascii[i] = strings.Map(func(r rune) rune { return min(r, 'x') }, l)
	}
	xtext := cases.Lower(language.Und)
	b.Run("wmt17", func(b *testing.B) { benchLines(b, lines, size, func(s string) { Lower(s) }) })
	b.Run("ascii", func(b *testing.B) {
		benchLines(b, ascii, int64(len(strings.Join(ascii, ""))), func(s string) { Lower(s) })
	})
	b.Run("lowered", func(b *testing.B) {
		lowered := make([]string, len(lines))
		for i, l := range lines {
			lowered[i] = Lower(l)
		}
		benchLines(b, lowered, int64(len(strings.Join(lowered, ""))), func(s string) { Lower(s) })
	})
	b.Run("x-text-cases", func(b *testing.B) { benchLines(b, lines, size, func(s string) { xtext.String(s) }) })
}

func BenchmarkAppendFields(b *testing.B) {
	lines, size := corpus(b)
	dst := make([]string, 0, 256)
	benchLines(b, lines, size, func(s string) { dst = AppendFields(dst[:0], s) })
}

func BenchmarkFields(b *testing.B) {
	lines, size := corpus(b)
	b.Run("normalize", func(b *testing.B) { benchLines(b, lines, size, func(s string) { Fields(s) }) })
	b.Run("strings", func(b *testing.B) { benchLines(b, lines, size, func(s string) { strings.Fields(s) }) })
}

func BenchmarkJoinFields(b *testing.B) {
	lines, size := corpus(b)
	benchLines(b, lines, size, func(s string) { JoinFields(s) })
}

func BenchmarkTrimRight(b *testing.B) {
	lines, size := corpus(b)
	benchLines(b, lines, size, func(s string) { TrimRight(s) })
}

func BenchmarkConfigApply(b *testing.B) {
	lines, size := corpus(b)
	cfg := Config{Form: "nfkc", CaseFold: true}
	benchLines(b, lines, size, func(s string) { cfg.Apply(s) })
}
