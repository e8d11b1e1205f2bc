package manifest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// Counts counts a check's rows.
type Counts struct {
	Drifted int // rows with an expected value the score no longer matches
	Missing int // rows without an expected value: nothing to check them against
	All     int
}

// Count counts rows as Check returns them.
func Count(rows []Row) Counts {
	c := Counts{All: len(rows)}
	for _, r := range rows {
		switch {
		case r.Expected == "":
			c.Missing++
		case !r.OK:
			c.Drifted++
		}
	}
	return c
}

// Summary is one line saying what drifted, what has no expected value, or that every score is
// as expected. Where expected values are missing and nothing drifted, it ends with record,
// which tells how to record them (say, the command that does).
func (c Counts) Summary(record string) string {
	switch {
	case c.Missing == c.All:
		return fmt.Sprintf("no expected values: nothing was checked; %s", record)
	case c.Drifted > 0 && c.Missing > 0:
		return fmt.Sprintf("%d of %d scores drifted; %d have no expected value", c.Drifted, c.All-c.Missing, c.Missing)
	case c.Drifted > 0:
		return fmt.Sprintf("%d of %d scores drifted", c.Drifted, c.All)
	case c.Missing > 0:
		return fmt.Sprintf("%d scores as expected; %d have no expected value: %s", c.All-c.Missing, c.Missing, record)
	}
	return fmt.Sprintf("all %d scores as expected", c.All)
}

// WriteTable writes rows as an aligned table (system, metric, expected, got, diff and status:
// ok, DRIFT or NEW, with the tolerance when there is one), names shown by Shown, numbers
// right-aligned, the diff at one decimal more than the expected value; then a blank line, each
// metric's signature in the order the rows first name the metrics, a blank line, and
// Count(rows).Summary(record).
func WriteTable(w io.Writer, rows []Row, record string) error {
	cells := [][]string{{"system", "metric", "expected", "got", "diff", ""}}
	for _, r := range rows {
		cells = append(cells, tableRow(r))
	}
	bw := bufio.NewWriter(w)
	writeAligned(bw, cells)
	bw.WriteString("\n")
	seen := map[string]bool{}
	for _, r := range rows {
		if !seen[r.Metric] {
			seen[r.Metric] = true
			fmt.Fprintf(bw, "%s: %s\n", Shown(r.Metric), r.Signature)
		}
	}
	fmt.Fprintf(bw, "\n%s\n", Count(rows).Summary(record))
	return bw.Flush()
}

// tableRow is a row's cells in the table.
func tableRow(r Row) []string {
	exp, diff, status := r.Expected, "", "ok"
	switch {
	case r.Expected == "":
		exp, status = "-", "NEW"
	case !r.OK:
		status = "DRIFT"
	}
	if r.Expected != "" {
		_, frac, _ := strings.Cut(r.Expected, ".")
		diff = pyfmt.Fixed(r.Diff, len(frac)+1)
		if strings.Trim(diff, "-0.") == "" {
			diff = strings.TrimPrefix(diff, "-") // no "-0.000"
		} else if r.Diff > 0 {
			diff = "+" + diff
		}
	}
	if r.Tolerance != nil {
		status += " (±" + strconv.FormatFloat(*r.Tolerance, 'f', -1, 64) + ")"
	}
	return []string{Shown(r.System), Shown(r.Metric), exp, r.Printed, diff, status}
}

// writeAligned writes cells in columns two spaces apart, the numbers' (columns 2 to 4)
// right-aligned, without trailing spaces.
func writeAligned(w *bufio.Writer, cells [][]string) {
	widths := make([]int, len(cells[0]))
	for _, row := range cells {
		for j, c := range row {
			widths[j] = max(widths[j], utf8.RuneCountInString(c))
		}
	}
	for _, row := range cells {
		var b strings.Builder
		for j, c := range row {
			pad := strings.Repeat(" ", widths[j]-utf8.RuneCountInString(c))
			if j >= 2 && j <= 4 {
				b.WriteString(pad + c)
			} else {
				b.WriteString(c + pad)
			}
			if j < len(row)-1 {
				b.WriteString("  ")
			}
		}
		w.WriteString(strings.TrimRight(b.String(), " ") + "\n")
	}
}

// Shown is a name from a manifest as a terminal should show it: as it is, or quoted as
// Python's repr() quotes it when it holds a character that is not printable (a line break,
// which would split a row of the table, a control, or a bidi control such as U+202E, which
// would reorder what the terminal shows), so that the name stands in one line as written.
func Shown(name string) string {
	if strings.ContainsFunc(name, func(r rune) bool { return r != ' ' && !unicode.IsPrint(r) }) {
		return pyfmt.StrRepr(name)
	}
	return name
}

// jsonRow is a Row as WriteJSON writes it: null for the expected value and the diff of a score
// that has none.
type jsonRow struct {
	System    string   `json:"system"`
	Metric    string   `json:"metric"`
	Expected  *string  `json:"expected"`
	Got       float64  `json:"got"`
	Printed   string   `json:"printed"`
	Diff      *float64 `json:"diff"`
	OK        bool     `json:"ok"`
	Tolerance *float64 `json:"tolerance"`
	Signature string   `json:"signature"`
}

// WriteJSON writes rows as an indented JSON array of objects (system, metric, expected, got,
// printed, diff, ok, tolerance, signature), expected and diff null where there is no
// expected value, and a final line break.
func WriteJSON(w io.Writer, rows []Row) error {
	out := make([]jsonRow, len(rows))
	for i, r := range rows {
		out[i] = jsonRow{System: r.System, Metric: r.Metric, Got: r.Got, Printed: r.Printed, OK: r.OK,
			Tolerance: r.Tolerance, Signature: r.Signature}
		if r.Expected != "" {
			out[i].Expected, out[i].Diff = &r.Expected, &r.Diff
		}
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}
