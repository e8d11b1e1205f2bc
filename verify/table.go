package verify

import (
	"fmt"
	"github.com/sacre-mt/sacre/internal/lazyre"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// A Table is a table of scores of several systems, as SacreBLEU prints it for several -i
// files, with or without a paired significance test against the first (the baseline).
type Table struct {
	// Format is what the table was read from: "text" (tabulate's grid, or any table of "|"
	// rows), "latex", "json" or "plain" (two columns, SYSTEM SCORE).
	Format string
	// Paired is "bs" for a paired bootstrap test, "ar" for approximate randomization, "" for
	// none.
	Paired string
	// Samples is the number of resamples or trials the table's text states; 0 when it does
	// not state it.
	Samples int
	Columns []*Column
	Rows    []*Row
	// Notes say what was assumed to read the table.
	Notes []string

	skip []int // the header's cells that are not metrics, not read
}

// A Column is one metric of a table.
type Column struct {
	// Name is the metric's name as printed in the header: "BLEU", "chrF2", "TER".
	Name string
	// Signature is the column's signature: from the table's signature block, from
	// SetSignatures, or SacreBLEU's default for Name (nil until set).
	Signature *signatures.Parsed
	// Source says where Signature comes from: "table", "given", "default".
	Source string
}

// A Row is one system's row.
type Row struct {
	// System is the name printed, without SacreBLEU's "Baseline: ".
	System   string
	Baseline bool
	Cells    []Cell // one per column
}

// A Cell holds the numbers of one system and metric, each as printed ("" when absent).
type Cell struct {
	Score    string
	Mean, CI string // paired bootstrap: the bootstrap mean and 95% half-width
	P        string // the p-value against the baseline
	Star     bool   // "*" after the p-value: significant at 0.05
}

// cellText matches a table cell: "26.3", "26.3 (26.3 ± 0.6)", "26.3 (p = 0.0196)*",
// "26.3 (26.3 ± 0.6) (p = 0.0099)*".
var cellText = lazyre.New(`^(-?[0-9]+(?:\.[0-9]+)?)` +
	`(?:\s*\(\s*(-?[0-9]+(?:\.[0-9]+)?)\s*±\s*(-?[0-9]+(?:\.[0-9]+)?)\s*\))?` +
	`(?:\s*\(\s*p\s*=\s*([0-9]+(?:\.[0-9]+)?)\s*\)\s*(\*)?)?$`)

func parseCell(text string) (Cell, error) {
	text = strings.Join(strings.Fields(text), " ")
	m := cellText().FindStringSubmatch(text)
	if m == nil {
		return Cell{}, fmt.Errorf("%q is not a score as SacreBLEU prints it", text)
	}
	return Cell{Score: m[1], Mean: m[2], CI: m[3], P: m[4], Star: m[5] == "*"}, nil
}

// headerText matches a metric's header: its name, and "(μ ± 95% CI)" for the bootstrap.
var headerText = lazyre.New(`^(\S+?)\s*(\(\s*μ\s*±\s*95\s*%\s*CI\s*\))?$`)

// newColumns reads the header cells after "System".
func (t *Table) newColumns(header []string) error {
	if len(header) < 2 || !strings.EqualFold(strings.TrimSpace(header[0]), "system") {
		return claimErrorf("the table's header %q does not start with System", shorten(strings.Join(header, " | ")))
	}
	for k, h := range header[1:] {
		m := headerText().FindStringSubmatch(strings.TrimSpace(h))
		if m == nil {
			return claimErrorf("the table's header %q is not a metric's name", shorten(h))
		}
		if _, _, _, err := metricKind(m[1]); err != nil {
			// A column papers add (COMET, length, ...): not SacreBLEU's, not checked.
			t.skip = append(t.skip, k+1)
			t.Notes = append(t.Notes, fmt.Sprintf("the column %s is not a metric of SacreBLEU: its values are not checked", strings.TrimSpace(h)))
			continue
		}
		if m[2] != "" {
			t.Paired = "bs"
		}
		t.Columns = append(t.Columns, &Column{Name: m[1]})
	}
	return nil
}

// dropSkipped removes the cells of the columns that are not checked.
func (t *Table) dropSkipped(cells []string) []string {
	if len(t.skip) == 0 {
		return cells
	}
	var out []string
	for i, c := range cells {
		if !slices.Contains(t.skip, i) {
			out = append(out, c)
		}
	}
	return out
}

// addRow adds a system's row from its cells as printed.
func (t *Table) addRow(line int, cells []string) error {
	if len(t.skip) > 0 && len(cells) == len(t.Columns)+1+len(t.skip) {
		cells = t.dropSkipped(cells)
	}
	if len(cells) != len(t.Columns)+1 {
		return claimErrorf("line %d: %d cells where the header has %d", line, len(cells), len(t.Columns)+1)
	}
	r := &Row{System: strings.TrimSpace(cells[0])}
	if name, ok := strings.CutPrefix(r.System, "Baseline:"); ok {
		r.System, r.Baseline = strings.TrimSpace(name), true
	}
	for k, text := range cells[1:] {
		c, err := parseCell(text)
		if err != nil {
			return claimErrorf("line %d, %s of %s: %v", line, t.Columns[k].Name, Quote(r.System), err)
		}
		r.Cells = append(r.Cells, c)
	}
	t.Rows = append(t.Rows, r)
	return nil
}

// finish checks what the rows say about the test: p-values mean a paired test, whose
// baseline is the first row; approximate randomization prints no interval.
func (t *Table) finish() error {
	if len(t.Rows) == 0 {
		return claimErrorf("a table without systems")
	}
	hasP := false
	for _, r := range t.Rows {
		for _, c := range r.Cells {
			hasP = hasP || c.P != ""
			if c.Mean != "" && t.Paired == "" {
				t.Paired = "bs"
			}
		}
	}
	if hasP && t.Paired == "" {
		t.Paired = "ar"
	}
	for i, r := range t.Rows {
		if r.Baseline && i > 0 {
			return claimErrorf("the baseline %s is not the table's first system", Quote(r.System))
		}
	}
	if t.Paired != "" && !t.Rows[0].Baseline {
		t.Rows[0].Baseline = true
		t.Notes = append(t.Notes, fmt.Sprintf("the first system, %s, taken as the paired tests' baseline", Quote(t.Rows[0].System)))
	}
	return nil
}

// Systems are the systems' names, in the table's order.
func (t *Table) Systems() []string {
	names := make([]string, len(t.Rows))
	for i, r := range t.Rows {
		names[i] = r.System
	}
	return names
}

// pairedHeading matches SacreBLEU's heading of a paired test's explanation.
var pairedHeading = lazyre.New(`Paired (bootstrap resampling|approximate randomization) test with ([0-9]+) (?:resampling )?trials`)

// readTrailer reads what SacreBLEU prints after a table: the paired test's heading, and the
// signature block (" - BLEU       nrefs:1|...").
func (t *Table) readTrailer(lines []string) error {
	inBlock := false
	for _, line := range lines {
		trimmed := strings.TrimSpace(line)
		if m := pairedHeading().FindStringSubmatch(trimmed); m != nil {
			kind := map[string]string{"bootstrap resampling": "bs", "approximate randomization": "ar"}[m[1]]
			if t.Paired != "" && t.Paired != kind {
				return claimErrorf("the table's cells are of one test and its heading names the other (%s)", m[0])
			}
			t.Paired = kind
			t.Samples, _ = strconv.Atoi(m[2])
			continue
		}
		if trimmed == "Metric signatures" {
			inBlock = true
			continue
		}
		if !inBlock {
			continue
		}
		rest, ok := strings.CutPrefix(trimmed, "- ")
		if !ok {
			continue
		}
		name, sig, _ := strings.Cut(strings.TrimSpace(rest), " ")
		col := t.column(name)
		if col == nil {
			return claimErrorf("the signature block names %s, which is not a column of the table", name)
		}
		p, err := signatures.Parse(name + " " + strings.TrimSpace(sig))
		if err != nil {
			return claimErrorf("the signature of %s: %v", name, err)
		}
		col.Signature, col.Source = p, "table"
	}
	return nil
}

// column finds a column by the metric's name as printed.
func (t *Table) column(name string) *Column {
	for _, c := range t.Columns {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// SetSignatures gives the columns signatures: each goes to the column of its metric's name
// (chrF2, chrF2++, ...) or, written without a name, to the only column of its metric. A plain
// two-column table takes its metric from the one signature. A signature that fits no column
// is an error; one that replaces the table's own says so in Notes.
func (t *Table) SetSignatures(sigs []*signatures.Parsed) error {
	if t.Format == "plain" {
		if err := t.namePlainColumns(sigs); err != nil {
			return err
		}
	}
	for _, p := range sigs {
		col := t.columnFor(p)
		if col == nil {
			return claimErrorf("the signature %s fits no column of the table (%s)", p, t.columnNames())
		}
		if col.Source == "table" && col.Signature.String() != p.String() {
			t.Notes = append(t.Notes, fmt.Sprintf("%s: the signature given replaces the table's", col.Name))
		}
		col.Signature, col.Source = p, "given"
	}
	return nil
}

// namePlainColumns names a plain table's columns after the signatures given for them: in
// order when its header names none; a one-column table takes its signature's metric whatever
// its header says.
func (t *Table) namePlainColumns(sigs []*signatures.Parsed) error {
	named := 0
	for _, c := range t.Columns {
		if c.Name != "" {
			named++
		}
	}
	if named == len(t.Columns) && len(t.Columns) > 1 {
		return nil
	}
	if len(sigs) != len(t.Columns) {
		return claimErrorf("a plain table of %s needs one signature (-s) per column, in order; got %d", plural(len(t.Columns), "score column"), len(sigs))
	}
	for k, p := range sigs {
		name := p.Name
		if name == "" {
			name = nameOf(p)
			t.Notes = append(t.Notes, fmt.Sprintf("the signature has no name: %s assumed", name))
		}
		if old := t.Columns[k].Name; old != "" && old != name {
			t.Notes = append(t.Notes, fmt.Sprintf("the table's header says %s; its scores are checked as the signature's %s", old, name))
		}
		t.Columns[k].Name = name
	}
	return nil
}

func (t *Table) columnFor(p *signatures.Parsed) *Column {
	if p.Name != "" {
		return t.column(p.Name)
	}
	var found *Column
	for _, c := range t.Columns {
		if kind, _, _, err := metricKind(c.Name); err == nil && kind == p.Metric {
			if found != nil {
				return nil
			}
			found = c
		}
	}
	return found
}

// columnNames names the columns for a message, a few of them if they are many.
func (t *Table) columnNames() string {
	return listOf(len(t.Columns), func(i int) string { return Quote(t.Columns[i].Name) })
}

// metricKind reads a column's name as a signature's name.
func metricKind(name string) (kind, canonical, note string, err error) {
	p, err := signatures.Parse(name + "|nrefs:1")
	if err != nil {
		return "", "", "", err
	}
	return p.Metric, p.Name, strings.Join(p.Repairs, "; "), nil
}

// MatchSystems pairs the table's systems with files, returning each row's index in files:
// by the names SacreBLEU printed (the paths as given to it), else by file name, else by order
// when the counts agree. notes say how they were paired when not by the printed names, and
// how many files no system takes.
func (t *Table) MatchSystems(files []string) (order []int, notes []string, err error) {
	for _, same := range []func(name, file string) bool{
		func(name, file string) bool { return name == file },
		func(name, file string) bool { return path.Base(name) == path.Base(filepath.ToSlash(file)) },
	} {
		if order := matchBy(t.Systems(), files, same); order != nil {
			if !samePaths(t.Systems(), files, order) {
				notes = append(notes, "systems paired with the files by their file names")
			}
			if extra := len(files) - len(order); extra > 0 {
				notes = append(notes, fmt.Sprintf("%s not in the table: not used", plural(extra, "file")))
			}
			return order, notes, nil
		}
	}
	if len(files) == len(t.Rows) {
		order = make([]int, len(files))
		for i := range order {
			order[i] = i
		}
		pairs := listOf(len(files), func(i int) string { return Quote(t.Rows[i].System) + " = " + Quote(files[i]) })
		return order, []string{"the table's names are not the files': paired by order: " + pairs}, nil
	}
	return nil, nil, claimErrorf("the table has %d systems (%s) and %s given (%s): give one file per system, named as in the table or in its order",
		len(t.Rows), listNames(t.Systems()), pluralVerb(len(files), "file was", "files were"), listNames(files))
}

// Pair pairs the table's systems with files as MatchSystems does, adds its notes to the
// table's, and returns the files in the order of the table's rows.
func (t *Table) Pair(files []string) ([]string, error) {
	order, notes, err := t.MatchSystems(files)
	if err != nil {
		return nil, err
	}
	t.Notes = append(t.Notes, notes...)
	paired := make([]string, len(order))
	for i, j := range order {
		paired[i] = files[j]
	}
	return paired, nil
}

// matchBy pairs every name with the one file same says it is; nil if a name has none or
// several, or two names the same file.
func matchBy(names, files []string, same func(name, file string) bool) []int {
	order := make([]int, len(names))
	used := map[int]bool{}
	for i, name := range names {
		found := -1
		for j, f := range files {
			if same(name, f) {
				if found >= 0 {
					return nil
				}
				found = j
			}
		}
		if found < 0 || used[found] {
			return nil
		}
		order[i], used[found] = found, true
	}
	return order
}

func samePaths(names, files []string, order []int) bool {
	for i, j := range order {
		if names[i] != files[j] {
			return false
		}
	}
	return true
}
