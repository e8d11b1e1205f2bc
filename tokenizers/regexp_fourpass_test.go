package tokenizers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// The four-pass form of the mteval rules, as SacreBLEU applies them (one re.sub per rule,
// then ' '.join(s.split())), kept as the oracle of appendRegexpTokens.

func regexpTokenizeFourPass(line string, pad bool) string {
	var a []byte
	if pad {
		a = append(a, "   "...)
	}
	a = padPunct(a, line)
	if pad {
		a = append(a, "   "...)
	}
	b := splitBeforePeriod(nil, a)
	a = splitAfterPeriod(nil, b)
	b = splitDigitDash(nil, a)
	return string(appendJoined(nil, b))
}

// TestRegexpOnePass compares the one-pass rules with the four passes on every string of up to
// six symbols over the ones that matter (digits, periods, commas, dashes, rule 1's class, white
// space, a letter, a non-ASCII space, a two-byte letter), with and without padding: the
// 1,111,111 strings with SACRE_LONG=1; by default every string of up to five symbols, each
// followed by one sixth symbol, the alphabet's symbols in turn (211,111 strings).
func TestRegexpOnePass(t *testing.T) {
	alphabet := []string{"0", "a", ".", ",", "-", " ", "(", "\t", "\u00a0", "é"}
	var gen func(prefix string, depth int)
	n, full := 0, campaign.Full()
	gen = func(prefix string, depth int) {
		for _, pad := range []bool{true, false} {
			if got, want := string(appendRegexpTokens(nil, prefix, pad)), regexpTokenizeFourPass(prefix, pad); got != want {
				t.Fatalf("pad %v, %q: one pass %q, four passes %q", pad, prefix, got, want)
			}
		}
		n++
		if depth == 0 {
			return
		}
		last := n % len(alphabet) // by default, the one sixth symbol after this prefix
		for i, a := range alphabet {
			if depth == 1 && !full && i != last {
				continue
			}
			gen(prefix+a, depth-1)
		}
	}
	gen("", 6)
	t.Logf("%d strings", n)
}

// FuzzRegexpOnePass compares the one-pass rules with the four passes on any text.
func FuzzRegexpOnePass(f *testing.F) {
	f.Add("Hello, world. 3.5-4 a..b,,c 1,000.-")
	f.Add("\u00a0.\u2028,\x85-")
	f.Fuzz(func(t *testing.T, s string) {
		for _, pad := range []bool{true, false} {
			if got, want := string(appendRegexpTokens(nil, s, pad)), regexpTokenizeFourPass(s, pad); got != want {
				t.Fatalf("pad %v, %q: one pass %q, four passes %q", pad, s, got, want)
			}
		}
	})
}

// Benchmark13a tokenizes the 16 WMT17 systems' lines with 13a into a reused buffer, as the
// tokenized line is written (BLEU reads the spans instead: Benchmark13aSpans).
func Benchmark13a(b *testing.B) {
	lines, size := wmt17AllLines(b)
	b.SetBytes(int64(size))
	var buf []byte
	for b.Loop() {
		for _, l := range lines {
			buf = T13a{}.AppendTokens(buf[:0], l)
		}
	}
}

// Benchmark13aSpans is Benchmark13a through AppendSpans, the way BLEU reads 13a's tokens.
func Benchmark13aSpans(b *testing.B) {
	lines, size := wmt17AllLines(b)
	b.SetBytes(int64(size))
	var spans []uint32
	for b.Loop() {
		for _, l := range lines {
			_, spans = T13a{}.AppendSpans(spans[:0], l)
		}
	}
}

// wmt17AllLines are the lines of every WMT17 en-de file, and their bytes.
func wmt17AllLines(b *testing.B) ([]string, int) {
	files, err := filepath.Glob("../testdata/wmt17-en-de/*.txt")
	if err != nil || len(files) == 0 {
		b.Fatal("no WMT17 files", err)
	}
	var lines []string
	size := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		size += len(data)
		lines = append(lines, strings.Split(string(data), "\n")...)
	}
	return lines, size
}
