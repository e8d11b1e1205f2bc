// Package inputs loads what an evaluation scores, as SacreBLEU 2.6.0 does: the reference
// streams from files (one per file, or -nr's tab-separated fields of one file) or from
// standard test sets, the systems from files or standard input, the test sets' --origlang and
// --subset filters, and SacreBLEU's checks with its messages and exit statuses. Scoring,
// verify and check all load through a Source; Source.Stream reads it a chunk of segments at a
// time.
package inputs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/internal/hugepages"
	"github.com/sacre-mt/sacre/internal/mapped"
	"github.com/sacre-mt/sacre/internal/par"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/internal/textio"
)

// Error is a failure SacreBLEU reports in its own words: Msg's lines, which the command logs as
// SacreBLEU logs them. Where SacreBLEU would crash with a traceback, Own is set and the message
// is sacre's. Fields marks the failure of a line without its tab-separated fields (SacreBLEU's
// only failure that does not exit with status 1, but 17).
type Error struct {
	Msg    string // "\n"-separated lines
	Detail string // sacre's addition to a SacreBLEU message, e.g. which file
	Own    bool
	Fields bool
}

func (e *Error) Error() string { return e.Msg }

// Lines are the lines SacreBLEU logs for the failure, sacre's Detail after the first.
func (e *Error) Lines() []string {
	lines := strings.Split(e.Msg, "\n")
	if e.Detail != "" {
		lines[0] += " (" + e.Detail + ")"
	}
	return lines
}

// Errorf is one of sacre's own errors where SacreBLEU would crash.
func Errorf(format string, a ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, a...), Own: true}
}

// A Source says where an evaluation's references and systems come from, with SacreBLEU's
// options; the Has fields tell an option given empty from one not given (Python's None).
type Source struct {
	Refs     []string // reference files, in order
	NumRefs  int      // -nr: references per line of the one reference file (1: one per file)
	Encoding string   // Python's codec name (-e)

	TestSet     string // -t: one test set, or several separated by commas
	HasTestSet  bool
	LangPair    string // -l
	HasLangPair bool
	OrigLang    string // --origlang
	HasOrigLang bool
	Subset      string // --subset
	HasSubset   bool

	Hyps      []string  // -i: one file per system
	HypsGiven bool      // -i was given; else the systems come from Stdin
	Stdin     io.Reader // tab-separated systems, one per column
	Paired    bool      // a paired test: a file given twice is the baseline once

	// Cache is the test-set cache, made when a test set is first needed; LookupSet finds a
	// set in the registry (nil: datasets.Lookup); CacheRoot is the cache's directory, for the
	// advice of the length error.
	Cache     func() *datasets.Cache
	LookupSet func(name string) (*datasets.Set, error)
	CacheRoot string
	Info      func(string) // SacreBLEU's INFO log lines
	Warn      func(string) // and its WARNING lines

	// Full holds, after Select, every stream before the test-set filters: the systems, then
	// NumRefStreams reference streams (SacreBLEU's --detail breaks the whole set down).
	Full          [][]string
	NumRefStreams int

	prefetch *prefetched // system files read ahead (PrefetchSystems)
}

func (s *Source) info(msg string) {
	if s.Info != nil {
		s.Info(msg)
	}
}

func (s *Source) warn(msg string) {
	if s.Warn != nil {
		s.Warn(msg)
	}
}

// Lookup finds a test set in the registry (or where LookupSet points).
func (s *Source) Lookup(name string) (*datasets.Set, error) { return s.lookupSet(name) }

func (s *Source) lookupSet(name string) (*datasets.Set, error) {
	if s.LookupSet != nil {
		return s.LookupSet(name)
	}
	return datasets.Lookup(name)
}

// SetNames are the comma-separated sets of -t, concatenated in that order.
func (s *Source) SetNames() []string { return strings.Split(s.TestSet, ",") }

// Filter is --origlang and --subset, nil where not given.
func (s *Source) Filter() datasets.Filter {
	var f datasets.Filter
	if s.HasOrigLang {
		f.Origlang = &s.OrigLang
	}
	if s.HasSubset {
		f.Subset = &s.Subset
	}
	return f
}

