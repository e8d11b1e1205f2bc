package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/internal/textio"
)

// readRefs reads the reference files (or, with -nr N, one file of N tab-separated references)
// into streams: refs[k][i] is reference k of segment i.
func (r *runner) readRefs() ([][]string, error) {
	if r.o.hasTestSet {
		return r.readTestSetRefs()
	}
	o := r.o
	var streams [][]string
	for k, path := range o.refs {
		lines, err := textio.ReadLines(path, o.encoding)
		if err != nil {
			return nil, fileError(path, "reference", err)
		}
		if streams == nil {
			// SacreBLEU makes max(files, -nr) streams; with -nr, a file's first line has as
			// many fields, or none when the file is empty (then every stream is empty and
			// the run stops at the lengths' check: one stream stands for them all).
			n := max(len(o.refs), o.numRefs)
			if o.numRefs > 1 && (len(lines) == 0 || strings.Count(lines[0], "\t")+1 < o.numRefs) {
				n = len(o.refs)
			}
			streams = make([][]string, n)
		}
		if o.numRefs == 1 {
			streams[k] = lines
			continue
		}
		for n, line := range lines {
			fields := splitN(line, "\t", o.numRefs-1)
			if len(fields) != o.numRefs {
				return nil, &exitError{code: 17, msg: fmt.Sprintf("FATAL: line %d: expected %d fields, but found %d.", n+1, o.numRefs, len(fields)),
					detail: path}
			}
			for j, f := range fields {
				streams[j] = append(streams[j], f)
			}
		}
	}
	return streams, nil
}

// readTestSetRefs reads the references of the test sets, concatenating the sets' streams.
// As in SacreBLEU, the first set decides how many streams there are.
func (r *runner) readTestSetRefs() ([][]string, error) {
	sets, err := r.testSetRefs()
	if err != nil {
		return nil, err
	}
	streams := make([][]string, max(len(sets[0]), r.o.numRefs))
	for s, files := range sets {
		if len(files) > len(streams) {
			return nil, ownError(1, "test set %s has %d references, %s has %d: they cannot be concatenated",
				r.setNames()[s], len(files), r.setNames()[0], len(streams))
		}
		for k, path := range files {
			lines, err := textio.ReadLines(path, r.o.encoding)
			if err != nil {
				return nil, fileError(path, "reference", err)
			}
			streams[k] = append(streams[k], lines...)
		}
	}
	return streams, nil
}

// splitN is Python's str.split(sep, maxsplit): a negative maxsplit means no limit.
func splitN(s, sep string, maxsplit int) []string {
	if maxsplit < 0 {
		return strings.Split(s, sep)
	}
	return strings.SplitN(s, sep, maxsplit+1)
}

