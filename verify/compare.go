package verify

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/signatures"
)

// ErrNoCompareTable is score files given without the table of sacre compare to check.
var ErrNoCompareTable = errors.New("verify: score files without a table of sacre compare to check")

// A CompareReport is the outcome of CheckCompare: every value of compare's tables, claimed and
// recomputed.
type CompareReport struct {
	// Format is what the tables were read from: "json", "text" or "md".
	Format string          `json:"format"`
	Tables []*CompareTable `json:"tables"`
	Values []*Value        `json:"values"`
	// Files say which score files are not those the signatures name.
	Files      []string `json:"files"`
	Reproduced bool     `json:"reproduced"`
	Warnings   []string `json:"warnings"`
}

// A CompareTable is one table of the claim: its signature as printed and sacre's, and the
// number of its values and of those that differ.
type CompareTable struct {
	Name      string `json:"name"` // metric, language pair and test: "XCOMET-XL en-cs_CZ bs"
	Claimed   string `json:"claimed"`
	Signature string `json:"signature"`
	Values    int    `json:"values"`
	Differ    int    `json:"differ"`
}

// Verdict reports whether every value of every table reproduces.
func (r *CompareReport) Verdict() bool { return r.Reproduced }

// CheckCompare verifies the tables of sacre compare's output in file (its JSON, text or
// Markdown) against score files: sources are compare's --scores, NAME=FILE[,FILE...], a
// quoted pattern allowed, one per metric of the tables. Each table is recomputed with compare
// from the scores and its signature's settings (test, resamples, seed, alpha, language pair,
// direction), and every value it prints is compared: each system's score, interval, rank
// range and cluster, each pair's p-value and delta, the rest. Text and Markdown are compared
// as printed (4 decimals); JSON at full precision, exactly for the resampling tests (their
// p-values are counts) and to 1e-12 (relative) for the others, whose values another
// implementation computes in another order. The files' SHA-256 are compared with the
// signatures', naming a file that differs. Errors (a malformed table, a score file that
// cannot be read) name the file and line.
func CheckCompare(file string, sources []string) (*CompareReport, error) {
	if file == "" {
		return nil, ErrNoCompareTable
	}
	data, err := readClaimFile(file)
	if err != nil {
		return nil, err
	}
	format, claims, err := readCompare(file, data)
	if err != nil {
		return nil, err
	}
	rep := &CompareReport{Format: format, Values: []*Value{}, Files: []string{}, Warnings: []string{}}
	if claims, err = rep.scored(file, claims, sources); err != nil {
		return nil, err
	}
	metrics, err := loadCompareScores(file, claims, sources)
	if err != nil {
		return nil, err
	}
	runs := newCompareRuns(claims)
	for _, c := range claims {
		if err := rep.check(c, metrics[c.metric], runs); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", Quote(file), c.line, err)
		}
	}
	rep.Reproduced = true
	for _, v := range rep.Values {
		rep.Reproduced = rep.Reproduced && v.Status != StatusDiffers
	}
	return rep, nil
}

// check recomputes a claimed table and compares its values.
func (r *CompareReport) check(c *compareClaim, m *compare.Metric, runs *compareRuns) error {
	tables, err := runs.run(c, m)
	if err != nil {
		return plainError{err}
	}
	i := slices.IndexFunc(tables, func(t *compare.Table) bool { return t.LP == c.sig.lp })
	if i < 0 {
		var lps []string
		for _, t := range tables {
			lps = append(lps, t.LP)
		}
		return fmt.Errorf("the table's signature names no language pair; %s's scores are of %s", c.metric, strings.Join(lps, ", "))
	}
	tb := tables[i]
	name := strings.Join(slices.DeleteFunc([]string{c.metric, c.sig.lp, string(c.sig.test)}, func(s string) bool { return s == "" }), " ")
	t := &CompareTable{Name: name, Claimed: c.sig.text, Signature: tb.Signature}
	r.Tables = append(r.Tables, t)
	var add adder = func(system, what, claimed, sacre string, ok bool) {
		v := &Value{System: system, Metric: name, What: what, Claimed: claimed, Sacre: sacre, Status: StatusOK}
		switch {
		case c.sig.drawn() && drawnValues[what]:
			v.Status = StatusUnchecked
		case !ok:
			v.Status = StatusDiffers
			t.Differ++
		}
		t.Values++
		r.Values = append(r.Values, v)
	}
	r.checkFiles(c, m.Set, add)
	add("", "items", fmt.Sprint(c.sig.items), fmt.Sprint(tb.Items), c.sig.items == tb.Items)
	if c.json != nil {
		checkJSON(c.json, tb, add)
	} else if err := checkPrinted(c.printed, tb, r.Format == "md", add); err != nil {
		return err
	}
	if c.sig.version != signatures.Version {
		r.warn(fmt.Sprintf("the tables were made by sacre %s, and are recomputed by %s", c.sig.version, signatures.Version))
	}
	if c.sig.drawn() {
		r.warn(fmt.Sprintf("%s: seed %s draws fresh resamples each time: its p-values, intervals, rank ranges and clusters are not checked", name, c.sig.seed))
	}
	return nil
}

// drawnValues are the values that depend on the resamples drawn.
var drawnValues = map[string]bool{"p": true, "ci": true, "rank": true, "cluster": true, "same": true,
	"95% CI": true, "Rank": true, "Cluster": true, "p next": true}

func (r *CompareReport) warn(w string) {
	if !slices.Contains(r.Warnings, w) {
		r.Warnings = append(r.Warnings, w)
	}
}

// checkFiles compares the SHA-256 prefixes the signature gives with the files' own, pairing
// them by name, then a file renamed by its content.
func (r *CompareReport) checkFiles(c *compareClaim, set *scores.Set, add adder) {
	files := slices.Clone(set.Files)
	var unmatched []fileSum
	for _, want := range c.sig.files {
		i := slices.IndexFunc(files, func(f scores.File) bool { return baseName(f.Path) == want.name })
		if i < 0 {
			unmatched = append(unmatched, want)
			continue
		}
		got := files[i].SHA256[:min(len(want.sha), len(files[i].SHA256))]
		add(want.name, "sha256", want.sha, got, got == want.sha)
		if got != want.sha {
			r.fileDiffers(fmt.Sprintf("%s: SHA-256 %s, not the signature's %s: the table came from other scores", files[i].Path, got, want.sha))
		}
		files = slices.Delete(files, i, i+1)
	}
	for _, want := range unmatched {
		i := slices.IndexFunc(files, func(f scores.File) bool { return strings.HasPrefix(f.SHA256, want.sha) })
		if i >= 0 {
			add(want.name, "sha256", want.sha, want.sha, true)
			r.warn(fmt.Sprintf("%s is the signature's %s (the same SHA-256), renamed", files[i].Path, want.name))
			files = slices.Delete(files, i, i+1)
			continue
		}
		add(want.name, "sha256", want.sha, "(no such file)", false)
		r.fileDiffers(fmt.Sprintf("%s: the signature names this file (SHA-256 %s), which is not among the files given", want.name, want.sha))
	}
	for _, f := range files {
		add(baseName(f.Path), "sha256", "(not in the signature)", f.SHA256[:12], false)
		r.fileDiffers(fmt.Sprintf("%s: not among the files the signature names: the table came from other scores", f.Path))
	}
}

func (r *CompareReport) fileDiffers(msg string) {
	if !slices.Contains(r.Files, msg) {
		r.Files = append(r.Files, msg)
	}
}

func baseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}
