package sclite

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/sacre-mt/sacre/internal/outfile"
)

// Version is the version line sclite 2.4.10 prints first ("sclite: 2.10 TK Version 1.3").
const Version = "2.10 TK Version 1.3"

// Env is what a run of sclite sees of the world.
type Env struct {
	Stdout io.Writer // feedback and the reports sent to stdout
	Stderr io.Writer // sclite's warnings
	Now    time.Time // the creation date written in SGML
}

// report is one of the reports sclite writes for each system, in the order it writes them
// (ReportOrder, with snt and spk after rsum), with its file's extension and the line sclite
// prints as it writes the file: with %s for the file's name, or, for a report written one file
// per speaker (ROOT.EXT.SPEAKER), %[1]s for the speaker and %[2]s for the file's name.
type report struct {
	bit        Report
	ext        string
	msg        string
	perSpeaker bool
}

var reports = []report{
	{ReportSum, "sys", "    Writing scoring report to '%s'\n", false},
	{ReportRawSum, "raw", "    Writing raw scoring report to '%s'\n", false},
	{ReportSnt, "snt", "    Writing sentence scoring report for speaker '%[1]s' to '%[2]s'\n", true},
	{ReportSpk, "spk", "    Writing speaker scoring report for '%[1]s' to '%[2]s'\n", true},
	{ReportDtl, "dtl", "    Writing overall detailed scoring report '%s'\n", false},
	{ReportLur, "lur", "    Writing LUR scoring report to '%s'\n", false},
	{ReportPra, "pra", "    Writing string alignments to '%s'\n", false},
	{ReportPrf, "prf", "    Writing string alignments to '%s'\n", false},
	{ReportSGML, "sgml", "    Writing SGML string alignments to '%s'\n", false},
	{ReportNLSGML, "nl.sgml", "    Writing Newline Separated SGML string alignments to '%s'\n", false},
}

// unsupported are the reports sacre sclite does not write.
const unsupported = ReportWWS

// Run is sclite as a whole command: it scores every hypothesis of a against the reference and
// writes the reports a asks for, printing what sclite prints. Every input is read and aligned,
// and every output file checked, before anything is written: an error leaves no report behind.
func Run(a *Args, env Env) error {
	if a.Reports&unsupported != 0 {
		return fmt.Errorf("%w: the wws report is not supported by sacre sclite", ErrUsage)
	}
	if a.PipeIn || a.PipeOut {
		return fmt.Errorf("%w: -P and -p are not supported by sacre sclite", ErrUsage)
	}
	if err := checkMemory(a); err != nil {
		return err
	}
	var systems []*System
	var progress []*bytes.Buffer
	var warnings [][]string
	seq := 0
	for _, h := range a.Hyps {
		var buf bytes.Buffer
		s, warn, err := ScoreFiles(a, h, seq, env.Now, &buf)
		if err != nil {
			for _, w := range warn { // what sclite printed before it failed
				fmt.Fprintln(env.Stderr, w)
			}
			return err
		}
		paths := 0
		for _, sp := range s.Speakers {
			paths += len(sp.Paths)
		}
		if paths == 0 { // sclite crashes; a summary of nothing would print an error rate of 0.0
			return refuse(fmt.Errorf("%w: %s: no utterance to score", ErrInput, h.Name))
		}
		seq += paths
		systems, progress, warnings = append(systems, s), append(progress, &buf), append(warnings, warn)
	}
	targets, err := checkTargets(a, systems)
	if err != nil {
		return err
	}
	out, rp := env.Stdout, NewReports() // one table generator for the run, as sclite has
	if a.Feedback > 0 {
		fmt.Fprintf(out, "sclite: %s\n", Version)
	}
	for k, s := range systems {
		if a.Feedback >= 1 {
			fmt.Fprintf(out, "Begin alignment of Ref File: '%s' and Hyp File: '%s'\n", a.Ref.Name, a.Hyps[k].Name)
		}
		for _, w := range warnings[k] {
			fmt.Fprintln(env.Stderr, w)
		}
		if a.Feedback >= 1 {
			out.Write(progress[k].Bytes())
		}
		if err := writeReports(a, rp, s, targets[k], out); err != nil {
			return err
		}
	}
	if a.Feedback >= 1 {
		fmt.Fprint(out, "\nSuccessful Completion\n")
	}
	return nil
}

