package table

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/sacre-mt/sacre/normalize"
)

// The expected values below are what Python 3.11 and tabulate 0.8.9 give.

func TestTypeOf(t *testing.T) {
	tests := []struct {
		in     string
		want   cellType
		reason string
	}{
		{"1.5", floatType, "a decimal is a float"},
		{"1e5", floatType, "so is an exponent"},
		{" 3 ", intType, "int() ignores surrounding whitespace"},
		{"007", intType, "int() takes leading zeros in base 10"},
		{"1_000", intType, "int() takes single underscores between digits"},
		{"1__0", textType, "but not two in a row"},
		{"0x10", textType, "int() of a str is base 10 only"},
		{"\u0661\u0662", intType, "Arabic-Indic digits are decimal digits"},
		{"\U00011f51", textType, "Kawi digits are Unicode 15.0, unknown to Python 3.11"},
		{"\u00855", intType, "U+0085 is whitespace to int()"},
		{"\x1c5", textType, "U+001C is whitespace to str.strip() but not to int()"},
		{"1e400", textType, "float() overflows to inf, which _isnumber accepts only when spelled inf"},
		{"Infinity", textType, "float() reads it, but it is not spelled inf"},
		{"+inf", textType, "nor is +inf"},
		{"-inf", floatType, "-inf is"},
		{"NaN", floatType, "the spelling is compared lower-cased"},
		{"-NaN", textType, "but -nan is not in the list"},
		{"True", boolType, "True and False are bools"},
		{"true", textType, "only capitalised"},
		{"\x1b[31m28.5\x1b[0m", floatType, "colour codes are stripped before typing"},
		{"\x1b]8;;u\x1b\\7\x1b]8;;\x1b\\", intType, "a hyperlink is typed by its text"},
		{strings.Repeat("1", 4300), intType, "int() takes up to 4300 digits"},
		{strings.Repeat("1", 4301), textType, "beyond, ValueError; and float() overflows"},
	}
	for _, tt := range tests {
		if got := typeOf(tt.in); got != tt.want {
			t.Errorf("typeOf(%q) = %d, want %d: %s", tt.in, got, tt.want, tt.reason)
		}
	}
}

func TestFormatFloat(t *testing.T) {
	tests := []struct {
		in       string
		decimals int
		want     string
		reason   string
	}{
		{"2.675", 2, "2.67", "rounds the binary value, which is below 2.675"},
		{"0.125", 2, "0.12", "exact halves round to even"},
		{"2.5", 0, "2", "also at zero decimals"},
		{"-0.001", 2, "-0.00", "the sign of a value rounded to zero stays"},
		{strings.Repeat("9", 400), 2, "inf", "an int too big for a float prints inf"},
		{"-inf", 1, "-inf", "infinities ignore the precision"},
		{"NaN", 3, "nan", "NaN is lower-case"},
		{"\u0661\u0662", 1, "12.0", "Unicode digits are re-written in ASCII"},
	}
	for _, tt := range tests {
		if got, err := formatFloat(tt.in, false, tt.decimals); err != nil || got != tt.want {
			t.Errorf("formatFloat(%q, %d) = %q, %v; want %q: %s", tt.in, tt.decimals, got, err, tt.want, tt.reason)
		}
	}
	// The str.replace quirk: every "3" is replaced, the colour code's too.
	if got, _ := formatFloat("\x1b[33m3\x1b[0m", true, 2); got != "\x1b[3.003.00m3.00\x1b[0m" {
		t.Errorf("coloured 3 = %q", got)
	}
}

func TestStripInvisible(t *testing.T) {
	tests := []struct{ in, want, reason string }{
		{"\x1b[33mBaseline\x1b[0m", "Baseline", "colour codes go"},
		{"\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\", "link", "a hyperlink becomes its text"},
		{"\x1b]8;id:1;http://x\x1b\\link\x1b]8;;\x1b\\", "link", "with parameters too"},
		{"\x1b[\u0663m3", "3", `Python's \d takes any decimal digit`},
		{"\x1b[;;mx", "x", "the second pattern allows empty parameters"},
		{"\x1b[mx", "\x1b[mx", "but needs two semicolons"},
	}
	for _, tt := range tests {
		if got := stripInvisible(tt.in); got != tt.want {
			t.Errorf("stripInvisible(%q) = %q, want %q: %s", tt.in, got, tt.want, tt.reason)
		}
	}
}

func TestPySplitlines(t *testing.T) {
	tests := []struct {
		in     string
		want   []string
		reason string
	}{
		{"", nil, "no lines in an empty string"},
		{"a\n", []string{"a"}, "a final break adds no line"},
		{"\n", []string{""}, "but a lone break is one empty line"},
		{"a\r\nb", []string{"a", "b"}, "CR LF is one break"},
		{"a\rb\vc\fd\x1ce\x1df\x1eg\u0085h\u2028i\u2029j", strings.Split("abcdefghij", ""), "Python breaks at ten characters"},
		{"a\x1fb", []string{"a\x1fb"}, "but not at U+001F"},
	}
	for _, tt := range tests {
		if got := pySplitlines(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("pySplitlines(%q) = %q, want %q: %s", tt.in, got, tt.want, tt.reason)
		}
	}
	if got := splitCRLF("a\r\nb"); !slices.Equal(got, []string{"a", "", "b"}) {
		t.Errorf(`re.split("[\r\n]") keeps the empty line inside CR LF: %q`, got)
	}
}

func TestPyStrip(t *testing.T) {
	if got := normalize.Strip("\x1c\x1f \u3000a b\u0085\u00a0\t"); got != "a b" {
		t.Errorf("normalize.Strip = %q: str.strip() takes U+001C..U+001F, U+0085, U+00A0, U+3000", got)
	}
}

// pyfmt.DigitValue removes the digits Go's Unicode has and Python 3.11's lacks; a new
// Unicode in Go may add more.
func TestUnicodeVersion(t *testing.T) {
	if unicode.Version != "15.0.0" {
		t.Errorf("Go has Unicode %s: review pyfmt.DigitValue against Python 3.11's Unicode 14.0", unicode.Version)
	}
}
