package scstats

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/rpg"
	"github.com/sacre-mt/sacre/sclite"
)

// Test is a set of sc_stats's tests (its -t).
type Test uint8

// The tests, with sc_stats's -t names.
const (
	TestMcNemar      Test = 1 << iota // mcn
	TestMatchedPairs                  // mapsswe
	TestSign                          // sign
	TestWilcoxon                      // wilc
	// Std4 is the four tests (-t std4).
	Std4 = TestMcNemar | TestMatchedPairs | TestSign | TestWilcoxon
)

// Options are sc_stats's options (proc_arcs) that the tests and their reports use.
type Options struct {
	Tests    Test
	Verbose  bool    // -v: each pair's detailed analysis
	Unified  bool    // -u: one composite matrix (and a .sts summary per system) instead of one per test
	Name     string  // -n: the reports' file name root, "Ensemble" by default; "-" writes to stdout
	OutDir   string  // -O
	TestName string  // -e: the ensemble's description
	Feedback int     // -f (a number; sc_stats's default 1)
	Formula  Formula // the sign and Wilcoxon tests' percentage ('E': sc_stats cannot change it, see ParseArgs)
	Reports  Report  // -r: the reports written after the tests
	// LineWidth is -l, the line width of the prn report (sc_stats's default 100; 0 here
	// means the default).
	LineWidth int
}

// Files creates the report files sc_stats writes; a failure makes the report go to stdout
// with sc_stats's warning, as sc_stats does.
type Files func(name string) (io.WriteCloser, error)

// Reporter carries what persists from one report to the next in an sc_stats run: SCTK's
// report generator keeps cells, formats and page centring across tables (see package rpg).
type Reporter struct{ rpg *rpg.State }

// NewReporter returns a Reporter in the state sc_stats starts in.
func NewReporter() *Reporter { return &Reporter{rpg: rpg.New()} }

// run is one execution of run_multi_sys.
type run struct {
	o              Options
	sys            []*sclite.System
	names          []string
	files          Files
	stdout, stderr io.Writer
	rep            *Reporter
	tests          []TestOutcomes
}

// feedIfStdout writes sc_stats's form feed after a matrix written to stdout.
func (r *run) feedIfStdout(w io.Writer) {
	if w == r.stdout {
		io.WriteString(w, formFeed)
	}
}

// Run is sc_stats's run_multi_sys: it performs the tests o asks for on the systems, writes
// their reports to files (named as sc_stats names them) or stdout, and its progress lines
// to stdout. The caller writes "sc_stats: 1.3" before and "\nSuccessful Completion" after,
// as sc_stats's main does (see Banner and Done).
func Run(systems []*sclite.System, o Options, files Files, stdout, stderr io.Writer) error {
	if o.Name == "" {
		o.Name = "Ensemble"
	}
	if o.Formula == 0 {
		o.Formula = WordError
	}
	if o.LineWidth == 0 {
		o.LineWidth = 100
	}
	r := &run{o: o, sys: systems, files: files, stdout: stdout, stderr: stderr, rep: NewReporter()}
	for _, s := range systems {
		r.names = append(r.names, s.Title)
	}
	r.feedback("Beginning Multi-System comparisons and reports\n")
	rank := NewRank(systems, o.Formula)
	steps := []struct {
		t Test
		f func(*Rank) error
	}{{TestMatchedPairs, r.matchedPairs}, {TestSign, r.sign}, {TestWilcoxon, r.wilcoxon}, {TestMcNemar, r.mcnemar}}
	for _, s := range steps {
		if o.Tests&s.t != 0 {
			if err := s.f(rank); err != nil {
				return err
			}
		}
	}
	if o.Unified && len(r.tests) > 0 {
		if err := r.unified(); err != nil {
			return err
		}
	}
	return r.reports()
}

// Banner and Done are the first and last lines sc_stats writes to stdout when its feedback
// level is at least 1.
const (
	Banner = "sc_stats: 1.3\n"
	Done   = "\nSuccessful Completion\n"
)

