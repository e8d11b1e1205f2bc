package scstats

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/rpg"
)

// TestOutcomes is one test's row of the unified report: its description and abbreviation
// as sc_stats names them, and its outcome and p-value for each pair of systems ([i][j], i < j).
type TestOutcomes struct {
	Desc, Abbrev string
	Outcome      [][]Outcome
	P            [][]float64
}

const unifiedLegend = `These significance tests are all two-tailed tests with the null hypothesis
that there is no performance difference between the two systems.          
                                                                          
The first column indicates if the test finds a significant difference     
at the level of p=0.05.  It consists of '~' if no difference is           
found at this significance level.  If a difference at this level is       
found, this column indicates the system with the higher value on the      
performance statistic utilized by the particular test.                    
                                                                          
The second column specifies the minimum value of p for which the test     
finds a significant difference at the level of p.                         
                                                                          
The third column indicates if the test finds a significant difference     
at the level of p=0.001 ("***"), at the level of p=0.01, but not          
p=0.001 ("**"), or at the level of p=0.05, but not p=0.01 ("*").          
                                                                          
A test finds significance at level p if, assuming the null hypothesis,    
the probability of the test statistic having a value at least as          
extreme as that actually found, is no more than p.                        `

// WriteUnified writes sc_stats -u's composite report of all tests (the .unified file,
// print_composite_significance2's matrix).
func (rep *Reporter) WriteUnified(w io.Writer, names []string, tests []TestOutcomes, testName string) {
	d := rep.rpg
	descW, abbrW := 9, 7
	for _, t := range tests {
		descW, abbrW = max(descW, len(t.Desc)), max(abbrW, len(t.Abbrev))
	}
	n := len(names)
	titleFmt := "c=c" + strings.Repeat("|caa", n) + "=c"
	rowFmt := "c=c" + strings.Repeat("|rrl", n) + "=c"
	header := "ca" + strings.Repeat("aaa", n) + "a"
	d.Erase()
	d.SetPageCenter(80)
	d.AddRow(header, "Composite Report of All Significance Tests")
	d.AddRow(header, fmt.Sprintf("For the %s Test", testName))
	d.AddSeparation(' ', rpg.BeforeRow)
	d.AddRow(header, center("Test Name", descW)+center("", 5)+center("Abbrev.", abbrW))
	d.AddRow(header, strings.Repeat("-", descW)+center("", 5)+strings.Repeat("-", abbrW))
	for k, t := range tests {
		if k == len(tests)-1 {
			d.AddSeparation(' ', rpg.AfterRow)
			d.AddSeparation(' ', rpg.AfterRow)
		}
		d.AddRow(header, center(t.Desc, descW)+center("", 5)+center(t.Abbrev, abbrW))
	}
	d.AddSeparation('-', rpg.BeforeRow)
	d.AddRow(titleFmt, append(append([]string{"Test//Abbrev.", ""}, names...), "Test//Abbrev.")...)
	for i, ni := range names {
		d.AddSeparation('-', rpg.BeforeRow)
		for k, t := range tests {
			first := ""
			if k == 0 {
				first = ni
			}
			vals := []string{t.Abbrev, first}
			for j := range names {
				vals = append(vals, unifiedCell(t, i, j, names)...)
			}
			d.AddRow(rowFmt, append(vals, t.Abbrev)...)
		}
	}
	d.AddSeparation('-', rpg.BeforeRow)
	for _, line := range strings.Split(unifiedLegend, "\n") {
		d.AddRow(header, line)
	}
	d.Dump(w, 1)
}

// unifiedCell is the three cells of test t for systems i and j: the better system or "~",
// the p-value and its stars.
func unifiedCell(t TestOutcomes, i, j int, names []string) []string {
	if i >= j {
		return []string{"", "", ""}
	}
	win := "~"
	switch t.Outcome[i][j] {
	case FirstBetter:
		win = names[i]
	case SecondBetter:
		win = names[j]
	}
	p := t.P[i][j]
	ps := fmt.Sprintf("%.3f", p)
	if p < 0.001 {
		ps = "<0.001"
	}
	stars := ""
	switch {
	case p <= 0.001:
		stars = "***"
	case p <= 0.01:
		stars = "**"
	case p <= 0.05:
		stars = "*"
	}
	return []string{win, ps, stars}
}

// WriteSystemSummary writes sc_stats -u's summary of the tests for one system (its .sts file,
// print_n_winner_comp_report): the better system of each comparison, or "same".
func WriteSystemSummary(w io.Writer, names []string, sys int, tests []TestOutcomes, testName string) {
	var b strings.Builder
	nameW, descW, abbrW := 0, 0, 7
	for _, n := range names {
		nameW = max(nameW, len(n))
	}
	for _, t := range tests {
		descW, abbrW = max(descW, len(t.Desc)), max(abbrW, len(t.Abbrev))
	}
	cell := func(s string) string { return " " + right(s, nameW) + " " }
	forLine := fmt.Sprintf("for the %s Test with other Systems:", testName)
	width := max((nameW+2)*(len(tests)+1), len(forLine), descW+5+abbrW)
	fmt.Fprintf(&b, "%s\n", center("Summary of Statistical Significance Tests:", width))
	fmt.Fprintf(&b, "%s\n", center("Comparing the System", width))
	fmt.Fprintf(&b, "%s\n", center(names[sys], width))
	fmt.Fprintf(&b, "%s\n\n", center(forLine, width))
	b.WriteString(cell(""))
	for _, t := range tests {
		b.WriteString(cell(center(t.Abbrev, nameW)))
	}
	b.WriteString("\n" + cell(""))
	for range tests {
		b.WriteString(" " + strings.Repeat("-", nameW) + " ")
	}
	b.WriteString("\n")
	for other, no := range names {
		if other == sys {
			continue
		}
		b.WriteString(cell(no))
		t1, t2 := min(sys, other), max(sys, other)
		for _, t := range tests {
			b.WriteString(cell(center(winnerName(t.Outcome[t1][t2], names[t1], names[t2]), nameW)))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n\n\n")
	ind := center("", (width-(descW+5+abbrW))/2)
	b.WriteString(ind + center("Test Name", descW) + center("", 5) + center("Abbrev.", abbrW) + "\n")
	b.WriteString(ind + strings.Repeat("-", descW) + center("", 5) + strings.Repeat("-", abbrW) + "\n")
	for _, t := range tests {
		b.WriteString(ind + center(t.Desc, descW) + center("", 5) + center(t.Abbrev, abbrW) + "\n")
	}
	b.WriteString("\nNote: System ID with lower error rate is printed if the Null\n")
	b.WriteString("      Hypothesis is rejected at the 95% Confidence Level,\n")
	b.WriteString("      if not, 'same' is printed.\n")
	io.WriteString(w, b.String())
}
