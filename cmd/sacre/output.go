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

// resultTable collects multi-system results: one column per metric name, in first-seen order.
type resultTable struct {
	names   []string
	metrics []string
	cells   map[string][]string
	sigs    map[string]string
}

func (t *resultTable) add(name, cell, sig string) {
	if t.cells == nil {
		t.cells, t.sigs = map[string][]string{}, map[string]string{}
	}
	if _, ok := t.cells[name]; !ok {
		t.metrics = append(t.metrics, name)
	}
	t.cells[name] = append(t.cells[name], cell)
	t.sigs[name] = sig
}

// printTable prints multi-system results as SacreBLEU's print_results_table does.
func (r *runner) printTable(t *resultTable) error {
	if r.o.format == "json" {
		list := make([]any, len(t.names))
		for i, name := range t.names {
			o := pyfmt.Object{{Key: "system", Value: name}}
			for _, m := range t.metrics {
				o = o.Set(m, t.cells[m][i])
			}
			list[i] = o
		}
		r.println(pyfmt.Dumps(list, 4, true))
		return nil
	}
	tab, err := r.formatTable(t)
	if err != nil {
		return err
	}
	r.println(tab)
	r.println("")
	r.println("-----------------")
	r.println("Metric signatures")
	r.println("-----------------")
	for _, m := range t.metrics {
		r.println(" - " + padRight(m, 10) + " " + t.sigs[m])
	}
	return nil
}

// padRight is Python's f"{s:<n}".
func padRight(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}