func (r *run) feedback(format string, args ...any) {
	if r.o.Feedback >= 1 {
		fmt.Fprintf(r.stdout, format, args...)
	}
}

// outRoot is sc_stats's outroot: [OutDir/]Name, or "-".
func (r *run) outRoot() string {
	if r.o.Name == "-" {
		return "-"
	}
	if r.o.OutDir != "" {
		return r.o.OutDir + "/" + r.o.Name
	}
	return r.o.Name
}

// open opens a test's report, ext after "<root>.stats", as each sc_stats test does: stdout
// for "-", stdout with a warning when the file cannot be made.
func (r *run) open(ext string, announceAlways bool) (io.Writer, func() error) {
	root := r.outRoot()
	name := root + ".stats." + ext
	if root == "-" { // sc_stats announces "-.<ext>" and writes to stdout
		r.feedback("        Output written to '%s'\n", "-."+ext)
		return r.stdout, func() error { return nil }
	}
	f, err := r.files(name)
	if err != nil {
		fmt.Fprintf(r.stderr, "Warning: Open of %s for write failed.  Using stdout instead.\n", name)
		if announceAlways {
			r.feedback("        Output written to '%s'\n", name)
		}
		return r.stdout, func() error { return nil }
	}
	{
		r.feedback("        Output written to '%s'\n", name)
	}
	return f, f.Close
}

// pairs calls f for each pair i < j of systems.
func (r *run) pairs(f func(i, j int)) {
	for i := 0; i < len(r.sys)-1; i++ {
		for j := i + 1; j < len(r.sys); j++ {
			f(i, j)
		}
	}
}

func newMatrix[T any](n int) [][]T {
	m := make([][]T, n)
	for i := range m {
		m[i] = make([]T, n)
	}
	return m
}

// record adds a test's outcomes for the unified report.
func (r *run) record(desc, abbrev string, out func(i, j int) (Outcome, float64)) {
	t := TestOutcomes{Desc: desc, Abbrev: abbrev, Outcome: newMatrix[Outcome](len(r.sys)), P: newMatrix[float64](len(r.sys))}
	r.pairs(func(i, j int) { t.Outcome[i][j], t.P[i][j] = out(i, j) })
	r.tests = append(r.tests, t)
}

// begin announces a test and opens its report (ext after "<root>.stats", see open) when one
// is written: the comparison matrix unless -u, or the verbose analyses; report says whether the
// matrix is.
func (r *run) begin(desc, ext string, announceAlways bool) (w io.Writer, done func() error, report bool) {
	r.feedback("    Performing the %s Test\n", desc)
	report = !r.o.Unified
	done = func() error { return nil }
	if report || r.o.Verbose {
		w, done = r.open(ext, announceAlways)
	}
	return w, done, report
}

// matchedPairs is do_mtch_pairs.
func (r *run) matchedPairs(*Rank) error {
	const desc = "Matched Pair Sentence Segment (Word Error)"
	w, done, report := r.begin(desc, "mapsswe", false)
	verbose := r.o.Verbose && report
	res := newMatrix[MatchedPairsResult](len(r.sys))
	r.pairs(func(i, j int) {
		res[i][j] = MatchedPairs(r.sys[i], r.sys[j], MinGood)
		for range res[i][j].CorrectSegments {
			fmt.Fprint(r.stderr, "Warning: MAPSSWE segmentation produced a segment with errors\n         ignoring segment\n")
		}
		if verbose {
			WriteMatchedPairsVerbose(w, res[i][j])
		}
	})
	if report {
		if verbose {
			io.WriteString(w, formFeed)
		}
		WriteMatchedPairsMatrix(w, r.names, res, r.o.TestName)
		r.feedIfStdout(w)
	}
	r.record(desc, "MP", func(i, j int) (Outcome, float64) { return res[i][j].Outcome, res[i][j].P })
	return done()
}