// writeProgress prints the lines sclite prints as it aligns each utterance (align.c): a carriage
// return, the speaker's utterance count, and a new line whenever the speaker changes.
func writeProgress(w io.Writer, s *System) {
	type aligned struct {
		spk string
		seq int
	}
	var all []aligned
	for _, sp := range s.Speakers {
		for _, p := range sp.Paths {
			all = append(all, aligned{sp.ID, p.Sequence})
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].seq < all[j].seq })
	count := map[string]int{}
	last := ""
	for i, u := range all {
		if i == 0 {
			last = u.spk // sclite's last speaker starts as the first one made
		}
		if u.spk != last {
			fmt.Fprint(w, "\n")
			last = u.spk
		}
		count[u.spk]++
		fmt.Fprintf(w, "\r    Alignment# %d for speaker %s          ", count[u.spk], u.spk)
	}
	fmt.Fprint(w, "\n\n")
}

// outRoot is the root of a system's report files, as sclite builds it: the output directory (-O)
// or the hypothesis file's own, then the output name (-n) or the hypothesis file's base name.
func outRoot(a *Args, hyp string) string {
	dir, base := ".", hyp
	if i := strings.LastIndexByte(hyp, '/'); i >= 0 {
		dir, base = hyp[:i], hyp[i+1:]
	}
	if a.OutName != "" {
		base = a.OutName
	}
	if a.OutDir != "" {
		dir = a.OutDir
	}
	if a.OutDir != "" || dir != "." {
		return dir + "/" + base
	}
	return base
}

// checkTargets checks every report file of every system before any is written: for a report
// written one file per speaker, one file for each of the system's speakers, in their order.
func checkTargets(a *Args, systems []*System) ([]map[Report][]*outfile.Target, error) {
	all := make([]map[Report][]*outfile.Target, len(a.Hyps))
	if a.Reports&ReportStdout != 0 {
		return all, nil
	}
	inputs := []string{a.Ref.Name}
	for _, h := range a.Hyps {
		inputs = append(inputs, h.Name)
	}
	for k, h := range a.Hyps {
		all[k] = map[Report][]*outfile.Target{}
		root := outRoot(a, h.Name)
		for _, r := range reports {
			if a.Reports&r.bit == 0 {
				continue
			}
			paths := []string{root + "." + r.ext}
			if r.perSpeaker {
				paths = paths[:0]
				for _, sp := range systems[k].Speakers {
					paths = append(paths, root+"."+r.ext+"."+sp.ID)
				}
			}
			for _, p := range paths {
				t, err := outfile.Check(p, -1, inputs...)
				if err != nil {
					return nil, err
				}
				all[k][r.bit] = append(all[k][r.bit], t)
			}
		}
	}
	return all, nil
}

// writeReports writes one system's reports in sclite's order, to their files or to out.
func writeReports(a *Args, rp *Reports, s *System, targets map[Report][]*outfile.Target, out io.Writer) error {
	texts, err := renderReports(a.Reports, rp, s)
	if err != nil {
		return err
	}
	for _, r := range reports {
		if a.Reports&r.bit == 0 {
			continue
		}
		if targets == nil { // -o stdout
			if (r.bit == ReportPra || r.bit == ReportPrf) && a.Feedback >= 1 {
				fmt.Fprint(out, "    Writing string alignments to 'stdout'\n")
			}
			for _, text := range texts[r.bit] {
				if _, err := out.Write(text); err != nil {
					return err
				}
			}
			continue
		}
		for i, t := range targets[r.bit] {
			if a.Feedback >= 1 {
				if r.perSpeaker {
					fmt.Fprintf(out, r.msg, s.Speakers[i].ID, t.Path())
				} else {
					fmt.Fprintf(out, r.msg, t.Path())
				}
			}
			text := texts[r.bit][i]
			if err := t.Write(func(w io.Writer) error { _, err := w.Write(text); return err }); err != nil {
				return err
			}
		}
	}
	return nil
}

// tableReports are the reports drawn by sclite's table generator, whose state passes from one
// to the next: they are made in sclite's order, one after the other.
const tableReports = ReportSum | ReportWWS | ReportRawSum | ReportLur

