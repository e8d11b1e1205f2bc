package table

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// plainCell reports whether s holds no control or format character, so
// that nothing is invisible and no cell spans lines.
func plainCell(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool {
		return !unicode.IsGraphic(r) || unicode.Is(unicode.Cf, r) || pyLineBreak(r)
	})
}

// FuzzFormat checks properties: no panic; valid UTF-8 in, valid UTF-8 out;
// and a fancy_grid of plain cells has lines of one width, as every cell is
// padded to its column in code points.
func FuzzFormat(f *testing.F) {
	f.Add("hyp.txt", "1.5", "28.5", "23.3\n(p = 0.0033)*", uint8(2))
	f.Add("Baseline: a", "\x1b[33m3\x1b[0m", "True", "7", uint8(0))
	f.Fuzz(func(t *testing.T, sys1, sys2, score1, score2 string, decimals uint8) {
		headers := []string{"System", "BLEU (μ ± 95% CI)"}
		columns := [][]string{{sys1, sys2}, {score1, score2}}
		for _, style := range []Style{FancyGrid, LaTeXBooktabs} {
			out, err := Format(headers, columns, style, int(decimals%12))
			if err != nil {
				continue
			}
			if allValid(sys1, sys2, score1, score2) && !utf8.ValidString(out) {
				t.Fatalf("%v: invalid UTF-8 out: %q", style, out)
			}
			if style == FancyGrid && plainCell(sys1) && plainCell(sys2) && plainCell(score1) && plainCell(score2) {
				checkSameWidth(t, out)
			}
		}
	})
}

func allValid(cells ...string) bool {
	for _, c := range cells {
		if !utf8.ValidString(c) {
			return false
		}
	}
	return true
}

func checkSameWidth(t *testing.T, out string) {
	t.Helper()
	lines := strings.Split(out, "\n")
	for _, line := range lines {
		if runeLen(line) != runeLen(lines[0]) {
			t.Fatalf("ragged table:\n%s", out)
		}
	}
}
