package rpg

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func render(s *State, pad int) string { return string(s.Render(pad)) }

func TestNextLine(t *testing.T) {
	for _, c := range []struct {
		in         string
		width      int
		line, rest string
	}{
		{"abc", 5, "abc", ""},
		{"ab//cd", 5, "ab", "cd"},
		{"ab//cd", 2, "ab", "cd"},      // a "//" right at the width is still a break
		{"ab cd ef", 5, "ab cd", "ef"}, // the byte at the width is a space
		{"ab cd ef", 4, "ab", "cd ef"}, // back to the last space
		{"one two three", 8, "one two", "three"},
		{"Test//Abbrev.", 7, "Test", "Abbrev."},
		{"abcdefgh", 3, "abc", "defgh"}, // rpg.c would loop for ever
		{" abc", 2, "", "abc"},
		{"abc", 0, "abc", ""},
	} {
		line, rest := NextLine(c.in, c.width)
		if line != c.line || rest != c.rest {
			t.Errorf("NextLine(%q, %d) = %q, %q; want %q, %q", c.in, c.width, line, rest, c.line, c.rest)
		}
	}
}

func TestCenter(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{{"ab", 5, " ab  "}, {"abc", 2, "abc"}, {"", 3, "   "}} {
		if got := Center(c.s, c.n); got != c.want {
			t.Errorf("Center(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

func TestTable(t *testing.T) {
	s := New()
	s.AddRow("c", "Title")
	s.AddSeparation('-', BeforeRow)
	s.AddRow("l|cc", "x", "1", "2")
	s.AddSeparation('-', BeforeRow)
	s.AddRow("l|cc", "long name", "10", "20")
	want := ",---------------------.\n" +
		"|        Title        |\n" +
		"|---------------------|\n" +
		"| x         | 1    2  |\n" +
		"|-----------+---------|\n" +
		"| long name | 10   20 |\n" +
		"`---------------------'\n"
	if got := render(s, 1); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestStaleCells: a spanned column that ends a span is sized with the cell an earlier table
// left in it, as rpg.c does.
func TestStaleCells(t *testing.T) {
	fresh := New()
	fresh.AddRow("c|ca", "a", "b")
	s := New()
	s.AddRow("c|cc", "x", "y", "a long stale cell")
	s.Erase()
	s.AddRow("c|ca", "a", "b")
	if got, want := render(fresh, 0), ",---.\n|a|b|\n`---'\n"; got != want {
		t.Errorf("fresh: got\n%s\nwant\n%s", got, want)
	}
	want := ",--------------------.\n|a|        b         |\n`--------------------'\n"
	if got := render(s, 0); got != want {
		t.Errorf("stale: got\n%s\nwant\n%s", got, want)
	}
}

// TestCentringStays: once a table is centred, later ones are too.
func TestCentringStays(t *testing.T) {
	s := New()
	s.AddRow("c", "no centring yet")
	if got := render(s, 0); strings.HasPrefix(got, " ") {
		t.Errorf("centred before SetPageCenter:\n%s", got)
	}
	s.Erase()
	s.SetPageCenter(40)
	s.AddRow("c", "x")
	s.Erase()
	s.AddRow("c", "abcd")
	want := "                 ,----.\n                 |abcd|\n                 `----'\n"
	if got := render(s, 0); got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

// TestStaleRules: a row under a shorter format crosses the rules an earlier, longer format
// parsed into the same slot left there, as rpg.c does.
func TestStaleRules(t *testing.T) {
	build := func(s *State) string {
		s.Erase()
		s.AddRow("cc", "a", "b")
		s.AddSeparation('-', BeforeRow)
		s.AddRow("c|c|c|c", "1", "2", "3", "4")
		return render(s, 0)
	}
	fresh := build(New())
	s := New()
	s.AddRow("c|c|c|c", "1", "2", "3", "4")
	stale := build(s)
	if want := ",-------.\n| a   b |\n|-------|\n|1|2|3|4|\n`-------'\n"; fresh != want {
		t.Errorf("fresh: got %q, want %q", fresh, want)
	}
	if want := ",-------.\n| a   b |\n|-----+-|\n|1|2|3|4|\n`-------'\n"; stale != want {
		t.Errorf("stale: got %q, want %q", stale, want)
	}
}

// TestLocked: a locked column keeps its width, the spare width going to the others; it
// prints nothing (rpg.c reads a cell pointer it never set there).
func TestLocked(t *testing.T) {
	s := New()
	s.AddRow("c", "a wide title of a table")
	s.AddRow("l|r:l", "ab", "cd")
	want := ",-----------------------.\n" +
		"|a wide title of a table|\n" +
		"|  |         cd         |\n" +
		"`-----------------------'\n"
	if got := render(s, 0); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestSeparatorsAfter(t *testing.T) {
	s := New()
	s.AddRow("c|c", "a", "b")
	s.AddSeparation('-', AfterRow)
	s.AddSeparation(' ', AfterRow)
	s.AddRow("c|c", "c", "d")
	s.AddRow("c=c", "e", "f")
	var b bytes.Buffer
	if err := s.Dump(&b, 1); err != nil {
		t.Fatal(err)
	}
	// The spare byte of the narrower format goes to its first column (F_ROUND(0.5) is 1); the
	// separators after a row are the second row's, joined where the row above has a rule.
	want := ",--------.\n" +
		"| a  | b |\n" +
		"| c  | d |\n" +
		"|----+---|\n" +
		"|    |   |\n" +
		"| e || f |\n" +
		"`--------'\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func ExampleState() {
	s := New()
	s.AddRow("c", "System")
	s.AddSeparation('-', BeforeRow)
	s.AddRow("l|cc", "SPKR", "# Snt", "Err")
	s.AddSeparation('=', BeforeRow)
	s.AddRow("l|cc", "Sum", "12", "3.5")
	s.Dump(os.Stdout, 1)
	// Output:
	// ,--------------------.
	// |       System       |
	// |--------------------|
	// | SPKR | # Snt   Err |
	// |====================|
	// | Sum  |  12     3.5 |
	// `--------------------'
}