// renderReports makes the reports asked for, each on its own goroutine but those of
// tableReports, which share one in sclite's order: the reports of 100,000 utterances take
// seconds each. Each report is one text, but snt and spk, which have one per speaker.
func renderReports(asked Report, rp *Reports, s *System) (map[Report][][]byte, error) {
	texts := map[Report][][]byte{}
	var mu sync.Mutex
	var g errgroup
	render := func(kinds ...Report) {
		g.Go(func() error {
			for _, k := range kinds {
				var b bytes.Buffer
				if err := rp.Write(k, &b, s); err != nil {
					return err
				}
				mu.Lock()
				texts[k] = [][]byte{b.Bytes()}
				mu.Unlock()
			}
			return nil
		})
	}
	var table []Report
	for _, k := range ReportOrder {
		switch {
		case asked&k == 0:
		case tableReports&k != 0:
			table = append(table, k)
		default:
			render(k)
		}
	}
	render(table...)
	for _, r := range []struct {
		bit   Report
		write func(io.Writer, *System, *Speaker) error
	}{{ReportSnt, WriteSnt}, {ReportSpk, WriteSpk}} {
		if asked&r.bit == 0 {
			continue
		}
		g.Go(func() error {
			each := make([][]byte, len(s.Speakers))
			for i, sp := range s.Speakers {
				var b bytes.Buffer
				if err := r.write(&b, s, sp); err != nil {
					return err
				}
				each[i] = b.Bytes()
			}
			mu.Lock()
			texts[r.bit] = each
			mu.Unlock()
			return nil
		})
	}
	return texts, g.Wait()
}

// errgroup runs functions on goroutines and returns the first error of those, in the order
// they were started.
type errgroup struct {
	wg   sync.WaitGroup
	errs []*error
}

func (g *errgroup) Go(f func() error) {
	e := new(error)
	g.errs = append(g.errs, e)
	g.wg.Go(func() { *e = f() })
}

func (g *errgroup) Wait() error {
	g.wg.Wait()
	for _, e := range g.errs {
		if *e != nil {
			return *e
		}
	}
	return nil
}

// CreationDate is t as sclite writes its SGML's creation_date (C's ctime, without the newline).
func CreationDate(t time.Time) string { return t.Format("Mon Jan _2 15:04:05 2006") }

// ScoreFiles reads the reference and the hypothesis h as a's options say and aligns them as
// sclite does, numbering paths from seq (sclite numbers them across a run's hypotheses). It
// writes to progress what sclite prints meanwhile at feedback level 1, and returns the warnings
// sclite prints on standard error.
func ScoreFiles(a *Args, h Input, seq int, now time.Time, progress io.Writer) (*System, []string, error) {
	opt := Options{
		IDType: a.IDType, CaseSense: a.CaseSense, FragCorr: a.FragCorr, OptDel: a.OptDel,
		CharAlign: a.CharAlign, NoASCII: a.NoASCII, DelHyphen: a.DelHyphen,
		Encoding: a.Encoding, Locale: a.Locale, Sequence: seq, Created: CreationDate(now),
	}
	switch {
	case a.Ref.Format == "trn" && h.Format == "trn":
		return scoreTRN(a.Ref.Name, h, opt, progress)
	case a.Ref.Format == "stm" && h.Format == "ctm":
		return scoreTimed(a, h, opt, progress)
	case a.Ref.Format == "ctm" && h.Format == "ctm":
		return scoreCTMs(a, h, opt, progress)
	case a.Ref.Format == "stm" && h.Format == "txt":
		// Plain text goes through GNU diff, which Debian's sclite is built without.
		return nil, nil, fmt.Errorf("%w: Alignments via diff have been disabled", ErrUsage)
	}
	return nil, nil, fmt.Errorf("%w: Unable to score '%s' against '%s'", ErrUsage, h.Format, a.Ref.Format)
}

func scoreTRN(refName string, h Input, opt Options, progress io.Writer) (*System, []string, error) {
	ref, err := readFile(refName, ReadTRN)
	if errors.Is(err, ErrInput) {
		return nil, nil, refuse(err) // sclite reads on: it ignores a reference line it cannot read
	}
	if err != nil {
		return nil, nil, err
	}
	hyp, err := readFile(h.Name, ReadTRN)
	if err != nil {
		return nil, nil, err
	}
	s, err := Score(ref, hyp, h.Title, opt)
	if err != nil {
		return nil, nil, err
	}
	writeProgress(progress, s)
	return s, nil, nil
}

