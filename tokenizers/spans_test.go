package tokenizers

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// joinSpans is the tokens of spans in text joined with single spaces: what Tokenize returns.
func joinSpans(text string, spans []uint32) string {
	var b strings.Builder
	for i := 0; i < len(spans); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(text[spans[i]:spans[i+1]])
	}
	return b.String()
}

// checkSpans fails unless the spans of s's tokens, joined, are appendRegexpTokens's output.
func checkSpans(t *testing.T, s string, pad bool) {
	t.Helper()
	spans := appendRegexpSpans(nil, s, pad)
	if got, want := joinSpans(s, spans), string(appendRegexpTokens(nil, s, pad)); got != want {
		t.Fatalf("pad %v, %q: spans give %q, tokens %q", pad, s, got, want)
	}
	for i := 0; i < len(spans); i += 2 {
		if spans[i] >= spans[i+1] || i > 0 && spans[i] < spans[i-1] {
			t.Fatalf("pad %v, %q: spans %v overlap or are empty", pad, s, spans)
		}
	}
}

// TestSpans13a checks that 13a's spans joined are Tokenize's output on the oracle's lines, the
// WMT17 files, the edge cases, and every string of up to five symbols that matter to the rules
// (TestRegexpOnePass's alphabet; six with SACRE_LONG=1 through that test).
func TestSpans13a(t *testing.T) {
	lines, _ := wmt17Lines(t)
	lines = append(append(lines, oracleInputs(t)...), appendEdgeCases...)
	var tok T13a
	var spans []uint32
	for _, line := range lines {
		var text string
		text, spans = tok.AppendSpans(spans[:0], line)
		if got, want := joinSpans(text, spans), tok.Tokenize(line); got != want {
			t.Fatalf("%q: spans give %q, Tokenize %q", line, got, want)
		}
	}
	checkSpansAfter(t, "", []string{"0", "a", ".", ",", "-", " ", "(", "\t", "\u00a0", "é", "\u3000"}, 5)
}

// checkSpansAfter checks the spans (checkSpans, with and without padding) of prefix followed by
// every string of up to depth symbols of alphabet.
func checkSpansAfter(t *testing.T, prefix string, alphabet []string, depth int) {
	t.Helper()
	checkSpans(t, prefix, true)
	checkSpans(t, prefix, false)
	if depth == 0 {
		return
	}
	for _, a := range alphabet {
		checkSpansAfter(t, prefix+a, alphabet, depth-1)
	}
}

// FuzzSpans compares the spans with the tokens on any text.
func FuzzSpans(f *testing.F) {
	f.Add("Hello, world. 3.5-4 a..b,,c 1,000.-")
	f.Add("\u00a0.\u2028,\x85- &amp; <skipped>")
	f.Fuzz(func(t *testing.T, s string) {
		checkSpans(t, s, true)
		checkSpans(t, s, false)
		text, spans := T13a{}.AppendSpans(nil, s)
		if got, want := joinSpans(text, spans), (T13a{}).Tokenize(s); got != want {
			t.Fatalf("%q: spans give %q, Tokenize %q", s, got, want)
		}
	})
}

// TestSpansBlocks checks the spans where appendRegexpSpans's 64-byte blocks meet: every
// string of up to four symbols that matter to the rules after 56 to 66 bytes of words (by
// default 61, 63 and 64, where the symbols straddle the edge), and long random strings of those
// symbols (runs of periods and non-ASCII spaces across blocks; 20,000 with SACRE_LONG=1, 4,000
// by default).
func TestSpansBlocks(t *testing.T) {
	alphabet := []string{"0", "a", ".", ",", "-", " ", "(", "\u00a0", "\u3000", "é"}
	for lead := 56; lead <= 66; lead++ {
		if !campaign.Full() && lead != 61 && lead != 63 && lead != 64 {
			continue
		}
		checkSpansAfter(t, strings.Repeat("ab 9", 17)[:lead], alphabet, 4)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	n := 4000
	if campaign.Full() {
		n = 20000
	}
	for range n {
		var b strings.Builder
		for b.Len() < 300 {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		checkSpans(t, b.String(), true)
		checkSpans(t, b.String(), false)
	}
}
