package scstats

import (
	"fmt"
	"io"
	"strings"
)

// WriteRankMatrix writes the comparison matrix of the sign or Wilcoxon test
// (print_trt_comp_matrix_for_RANK_one_winner): title is "Comparison Matrix for the Sign
// Test" or "... for the Wilcoxon Test", outcomes[i][j] for i < j the test of systems i and j.
func WriteRankMatrix(w io.Writer, r *Rank, outcomes [][]Outcome, title string) {
	const page = 79
	var b strings.Builder
	nameW := 0
	for _, n := range r.Systems {
		nameW = max(nameW, len(n))
	}
	cell := func(s string) string { return " " + right(s, nameW) + " |" }
	per := 3 + nameW
	repW := (len(r.Systems)+1)*per + 1
	fmt.Fprintf(&b, "%s\n", center(title, page))
	fmt.Fprintf(&b, "%s\n", center(fmt.Sprintf("Using the %s Percentage per %s", r.Formula, "Speaker"), page))
	fmt.Fprintf(&b, "%s\n\n", center("as the Comparison Metric", page))
	ind := center("", (page-repW)/2)
	line := ind + "|" + strings.Repeat("-", per*(len(r.Systems)+1)-1) + "|\n"
	b.WriteString(line)
	b.WriteString(ind + "|" + cell(""))
	for _, n := range r.Systems {
		b.WriteString(cell(n))
	}
	b.WriteString("\n")
	for i, ni := range r.Systems {
		b.WriteString(ind + "|" + strings.Repeat(strings.Repeat("-", per-1)+"+", len(r.Systems)) + strings.Repeat("-", per-1) + "|\n")
		b.WriteString(ind + "|" + cell(ni))
		for j, nj := range r.Systems {
			s := ""
			if i < j {
				s = winnerName(outcomes[i][j], ni, nj)
			}
			b.WriteString(cell(s))
		}
		b.WriteString("\n")
	}
	b.WriteString(line)
	io.WriteString(w, b.String())
}
