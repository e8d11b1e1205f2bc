package analysis

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"

	"github.com/sacre-mt/sacre/internal/par"
)

var (
	// ErrLength reports a system whose number of lines differs from the reference's.
	// compare-mt does not check: depending on the analysis it truncates to the shorter file
	// or fails with an IndexError or TypeError.
	ErrLength = errors.New("analysis: line counts differ")
	// ErrTooLarge reports a file of 2 GB or more, beyond the 32-bit counts used here.
	ErrTooLarge = errors.New("analysis: input too large")
)

// A Comparison holds a reference and the outputs of systems translating the same source,
// tokenized and matched against the reference once for all the analyses. It is immutable,
// and safe for concurrent use.
type Comparison struct {
	words    []string
	grams    gramTable
	refLen   []int32 // tokens per reference line
	refWords []int32 // reference tokens per word id
	systems  []systemCounts
}

// systemCounts are the matches of one system with the reference. A match is compare-mt's:
// an n-gram of the output clipped by its count in the same reference line.
type systemCounts struct {
	lines   []lineCounts
	matches []int32 // per n-gram id: matches over the corpus
	matched []int32 // the ids of the n-grams matched, ascending
	words   []int32 // per word id: tokens of the output
}

type lineCounts struct {
	outLen int32
	match  [maxOrder]int32 // matched n-grams of 1..maxOrder words
}

// A Tokenizer makes the words of a line for [NewTokenized]: it returns them joined by spaces,
// as SacreBLEU's tokenizers do (tokenizers.Zh{}, tokenizers.T13a{} and every
// tokenizers.Tokenizer, MeCab's and SentencePiece's included). It must be safe for concurrent use.
type Tokenizer interface {
	Tokenize(line string) string
}

// New compares systems with the reference ref: each system holds one output line per
// reference line. Lines are given as to compare-mt (see [ReadLines]), and split as
// compare-mt splits them, at single spaces after stripping.
func New(ref []string, systems ...[]string) (*Comparison, error) {
	return NewTokenized(nil, ref, systems...)
}

// NewTokenized is [New] for words made by tok, as a metric makes them: every line of the
// reference and the systems is tokenized, then split at spaces as compare-mt splits text
// pre-tokenized by tok, so the numbers are compare-mt's on that text. A nil tok is New's
// split. For word frequencies from a corpus, tokenize it the same way ([ReadFrequencyFile]).
func NewTokenized(tok Tokenizer, ref []string, systems ...[]string) (*Comparison, error) {
	if err := checkSizes(ref, systems); err != nil {
		return nil, err
	}
	if tok != nil {
		ref, systems = tokenized(tok, ref), slices.Clone(systems)
		for i := range systems {
			systems[i] = tokenized(tok, systems[i])
		}
		// A tokenizer adds spaces: the tokens must still fit the counts.
		if err := checkSizes(ref, systems); err != nil {
			return nil, err
		}
	}
	v := vocab{ids: make(map[string]int32)}
	refc := v.tokenize(ref)
	outs := make([]corpus, len(systems))
	for i, s := range systems {
		outs[i] = v.tokenize(s)
	}
	c := &Comparison{words: v.words, systems: make([]systemCounts, len(systems))}
	grams := c.setRef(refc)
	// Each goroutine matches a run of systems line by line, loading each reference line once.
	workers := runtime.GOMAXPROCS(0)
	par.Range(len(systems), (len(systems)+workers-1)/workers, func(lo, hi int) {
		c.count(outs[lo:hi], grams, c.systems[lo:hi])
	})
	return c, nil
}

// setRef numbers the n-grams of the reference, returning them, and counts its lines'
// lengths and its words.
func (c *Comparison) setRef(ref corpus) refGrams {
	c.grams = gramTable{base: int32(len(c.words)), index: make(map[uint64]int32, len(ref.tok))}
	c.refLen = make([]int32, ref.lines())
	for i := range c.refLen {
		c.refLen[i] = ref.off[i+1] - ref.off[i]
	}
	c.refWords = make([]int32, len(c.words))
	for _, w := range ref.tok {
		c.refWords[w]++
	}
	return c.grams.numberRef(ref)
}

// checkSizes returns ErrLength for a system whose line count differs from the reference's,
// and ErrTooLarge for a file whose tokens and lines might overflow an int32.
func checkSizes(ref []string, systems [][]string) error {
	for i, s := range append([][]string{ref}, systems...) {
		name := fmt.Sprintf("system %d", i) // sys1 is systems[0], as compare-mt names it
		if i == 0 {
			name = "the reference"
		} else if len(s) != len(ref) {
			return fmt.Errorf("%w: %s has %d lines, the reference %d", ErrLength, name, len(s), len(ref))
		}
		size := 2 * len(s)
		for _, line := range s {
			size += len(line)
		}
		if size >= math.MaxInt32 {
			return fmt.Errorf("%w: %s holds %d lines and %d bytes", ErrTooLarge, name, len(s), size-2*len(s))
		}
	}
	return nil
}

// count matches the outputs outs with the reference's n-grams, setting counts.
func (c *Comparison) count(outs []corpus, grams refGrams, counts []systemCounts) {
	for s := range counts {
		counts[s] = systemCounts{
			lines:   make([]lineCounts, len(c.refLen)),
			matches: make([]int32, c.grams.size()),
			words:   make([]int32, len(c.words)),
		}
	}
	var x lineIndex
	for i := range c.refLen {
		lo, hi := grams.ids.off[i], grams.ids.off[i+1]
		x.load(grams.ids.tok[lo:hi], grams.keys[lo:hi])
		for s, sc := range counts {
			line := outs[s].line(i)
			sc.lines[i].outLen = int32(len(line))
			x.match(line, sc.matches, &sc.lines[i].match)
			x.reset()
			for _, w := range line {
				sc.words[w]++
			}
		}
	}
	for s := range counts {
		sc := &counts[s]
		for id, m := range sc.matches {
			if m > 0 {
				sc.matched = append(sc.matched, int32(id))
			}
		}
	}
}

// Systems returns the number of systems compared.
func (c *Comparison) Systems() int { return len(c.systems) }

// Lines returns the number of lines of the reference and of each system.
func (c *Comparison) Lines() int { return len(c.refLen) }

// tokenized returns lines tokenized by tok, in parallel.
func tokenized(tok Tokenizer, lines []string) []string {
	out := make([]string, len(lines))
	par.Range(len(lines), 256, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			out[i] = tok.Tokenize(lines[i])
		}
	})
	return out
}
