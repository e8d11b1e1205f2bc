package main

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/manifest"
)

//go:embed check_help.txt
var checkHelp string

// Exit statuses of sacre check.
const (
	checkPassed   = 0
	checkDrifted  = 1
	checkUsage    = 2 // a bad command line, manifest or input: nothing was checked
	checkUnproven = 3 // nothing drifted, but some scores have no expected value to check
)

func checkSpecs() []*argparse.Spec {
	return []*argparse.Spec{
		{Names: []string{"-h", "--help"}, Dest: "help", Nargs: argparse.Help},
		{Names: []string{"--update"}, Dest: "update"},
		{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: "str", Choices: []string{"text", "json"}},
		{Names: []string{"--quiet", "-q"}, Dest: "quiet"},
	}
}

// checkCommand is "sacre check MANIFEST": recompute a manifest's scores, report any drift.
func checkCommand(args []string, e *env) int {
	res, exit, err := argparse.New(checkSpecs()).Parse(args)
	fail := func(err error) int {
		fmt.Fprintf(e.stderr, "sacre check: error: %v\n", err)
		return checkUsage
	}
	if err != nil {
		return fail(err)
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, checkHelp)
		return checkPassed
	}
	if len(res.Positional) != 1 {
		return fail(errors.New("give one manifest file (sacre check MANIFEST.yaml)"))
	}
	m, err := manifest.Load(res.Positional[0])
	if err != nil {
		return fail(err)
	}
	s := newSession(e, res.Seen["quiet"], "")
	src := s.withCache(&inputs.Source{NumRefs: 1, Encoding: m.Encoding,
		TestSet: m.TestSet, HasTestSet: m.TestSet != "", LangPair: m.LangPair, HasLangPair: m.LangPair != "",
		OrigLang: m.OrigLang, HasOrigLang: m.OrigLang != "", Subset: m.Subset, HasSubset: m.Subset != ""})
	for _, ref := range m.Refs {
		src.Refs = append(src.Refs, m.Resolve(ref))
	}
	data, err := manifestData(src, m)
	if err != nil {
		return fail(errors.New(oneLine(err)))
	}
	rows, err := m.Check(data)
	if err != nil {
		return fail(err)
	}
	if res.Seen["update"] {
		return updateManifest(m, rows, e, fail)
	}
	c := countRows(rows)
	if v, ok := res.Values["format"]; ok && v[0] == "json" {
		writeCheckJSON(e.stdout, rows)
	} else {
		writeCheckTable(e.stdout, m, rows, c)
	}
	switch {
	case c.drifted > 0:
		return checkDrifted
	case c.missing > 0:
		return checkUnproven
	}
	return checkPassed
}

// checkCounts counts a check's rows: those that drifted, and those without an expected value.
type checkCounts struct{ drifted, missing, all int }

func countRows(rows []manifest.Row) checkCounts {
	c := checkCounts{all: len(rows)}
	for _, r := range rows {
		switch {
		case r.Expected == "":
			c.missing++
		case !r.OK:
			c.drifted++
		}
	}
	return c
}

// summary is the table's last line: what drifted, what has no expected value and how to
// record it, or that all is as expected.
func (c checkCounts) summary(path string) string {
	record := "record them with sacre check --update " + shown(path)
	switch {
	case c.missing == c.all:
		return fmt.Sprintf("no expected values: nothing was checked; %s", record)
	case c.drifted > 0 && c.missing > 0:
		return fmt.Sprintf("%d of %d scores drifted; %d have no expected value", c.drifted, c.all-c.missing, c.missing)
	case c.drifted > 0:
		return fmt.Sprintf("%d of %d scores drifted", c.drifted, c.all)
	case c.missing > 0:
		return fmt.Sprintf("%d scores as expected; %d have no expected value: %s", c.all-c.missing, c.missing, record)
	}
	return fmt.Sprintf("all %d scores as expected", c.all)
}

