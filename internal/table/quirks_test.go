package table

import (
	"strings"
	"testing"
)

func lines(l ...string) string { return strings.Join(l, "\n") }

// quirkTests are tabulate's surprises, each with the output of the real
// tabulate 0.8.9 for SacreBLEU's call; the oracle cases cover them at scale.
var quirkTests = []struct {
	reason   string
	style    Style
	decimals int
	headers  []string
	columns  [][]string
	want     string
}{
	{
		reason: "a system named like a number is a float and takes floatfmt",
		style:  LaTeXBooktabs, decimals: 2,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"1.5"}, {"40.1"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &  BLEU  \\`,
			`\midrule`,
			`     1.50 & 40.10  \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "a column of ints keeps its text",
		style:  LaTeXBooktabs, decimals: 2,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"007"}, {"40"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &  BLEU  \\`,
			`\midrule`,
			`      007 &   40   \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "one float makes the whole column float",
		style:  LaTeXBooktabs, decimals: 2,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"007", "1.5"}, {"40", "41"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &  BLEU  \\`,
			`\midrule`,
			`     7.00 &   40   \\`,
			`     1.50 &   41   \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "int() and str.strip() drop the spaces of ' 3 '",
		style:  LaTeXBooktabs, decimals: 2,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{" 3 "}, {"x"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &  BLEU  \\`,
			`\midrule`,
			`        3 &   x    \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "float() reads any Unicode digit and underscores between digits",
		style:  LaTeXBooktabs, decimals: 1,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"١٢", "1_000", "1.5"}, {"a", "b", "c"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &  BLEU  \\`,
			`\midrule`,
			`     12.0 &   a    \\`,
			`   1000.0 &   b    \\`,
			`      1.5 &   c    \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "only literal inf and nan are numbers: Infinity is text",
		style:  LaTeXBooktabs, decimals: 1,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"NaN", "Infinity"}, {"-inf", "1e400"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &  BLEU  \\`,
			`\midrule`,
			`      NaN &  -inf  \\`,
			` Infinity & 1e400  \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "True is a bool, which an int column takes as is",
		style:  LaTeXBooktabs, decimals: 1,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"True", "7"}, {"x", "y"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &  BLEU  \\`,
			`\midrule`,
			`     True &   x    \\`,
			`        7 &   y    \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "headers keep their spaces; columns are two wider than headers",
		style:  FancyGrid, decimals: 1,
		headers: []string{" System ", "B"},
		columns: [][]string{{"a"}, {"1.5"}},
		want: lines(
			"╒════════════╤═════╕",
			"│    System  │  B  │",
			"╞════════════╪═════╡",
			"│          a │ 1.5 │",
			"╘════════════╧═════╛",
		),
	},
	{
		reason: "centring puts the odd space on the right",
		style:  FancyGrid, decimals: 1,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"a"}, {"1"}},
		want: lines(
			"╒══════════╤════════╕",
			"│   System │  BLEU  │",
			"╞══════════╪════════╡",
			"│        a │   1    │",
			"╘══════════╧════════╛",
		),
	},
	{
		reason: "widths are code points: e + U+0301 is two",
		style:  FancyGrid, decimals: 1,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"é", "日本"}, {"1", "2"}},
		want: lines(
			"╒══════════╤════════╕",
			"│   System │  BLEU  │",
			"╞══════════╪════════╡",
			"│       é │   1    │",
			"├──────────┼────────┤",
			"│       日本 │   2    │",
			"╘══════════╧════════╛",
		),
	},
	{
		reason: "a newline makes fancy_grid multiline, centred line by line",
		style:  FancyGrid, decimals: 4,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"Baseline: a", "b"}, {"28.5", "23.3\n(p = 0.0033)*"}},
		want: lines(
			"╒═════════════╤═══════════════╕",
			"│      System │     BLEU      │",
			"╞═════════════╪═══════════════╡",
			"│ Baseline: a │     28.5      │",
			"├─────────────┼───────────────┤",
			"│           b │     23.3      │",
			"│             │ (p = 0.0033)* │",
			"╘═════════════╧═══════════════╛",
		),
	},
	{
		reason: "latex_booktabs is not multiline: a newline is one character",
		style:  LaTeXBooktabs, decimals: 4,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"a", "b"}, {"28.5", "23.3\n(p = 0.0033)*"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &        BLEU        \\`,
			`\midrule`,
			`        a &        28.5        \\`,
			"        b & 23.3",
			`(p = 0.0033)* \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "splitlines also breaks at U+001C once the table is multiline",
		style:  FancyGrid, decimals: 1,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"a\u001cb", "c\nd"}, {"1", "2"}},
		want: lines(
			"╒══════════╤════════╕",
			"│   System │  BLEU  │",
			"╞══════════╪════════╡",
			"│        a │   1    │",
			"│        b │        │",
			"├──────────┼────────┤",
			"│        c │   2    │",
			"│        d │        │",
			"╘══════════╧════════╛",
		),
	},
	{
		reason: "a row of empty cells takes no line in a multiline table",
		style:  FancyGrid, decimals: 1,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"x\ny", " "}, {"1", ""}},
		want: lines(
			"╒══════════╤════════╕",
			"│   System │  BLEU  │",
			"╞══════════╪════════╡",
			"│        x │   1    │",
			"│        y │        │",
			"├──────────┼────────┤",
			"╘══════════╧════════╛",
		),
	},
	{
		reason: "ANSI colour codes take no width",
		style:  FancyGrid, decimals: 1,
		headers: []string{"\u001b[36mSystem\u001b[0m", "\u001b[36mBLEU\u001b[0m"},
		columns: [][]string{{"\u001b[33mBaseline: a\u001b[0m", "b"}, {"\u001b[33m28.5\u001b[0m", "23.3"}},
		want: lines(
			"╒═════════════╤════════╕",
			"│      \u001b[36mSystem\u001b[0m │  \u001b[36mBLEU\u001b[0m  │",
			"╞═════════════╪════════╡",
			"│ \u001b[33mBaseline: a\u001b[0m │  \u001b[33m28.5\u001b[0m  │",
			"├─────────────┼────────┤",
			"│           b │  23.3  │",
			"╘═════════════╧════════╛",
		),
	},
	{
		reason: "a coloured float is put back with str.replace, even inside its codes",
		style:  LaTeXBooktabs, decimals: 2,
		headers: []string{"System", "BLEU"},
		columns: [][]string{{"\u001b[33m3\u001b[0m", "1.5"}, {"a", "b"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`          System &  BLEU  \\`,
			`\midrule`,
			" \u001b[3.003.00m3.00\u001b[0m &   a    \\\\",
			`            1.50 &   b    \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
	{
		reason: "LaTeX specials are escaped after padding",
		style:  LaTeXBooktabs, decimals: 1,
		headers: []string{"System", "BLEU (μ ± 95% CI)"},
		columns: [][]string{{"a_b&c", "x~y"}, {"1.0 (1.1 ± 0.2)", "<2>"}},
		want: lines(
			`\begin{tabular}{rc}`,
			`\toprule`,
			`   System &  BLEU (μ ± 95\% CI)  \\`,
			`\midrule`,
			`    a\_b\&c &   1.0 (1.1 ± 0.2)   \\`,
			`      x\textasciitilde{}y &         \ensuremath{<}2\ensuremath{>}         \\`,
			`\bottomrule`,
			`\end{tabular}`,
		),
	},
}

func TestQuirks(t *testing.T) {
	for _, tt := range quirkTests {
		got, err := Format(tt.headers, tt.columns, tt.style, tt.decimals)
		if err != nil || got != tt.want {
			t.Errorf("%s:\ngot (err %v):\n%s\nwant:\n%s", tt.reason, err, got, tt.want)
		}
	}
}
