package verify

import (
	"encoding/json"
	"fmt"
	"strings"
)

// readTable reads text as a table if it is one: SacreBLEU's text grid (or any table of
// "|" rows), its LaTeX table, or a plain two-column table. ok is false for text that is not
// a table (claims, one per line).
func readTable(text string) (t *Table, ok bool, err error) {
	lines := strings.Split(text, "\n")
	switch {
	case strings.Contains(text, `\begin{tabular}`) || strings.Contains(text, "&") &&
		(strings.Contains(text, `\toprule`) || strings.Contains(text, `\midrule`)):
		t, err = readLaTeX(lines)
	case isGrid(lines):
		t, err = readGrid(lines)
	case isPlain(lines):
		t, err = readPlain(lines)
	default:
		return nil, false, nil
	}
	if err == nil {
		err = t.finish()
	}
	return t, true, err
}

// isGrid reports whether text has table rows: lines that start with "│" or "|" and whose
// first row is a header starting with System.
func isGrid(lines []string) bool {
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "│") || strings.HasPrefix(l, "|") {
			cells := splitRow(l)
			return len(cells) > 1 && strings.EqualFold(strings.TrimSpace(cells[0]), "system")
		}
	}
	return false
}

// isRule reports whether a line is a table's rule: box-drawing characters, dashes, "=",
// "+", ":" and "|" only.
func isRule(l string) bool {
	l = strings.TrimSpace(l)
	return l != "" && strings.Trim(l, "╒╤╕╞╪╡├┼┤╘╧╛═─│|-=+: ") == ""
}

// splitRow splits a "│"/"|" row into its cells, without the outer delimiters. Markdown's
// escaped "\|" stays in its cell.
func splitRow(l string) []string {
	l = strings.TrimSpace(strings.ReplaceAll(l, "│", "|"))
	l = strings.TrimSuffix(strings.TrimPrefix(l, "|"), "|")
	var cells []string
	start := 0
	for i := 0; i < len(l); i++ {
		switch {
		case l[i] == '\\' && i+1 < len(l) && l[i+1] == '|':
			i++
		case l[i] == '|':
			cells = append(cells, l[start:i])
			start = i + 1
		}
	}
	return append(cells, l[start:])
}

// readGrid reads tabulate's fancy_grid as SacreBLEU prints it (a paired test's p-values on a
// second line of the row, with an empty System cell), then the text after it.
func readGrid(lines []string) (*Table, error) {
	t := &Table{Format: "text"}
	var cur []string // the row being read
	curLine := 0
	end := len(lines)
	flush := func() error {
		if cur == nil {
			return nil
		}
		err := t.addRow(curLine, cur)
		cur = nil
		return err
	}
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		if isRule(trimmed) && !strings.ContainsAny(trimmed, "0123456789") {
			if err := flush(); err != nil {
				return nil, err
			}
			continue
		}
		if !strings.HasPrefix(trimmed, "│") && !strings.HasPrefix(trimmed, "|") {
			if len(t.Columns) > 0 {
				end = i
				break
			}
			continue
		}
		cells := splitRow(trimmed)
		if t.Columns == nil {
			if err := t.newColumns(cells); err != nil {
				return nil, err
			}
			continue
		}
		if strings.TrimSpace(cells[0]) == "" && cur != nil && len(cells) == len(cur) {
			for k := 1; k < len(cells); k++ {
				cur[k] += " " + cells[k]
			}
			continue
		}
		if err := flush(); err != nil {
			return nil, err
		}
		cur, curLine = cells, i+1
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return t, t.readTrailer(lines[end:])
}

// readLaTeX reads tabulate's latex_booktabs table: rows end in "\\", cells are split at "&",
// and LaTeX's escapes (tabulate's: \_ \& \% ...) are undone.
func readLaTeX(lines []string) (*Table, error) {
	t := &Table{Format: "latex"}
	// A table copied without its \begin{tabular} starts at once.
	in, end := !strings.Contains(strings.Join(lines, "\n"), `\begin{tabular}`), len(lines)
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		ended := false
		switch {
		case strings.HasPrefix(trimmed, `\begin{tabular}`):
			in = true
			continue
		case strings.HasPrefix(trimmed, `\end{tabular}`):
			// The table ends here, also when this is the text's last line (a table pasted
			// without SacreBLEU's signature block after it).
			end, ended = i+1, true
		case !in || trimmed == "" || strings.HasPrefix(trimmed, `\toprule`) || strings.HasPrefix(trimmed, `\midrule`) ||
			strings.HasPrefix(trimmed, `\bottomrule`) || strings.HasPrefix(trimmed, `\hline`):
			continue
		}
		if ended {
			break
		}
		row, ok := strings.CutSuffix(trimmed, `\\`)
		if !ok {
			return nil, claimErrorf("line %d: a LaTeX row that does not end in \\\\: %q", i+1, shorten(trimmed))
		}
		cells := splitLaTeXRow(row)
		if t.Columns == nil {
			if err := t.newColumns(cells); err != nil {
				return nil, err
			}
			continue
		}
		if err := t.addRow(i+1, cells); err != nil {
			return nil, err
		}
	}
	return t, t.readTrailer(lines[end:])
}