// sign is perform_signtest.
func (r *run) sign(rank *Rank) error {
	desc := "Signed Paired Comparison (" + rank.Formula.String() + ")"
	w, done, report := r.begin(desc, "sign", false)
	res := newMatrix[SignResult](len(r.sys))
	out := newMatrix[Outcome](len(r.sys))
	r.pairs(func(i, j int) {
		res[i][j] = Sign(rank, i, j)
		out[i][j] = res[i][j].Outcome
		if r.o.Verbose {
			WriteSignVerbose(w, rank, res[i][j])
		}
	})
	if report {
		WriteRankMatrix(w, rank, out, "Comparison Matrix for the Sign Test")
		r.feedIfStdout(w)
	}
	r.record(desc, "SI", func(i, j int) (Outcome, float64) { return res[i][j].Outcome, res[i][j].P })
	return done()
}

// wilcoxon is perform_wilcoxon.
func (r *run) wilcoxon(rank *Rank) error {
	desc := "Wilcoxon Signed Rank (" + rank.Formula.String() + ")"
	w, done, report := r.begin(desc, "wilc", false)
	verbose := r.o.Verbose && report
	res := newMatrix[WilcoxonResult](len(r.sys))
	out := newMatrix[Outcome](len(r.sys))
	r.pairs(func(i, j int) {
		res[i][j] = Wilcoxon(rank, i, j)
		out[i][j] = res[i][j].Outcome
		if verbose {
			WriteWilcoxonVerbose(w, rank, res[i][j])
		}
	})
	if report {
		WriteRankMatrix(w, rank, out, "Comparison Matrix for the Wilcoxon Test")
		r.feedIfStdout(w)
	}
	r.record(desc, "WI", func(i, j int) (Outcome, float64) { return res[i][j].Outcome, res[i][j].P })
	return done()
}

// mcnemar is McNemar_sent.
func (r *run) mcnemar(*Rank) error {
	const desc = "McNemar (Sentence Error)"
	w, done, report := r.begin(desc, "mcn", true)
	res := newMatrix[McNemarResult](len(r.sys))
	r.pairs(func(i, j int) {
		res[i][j] = McNemarSentences(r.sys[i], r.sys[j])
		if r.o.Verbose {
			WriteMcNemarVerbose(w, r.names[i], r.names[j], res[i][j])
		}
	})
	if report {
		if r.o.Verbose {
			io.WriteString(w, formFeed)
		}
		r.rep.WriteMcNemarMatrix(w, r.names, res, r.o.TestName)
		r.feedIfStdout(w)
	}
	r.record(desc, "MN", func(i, j int) (Outcome, float64) { return res[i][j].Outcome, res[i][j].P })
	return done()
}

// unified is print_composite_significance2 with its matrix and per-system reports.
func (r *run) unified() error {
	r.feedback("    Printing Unified Statistical Test Reports\n")
	root := r.outRoot()
	w, done := r.stdout, func() error { return nil }
	if root == "-" {
		r.feedback("        Output written to '%s'\n", "-.unified")
	} else {
		name := root + ".stats.unified"
		if f, err := r.files(name); err != nil {
			fmt.Fprintf(r.stderr, "Warning: Open of %s for write failed.  Using stdout instead.\n", name)
		} else {
			w, done = f, f.Close
			r.feedback("        Output written to '%s'\n", name)
		}
	}
	r.rep.WriteUnified(w, r.names, r.tests, r.o.TestName)
	for i, n := range r.names {
		name := n + ".sts"
		if r.o.OutDir != "" {
			// sclite keeps the '/' it cuts the name at: "dir//base.sts".
			name = r.o.OutDir + "/" + n[max(strings.LastIndexByte(n, '/'), 0):] + ".sts"
		}
		f, err := r.files(name)
		if err != nil {
			fmt.Fprintf(r.stderr, "Warning: Unable to open output file %s, using stdout\n", name)
			WriteSystemSummary(r.stdout, r.names, i, r.tests, r.o.TestName)
			io.WriteString(r.stdout, formFeed)
			continue
		}
		WriteSystemSummary(f, r.names, i, r.tests, r.o.TestName)
		if err := f.Close(); err != nil {
			return err
		}
	}
	return done()
}