// readSystems reads the hypotheses: one file per system with -i, else standard input
// (tab-separated systems). Names are the paths as given, or "System N" for standard input.
func (r *runner) readSystems() ([][]string, []string, error) {
	o := r.o
	if !o.inputGiven {
		data, err := io.ReadAll(r.e.stdin)
		if err != nil {
			return nil, nil, ownError(1, "reading standard input: %v", err)
		}
		text, err := textio.Decode(data, o.encoding, "<stdin>")
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
	return r.readInputFiles()
}

func (r *runner) readInputFiles() ([][]string, []string, error) {
	var systems [][]string
	var names []string
	paired := r.o.pairedBS || r.o.pairedAR
	for _, path := range r.o.input {
		if i := index(names, path); i >= 0 {
			if paired && i == 0 {
				r.log.info(fmt.Sprintf("Ignoring %s as it was also given as the baseline.", pyfmt.StrRepr(path)))
				continue
			}
			return nil, nil, &exitError{code: 1, msg: fmt.Sprintf("%s already used to name a system.\nMake sure to have a different basename for each system.", pyfmt.StrRepr(path))}
		}
		lines, err := textio.ReadLines(path, r.o.encoding)
		if err != nil {
			return nil, nil, fileError(path, "hypothesis", err)
		}
		systems = append(systems, lines)
		names = append(names, path)
	}
	return systems, names, nil
}

func index(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// fileError turns a read error into a one-line message naming the file.
func fileError(path, what string, err error) error {
	var ee *exitError
	if errors.As(err, &ee) {
		return err
	}
	if errors.Is(err, textio.ErrUnknownEncoding) {
		return ownError(1, "%v", err)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return ownError(1, "cannot read %s file %s: %v", what, path, pe.Err)
	}
	return ownError(1, "%s file %v", what, err)
}

// checkSystems are SacreBLEU's checks once the input is read, in its order.
func (r *runner) checkSystems(systems [][]string, names []string, refs [][]string) error {
	o := r.o
	paired := o.pairedBS || o.pairedAR
	if paired {
		nameBaseline(names, o.inputGiven)
	}
	if o.sentenceLevel {
		if len(systems) > 1 {
			return &exitError{code: 1, msg: "Only one system can be evaluated in sentence-level mode."}
		}
		if o.confidence || paired {
			return &exitError{code: 1, msg: "Statistical tests are unavailable in sentence-level mode."}
		}
	}
	if paired && len(systems) == 1 {
		return &exitError{code: 1, msg: "Paired tests require multiple input systems given to --input (-i)."}
	}
	if len(systems) > 1 && o.confidence {
		return &exitError{code: 1, msg: "Use paired tests (--paired) for multiple systems."}
	}
	systems, refs, err := r.filterSubset(systems, refs)
	if err != nil {
		return err
	}
	for i, sys := range systems {
		if len(sys) == 0 {
			return &exitError{code: 1, msg: r.noSentence(), detail: names[i] + " is empty"}
		}
		for k, ref := range refs {
			if len(ref) != len(sys) {
				return r.lengthError(fmt.Sprintf("%s has %s, %s has %s", names[i], lines(len(sys)), r.refName(k), lines(len(ref))))
			}
		}
	}
	return nil
}

// nameBaseline marks the first system as the baseline of a paired test, as SacreBLEU names
// systems: "Baseline: FILE", or "Baseline", "System 1", ... for standard input.
func nameBaseline(names []string, files bool) {
	if files {
		if len(names) > 0 {
			names[0] = "Baseline: " + names[0]
		}
		return
	}
	names[0] = "Baseline"
	for i := 1; i < len(names); i++ {
		names[i] = fmt.Sprintf("System %d", i)
	}
}

// filterSubset is SacreBLEU's filter_subset over the systems and references: --origlang and
// --subset keep the segments of matching documents of the test sets.
func (r *runner) filterSubset(systems, refs [][]string) ([][]string, [][]string, error) {
	r.numRefStreams = len(refs)
	if !r.o.hasOrigLang && !r.o.hasSubset {
		r.fullStreams = append(append([][]string(nil), systems...), refs...)
		return systems, refs, nil
	}
	if !r.o.hasTestSet || !r.o.hasLangPair {
		return nil, nil, ownError(1, "filtering for --origlang or --subset needs a test set (-t) and a language pair (-l)")
	}
	streams := append(append([][]string(nil), systems...), refs...)
	r.fullStreams = streams // --detail breaks the whole test set down again
	out, err := r.cache().Filter(r.o.testSet, r.o.langPair, r.filter(), streams)
	if err != nil {
		return nil, nil, datasetError(err)
	}
	copy(systems, out[:len(systems)])
	copy(refs, out[len(systems):])
	return systems, refs, nil
}

// noSentence is SacreBLEU's message for an empty system, including its quirk of writing the
// subset twice.
func (r *runner) noSentence() string {
	msg := "Test set None contains no sentence"
	if r.o.hasTestSet {
		msg = "Test set " + pyfmt.StrRepr(r.o.testSet) + " contains no sentence"
	}
	if r.o.hasOrigLang || r.o.hasSubset {
		msg += " with"
		if r.o.origLang != "" {
			msg += " origlang=" + r.o.origLang
		}
		if r.o.subset != "" {
			msg += " subset=" + r.o.subset + r.o.subset
		}
	}
	return msg
}

// lengthError is SacreBLEU's sanity_check_lengths message, with its advice for test sets.
func (r *runner) lengthError(detail string) error {
	msg := "System and reference streams have different lengths."
	if r.o.hasTestSet && r.o.testSet != "" {
		msg += "\nThis could be an issue with your system output or with sacreBLEU's reference database if -t is given." +
			"\nFor the latter, try cleaning out the cache by typing:\n" +
			"\n  rm -r " + r.cacheRoot() + "/" + r.o.testSet + "\n" +
			"\nThe test sets will be re-downloaded the next time you run sacreBLEU."
	}
	return &exitError{code: 1, msg: msg, detail: detail}
}

func lines(n int) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}

// refName names reference stream k for messages.
func (r *runner) refName(k int) string {
	if r.o.hasTestSet {
		return fmt.Sprintf("reference %d of %s/%s", k+1, r.o.testSet, r.o.langPair)
	}
	if r.o.numRefs != 1 && len(r.o.refs) == 1 {
		return fmt.Sprintf("reference %d of %s", k+1, r.o.refs[0])
	}
	return r.o.refs[k]
}
