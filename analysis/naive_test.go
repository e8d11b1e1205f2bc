package analysis

import (
	"fmt"
	"strings"
	"testing"
)

// naiveMatches counts the matches of out with ref as compare-mt's compare_ngrams does,
// with maps of joined n-grams: each n-gram of 1 to maxOrder tokens of a line matches as
// often as the reference line holds it, at most. It also returns each line's matches by
// order.
func naiveMatches(ref, out []string) (map[string]int, [][maxOrder]int) {
	all := map[string]int{}
	byLine := make([][maxOrder]int, len(ref))
	for i := range ref {
		r, o := naiveGrams(ref[i]), naiveGrams(out[i])
		for g, n := range o {
			m := min(n, r[g])
			if m > 0 {
				all[g.key] += m
				byLine[i][g.n-1] += m
			}
		}
	}
	return all, byLine
}

type naiveGram struct {
	key string // the tokens, quoted
	n   int
}

func naiveGrams(line string) map[naiveGram]int {
	var toks []string
	eachToken(line, func(w string) { toks = append(toks, w) })
	grams := map[naiveGram]int{}
	for n := 1; n <= maxOrder; n++ {
		for i := 0; i+n <= len(toks); i++ {
			grams[naiveGram{fmt.Sprintf("%q", toks[i:i+n]), n}]++
		}
	}
	return grams
}

// checkNaive compares the counts of c's system s with naiveMatches.
func checkNaive(t *testing.T, c *Comparison, s int, ref, out []string) {
	t.Helper()
	want, byLine := naiveMatches(ref, out)
	sc := c.systems[s]
	got := map[string]int{}
	for _, id := range sc.matched {
		got[fmt.Sprintf("%q", c.grams.words(id, c.words))] = int(sc.matches[id])
	}
	if g, w := fmt.Sprint(got), fmt.Sprint(want); g != w {
		t.Errorf("system %d: matches\n%.500s\nwant\n%.500s", s, g, w)
	}
	for i := range byLine {
		for n, m := range byLine[i] {
			if int(sc.lines[i].match[n]) != m {
				t.Errorf("system %d, line %d: %d %d-grams match, want %d", s, i, sc.lines[i].match[n], n+1, m)
			}
		}
	}
}

// TestHugeLine: lines of 12000 tokens, whose 44000 distinct n-grams outgrow the first
// room first made for a line (32768 n-grams), count as the naive maps count them.
func TestHugeLine(t *testing.T) {
	words := func(n, mod, step int) string {
		ws := make([]string, n)
		for i := range ws {
			ws[i] = fmt.Sprint((i * step) % mod)
		}
		return strings.Join(ws, " ")
	}
	ref := []string{words(12000, 11113, 7), "short"}
	out := []string{words(10000, 9001, 7), "short"}
	c, err := New(ref, out)
	if err != nil {
		t.Fatal(err)
	}
	checkNaive(t, c, 0, ref, out)
}
