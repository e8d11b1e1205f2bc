package compare

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// WriteText writes each table as aligned columns: the systems best first with their score,
// interval, rank range, cluster and comparison with the next system, then every pair's
// p-value (row against column), notes and the signature.
func WriteText(w io.Writer, tables []*Table) error {
	var b strings.Builder
	for i, t := range tables {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(t.Caption() + "\n")
		rows := t.rows()
		writeAligned(&b, rows, "  ", true)
		b.WriteString("p-values, row against column:\n")
		writeAligned(&b, t.matrix(), " ", false)
		if d := t.decisions(); d != nil {
			b.WriteString(decisionsTitle + "\n")
			writeAligned(&b, d, " ", false)
		}
		for _, n := range t.notes() {
			b.WriteString("Note: " + n + "\n")
		}
		b.WriteString("Signature: " + t.Signature + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// matrix is the p-values of every pair: a header of system numbers, then a row per system.
func (t *Table) matrix() [][]string {
	head := []string{""}
	for i := range t.Systems {
		head = append(head, fmt.Sprint(i+1))
	}
	rows := [][]string{head}
	for i, a := range t.Systems {
		row := []string{fmt.Sprint(i + 1)}
		for _, b := range t.Systems {
			if a.Name == b.Name {
				row = append(row, "-")
				continue
			}
			row = append(row, t.pText(t.pair(a.Name, b.Name)))
		}
		rows = append(rows, row)
	}
	return rows
}

// writeAligned pads each column to its widest cell, aligned right but for the second column
// when left is set (the system names).
func writeAligned(b *strings.Builder, rows [][]string, gap string, left bool) {
	width := map[int]int{}
	for _, r := range rows {
		for c, cell := range r {
			width[c] = max(width[c], utf8.RuneCountInString(cell))
		}
	}
	for _, r := range rows {
		var line strings.Builder
		for c, cell := range r {
			pad := strings.Repeat(" ", width[c]-utf8.RuneCountInString(cell))
			if c > 0 {
				line.WriteString(gap)
			}
			if c == 1 && left {
				line.WriteString(cell + pad)
			} else {
				line.WriteString(pad + cell)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}
