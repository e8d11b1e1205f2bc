package significance

import (
	"errors"
	"testing"
)

func TestParseSeed(t *testing.T) {
	for _, c := range []struct {
		in           string
		text, paired string
		err          bool
		reason       string
	}{
		{"12345", "12345", "12345", false, "SacreBLEU's default"},
		{"007", "007", "7", false, "a single system prints the text, paired tests the integer"},
		{" 3", " 3", "3", false, "int() allows surrounding whitespace"},
		{"+11", "+11", "11", false, "and a sign"},
		{"1_000", "1_000", "1000", false, "and underscores between digits"},
		{"1180591620717411303424", "1180591620717411303424", "1180591620717411303424", false, "beyond 64 bits"},
		{"None", "none", "none", false, "none in any case means OS entropy"},
		{"0", "0", "0", false, "0 is a seed (with SacreBLEU's quirk in paired tests)"},
		{"-1", "", "", true, "NumPy refuses negative seeds"},
		{"abc", "", "", true, "not an integer"},
		{"", "", "", true, "empty"},
	} {
		s, err := ParseSeed(c.in)
		if c.err {
			if !errors.Is(err, ErrSeed) {
				t.Errorf("ParseSeed(%q) error %v, want ErrSeed: %s", c.in, err, c.reason)
			}
			continue
		}
		if err != nil || s.Text() != c.text || s.PairedText() != c.paired {
			t.Errorf("ParseSeed(%q) = %q, %q, %v, want %q, %q: %s", c.in, s.Text(), s.PairedText(), err, c.text, c.paired, c.reason)
		}
	}
}