// Load reads the references and the named system files, filtered as the test set's options say,
// and checks that they line up: the loading of verify and check, where one line names what does
// not fit.
func (s *Source) Load(files []string) (systems, refs [][]string, err error) {
	if err := s.CheckReferences(); err != nil {
		return nil, nil, err
	}
	if refs, err = s.References(); err != nil {
		return nil, nil, err
	}
	systems = make([][]string, len(files))
	for i, path := range files {
		if systems[i], err = textio.ReadLines(path, s.Encoding); err != nil {
			return nil, nil, FileError(path, "hypothesis", err)
		}
	}
	if systems, refs, err = s.Select(systems, refs); err != nil {
		return nil, nil, err
	}
	for i, sys := range systems {
		for k, ref := range refs {
			if len(ref) != len(sys) {
				return nil, nil, Errorf("%s has %s, %s has %s", files[i], lines(len(sys)), s.RefName(k), lines(len(ref)))
			}
		}
	}
	return systems, refs, nil
}

// CheckReferences requires either reference files or test sets (-t with -l).
func (s *Source) CheckReferences() error {
	if s.HasTestSet {
		return s.checkTestSets()
	}
	if len(s.Refs) == 0 {
		return &Error{Msg: "If manual references given, make sure to provide them before the -i/--input argument to avoid confusion.\n" +
			"Otherwise, I need a predefined test set (-t) from the following list:\n" + testSetListRepr()}
	}
	return nil
}

// checkTestSets are SacreBLEU's checks of -t and -l: known sets, no reference files as well,
// a language pair that every set has.
func (s *Source) checkTestSets() error {
	for _, name := range s.SetNames() {
		if _, err := s.lookupSet(name); err != nil {
			return &Error{Msg: fmt.Sprintf("Unknown test set %s\nPlease run with --list to see the available test sets.", pyfmt.StrRepr(name))}
		}
	}
	switch {
	case len(s.Refs) > 0:
		return &Error{Msg: "I need exactly one of (a) a predefined test set (-t) or (b) a list of references"}
	case !s.HasLangPair:
		return &Error{Msg: "I need a language pair (-l). Use --list to see available language pairs for this test set."}
	}
	for _, name := range s.SetNames() {
		set, _ := s.lookupSet(name)
		if err := set.CheckPair(s.LangPair); err != nil {
			return DatasetError(err)
		}
	}
	return nil
}

// testSetListRepr is the Python repr of the test set names, newest first, as SacreBLEU's
// "I need a predefined test set" message prints it.
func testSetListRepr() string {
	names := datasets.AvailableTestsets()
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = pyfmt.StrRepr(n)
	}
	return "[" + strings.Join(quoted, ", ") + "]"
}

// References reads the reference files (or, with -nr N, one file of N tab-separated
// references), or the test sets', into streams: refs[k][i] is reference k of segment i.
func (s *Source) References() ([][]string, error) {
	if s.HasTestSet {
		return s.testSetReferences()
	}
	var streams [][]string
	for k, path := range s.Refs {
		lines, err := textio.ReadLines(path, s.Encoding)
		if err != nil {
			return nil, FileError(path, "reference", err)
		}
		if streams == nil {
			// SacreBLEU makes max(files, -nr) streams; with -nr, a file's first line has as
			// many fields, or none when the file is empty (then every stream is empty and
			// the run stops at the lengths' check: one stream stands for them all).
			n := max(len(s.Refs), s.NumRefs)
			if s.NumRefs > 1 && (len(lines) == 0 || strings.Count(lines[0], "\t")+1 < s.NumRefs) {
				n = len(s.Refs)
			}
			streams = make([][]string, n)
		}
		if s.NumRefs == 1 {
			streams[k] = lines
			continue
		}
		for n, line := range lines {
			fields, err := s.splitReferences(path, n+1, line)
			if err != nil {
				return nil, err
			}
			for j, f := range fields {
				streams[j] = append(streams[j], f)
			}
		}
	}
	return streams, nil
}