// splitLaTeXRow splits a row at its unescaped "&" and undoes each cell's escapes.
func splitLaTeXRow(row string) []string {
	var cells []string
	var b strings.Builder
	for i := 0; i < len(row); i++ {
		switch {
		case row[i] == '\\' && i+1 < len(row) && row[i+1] == '&':
			b.WriteString(`\&`)
			i++
		case row[i] == '&':
			cells = append(cells, unLaTeX(b.String()))
			b.Reset()
		default:
			b.WriteByte(row[i])
		}
	}
	return append(cells, unLaTeX(b.String()))
}

// latexCell undoes tabulate's escapes, and the emphasis papers add to a cell.
var latexCell = strings.NewReplacer(
	`\textasciitilde{}`, "~", `\textbackslash{}`, `\`, `\^{}`, "^",
	`\_`, "_", `\#`, "#", `\%`, "%", `\&`, "&", `\{`, "{", `\}`, "}", `\$`, "$",
	`\textbf{`, "", `\textit{`, "", `\underline{`, "", `\emph{`, "", `\bf `, "", `$\pm$`, "±", `\pm`, "±",
	`$\mu$`, "μ", `$^*$`, "*", `$^{*}$`, "*",
)

func unLaTeX(s string) string {
	s = latexCell.Replace(s)
	// The emphasis commands' closing braces; tabulate escapes the braces of names.
	if strings.Count(s, "}") > strings.Count(s, "{") {
		s = strings.ReplaceAll(s, "}", "")
	}
	return strings.TrimSpace(s)
}

// isPlain reports whether text is a plain table: every line a name then k scores (tab- or
// space-separated, the same k throughout), the first line possibly a header.
func isPlain(lines []string) bool {
	k, rows := -1, 0
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if strings.ContainsAny(l, "=|") {
			return false
		}
		name, scores := splitPlain(l)
		if len(scores) == 0 && rows == 0 && i == firstLine(lines) {
			continue // the header
		}
		if name == "" || len(scores) == 0 || k >= 0 && len(scores) != k {
			return false
		}
		k = len(scores)
		rows++
	}
	return rows > 0
}

func firstLine(lines []string) int {
	for i, l := range lines {
		if strings.TrimSpace(l) != "" {
			return i
		}
	}
	return -1
}

// splitPlain splits a plain table's line into the system's name and its scores: at tabs
// when it has any, else the numbers at its end are the scores.
func splitPlain(l string) (name string, scores []string) {
	l = strings.TrimSpace(l)
	if strings.Contains(l, "\t") {
		fields := strings.Split(l, "\t")
		for _, f := range fields[1:] {
			if f = strings.TrimSpace(f); !isNumber(f) {
				return l, nil
			}
			scores = append(scores, strings.TrimSpace(f))
		}
		return strings.TrimSpace(fields[0]), scores
	}
	fields := strings.Fields(l)
	n := len(fields)
	for n > 1 && isNumber(fields[n-1]) {
		n--
	}
	if n == len(fields) {
		return l, nil
	}
	// The name is the text up to the first score, inner spaces kept.
	end := 0
	for _, f := range fields[:n] {
		end = strings.Index(l[end:], f) + end + len(f)
	}
	return l[:end], fields[n:]
}

