package table

import (
	"errors"
	"testing"
)

func TestErrors(t *testing.T) {
	tests := []struct {
		reason   string
		headers  []string
		columns  [][]string
		decimals int
		want     error
	}{
		{"zero systems: colalign=('right',) raises IndexError", []string{"System", "BLEU"}, [][]string{{}, {}}, 2, ErrNoRows},
		{"no columns at all raise the same IndexError", nil, nil, 2, ErrNoRows},
		{"float('True') raises ValueError in a float column", []string{"System"}, [][]string{{"True", "1.5"}}, 2, ErrFloat},
		{"a negative precision fails only on a float", []string{"System"}, [][]string{{"1.5"}}, -1, ErrFloat},
		{"a negative precision is never used on text", []string{"System"}, [][]string{{"a"}}, -1, nil},
	}
	for _, tt := range tests {
		for _, style := range []Style{FancyGrid, LaTeXBooktabs} {
			if _, err := Format(tt.headers, tt.columns, style, tt.decimals); !errors.Is(err, tt.want) {
				t.Errorf("%s (%v): error %v, want %v", tt.reason, style, err, tt.want)
			}
		}
	}
}

func TestFormatPanicsOnMismatch(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic for 2 headers and 1 column")
		}
	}()
	Format([]string{"System", "BLEU"}, [][]string{{"a"}}, FancyGrid, 1)
}

func TestStyleString(t *testing.T) {
	for style, want := range map[Style]string{FancyGrid: "fancy_grid", LaTeXBooktabs: "latex_booktabs", 7: "Style(7)"} {
		if got := style.String(); got != want {
			t.Errorf("%d: %q, want %q", int(style), got, want)
		}
	}
}