// testSetReferences reads the references of the test sets, concatenating the sets' streams.
// As in SacreBLEU, the first set decides how many streams there are.
func (s *Source) testSetReferences() ([][]string, error) {
	files, err := s.TestSetReferenceFiles()
	if err != nil {
		return nil, err
	}
	streams := make([][]string, len(files))
	for k, paths := range files {
		for _, path := range paths {
			lines, err := textio.ReadLines(path, s.Encoding)
			if err != nil {
				return nil, FileError(path, "reference", err)
			}
			streams[k] = append(streams[k], lines...)
		}
	}
	return streams, nil
}

// TestSetReferenceFiles are the files of the test sets' reference streams, in order: stream k
// is the concatenation of files[k]. As in SacreBLEU, the first set decides how many streams
// there are; a later set with more is an error, one with fewer leaves streams shorter.
func (s *Source) TestSetReferenceFiles() ([][]string, error) {
	var sets [][]string
	for _, name := range s.SetNames() {
		files, err := s.Cache().ReferenceFiles(context.Background(), name, s.LangPair)
		if err != nil {
			return nil, DatasetError(err)
		}
		if len(files) == 0 {
			s.warn(fmt.Sprintf("No references found for test set %s/%s.", name, s.LangPair))
		}
		sets = append(sets, files)
	}
	streams := make([][]string, max(len(sets[0]), s.NumRefs))
	for i, files := range sets {
		if len(files) > len(streams) {
			return nil, Errorf("test set %s has %d references, %s has %d: they cannot be concatenated",
				s.SetNames()[i], len(files), s.SetNames()[0], len(streams))
		}
		for k, path := range files {
			streams[k] = append(streams[k], path)
		}
	}
	return streams, nil
}

// splitReferences splits line n (from 1) of a file of -nr tab-separated references into its
// references, or says that it has too few.
func (s *Source) splitReferences(path string, n int, line string) ([]string, error) {
	fields := splitN(line, "\t", s.NumRefs-1)
	if len(fields) != s.NumRefs {
		return nil, &Error{Fields: true, Msg: fmt.Sprintf("FATAL: line %d: expected %d fields, but found %d.", n, s.NumRefs, len(fields)),
			Detail: path}
	}
	return fields, nil
}

// splitN is Python's str.split(sep, maxsplit): a negative maxsplit means no limit.
func splitN(s, sep string, maxsplit int) []string {
	if maxsplit < 0 {
		return strings.Split(s, sep)
	}
	return strings.SplitN(s, sep, maxsplit+1)
}

// Systems reads the hypotheses: one file per system with -i, else standard input
// (tab-separated systems). Names are the paths as given, or "System N" for standard input.
func (s *Source) Systems() ([][]string, []string, error) {
	if !s.HypsGiven {
		data, err := io.ReadAll(s.Stdin)
		if err != nil {
			return nil, nil, Errorf("reading standard input: %v", err)
		}
		text, err := textio.Decode(data, s.Encoding, "<stdin>")
		if err != nil {
			return nil, nil, err
		}
		systems, err := stdinSystems(text)
		if err != nil {
			return nil, nil, err
		}
		names := make([]string, len(systems))
		for i := range names {
			names[i] = fmt.Sprintf("System %d", i+1)
		}
		return systems, names, nil
	}
	// The names are checked in order first; the files before the first bad name are read, in
	// parallel, and the first error in the order of the files is the one reported.
	names, ignored, nameErr := systemNames(s.Hyps, s.Paired)
	for _, path := range ignored {
		s.info(fmt.Sprintf("Ignoring %s as it was also given as the baseline.", pyfmt.StrRepr(path)))
	}
	systems, errs := s.readSystems(names)
	for i, err := range errs {
		if err != nil {
			return nil, nil, FileError(names[i], "hypothesis", err)
		}
	}
	if nameErr != nil {
		return nil, nil, nameErr
	}
	return systems, names, nil
}

