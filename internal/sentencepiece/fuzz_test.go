package sentencepiece

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// fuzzModels are models with different algorithms and options; each comes
// with a twin that searches whole lines (wordMode off), whose output must
// be the same.
var fuzzModels = sync.OnceValue(func() (ms []fuzzModel) {
	for _, name := range []string{"unigram_nfkc", "bpe_nfkc", "unigram_identity_bytes", "unigram_userdef",
		"bpe_identity_bytes_digits", "unigram_suffix_keepspaces", "bpe_suffix_nodummy_nfkc",
		"unigram_nfkccf_lowcov", "bpe_unused", "unigram_unused_noescape", "word_identity", "char_identity"} {
		data, err := os.ReadFile(filepath.Join("testdata", name+".model"))
		if err != nil {
			panic(err)
		}
		p, err1 := Parse(data)
		whole, err2 := Parse(data)
		if err1 != nil || err2 != nil {
			panic(name)
		}
		whole.wordMode = false
		ms = append(ms, fuzzModel{name, p, whole})
	}
	return ms
})

type fuzzModel struct {
	name        string
	p, wholeRun *Processor
}

var fuzzSeeds = []string{
	"", " ", "\u3000", "Hello, world!", "  a  b  ", "ꙮꙮ x", "▁▁a▁", "a\xffb", "<sep>@@foo bar", "😀👍🏽",
	"e\u0301\u0301", "\x00\x01\t\r", "中国人民 日本語 한국어", "1,000.50 $5", "ﬁ①ＡＢＣ", strings.Repeat("ab ", 100),
}

// FuzzTokenize checks properties that hold for every line: the pieces
// joined are Tokenize's output, they are valid UTF-8 (byte pieces are
// ASCII), they spell the normalized line, and searching word by word gives
// what searching the whole line gives.
func FuzzTokenize(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for _, m := range fuzzModels() {
			out := m.p.Tokenize(line)
			pieces := m.p.Pieces(line)
			if joined := strings.Join(pieces, " "); joined != out {
				t.Fatalf("%s %+q: Pieces %+q, Tokenize %+q", m.name, line, joined, out)
			}
			if whole := m.wholeRun.Tokenize(line); whole != out {
				t.Fatalf("%s %+q: word by word %+q, whole line %+q", m.name, line, out, whole)
			}
			if !utf8.ValidString(out) {
				t.Fatalf("%s %+q: invalid UTF-8 %+q", m.name, line, out)
			}
			checkSpelling(t, m, line, pieces)
		}
	})
}

// checkSpelling checks that the pieces, with byte pieces read as bytes,
// spell the normalized line, and that with escaped whitespace no piece is
// empty or holds a space.
func checkSpelling(t *testing.T, m fuzzModel, line string, pieces []string) {
	var b strings.Builder
	for _, piece := range pieces {
		if n := pieceToByte(piece); n >= 0 && m.p.byteFallback {
			b.WriteByte(byte(n))
		} else {
			b.WriteString(piece)
		}
		if m.p.norm.escapeWhitespaces && (piece == "" || strings.Contains(piece, " ")) {
			t.Fatalf("%s %+q: piece %+q", m.name, line, piece)
		}
	}
	if norm := string(m.p.norm.normalize(nil, line)); b.String() != norm {
		t.Fatalf("%s %+q: pieces spell %+q, normalized %+q", m.name, line, b.String(), norm)
	}
}

// FuzzParse feeds damaged models to Parse, which must fail cleanly or give
// a Processor that encodes without panicking.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"char_identity", "bpe_control"} {
		data, err := os.ReadFile(filepath.Join("testdata", name+".model"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/3])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data)
		if err != nil {
			return
		}
		for _, s := range fuzzSeeds {
			p.Tokenize(s)
		}
	})
}

// TestLongLine encodes lines longer than the scratch space that is pooled.
func TestLongLine(t *testing.T) {
	p := loadTestModel(t, "unigram_nfkc")
	var b strings.Builder
	for i := range 20000 {
		b.WriteString(strconv.Itoa(i) + "x ")
	}
	line := b.String()
	first := p.Tokenize(line)
	if n := len(strings.Fields(first)); n < 20000 {
		t.Fatalf("%d pieces for 20000 words", n)
	}
	if again := p.Tokenize(line); again != first {
		t.Fatalf("a second encoding differs")
	}
}
