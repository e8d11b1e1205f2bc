package report

import (
	"slices"
	"testing"
)

func TestShortNames(t *testing.T) {
	for _, c := range []struct {
		paths, want []string
		note        string
	}{
		{[]string{"testdata/wmt17-en-de/uedin-nmt.4722.txt", "testdata/wmt17-en-de/KIT.4950.txt", "testdata/wmt17-en-de/online-A.0.txt"},
			[]string{"uedin-nmt.4722", "KIT.4950", "online-A.0"}, `Systems are named by their files with the prefix "testdata/wmt17-en-de/" and the suffix ".txt" removed.`},
		// WMT24's layout: the directory and the extension go.
		{[]string{"txt/system-outputs/en-de/GPT-4.txt", "txt/system-outputs/en-de/Gemini-1.5-Pro.txt"}, []string{"GPT-4", "Gemini-1.5-Pro"},
			`Systems are named by their files with the prefix "txt/system-outputs/en-de/" and the suffix ".txt" removed.`},
		// Never inside a word: "sys" and "1" are one word.
		{[]string{"sys1.txt", "sys2.txt"}, []string{"sys1", "sys2"}, `Systems are named by their files with the suffix ".txt" removed.`},
		{[]string{"out.en-de.base", "out.en-de.big"}, []string{"base", "big"}, `Systems are named by their files with the prefix "out.en-de." removed.`},
		// Nothing shared at a separator: as given.
		{[]string{"a", "b"}, []string{"a", "b"}, ""},
		{[]string{"base", "basement"}, []string{"base", "basement"}, ""},
		// A name that would be empty: as given.
		{[]string{"x/a.txt", "x/a.txt.txt"}, []string{"x/a.txt", "x/a.txt.txt"}, ""},
		// Non-ASCII names keep every character.
		{[]string{"d/نظام الترجمة.txt", "d/système.txt"}, []string{"نظام الترجمة", "système"}, `Systems are named by their files with the prefix "d/" and the suffix ".txt" removed.`},
		{[]string{"runs/model.txt"}, []string{"model"}, "The system is named by its file's base name (runs/model.txt)."},
		{[]string{"model"}, []string{"model"}, ""},
	} {
		got, note := ShortNames(c.paths)
		if !slices.Equal(got, c.want) || note != c.note {
			t.Errorf("ShortNames(%q) = %q, %q; want %q, %q", c.paths, got, note, c.want, c.note)
		}
	}
}