// systemNames are the system files of -i to read, in order, up to the first name given twice
// (nameErr; a paired test's baseline given again is ignored instead, and listed).
func systemNames(hyps []string, paired bool) (names, ignored []string, nameErr error) {
	for _, path := range hyps {
		if i := index(names, path); i >= 0 {
			if paired && i == 0 {
				ignored = append(ignored, path)
				continue
			}
			return names, ignored, nameUsed(path)
		}
		names = append(names, path)
	}
	return names, ignored, nil
}

// PrefetchSystems starts reading the system files in the background, so that they are read
// while the references are; Systems then takes their lines, and reports their errors in its
// order. It does nothing for systems on standard input.
func (s *Source) PrefetchSystems() {
	if !s.HypsGiven || s.prefetch != nil {
		return
	}
	names, _, _ := systemNames(s.Hyps, s.Paired)
	p := &prefetched{names: names, done: make(chan struct{})}
	s.prefetch = p
	go func() {
		defer close(p.done)
		defer mapped.Guard()()
		defer func() { p.panicked = recover() }() // raised again where the lines are taken
		p.lines, p.errs = readLines(names, s.Encoding)
	}()
}

// prefetched are system files read ahead (PrefetchSystems).
type prefetched struct {
	names    []string
	lines    [][]string
	errs     []error
	panicked any // a panic of the reading goroutine (a mapped file cut short)
	done     chan struct{}
}

// readSystems reads the lines of the system files names, or takes those PrefetchSystems read.
func (s *Source) readSystems(names []string) ([][]string, []error) {
	if p := s.prefetch; p != nil && slices.Equal(p.names, names) {
		s.prefetch = nil
		<-p.done
		if p.panicked != nil {
			panic(p.panicked)
		}
		return p.lines, p.errs
	}
	return readLines(names, s.Encoding)
}

// readLines reads the files in parallel, the plain ones into parts of one buffer, each file
// decoded and split as soon as it is read, while its bytes are still in the cache.
func readLines(paths []string, encoding string) ([][]string, []error) {
	lines := make([][]string, len(paths))
	errs := make([]error, len(paths))
	bufs := shareBuffer(paths)
	par.Range(len(paths), 1, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			var raw []byte
			if raw, errs[i] = textio.ReadRawInto(paths[i], bufs[i]); errs[i] == nil {
				lines[i], errs[i] = textio.Lines(raw, encoding, paths[i])
			}
		}
	})
	return lines, errs
}

// nameUsed is SacreBLEU's error for a system file given twice.
func nameUsed(path string) error {
	return &Error{Msg: fmt.Sprintf("%s already used to name a system.\nMake sure to have a different basename for each system.", pyfmt.StrRepr(path))}
}

// shareBuffer gives each plain file a part of one buffer, sized as the files are now (a file
// that grows meanwhile gets its own), advised for huge pages before it is touched.
func shareBuffer(paths []string) [][]byte {
	sizes := make([]int, len(paths))
	total := 0
	for i, path := range paths {
		if n := textio.PlainSize(path); n > 0 {
			sizes[i] = n + 1 // the byte that sees EOF
			total += sizes[i]
		}
	}
	out := make([][]byte, len(paths))
	if total == 0 || mapped.Enabled() { // mapped files need no buffer
		return out
	}
	buf := hugepages.Bytes(total)
	off := 0
	for i, n := range sizes {
		out[i] = buf[off : off : off+n]
		off += n
	}
	return out
}

