package analysis

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode"

	"github.com/sacre-mt/sacre/normalize"
)

// ErrCount reports a count in a counts file that Python's int() cannot read, where
// compare-mt stops with a ValueError.
var ErrCount = errors.New("analysis: invalid count")

// ErrCountLine reports a line of a counts file that is not WORD<TAB>COUNT (see ReadCounts).
var ErrCountLine = errors.New("analysis: not WORD<TAB>COUNT")

// Frequencies count words, to bucket them by frequency: compare-mt's freq_counts. A word
// absent has count 0.
type Frequencies map[string]int

// FrequenciesFromLines counts the tokens of lines, split as compare-mt splits them:
// compare-mt's counts from the reference (its default) or from a training corpus
// (freq_corpus_file).
func FrequenciesFromLines(lines []string) Frequencies {
	f := make(Frequencies)
	for _, line := range lines {
		f.addLine(line)
	}
	return f
}

func (f Frequencies) addLine(line string) { eachToken(line, func(w string) { f[w]++ }) }

// ReadCorpusFrequencies counts the tokens of the lines of r, as compare-mt reads a
// freq_corpus_file (see [ReadLines]).
func ReadCorpusFrequencies(r io.Reader) (Frequencies, error) { return readCorpusFrequencies(r, nil) }

// readCorpusFrequencies is ReadCorpusFrequencies of the lines tokenized by tok, if not nil.
func readCorpusFrequencies(r io.Reader, tok Tokenizer) (Frequencies, error) {
	f := make(Frequencies)
	err := eachLine(r, func(line string) error {
		if tok != nil {
			line = tok.Tokenize(line)
		}
		f.addLine(line)
		return nil
	})
	return f, err
}

// ReadCounts reads a counts file as compare-mt reads a freq_count_file: each line, stripped
// of whitespace, holds a word, a tab and the word's count. compare-mt prints "Bad line in
// counts file" and ignores any other line; ReadCounts refuses it (ErrCountLine), since a file
// whose lines were all ignored ("der 5" with a space) would put every word in the "<1" bucket
// and still look like an analysis. Blank lines hold no word and are skipped. A later line for
// a word replaces an earlier one. A count is read as Python's int() reads it (surrounding
// whitespace, a sign, single underscores between digits, any Unicode decimal digits); one
// beyond an int is clamped, which keeps its bucket. An unreadable count is ErrCount.
func ReadCounts(r io.Reader) (Frequencies, error) {
	f := make(Frequencies)
	n := 0
	err := eachLine(r, func(line string) error {
		n++
		stripped := normalize.Strip(line)
		if stripped == "" {
			return nil
		}
		word, count, ok := strings.Cut(stripped, "\t")
		if !ok || strings.Contains(count, "\t") {
			return fmt.Errorf("%w on line %d: %q", ErrCountLine, n, shorten(line))
		}
		c, ok := pyInt(count)
		if !ok {
			return fmt.Errorf("%w on line %d: %q", ErrCount, n, shorten(count))
		}
		f[word] = c
		return nil
	})
	return f, err
}

// shorten keeps a quoted line of an error message short.
func shorten(s string) string {
	if r := []rune(s); len(r) > 60 {
		return string(r[:57]) + "..."
	}
	return s
}

// pyInt parses s as Python's int(s) does, clamping the value to an int.
func pyInt(s string) (int, bool) {
	s = normalize.Strip(s)
	neg := strings.HasPrefix(s, "-")
	if neg || strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	n, digit := 0, false // digit: the last character was a digit
	for _, r := range s {
		if r == '_' && digit {
			digit = false
			continue
		}
		d, ok := decimal(r)
		if !ok {
			return 0, false
		}
		n = clampedDecimal(n, d)
		digit = true
	}
	if !digit {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

// clampedDecimal returns n*10+d, or math.MaxInt past it.
func clampedDecimal(n, d int) int {
	if n > (math.MaxInt-d)/10 {
		return math.MaxInt
	}
	return n*10 + d
}

// decimal returns the value of a Unicode decimal digit (category Nd, what Python's int()
// accepts). Each script's digits 0-9 are consecutive from a code point that the Nd table's
// ranges start at, so the value is the offset in the range modulo 10.
func decimal(r rune) (int, bool) {
	if '0' <= r && r <= '9' {
		return int(r - '0'), true
	}
	for _, rg := range unicode.Nd.R16 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10, true
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10, true
		}
	}
	return 0, false
}
