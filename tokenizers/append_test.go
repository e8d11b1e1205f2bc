package tokenizers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/internal/jsonl"
	"github.com/sacre-mt/sacre/normalize"
)

// wmt17Lines reads the lines of the WMT17 reference and 16 systems and their size in bytes.
func wmt17Lines(tb testing.TB) (lines []string, size int) {
	files, err := filepath.Glob("../testdata/wmt17-en-de/*.txt")
	if err != nil || len(files) == 0 {
		tb.Fatal("no WMT17 files", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		size += len(data)
		lines = append(lines, strings.Split(string(data), "\n")...)
	}
	return lines, size
}

// oracleInputs are the inputs of testdata/oracle.jsonl.gz.
func oracleInputs(tb testing.TB) []string {
	var lines []string
	err := jsonl.Each("testdata/oracle.jsonl.gz", func(row map[string]string, _ int) error {
		lines = append(lines, row["in"])
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return lines
}

// appendEdgeCases are inputs at the edges of the tokenizers' rules: empty, one byte, white
// space only or around, symbols and punctuation at the ends, invalid UTF-8.
var appendEdgeCases = []string{
	"", " ", "a", "é", "中", "  ", " a ", "\t\u00a0\u3000", ".", ",a", "a,", "1.", ".1", "$", "a$b",
	"€€", "“”", "a  b\t\tc", "\u2028x\u2029", "&amp;&quot;<skipped>", "-\nx\ny", "\xff", "a\xffb中",
	"\xe2\x80", "\xe2\x80\x80", "\ufffd", "x\u0301", "😀👍🏽", "２０１９年。",
}

// TestAppendTokens checks that every Appender's AppendTokens appends what Tokenize returns, on
// the oracle's lines, the test tables and edge cases, to an empty buffer and after text.
func TestAppendTokens(t *testing.T) {
	inputs := append(oracleInputs(t), appendEdgeCases...)
	for _, rows := range cases {
		for _, row := range rows {
			inputs = append(inputs, row.in)
		}
	}
	for _, name := range []string{"13a", "intl", "zh", "char", "none"} {
		tok, err := New(name)
		if err != nil {
			t.Fatal(err)
		}
		app, ok := tok.(Appender)
		if !ok {
			t.Fatalf("%s is no Appender", name)
		}
		for _, in := range inputs {
			want := tok.Tokenize(in)
			if got := string(app.AppendTokens(nil, in)); got != want {
				t.Errorf("%s.AppendTokens(nil, %q) = %q, Tokenize %q", name, in, got, want)
			}
			if got := string(app.AppendTokens([]byte("x y"), in)); got != "x y"+want {
				t.Errorf("%s.AppendTokens(\"x y\", %q) = %q, want %q", name, in, got, "x y"+want)
			}
		}
	}
}

// intlMultiPass is Intl as SacreBLEU applies it, one pass per rule on the whole line and then
// the whitespace normalization: the oracle of the pieces Intl passes through its rules.
func intlMultiPass(line string) string {
	a := splitPunctAfterNonNumber(nil, []byte(line))
	b := splitPunctBeforeNonNumber(nil, a)
	a = padSymbols(nil, b)
	return string(appendJoined(nil, a))
}

// padSymbols is rule 3: surround every symbol with spaces.
func padSymbols(dst, s []byte) []byte {
	start := 0
	for i := 0; i < len(s); {
		c, n := class(s[i:])
		if c&classS != 0 {
			dst = append(append(append(append(dst, s[start:i]...), ' '), s[i:i+n]...), ' ')
			start = i + n
		}
		i += n
	}
	return append(dst, s[start:]...)
}

// intlPieces tokenizes line with Intl in pieces of about chunk bytes.
func intlPieces(line string, chunk int) string {
	return string(new(intlBufs).appendTokens(nil, line, chunk))
}

// TestIntlPieces compares Intl in pieces of a few bytes with the rules applied to whole lines:
// every string of up to five symbols over an alphabet of the classes that matter (punctuation
// ASCII or not, symbols, numbers, white space, letters), the edge cases, the oracle's lines,
// and all of these lines joined into one long line.
func TestIntlPieces(t *testing.T) {
	check := func(s string, chunks ...int) {
		t.Helper()
		want := intlMultiPass(s)
		for _, chunk := range chunks {
			if got := intlPieces(s, chunk); got != want {
				t.Fatalf("intl in pieces of %d of %q:\n got %q\nwant %q", chunk, s, got, want)
			}
		}
	}
	alphabet := []string{"a", "1", ",", ".", "“", "$", " ", "\t", "\u00a0", "²", "中"}
	n := 0
	var gen func(prefix string, depth int)
	gen = func(prefix string, depth int) {
		check(prefix, 1, 2, 3)
		n++
		if depth == 0 {
			return
		}
		for _, a := range alphabet {
			gen(prefix+a, depth-1)
		}
	}
	gen("", campaign.UpTo(6, 5))
	t.Logf("%d strings", n)
	lines := append(oracleInputs(t), appendEdgeCases...)
	for _, l := range lines {
		check(l, 1, 2, 5, 16)
	}
	long := strings.Join(lines, " ")
	check(long, 1, 7, 100, 4096, intlChunk)
	check(strings.Join(lines, ""), 1, 7, 100, 4096, intlChunk)
}

// TestIntlLong tokenizes the WMT17 lines joined into one line of several pieces with Intl and
// Char, and compares them with the whole-line forms.
func TestIntlLong(t *testing.T) {
	lines, _ := wmt17Lines(t)
	long := strings.Join(lines, " ")
	if len(long) < 4*intlChunk {
		t.Fatalf("the long line has %d bytes", len(long))
	}
	want := intlMultiPass(long)
	if got := (Intl{}).Tokenize(long); got != want {
		t.Error("Intl.Tokenize differs from the rules on the whole line")
	}
	if got := string((Intl{}).AppendTokens([]byte("x"), long)); got != "x"+want {
		t.Error("Intl.AppendTokens differs from the rules on the whole line")
	}
	chars := charBuilder(long)
	if got := (Char{}).Tokenize(long); got != chars {
		t.Error("Char.Tokenize differs from a rune-by-rune join")
	}
	if got := string((Char{}).AppendTokens(nil, long)); got != chars {
		t.Error("Char.AppendTokens differs from a rune-by-rune join")
	}
}

// FuzzIntlPieces compares Intl in pieces with the rules on whole lines on any text.
func FuzzIntlPieces(f *testing.F) {
	for _, s := range appendEdgeCases {
		f.Add(s, 1)
	}
	f.Add("“Hello,” he said: 3.5 $ and ¢, 1,000. x.. y", 3)
	f.Fuzz(func(t *testing.T, s string, chunk int) {
		chunk = 1 + max(chunk, -chunk)%64
		if got, want := intlPieces(s, chunk), intlMultiPass(s); got != want {
			t.Fatalf("intl in pieces of %d of %q:\n got %q\nwant %q", chunk, s, got, want)
		}
	})
}

// charBuilder is Char as it was written first: runes written one by one, invalid bytes kept.
func charBuilder(line string) string {
	if len(line) < 2 {
		return line
	}
	var b strings.Builder
	for i, r := range line {
		if i > 0 {
			b.WriteByte(' ')
		}
		if r == utf8.RuneError {
			_, size := utf8.DecodeRuneInString(line[i:])
			b.WriteString(line[i : i+size])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// zhBuilder is Zh as it was written first: runes written one by one (invalid bytes as U+FFFD),
// Chinese ones between spaces, and then the rules.
func zhBuilder(line string) string {
	var b strings.Builder
	for _, r := range normalize.Strip(line) {
		if IsChineseChar(r) {
			b.WriteByte(' ')
			b.WriteRune(r)
			b.WriteByte(' ')
		} else {
			b.WriteRune(r)
		}
	}
	return regexpTokenize(b.String(), false)
}

// TestCharZhWritten compares Char and Zh with their rune-by-rune forms.
func TestCharZhWritten(t *testing.T) {
	for _, in := range append(oracleInputs(t), appendEdgeCases...) {
		if got, want := (Char{}).Tokenize(in), charBuilder(in); got != want {
			t.Errorf("char(%q) = %q, want %q", in, got, want)
		}
		if got, want := (Zh{}).Tokenize(in), zhBuilder(in); got != want {
			t.Errorf("zh(%q) = %q, want %q", in, got, want)
		}
	}
}

// benchmarkTokenize tokenizes the WMT17 lines with Tokenize, as BLEU does with references.
func benchmarkTokenize(b *testing.B, tok Tokenizer) {
	lines, size := wmt17Lines(b)
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			_ = tok.Tokenize(l)
		}
	}
}

// benchmarkAppend tokenizes the WMT17 lines into a reused buffer, as BLEU does with hypotheses.
func benchmarkAppend(b *testing.B, tok Appender) {
	lines, size := wmt17Lines(b)
	b.SetBytes(int64(size))
	b.ReportAllocs()
	var buf []byte
	for b.Loop() {
		for _, l := range lines {
			buf = tok.AppendTokens(buf[:0], l)
		}
	}
}

func BenchmarkIntlTokenize(b *testing.B) { benchmarkTokenize(b, Intl{}) }
func BenchmarkCharTokenize(b *testing.B) { benchmarkTokenize(b, Char{}) }
func BenchmarkZhTokenize(b *testing.B)   { benchmarkTokenize(b, Zh{}) }
func Benchmark13aTokenize(b *testing.B)  { benchmarkTokenize(b, T13a{}) }
func BenchmarkIntlAppend(b *testing.B)   { benchmarkAppend(b, Intl{}) }
func BenchmarkCharAppend(b *testing.B)   { benchmarkAppend(b, Char{}) }
func BenchmarkZhAppend(b *testing.B)     { benchmarkAppend(b, Zh{}) }
