package editdist

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wmtPairs reads the WMT17 English-German reference and one system output
// (testdata/wmt17-en-de of the repository), tokenized as jiwer's default transforms
// do, with the size of their text.
func wmtPairs(b *testing.B, kind string) (refs, hyps [][]int32, size int64) {
	dir := filepath.Join("..", "..", "testdata", "wmt17-en-de")
	read := func(name string) []string {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			b.Skip(err)
		}
		return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	}
	r, h := read("ref.txt"), read("uedin-nmt.4722.txt")
	var v Vocab
	for k := range r {
		size += int64(len(r[k]) + len(h[k]))
		if kind == "words" {
			refs, hyps = append(refs, v.AppendIDs(nil, Words(r[k]))), append(hyps, v.AppendIDs(nil, Words(h[k])))
		} else {
			refs, hyps = append(refs, Chars(r[k])), append(hyps, Chars(h[k]))
		}
	}
	return refs, hyps, size
}

func benchmarkWMT(b *testing.B, kind string, opcodes bool) {
	refs, hyps, size := wmtPairs(b, kind)
	b.SetBytes(size)
	var a Aligner
	var buf []Opcode
	var err error
	for b.Loop() {
		for k := range refs {
			if opcodes {
				buf, err = a.Opcodes(buf[:0], refs[k], hyps[k])
			} else {
				_, err = a.Counts(refs[k], hyps[k])
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(refs)*b.N)/b.Elapsed().Seconds(), "pairs/s")
}

// BenchmarkWMTWords aligns the 3004 segments of WMT17 en-de (uedin-nmt against the
// reference) word by word; BenchmarkWMTChars character by character.
func BenchmarkWMTWords(b *testing.B)        { benchmarkWMT(b, "words", false) }
func BenchmarkWMTWordsOpcodes(b *testing.B) { benchmarkWMT(b, "words", true) }
func BenchmarkWMTChars(b *testing.B)        { benchmarkWMT(b, "chars", false) }

// BenchmarkLong aligns generated lines: 10^5 tokens with 100 edits, and two unrelated
// lines of 5000 tokens (Hirschberg splits all the way down).
func BenchmarkLong(b *testing.B) {
	for _, g := range []genSpec{{Seed: 49, N: 100_000, Vocab: 50, Edits: 100}, {Seed: 7, N: 5000, M: 5000, Vocab: 4, Edits: -1}} {
		ref, hyp := generate(g)
		b.Run(fmt.Sprintf("%dx%d", len(ref), len(hyp)), func(b *testing.B) {
			var a Aligner
			for b.Loop() {
				if _, err := a.Counts(ref, hyp); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(ref))*float64(len(hyp))*float64(b.N)/b.Elapsed().Seconds()/1e9, "Gcells/s")
		})
	}
}
