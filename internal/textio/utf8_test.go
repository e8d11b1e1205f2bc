package textio

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestValidUTF8Sequences: validUTF8 agrees with utf8.Valid on every sequence of three bytes that
// starts outside ASCII and on four-byte sequences with every lead byte from 0xF0 and every second
// byte, each placed where the 16-byte check ends (ASCII before, after, and none after).
func TestValidUTF8Sequences(t *testing.T) {
	check := func(seq []byte) {
		for _, pad := range []int{0, 15} {
			for _, tail := range []string{"", strings.Repeat("c", 17)} {
				p := append(append([]byte(strings.Repeat("a", pad)), seq...), tail...)
				if got, want := validUTF8(p), utf8.Valid(p); got != want {
					t.Fatalf("validUTF8(%q) = %v, want %v", p, got, want)
				}
			}
		}
	}
	seq := make([]byte, 3)
	for b0 := 0x80; b0 < 0x100; b0++ {
		for b1 := range 0x100 {
			for _, b2 := range []byte{0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE0, 0xF0, 0xFF} {
				seq[0], seq[1], seq[2] = byte(b0), byte(b1), b2
				check(seq)
			}
		}
	}
	edges := []byte{0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF}
	seq = make([]byte, 4)
	for b0 := 0xF0; b0 < 0x100; b0++ {
		for b1 := range 0x100 {
			for _, b2 := range edges {
				for _, b3 := range edges {
					seq[0], seq[1], seq[2], seq[3] = byte(b0), byte(b1), b2, b3
					check(seq)
				}
			}
		}
	}
}

// TestValidUTF8Random: random text of characters of every length, some of them cut or with a
// byte changed, and the repository's text files.
func TestValidUTF8Random(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	runes := []rune{'a', ' ', '\n', 'ä', 'ß', 'é', '€', '中', '日', 0xFFFD, 0x10000, 0x1F600, 0x10FFFF, 0xD7FF, 0xE000}
	for range 20000 {
		var p []byte
		for range rng.IntN(60) {
			p = utf8.AppendRune(p, runes[rng.IntN(len(runes))])
		}
		if len(p) > 0 && rng.IntN(2) == 0 {
			p[rng.IntN(len(p))] = byte(rng.IntN(256))
		}
		if len(p) > 0 && rng.IntN(4) == 0 {
			p = p[:rng.IntN(len(p))]
		}
		if got, want := validUTF8(p), utf8.Valid(p); got != want {
			t.Fatalf("validUTF8(%q) = %v, want %v", p, got, want)
		}
	}
	files, _ := filepath.Glob("../../testdata/*/*.txt")
	if len(files) == 0 {
		t.Fatal("no text files under testdata")
	}
	for _, f := range files {
		p, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := validUTF8(p), utf8.Valid(p); got != want {
			t.Errorf("%s: validUTF8 %v, utf8.Valid %v", f, got, want)
		}
	}
}

// BenchmarkValidUTF8 checks WMT17's German reference and WMT24's Japanese and Chinese, with
// validUTF8 and with utf8.Valid.
func BenchmarkValidUTF8(b *testing.B) {
	for _, f := range []string{"wmt17-en-de/ref.txt", "wmt24-cjk/en-ja/GPT-4.txt", "wmt24-cjk/en-zh/GPT-4.txt"} {
		p, err := os.ReadFile(filepath.Join("../../testdata", f))
		if err != nil {
			b.Fatal(err)
		}
		for _, v := range []struct {
			name  string
			valid func([]byte) bool
		}{{"validUTF8", validUTF8}, {"utf8.Valid", utf8.Valid}} {
			b.Run(f+"/"+v.name, func(b *testing.B) {
				b.SetBytes(int64(len(p)))
				for b.Loop() {
					if !v.valid(p) {
						b.Fatal("invalid")
					}
				}
			})
		}
	}
}