// runTimedOptions are a's options of stm and ctm scoring.
func runTimedOptions(a *Args, opt Options, progress io.Writer) TimedOptions {
	return TimedOptions{Options: opt, ReduceRef: a.ReduceRef, ReduceHyp: a.ReduceHyp, TimeAlign: a.TimeAlign, Progress: progress}
}

// readCTM reads a ctm file, folding case unless -s.
func readCTM(name string, caseSense bool) (*CTM, error) {
	return readFile(name, func(r io.Reader, name string) (*CTM, error) { return ReadCTM(r, name, caseSense) })
}

func scoreTimed(a *Args, h Input, opt Options, progress io.Writer) (*System, []string, error) {
	ref, err := readFile(a.Ref.Name, func(r io.Reader, name string) (*STM, error) { return ReadSTM(r, name, a.CaseSense) })
	if err != nil {
		return nil, nil, err
	}
	hyp, err := readCTM(h.Name, a.CaseSense)
	if err != nil {
		return nil, nil, err
	}
	return ScoreSTM(ref, hyp, h.Title, runTimedOptions(a, opt, progress))
}

func scoreCTMs(a *Args, h Input, opt Options, progress io.Writer) (*System, []string, error) {
	ref, err := readCTM(a.Ref.Name, a.CaseSense)
	if err != nil {
		return nil, nil, err
	}
	hyp, err := readCTM(h.Name, a.CaseSense)
	if err != nil {
		return nil, nil, err
	}
	return ScoreCTM(ref, hyp, h.Title, runTimedOptions(a, opt, progress))
}

// readFile opens name and reads it with read.
func readFile[T any](name string, read func(io.Reader, string) (T, error)) (T, error) {
	f, err := os.Open(name)
	if err != nil {
		var zero T
		return zero, err
	}
	defer f.Close()
	return read(f, name)
}

// Command is sclite as a program: it parses sclite's command line (ParseArgs), warns on
// env.Stderr of the report names it does not know, as sclite does, and runs it (Run).
func Command(args []string, env Env) error {
	a, err := ParseArgs(args)
	if err != nil {
		return err
	}
	for _, name := range a.Unknown {
		fmt.Fprintf(env.Stderr, "Unknown report '%s'\n", name)
	}
	return Run(a, env)
}

// Failure is the line and the exit status of a failed run: the error's text without the
// package's sentinels, and sclite's status 1, or 2 where sacre refuses input sclite would read on
// (Refused).
func Failure(err error) (msg string, status int) {
	msg = err.Error()
	for _, p := range []string{ErrUsage.Error() + ": ", ErrInput.Error() + ": "} {
		msg = strings.ReplaceAll(msg, p, "")
	}
	if Refused(err) {
		return msg, 2
	}
	return msg, 1
}

// bytesPerInputByte bounds sacre sclite's peak memory per byte of its inputs: every alignment is
// kept until the reports are written, and 100,000 WMT17 utterances (27.9 MB of trn) peak at
// 920 MB with every report (bench/sclite_vs_sctk.sh), 33 bytes a byte.
const bytesPerInputByte = 40

// memAvailable is the memory the system can give without swapping (Linux's MemAvailable); ok is
// false where it cannot be read.
var memAvailable = func() (n int64, ok bool) {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0, false
	}
	for line := range strings.Lines(string(b)) {
		if rest, found := strings.CutPrefix(line, "MemAvailable:"); found {
			var kb int64
			if _, err := fmt.Sscan(rest, &kb); err == nil {
				return kb << 10, true
			}
		}
	}
	return 0, false
}

// checkMemory refuses, before any work, inputs whose alignments would not fit in the memory
// available: sclite itself would run until the system kills it.
func checkMemory(a *Args) error {
	var total int64
	for _, h := range a.Hyps {
		for _, name := range []string{a.Ref.Name, h.Name} {
			if st, err := os.Stat(name); err == nil && st.Mode().IsRegular() {
				total += st.Size()
			}
		}
	}
	avail, ok := memAvailable()
	if need := total * bytesPerInputByte; ok && need > avail {
		return refuse(fmt.Errorf("%w: the inputs (%d MB) need about %d MB of memory to align and report, more than the %d MB available",
			ErrInput, total>>20, need>>20, avail>>20))
	}
	return nil
}
