package metric

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// BenchmarkTER scores one WMT17 system (uedin-nmt.4722, 3004 segments) with default TER, as
// `sacre ref.txt -i uedin-nmt.4722.txt -m ter` does: references prepared, then the statistics.
func BenchmarkTER(b *testing.B) {
	m, err := NewTER(TERConfig{})
	if err != nil {
		b.Fatal(err)
	}
	benchCorpus(b, m, readLines(b, "uedin-nmt.4722.txt"), readLines(b, "ref.txt"))
}

// longPairs are single segments of about 3000 words, the cost of one segment bounded by the
// 1000-candidate cap: WMT17 text (uedin-nmt.4722 against its references, segments joined),
// a hypothesis repeating one word, random words from a vocabulary of 5, and moved blocks.
func longPairs(tb testing.TB) map[string][2]string {
	ref, hyps := readLines(tb, "ref.txt"), readLines(tb, "uedin-nmt.4722.txt")
	join := func(lines []string) string {
		words := strings.Fields(strings.ToLower(strings.Join(lines, " ")))
		return strings.Join(words[:3000], " ")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	random := func() string {
		words := make([]string, 3000)
		for i := range words {
			words[i] = string(rune('a' + rng.IntN(5)))
		}
		return strings.Join(words, " ")
	}
	text := join(ref[:200])
	distinct := make([]string, 3000)
	for i := range distinct {
		distinct[i] = "w" + itoa(i)
	}
	return map[string][2]string{
		"text":     {join(hyps[:200]), text},
		"repeated": {strings.Repeat("the ", 2999) + "the", text},
		"random5":  {random(), random()},
		"moves":    movedBlocks(rng, distinct, 300, 10),
		"rounds":   movedBlocks(rng, distinct, 25, 1),
	}
}

// movedBlocks returns ref with blocks of up to maxSize words moved up to 40 words away,
// against ref. With distinct words and few short blocks, each round has few candidates, so
// the search runs many rounds.
func movedBlocks(rng *rand.Rand, ref []string, blocks, maxSize int) [2]string {
	words := append([]string(nil), ref...)
	for range blocks {
		size := 1 + rng.IntN(maxSize)
		from := rng.IntN(len(words) - size)
		to := max(0, min(len(words)-size, from+rng.IntN(81)-40))
		block := append([]string(nil), words[from:from+size]...)
		rest := append(append([]string(nil), words[:from]...), words[from+size:]...)
		words = append(append(append([]string(nil), rest[:to]...), block...), rest[to:]...)
	}
	return [2]string{strings.Join(words, " "), strings.Join(ref, " ")}
}

// BenchmarkTERLong scores the long pairs, one segment each.
func BenchmarkTERLong(b *testing.B) {
	m, _ := NewTER(TERConfig{})
	for name, pair := range longPairs(b) {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Sentence(m, pair[0], []string{pair[1]}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestTERLongBounded checks that a 3000-word segment takes a bounded time (the candidate cap
// bounds the shift search; the banded distance is linear in the length).
func TestTERLongBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("long segments")
	}
	m, _ := NewTER(TERConfig{})
	for name, pair := range longPairs(t) {
		start := time.Now()
		s, err := Sentence(m, pair[0], []string{pair[1]})
		if err != nil {
			t.Fatal(err)
		}
		elapsed := time.Since(start)
		_, shifts, checked := terEdits(pair[0], pair[1])
		t.Logf("%s: TER %.4f in %v (%d shifts, %d candidates)", name, s.Score, elapsed, shifts, checked)
		if elapsed > 5*time.Second {
			t.Errorf("%s: %v for one segment", name, elapsed)
		}
	}
}