// manifestData reads the references (files or test set, filtered) and each system's
// hypotheses, checking that they line up.
func manifestData(src *inputs.Source, m *manifest.Manifest) (manifest.Data, error) {
	files := make([]string, len(m.Systems))
	for i, s := range m.Systems {
		files[i] = m.Resolve(s.Hyp)
	}
	systems, refs, err := src.Load(files)
	if err != nil {
		return manifest.Data{}, err
	}
	d := manifest.Data{Refs: refs, Hyps: map[string][]string{}}
	for i, s := range m.Systems {
		d.Hyps[s.Name] = systems[i]
	}
	return d, nil
}

func writeCheckTable(w io.Writer, m *manifest.Manifest, rows []manifest.Row, c checkCounts) {
	cells := [][]string{{"system", "metric", "expected", "got", "diff", ""}}
	for _, r := range rows {
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
				diff = strings.TrimPrefix(diff, "-")
			} else if r.Diff > 0 {
				diff = "+" + diff
			}
		}
		if r.Tolerance != nil {
			status += " (±" + strconv.FormatFloat(*r.Tolerance, 'f', -1, 64) + ")"
		}
		cells = append(cells, []string{shown(r.System), shown(r.Metric), exp, r.Printed, diff, status})
	}
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
				b.WriteString(pad + c) // numbers right-aligned
			} else {
				b.WriteString(c + pad)
			}
			if j < len(row)-1 {
				b.WriteString("  ")
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	fmt.Fprintln(w)
	for _, mt := range m.Metrics {
		for _, r := range rows {
			if r.Metric == mt.Name {
				fmt.Fprintf(w, "%s: %s\n", shown(mt.Name), r.Signature)
				break
			}
		}
	}
	fmt.Fprintf(w, "\n%s\n", c.summary(m.Path))
}

// shown is a name from a manifest as the terminal should show it: as it is, or quoted as
// Python's repr() quotes it when it holds a character that is not printable (a line break,
// which would split a row of the table, a control, or a bidi control such as U+202E, which
// would reorder what the terminal shows), so that the name stands in one line as written.
func shown(name string) string {
	if strings.ContainsFunc(name, func(r rune) bool { return r != ' ' && !unicode.IsPrint(r) }) {
		return pyfmt.StrRepr(name)
	}
	return name
}

func writeCheckJSON(w io.Writer, rows []manifest.Row) {
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
	out := make([]jsonRow, len(rows))
	for i, r := range rows {
		out[i] = jsonRow{System: r.System, Metric: r.Metric, Got: r.Got, Printed: r.Printed, OK: r.OK,
			Tolerance: r.Tolerance, Signature: r.Signature}
		if r.Expected != "" {
			exp, diff := r.Expected, r.Diff
			out[i].Expected, out[i].Diff = &exp, &diff
		}
	}
	data, _ := json.MarshalIndent(out, "", "  ")
	fmt.Fprintf(w, "%s\n", data)
}

// updateManifest rewrites the drifted expected values (see writeManifest for how it is written).
func updateManifest(m *manifest.Manifest, rows []manifest.Row, e *env, fail func(error) int) int {
	changed := 0
	for _, r := range rows {
		if !r.OK {
			changed++
		}
	}
	if changed == 0 {
		fmt.Fprintf(e.stdout, "%s: all %d scores as expected, nothing to update\n", shown(m.Path), len(rows))
		return checkPassed
	}
	data, err := m.Update(rows)
	if err != nil {
		return fail(err)
	}
	if err := writeManifest(m, data); err != nil {
		var ie *interruptedError
		if errors.As(err, &ie) {
			fmt.Fprintf(e.stderr, "sacre check: %v\n", err)
			return ie.status()
		}
		return fail(err)
	}
	fmt.Fprintf(e.stdout, "%s: updated %d of %d expected scores\n", shown(m.Path), changed, len(rows))
	return checkPassed
}
