package normalize

import (
	"slices"
	"strings"
	"testing"
	"unsafe"
)

// sameString reports whether a and b share their bytes, i.e. a function
// returned its input rather than a copy.
func sameString(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

func TestIsSpaceEdges(t *testing.T) {
	tests := []struct {
		r      rune
		want   bool
		reason string
	}{
		{'\t', true, "tab"},
		{'\r', true, "carriage return"},
		{'\v', true, "vertical tab"},
		{0x1C, true, "file separator: Python splits on it, Go's unicode.IsSpace does not"},
		{0x1F, true, "unit separator, last of U+001C..U+001F"},
		{0x85, true, "next line (NEL)"},
		{0xA0, true, "no-break space is whitespace for Python"},
		{0x200B, false, "zero width space is not whitespace"},
		{0xFEFF, false, "byte order mark is not whitespace"},
		{0x180E, false, "Mongolian vowel separator stopped being whitespace in Unicode 6.3"},
		{0x3000, true, "ideographic space"},
		{0x0, false, "NUL"},
		{-1, false, "negative rune"},
	}
	for _, tt := range tests {
		if got := IsSpace(tt.r); got != tt.want {
			t.Errorf("IsSpace(%U) = %v, want %v: %s", tt.r, got, tt.want, tt.reason)
		}
	}
}

func TestIsSpaceAllCodePoints(t *testing.T) {
	want := make(map[rune]bool)
	for _, line := range oracleLines(t, "space.txt") {
		want[parseHex(t, line)] = true
	}
	allRunes(func(r rune) {
		if IsSpace(r) != want[r] {
			t.Errorf("IsSpace(%U) = %v, Python says %v", r, IsSpace(r), want[r])
		}
		// The byte scanner behind Fields and Strip must agree.
		s, w := string(r), 0
		if want[r] {
			w = len(s)
		}
		if got := spaceWidth(s, 0); got != w {
			t.Errorf("spaceWidth(%U) = %d, want %d", r, got, w)
		}
	})
}

func TestFieldsEdges(t *testing.T) {
	tests := []struct {
		in     string
		want   []string
		reason string
	}{
		{"", []string{}, "empty input gives no fields"},
		{" \t\r\n ", []string{}, "only whitespace gives no fields"},
		{"a\x1cb\x1dc\x1ed\x1fe", []string{"a", "b", "c", "d", "e"}, "U+001C..U+001F separate fields"},
		{"a\u0085b\u00a0c", []string{"a", "b", "c"}, "NEL and no-break space separate fields"},
		{"a\u200bb\ufeffc", []string{"a\u200bb\ufeffc"}, "U+200B and U+FEFF do not"},
		{"\u3000中文\u3000 テスト ", []string{"中文", "テスト"}, "ideographic space, leading and trailing"},
		{"x\r\ny", []string{"x", "y"}, "CRLF is one run of whitespace"},
	}
	for _, tt := range tests {
		if got := Fields(tt.in); !slices.Equal(got, tt.want) || got == nil {
			t.Errorf("Fields(%+q) = %+q, want %+q: %s", tt.in, got, tt.want, tt.reason)
		}
	}
}

// splitRecord is one line of split_strings.jsonl.
type splitRecord struct {
	In     string   `json:"in"`
	Split  []string `json:"split"`
	Strip  string   `json:"strip"`
	Rstrip string   `json:"rstrip"`
}

func TestSplitStripOracle(t *testing.T) {
	for _, rec := range oracleJSON[splitRecord](t, "split_strings.jsonl") {
		if got := Fields(rec.In); !slices.Equal(got, rec.Split) {
			t.Errorf("Fields(%+q) = %+q, Python split() %+q", rec.In, got, rec.Split)
		}
		if got := Strip(rec.In); got != rec.Strip {
			t.Errorf("Strip(%+q) = %+q, Python strip() %+q", rec.In, got, rec.Strip)
		}
		if got := TrimRight(rec.In); got != rec.Rstrip {
			t.Errorf("TrimRight(%+q) = %+q, Python rstrip() %+q", rec.In, got, rec.Rstrip)
		}
		if got, want := JoinFields(rec.In), strings.Join(rec.Split, " "); got != want {
			t.Errorf("JoinFields(%+q) = %+q, want %+q", rec.In, got, want)
		}
	}
}

func TestJoinFields(t *testing.T) {
	tests := []struct {
		in, want string
		same     bool // the result is s itself
		reason   string
	}{
		{"", "", true, "empty is already joined"},
		{"a b c", "a b c", true, "already joined"},
		{"a  b", "a b", false, "double space"},
		{" a", "a", false, "leading space"},
		{"a ", "a", false, "trailing space"},
		{"a\tb", "a b", false, "tab becomes a space"},
		{"a\u00a0b", "a b", false, "no-break space becomes a space"},
		{"a\u200bb", "a\u200bb", true, "zero width space is not whitespace"},
		{" \t ", "", false, "only whitespace"},
	}
	for _, tt := range tests {
		got := JoinFields(tt.in)
		if got != tt.want {
			t.Errorf("JoinFields(%+q) = %+q, want %+q: %s", tt.in, got, tt.want, tt.reason)
		}
		if tt.same && !sameString(got, tt.in) {
			t.Errorf("JoinFields(%+q) did not return its input: %s", tt.in, tt.reason)
		}
	}
}

func TestNoAllocations(t *testing.T) {
	line := "Ein 28-jähriger Koch\u00a0wurde im   Treppenhaus gefunden. "
	dst := make([]string, 0, 16)
	tests := []struct {
		name string
		f    func()
	}{
		{"AppendFields", func() { dst = AppendFields(dst[:0], line) }},
		{"TrimRight", func() { _ = TrimRight(line) }},
		{"Strip", func() { _ = Strip(line) }},
		{"JoinFields of joined text", func() { _ = JoinFields("a b c") }},
		{"Lower of lowercase text", func() { _ = Lower("schon gefunden, ς") }},
	}
	for _, tt := range tests {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tt.name, n)
		}
	}
}
