package main

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// ANSI colours as colorama writes them, used only when standard output is a terminal.
const (
	ansiReset  = "\x1b[0m"
	ansiRed    = "\x1b[31m"
	ansiGreen  = "\x1b[32m"
	ansiYellow = "\x1b[33m"
	ansiCyan   = "\x1b[36m"
)

func (r *runner) paint(s, color string) string {
	if !r.color {
		return s
	}
	return color + s + ansiReset
}

var confidenceRe = regexp.MustCompile(`\(μ = [0-9.]+ ± [0-9.]+\)`)

// printSingle prints single-system results as SacreBLEU's print_single_results: JSON objects
// as they are (several in a list), text lines aligned on their first "=".
func (r *runner) printSingle(results []string) {
	if r.o.format == "json" {
		if len(results) > 1 {
			r.println("[\n" + strings.Join(results, ",\n") + "\n]")
		} else {
			r.println(results[0])
		}
		return
	}
	if strings.Contains(results[0], "μ") {
		for i := range results {
			results[i] = confidenceRe.ReplaceAllStringFunc(results[i], func(m string) string { return r.paint(m, ansiCyan) })
		}
	}
	if len(results) == 1 {
		r.println(results[0])
		return
	}
	r.printAligned(results)
}

// printAligned right-aligns lines on their first "=" (counting characters, as Python does);
// lines without "=" (score-only output) are printed as they come.
func (r *runner) printAligned(results []string) {
	var lens []int
	var lines []string
	for _, line := range results {
		i := strings.Index(line, "=")
		if i < 0 {
			r.println(line)
			continue
		}
		lens = append(lens, utf8.RuneCountInString(line[:i])-1)
		lines = append(lines, line)
	}
	w := 0
	for _, l := range lens {
		w = max(w, l)
	}
	for i, line := range lines {
		left, right := splitRunes(line, lens[i])
		r.println(strings.Repeat(" ", max(0, w-utf8.RuneCountInString(left))) + left + right)
	}
}

// splitRunes splits s after n characters (Python's s[:n], s[n:], where n may be -1).
func splitRunes(s string, n int) (string, string) {
	if n < 0 {
		n += utf8.RuneCountInString(s)
	}
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i], s[i:]
}

// resultTable holds multi-system results: the systems' names and a column per metric.
type resultTable struct {
	names   []string
	columns []tableColumn
}

// tableColumn is one metric's column: its header, the name its signature is listed under
// (the header without a paired bootstrap's "(μ ± 95% CI)"), the signature and the cells.
type tableColumn struct {
	header, sigName, sig string
	cells                []string
}

// add appends a cell to the column of the metric called name, creating the column.
func (t *resultTable) add(name, cell, sig string) {
	for i := range t.columns {
		if t.columns[i].header == name {
			t.columns[i].cells = append(t.columns[i].cells, cell)
			t.columns[i].sig = sig
			return
		}
	}
	t.columns = append(t.columns, tableColumn{header: name, sigName: name, sig: sig, cells: []string{cell}})
}

// printTable prints multi-system results as SacreBLEU's print_results_table does.
func (r *runner) printTable(t *resultTable) error {
	if r.o.format == "json" {
		list := make([]any, len(t.names))
		for i, name := range t.names {
			o := pyfmt.Object{{Key: "system", Value: name}}
			for _, c := range t.columns {
				o = o.Set(c.header, c.cells[i])
			}
			list[i] = o
		}
		r.println(pyfmt.Dumps(list, 4, true))
		return nil
	}
	tab, _, err := r.formatTable(t)
	if err != nil {
		return err
	}
	r.println(tab)
	r.println("")
	r.printSignatures(t)
	return nil
}

// printSignatures prints the signature block that ends table output.
func (r *runner) printSignatures(t *resultTable) {
	r.println("-----------------")
	r.println("Metric signatures")
	r.println("-----------------")
	for _, c := range t.columns {
		r.println(" - " + padRight(c.sigName, 10) + " " + c.sig)
	}
}

// padRight is Python's f"{s:<n}".
func padRight(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}