func index(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// FileError turns a read error into a one-line message naming the file.
func FileError(path, what string, err error) error {
	var ee *Error
	if errors.As(err, &ee) {
		return err
	}
	if errors.Is(err, textio.ErrUnknownEncoding) {
		return Errorf("%v", err)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return Errorf("cannot read %s file %s: %v", what, path, pe.Err)
	}
	return Errorf("%s file %v", what, err)
}

// DatasetError turns a datasets error into SacreBLEU's log lines, or into sacre's one-line
// error where SacreBLEU dies with a traceback.
func DatasetError(err error) error {
	var de *datasets.Error
	if !errors.As(err, &de) {
		return Errorf("%v", err)
	}
	if de.Exception == "" {
		return &Error{Msg: strings.Join(de.Lines, "\n")}
	}
	return Errorf("%v", err)
}

// Select is SacreBLEU's filter_subset over the systems and references: --origlang and --subset
// keep the segments of matching documents of the test sets, in place (the slices given hold
// the filtered streams afterwards). It records the streams before filtering in Full.
func (s *Source) Select(systems, refs [][]string) ([][]string, [][]string, error) {
	s.NumRefStreams = len(refs)
	if !s.HasOrigLang && !s.HasSubset {
		s.Full = append(append([][]string(nil), systems...), refs...)
		return systems, refs, nil
	}
	if !s.HasTestSet || !s.HasLangPair {
		return nil, nil, Errorf("filtering for --origlang or --subset needs a test set (-t) and a language pair (-l)")
	}
	streams := append(append([][]string(nil), systems...), refs...)
	s.Full = streams
	out, err := s.Cache().Filter(s.TestSet, s.LangPair, s.Filter(), streams)
	if err != nil {
		return nil, nil, DatasetError(err)
	}
	copy(systems, out[:len(systems)])
	copy(refs, out[len(systems):])
	return systems, refs, nil
}

// CheckLengths is SacreBLEU's check of the systems against the references, with its messages:
// a system without segments, and streams of different lengths.
func (s *Source) CheckLengths(systems [][]string, names []string, refs [][]string) error {
	counts := func(streams [][]string) []int {
		out := make([]int, len(streams))
		for i, st := range streams {
			out[i] = len(st)
		}
		return out
	}
	return s.checkCounts(counts(systems), names, counts(refs))
}

// checkCounts is CheckLengths given the streams' numbers of lines.
func (s *Source) checkCounts(systems []int, names []string, refs []int) error {
	for i, sys := range systems {
		if sys == 0 {
			return &Error{Msg: s.noSentence(), Detail: names[i] + " is empty"}
		}
		for k, ref := range refs {
			if ref != sys {
				return s.lengthError(fmt.Sprintf("%s has %s, %s has %s", names[i], lines(sys), s.RefName(k), lines(ref)))
			}
		}
	}
	return nil
}

// noSentence is SacreBLEU's message for an empty system, including its quirk of writing the
// subset twice.
func (s *Source) noSentence() string {
	msg := "Test set None contains no sentence"
	if s.HasTestSet {
		msg = "Test set " + pyfmt.StrRepr(s.TestSet) + " contains no sentence"
	}
	if s.HasOrigLang || s.HasSubset {
		msg += " with"
		if s.OrigLang != "" {
			msg += " origlang=" + s.OrigLang
		}
		if s.Subset != "" {
			msg += " subset=" + s.Subset + s.Subset
		}
	}
	return msg
}

// lengthError is SacreBLEU's sanity_check_lengths message, with its advice for test sets.
func (s *Source) lengthError(detail string) error {
	msg := "System and reference streams have different lengths."
	if s.HasTestSet && s.TestSet != "" {
		msg += "\nThis could be an issue with your system output or with sacreBLEU's reference database if -t is given." +
			"\nFor the latter, try cleaning out the cache by typing:\n" +
			"\n  rm -r " + s.CacheRoot + "/" + s.TestSet + "\n" +
			"\nThe test sets will be re-downloaded the next time you run sacreBLEU."
	}
	return &Error{Msg: msg, Detail: detail}
}

func lines(n int) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}

// RefName names reference stream k for messages.
func (s *Source) RefName(k int) string {
	if s.HasTestSet {
		return fmt.Sprintf("reference %d of %s/%s", k+1, s.TestSet, s.LangPair)
	}
	if s.NumRefs != 1 && len(s.Refs) == 1 {
		return fmt.Sprintf("reference %d of %s", k+1, s.Refs[0])
	}
	return s.Refs[k]
}