// readPlain reads a plain table; a header's fields after the first, when they are metrics'
// names, name the columns.
func readPlain(lines []string) (*Table, error) {
	t := &Table{Format: "plain"}
	var header []string
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		name, scores := splitPlain(l)
		if len(scores) == 0 {
			header = strings.Fields(l)
			if strings.Contains(l, "\t") {
				header = strings.Split(strings.TrimSpace(l), "\t")
			}
			continue
		}
		if t.Columns == nil {
			for range scores {
				t.Columns = append(t.Columns, &Column{})
			}
			if len(header) == len(scores)+1 {
				for k, h := range header[1:] {
					if _, canonical, _, err := metricKind(strings.TrimSpace(h)); err == nil {
						t.Columns[k].Name = canonical
					}
				}
			}
		}
		row := &Row{System: name}
		for _, sc := range scores {
			row.Cells = append(row.Cells, Cell{Score: sc})
		}
		t.Rows = append(t.Rows, row)
	}
	return t, nil
}

// tableFromJSON reads SacreBLEU's JSON for several systems: a list of {"system": NAME,
// METRIC: "22.7", ...} (scores as strings, or as numbers in a table written by hand), or, for
// a paired test, METRIC: {"score", "p_value", "mean", "ci"} with full-precision numbers. The
// metrics' order is the first object's.
func tableFromJSON(items []json.RawMessage) (*Table, error) {
	t := &Table{Format: "json"}
	for i, raw := range items {
		keys, item, name, err := jsonSystem(raw)
		if err != nil {
			return nil, claimErrorf("system %d of the table %v", i+1, err)
		}
		if i == 0 {
			for _, k := range keys {
				if k != "system" {
					t.Columns = append(t.Columns, &Column{Name: k})
				}
			}
		}
		if len(item) != len(t.Columns)+1 {
			return nil, claimErrorf("system %s has %d metrics where the first has %d", Quote(name), len(item)-1, len(t.Columns))
		}
		if err := t.addJSONRow(name, item); err != nil {
			return nil, err
		}
	}
	return t, t.finish()
}

// jsonSystem reads one system's object: its keys in the order written (none twice), its
// values, and the system's name. Its errors follow "system N of the table".
func jsonSystem(raw json.RawMessage) (keys []string, item map[string]json.RawMessage, name string, err error) {
	if json.Unmarshal(raw, &item) != nil || json.Unmarshal(item["system"], &name) != nil {
		return nil, nil, "", claimErrorf(": not an object with a system name")
	}
	if keys, err = objectKeys(raw); err != nil {
		return nil, nil, "", claimErrorf("has %v", err)
	}
	return keys, item, name, nil
}

// addJSONRow adds a system's row from its object's values, one per column.
func (t *Table) addJSONRow(name string, item map[string]json.RawMessage) error {
	row := &Row{System: name}
	if rest, ok := strings.CutPrefix(name, "Baseline:"); ok {
		row.System, row.Baseline = strings.TrimSpace(rest), true
	}
	for _, col := range t.Columns {
		c, err := jsonCell(item[col.Name])
		if err != nil {
			return claimErrorf("%s of %s: %v", col.Name, Quote(name), err)
		}
		row.Cells = append(row.Cells, c)
	}
	t.Rows = append(t.Rows, row)
	return nil
}

// jsonCell reads one metric's value: a score as a string (SacreBLEU's) or as a number (a
// table written by hand, its literal's decimals kept), or a paired test's object.
func jsonCell(raw json.RawMessage) (Cell, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return scoreCell(s)
	}
	if n, ok := jsonLiteral(raw); ok {
		return scoreCell(n)
	}
	return pairedCell(raw)
}

func scoreCell(s string) (Cell, error) {
	if !isNumber(s) {
		return Cell{}, fmt.Errorf("%q is not a score", shorten(s))
	}
	return Cell{Score: s}, nil
}

// pairedCell reads SacreBLEU's paired result: {"score", "p_value", "mean", "ci"}, numbers
// kept as written.
func pairedCell(raw json.RawMessage) (Cell, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return Cell{}, fmt.Errorf("%s is neither a score nor SacreBLEU's paired result", shorten(string(raw)))
	}
	c := Cell{}
	for _, f := range []struct {
		key string
		to  *string
	}{{"score", &c.Score}, {"p_value", &c.P}, {"mean", &c.Mean}, {"ci", &c.CI}} {
		v := strings.TrimSpace(string(fields[f.key]))
		if v == "" || v == "null" {
			continue
		}
		n, ok := jsonLiteral(fields[f.key])
		if !ok {
			return Cell{}, fmt.Errorf("%s is not a number", shorten(v))
		}
		*f.to = n
	}
	if c.Score == "" {
		return Cell{}, fmt.Errorf("no score")
	}
	return c, nil
}
