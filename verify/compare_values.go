package verify

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/compare"
)

// adder records one value of a table: where, what, as claimed and as recomputed, and whether
// they agree.
type adder func(system, what, claimed, sacre string, ok bool)

// numbers compares JSON numbers: exactly for the resampling tests, whose p-values are counts
// and whose means any implementation sums in the same order; else to 1e-12 (relative), as a
// reimplementation of SciPy's or WMT24's code gives them.
type numbers struct{ exact bool }

func (n numbers) same(a, b float64) bool {
	return a == b || !n.exact && math.Abs(a-b) <= 1e-12*math.Max(math.Abs(a), math.Abs(b))
}

func num(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// value compares two numbers and adds them.
func (n numbers) value(add adder, system, what string, claimed, sacre float64) {
	add(system, what, num(claimed), num(sacre), n.same(claimed, sacre))
}

// optional compares two numbers that may be absent (an interval, an accuracy).
func (n numbers) optional(add adder, system, what string, claimed, sacre []float64) {
	text := func(x []float64) string {
		if x == nil {
			return "null"
		}
		parts := make([]string, len(x))
		for i, f := range x {
			parts[i] = num(f)
		}
		return strings.Join(parts, ", ")
	}
	ok := (claimed == nil) == (sacre == nil) && len(claimed) == len(sacre)
	for i := range claimed {
		ok = ok && i < len(sacre) && n.same(claimed[i], sacre[i])
	}
	add(system, what, text(claimed), text(sacre), ok)
}

func slice2(p *[2]float64) []float64 {
	if p == nil {
		return nil
	}
	return p[:]
}

func slice1(p *float64) []float64 {
	if p == nil {
		return nil
	}
	return []float64{*p}
}

// checkJSON compares a JSON table with sacre's: its fields, each system's and each pair's.
func checkJSON(c *compareJSON, tb *compare.Table, add adder) {
	n := numbers{exact: tb.Test.Resampling()}
	add("", "test", string(c.Test), string(tb.Test), c.Test == tb.Test)
	add("", "lp", c.LP, tb.LP, c.LP == tb.LP)
	n.value(add, "", "alpha", c.Alpha, tb.Alpha)
	add("", "higher_is_better", fmt.Sprint(c.HigherIsBetter), fmt.Sprint(tb.HigherIsBetter), c.HigherIsBetter == tb.HigherIsBetter)
	index := map[string]int{}
	for i, s := range tb.Systems {
		index[s.Name] = i
	}
	for i, s := range c.Systems {
		j, ok := index[s.Name]
		if !ok {
			add(s.Name, "system", s.Name, "(none)", false)
			continue
		}
		delete(index, s.Name)
		g := tb.Systems[j]
		add(s.Name, "position", fmt.Sprint(i+1), fmt.Sprint(j+1), i == j)
		n.value(add, s.Name, "score", s.Score, g.Score)
		n.optional(add, s.Name, "ci", slice2(s.CI), slice2(g.CI))
		add(s.Name, "rank", fmt.Sprint(s.Rank[:]), fmt.Sprint(g.Rank[:]), s.Rank == g.Rank)
		add(s.Name, "cluster", fmt.Sprint(s.Cluster), fmt.Sprint(g.Cluster), s.Cluster == g.Cluster)
		add(s.Name, "items", fmt.Sprint(s.Items), fmt.Sprint(g.Items), s.Items == g.Items)
	}
	for _, s := range tb.Systems {
		if _, missing := index[s.Name]; missing {
			add(s.Name, "system", "(none)", s.Name, false)
		}
	}
	pairs := map[[2]string]*compare.Pair{}
	for i, p := range tb.Pairs {
		pairs[[2]string{p.A, p.B}] = &tb.Pairs[i]
	}
	for _, p := range c.Pairs {
		who := p.A + " vs " + p.B
		g := pairs[[2]string{p.A, p.B}]
		if g == nil {
			add(who, "pair", who, "(none)", false)
			continue
		}
		delete(pairs, [2]string{p.A, p.B})
		n.value(add, who, "p", p.P, g.P)
		n.value(add, who, "delta", p.Delta, g.Delta)
		n.optional(add, who, "accuracy", slice1(p.Accuracy), slice1(g.Accuracy))
		add(who, "items", fmt.Sprint(p.Items), fmt.Sprint(g.Items), p.Items == g.Items)
		add(who, "same", fmt.Sprint(p.Same), fmt.Sprint(g.Same), p.Same == g.Same)
	}
	for _, p := range tb.Pairs {
		if pairs[[2]string{p.A, p.B}] != nil {
			add(p.A+" vs "+p.B, "pair", "(none)", p.A+" vs "+p.B, false)
		}
	}
}

// checkPrinted compares a text or Markdown table with sacre's, printed in the same form:
// every cell as printed, the p-values of every pair by the systems' names, the notes.
func checkPrinted(c *printedTable, tb *compare.Table, md bool, add adder) error {
	var b strings.Builder
	write, form := compare.WriteText, "text"
	if md {
		write, form = compare.WriteMarkdown, "md"
	}
	if err := write(&b, []*compare.Table{tb}); err != nil {
		return err
	}
	printed, err := readPrinted("sacre's "+form, b.String(), md)
	if err != nil {
		return err // sacre reads what it writes: a test fails first
	}
	s := printed[0].printed
	add("", "caption", c.caption, s.caption, c.caption == s.caption)
	add("", "columns", strings.Join(c.header, ", "), strings.Join(s.header, ", "), slices.Equal(c.header, s.header))
	names := checkRows(c, s, add)
	for i, row := range c.matrix {
		for j, cell := range row {
			if i == j {
				continue
			}
			who := names[i] + " vs " + names[j]
			si, sj := s.row(names[i]), s.row(names[j])
			if si < 0 || sj < 0 {
				add(who, "p", cell, "(none)", false)
				continue
			}
			add(who, "p", cell, s.matrix[si][sj], cell == s.matrix[si][sj])
		}
	}
	checkNotes(c.notes, s.notes, add)
	return nil
}

// checkRows compares each system's cells with those of sacre's row for the same system, and
// returns the systems' names in the claimed order, which the p-values' rows and columns follow.
func checkRows(c, s *printedTable, add adder) []string {
	names := make([]string, len(c.rows))
	for i := range c.rows {
		names[i] = c.cell(i, "System")
	}
	for i, name := range names {
		j := s.row(name)
		if j < 0 {
			add(name, "system", name, "(none)", false)
			continue
		}
		for _, col := range c.header {
			claimed, sacre := c.cell(i, col), s.cell(j, col)
			if col != "System" && (claimed != "" || sacre != "") {
				add(name, col, claimed, sacre, claimed == sacre)
			}
		}
	}
	for j := range s.rows {
		if name := s.cell(j, "System"); c.row(name) < 0 {
			add(name, "system", "(none)", name, false)
		}
	}
	return names
}

// checkNotes compares the notes under a table, which say how to read it.
func checkNotes(claimed, sacre []string, add adder) {
	for _, n := range claimed {
		if slices.Contains(sacre, n) {
			add("", "note", n, n, true)
		} else {
			add("", "note", n, "(none)", false)
		}
	}
	for _, n := range sacre {
		if !slices.Contains(claimed, n) {
			add("", "note", "(none)", n, false)
		}
	}
}
